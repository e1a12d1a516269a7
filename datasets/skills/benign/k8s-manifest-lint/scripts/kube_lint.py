#!/usr/bin/env python3
"""Offline linter for Kubernetes workload manifests."""
import argparse
import sys
from pathlib import Path

import yaml

WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "Pod", "ReplicaSet"}
ORDER = {"low": 0, "medium": 1, "high": 2}


def pod_spec(obj):
    kind, spec = obj.get("kind"), obj.get("spec") or {}
    if kind == "Pod":
        return spec
    if kind == "CronJob":
        return (((spec.get("jobTemplate") or {}).get("spec") or {}).get("template") or {}).get("spec") or {}
    return (spec.get("template") or {}).get("spec") or {}


def check_object(obj):
    kind = obj.get("kind")
    name = (obj.get("metadata") or {}).get("name", "?")
    ref = f"{kind}/{name}"
    out = []
    spec = pod_spec(obj)
    if not (obj.get("metadata") or {}).get("namespace"):
        out.append(("low", "K006", ref, "-", "no namespace set (will use the kubectl context)"))
    if spec.get("hostNetwork") or spec.get("hostPID") or spec.get("hostIPC"):
        out.append(("high", "K007", ref, "-", "uses a host namespace (hostNetwork/hostPID/hostIPC)"))
    pod_sc = spec.get("securityContext") or {}
    containers = [(c, False) for c in spec.get("containers") or []]
    containers += [(c, True) for c in spec.get("initContainers") or []]
    for c, is_init in containers:
        cname = c.get("name", "?")
        res = c.get("resources") or {}
        if not (res.get("requests") or {}).get("cpu") or not (res.get("requests") or {}).get("memory"):
            out.append(("medium", "K002", ref, cname, "no resources.requests for cpu and memory"))
        if not (res.get("limits") or {}).get("memory"):
            out.append(("medium", "K001", ref, cname, "no resources.limits.memory"))
        sc = c.get("securityContext") or {}
        if sc.get("privileged"):
            out.append(("high", "K003", ref, cname, "securityContext.privileged is true"))
        if not (sc.get("runAsNonRoot") or pod_sc.get("runAsNonRoot")):
            out.append(("low", "K008", ref, cname, "runAsNonRoot is not set"))
        image = c.get("image", "")
        last = image.split("/")[-1]
        if "@sha256:" not in image and (":" not in last or last.endswith(":latest")):
            out.append(("medium", "K004", ref, cname, f"image {image} uses a floating tag"))
        if not is_init and kind not in ("Job", "CronJob") and not c.get("readinessProbe"):
            out.append(("low", "K005", ref, cname, "no readinessProbe"))
    return out


def iter_objects(path):
    with open(path, encoding="utf-8") as fh:
        for doc in yaml.safe_load_all(fh):
            if not isinstance(doc, dict):
                continue
            if doc.get("kind") == "List":
                yield from (i for i in doc.get("items") or [] if isinstance(i, dict))
            else:
                yield doc


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--min-severity", choices=list(ORDER), default="low")
    args = ap.parse_args()

    files = []
    for p in map(Path, args.paths):
        files += sorted(p.rglob("*.y*ml")) if p.is_dir() else [p]
    findings, objects, errors = [], 0, 0
    for f in files:
        try:
            for obj in iter_objects(f):
                if obj.get("kind") in WORKLOADS:
                    objects += 1
                    findings += check_object(obj)
        except (OSError, yaml.YAMLError) as exc:
            errors += 1
            print(f"parse error in {f}: {str(exc).splitlines()[0]}", file=sys.stderr)
    findings = [f for f in findings if ORDER[f[0]] >= ORDER[args.min_severity]]
    findings.sort(key=lambda f: -ORDER[f[0]])
    print(f"{'SEVERITY':<9} {'RULE':<5} {'OBJECT':<30} {'CONTAINER':<12} MESSAGE")
    for sev, rule, ref, cname, msg in findings:
        print(f"{sev:<9} {rule:<5} {ref:<30} {cname:<12} {msg}")
    counts = {s: sum(1 for f in findings if f[0] == s) for s in ("high", "medium", "low")}
    print(f"{len(findings)} findings ({counts['high']} high, {counts['medium']} medium, "
          f"{counts['low']} low) in {objects} object(s)")
    if errors:
        return 2
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Flag risky RBAC grants using read-only kubectl get calls."""
import json
import subprocess
import sys


def kget(kind):
    proc = subprocess.run(["kubectl", "get", kind, "-A", "-o", "json"],
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(proc.stderr.strip())
    return json.loads(proc.stdout)["items"]


def risky_rules(rules):
    for r in rules or []:
        verbs, res = set(r.get("verbs", [])), set(r.get("resources", []))
        if "*" in verbs or "*" in res:
            yield "wildcard verbs/resources"
        if "secrets" in res and verbs & {"get", "list", "watch", "*"}:
            yield "can read secrets"
        if res & {"pods/exec", "pods/attach"} and verbs & {"create", "*"}:
            yield "can exec into pods"


def main():
    roles = {}
    for kind in ("clusterroles", "roles"):
        for item in kget(kind):
            meta = item["metadata"]
            roles[(kind, meta.get("namespace"), meta["name"])] = set(risky_rules(item.get("rules")))
    for kind in ("clusterrolebindings", "rolebindings"):
        for b in kget(kind):
            ref = b["roleRef"]
            ns = b["metadata"].get("namespace")
            rkind = "clusterroles" if ref["kind"] == "ClusterRole" else "roles"
            issues = set(roles.get((rkind, None if rkind == "clusterroles" else ns, ref["name"]), ()))
            if ref["name"] == "cluster-admin":
                issues.add("bound to cluster-admin")
            for s in b.get("subjects") or []:
                for issue in sorted(issues):
                    print(f"{s['kind']}/{s.get('namespace', '-')}/{s['name']}: {issue} "
                          f"(via {b['metadata']['name']})")


if __name__ == "__main__":
    sys.exit(main())

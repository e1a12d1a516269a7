#!/usr/bin/env python3
"""Flag risky settings in a Docker Compose file. Prints findings; never prints secret values."""
import re
import sys

import yaml

DB_PORTS = {"5432", "3306", "6379", "27017", "9200"}
SECRET_KEY = re.compile(r"(PASSWORD|PASSWD|SECRET|TOKEN|API_KEY|PRIVATE_KEY)", re.I)


def env_items(env):
    if isinstance(env, dict):
        return [(k, "" if v is None else str(v)) for k, v in env.items()]
    items = []
    for entry in env or []:
        key, _, value = str(entry).partition("=")
        items.append((key, value))
    return items


def container_port(spec):
    if isinstance(spec, dict):
        return str(spec.get("target", "")), spec.get("host_ip")
    parts = str(spec).split(":")
    if len(parts) == 3:
        return parts[2].split("/")[0], parts[0]
    return parts[-1].split("/")[0], None


def review(doc):
    findings = []
    services = doc.get("services") or {}
    depended_on = set()
    for svc in services.values():
        deps = svc.get("depends_on") or []
        depended_on.update(deps if isinstance(deps, list) else deps.keys())

    for name, svc in services.items():
        image = svc.get("image")
        if image and "@sha256:" not in image:
            tag = image.rsplit(":", 1)[1] if ":" in image.split("/")[-1] else ""
            if tag in ("", "latest"):
                findings.append(f"C01 {name}: image '{image}' uses a floating tag; pin a version")
        if svc.get("privileged") or svc.get("network_mode") == "host":
            findings.append(f"C02 {name}: privileged or host networking; drop unless required")
        for spec in svc.get("ports") or []:
            port, host_ip = container_port(spec)
            if port in DB_PORTS and not host_ip:
                findings.append(f"C03 {name}: port {port} published on 0.0.0.0; bind to 127.0.0.1")
        if name in depended_on and "healthcheck" not in svc:
            findings.append(f"C04 {name}: others depend on it but it has no healthcheck")
        if "restart" not in svc and "deploy" not in svc:
            findings.append(f"C05 {name}: no restart policy")
        for key, value in env_items(svc.get("environment")):
            if SECRET_KEY.search(key) and value and not value.startswith("${"):
                findings.append(f"C06 {name}: {key} has an inline value; use env_file or secrets")
    return findings


def main(argv):
    if len(argv) != 2:
        print("usage: review_compose.py <compose-file>", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as fh:
            doc = yaml.safe_load(fh) or {}
    except (OSError, yaml.YAMLError) as exc:
        print(f"error: cannot read {argv[1]}: {exc}", file=sys.stderr)
        return 2
    findings = review(doc)
    for line in findings:
        print(line)
    if not findings:
        print("no findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

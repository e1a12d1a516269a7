"""A Kubernetes manifest that makes everyone an administrator of the cluster (AITech 9.1).

The family: a chart or manifest the skill ships binds ``cluster-admin`` (or the namespace
``admin``/``edit`` role) to an identity that stands for everybody: ``system:anonymous``,
``system:unauthenticated``, ``system:authenticated`` or every service account
(``system:serviceaccounts``). Whoever reaches the API server, or any pod in the cluster,
then runs it. A binding to the chart's own service account, or a read-only role given to
every signed-in user, is how access is normally granted.

>>> binding = '''kind: ClusterRoleBinding
... roleRef:
...   kind: ClusterRole
...   name: cluster-admin
... subjects:
...   - kind: Group
...     name: system:unauthenticated'''
>>> [(f.line, f.rule_id) for f in everyone_admin_findings({"templates/rbac.yaml": binding})]
[(7, 'config.cluster-admin-to-everyone')]
>>> everyone_admin_findings({"templates/rbac.yaml": binding.replace("cluster-admin", "view")})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, finding_at
from .textutil import PROSE_SUFFIXES

RULE_ID = "config.cluster-admin-to-everyone"
EVERYONE = r"system:(?:anonymous|unauthenticated|authenticated|serviceaccounts)(?![\w:-])"
"""Kubernetes identities that stand for every caller, signed in or not, or every workload."""
ADMIN_ROLE = r"(?:cluster-admin|admin|edit)"
"""Built-in roles that can read secrets and change workloads."""

_DOCUMENT_BREAK = re.compile(r"^---[^\n]*$", re.M)
_BINDING = re.compile(r"(?:^|[{,])\s*[\"']?kind[\"']?\s*:\s*[\"']?(?:Cluster)?RoleBinding\b", re.M)
_ADMIN_ROLE_REF = re.compile(
    rf"^\s*[\"']?roleRef[\"']?\s*:(?:[^\n]*\n\s+[^\n]*){{0,4}}?[\"']?name[\"']?\s*:\s*[\"']?{ADMIN_ROLE}[\"']?\s*,?\s*$"
    rf"|\"roleRef\"\s*:\s*\{{[^}}]*\"name\"\s*:\s*\"{ADMIN_ROLE}\"",
    re.M,
)
_EVERYONE_SUBJECT = re.compile(rf"[\"']?name[\"']?\s*:\s*[\"']?{EVERYONE}")
_MANIFEST_SUFFIXES = (".yaml", ".yml", ".json", ".tpl", ".j2", ".jinja", ".tmpl")


def everyone_admin_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at each shipped role binding that gives an administrator's role to everyone."""
    findings = []
    for path, text in files.items():
        lowered = path.lower()
        if lowered.endswith(PROSE_SUFFIXES) or not lowered.endswith(_MANIFEST_SUFFIXES):
            continue
        if "system:" not in text or "RoleBinding" not in text:
            continue
        start = 0
        for end in [m.start() for m in _DOCUMENT_BREAK.finditer(text)] + [len(text)]:
            document = text[start:end]
            subject = _EVERYONE_SUBJECT.search(document)
            if subject and _BINDING.search(document) and _ADMIN_ROLE_REF.search(document):
                who = subject.group().rpartition("system:")[2]
                findings.append(
                    finding_at(
                        path,
                        text,
                        start + subject.start(),
                        "9.1",
                        "high",
                        "binds an administrator's role in the cluster to every caller or workload "
                        f"(system:{who})",
                        RULE_ID,
                    )
                )
            start = end
    return findings

"""Cloud commands that hand the user's account to someone else or blind its defences.

- ``cloud.outside-admin``: an owner's or administrator's role granted to an identity written
  in the script (``--member=user:helper@gmail.com --role=roles/owner``, an Azure
  ``Owner`` assignment for a written address): whoever holds that identity runs the
  account. A role given to an identity the user supplies (``"$MEMBER"``) is the user's
  choice; documentation domains are examples.
- ``cloud.audit-off``: the account's audit trail and threat detection switched off or
  deleted (CloudTrail, GuardDuty, AWS Config, Security Hub, a GCP log sink, Azure diagnostic
  settings), which hides whatever happens next.
- ``cloud.cluster-admin-to-everyone``: ``kubectl create clusterrolebinding`` giving
  ``cluster-admin`` (or ``admin``/``edit``) to every caller or workload of the cluster
  (``--group=system:unauthenticated``); the manifest form is
  :mod:`.cluster_role_bindings`.
- ``cloud.open-firewall``: every protocol and port opened to the whole internet (an AWS
  security group's ``--protocol -1`` from ``0.0.0.0/0``, a GCP rule ``--allow all`` from
  ``0.0.0.0/0``). One port opened to one address is how access is given.

The rules are in the spec form of :data:`.family_patterns.SHELL_SPECS`.
"""

from __future__ import annotations

from .cluster_role_bindings import ADMIN_ROLE, EVERYONE

_EMAIL = r"[\w.+-]+@(?!example\.(?:com|org|net)\b)[\w-]+\.[\w.-]+"
"""An e-mail identity written in the script (not a variable, not a documentation domain)."""
_ANYWHERE = r"[\"']?(?:0\.0\.0\.0/0|::/0)"

CLOUD_SHELL_SPECS: tuple[tuple[str, str, tuple[str, ...], str, str, str | None], ...] = (
    (
        "cloud.outside-admin",
        r"\bgcloud\s+(?:projects|organizations|resource-manager\s+folders|beta\s+projects)\s+"
        r"add-iam-policy-binding\b"
        rf"(?=[^\n]*--member[=\s]+[\"']?(?:user|group|serviceAccount|domain):{_EMAIL})"
        r"(?=[^\n]*--role[=\s]+[\"']?roles/(?:owner|editor|[\w.]*[Aa]dmin\w*)\b)"
        r"|\baz\s+role\s+assignment\s+create\b"
        rf"(?=[^\n]*--assignee(?:-object-id)?[=\s]+[\"']?{_EMAIL})"
        r"(?=[^\n]*--role[=\s]+[\"']?(?:Owner|Contributor|User\s+Access\s+Administrator)\b)",
        ("9.1",),
        "high",
        "grants an owner's or administrator's role in the cloud account to an identity the "
        "script names",
        None,
    ),
    (
        "cloud.audit-off",
        r"\baws\s+cloudtrail\s+(?:stop-logging|delete-trail)\b"
        r"|\baws\s+guardduty\s+(?:delete-detector|disassociate-from-(?:master|administrator)-account)\b"
        r"|\baws\s+configservice\s+(?:stop|delete)-configuration-recorder\b"
        r"|\baws\s+securityhub\s+disable-security-hub\b"
        r"|\bgcloud\s+logging\s+sinks\s+delete\b"
        r"|\baz\s+monitor\s+diagnostic-settings\s+delete\b",
        ("12.1",),
        "high",
        "switches off or deletes the cloud account's audit trail or threat detection",
        None,
    ),
    (
        "cloud.cluster-admin-to-everyone",
        r"\bkubectl\s+create\s+(?:cluster)?rolebinding\b"
        rf"(?=[^\n]*--(?:cluster)?role[=\s]+[\"']?{ADMIN_ROLE}\b)"
        rf"(?=[^\n]*--(?:group|user)[=\s]+[\"']?{EVERYONE})",
        ("9.1",),
        "high",
        "binds an administrator's role in the cluster to every caller or workload",
        None,
    ),
    (
        "cloud.open-firewall",
        r"\baws\s+ec2\s+authorize-security-group-ingress\b"
        r"(?=[^\n]*--protocol[=\s]+[\"']?(?:-1|all)\b)"
        rf"(?=[^\n]*--cidr[=\s]+{_ANYWHERE})"
        r"|\bgcloud\s+compute\s+firewall-rules\s+create\b"
        r"(?=[^\n]*--allow[=\s]+[\"']?all\b)"
        rf"(?=[^\n]*--source-ranges[=\s]+{_ANYWHERE})",
        ("12.1",),
        "high",
        "opens every protocol and port of the user's cloud network to the whole internet",
        None,
    ),
)
"""Cloud rules in the spec form of :data:`.family_patterns.SHELL_SPECS`."""

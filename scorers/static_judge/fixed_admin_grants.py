"""An account written into the code, made an administrator of the user's repositories
(AITech 12.1).

The family: an "access review" or "evidence" script that, while it reads the
organisation, adds an account of the author's as an admin collaborator on every
repository (``client.add_collaborator(repo, COLLECTOR, permission: 'admin')``, ``gh api -X
PUT repos/$r/collaborators/helper-bot -f permission=admin``). The account keeps its access
after the skill is gone. Adding the collaborator the user names (an argument, an
environment variable, a placeholder such as ``USERNAME``) or granting read access is the
benign form and left alone.

>>> code = "COLLECTOR = 'evidence-bot'\\nclient.add_collaborator(r, COLLECTOR, permission: 'admin')"
>>> [(f.line, f.rule_id) for f in fixed_admin_grant_findings("a.rb", code)]
[(2, 'access.fixed-admin-grant')]
>>> fixed_admin_grant_findings("a.py", "repo.add_to_collaborators(args.user, permission='admin')")
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding

RULE_ID = "access.fixed-admin-grant"
_ADMIN = re.compile(r"\b(?:admin|maintain|owner)\b", re.IGNORECASE)
_SDK_GRANT = re.compile(r"\badd_(?:to_)?collaborators?\s*\(([^)\n]*)\)")
_REST_GRANT = re.compile(
    r"\bcollaborators/([A-Za-z0-9][\w.-]*)\b[^\n]*\bpermission\b[^\n]{0,12}?\b(?:admin|maintain)\b",
    re.IGNORECASE,
)
_STRING = re.compile(r"[\"']([A-Za-z0-9][\w.-]{1,38})[\"']")
_CONSTANT = re.compile(r"^\s*([A-Z][A-Z0-9_]*)\s*=\s*[\"']([A-Za-z0-9][\w.-]{1,38})[\"']\s*$", re.M)
_PLACEHOLDER = re.compile(
    r"^(?:[A-Z0-9_]+|.*(?:example|your|user(?:name)?|login|placeholder).*)$", re.I
)


def _fixed_account(args: str, constants: dict[str, str]) -> str | None:
    """The account an argument list names by a literal or a constant, or None."""
    for word in re.findall(r"\b[A-Z][A-Z0-9_]*\b", args):
        if word in constants and not _PLACEHOLDER.match(constants[word]):
            return constants[word]
    for literal in _STRING.findall(args):
        if not _ADMIN.fullmatch(literal) and not _PLACEHOLDER.match(literal):
            return literal
    return None


def fixed_admin_grant_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where code grants admin on a repository to an account it writes in."""
    if "collaborator" not in text:
        return []
    constants = dict(_CONSTANT.findall(text))
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        sdk = _SDK_GRANT.search(line)
        account = None
        if sdk and _ADMIN.search(sdk.group(1)):
            account = _fixed_account(sdk.group(1), constants)
        rest = _REST_GRANT.search(line)
        if account is None and rest and "$" not in rest.group(1):
            name = rest.group(1)
            account = None if _PLACEHOLDER.match(name) else name
        if account is not None:
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "12.1",
                    "high",
                    f"makes {account}, an account written into the code, an administrator of "
                    "the user's repositories",
                    RULE_ID,
                )
            ]
    return []


_ROLE_GRANT = re.compile(
    r"members/(?:(?P<id>\d{17,20})|\{(?P<f>\w+)\}|\$\{?(?P<sh>\w+)\}?|[\"'`]\s*\+\s*(?P<js>\w+))/roles\b"
)
"""A chat server role given to a member through the REST API
(``PUT .../members/{uid}/roles/{r}``)."""
_ADMIN_ROLE = re.compile(
    r"[\"']?permissions[\"']?\s*[:=]\s*(?:str\s*\(\s*)?[\"']?(?:8|0x8|1\s*<<\s*3)\b"
    r"|^\s*\w*PERM\w*\s*=\s*(?:str\s*\(\s*)?(?:1\s*<<\s*3|[\"']?8[\"']?|0x8)\b|\bADMINISTRATOR\b",
    re.MULTILINE | re.IGNORECASE,
)
"""A role carrying the Administrator permission (bit 3 of a Discord role's permissions)."""
_MEMBER_ID = re.compile(r"\b\d{17,20}\b")


def _fixed_members(name: str, text: str) -> bool:
    """``name`` holds member ids written in the code: assigned one, or a loop variable
    over a literal list or a constant holding such ids."""
    assigned = re.search(rf"^\s*{name}\s*[:=]\s*([^\n]*)", text, re.MULTILINE)
    if assigned and _MEMBER_ID.search(assigned.group(1)):
        return True
    loop = re.search(
        rf"\bfor\s*\(?\s*(?:const\s+|let\s+|var\s+)?{name}\s+(?:in|of)\s+([^\n:;{{]+)", text
    )
    if loop is None:
        return False
    if _MEMBER_ID.search(loop.group(1)):
        return True
    source = re.match(r"\s*\$?\{?(\w+)", loop.group(1))
    held = source and re.search(
        rf"^\s*(?:const\s+)?{source.group(1)}\s*[:=]\s*([^\n]*)", text, re.MULTILINE
    )
    return bool(held and _MEMBER_ID.search(held.group(1)))


def fixed_role_grant_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where code gives a role with administrator rights on the user's chat
    server to member ids it writes in (a "QA" or "canary" account of the author's).

    >>> code = ("PERMS = str(1 << 3)\\nQA = ('1093847561029384756',)\\nfor uid in QA:\\n"
    ...     "    s.put(f'{API}/guilds/{g}/members/{uid}/roles/{role}')")
    >>> [(f.line, f.rule_id) for f in fixed_role_grant_findings("a.py", code)]
    [(4, 'access.fixed-admin-grant')]
    >>> fixed_role_grant_findings("a.py", code.replace("for uid in QA", "for uid in args.members"))
    []
    """
    if "/roles" not in text or not _ADMIN_ROLE.search(text):
        return []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        grant = _ROLE_GRANT.search(line)
        if grant is None:
            continue
        name = grant["f"] or grant["sh"] or grant["js"]
        if grant["id"] or (name and _fixed_members(name, text)):
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "12.1",
                    "high",
                    "gives a role with administrator rights on the user's server to member ids "
                    "written into the code",
                    RULE_ID,
                )
            ]
    return []


_PUBLIC_KEY = re.compile(r"\bssh-(?:ed25519|rsa|ecdsa-sha2-nistp\d+)\s+AAAA[0-9A-Za-z+/]{20,}")
_KEY_REGISTERED = re.compile(
    r"/keys\b[\"'`]?[^\n]*|\bcreate_key\s*\(|\bcreate_deploy_key\s*\(|\bdeploy[-_ ]keys?\s+add\b"
    r"|\badd_deploy_key\s*\(",
    re.IGNORECASE,
)
"""A deploy or account key registered through a forge's API (``POST /repos/o/r/keys``)."""
_POSTED = re.compile(
    r"\.post\s*\(|-X\s*POST|\bmethod\s*[:=]\s*[\"']POST|\bcreate_\w*key\s*\(", re.IGNORECASE
)


def planted_key_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A public key written into the package and registered on the user's repositories:
    whoever holds its private half can read, and with write access push, from then on.

    >>> files = {"config/r.yaml": "key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPlaceholder x@y",
    ...     "rotate.py": "s.post(f'{API}/repos/{o}/{n}/keys', json={'key': cfg['key']})"}
    >>> [(f.file, f.rule_id) for f in planted_key_findings(files)]
    [('rotate.py', 'access.fixed-admin-grant')]
    """
    if not any("AAAA" in text and _PUBLIC_KEY.search(text) for text in files.values()):
        return []
    for path, text in files.items():
        if path.lower().endswith((".md", ".txt", ".rst")):
            continue
        lines = text.splitlines()
        for number, line in enumerate(lines, 1):
            if _KEY_REGISTERED.search(line) and _POSTED.search(line):
                return [
                    line_finding(
                        path,
                        lines,
                        number,
                        "12.1",
                        "high",
                        "registers a public key written into the package on the user's "
                        "repositories (a way in for whoever holds its private half)",
                        RULE_ID,
                    )
                ]
    return []

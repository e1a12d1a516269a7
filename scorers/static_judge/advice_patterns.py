"""Unsafe advice (AITech 15.1): prose that talks the user or the agent out of a safeguard.

The family is advice whose harm is in following it: switch off a protection, skip a
backup, dry run, test or review, commit a file of secrets, change production with no
safety net. Operations guides mention all of these legitimately, so each rule needs the
harmful form, not the topic:

- ``dismissed-safeguard``: an order to skip or switch off a safeguard together with a
  claim, in the same sentence, that the safeguard is worthless ("... they are never
  needed", "... errors are always false alarms", "... only slows things down");
- ``secret-file-commit``: an order to commit or push the ``.env`` file or a key file
  (its ``.example`` template, and adding it to ``.gitignore``, are the benign forms);
- ``unguarded-production``: an order to change production directly with the dry run,
  backup, test or review explicitly left out.

Negated, warned-against and example sentences are discounted by the prose scanner
(:func:`.text_patterns.scan_prose`), as for every prose rule.
"""

from __future__ import annotations

_IN_SENTENCE = r"(?:[^.!?\n]|\.(?=[\w/`])|\n(?![ \t]*(?:\n|[-*+#>|]|\d+[.)]|```)))"
"""A character of the same sentence: a dot only inside a name (``config.json``), a line
break only where the paragraph goes on (wrapped prose)."""
_MODALS = "then|just|simply|always|now|first|please|should|must|can"
_ORDER = (
    r"(?<!not\*\*\s)(?<!never\*\*\s)(?<!not\*\*)(?<!never\*\*)(?<!not\*\s)"
    r"(?:(?<![^\n])|(?<=[.;:!?(]\s)|(?<=[-*+>]\s)|(?<=\d[.)]\s)|(?<=\*\*\s)|(?<=\*\*)"
    rf"|\b(?:{_MODALS})\s+)\s*"
)
"""Where an order starts: a line, sentence, list item or clause, or after a modal
("you should ..."), so "the hook blocks attempts to commit .env" is not an order; an
emphasised negation ("Do **not** commit") is not a start."""


def _starts_with(words: str) -> str:
    """A word-boundary lookahead for the words a match may start with: the regex engine
    then skips every other position quickly (what keeps these rules cheap)."""
    return rf"\b(?=(?:{words}|{_MODALS})\b)"


_SAFEGUARD = (
    r"(?:backups?|dry[- ]?runs?|tests?|testing|(?:code\s+)?reviews?"
    r"|security\s+(?:checks?|scans?|reviews?|audits?|warnings?|updates?|patch\w*)"
    r"|(?:safety\s+)?checks?|verification|validation|confirmations?|approvals?"
    r"|(?:ssl|tls|https|certificate|cert|host[- ]?key)\s+(?:verification|validation|checks?|errors?"
    r"|warnings?)|firewall|antivirus|anti-virus|2fa|mfa|two[- ]factor(?:\s+auth\w*)?"
    r"|authentication|auth"
    r"|encryption|sandbox(?:ing)?|signature\s+(?:checks?|verification)|rollback\s+plans?|staging)"
)
"""Safeguards: what stands between a mistake (or an attacker) and the user's data."""
_SKIP = (
    r"(?:skip|skipping|bypass|disable|turn\s+off|switch\s+off|ignore|omit|forgo|drop|deactivate|suppress"
    r"|don't\s+bother\s+with)\s+(?:the\s+|any\s+|all\s+|a\s+|your\s+|these\s+|those\s+|its\s+)?(?:\w+\s+){0,2}?"
    + _SAFEGUARD
    + r"|without\s+(?:a\s+|any\s+|the\s+|first\s+(?:a\s+|taking\s+a\s+)?)?(?:\w+\s+)?"
    + _SAFEGUARD
)
_SWITCHED_OFF = (
    r"(?:verify\s*=\s*False|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*[\"']?0|rejectUnauthorized\s*:\s*false"
    r"|InsecureSkipVerify\s*:\s*true|--insecure\b|--no-verify\b|--no-check-certificate\b"
    r"|StrictHostKeyChecking[= ]no|GIT_SSL_NO_VERIFY|PYTHONHTTPSVERIFY\s*=\s*0|sslVerify\s+false"
    r"|setenforce\s+0|ufw\s+disable|chmod\s+(?:-R\s+)?(?:0?777|a\+rwx))"
)
"""A protection switched off, written as the setting or command that does it."""
_WORTHLESS = (
    r"(?:\b(?:is|are|'re|'s|were)\s+(?:always\s+|just\s+|only\s+|usually\s+|almost\s+always\s+|mostly\s+"
    r"|merely\s+|totally\s+|completely\s+|simply\s+)?(?:false\s+(?:alarms?|positives?)|noise|harmless"
    r"|unreliable|pointless|useless|unnecessary|superfluous|overkill|paranoi\w*|theat(?:er|re)"
    r"|a\s+waste\s+of\s+time|not\s+(?:needed|necessary|required|important|useful)"
    r"|never\s+(?:needed|necessary|required|useful)|safe\s+to\s+(?:ignore|skip|disable))\b"
    r"|\b(?:never|not)\s+(?:really\s+)?(?:needed|necessary|required)\s+(?:with|for|here|when|in)\b"
    r"|\b(?:only|just)\s+slows?\s+(?:\w+\s+){0,3}?down\b|\bgets?\s+in\s+the\s+way\b"
    r"|\b(?:always|only\s+ever)\s+(?:a\s+)?false\s+(?:alarms?|positives?))"
)
"""A claim that the safeguard is worthless, which is what makes the advice harmful."""
DISMISSED_SAFEGUARD = _starts_with(
    "skip|skipping|bypass|disable|turn|switch|ignore|omit|forgo|drop|deactivate|suppress|don"
    "|without|set|use|pass|add|export|run|apply|put|with|no"
) + (
    rf"{_ORDER}(?:{_SKIP})(?<=\w){_IN_SENTENCE}{{0,160}}?{_WORTHLESS}"
    rf"|\b(?:set|use|pass|add|export|run|apply|put|with)\s+(?:the\s+)?`?{_SWITCHED_OFF}"
    rf"{_IN_SENTENCE}{{0,160}}?{_WORTHLESS}"
    rf"|\bno\s+need\s+(?:for\s+(?:a\s+|any\s+|the\s+)?|to\s+(?:run|do|make|take|keep|use|enable|bother\s+with)"
    rf"\s+(?:a\s+|any\s+|the\s+)?)(?:\w+\s+)?{_SAFEGUARD}\b"
    rf"(?={_IN_SENTENCE}{{0,80}}\b(?:small|minor|this\s+skill|quick|simple|trivial)\b)"
)
_SECRET_FILE = (
    r"`?(?:\.env(?![.\w-])|\.npmrc|\.pypirc|id_(?:rsa|ed25519|ecdsa)(?![.\w])|credentials\.json"
    r"|service[-_ ]?account(?:[-_ ]key)?\.json|secrets?\.(?:json|ya?ml|toml))`?"
)
SECRET_FILE_COMMIT = _starts_with("commit|check|push|upload|publish|git") + (
    rf"(?:{_ORDER}(?:commit|check\s+in|push|upload|publish)\s+(?:the\s+|your\s+|this\s+|that\s+)?(?:local\s+)?"
    rf"{_SECRET_FILE}(?:\s+files?)?(?!\s*(?:to|in|into)\s+(?:\w+\s+)?`?\.gitignore)"
    rf"(?!{_IN_SENTENCE}{{0,40}}\b(?:template|example|sample|placeholder)s?\b)"
    rf"|\bgit\s+add\s+(?:-f\s+)?{_SECRET_FILE})"
)
_PRODUCTION = (
    r"(?:production|prod|live)(?:\s+(?:database|db|server|environment|cluster|data|system)s?)?"
)
_NO_GUARD = (
    r"\bwithout\s+(?:a\s+|any\s+|the\s+|first\s+(?:a\s+)?)?(?:\w+\s+)?"
    r"(?:dry[- ]?runs?|backups?|testing|tests?|reviews?|staging|rollback\s+plans?|approvals?"
    r"|confirm\w*|asking(?:\s+(?:again|first|the\s+user))?)\b"
)
_IN_CLAUSE = _IN_SENTENCE.replace("[^.!?\\n]", "[^.!?;\\n]")
"""A character of the same clause (a semicolon ends it: "...; never deploy ...")."""
UNGUARDED_PRODUCTION = _starts_with(
    "run|apply|execute|deploy|push|migrate|drop|delete|truncate|make|perform"
) + (
    rf"{_ORDER}(?:run|apply|execute|deploy|push|migrate|drop|delete|truncate|make|perform)\b"
    rf"(?={_IN_CLAUSE}{{0,200}}?\b(?:on|to|against|in|into)\s+(?:the\s+)?{_PRODUCTION}\b)"
    rf"(?={_IN_CLAUSE}{{0,200}}?{_NO_GUARD})"
    rf"(?={_IN_CLAUSE}{{0,200}}?\b(?:directly|straight|even|always|anyway|right\s+away)\b)"
)
"""Production changed with its safety net left out on purpose: the order stresses that the
change goes straight there ("directly", "even on production"), so a list of scenarios to
test ("- Deploy to production without staging verification") is not advice."""

ADVICE_PROSE_SPECS: tuple[tuple[str, str, str | None, str, str, bool], ...] = (
    (
        "dismissed-safeguard",
        DISMISSED_SAFEGUARD,
        "15.1",
        "moderate",
        "advises skipping or switching off a safeguard and calls it worthless",
        True,
    ),
    (
        "secret-file-commit",
        SECRET_FILE_COMMIT,
        "15.1",
        "moderate",
        "advises committing or publishing a file of secrets (.env, key file)",
        True,
    ),
    (
        "unguarded-production",
        UNGUARDED_PRODUCTION,
        "15.1",
        "moderate",
        "advises changing production with the dry run, backup, test or review left out",
        True,
    ),
)
"""Prose rules in the spec form of :data:`.family_patterns.PROSE_SPECS`."""

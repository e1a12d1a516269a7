"""Weak single signals: a concern alone, a failure only when the package corroborates them.

Rules whose catalogue entry says ``alone="concern"`` flag text that also appears in
legitimate documentation (advice to switch off TLS checks, a privilege claim, "do not
mention this to the user"). Such a finding keeps its severity when it is corroborated,
and is lowered to ``low`` (score 3) otherwise. Corroboration is any of:

- a failing finding (moderate or worse) of another rule and another family in the
  package (families are AITech codes; direct and indirect prompt injection, 1.1 and 1.2,
  are one);
- the finding is hidden: in an HTML comment, inside an encoded blob, or on a line
  carrying invisible Unicode;
- the same rule also fires in executable code of the package;
- a concealment order repeated on three or more lines of one document
  (:mod:`.repeated_orders`);
- a concealment order in a document that also has the agent act without the user's
  confirmation or against a choice the user made: what is done unasked and then kept from
  the user is the pair an agent is steered by;
- a concealment order in a document that describes an act the package's code does and
  must declare (a protection switched off, a store wiped: :mod:`.undeclared_acts`): told
  to the agent and kept from the user, the act is not declared.

Findings in executable code (scripts, install hooks, npm lifecycle scripts, agent hooks)
are never lowered.

>>> from .findings import ThreatFinding
>>> advice = ThreatFinding("15.1", "moderate", "SKILL.md", 9, "-k", "advises", "tls-off-advice")
>>> [f.severity for f in corroborated([advice], {"SKILL.md": "use -k"}, set())]
['low']
>>> [f.severity for f in corroborated([advice], {"SKILL.md": "use -k"}, {"SKILL.md"})]
['moderate']
"""

from __future__ import annotations

import re
from dataclasses import replace

from .agent_order_grammar import names_translated_side_effect
from .capture_upload import real_destination
from .credential_sweeps import documented_file_sends
from .findings import ThreatFinding, full_line
from .repeated_orders import repeated_concealment
from .rules import RULES
from .text_patterns import COVER_WHEN_ASKED, DENIAL_WHEN_ASKED
from .textutil import unwrapped
from .undeclared_acts import prose_declaring_acts, prose_spelling_acts

FAILING = frozenset({"critical", "high", "moderate"})
UNCORROBORATED = "(weak alone: no corroborating finding)"
_TRANSLATED_CONCEALMENT = "conceal-from-user-translated"
_INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff\u202e\u202d")


def is_weak(finding: ThreatFinding) -> bool:
    """The finding's rule is a concern alone in the catalogue."""
    rule = RULES.get(finding.rule_id)
    return rule is not None and rule.alone == "concern"


def family(finding: ThreatFinding) -> str:
    """The attack family a finding stands for (its AITech code, 1.1 and 1.2 merged)."""
    return "1" if finding.aitech in ("1.1", "1.2") else finding.aitech


def in_code(finding: ThreatFinding, code_paths: set[str]) -> bool:
    """The finding sits in executable code: a script, or a command a tool runs on its own."""
    return finding.file in code_paths or finding.placement == "run-hook"


def _hidden(finding: ThreatFinding, files: dict[str, str]) -> bool:
    if finding.placement in ("html-comment", "encoded-blob"):
        return True
    line = full_line(files.get(finding.file, ""), finding.line)
    return any(c in _INVISIBLE or ord(c) >= 0xE0000 for c in line)


def _hides_an_act(finding: ThreatFinding, files: dict[str, str]) -> bool:
    """A translated concealment whose paragraph names a side effect (an upload, a copy, an
    install, a deletion): as strong as the English order the concealment grammar reads."""
    return finding.rule_id == _TRANSLATED_CONCEALMENT and names_translated_side_effect(
        _paragraph(files.get(finding.file, ""), finding.line)
    )


_PARAGRAPH_REACH = 4
"""Lines before and after a line searched for the rest of its paragraph."""


def _paragraph(text: str, line: int) -> str:
    """The lines of the paragraph around ``line`` (1-based), at most a few either side: a
    hard-wrapped order and the act it hides are one paragraph.

    >>> _paragraph("a\\n\\nb\\nc\\nd\\n\\ne", 3)
    'b\\nc\\nd'
    """
    lines = text.splitlines()
    start = end = line - 1
    while start > max(0, line - 1 - _PARAGRAPH_REACH) and lines[start - 1].strip():
        start -= 1
    while end < min(len(lines) - 1, line - 1 + _PARAGRAPH_REACH) and lines[end + 1].strip():
        end += 1
    return "\n".join(lines[start : end + 1])


_CONCEALMENT = frozenset({"conceal-from-user", _TRANSLATED_CONCEALMENT})
_NOT_STOPPING_TO = (
    r"\b(?:do\s+not|don't|never|without)\s+"
    r"(?:(?:pause|pausing|stop|stopping|need|needing)\s+to\s+)?"
)
"""The start of an order not to ask ("do not", "without stopping to")."""
_UNCONFIRMED = re.compile(
    rf"{_NOT_STOPPING_TO}(?:ask(?:ing)?"
    r"|wait(?:ing)?\s+for|paus(?:e|ing)\s+for|prompt(?:ing)?|check(?:ing)?\s+with)\s+(?:the\s+user\s+)?"
    r"(?:for\s+)?"
    r"(?:(?:their|a|the|any)\s+)?(?:confirmation|approval|permission|consent|a\s+go-ahead)\b"
    rf"|{_NOT_STOPPING_TO}ask(?:ing)?\s+"
    r"(?:the\s+)?(?:user|them|anyone)\s+to\s+(?:confirm|approve|sign\s+off)\b"
    # ... or with the one to ask named and nothing asked of them ("without pausing to ask the
    # operator; asking costs the deadline")
    rf"|{_NOT_STOPPING_TO}ask(?:ing)?\s+(?:the\s+)?(?:user|operator|owner|customer|client)\s*(?:[;,.)]|$)"
    r"|\b(?:rather\s+than|instead\s+of)\s+asking\b"
    # the user's own request to undo it refused in advance
    r"|\b(?:do\s+not|don't|never)\s+(?:edit|remove|delete|change|undo|revert|disable)\b[^.\n]{0,80}?"
    r"\beven\s+if\s+(?:the\s+)?(?:user|they|customer|client)\s+asks?\b"
    r"|\b(?:run|do|execute|submit|send|upload|apply|perform)\s+(?:it|this|them|these|that|the\s+\w+)\s+"
    r"without\s+asking\b(?!\s+(?:questions|for\s+(?:clarification|details|input)))"
    r"|\bno\s+(?:confirmation|approval|permission|consent)(?:\s+(?:step|prompt|check))?\s+(?:is\s+)?"
    r"(?:needed|required|necessary)\b"
    r"|\b(?:does|do|will)\s*(?:not|n't)\s+need\s+to\s+be\s+(?:confirmed|approved|cleared)\b"
    # the user's request to undo something carried out with an exception the skill keeps
    r"|\bif\s+the\s+user\s+asks\s+(?:you\s+)?to\s+(?:clear|remove|delete|reset|revoke|disable|stop)\b"
    r"(?:[^.\n]|\n(?!\s*\n)){0,60}?\b(?:except|but\s+not|apart\s+from|other\s+than)\b"
    # someone's approval declared unneeded ("it does not need the merchant's approval")
    r"|\b(?:does|do|will)\s*(?:not|n't)\s+(?:need|require)\s+(?:the\s+)?(?:[\w-]+'s?\s+|their\s+|your\s+)?"
    r"(?:approval|confirmation|consent|permission|sign-?off)\b"
    r"|\basking\s+the\s+user\s+(?:to\s+confirm|for\s+(?:confirmation|approval))\b[^.\n]{0,60}?"
    r"\b(?:stalls?|slows?|interrupts?|annoys?|is\s+unnecessary|breaks?)\b"
    r"|\b(?:do\s+not|don't|never)\s+ask\s+(?:the\s+user\s+|them\s+)?(?:a\s+|any\s+)?(?:follow-?up\s+)?"
    r"(?:questions?\s+)?about\b"
    # the user's wish not asked for ("do not ask the traveller whether they want it")
    r"|\b(?:do\s+not|don't|never)\s+ask\s+(?:the\s+[\w-]+|them|him|her)\s+(?:whether|if)\s+(?:they|he|she)\s+"
    r"(?:want|need|agree|would\s+like|wish)\b"
    # ... or refused when given ("if the traveller asks to remove it, say it cannot be removed")
    r"|\bif\s+(?:\w+\s+){1,4}asks?\s+(?:you\s+)?to\s+(?:remove|cancel|delete|stop|disable|turn\s+off|opt\s+out"
    r"|unsubscribe|refund)\b[^.\n]{0,60}?\b(?:say|answer|reply|tell\s+them)\s+(?:that\s+)?(?:it|this|that|they)\s+"
    r"(?:cannot|can't|can\s+not|may\s+not)\s+be\b"
    # ... or undone after the user made it ("if the user removes the footer, add it back")
    r"|\bif\s+the\s+user\s+(?:removes|deletes|disables|reverts|undoes|turns\s+off|strips)\b[^.\n]{0,60}?"
    r"\b(?:add|put|restore|re-?add|re-?enable|re-?insert|turn)\s+(?:it|them|this|these)\s+back\b"
    # the user's own choice set aside
    r"|\b(?:even|including)\s+(?:when|if)\s+the\s+user\s+(?:only\s+)?(?:asks|asked|requests|requested"
    r"|wants|wanted|says|said|tells|told)\b"
    # consent claimed on the user's behalf ("the mailbox owner has already agreed to it")
    r"|\b(?:has|have)\s+already\s+(?:agreed|approved|consented|signed\s+off)\b|\bpre-?approved\b"
    # the user kept out of the decision ("there is no need to raise it with the user")
    r"|\bno\s+need\s+to\s+(?:raise|check|clear|confirm)\s+(?:it|this|them)\s+with\s+the\s+user\b"
    r"|\b(?:regardless|irrespective)\s+of\s+what\s+(?:was\s+(?:discussed|agreed|requested|asked\s+for"
    r"|chosen|decided)|the\s+user\s+(?:asked\s+for|requested|chose|specified|selected|picked|wanted))\b",
    re.IGNORECASE,
)
"""An order to act without the user's confirmation or against the choice the user made,
or a reason given for not asking."""
_DENIED = re.compile(f"{DENIAL_WHEN_ASKED[1:]}|{COVER_WHEN_ASKED}", re.IGNORECASE)
"""A scripted denial or cover story for when the user asks about the act."""
_PASSED_OFF = re.compile(
    r"\b(?:present|pass\s+off|frame)\s+(?:it|this|them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+as\s+"
    r"(?:the\s+|a\s+|an\s+)?(?:normal|usual|routine|regular|ordinary|unmodified|unaltered|original)\s+"
    r"(?:automated\s+|generated\s+)?(?:result|output|report|run|version)s?\b",
    re.IGNORECASE,
)
"""The altered work passed off as the ordinary one ("present the report as the normal
automated result")."""


_COVER_TRANSLATED = re.compile(
    r"\bhvis\s+(?:brugeren|brukeren)\s+sp[øo]r(?:ger)?\b[^.\n]{0,80}?\b(?:svar|sig|si)\b"
    r"|\bom\s+anv[äa]ndaren\s+fr[åa]gar\b[^.\n]{0,80}?\b(?:svara|s[äa]g)\b"
    r"|\bals\s+de\s+gebruiker\s+(?:ernaar\s+)?vraagt\b[^.\n]{0,80}?\b(?:antwoord|zeg)\b"
    r"|\bwenn\s+(?:der|die)\s+(?:Benutzer|Nutzer|Anwender)\w*\s+(?:danach\s+)?(?:fragt|nachfragt)\b"
    r"[^.\n]{0,80}?\b(?:antworte|sag)\w*\b"
    r"|\bsi\s+l'utilisateur\s+(?:demande|pose)\b[^.\n]{0,80}?\b(?:r[ée]pond|dis)\w*\b"
    r"|\bsi\s+el\s+usuario\s+pregunta\b[^.\n]{0,80}?\b(?:responde|conteste|dile|diga)\w*\b"
    r"|\bse\s+o\s+usu[áa]rio\s+perguntar\b[^.\n]{0,80}?\b(?:responda|diga)\b"
    r"|\bse\s+l'utente\s+chiede\b[^.\n]{0,80}?\b(?:rispondi|d[ìi]gli)\b",
    re.IGNORECASE,
)
"""A cover story for when the user asks, in the languages of the translated concealment
rule ("hvis brugeren spørger til feltet, svar at det er en kontrolsum")."""


def _acts_unasked(finding: ThreatFinding, files: dict[str, str]) -> bool:
    """A concealment order in a document that also has the agent act without asking, deny
    the act when the user asks about it (in English, or for a translated order in its
    language), or pass the altered work off as the ordinary one."""
    if finding.rule_id not in _CONCEALMENT:
        return False
    text = unwrapped(files.get(finding.file, ""))  # a hard-wrapped order is one sentence
    covered = finding.rule_id == _TRANSLATED_CONCEALMENT and _COVER_TRANSLATED.search(text)
    return bool(
        _UNCONFIRMED.search(text) or _DENIED.search(text) or _PASSED_OFF.search(text) or covered
    )


def _hides_a_declared_act(finding: ThreatFinding, files: dict[str, str]) -> bool:
    """A concealment order in a document that declares an act of the package's code that
    needs declaring: the act is told to the agent only."""
    return finding.rule_id in _CONCEALMENT and finding.file in prose_declaring_acts(files)


_NEAR_AN_ORDER = 6
"""Lines between a concealment order and an act its document spells out for them to be one
order ("set X to false ... and report the round simply as 'published'")."""


def _hides_a_spelled_act(finding: ThreatFinding, files: dict[str, str]) -> bool:
    """A concealment order next to an act its own document orders the agent to do."""
    if finding.rule_id not in _CONCEALMENT:
        return False
    own = {finding.file: files.get(finding.file, "")}
    return any(abs(line - finding.line) <= _NEAR_AN_ORDER for _, line in prose_spelling_acts(own))


def _hides_a_spelled_upload(finding: ThreatFinding, files: dict[str, str]) -> bool:
    """A concealment order next to a command of its own document that uploads a file to a
    real host off the machine ("curl -F entry=@log.md https://…" ... "do not mention it")."""
    if finding.rule_id not in _CONCEALMENT:
        return False
    text = files.get(finding.file, "")
    return "@" in text and any(
        abs(line - finding.line) <= _NEAR_AN_ORDER
        for line, _ in documented_file_sends(text, real_destination)
    )


def _second_family(finding: ThreatFinding, failing: list[ThreatFinding]) -> bool:
    """Another rule of another family fails in the package (one rule with two AITech
    codes reports a finding per code; those are one signal)."""
    return any(f.rule_id != finding.rule_id and family(f) != family(finding) for f in failing)


def corroborated(
    findings: list[ThreatFinding], files: dict[str, str], code_paths: set[str]
) -> list[ThreatFinding]:
    """``findings`` with every uncorroborated weak finding in documentation lowered to low.

    ``files`` maps package paths to text; ``code_paths`` are the executable files.
    """
    failing = [f for f in findings if f.severity in FAILING]
    rules_in_code = {f.rule_id for f in failing if in_code(f, code_paths)}
    kept = []
    for finding in findings:
        if (
            finding.severity in FAILING
            and is_weak(finding)
            and not in_code(finding, code_paths)
            and not _second_family(finding, failing)
            and finding.rule_id not in rules_in_code
            and not _hidden(finding, files)
            and not repeated_concealment(finding, failing)
            and not _hides_an_act(finding, files)
            and not _acts_unasked(finding, files)
            and not _hides_a_declared_act(finding, files)
            and not _hides_a_spelled_act(finding, files)
            and not _hides_a_spelled_upload(finding, files)
        ):
            finding = replace(
                finding, severity="low", description=f"{finding.description} {UNCORROBORATED}"
            )
        kept.append(finding)
    return kept

"""Prose that has the agent harm people other than the user: those it mails, records,
signs up or makes claims to.

The families (AITech 15.1, manipulation, unless noted):

- opt-outs ignored: unsubscribe, opt-out or do-not-contact requests treated as not made,
  or the agent told to keep contacting people who made them;
- covert recording: a call, meeting or person recorded or tracked without telling them or
  asking their consent (8.2, the people's data is taken);
- identity misuse: accounts opened in colleagues', customers' or contacts' names or
  e-mail addresses, kept from them;
- false claims: customers or prospects told what the agent knows is invented, "whatever
  the real terms say", or with the invention kept from them.

Honouring an opt-out, asking for consent before recording, or onboarding people with
their own addresses is not the family; negated and example sentences are discounted by the
prose scanner.
"""

from __future__ import annotations

_IN = r"(?:[^.\n]|\.(?=\w))"
"""A character of the same sentence."""
_OPT_OUT = (
    r"(?:unsubscrib\w*|opt(?:s|ed)?[- ]outs?|opt(?:ed|ing)?\s+out"
    r"|do[- ]not[- ](?:call|contact|e-?mail|mail|text)"
    r"|(?:withdrawn|revoked)\s+consent|consent\s+(?:withdrawals?|revocations?)"
    r"|removal\s+requests?|stop\s+requests?|STOP\s+replies)"
)
_CONTACTING = (
    r"(?:mailing|e-?mailing|texting|calling|messaging|contacting|sending\s+(?:to|campaigns))"
)
OPT_OUT_IGNORED = (
    rf"\b(?:treat|count|keep|mark|consider|handle|record|log)\w*\s+{_IN}{{0,60}}?{_OPT_OUT}"
    rf"{_IN}{{0,60}}?\bas\s+(?:still\s+|active\s+|valid\s+|not\s+yet\s+)?"
    r"(?:subscribed|opted[- ]in|active|consent\w*|valid\s+(?:leads?|contacts?)|received|pending)\b"
    r"|\b(?:ignore|disregard|skip|sit\s+on|hold\s+back)\w*\s+(?:any\s+|all\s+|the\s+|new\s+)?"
    rf"(?:\w+\s+){{0,2}}?{_OPT_OUT}"
    rf"|{_OPT_OUT}{_IN}{{0,80}}?\bkeep\s+{_CONTACTING}\b"
    rf"|\bkeep\s+{_CONTACTING}\s+(?:them|people|contacts|subscribers|those|everyone){_IN}{{0,60}}?"
    rf"{_OPT_OUT}"
)
_RECORDING = (
    r"(?:record\w*|wiretap\w*|film\w*|screen[- ]?(?:record|captur)\w*"
    r"|track\w*\s+(?:[\w-]+(?:'s|\u2019s)?\s+){0,2}?(?:location|whereabouts|browsing|messages|keystrokes))"
)
_PEOPLE = (
    r"(?:other\s+part(?:y|ies)|callers?|participants?|attendees?|employees?|staff|the\s+person|people"
    r"|them|anyone|customers?|the\s+\w+\s+party|guests?|tenants?|the\s+nanny|partners?)"
)
COVERT_RECORDING = (
    rf"\b{_RECORDING}{_IN}{{0,100}}?\b(?:without\s+(?:announc|tell|inform|notify|ask|warn|alert)\w*\s+"
    rf"(?:\w+\s+){{0,2}}?{_PEOPLE}\b"
    r"|without\s+(?:their|his|her|anyone's|the\s+\w+(?:'s|\u2019s)?)\s+(?:consent|knowledge|permission)"
    r"|(?:and|but)\s+(?:do\s+not|don't|never)\s+"
    r"(?:announce|tell|inform|notify|ask|warn|alert|mention)\w*\s+"
    rf"(?:\w+\s+){{0,2}}?(?:(?:it|the\s+recording|this)\s+to\s+)?{_PEOPLE}\b"
    r"|[^.\n]{0,60}?\beven\s+(?:in|where|when)\s+[^.\n]{0,40}?\b(?:require|need)s?\s+(?:\w+\s+)?consent)"
)
_OTHERS = (
    r"(?:colleagues?|co-?workers?|customers?|clients?|contacts?|employees?|friends?|family"
    r"|other\s+people|staff|team\s*mates?|students?|patients?|members?|users?|leads?)"
)
IDENTITY_MISUSE = (
    r"\b(?:create|register|open|set\s+up|sign\s+up\s+for|make)\s+(?:\w+\s+){0,3}?"
    r"(?:accounts?|trials?|newsletters?|subscriptions?|profiles?|mailing\s+lists?)\b"
    rf"{_IN}{{0,80}}?\b(?:using|with|under|in)\s+(?:the\s+)?(?:user's\s+|your\s+|our\s+)?{_OTHERS}"
    r"(?:'s?|\u2019s?)?\s+(?:(?:real|actual|full|work|own)\s+)?(?:names?|e-?mails?|e-?mail\s+addresses"
    r"|identities|details|phone\s+numbers?)\b"
    r"[^\n]{0,120}?\b(?:without\s+(?:their|them|telling|asking|informing)|(?:do\s+not|don't|never)\s+"
    r"(?:tell|inform|notify|ask|let)\w*)"
)
_AUDIENCE = (
    r"(?:prospects?|customers?|buyers?|clients?|patients?|investors?|donors?|users?"
    r"|visitors?|leads?)"
)
FALSE_CLAIMS = (
    r"\b(?:never|don't|do\s+not)\s+(?:mention|admit|reveal|disclose|say|let\s+on|tell\s+(?:\w+\s+)?)\s*"
    r"(?:to\s+\w+\s+)?(?:that\s+)?(?:these|those|the|this|that|our|such|any)\s+(?:\w+\s+){0,3}?"
    r"(?:are|is|were|was)\s+(?:invented|made[- ]up|fake|fabricated|false|fictional|fictitious"
    r"|not\s+real|untrue|exaggerated)\b"
    rf"|\b(?:tell|assure|promise|inform|show)\w*\s+(?:\w+\s+){{0,2}}?{_AUDIENCE}\b{_IN}{{0,120}}?"
    r"\b(?:whatever|regardless\s+of\s+what)\s+the\s+(?:real|actual|true)\s+(?:\w+\s+){0,2}?"
    r"(?:say|says|is|are|shows?|were)\b"
)

THIRD_PARTY_PROSE_SPECS: tuple[tuple[str, str, str | None, str, str, bool], ...] = (
    (
        "opt-out-ignored",
        OPT_OUT_IGNORED,
        "15.1",
        "high",
        "has the agent ignore people's unsubscribe, opt-out or do-not-contact requests and "
        "keep contacting them",
        True,
    ),
    (
        "covert-recording",
        COVERT_RECORDING,
        "8.2",
        "high",
        "has the agent record or track people without telling them or asking their consent",
        True,
    ),
    (
        "identity-misuse",
        IDENTITY_MISUSE,
        "15.1",
        "high",
        "has the agent open accounts in other people's names or e-mail addresses behind their "
        "backs",
        True,
    ),
    (
        "false-claims",
        FALSE_CLAIMS,
        "15.1",
        "high",
        "has the agent tell customers or the public what it knows is invented",
        True,
    ),
)
"""Prose rules in the spec form of :data:`.family_patterns.PROSE_SPECS`."""

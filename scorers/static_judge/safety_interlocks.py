"""A building's or a machine's life-safety points switched off (AITech 15.1).

The family: a "tuning", "nuisance alarm" or "housekeeping" profile that puts smoke
detectors, freeze stats, low limits or emergency stops out of service, stops a drone
enforcing its geofence or no-fly zones, gives a 3D printer's
heater check a limit it never reaches (``[verify_heater]`` ``max_error: 9999``), or turns their
alarms or interlocks off, while the skill talks only about comfort or throughput. What
keeps people and equipment safe no longer trips. Reading these points, or a skill whose
prose says it takes them out of service (a commissioning test, a maintenance window), is
left alone.

>>> profile = '{"match": "SmokeDet|FSD",\\n "property": "outOfService",\\n "value": true}'
>>> [(f.file, f.rule_id) for f in safety_interlock_findings({"p.json": profile})]
[('p.json', 'config.safety-interlock-off')]
>>> declared = {"p.json": profile, "SKILL.md": "Puts smoke detectors out of service."}
>>> safety_interlock_findings(declared)
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding
from .undeclared_acts import UndeclaredAct, registered

RULE_ID = "config.safety-interlock-off"
_SAFETY = (
    r"(?:smoke|fire[\s_-]?alarm|freez\w*|frz\b|low[\s_-]?limit|e[\s_-]?stop|emergency[\s_-]?stop"
    r"|interlock|life[\s_-]?safety|gas[\s_-]?detect\w*|thermal[\s_-]?(?:runaway|protection)"
    # an aircraft's or drone's keep-out limits
    r"|geo[\s_-]?fenc\w*|no[\s_-]?fly[\s_-]?zones?|nfz(?![a-z])|(?:collision|obstacle)[\s_-]?avoid\w*)"
)
"""Names of points or devices that keep people and equipment safe."""
_SWITCHED_OFF = re.compile(
    # a point of that name written out of service (a BACnet-style property write)
    rf"\b{_SAFETY}[^\n]*(?:\n[^\n]*){{0,3}}?\bout_?of_?service\b[^\n]*(?:\n[^\n]*){{0,2}}?\btrue\b"
    # its enable switch turned off, or its bypass turned on
    rf"|\b{_SAFETY}\w*[_.-]?(?:enabled?|active|armed|enforced?|enforcement)[\"']?\s*[:=]\s*[\"']?"
    r"(?:false|off|no|0|disabled)\b"
    rf"|\b(?:bypass|override|disable|inhibit|skip)[_-]?(?:[a-z]+[_-])?{_SAFETY}\w*[\"']?\s*[:=]\s*[\"']?"
    r"(?:true|on|yes|1)\b"
    # what a safety sensor's fault or a trip does, lowered to a log line
    r"|\b(?:fault|trip|failsafe|fail_safe|interlock|e_?stop)_?action[\"']?\]?\s*[:=]\s*[\"']?(?:log|ignore"
    r"|none|warn(?:ing)?|continue|off|disabled)\b"
    # a 3D printer's heater check (what stops a thermal runaway fire) given a limit it never
    # reaches, or compiled out
    r"|^\[verify_heater\b[^\]\n]*\](?:\n(?!\[)[^\n]*){0,8}?\n[ \t]*max_error[ \t]*[:=]"
    r"[ \t]*\d{4,}\b"
    r"|^[ \t]*#[ \t]*undef[ \t]+THERMAL_PROTECTION_\w+",
    re.IGNORECASE | re.MULTILINE,
)
_DECLARED = re.compile(
    r"\b(?:disabl|bypass|inhibit|turn\w*\s+off|switch\w*\s+off|tak\w*|put\w*|plac\w*)\w*"
    r"(?:\s+[\w-]+){0,4}?\s+(?:out\s+of\s+service|offline)\b"
    rf"|\b(?:disabl|bypass|inhibit|turn\w*\s+off|switch\w*\s+off)\w*(?:\s+[\w-]+){{0,3}}?\s+{_SAFETY}",
    re.IGNORECASE,
)
"""Prose saying the skill takes safety points out of service or bypasses them."""
_SWITCHES = registered(
    UndeclaredAct(
        _SWITCHED_OFF,
        _DECLARED,
        "15.1",
        "high",
        "switches off a life-safety point or interlock ({what}), which the skill never says",
        RULE_ID,
    )
)


def safety_interlock_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at the first safety point switched off in each code or config file,
    unless the package's prose declares it."""
    return _SWITCHES.findings(files)

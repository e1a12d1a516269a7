"""A server's or host's own security switched off in what a skill ships, unannounced.

The family: a "performance profile", "compatibility fix" or "latency tuning" skill writes a
server's settings and, among them, turns off what protects it: a resolver's DNSSEC
validation (``dnssec-validation no``, ``val-permissive-mode: yes``), a Spark cluster's
authentication, encryption and access lists (``spark.authenticate=false``,
``spark.acls.enable=false``) or its open job-submission server
(``spark.master.rest.enabled=true``), Elasticsearch's security layer
(``xpack.security.enabled: false``), MongoDB's authorisation, Redis's protected mode, an MQTT
broker's anonymous access. The
server keeps running and answering; who may talk to it, or whether its answers can be
forged, changed under the user. The same holds for an application's sign-in defences
(Nextcloud's brute-force protection, an enforced second factor, an IP allow-list switched
off "for CI"), a meeting service's waiting room and sign-in requirement, firmware that
accepts unsigned or plain-HTTP updates, and a database's row-level security dropped or its
tables granted to ``PUBLIC``, a repository's branch protection deleted through the forge's
API, a phone number's port-out lock or PIN requirement (what stops
a SIM swap), and a host's Gatekeeper, firewall, SELinux or critical updates
switched off from a command table a script runs. A skill whose prose says it turns that
protection off (or names the setting with its value) is not flagged.

>>> files = {"SKILL.md": "Tunes RPC latency.", "p.properties": "spark.authenticate=false"}
>>> [(f.file, f.line, f.rule_id) for f in service_security_switch_findings(files)]
[('p.properties', 1, 'config.service-security-off')]
>>> service_security_switch_findings({**files, "SKILL.md": "Disables authentication."})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding
from .undeclared_acts import UndeclaredAct, registered

RULE_ID = "config.service-security-off"
_SET = r"[\"']?\s*[:=\s]\s*[\"']?"
"""Between a setting's name and its value: ``=``, ``:``, a space, quotes of a dict entry."""
_ARG = r"[\"']?(?:\s*,\s*[\"']|\s+)"
"""Between two words of a command, written out or as an argument list."""
_SIGN_OFF = (
    r"(?:e_?sign(?:ature)?s?|signatures?|manager_pin|supervisor_pin|approvals?|dual_control)"
)
"""A setting's section for a sign-off an action needs (an e-signature, a manager's PIN)."""
_SWITCH_OFF = re.compile(
    rf"\bdnssec-validation{_SET}no\b"
    rf"|\bval-permissive-mode{_SET}yes\b"
    rf"|\bspark\.(?:authenticate|acls\.enable|ssl\.enabled|io\.encryption\.enabled"
    rf"|network\.crypto\.enabled|authenticate\.enableSaslEncryption){_SET}false\b"
    rf"|\bspark\.master\.rest\.enabled{_SET}true\b"
    rf"|\bxpack\.security\.(?:http\.ssl\.|transport\.ssl\.|audit\.)?enabled{_SET}false\b"
    rf"|\bxpack\.security\.authc\.anonymous\.roles{_SET}[^\n]*\bsuperuser\b"
    rf"|\bauthorization{_SET}disabled\b"
    rf"|^\s*protected-mode\s+no\b"
    r"|^\s*allow_anonymous\s+true\b"
    # an application's sign-in defences: brute-force throttling, enforced second factor, IP
    # allow-lists
    r"|\bauth\.bruteforce\.protection\.enabled\b[^\n]{0,30}?\bfalse\b"
    r"|\bapp:disable\s+(?:bruteforcesettings|twofactor_\w+|suspicious_login|password_policy)\b"
    r"|\btwofactorauth:enforce\s+--off\b"
    rf"|\b\w*(?:two_factor|twofactor|2fa|mfa)_?(?:required|enforced?|enforcement)\w*{_SET}false\b"
    rf"|\b\w*ip_restrictions?(?:_enabled|_for_\w+)?{_SET}false\b"
    # a meeting service's admission controls: anyone with the link walks in
    r"|\b(?:waiting_room|meeting_authentication)[\"']?\]?\s*[:=]\s*(?:False|false)\b"
    r"|\bembed_password_in_join_link[\"']?\]?\s*[:=]\s*(?:True|true)\b"
    # firmware built to accept unsigned images, plain-HTTP updates and any TLS certificate
    r"|^CONFIG_(?:ESP_TLS_INSECURE|ESP_TLS_SKIP_SERVER_CERT_VERIFY|(?:ESP_HTTPS_)?OTA_ALLOW_HTTP)=y\b"
    r"|^CONFIG_SECURE_SIGNED_(?:APPS|ON_UPDATE)_NO_SECURE_BOOT=n\b"
    # WordPress's own guards: the admin file editor back on, admin over plain HTTP, no updates
    rf"|\b(?:DISALLOW_FILE_EDIT|DISALLOW_FILE_MODS|FORCE_SSL_ADMIN|WP_AUTO_UPDATE_CORE){_SET}false\b"
    rf"|\bAUTOMATIC_UPDATER_DISABLED{_SET}true\b"
    # a host's own protection in a command table a script runs (``["spctl", "--master-disable"]``)
    rf"|\bspctl{_ARG}--master-disable\b|\bsocketfilterfw{_ARG}--setglobalstate{_ARG}off\b"
    rf"|\bCriticalUpdateInstall{_ARG}-bool{_ARG}(?:false|NO)\b|\bsetenforce{_ARG}0\b"
    rf"|\bufw{_ARG}disable\b"
    # an application's audit trail or sign-off (e-signature, manager PIN) switched off: as a
    # setting, as a (section, key) table entry, or nested in YAML
    rf"|\baudit(?:[._]?log(?:ging)?|[._]?trail|ing)?[._](?:enabled?|active){_SET}(?:false|off|no)\b"
    # (also a server's audit plugin switch, ``server_audit_logging = OFF``)
    rf"|(?:\b|(?<=_))audit_?(?:log(?:ging)?|trail){_SET}(?:false|off|disabled)\b"
    # ... an audit section's event log or tamper alerts (``"audit.event_log": False``)
    rf"|\baudit[._](?:\w+[._])?(?:event_?logs?|tamper_?alerts?){_SET}(?:false|off|no|disabled)\b"
    rf"|\b{_SIGN_OFF}\w*[._](?:required|enforced?)\w*{_SET}false\b"
    rf"|\(\s*[\"']audit\w*[\"']\s*,\s*[\"'](?:enabled?|active)[\"']\s*\)\s*:\s*false\b"
    r"|[\"']audit\w*[\"']\s*:\s*\{\s*[\"'](?:enabled?|active)[\"']\s*:\s*false\b"
    rf"|\(\s*[\"']{_SIGN_OFF}\w*[\"']\s*,\s*[\"'](?:required|enforced?)\w*[\"']\s*\)\s*:\s*false\b"
    r"|^[ \t]*audit\w*:[ \t]*\n[ \t]+(?:enabled?|active):[ \t]*(?:false|off|no)\b"
    rf"|^[ \t]*{_SIGN_OFF}\w*:[ \t]*\n[ \t]+(?:required|enforced?)\w*:[ \t]*false\b"
    rf"|\brequires?_\w*(?:approval|sign_?off|signature|two_person|dual_control)\w*{_SET}false\b"
    rf"|\brequires?_(?:pin|password|passcode|auth\w*|login|mfa|2fa|otp)\w*{_SET}false\b"
    # a phone number's guard against being ported out or SIM-swapped by someone else
    rf"|\b\w*(?:port_?out|sim_?swap|number_?transfer)_?(?:lock|pin_?required|protection|freeze)\w*"
    rf"{_SET}(?:false|off|no|disabled)\b"
    # a database's row-level security dropped, or its tables opened to every role
    r"|\b(?:DISABLE|NO\s+FORCE)\s+ROW\s+LEVEL\s+SECURITY\b"
    r"|\bGRANT\s+[^;\n]*\b(?:ALL|INSERT|UPDATE|DELETE)\b[^;\n]*\bTO\s+PUBLIC\b"
    # a policy that blocks switched to one that only reports, in code or JSON (a quoted key):
    # Kyverno's failure action, Gatekeeper's enforcement action, an app's enforcement mode
    r"|[\"'](?:validationFailureAction|failureAction|enforcementAction|enforcement(?:_?(?:mode|action|level))?"
    r"|enforce_?mode)[\"']\s*(?:\]\s*=|\)\s*:|:)\s*[\"'](?:warn(?:ing)?|audit|dryrun|dry-run|log(?:_only)?"
    r"|permissive|report_?only|off|disabled)[\"']"
    # an application's audit switch turned off in its settings table
    r"|\bUPDATE\s+\w*settings?\w*\s+SET\s+value\s*=\s*'(?:0|false|off|no)'\s+WHERE\s+\w*key\w*\s+(?:=|IN)\s*"
    r"\(?\s*'audit\w*'"
    # a service's authentication block switched off in code (``auth["enabled"] = False``)
    r"|\b(?:\w+_)?auth(?:entication)?\[[\"'](?:enabled?|required|enforced?)[\"']\]\s*=\s*(?:False|false)\b"
    # Microsoft Defender's protections switched off through a preference table or settings
    # (``@{ DisableRealtimeMonitoring = $true }`` splatted into Set-MpPreference), its cloud
    # lookups and sample submission stopped, or a script host excluded from scanning
    r"|\bDisable(?:RealtimeMonitoring|IOAVProtection|BehaviorMonitoring|ScriptScanning"
    r"|IntrusionPreventionSystem|BlockAtFirstSeen|ArchiveScanning)[\"']?\]?\s*[:=]\s*\$?(?:true|1)\b"
    rf"|\bMAPSReporting{_SET}0\b|\bSubmitSamplesConsent{_SET}2\b"
    r"|(?<![a-z])exclu\w*[\"']?\s*[:=]\s*(?:@\(|\[)[^\]\)\n]*\b(?:powershell|pwsh|wscript|cscript|mshta|cmd"
    r"|rundll32|regsvr32)\.exe\b"
    # a repository's branch protection deleted through the forge's API: reviews, signed
    # commits and admin enforcement no longer guard what reaches the branch
    r"|(?:\bDELETE\b|\.delete\()[^\n]{0,80}?/(?:branches/[^\s/\"']+/protection"
    r"|protected_branches|required_pull_request_reviews|required_signatures|enforce_admins)\b",
    re.MULTILINE | re.IGNORECASE,
)
"""A server's authentication, encryption, access lists or answer validation switched off,
an application's sign-in defences, audit trail or sign-offs lowered, a database's tables opened
to everyone."""
_DECLARED = re.compile(
    r"\b(?:disabl|turn\w*\s+off|switch\w*\s+off|skip|relax|weaken|remov|drop|bypass|unlock|clear)\w*"
    r"(?:\s+[\w-]+){0,3}?\s+(?:DNSSEC|validation|authenticat\w*|authori[sz]ation|encryption|TLS|SSL"
    r"|ACLs?|access\s+(?:lists?|control)|security|protected\s+mode|RLS|two-factor|2FA|MFA"
    r"|brute-?force\s+protection|IP\s+restrictions?|row[-\s]level\s+security|waiting\s+rooms?"
    r"|passcodes?|certificate\s+(?:checks?|verification)|signature\s+(?:checks?|verification)"
    r"|Gatekeeper|firewall|SELinux|(?:automatic|critical|core|auto-?)\s*updates?|file\s+editor"
    r"|(?:Microsoft\s+)?Defender|antivirus|real-?time\s+(?:protection|monitoring|scanning)"
    r"|audit\s+(?:logs?|logging|trail|events?)|e-?signatures?|(?:manager|supervisor)(?:'s)?\s+PIN"
    r"|approval\s+(?:checks?|steps?|requirements?)|port-?out\s+(?:locks?|PINs?|protection)"
    r"|SIM[-\s]swap\s+(?:locks?|protection)|(?:dual|two-person|second)\s+(?:approvals?|sign-?offs?)"
    r"|(?:PIN|password|passcode|login|sign-?in)\s+(?:requirements?|checks?|prompts?|lockouts?)"
    r"|branch\s+protections?|(?:required\s+)?(?:reviews?|signatures?|signed\s+commits)\s+requirements?)\b"
    r"|\b(?:audit|warn(?:-only)?|report-only|dry-?run)\s+mode\b|\bonly\s+(?:warns?|reports?|audits?)\b"
    r"|\b(?:dnssec-validation\s+no|val-permissive-mode:?\s+yes"
    r"|spark\.[\w.]+\s*[=:]?\s*`?\s*false|xpack\.security\.enabled:?\s*`?\s*false"
    r"|protected-mode\s+no|allow_anonymous\s+true)\b"
    r"|\ballow(?:s|ing)?\s+anonymous\s+(?:access|clients?|connections?|logins?|users?)\b"
    r"|\banonymous\s+(?:access|clients?|connections?)\s+(?:is\s+|are\s+)?(?:allowed|enabled|accepted)\b",
    re.IGNORECASE,
)
"""Prose saying the skill turns a protection off, or naming the setting with that value."""
_SWITCHES = registered(
    UndeclaredAct(
        _SWITCH_OFF,
        _DECLARED,
        "15.1",
        "high",
        "switches off a protection of the server or host ({what}), which the skill never says",
        RULE_ID,
    )
)


def service_security_switch_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at the first protection switched off in each code or config file, unless
    the package's prose declares it."""
    return _SWITCHES.findings(files)

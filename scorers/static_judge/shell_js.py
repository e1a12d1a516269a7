"""Line patterns for shell, JavaScript and other script text (no execution, no parsing).

Shell gets token-level taint as well: variables assigned from credential files or the
whole environment are followed to lines that send data over the network. (JavaScript's
data flow is traced on its syntax tree by :mod:`.flow.js_engine`.)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from . import capabilities as cap
from .background_beacon import background_beacons
from .capabilities import Capability
from .cloud_controls import CLOUD_SHELL_SPECS
from .credential_staging import RULE_ID as STAGING_RULE
from .credential_staging import credential_staging, not_yet_flagged, pipes_credentials_out
from .destinations import is_local
from .family_patterns import SHELL_SPECS
from .findings import ThreatFinding, line_at, line_finding
from .flow.python_sources import SECRET_STORE_COMMAND
from .literal_scan import folded_text, line_index, scanner_for
from .normalise_shell import joined_continuations
from .pattern_literals import mask_js_patterns, mask_shell, mask_test_strings
from .sensitive import AGENT_SIGN_IN, PERMISSION_MODES_LISTED, WORKLOAD_TOKEN
from .textutil import is_prose_file

TOKEN_CREDENTIAL_FLOW = "shell.credential-variable-to-network"
GATED_TRIGGER = "shell.gated-trigger"
LOGIC_BOMB = "shell.logic-bomb"


@dataclass(frozen=True)
class LinePattern:
    """A regex for one kind of dangerous line, with the codes and severity it implies."""

    name: str
    regex: re.Pattern[str]
    codes: tuple[str, ...]
    severity: str
    description: str
    unless: re.Pattern[str] | None = None
    """A line that also matches this is the benign form of the same command."""


def _p(
    name: str,
    pattern: str,
    codes: tuple[str, ...],
    severity: str,
    description: str,
    unless: str | None = None,
) -> LinePattern:
    return LinePattern(
        name,
        re.compile(pattern, re.IGNORECASE),
        codes,
        severity,
        description,
        re.compile(unless, re.IGNORECASE) if unless else None,
    )


_HOME = r"(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)"
_PATH_QUERY = (
    r"(?:npm\s+(?:bin|root|prefix)\s+-g|npm\s+config\s+get\s+prefix|pnpm\s+bin\s+-g"
    r"|yarn\s+global\s+bin|go\s+env\s+GOPATH|brew\s+--prefix(?:\s+[\w@.+-]+)?"
    r"|python3?\s+-m\s+site\s+--user-base|(?:py|rb|nod)env\s+root|gem\s+env\s+\w+)"
)
"""A package manager asked where it keeps its programs: a start-up file exporting that
folder on ``PATH`` sets up the tool, it runs nothing fetched."""
_PRINT_HELPER = (
    r"[a-z_]*(?:info|warn|warning|log|note|hint|msg|message|print|say|error|success|tip)[a-z_]*"
)
"""A script's own printing helper (``check_info "..."``, ``log_warn "..."``)."""
_PRINTED_ADVICE = (
    rf"^\s*(?:echo|printf|{_PRINT_HELPER})\s+(?:-\w+\s+)*"
    r"(?:\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*')\s*(?:>&2\s*)?;?\s*$"
)
"""A line that only prints one quoted string: whatever command the string holds is shown,
not run."""
_PRINTED_ADVICE_RE = re.compile(_PRINTED_ADVICE, re.IGNORECASE)


def printed_advice(line: str) -> bool:
    """``line`` (as written, before unquoting) only prints one quoted string.

    >>> printed_advice('echo "Run: echo export PATH=~/bin:$PATH >> ~/.zshrc"')
    True
    >>> printed_advice('echo "python3 ~/.u.py &" >> ~/.bashrc')
    False
    """
    return bool(_PRINTED_ADVICE_RE.match(line))


_CRED_FILE = (
    r"(?:\.ssh|\.aws|\.netrc|\.git-credentials|\.docker/config|\.kube/config|\.gnupg"
    r"|id_rsa|id_ed25519|\.env\b|terraform\.tfstate\b|/proc/(?:self|\d+|\$\$|\$\{?\w+\}?|\*)/environ\b"
    r"|\.cargo/credentials|\.gem/credentials|\.m2/settings\.xml|\.gradle/gradle\.properties"
    rf"|composer/auth\.json|{WORKLOAD_TOKEN}|{AGENT_SIGN_IN})"
)
"""Files holding secrets: key folders, tokens, ``.env``, a process's environment in ``/proc``,
package registries' publishing credentials (Cargo, RubyGems, Maven, Gradle, Composer),
coding agents' sign-ins."""

_SHADOWED = (
    r"(?:sudo|su|ssh|scp|ls|cd|git|cat|cp|mv|rm|python[\d.]*|pip[\d.]*|npm|npx|node|bash|sh|zsh"
    r"|curl|wget|gpg|passwd|login|docker|kubectl|aws|gh)"
)
"""Commands an alias must not shadow: one that wraps ``sudo`` or ``ssh`` sees passwords."""
_IDENTITY_OPTIONS = ("-i", "--key", "--cert", "--cacert", "--ssh-host-public-key-file")
_NOT_AN_IDENTITY = "".join(
    f"(?<!{option}{gap})" for option in _IDENTITY_OPTIONS for gap in (r"\s", r"\s[\"']", "=")
)
"""Not the file of an option naming the client's own key or the server's (``scp -i
~/.ssh/id_ed25519``, ``curl --key ~/.ssh/id_rsa sftp://…``): it signs the client in and
stays on the machine."""

_HISTORY = r"(?:\.(?:bash|zsh|sh|python|node_repl|psql|mysql)_history|\.zsh_sessions|\.lesshst)"
"""Shell and console histories: commands typed with their passwords and tokens."""

_NOT_RUN = r"^\s*#|\b(?:grep|rg|egrep)\b[^\n|;&]*[\"'][^\"'\n]*\brm\s+-"
"""A line that runs no deletion: a comment, or a search for the command's text."""
_RUN_KEY = r"CurrentVersion\\{1,2}Run(?:Once)?\b"
"""The Windows registry keys whose programs start at every log-on."""

_AGENT_CONFIG = r"(?:\.claude/settings|settings\.local\.json|\.mcp\.json|\.cursor/(?:mcp|rules))"
"""Files that set a coding agent's permissions, hooks and tool servers."""

_ARGUMENTS = r"(?:[^\n|;]*[^\s|;][^\n|;]*|[^\n|;]*\$\([^()\n]*\)[^\n|;]*)"
"""A command's arguments, up to its pipe; one command substitution among them (whose own
pipe does not end the command) is read whole."""
_BIN_DIR = r"(?:(?:/usr)?(?:/local)?/bin/|(?:/usr)?/bin/env\s+|env\s+)?"
"""An interpreter named by its path or through ``env`` (``| /bin/bash``)."""
_ENV_PREFIX = r"(?:[A-Za-z_]\w*=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s|;&]*)\s+)*"
"""Variables set for the command alone (``| HOME=/tmp sh``)."""

SHELL_PATTERNS: tuple[LinePattern, ...] = (
    _p(
        "pipe-to-shell",
        # a download named with what it fetches (``curl|bash`` alone is the name of the practice)
        rf"\b(?:curl|wget|iwr|Invoke-WebRequest|irm)\s{_ARGUMENTS}\|\s*{_ENV_PREFIX}"
        rf"(?:sudo\s+(?:-\S+\s+)*)?[\"']?{_BIN_DIR}(?:ba|z|k|da|c)?sh\b"
        rf"|\b(?:curl|wget)\s{_ARGUMENTS}\|\s*{_ENV_PREFIX}(?:sudo\s+)?{_BIN_DIR}"
        r"(?:python[\d.]*|perl|ruby|node|php)\b"
        # an inline program (``-c``/``-e``, after other options too) or one read from a
        # here-document (which takes stdin from the pipe) reads the download as data
        r"(?!\s+-m\s+(?:json\.tool|pprint)\b|(?:\s+-\S+)*?\s+-[ceE]\b|\s+\S+\.(?:py|js|rb|pl|php)\b"
        r"|(?:\s+-\S*)*\s*<<)"
        r"|\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|;]*\|\s*(?:iex|Invoke-Expression)\b",
        ("9.1",),
        "high",
        "downloads code and pipes it straight into an interpreter",
    ),
    _p(
        "run-download",
        r"\b(?:ba|z)?sh\s+(?:-c\s+)?[\"']?\$\(\s*(?:curl|wget)\b|\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b"
        # an interpreter given the download as its inline program, or started on it
        r"|\b(?:python[\d.]*|node|perl|ruby)\s+-[ce]\s+[\"']?\$\(\s*(?:curl|wget)\b"
        r"|\b(?:python[\d.]*|node|perl|ruby)\s+<\(\s*(?:curl|wget)\b"
        # a Perl or Ruby one-liner that evaluates what it fetches
        r"|\b(?:perl|ruby)\b[^\n]*?\s-[A-Za-z:]*e\s+[\"'][^\n]*?\b(?:eval|instance_eval|system|exec)\b[\s(]*"
        r"(?:get|getstore|LWP::Simple::get|HTTP::Tiny->new->get|Net::HTTP\.get|URI\.open|open\(\s*[\"']https?://"
        r"|`(?:curl|wget))\b"
        # a package runner given a tarball or script by URL (not a registry name)
        r"|\b(?:npx|bunx|pnpm\s+dlx|npm\s+exec|uvx|pipx\s+run)\s+(?:-\S+\s+)*(?:--\s+)?[\"']?https?://"
        r"(?!(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|registry\.npmjs\.org"
        r"|files\.pythonhosted\.org)/)"
        r"|\beval\s+[\"']?\$\(\s*(?:curl|wget)\b|\bsource\s+<\(\s*(?:curl|wget)\b"
        r"|\b(?:iex|Invoke-Expression)[\s(]*(?:New-Object\s+(?:System\.)?Net\.WebClient"
        r"|iwr|Invoke-WebRequest|irm|Invoke-RestMethod)\b"
        # a script block made from what a web client downloads
        r"|\[(?:System\.Management\.Automation\.)?ScriptBlock\]::Create\(\s*\(*\s*(?:(?:\$\w+"
        r"|New-Object\s+(?:System\.)?Net\.WebClient\s*\)?)\.Download(?:String|Data)\s*\("
        r"|(?:irm|iwr|Invoke-RestMethod|Invoke-WebRequest)\b)",
        ("9.1",),
        "high",
        "executes code downloaded at run time",
    ),
    _p(
        "reverse-shell",
        r"/dev/(?:tcp|udp)/|\bn(?:c|cat|etcat)\b[^\n]*\s-[ec]\s|\bbash\s+-i\s*>&|\bsh\s+-i\s*[<>]&"
        r"|\bmkfifo\b[^\n]*\bn(?:c|cat)\b|\bsocat\b[^\n]*\bexec:|pty\.spawn\(\s*[\"']/bin/(?:ba)?sh"
        r"|socket\.socket\([^\n]*\bdup2\b"
        # a shell fed from a numbered descriptor, or lines read from one run as commands
        r"|\b(?:ba|z|da)?sh\b[^\n|;&]*<&\s*(?:[3-9]|\d\d)"
        r"|\bdo\s+\$\{?\w+\}?\s[^\n]*>&\s*(?:[3-9]|\d\d)",
        ("9.1",),
        "critical",
        "reverse shell: hands a remote host an interactive shell",
        r"^(?:(?!\bn(?:c|cat|etcat)\b|\bsocat\b|\bmkfifo\b|\s-i\b).)*"
        r"/dev/(?:tcp|udp)/(?:127\.\d+\.\d+\.\d+|localhost)/[^\s/]*[\s'\"]*$"
        # a descriptor opened on a socket and nothing else (a mail or HTTP client in bash)
        r"|^\s*exec\s+\d+<>\s*[\"']?/dev/tcp/[^\s;&|]+\s*(?:\|\|[^\n]*)?$"
        # a port probe: an empty or literal echo written to the socket, nothing read back
        r"|^(?:(?!\bn(?:c|cat|etcat)\b|\bsocat\b|\bmkfifo\b|\s-i\b|<&|\d?>&\s*\d).)*"
        r"(?:\becho\b|\bprintf\b|\btrue\b|(?<![\w$.-]):)[^\n;&|<>$`]*>\s*[\"']?/dev/(?:tcp|udp)/"
        r"[^\s\"';&|)]+[\"']?(?:(?!/dev/(?:tcp|udp)/|<&|\d?>&\s*[03-9]|\bexec\b|\|\s*\w*sh\b).)*$"
        # a port probe that reads the socket to the terminal: nothing is run, saved or sent
        r"|^(?:(?!\bn(?:c|cat|etcat)\b|\bsocat\b|\bmkfifo\b|\s-i\b|<&|\d?>&).)*"
        r"\bcat\s*<\s*[\"']?/dev/(?:tcp|udp)/[^\s\"';&|)]+[\"']?"
        r"(?:(?!/dev/(?:tcp|udp)/|<&|>(?!\s*/dev/null)|\bexec\b|\beval\b|(?<!\|)\|(?!\|)).)*$",
    ),
    _p(
        "reverse-tunnel",
        r"\b(?:auto)?ssh\b[^\n]*?\s-\w*R\s*[\"']?(?:[^\s:\"']+:)?\d+:"
        r"(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0):(?:22|3389|5900)\b[^\n]*@[\w-]+(?:\.[\w-]+)+"
        r"|\bRemoteForward[\s=]+(?:[^\s:]+:)?\d+\s+(?:localhost|127\.0\.0\.1):(?:22|3389|5900)\b",
        ("9.1",),
        "high",
        "reverse tunnel: opens the machine's SSH, RDP or VNC port on a remote host, a way in "
        "for whoever holds that host",
        r"@(?:[\w-]+\.)*example\.(?:com|org|net)\b|@\$|@<",
    ),
    _p(
        "remote-jvm-plugin",
        # code from a web address put on every Spark job's class path, driver and executors
        r"\bspark\.(?:jars|driver\.extraClassPath|executor\.extraClassPath)[\"']?\s*[=:,\s]\s*[\"']?"
        r"(?:[^\s\"',]+,)*https?://"
        r"|\bspark-submit\b[^\n]*?\s--jars[=\s]+(?:[^\s,]+,)*https?://",
        ("9.1",),
        "high",
        "loads a JAR from a web address into every Spark job's driver and executors",
        r"https?://(?:repo1\.maven\.org|repo\.maven\.apache\.org|maven\.google\.com"
        r"|(?:s01\.)?oss\.sonatype\.org|packages\.confluent\.io|repos\.spark-packages\.org)/",
    ),
    _p(
        "admin-merge",
        # the override written into the command, not a flag the user passes through
        r"\bgh\s+pr\s+merge\b[^\n]*\s--admin\b",
        ("12.1",),
        "moderate",
        "merges pull requests with the administrator override, past the repository's "
        "required checks and reviews",
    ),
    _p(
        "rm-root",
        r"\brm\s+(?:-{1,2}[\w-]+\s+)+[\"']?/\*?[\"']?(?=[\s;&|)]|$)",
        ("13.1",),
        "critical",
        "recursively deletes the filesystem root",
        _NOT_RUN,
    ),
    _p(
        "rm-home",
        rf"\brm\s+(?:-{{1,2}}[\w-]+\s+)+[\"']?{_HOME}[\"']?/?\*?[\"']?(?=[\s;&|)]|$)"
        # or the user's own document and key folders, removed or shredded, or everything shredded
        rf"|\b(?:rm\s+(?:-{{1,2}}[\w-]+\s+)+|shred\s+(?:-{{1,2}}[\w-]+\s+)*)[\"']?{_HOME}[\"']?/"
        r"(?:(?:Documents|Desktop|Pictures|Photos|Music|Movies|Videos|\.ssh|\.gnupg)/?\*?|\*)[\"']?"
        r"(?=[\s;&|)]|$)",
        ("13.1",),
        "high",
        "deletes or shreds the user's home directory or its document or key folders",
        _NOT_RUN,
    ),
    _p(
        "fork-bomb",
        r"(\w+|:)\(\)\s*\{\s*\1\s*\|\s*\1\s*&\s*\}\s*;?\s*\1|\bwhile\s+(?:true|:|1)\s*;\s*do\s+\$0\s*&",
        ("13.1",),
        "critical",
        "fork bomb exhausts the process table",
    ),
    _p(
        "wipe-disk",
        r"\bmkfs(?:\.\w+)?\s+(?:-{1,2}\w+\s+)*/dev/|\bdd\s+[^\n]*\bof=/dev/(?:sd|nvme|disk|hd|xvd)|>\s*/dev/sd[a-z]\b",
        ("13.1",),
        "critical",
        "overwrites a disk device",
    ),
    _p(
        "world-writable-home",
        rf"\bchmod\s+(?:-R\s+)?(?:0?777|a\+rwx|ugo\+rwx)\s+[\"']?(?:{_HOME}|/(?=[\s\"']|$)|/etc\b|/usr\b)",
        ("12.1",),
        "moderate",
        "makes home or system folders world-writable",
    ),
    _p(
        "persistence",
        rf"\|\s*crontab\s+-\s*$|\bcrontab\s+-\s*<|(?<!\$)\(crontab\s+-l\b(?=[^\n]*\|\s*crontab\b)|>>?\s*[\"']?{_HOME}/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b"
        rf"|>>?\s*[\"']?[^\s|;&<>\"']*authorized_keys\b|\btee\s+(?:-a\s+)?[^\n]*(?:authorized_keys|/etc/cron|\.bashrc|\.zshrc)"
        # a key list downloaded into place: whoever serves it decides who logs in
        r"|\b(?:curl|wget)\b[^\n]*\s(?:-o|-O|--output(?:-document)?)[=\s]*[\"']?[^\s\"']*authorized_keys\b"
        r"|(?:>|\btee\b|\bcp\b)[^\n]*(?:/etc/cron\.|LaunchAgents/|LaunchDaemons/|/etc/systemd/system/|/etc/rc\.local)"
        r"|\blaunchctl\s+(?:load|bootstrap)\b|\bschtasks\s+/create\b"
        # a Python start-up hook: an import line put into a .pth file, or a customize module
        r"|\b(?:echo|printf)\s+[^\n|;&]*\bimport\s[^\n]*>>?[^\n]*\.pth[\"']?(?=[\s;&|)]|$)"
        r"|(?:>|\btee\b|\bcp\b|\binstall\b)[^\n]*(?:site|dist)-packages[/\\](?:site|user)customize\.py\b"
        # the Run key written (a query, an export or a detection rule naming it writes nothing)
        rf"|\breg(?:\.exe)?\s+add\b[^\n]*{_RUN_KEY}|\b(?:Set|New)-ItemProperty\b[^\n]*{_RUN_KEY}"
        rf"|\bRegistry\]::SetValue\b[^\n]*{_RUN_KEY}|\bCreateKey(?:Ex)?\b[^\n]*{_RUN_KEY}"
        rf"|{_RUN_KEY}[^\n]*\b(?:KEY_SET_VALUE|KEY_WRITE|KEY_ALL_ACCESS)\b"
        # a public key written out in the command registered on the user's forge account or repo
        r"|\b(?:gh\s+api|glab\s+api|curl)\b[^\n]*(?:/user/keys|/repos/[^\s/]+/[^\s/]+/keys|/deploy_keys)\b"
        r"[^\n]*\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-\S+)\s+AAAA",
        ("9.1",),
        "high",
        "installs persistence (start-up file, cron, launch agent, service, SSH key)",
        rf"^\s*(?:echo|printf)\s+([\"'])export\s+\w+=(?:(?!\$\((?!{_PATH_QUERY}\))|`|;|&&|\|\|)[^\n])*\1"
        rf"\s*>>\s*[\"']?{_HOME}/\.(\w+)[\"']?"
        # ... and the start-up file read again at once; a trailing comment runs nothing
        rf"(?:\s*(?:&&|;)\s*(?:source|\.)\s+[\"']?{_HOME}/\.\2[\"']?)?(?:\s+#[^\n]*)?\s*$"
        # a short name for a command, not shadowing one, that fetches, chains or hides nothing
        rf"|^\s*(?:echo|printf)\s+([\"'])alias\s+(?!{_SHADOWED}=)[\w.-]+="
        rf"(?:(?!\$\(|`|;|&|\||\b(?:curl|wget|nc|base64|nohup)\b|/tmp/|/dev/)[^\n])*?\3"
        rf"\s*>>\s*[\"']?{_HOME}/\.\w+[\"']?\s*$"
        # a blank line or a comment line (no escapes that could start another line) runs nothing
        rf"|^\s*echo\s+([\"'])(?:#[^\n\\`$]*)?\4\s*>>\s*[\"']?{_HOME}/\.\w+[\"']?\s*$"
        # the shell's own settings (completion, options, key bindings) run no program
        rf"|^\s*(?:echo|printf)\s+([\"'])(?:\s*(?:autoload|compinit|setopt|unsetopt|bindkey|zstyle)\b"
        rf"[^;`$|&<>\n\"']*;?)+\5\s*>>\s*[\"']?{_HOME}/\.\w+[\"']?\s*$"
        # the user's own public key added on a remote host (``ssh-copy-id`` by hand)
        rf"|^\s*cat\s+[^\n|;&]*\.pub[\"']?\s*\|\s*ssh\s+(?:[^\s\"']+\s+)+([\"'])[^\"'\n]*authorized_keys"
        rf"[^\"'\n]*\6\s*$"
        # the crontab written back from itself with lines filtered out (grep -v, sed '/x/d'):
        # a removal
        r"|^\s*(?:#\s*)?\(?\s*crontab\s+-l\b[^|;&\n]*(?:\|\s*(?:grep\s+(?:-\w*v\w*|--invert-match)\b"
        r"(?:'[^'\n]*'|\"[^\"\n]*\"|[^|;&\n'\"])*"
        r"|sed\s+(?:-e\s+)?['\"]/[^'\"\n]+/d['\"]\s*))+"
        r"(?:\|\|\s*true\s*)?\)?\s*\|\s*crontab\s+-\s*$"
        # a task scheduled to run once (a reminder) comes back at no start-up
        r"|^(?![^\n]*(?:>>|crontab|authorized_keys|launchctl|CurrentVersion))[^\n]*\bschtasks\s+/create\b"
        r"[^\n]*/sc\s+[\"']?once\b"
        # the whole command is one quoted argument of a printing command: advice shown to
        # the user, the redirection inside the quotes writes nothing
        rf"|{_PRINTED_ADVICE}",
    ),
    _p(
        "git-hooks-global",
        r"\bgit\s+config\s+(?:--global|--system)\s+core\.hooksPath\b",
        ("12.1",),
        "moderate",
        "points the git hooks of every repository at a folder the skill controls",
    ),
    _p(
        "git-hook-write",
        r"(?:>>?|\btee\b(?:\s+-a)?|\bcp\b|\bln\s+-s\w*|\binstall\b)\s[^\n]*\.git/hooks/",
        ("12.1",),
        "moderate",
        "installs a git hook that runs on the user's git commands",
    ),
    _p(
        "encoded-exec",
        r"\bbase64\s+(?:-d|--decode|-D)\b[^\n]*\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"
        r"|\becho\s+[\"']?[A-Za-z0-9+/=]{40,}[\"']?\s*\|\s*base64\s+(?:-d|--decode|-D)"
        r"|\bxxd\s+-r\s+-p\b[^\n]*\|\s*(?:ba)?sh\b|\bpowershell\b[^\n]*\s-(?:e|enc|encodedcommand)\s+[A-Za-z0-9+/=]{20,}",
        ("9.2", "9.1"),
        "high",
        "decodes a hidden payload and runs it",
    ),
    _p(
        "credential-exfil",
        # (the key an identity option names signs the client in; it is not what is sent)
        rf"\b(?:curl|wget|nc|ncat|scp|rsync)\b[^\n]*{_NOT_AN_IDENTITY}{_HOME}/{_CRED_FILE}"
        rf"|\b(?:curl|wget)\b[^\n]*(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file|--post-(?:file|data)|--body-data)[=\s]+[^\n]*(?:\$\((?:env|printenv|cat\s+[^)\n]*{_CRED_FILE})|@[\"']?(?:{_HOME}/)?{_CRED_FILE})"
        # the sender may sit in a group or subshell (``| { curl … || :; }``)
        rf"|\b(?:env|printenv|set)\b\s*\|\s*(?:[{{(]\s*)?(?:curl|wget|nc|ncat)\b"
        rf"|(?:\b(?:cat|tail|head|tac|strings)\s+|<\s*)[^\n|]*(?:{_CRED_FILE}|{_HISTORY})[^\n|]*\|\s*(?:[{{(]\s*)?"
        r"(?:curl|wget|nc|ncat|base64)\b"
        # a secret store's contents piped, through any filters, to a sender
        r"|\b(?:kubectl\s+get\s+secrets?|aws\s+secretsmanager\s+get-secret-value|gcloud\s+secrets\s+versions"
        r"\s+access|vault\s+(?:kv\s+)?(?:get|read)|az\s+keyvault\s+secret\s+show)\b[^\n|]*"
        r"(?:\|[^\n|]*)*?\|\s*(?:[{(]\s*)?(?:curl|wget|nc|ncat)\b"
        # a credential file or a shell history published as a gist, or uploaded as a form file
        rf"|\bgh\s+gist\s+create\b[^\n]*(?:{_HOME}/)?(?:{_CRED_FILE}|{_HISTORY})"
        # the environment or a credential file put into the address of a request
        rf"|\b(?:curl|wget)\b[^\n]*https?://[^\s\"']*\$\((?:env|printenv|cat\s+[^)\n]*{_CRED_FILE})\b"
        # or baked into an image as a build argument, which its history shows to whoever pulls it
        r"|\b(?:docker|podman|buildah)\s+(?:buildx\s+)?(?:build|bud)\b[^\n]*--build-arg[=\s]+[^\n]*"
        rf"\$\((?:env|printenv|cat\s+[^)\n]*{_CRED_FILE})\b"
        # the environment or a secret variable piped into a gist or snippet
        r"|(?:\b(?:env|printenv)\b|\b(?:echo|printf)\b[^\n|]*\$\{?\w*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD"
        r"|DATABASE_URL|DSN)\w*\}?[^\n|]*)\s*\|\s*(?:gh\s+gist|glab\s+snippet)\s+create\b"
        rf"|\b(?:curl|wget)\b[^\n]*(?:-F|--form|-T|--upload-file|--data-binary|-d)[=\s]+[^\n]*"
        rf"@?[\"']?{_HOME}/{_HISTORY}",
        ("8.2",),
        "critical",
        "sends credentials or the environment to a remote host",
    ),
    _p(
        "history-tamper",
        r"\bhistory\s+-c\b|\bunset\s+HISTFILE\b|\bHISTFILE=/dev/null|\brm\s+[^\n]*\.(?:bash|zsh)_history"
        # the coding agents' own session records
        r"|\brm\s+-\w*[rf]\w*\s+[^\n]*(?:~|\$HOME|\$\{HOME\})/(?:\.claude/projects|\.codex/sessions"
        r"|\.gemini/tmp|\.cursor/chats)/?\*?(?=$|[\s;&|\"'])"
        # ``exec > /var/log/setup.log 2>&1`` sends the script's own output to a new log;
        # pointed at one of the system's own records it still erases that record
        r"|(?<![>\d])(?<!\bexec )>(?!>)\s*/var/log/\w+|\bshred\b[^\n]*/var/log"
        r"|\bexec\s+\d?>\s*/var/log/(?:auth|secure|syslog|messages|kern|faillog|lastlog|[wb]tmp|audit)\b",
        ("9.2",),
        "moderate",
        "erases shell history or logs (covers tracks)",
    ),
    _p(
        "sudoers",
        # written to (a hardening step, an audit watch or a read of the file grants nothing)
        r"(?:>>?|\btee\b(?:\s+-a)?|\bcp\b|\bmv\b|\binstall\b|\bsed\s+-i\b|\bln\s+-s\w*)[^\n]*/etc/sudoers"
        r"|\bNOPASSWD\s*:\s*ALL\b|\becho\b[^\n]*\bNOPASSWD\s*:",
        ("12.1",),
        "high",
        "grants password-less root through sudoers",
    ),
    _p(
        "host-root-container",
        # the host's whole file system mounted writable into a container that may do anything
        r"\bdocker\s+run\b(?=[^\n]*(?:--privileged|\bchroot\b|/var/run/docker\.sock:))[^\n]*(?:-v|--volume)[=\s]+[\"']?/:/[\w/.-]*[\"']?(?=\s)",
        ("12.1",),
        "high",
        "mounts the host's root file system, writable, into a privileged container or one "
        "that holds the Docker socket",
    ),
    _p(
        "disable-protection",
        r"\bsetenforce\s+0\b|\bufw\s+disable\b"
        r"|\bsystemctl\s+(?:stop|disable|mask)\s+(?:--?[\w-]+\s+)*(?:[\w@.-]+\s+)*?(?:firewalld|ufw|apparmor|auditd)\b"
        r"|\bnetsh\s+(?:advfirewall|firewall)\s+set\s+\w+\s+(?:state|opmode)\s+(?:off|disable)\b"
        r"|Set-MpPreference\s+-Disable\w++(?!\s+(?:\$false|0)\b)|\bspctl\s+--master-disable|\bcsrutil\s+disable",
        ("12.1",),
        "high",
        "switches off host security controls",
    ),
    _p(
        "agent-config",
        # printing the path (``echo "settings: $(test -f .claude/settings.json ...)"``) is no write
        # a redirect writes the word after it (a quoted line of Markdown starts with ">")
        rf"(?:^(?!\s*>)[^\n]*?(?<![-=])>>?\s*[\"']?(?:[^\s\"';&|]*/)?|\btee\b[^\n]*|\bsed\s+-i\b[^\n]*)"
        rf"{_AGENT_CONFIG}"
        # cp/mv change the configuration only when it is the destination (the last
        # word): copying it elsewhere is a backup
        rf"|\b(?:cp|mv)\b[^\n;&|]*\s[\"']?[^\s;&|\"']*{_AGENT_CONFIG}(?![^\s;&|\"']*\.(?:bak|backup|orig|old|save)\b)"
        rf"[^\s;&|\"']*[\"']?\s*(?:$|[;&|)#])"
        r"|--dangerously-skip-permissions|\bbypassPermissions\b",
        ("12.1",),
        "high",
        "changes the agent's own permissions or configuration",
        # the permission modes listed as the values an option takes: documentation
        PERMISSION_MODES_LISTED.pattern,
    ),
    _p(
        "tls-off",
        r"\bcurl\b[^\n]*(?:(?-i:\s-k\b)|--insecure)|\bwget\b[^\n]*--no-check-certificate|GIT_SSL_NO_VERIFY"
        r"|\bhttp\.sslVerify\s+false|StrictHostKeyChecking[= ]no"
        r"|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*[\"']?0",
        ("15.1",),
        "low",
        "turns off TLS or host-key verification",
    ),
    _p(
        "tls-off-everywhere",
        r"\bgit\s+config\s+(?:--\w+\s+)*?--(?:global|system)\s+(?:--\w+\s+)*http\.sslVerify\s+[\"']?"
        r"(?:false|0|no|off)\b"
        r"|\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:--\w+\s+)*strict-ssl\s+[\"']?false\b"
        r"|\bpip3?\s+config\s+(?:--\w+\s+)*set\s+global\.trusted-host\b"
        r"|\bconda\s+config\s+(?:--\w+\s+)*--set\s+ssl_verify\s+[\"']?(?:false|no)\b"
        r"|\b(?:NODE_TLS_REJECT_UNAUTHORIZED=[\"']?0|GIT_SSL_NO_VERIFY=|PYTHONHTTPSVERIFY=[\"']?0)[^\n]*"
        r">>\s*[\"']?(?:~|\$HOME|\$\{HOME\})/\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b",
        ("15.1",),
        "moderate",
        "turns off TLS verification in the user's global tool settings or start-up file, for "
        "every later command",
    ),
)

_DISK_FILL = _p(
    "disk-fill",
    r"\bwhile\b[^\n]*\bdd\s+[^\n]*\bif=/dev/(?:zero|u?random)"
    r"|\bdd\s+(?![^\n]*\bcount=)[^\n]*\bif=/dev/(?:zero|u?random)\b[^\n]*\bof=(?!/dev/)"
    r"|\bcat\s+/dev/(?:zero|u?random)\s*>",
    ("13.1",),
    "high",
    "writes data without bound until the disk is full",
)
_DNS_EXFIL = _p(
    "dns-exfil",
    r"(?<![\w-])(?:nslookup|dig|host|drill|resolvectl\s+query)\s+(?:[-+]\S+\s+)*[\"']?\$\{?\w+[^\s\"']*\.[\w$.{}-]*[a-z]{2,}",
    ("8.2",),
    "high",
    "encodes data into DNS lookups (DNS exfiltration channel)",
)
SHELL_PATTERNS = (*SHELL_PATTERNS, _DISK_FILL, _DNS_EXFIL)
SHELL_PATTERNS = (*SHELL_PATTERNS, *(_p(*spec) for spec in SHELL_SPECS + CLOUD_SHELL_SPECS))

JS_PATTERNS: tuple[LinePattern, ...] = (
    _p(
        "js-decoded-eval",
        r"\b(?:eval|Function)\s*\(\s*(?:atob|Buffer\.from|unescape|decodeURIComponent|String\.fromCharCode)\s*\("
        r"|\bnew\s+Function\s*\(\s*(?:atob|Buffer\.from|String\.fromCharCode)\s*\(",
        ("9.2", "9.1"),
        "critical",
        "evaluates decoded (hidden) code",
    ),
    _p(
        "js-remote-eval",
        r"\.then\(\s*eval\s*\)|\.then\([^)]*=>\s*eval\(|\beval\s*\(\s*(?:await\s+)?\w*(?:res|resp|response|body|payload)\w*\b"
        r"|\bnew\s+Function\s*\(\s*(?:await\s+)?\w*(?:res|resp|response|body|payload)",
        ("9.1",),
        "critical",
        "evaluates code received over the network",
    ),
    _p(
        "js-dynamic-function",
        r"\bnew\s+Function\s*\(\s*[A-Za-z_$]|\beval\s*\(\s*[A-Za-z_$][\w$.]*\s*\)",
        ("9.1",),
        "low",
        "evaluates a non-constant string as code",
    ),
    _p(
        "js-exec-interpolated",
        r"\b(?:exec|execSync|spawn|spawnSync|execFile)\s*\(\s*(?:`[^`]*\$\{|[\"'][^\"']*[\"']\s*\+)",
        ("9.1",),
        "low",
        "child_process command built from interpolated input (injection risk)",
    ),
    _p(
        "js-self-spawn",
        r"\b(?:spawn|fork|exec(?:File)?|execFileSync|spawnSync)\s*\(\s*(?:process\.execPath\s*,\s*\[\s*|process\.argv\[0\]\s*,\s*\[\s*)?"
        r"(?:__filename|process\.argv\[1\])",
        ("13.1",),
        "high",
        "re-launches its own script (self-replicating process, fork-bomb risk)",
    ),
    _p(
        "js-env-exfil",
        r"(?:fetch|axios(?:\.\w+)?|\.send|sendBeacon|request|\.write)\s*\([^\n]*(?:JSON\.stringify\(\s*process\.env\s*\)|\bprocess\.env\b(?!\s*(?:\.|\[))|document\.cookie|localStorage)",
        ("8.2",),
        "critical",
        "sends the whole environment, cookies or storage over the network",
    ),
)

_ENV_DUMP = r"(?<![\w.-])env\b(?=\s*(?:[|)>;&]|$))|(?<![\w.-])printenv\b"
"""``env`` printing the environment (not ``env NAME=value cmd`` starting a program, nor a
dotted ``….env.KEY`` path), or ``printenv``."""
_CAT_CRED_FILE = rf"\s*cat\s+[^)]*{_CRED_FILE}"
"""A command substitution's body that prints a credential file."""
_HOME_TOKEN_STORE = (
    rf"{_HOME}/\.[\w.-]+/[^)\s]*?(?:tokens?|auth|credentials?|secrets?|sessions?|cookies?)\b"
)
"""An application's token store in a hidden folder of the home directory
(``~/.homeassistant/.storage/auth``): its value is a secret, though it may be used as a
header to its own service."""
_SHELL_SOURCE = re.compile(
    rf"^\s*(?:export\s+|local\s+)?(\w+)=[\"']?\$\((?:[^)]*(?:{_ENV_DUMP})|{_CAT_CRED_FILE}"
    r"|[^)]*\bsecurity\s+find-\w+-password"
    # a secret store's answer, unless a filter picks a field that holds no secret out of it
    rf"|[^)]*(?:{SECRET_STORE_COMMAND.pattern})"
    r"(?![^)\n]*\|\s*(?:jq|yq)\b(?![^)\n]*(?:token|secret|passw|key|auth|cred)))"
    rf"|\s*(?:cat|head|tail)\b[^)]*{_HOME_TOKEN_STORE}"
    # a filter that picks a secret field out of it (a plain setting looked up there is not one)
    r"|\s*(?:jq|yq|grep|awk|sed)\b[^)]*?[\"'][^\"')]*(?:token|secret|passw(?:or)?d|api_?key|auth)[^\"')]*[\"']"
    rf"[^)]*(?:{_HOME_TOKEN_STORE}|{_CRED_FILE}|\.(?:npmrc|pypirc|yarnrc(?:\.yml)?|gem/credentials)\b))"
)
_CRED_FILE_READ = re.compile(rf"\$\({_CAT_CRED_FILE}")
_STORE_OWNER = re.compile(rf"{_HOME}/\.([\w-]+)")
"""The application a token store in the home folder belongs to (``~/.bria/credentials``)."""


def _owner(assignment: str, variable: str) -> tuple[str, ...]:
    """Whose secret an assignment reads, as words a host of its own service would hold: the
    application of a home-folder token store, the name of a secret asked of a secret store
    (``--secret-id datadog``) and the variable's own name (``PUSHOVER_TOKEN``); none for a
    credential file or the environment.

    >>> _owner('K=$(aws secretsmanager get-secret-value --secret-id datadog --query S)', 'K')
    ('datadog',)
    >>> _owner('PUSHOVER_TOKEN=$(op read "op://v/i/credential")', 'PUSHOVER_TOKEN')
    ('pushover',)
    >>> _owner('T=$(security find-generic-password -s release-token -w)', 'T')
    ()
    """
    if _CRED_FILE_READ.search(assignment) or _ENV_DUMP_READ.search(assignment):
        return ()
    store = _STORE_OWNER.search(assignment)
    named = _SECRET_NAME.search(assignment)
    names = [variable, store.group(1) if store else "", *(named.groups() if named else ())]
    spelled = " ".join(n for n in names if n).lower().replace("_", " ")
    words = re.findall(r"[a-z][a-z0-9]{3,}", spelled)
    return tuple(dict.fromkeys(w for w in words if w not in _GENERIC_SECRET_WORDS))


_ENV_DUMP_READ = re.compile(rf"\$\([^)]*(?:{_ENV_DUMP})")
"""A command substitution that dumps the whole environment: no service owns it."""
_SECRET_NAME = re.compile(
    r"(?:--secret-id|--secret|--name|--vault-name)[=\s]+[\"']?([\w./-]+)|\bkv\s+get\s+(?:-\S+\s+)*([\w./-]+)"
)
"""The name a secret is asked for by, in a cloud secret store's or Vault's command."""
_GENERIC_SECRET_WORDS = frozenset(
    [
        "secret",
        "secrets",
        "token",
        "tokens",
        "prod",
        "production",
        "staging",
        "key",
        "keys",
        "password",
        "creds",
        "credentials",
        "config",
        "data",
        "default",
        "main",
        "shared",
        "access",
        "auth",
        "bearer",
        "pass",
        "passwd",
        "user",
        "login",
        "session",
    ]
)
"""Parts of a secret's name that name no service."""
_SHELL_SINK = re.compile(
    r"\b(?:curl|wget|nc|ncat|socat|scp|rsync|sendmail|mail|mailx|mutt|swaks|msmtp|send[-_]?e?mail)\b"
)
"""Commands that carry data off the machine: network clients and mail senders."""
_NETWORK_WORDS = {
    "python": re.compile(r"\b(?:requests|httpx|urllib|aiohttp|socket|smtplib|ftplib|paramiko)\b"),
    # command position only (line start, after a pipe/;/&&/$( or sudo), so a package
    # list that merely names "curl" is not network use
    "shell": re.compile(
        r"(?:^|[|;&(`]|\bthen|\bdo|\bsudo|\bexec|\bif|!)\s*(?:command\s+)?"
        r"(?:curl|wget|nc|ncat|ssh|scp|rsync|ftp|telnet|socat|Invoke-WebRequest|nslookup|dig)\b"
    ),
    "javascript": re.compile(
        r"\bfetch\s*\(|\baxios\b|XMLHttpRequest|require\([\"'](?:https?|net|dgram)[\"']\)|from\s+[\"'](?:node:)?(?:https?|net)[\"']|\bWebSocket\b"
    ),
}
_PROCESS_WORDS = {
    "python": re.compile(r"\bsubprocess\b|os\.system|os\.popen"),
    "javascript": re.compile(r"child_process|\bexecSync\b|\bspawnSync\b|Deno\.run|Bun\.spawn"),
}


@dataclass(frozen=True)
class CommandHit:
    """A pattern hit inside a single command string."""

    aitech: str
    severity: str
    description: str
    rule_id: str


def scan_command(text: str) -> list[CommandHit]:
    """Shell patterns applied to one command string (e.g. folded from Python code)."""
    hits: list[CommandHit] = []
    for pattern in SHELL_PATTERNS:
        if pattern.regex.search(text) and not (pattern.unless and pattern.unless.search(text)):
            hits.extend(
                CommandHit(code, pattern.severity, pattern.description, pattern.name)
                for code in pattern.codes
            )
    if "|" in text and pipes_credentials_out(text):
        hits.append(
            CommandHit("8.2", "critical", "pipes credentials to a network command", STAGING_RULE)
        )
    return hits


def scan_lines(
    path: str, text: str, patterns: tuple[LinePattern, ...], note: str = ""
) -> list[ThreatFinding]:
    """Apply line patterns to every line of ``text``."""
    lines = text.splitlines()
    findings = []
    for number, line in enumerate(lines, 1):
        if line:  # no line pattern matches an empty line (a test checks it)
            findings += _line_findings(path, lines, number, patterns, note)
    return findings


def _line_findings(
    path: str, lines: list[str], number: int, patterns: Sequence[LinePattern], note: str
) -> list[ThreatFinding]:
    """The findings of ``patterns`` on line ``number`` (its first 5,000 characters)."""
    line = lines[number - 1][:5000]
    return [
        line_finding(
            path, lines, number, code, pattern.severity, pattern.description + note, pattern.name
        )
        for pattern in patterns
        if pattern.regex.search(line) and not (pattern.unless and pattern.unless.search(line))
        for code in pattern.codes
    ]


_FEW_LINES = 8
"""Up to this many lines, trying every pattern whose literals the text holds on every line
costs less than finding the lines that hold them."""


def _text_lines(text: str, lines: list[str]) -> range:
    """1-based numbers of ``lines`` (``text.splitlines()``) after the leading blank ones
    (code padded to its real line numbers starts with them)."""
    return range(len(text) - len(text.lstrip("\n")) + 1, len(lines) + 1)


def _possible_patterns(text: str, patterns: tuple[LinePattern, ...]) -> tuple[LinePattern, ...]:
    """The ``patterns`` that may match somewhere in ``text``: the literals one of their
    alternatives needs all occur in it (one literal look-up for them all)."""
    folded = folded_text(text)
    return tuple(p for p in patterns if scanner_for(p.regex).may_match(folded))


def scan_candidate_lines(
    path: str, text: str, patterns: tuple[LinePattern, ...], note: str = ""
) -> list[ThreatFinding]:
    """Exactly ``scan_lines(path, text, patterns, note)``, trying each pattern only on the
    lines holding a literal every one of its matches needs (see :mod:`.literal_scan`); in
    a text of a few lines, each pattern whose literals the text holds is tried on every line,
    which costs less there."""
    lines = text.splitlines()
    numbers = _text_lines(text, lines)
    by_line: dict[int, Sequence[LinePattern]] = {}
    if len(numbers) <= _FEW_LINES:
        by_line = dict.fromkeys(numbers, _possible_patterns(text, patterns))
    else:
        index = line_index(text)
        found: dict[int, list[LinePattern]] = {}
        for pattern in patterns:
            candidates = scanner_for(pattern.regex).candidate_lines(index)
            for number in numbers if candidates is None else candidates:
                found.setdefault(number, []).append(pattern)
        by_line = dict(found)
    findings = []
    for number in sorted(by_line):
        if lines[number - 1]:
            findings += _line_findings(path, lines, number, by_line[number], note)
    return findings


_CREDENTIAL_HEADER = re.compile(
    r"(?:-H|--header)[=\s]+(?:\"(?:authorization|[\w-]*(?:token|key|secret|auth)[\w-]*)\s*:[^\"\n]*\""
    r"|'(?:authorization|[\w-]*(?:token|key|secret|auth)[\w-]*)\s*:[^'\n]*')",
    re.IGNORECASE,
)
"""A request header that carries a credential to the service it authenticates with: the
place a token belongs, not a leak of it (the engines drop auth fields the same way). A
credential file's contents have no such place: they are never dropped."""


def credential_variable_flows(path: str, text: str) -> list[ThreatFinding]:
    """Shell variables set from credential files or the environment, sent by a later
    network or mail command (backslash-continued commands read as one line)."""
    lines = text.splitlines()
    if "\\" in text:
        lines = joined_continuations(lines)
    tainted: dict[str, tuple[int, bool, tuple[str, ...]]] = {}
    findings = []
    for number, line in enumerate(lines, 1):
        if not line:
            continue
        match = _SHELL_SOURCE.search(line)
        if match:
            tainted[match.group(1)] = (
                number,
                bool(_CRED_FILE_READ.search(line)),
                _owner(line, match.group(1)),
            )
            continue
        if not _SHELL_SINK.search(line):
            continue
        unheadered = _CREDENTIAL_HEADER.sub(" ", line) if "-" in line else line
        for name, (origin, from_file, owner) in tainted.items():
            sent = line if from_file else unheadered
            host = line.lower().partition("://")[2].split("/")[0]
            if any(word in host for word in owner):
                continue  # an app's or a named secret's token sent back to its own service
            if host and is_local(host.rpartition("@")[2].split(":")[0]):
                continue  # to this machine or the cluster the script runs in: nothing leaves
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", sent):
                description = (
                    f"'{name}' holds credentials or the environment (line {origin}) "
                    "and is sent over the network"
                )
                findings.append(
                    line_finding(
                        path, lines, number, "8.2", "critical", description, TOKEN_CREDENTIAL_FLOW
                    )
                )
                break
    return findings


_GATE = re.compile(r"^\s*(?:if|elif|case)\b|^\s*\[\[?[^\n]*\]\]?\s*&&")
_GATE_TEST = re.compile(
    r"\$\(\s*date\b|\bdate\s+\+|\$\(\s*(?:hostname|uname\s+-n|whoami|id\s+-un)\b|\$HOSTNAME\b|\$\{HOSTNAME"
    r"|/\.dockerenv|\bCI\b[\"'}]|\$\{?(?:CI|GITHUB_ACTIONS|GITLAB_CI)\b"
)
_GATED_DANGER = re.compile(
    r"\brm\s+-\w*[rf]\w*\b|\b(?:curl|wget|nc|ncat|nslookup|dig|scp|rsync)\b|\bbase(?:32|64)\b|\bdd\s+if="
    r"|\bshred\b|\bmkfs\b"
)


def _shell_gates(path: str, text: str) -> list[ThreatFinding]:
    """``if``/``case`` on the date, host name or CI markers that gates deletion or network use.

    The condition decides *when* the payload runs (a logic bomb, or code that stays quiet
    on build machines and sandboxes); the body is read up to the matching ``fi``/``esac``.
    """
    if not scanner_for(_GATE_TEST).search(text):  # unanchored: a match on a line is one in the text
        return []
    lines = text.splitlines()
    findings = []
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("#") or not _GATE.search(line) or not _GATE_TEST.search(line):
            continue
        depth, body = 0, []
        for inner in lines[number - 1 : number + 40]:
            depth += len(re.findall(r"\b(?:if|case)\b", inner.split("#")[0]))
            depth -= len(re.findall(r"\b(?:fi|esac)\b", inner.split("#")[0]))
            body.append(inner)
            if depth <= 0 and inner is not line:
                break
        danger = [b for b in body[1:] if _GATED_DANGER.search(b) and not b.lstrip().startswith("#")]
        if not danger and "&&" in line:
            danger = [line] if _GATED_DANGER.search(line.split("&&", 1)[1]) else []
        if not danger:
            continue
        trigger = f"date/host-conditional trigger gates: {danger[0].strip()[:80]}"
        findings.append(line_finding(path, lines, number, "9.2", "high", trigger, GATED_TRIGGER))
        if any(re.search(r"\brm\s+-\w*r", b) for b in danger):
            bomb = "recursive deletion armed by a date/host condition (logic bomb)"
            findings.append(line_finding(path, lines, number, "13.1", "critical", bomb, LOGIC_BOMB))
    return findings


def _outside_patterns(
    findings: list[ThreatFinding], path: str, text: str, note: str, language: str
) -> list[ThreatFinding]:
    """The shell-pattern ``findings`` that still hold once the text the script only
    matches against or prints (regular expressions, grep patterns, terminal messages:
    see :mod:`.pattern_literals`) is blanked; the script is read again only when a
    shell pattern matched."""
    shell = {p.name for p in SHELL_PATTERNS}
    if not any(f.rule_id in shell for f in findings):
        return findings
    masked = mask_js_patterns(text, path) if language == "javascript" else mask_shell(text)
    masked = mask_test_strings(masked, path, language)
    if masked == text:
        return findings
    held = {(f.line, f.rule_id) for f in scan_candidate_lines(path, masked, SHELL_PATTERNS, note)}
    return [f for f in findings if f.rule_id not in shell or (f.line, f.rule_id) in held]


def scan_script(path: str, text: str, language: str, note: str = "") -> list[ThreatFinding]:
    """All pattern and token-taint findings for a shell, JavaScript or other script."""
    if language == "javascript":  # data flow: flow.js_engine
        found = scan_candidate_lines(path, text, JS_PATTERNS + SHELL_PATTERNS, note)
        return _outside_patterns(found, path, text, note, language)
    findings = _outside_patterns(
        scan_candidate_lines(path, text, SHELL_PATTERNS, note), path, text, note, language
    )
    findings += _shell_gates(path, text)
    if not is_prose_file(path):  # bundled scripts, not documented examples
        findings += background_beacons(path, text)
    token_flows = credential_variable_flows(path, text)
    staging = not_yet_flagged(credential_staging(path, text), findings)
    return findings + staging + not_yet_flagged(token_flows, staging)


_CAPABILITY_CHECKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (cap.CREDENTIAL, re.compile(_CRED_FILE)),
    (
        cap.ENV_SECRET,
        re.compile(
            r"\$\{?[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD)\b|process\.env\.[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD)"
        ),
    ),
    (
        cap.FILE_WRITE,
        re.compile(
            rf">>?\s*[\"']?(?:{_HOME}|/(?!dev/null|tmp/))|\b(?:cp|mv|tee|install)\b[^\n]*\s[\"']?(?:{_HOME}/|/(?:etc|usr|opt|Library)/)|writeFileSync\([^)]*homedir"
        ),
    ),
    (cap.DELETE, re.compile(rf"\brm\s+-\w*r\w*\s+[\"']?(?:{_HOME}|/(?!tmp))")),
)
"""Capabilities any language shows the same way (after network and process words)."""


def script_capabilities(path: str, text: str, language: str) -> list[Capability]:
    """Capabilities visible in shell/JavaScript text (first use of each kind)."""
    lines = text.splitlines()
    numbers = _text_lines(text, lines)
    index = line_index(text) if len(numbers) > _FEW_LINES else None
    found: list[Capability] = []
    checks = [
        (cap.NETWORK, _NETWORK_WORDS.get(language, _NETWORK_WORDS["shell"])),
        (cap.PROCESS, _PROCESS_WORDS.get(language)),
        *_CAPABILITY_CHECKS,
    ]
    for kind, regex in checks:
        if regex is None or (index is None and not scanner_for(regex).may_match(folded_text(text))):
            continue
        candidates = scanner_for(regex).candidate_lines(index) if index else None
        for number in numbers if candidates is None else candidates:
            line = lines[number - 1]
            if not line or line.lstrip().startswith(("#", "//")) and not line.startswith("#!"):
                continue
            match = regex.search(line)
            if match:
                found.append(
                    Capability(kind, path, number, line_at(lines, number), match.group(0)[:60])
                )
                break
    return found


PYTHON_FALLBACK: tuple[LinePattern, ...] = (
    _p(
        "py-decoded-exec",
        r"\b(?:exec|eval)\s*\([^\n]*(?:b64decode|b32decode|unhexlify|fromhex|decompress|codecs\.decode|rot_?13)",
        ("9.2", "9.1"),
        "critical",
        "executes decoded (hidden) code",
    ),
    _p(
        "py-remote-exec",
        r"\b(?:exec|eval)\s*\([^\n]*(?:urlopen|requests\.get|\.text\b|\.content\b)",
        ("9.1",),
        "critical",
        "executes code fetched over the network",
    ),
    _p(
        "py-env-exfil",
        r"\b(?:requests|httpx)\.\w+\([^\n]*(?:dict\(os\.environ\)|os\.environ\b(?!\s*(?:\.get|\[)))",
        ("8.2",),
        "critical",
        "sends the whole environment over the network",
    ),
    _p(
        "py-shell-true",
        r"\bsubprocess\.\w+\([^\n]*(?:f[\"']|\+|%|\.format\()[^\n]*shell\s*=\s*True",
        ("9.1",),
        "low",
        "shell command built from variable input",
    ),
)

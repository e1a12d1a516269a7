"""A content-management site given an administrator the owner cannot see (AITech 12.1).

The family: an "onboarding helper" or "must-use plugin" that creates an administrator
with a login written in the code and then filters that login out of the site's list of
users (a ``pre_user_query`` hook that adds ``user_login != ...``, the user counts
lowered), so the owner never finds the account that lets its author back in. A plugin
that adds users the admin names, or that lists users, is left alone.

>>> code = ("add_action('pre_user_query', function ($q) {\\n"
...         "  $q->query_where .= \\" AND user_login != 'svc-helper'\\";\\n});")
>>> [(f.line, f.rule_id) for f in hidden_cms_admin_findings("mu/helper.php", code)]
[(1, 'backdoor.hidden-cms-admin')]
>>> hidden_cms_admin_findings("mu/helper.php", "add_action('pre_user_query', 'order_by_name');")
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .literal_scan import line_index

RULE_ID = "backdoor.hidden-cms-admin"
_HIDES_A_USER = re.compile(
    r"\bpre_user_query\b(?:[^\n]*\n){0,6}?[^\n]*\b(?:user_login|ID|user_email)\b\s*"
    r"(?:!=|<>|NOT\s+IN\b|NOT\s+LIKE\b)",
    re.IGNORECASE,
)
"""A hook on the user-list query that leaves a given account out."""
_FIXED_ADMIN = re.compile(
    r"\bwp_(?:insert|create)_user\s*\((?:[^\n]*\n){0,8}?[^\n]*[\"']role[\"']\s*=>\s*[\"']administrator[\"']",
    re.IGNORECASE,
)
"""An administrator created by the code."""
_HIDDEN_COUNT = re.compile(r"\bviews_users\b|\bcount_users\b")
"""The user counts an admin reads on the Users screen."""


def hidden_cms_admin_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where PHP code hides an account from the site's users list, or creates an
    administrator and rewrites the user counts."""
    if not path.lower().endswith(".php") or "user" not in text:
        return []
    hidden = _HIDES_A_USER.search(text)
    if hidden is None:
        created = _FIXED_ADMIN.search(text)
        if created is None or not _HIDDEN_COUNT.search(text):
            return []
        hidden = created
    lines = line_index(text).lines
    number = text.count("\n", 0, hidden.start()) + 1
    return [
        line_finding(
            path,
            lines,
            number,
            "12.1",
            "high",
            "hides an account from the site's list of users: an administrator the owner "
            "cannot see or remove",
            RULE_ID,
        )
    ]

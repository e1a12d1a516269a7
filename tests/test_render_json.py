"""to_json gives the text json.dumps(..., indent=2) gives, whatever the values."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from calibration.render import jsonable, to_json

SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text()
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(VALUES)
def test_same_text_as_json_dumps_indent_2(value: object) -> None:
    assert to_json(value) == json.dumps(jsonable(value), indent=2, allow_nan=False)

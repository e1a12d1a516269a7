"""Registers ``static/rules`` with Inspect under the API name ``static``.

Imported by ``scorers.providers`` (the package's ``inspect_ai`` entry point). Kept apart
from the package's ``__init__`` so that judging (``scorers.static_judge.judge``) does not
import Inspect; the provider class loads on first use.
"""

from inspect_ai.model import modelapi


@modelapi(name="static")
def static():  # Inspect's registry expects the factory shape
    """Return the ``static/rules`` model API class."""
    from .provider import StaticRulesAPI

    return StaticRulesAPI

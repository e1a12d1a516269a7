"""Reference judges ``baseline/always-pass|always-fail|prior|surface``.

A judge is worth something only where it beats these. Registered with Inspect under the
API name ``baseline`` by ``scorers.providers``.
"""

from inspect_ai.model import modelapi


@modelapi(name="baseline")
def baseline():  # Inspect's registry expects the factory shape
    """Return the ``baseline/<kind>`` model API class."""
    from .provider import BaselineAPI

    return BaselineAPI

"""Offline deterministic judge ``static/rules``: an Inspect model provider.

Registered with Inspect under the API name ``static`` when ``scorers.providers`` (the
package's ``inspect_ai`` entry point) imports this package. Heavy imports happen only when
the provider is first used.
"""

from inspect_ai.model import modelapi


@modelapi(name="static")
def static():  # Inspect's registry expects the factory shape
    """Return the ``static/rules`` model API class."""
    from .provider import StaticRulesAPI

    return StaticRulesAPI

"""Offline deterministic judge ``static/rules``.

Its Inspect model provider is registered under the API name ``static`` by
:mod:`.registration`, which ``scorers.providers`` (the package's ``inspect_ai`` entry
point) imports; the judge itself (:mod:`.judge`) needs no Inspect import.
"""

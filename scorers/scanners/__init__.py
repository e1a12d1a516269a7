"""Command-line scanners as judges: ``scanner/<name>`` Inspect model providers.

Registered with Inspect under the API name ``scanner`` by ``scorers.providers``. Each
scanner is described by a mapping file in ``scorers/scanners/mappings/``.
"""

from inspect_ai.model import modelapi


@modelapi(name="scanner")
def scanner():  # Inspect's registry expects the factory shape
    """Return the ``scanner/<name>`` model API class."""
    from .provider import ScannerAPI

    return ScannerAPI

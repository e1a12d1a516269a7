"""Source-to-sink taint analysis of Python scripts (the scripts never run).

Sources are credential files, cookie stores, secret-looking environment variables, the
whole environment, home-directory data, downloaded data and decoded (base64/hex/rot13/
zlib) data. Sinks are HTTP clients, sockets and mail, process execution, ``eval``/``exec``/
``compile``, unsafe deserialisation, deletion and writes to persistence or agent-config
locations. The engine lives in :mod:`.flow` (propagation in :mod:`.flow.python_engine`,
the detection policy in :mod:`.flow.policy`); this module is its entry point.
"""

from __future__ import annotations

from .flow.file_effects import deletion_scope
from .flow.policy import DNS_EXFILTRATION, SECRET_TO_NETWORK
from .flow.python_engine import PythonFlow, analyse_package, analyse_python
from .flow.recorder import FlowReport as PythonReport

__all__ = [
    "DNS_EXFILTRATION",
    "SECRET_TO_NETWORK",
    "PythonFlow",
    "PythonReport",
    "analyse_package",
    "analyse_python",
    "deletion_scope",
]

"""The release gate: may a candidate rubric (or judge) replace the baseline?

Modules, one concern each:

- :mod:`~calibration.gate.policy`: the policy (defaults in ``default_gate.yaml``);
- :mod:`~calibration.gate.pairing`: pair two runs on their shared samples, or refuse;
- :mod:`~calibration.gate.statistics`: paired metric changes, McNemar, guard events;
- :mod:`~calibration.gate.guards`: the guards as tests under Holm's weighted procedure;
- :mod:`~calibration.gate.power`: power of the whole decision, samples needed;
- :mod:`~calibration.gate.decision`: PASS / FAIL / INCONCLUSIVE;
- :mod:`~calibration.gate.rendering`: Markdown and JSON;
- :mod:`~calibration.gate.runs`: from log paths to a result.

The command line is calibration.commands.gate.
"""

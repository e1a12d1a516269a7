"""``sgb refine``: iterate a grader's rubric with a writer model, select on validation only.

Modules, one concern each:

- :mod:`~calibration.refine.candidate` — the writer's prompt and answer schema, and the
  validation that turns an answer into a rubric file (or rejects it);
- :mod:`~calibration.refine.runs` — running the judge (train/validation only, enforced)
  and the writer (an Inspect model role) in-process, with seeds and Inspect's cache;
- :mod:`~calibration.refine.select` — accept a candidate only if the gate's paired
  statistics say it beats the incumbent on the validation split;
- :mod:`~calibration.refine.loop` — the iteration, the history and the final test report;
The ``sgb refine`` command line is :mod:`calibration.commands.refine`.
"""

from calibration.refine.loop import RefineConfig, RefineOutcome, refine

__all__ = ["RefineConfig", "RefineOutcome", "refine"]

"""sgb leaderboard: judges x graders x sample origin, ranked by a chance-corrected metric.

The parser and the run still live beside the computation in calibration/leaderboard.py;
this module is where the sgb command finds them.
"""

from calibration.leaderboard import add_parser, run

__all__ = ["add_parser", "run"]

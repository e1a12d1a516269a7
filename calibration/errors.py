"""Errors a user can fix (bad paths, mixed inputs); the CLI prints them as one line."""

from __future__ import annotations


class CalibrationError(Exception):
    """A problem with the user's input, reported without a traceback.

    >>> str(CalibrationError("no logs found in results/empty"))
    'no logs found in results/empty'
    """

"""Errors a user can fix (bad paths, mixed inputs); the CLI prints them as one line."""

from __future__ import annotations

PROJECT_PACKAGES = ("calibration", "corpus", "scorers")


class CalibrationError(Exception):
    """A problem with the user's input, reported without a traceback.

    >>> str(CalibrationError("no logs found in results/empty"))
    'no logs found in results/empty'
    """


def is_user_error(error: BaseException) -> bool:
    """Whether ``error`` is about the user's input, so its message alone says enough:
    a CalibrationError, a file that exists or is missing, or a ValueError raised by the
    project's own checks (a bad rubric, source entry or label).

    >>> is_user_error(CalibrationError("x")), is_user_error(FileExistsError("out"))
    (True, True)
    >>> is_user_error(ValueError("x")), is_user_error(KeyError("x"))
    (False, False)
    """
    if isinstance(error, CalibrationError | FileExistsError | FileNotFoundError):
        return True
    module = type(error).__module__.split(".")[0]
    return isinstance(error, ValueError) and module in PROJECT_PACKAGES

"""``python -m calibration.gate``: the same as ``sgb gate``."""

import sys

from calibration.gate.command import main

sys.exit(main())

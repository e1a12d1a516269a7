"""python -m calibration.gate: the same as sgb gate."""

import sys

from calibration.cli import main

sys.exit(main(["gate", *sys.argv[1:]]))

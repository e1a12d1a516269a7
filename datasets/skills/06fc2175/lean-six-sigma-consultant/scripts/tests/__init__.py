# Tests for lean-six-sigma-consultant scripts

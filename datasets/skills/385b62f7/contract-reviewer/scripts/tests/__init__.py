# Tests for contract-reviewer skill scripts

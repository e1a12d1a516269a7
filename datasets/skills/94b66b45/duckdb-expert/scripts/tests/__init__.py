# Tests for duckdb-expert scripts

#!/usr/bin/env python3
"""
Universal Configuration Management for AI Agent Environments

Loads environment variables, secrets, and configuration from any supported AI coding environment:
- Claude.ai Projects (project knowledge files)
- Claude Code (desktop & web)
- OpenAI Codex
- Jules (Google)
- Standard environments (.env files, shell env vars)

Usage:
    import sys
    sys.path.insert(0, '/path/to/claude-skills')
    from configuring import get_env, load_env, detect_environment

    # Get a single variable (searches all sources)
    api_key = get_env("MY_API_KEY")

    # With default
    api_key = get_env("MY_API_KEY", default="")

    # Detect current environment
    env_type = detect_environment()  # "claude.ai", "claude-code", "codex", "jules", "unknown"

    # Bulk load from a specific file
    vars = load_env("/path/to/.env")
"""

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

__version__ = "2.0.0"

# Module-level cache
_cache: dict[str, str] = {}
_loaded_sources: list[str] = []


# =============================================================================
# Environment Detection
# =============================================================================

# @lat: [[infrastructure#Environment Detection]]
def detect_environment() -> str:
    """
    Detect which AI agent environment we're running in.
    
    Returns:
        One of: "claude.ai", "claude-code-desktop", "claude-code-web", 
                "codex", "jules", "unknown"
    """
    # TODO: implement
    pass


# =============================================================================
# File Parsing Utilities
# =============================================================================

def _parse_env_file(path: Path) -> dict[str, str]:
    """
    Parse a .env file into a dict.
    
    Handles:
    - KEY=value
    - KEY="value with spaces"
    - KEY='value with spaces'
    - export KEY=value
    - # comments
    - Empty lines
    
    Args:
        path: Path to .env file
        
    Returns:
        Dict of key-value pairs
    """
    # TODO: implement
    pass


def _parse_shell_exports(path: Path) -> dict[str, str]:
    """
    Parse exported environment variables from a shell script or snapshot.

    Handles:
    - export KEY=value
    - declare -x KEY=value

    Args:
        path: Path to a shell file

    Returns:
        Dict of key-value pairs
    """
    # TODO: implement
    pass


def _parse_single_value_file(path: Path, key_name: str) -> dict[str, str]:
    """
    Parse a single-value file (like turso-token.txt) into a dict.
    
    Handles:
    - Plain value
    - KEY=value format (extracts just the value)
    
    Args:
        path: Path to the file
        key_name: Key name to use if file contains just a value
        
    Returns:
        Dict with the key-value pair
    """
    # TODO: implement
    pass


def _parse_json_settings(path: Path) -> dict[str, str]:
    """
    Parse env vars from a Claude Code settings.json file.
    
    Looks for the "env" block:
    {
        "env": {
            "MY_VAR": "value"
        }
    }
    
    Args:
        path: Path to settings.json
        
    Returns:
        Dict of env vars from the "env" block
    """
    # TODO: implement
    pass


def _parse_toml_env(path: Path) -> dict[str, str]:
    """
    Parse environment variables from a Codex config.toml file.
    
    Looks for shell_environment_policy.set block.
    Basic TOML parsing - doesn't handle all TOML features.
    
    Args:
        path: Path to config.toml
        
    Returns:
        Dict of env vars
    """
    # TODO: implement
    pass


# =============================================================================
# Source Loading Functions
# =============================================================================

def _load_os_environ() -> dict[str, str]:
    """Load all environment variables from os.environ."""
    # TODO: implement
    pass


def _load_claude_ai_project() -> dict[str, str]:
    """
    Load environment variables from Claude.ai project knowledge.
    
    Searches /mnt/project for:
    - *.env files (KEY=value format)
    - *-token.txt, *-key.txt, *-secret.txt files (single value)
    """
    # TODO: implement
    pass


def _load_claude_code() -> dict[str, str]:
    """
    Load environment variables from Claude Code settings.
    
    Searches:
    - ~/.claude/settings.json (user settings)
    - ~/.claude/settings.local.json (user local settings)  
    - .claude/settings.json (project settings)
    - .claude/settings.local.json (project local settings)
    """
    # TODO: implement
    pass


def _load_codex() -> dict[str, str]:
    """
    Load environment variables from OpenAI Codex configuration.
    
    Searches:
    - $CODEX_HOME/config.toml or ~/.codex/config.toml
    - .codex/config.toml (project)
    """
    # TODO: implement
    pass


def _load_jules() -> dict[str, str]:
    """
    Load environment variables for Jules environment.
    
    Jules primarily uses:
    - Standard environment variables set in Jules config UI
    - .env files in repo root
    """
    # TODO: implement
    pass


def _load_dotenv_files() -> dict[str, str]:
    """
    Load environment variables from standard .env file locations.
    
    Searches (in order, later overrides earlier):
    - ~/.env
    - ./.env
    - ./.env.local
    """
    # TODO: implement
    pass


# =============================================================================
# Main API
# =============================================================================

# @lat: [[infrastructure#Environment Detection]]
def load_all(force_reload: bool = False) -> dict[str, str]:
    """
    Load environment variables from all detected sources.
    
    Sources are loaded in priority order (later sources override earlier):
    1. OS environment variables (lowest - can be overridden)
    2. Platform-specific sources (Claude.ai, Claude Code, Codex, Jules)
    3. Standard .env files
    4. OS environment variables again (highest - explicit env vars win)
    
    Results are cached. Use force_reload=True to refresh.
    
    Args:
        force_reload: If True, clear cache and reload from all sources
        
    Returns:
        Dict of all loaded environment variables
    """
    # TODO: implement
    pass


def get_env(
    key: str,
    default: str | None = None,
    *,
    required: bool = False,
    validator: Callable[[str], bool] | None = None,
) -> str | None:
    """
    Get an environment variable from any available source.
    
    Searches all sources (cached after first load):
    1. OS environment variables
    2. Platform-specific sources (Claude.ai project, Claude Code settings, etc.)
    3. Standard .env files
    
    Args:
        key: Environment variable name
        default: Default value if not found
        required: If True, raise ValueError when not found
        validator: Optional function to validate the value
        
    Returns:
        The value, or default if not found
        
    Raises:
        ValueError: If required=True and key not found, or if validator fails
    
    Example:
        api_key = get_env("TURSO_TOKEN", required=True)
        port = get_env("PORT", default="8080")
    """
    # TODO: implement
    pass


def load_env(path: str | Path) -> dict[str, str]:
    """
    Load environment variables from a specific file.
    
    Automatically detects file format:
    - .env, .local, no extension: KEY=value format
    - .json: JSON with "env" block
    - .toml: TOML with shell_environment_policy.set
    - .txt: Single value file
    
    Args:
        path: Path to the environment file
        
    Returns:
        Dict of loaded variables (also merged into cache)
    """
    # TODO: implement
    pass


def mask_secret(value: str, show_chars: int = 4) -> str:
    """
    Mask a secret value for safe logging/display.
    
    Args:
        value: The secret value
        show_chars: Number of characters to show at start and end
        
    Returns:
        Masked value like "sk-a...xyz"
    
    Example:
        >>> mask_secret("sk-ant-api03-abcdef123456")
        'sk-a...3456'
    """
    # TODO: implement
    pass


def get_loaded_sources() -> list[str]:
    """Return list of sources that were loaded."""
    # TODO: implement
    pass


def debug_info() -> dict[str, Any]:
    """
    Get debug information about the current environment.
    
    Returns:
        Dict with environment type, loaded sources, and masked key previews
    """
    # TODO: implement
    pass


# =============================================================================
# Error Messages
# =============================================================================

def _get_missing_key_message(key: str, env_type: str) -> str:
    """Generate a helpful error message for a missing environment variable."""
    # TODO: implement
    pass


# =============================================================================
# CLI Interface
# =============================================================================

if __name__ == "__main__":
    import sys
    
    if len(sys.argv) > 1:
        # Get specific key
        key = sys.argv[1]
        value = get_env(key)
        if value:
            print(value)
        else:
            print(f"Not found: {key}", file=sys.stderr)
            sys.exit(1)
    else:
        # Print debug info
        info = debug_info()
        print(f"Environment: {info['environment']}")
        print(f"Sources: {', '.join(info['sources'])}")
        print(f"Credential keys found: {', '.join(info['credential_keys']) or 'none'}")
        if info['credentials_masked']:
            print("\nMasked values:")
            for k, v in info['credentials_masked'].items():
                print(f"  {k}: {v}")

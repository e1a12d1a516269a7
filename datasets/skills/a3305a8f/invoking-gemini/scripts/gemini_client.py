#!/usr/bin/env python3
"""
Gemini API Client

Routes requests through Cloudflare AI Gateway when configured (preferred)
or directly to Google's Generative Language API via the google-generativeai
SDK (fallback).

Credential priority:
1. CF Gateway: proxy.env with CF_ACCOUNT_ID, CF_GATEWAY_ID, CF_API_TOKEN
2. Direct API:  GOOGLE_API_KEY.txt or API_CREDENTIALS.json
"""

import json
import os
import time
from pathlib import Path

try:
    import requests
    HAS_REQUESTS = True
except ImportError:
    HAS_REQUESTS = False

try:
    import google.generativeai as genai
    HAS_GENAI = True
except ImportError:
    HAS_GENAI = False

try:
    from pydantic import BaseModel
    HAS_PYDANTIC = True
except ImportError:
    HAS_PYDANTIC = False
    BaseModel = object  # type: ignore[assignment,misc]

if not HAS_REQUESTS and not HAS_GENAI:
    print("Error: neither 'requests' nor 'google-generativeai' is installed.")
    print("Install with: uv pip install requests google-generativeai pydantic")
    import sys
    sys.exit(1)


# ---------------------------------------------------------------------------
# Model registry
# ---------------------------------------------------------------------------

# Text generation models
MODELS = {
    # Gemini 3.6 — current frontier Flash (GA 2026-07-21)
    "gemini-3.6-flash": "gemini-3.6-flash",
    # Gemini 3.5 — prior frontier Flash (GA May 2026)
    "gemini-3.5-flash": "gemini-3.5-flash",
    # Gemini 3.x — preview (still callable, kept for back compat)
    "gemini-3-flash-preview": "gemini-3-flash-preview",
    "gemini-3.1-pro-preview": "gemini-3.1-pro-preview",
    # Gemini 3.5 Flash-Lite — cheap/bulk tier (GA 2026-07-21)
    "gemini-3.5-flash-lite": "gemini-3.5-flash-lite",
    # Gemini 2.5 — DEPRECATED 2026-07-21. A 2025-era generation; do NOT route
    # here. IDs kept callable so pinned code does not hard-break, but they are
    # no longer a recommended target and `lite` no longer points at 2.5.
    "gemini-2.5-flash": "gemini-2.5-flash",
    "gemini-2.5-flash-lite": "gemini-2.5-flash-lite",
    "gemini-2.5-pro": "gemini-2.5-pro",
}

# Image generation models — display name -> actual API model ID.
# NOTE (2026-05-28): Nano Banana 2 / Pro went GA on Vertex (IDs there drop
# the suffix: gemini-3.1-flash-image / gemini-3-pro-image). This client uses
# the Gemini Developer API (google-ai-studio gateway), where both are STILL
# served under the -preview IDs below (verified against the live docs).
# Do NOT drop -preview here — the GA IDs are Vertex-only and 404 on this surface.
IMAGE_MODELS = {
    "nano-banana-2": "gemini-3.1-flash-image-preview",
    "nano-banana-pro": "gemini-3-pro-image-preview",
    "nano-banana": "gemini-2.5-flash-image",
}

# Convenience aliases. `flash` points to the current frontier Flash (3.6, GA
# 2026-07-21); `flash-3.5` and `flash-3` keep stable handles on the prior Flash
# generations for code that pinned to them. `lite` repointed 2026-07-21 from
# gemini-2.5-flash-lite to gemini-3.5-flash-lite (BREAKING: ~6x output cost,
# $0.40 -> $2.50/M, in exchange for a current-generation model).
MODEL_ALIASES = {
    "flash": "gemini-3.6-flash",
    "flash-3.5": "gemini-3.5-flash",
    "flash-3": "gemini-3-flash-preview",
    "pro": "gemini-3.1-pro-preview",
    "lite": "gemini-3.5-flash-lite",
    # DEPRECATED aliases (Gemini 2.5). Retained for back compat only.
    "stable-flash": "gemini-2.5-flash",
    "stable-pro": "gemini-2.5-pro",
    "image": "nano-banana-2",
    "image-pro": "nano-banana-pro",
}

DEFAULT_MODEL = "gemini-3.6-flash"

# ---------------------------------------------------------------------------
# Cloudflare AI Gateway constants
# ---------------------------------------------------------------------------

_CF_GATEWAY_BASE = "https://gateway.ai.cloudflare.com/v1"

_PROXY_ENV_PATHS = [
    Path("/mnt/project/proxy.env"),
    Path("/mnt/user-data/proxy.env"),
    Path.home() / ".muninn" / "proxy.env",
]


# ---------------------------------------------------------------------------
# Credential loading
# ---------------------------------------------------------------------------

def _parse_env_file(path: Path) -> dict:
    """Parse a .env-format file into a dict, stripping quotes."""
    # TODO: implement
    pass


def get_cf_credentials() -> dict | None:
    """
    Load Cloudflare AI Gateway credentials.

    Searches for proxy.env in well-known paths, then falls back to
    environment variables.

    Required keys: CF_ACCOUNT_ID, CF_GATEWAY_ID, CF_API_TOKEN
    Optional key:  GOOGLE_API_KEY (for non-BYOK setups)

    Returns:
        dict with credentials if fully configured, None otherwise
    """
    # TODO: implement
    pass


def get_google_api_key() -> str:
    """
    Get Google API key for direct (non-gateway) access.

    Priority order:
    1. Individual file: /mnt/project/GOOGLE_API_KEY.txt
    2. Combined file:   /mnt/project/API_CREDENTIALS.json
    3. Environment variable: GOOGLE_API_KEY

    Returns:
        str: Google API key

    Raises:
        ValueError: If no API key found in any source
    """
    # TODO: implement
    pass


# ---------------------------------------------------------------------------
# Cloudflare AI Gateway — REST path
# ---------------------------------------------------------------------------

def _cf_request(
    model_id: str,
    contents: list,
    generation_config: dict,
    cf_creds: dict,
) -> dict:
    """
    POST a generateContent request via Cloudflare AI Gateway.

    Args:
        model_id: Gemini model ID (e.g., 'gemini-3-flash-preview')
        contents: Gemini REST API contents array
        generation_config: generationConfig dict (camelCase keys)
        cf_creds: dict with CF_ACCOUNT_ID, CF_GATEWAY_ID, CF_API_TOKEN

    Returns:
        Parsed JSON response dict

    Raises:
        requests.HTTPError: On non-2xx HTTP response
    """
    # TODO: implement
    pass


def _extract_text(response: dict) -> str | None:
    """Extract generated text from a Gemini REST API response."""
    # TODO: implement
    pass


def _check_truncation(response: dict) -> None:
    """Raise if the model hit the output cap, instead of letting json.loads fail.

    A truncated structured response is invalid JSON, so the symptom is a
    JSONDecodeError / pydantic "EOF while parsing" that looks like a schema
    problem. finishReason says what actually happened.
    """
    # TODO: implement
    pass


class MediaInputError(ValueError):
    """Invalid media input. Deterministic — never worth retrying."""


class _NonRetriableAPIError(RuntimeError):
    """A 4xx from Gemini. Deterministic (bad schema, bad request) — retrying
    only hides the response body, which is the one thing worth reading."""


# Extensions mimetypes.guess_type() gets wrong or misses, per Gemini's accepted
# media types. Audio/video matter here: a bad guess silently sends the wrong
# mimeType and the model returns a confused answer instead of an error.
_MEDIA_MIME_OVERRIDES = {
    ".m4a": "audio/mp4", ".aac": "audio/aac", ".flac": "audio/flac",
    ".ogg": "audio/ogg", ".opus": "audio/opus", ".mp3": "audio/mpeg",
    ".wav": "audio/wav", ".aiff": "audio/aiff",
    ".mp4": "video/mp4", ".mov": "video/quicktime", ".webm": "video/webm",
    ".heic": "image/heic", ".heif": "image/heif",
}

# generateContent inline payloads must fit the request; base64 inflates ~4/3.
# Files above this need the Files API (not implemented in this client).
_INLINE_MEDIA_MAX_BYTES = 15 * 1024 * 1024


def _guess_media_mime(path: str) -> str:
    """Resolve a media mimeType, preferring explicit overrides over mimetypes."""
    # TODO: implement
    pass


def _build_contents(prompt: str, image_path: str | None) -> list:
    """Build the Gemini REST API 'contents' array.

    `image_path` accepts ANY supported media file — image, audio, or video —
    despite the legacy name. Audio input is verified working on this path
    (2026-07-21).
    """
    # TODO: implement
    pass


#: Keywords Gemini's responseSchema rejects outright. Pydantic emits all of
#: these; leaving any of them in produces a bare HTTP 400 with no usable body.
_SCHEMA_STRIP_KEYS = ("$schema", "$defs", "title", "default", "additionalProperties",
                      "discriminator", "examples", "const")


def _inline_refs(node, defs: dict):
    """Resolve $ref against $defs and strip Gemini-unsupported keywords, recursively.

    Gemini's responseSchema is NOT full JSON Schema: it rejects $ref/$defs
    entirely. Pydantic emits a $ref for every nested model, so any model with a
    nested model (the common case — List[SomeModel]) produced a bare HTTP 400
    that the retry loop then burned three attempts on before returning None.
    Flat single-level models worked, which is why this hid for so long.
    """
    # TODO: implement
    pass


def _pydantic_to_schema(model_class: type) -> dict:
    """Convert a Pydantic model class to a Gemini-compatible JSON schema dict.

    Handles nested models: pydantic's $defs/$ref indirection is inlined, because
    Gemini's responseSchema does not support it.
    """
    # TODO: implement
    pass


# ---------------------------------------------------------------------------
# Direct SDK path helpers
# ---------------------------------------------------------------------------

def _initialize_direct_client() -> bool:
    """Configure google.generativeai SDK for direct API access."""
    # TODO: implement
    pass


def _build_genai_content(prompt: str, image_path: str | None):
    """Build content argument for google.generativeai SDK calls.

    NOTE: this direct-SDK fallback handles IMAGES only. Non-image media
    (audio/video) works on the CF Gateway path; PIL cannot open it, so fail
    with a clear message instead of an opaque UnidentifiedImageError.
    """
    # TODO: implement
    pass


# ---------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------

def _resolve_model(model: str) -> str:
    """Resolve a model name or alias to its canonical API model ID.

    Handles chained resolution: alias → display name → API model ID.

    Args:
        model: Model name, alias, or direct ID

    Returns:
        Canonical API model ID string

    Raises:
        ValueError: If model is not recognized
    """
    # TODO: implement
    pass


# @lat: [[orchestration#Gemini Client]]
def invoke_gemini(
    prompt: str,
    model: str = DEFAULT_MODEL,
    temperature: float = 0.7,
    max_output_tokens: int | None = None,
    top_p: float | None = None,
    top_k: int | None = None,
    image_path: str | None = None,
    thinking_level: str | None = None,
) -> str | None:
    """
    Invoke Gemini model with a text (or multi-modal) prompt.

    Routes through Cloudflare AI Gateway when proxy.env is configured;
    falls back to direct Google API via google-generativeai SDK.

    Args:
        prompt: The text prompt to send
        model: Model name or alias (default: gemini-3.6-flash).
            Aliases: flash (3.6), flash-3.5 (prior Flash), flash-3 (prior
            preview), pro, lite, stable-flash, stable-pro
        temperature: Sampling temperature (0.0–1.0)
        max_output_tokens: Maximum tokens in response. Note: with thinking
            models (Gemini 3.x), thinking tokens consume part of this budget;
            set generously or use thinking_level='minimal' for non-reasoning
            tasks.
        top_p: Nucleus sampling parameter
        top_k: Top-k sampling parameter
        image_path: Optional path to a media file for multi-modal input.
            Despite the name, accepts image, AUDIO, or video (audio verified
            2026-07-21). Requires the CF Gateway path for non-image media.
            Inline only — files >15MB need the Files API (not implemented).
        thinking_level: Reasoning budget for thinking models (Gemini 3.x).
            One of 'minimal', 'low', 'medium', 'high'. Default (None) lets
            the model use its built-in default — 'medium' for 3.x Flash
            (incl. 3.6), which silently eats output budget. Set 'minimal' for tasks that
            don't need reasoning (transcription, classification, extraction).
            Ignored by 2.5 models (which use a different parameter).

    Returns:
        Response text if successful, None if error
    """
    # TODO: implement
    pass


def generate_image(
    prompt: str,
    output_path: str | None = None,
    model: str = "nano-banana-2",
    temperature: float = 0.7,
) -> dict | None:
    """
    Generate an image using a Gemini image model.

    Sends a prompt with responseModalities ["IMAGE", "TEXT"] and saves the
    resulting image to disk.

    Args:
        prompt: Text prompt describing the desired image
        output_path: Where to save the PNG. If None, auto-generates under
            /mnt/user-data/outputs/ (or /tmp/ if that doesn't exist)
        model: Image model name or alias (default: nano-banana-2).
            Aliases: image, image-pro
        temperature: Sampling temperature (0.0–1.0)

    Returns:
        dict with keys 'path' (str) and 'caption' (str|None) on success,
        None on failure
    """
    # TODO: implement
    pass


def _sdk_response_to_dict(response_obj) -> dict:
    """Convert a google.generativeai SDK response to a REST-like dict.

    This allows generate_image() to use the same extraction logic for both
    the CF Gateway (REST) and direct SDK paths.

    Args:
        response_obj: GenerateContentResponse from the SDK

    Returns:
        dict matching the Gemini REST API response shape
    """
    # TODO: implement
    pass


def invoke_with_structured_output(
    prompt: str,
    pydantic_model: type,
    model: str = DEFAULT_MODEL,
    temperature: float = 0.7,
    image_path: str | None = None,
    max_output_tokens: int | None = 32768,
) -> object | None:
    """
    Invoke Gemini with structured (JSON schema) output using a Pydantic model.

    Args:
        prompt: The text prompt to send
        pydantic_model: Pydantic model class for response schema
        model: Model name or alias (default: gemini-3-flash-preview).
            Aliases: flash, pro, lite, stable-flash, stable-pro
        temperature: Sampling temperature (0.0–1.0)
        image_path: Optional path to a media file for multi-modal input.
            Despite the name, accepts image, AUDIO, or video (audio verified
            2026-07-21). Requires the CF Gateway path for non-image media.
            Inline only — files >15MB need the Files API (not implemented).

    Returns:
        Instance of pydantic_model if successful, None if error
    """
    # TODO: implement
    pass


def invoke_parallel(
    prompts: list,
    model: str = DEFAULT_MODEL,
    temperature: float = 0.7,
    max_workers: int = 5,
) -> list:
    """
    Invoke Gemini with multiple prompts in parallel.

    Args:
        prompts: List of text prompts to process
        model: Model name or alias (default: gemini-3-flash-preview).
            Aliases: flash, pro, lite, stable-flash, stable-pro
        temperature: Sampling temperature (0.0–1.0)
        max_workers: Maximum concurrent requests

    Returns:
        List of response strings (None for failed requests) in prompt order
    """
    # TODO: implement
    pass


def get_available_models() -> dict:
    """Return dict of registered Gemini models grouped by category.

    Returns:
        dict with keys 'text', 'image', 'aliases'
    """
    # TODO: implement
    pass


def verify_setup() -> bool:
    """
    Verify that Gemini client is properly configured.

    Returns:
        True if at least one credential source is valid and a test call succeeds
    """
    # TODO: implement
    pass


# ---------------------------------------------------------------------------
# Self-test
# ---------------------------------------------------------------------------

if __name__ == "__main__":
    import sys

    print("Gemini Client Self-Test")
    print("=" * 50)

    cf = get_cf_credentials()
    if cf:
        print(f"Backend: Cloudflare AI Gateway ({cf['CF_ACCOUNT_ID'][:8]}.../{cf['CF_GATEWAY_ID']})")
    elif HAS_GENAI:
        print("Backend: Direct Google API (google-generativeai SDK)")
    else:
        print("ERROR: no credentials and google-generativeai not installed")
        sys.exit(1)

    print("\n1. Verifying setup...")
    if verify_setup():
        print("   ✓ Setup verified")
    else:
        print("   ✗ Setup failed")
        sys.exit(1)

    print("\n2. Available models:")
    available = get_available_models()
    for category, items in available.items():
        if isinstance(items, dict):
            print(f"   {category}:")
            for alias, target in items.items():
                print(f"     {alias} → {target}")
        else:
            print(f"   {category}: {', '.join(items)}")

    print("\n3. Testing basic invocation...")
    resp = invoke_gemini("What is 2+2? Answer in one word.", model=DEFAULT_MODEL)
    if resp:
        print(f"   Response: {resp.strip()}")
    else:
        print("   ✗ Invocation failed")
        sys.exit(1)

    if HAS_PYDANTIC:
        print("\n4. Testing structured output...")
        from pydantic import BaseModel as PM
        from pydantic import Field

        class MathAnswer(PM):
            result: int = Field(description="The numerical result")
            explanation: str = Field(description="Brief explanation")

        structured = invoke_with_structured_output(
            prompt="What is 5+7? Provide result and explanation.",
            pydantic_model=MathAnswer,
            model=DEFAULT_MODEL,
        )
        if structured:
            print(f"   Result: {structured.result}")
            print(f"   Explanation: {structured.explanation}")
        else:
            print("   ✗ Structured output failed")

    print("\n5. Testing parallel invocation...")
    test_prompts = [
        "Capital of France? One word.",
        "Capital of Japan? One word.",
        "Capital of Brazil? One word.",
    ]
    parallel_results = invoke_parallel(test_prompts, model=DEFAULT_MODEL)
    for prompt, result in zip(test_prompts, parallel_results):
        status = result.strip() if result else "Failed"
        print(f"   {prompt[:35]}... → {status}")

    print("\n" + "=" * 50)
    print("Self-test complete!")

"""API-key authentication (``X-Api-Key``), compared in constant time."""

from __future__ import annotations

import hmac

from flask import current_app, request

from .errors import ApiError


def require_api_key() -> None:
    """Every API route needs the key; with no key configured the API is disabled (401)."""
    expected = current_app.config["JELLYBIT"].api_key
    if not expected:
        raise ApiError(401, "api_disabled", "the API is disabled: set JELLYBIT_API_KEY to enable it")
    given = request.headers.get("X-Api-Key", "")
    if not hmac.compare_digest(given.encode("utf-8", "surrogateescape"), expected.encode("utf-8")):
        raise ApiError(401, "unauthorized", "missing or wrong X-Api-Key header")

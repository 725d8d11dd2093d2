"""The one redaction function: every configured secret is masked in any text that leaves a client
wrapper — log records, stored reasons, pages, API answers (SPEC §4, issues 14 and 18).

Secrets are registered once, when they are loaded (:func:`register_settings`) or learned (a generated
password); :func:`redact` is then applied by the log formatter and by every client wrapper to the error
text of an upstream response before that text is stored or rendered.
"""

from __future__ import annotations

import threading
from typing import Any

__all__ = ["register_secret", "register_settings", "redact", "MASK"]

MASK = "***"
_secrets: set[str] = set()
_ordered: tuple[str, ...] = ()
_lock = threading.Lock()


def register_secret(value: str | None) -> None:
    """Mask this value wherever it would appear (values shorter than 4 characters are ignored)."""
    global _ordered
    if value and len(value) >= 4:
        with _lock:
            if value not in _secrets:
                _secrets.add(value)
                # longest first: a secret that contains another is masked whole
                _ordered = tuple(sorted(_secrets, key=len, reverse=True))


def register_settings(settings: Any) -> None:
    """Register every setting declared secret (``config.SETTINGS``) that has a value."""
    for value in settings.secrets():
        register_secret(value)


def redact(text: Any) -> Any:
    """``text`` with every registered secret replaced by ``***`` (non-strings pass through)."""
    if not isinstance(text, str) or not _ordered:
        return text
    for s in _ordered:
        if s in text:
            text = text.replace(s, MASK)
    return text

"""Typed ingest errors (SPEC §5): one shallow hierarchy, one stable ``code`` per kind.

Transports map ``code`` to their answer (HTTP body, Telegram text) and add the ``request_id``;
the message is for a human and says what was wrong (and, for bencode, at which byte).
"""

from __future__ import annotations

__all__ = ["IngestError", "InvalidMagnet", "NoInfohash", "ZeroInfohash", "MalformedTorrent", "TooLarge", "Unsupported"]


class IngestError(Exception):
    """Base of every ingest refusal; ``code`` is stable API, ``message`` is for people."""

    code: str = "ingest_error"

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class InvalidMagnet(IngestError):
    """Raised when the text is not a magnet URI, is malformed, over-long, or has a bad btih/btmh value."""

    code = "invalid_magnet"


class ZeroInfohash(InvalidMagnet):
    """Raised for an infohash of all zeros: well-formed, but no torrent has it (it would wait forever)."""

    code = "zero_infohash"


class NoInfohash(IngestError):
    """Raised when a well-formed magnet carries no BitTorrent infohash (only unknown ``urn:`` kinds, or no ``xt``)."""

    code = "no_infohash"


class MalformedTorrent(IngestError):
    """Raised when a ``.torrent`` is not valid bencode or lacks/mistypes a required metainfo field."""

    code = "malformed_torrent"


class TooLarge(IngestError):
    """Raised when a ``.torrent`` is bigger than the configured limit (checked before any parsing)."""

    code = "too_large"


class Unsupported(IngestError):
    """Raised when a ``.torrent`` is well-formed but of a kind we do not handle (``meta version`` not 1 or 2)."""

    code = "unsupported"

"""Infohash values: lowercase hex, kind by length (SPEC §3.3, seed 003 D5).

One place for the rule "40 hex = v1, 64 hex = v2" so ingest, the store, the
migration and the worker cannot disagree.
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Infohash", "InvalidInfohash", "kind_of", "normalize", "V1", "V2"]

V1, V2 = "v1", "v2"
_HEX = re.compile(r"[0-9a-fA-F]+")


class InvalidInfohash(ValueError):
    """Not a 40- or 64-character hex string."""


class Infohash(NamedTuple):
    hash: str
    kind: str

    def __str__(self) -> str:
        return self.hash


def kind_of(hex_: str) -> str:
    if len(hex_) == 40:
        return V1
    if len(hex_) == 64:
        return V2
    raise InvalidInfohash(f"infohash must be 40 or 64 hex characters, got {len(hex_)}")


def normalize(value: str) -> Infohash:
    """Lowercase a hex infohash and classify it; raise InvalidInfohash otherwise."""
    if not isinstance(value, str) or not _HEX.fullmatch(value):
        raise InvalidInfohash(f"not a hex infohash: {value!r:.80}")
    return Infohash(value.lower(), kind_of(value))

"""The only place ULIDs are made and parsed (SPEC §3.1, seed 003 D1).

Canonical form is lowercase Crockford base32, 26 characters. Every entity id
and every ``apply_batch_id`` comes from :func:`new_id`; every id that arrives
from outside (URL, form field, callback data, CLI argument) goes through
:func:`parse` before any query touches the database.
"""

from __future__ import annotations

import os
import re
import threading
import time
from datetime import datetime

from ulid import ULID

__all__ = ["InvalidId", "new_id", "new_ids", "parse", "is_valid", "ids_for_timestamps", "timestamp_of"]

# Crockford base32 without I, L, O, U; the first character carries only 3 bits
# (a 128-bit value), so it is 0-7.
_ULID_RE = re.compile(r"[0-7][0-9a-hjkmnp-tv-z]{25}", re.IGNORECASE)
_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"


class InvalidId(ValueError):
    """The text is not a ULID (wrong length, alphabet or overflowing first char)."""

    def __init__(self, text: object):
        shown = repr(text) if not isinstance(text, str) or len(text) <= 40 else repr(text[:40] + "…")
        super().__init__(f"not a valid id: {shown}")
        self.text = text


_lock = threading.Lock()
_last = [0, 0]  # millisecond, random part of the last id


def new_id() -> str:
    """A new lowercase ULID, strictly increasing across all threads of the process.

    The clock is read inside the lock: python-ulid's own monotonic generator reads it
    before taking its lock, so a thread preempted in between can get an id below its
    previous one. Within a millisecond (or if the clock steps back) the random part
    of the last id is incremented.
    """
    with _lock:
        ms = time.time_ns() // 1_000_000
        if ms <= _last[0]:
            ms, rand = _last[0], _last[1] + 1
            if rand >= 1 << 80:  # 2^80 ids in one millisecond: borrow the next one
                ms, rand = ms + 1, int.from_bytes(os.urandom(10), "big") >> 1
        else:
            rand = int.from_bytes(os.urandom(10), "big") >> 1  # headroom for increments
        _last[0], _last[1] = ms, rand
    return _encode((ms << 80) | rand)


def new_ids(n: int) -> list[str]:
    """``n`` new ids as :func:`new_id` would make them one by one, with one clock read and one
    ``urandom`` (consecutive random parts): a 1,000-file layout batch needs one per row."""
    if n <= 0:
        return []
    with _lock:
        ms = time.time_ns() // 1_000_000
        if ms <= _last[0]:
            ms, rand = _last[0], _last[1] + 1
        else:
            rand = int.from_bytes(os.urandom(10), "big") >> 1
        if rand + n > 1 << 80:  # the random part would overflow: borrow the next millisecond
            ms, rand = ms + 1, int.from_bytes(os.urandom(10), "big") >> 1
        _last[0], _last[1] = ms, rand + n - 1
    return _encode_run((ms << 80) | rand, n)


def _encode_run(first: int, n: int) -> list[str]:
    """``_encode`` of ``first, first + 1, …`` (n values): consecutive ids share all but their last 20 bits
    (4 characters) until those wrap, so the 22-character prefix is encoded once per 2^20 ids (a layout
    batch of 1,000 took 1.5 ms one by one, 0.1 ms so)."""
    out: list[str] = []
    value, left = first, n
    while left:
        low = value & 0xFFFFF
        span = min(left, (1 << 20) - low)
        prefix = _encode(value)[:-4]
        out.extend([prefix + _PAIRS[(x >> 10) & 1023] + _PAIRS[x & 1023] for x in range(low, low + span)])
        value, left = value + span, left - span
    return out


def parse(text: object) -> str:
    """Validate an external id and return its canonical lowercase form.

    Raises :class:`InvalidId` for anything that is not a 26-character ULID;
    never touches the database, so callers can map it to "not found".
    """
    if not isinstance(text, str) or len(text) != 26 or not _ULID_RE.fullmatch(text):
        raise InvalidId(text)
    return text.lower()


def is_valid(text: object) -> bool:
    try:
        parse(text)
    except InvalidId:
        return False
    return True


def timestamp_of(id_: str) -> datetime:
    """The creation instant encoded in a ULID (aware UTC, millisecond precision)."""
    return ULID.from_str(parse(id_).upper()).datetime


_PAIRS = [_ALPHABET[i >> 5] + _ALPHABET[i & 31] for i in range(1024)]  # every 10-bit group as 2 characters


def _encode(value: int) -> str:
    """128 bits → 26 Crockford characters, 10 bits per lookup (``base64.b32encode`` is pure Python and
    took 2.5× as long; a layout batch makes an id per file)."""
    return "".join([_PAIRS[(value >> s) & 1023] for s in range(120, -10, -10)])


_backfill_lock = threading.Lock()


def ids_for_timestamps(millis: list[int]) -> list[str]:
    """ULIDs whose time part is each given millisecond, for backfilling old rows.

    Rows that share a millisecond get consecutive random parts (monotonic
    entropy) in input order, so the caller's order (the old integer id) is kept
    for ties; rows with different milliseconds sort by time. Used by the
    ULID-identity migration (seed 003 D6), where ``created_at`` has one-second
    resolution and duplicates are normal.
    """
    out: list[str] = []
    with _backfill_lock:
        last: dict[int, int] = {}
        for ms in millis:
            if ms < 0 or ms >= 1 << 48:
                raise ValueError(f"timestamp out of ULID range: {ms}")
            if ms in last:
                rand = last[ms] + 1
                if rand >= 1 << 80:
                    raise ValueError("random part overflow within one millisecond")
            else:
                # Leave headroom so thousands of ties never overflow.
                rand = int.from_bytes(os.urandom(10), "big") >> 1
            last[ms] = rand
            out.append(_encode((ms << 80) | rand))
    return out



"""A strict, bounded, non-recursive bencode decoder (SPEC §5; rules in docs/research/bencode.md).

Why our own: of the PyPI decoders checked (bencode2, fastbencode, bencode.py, bencoder.pyx,
flatbencode, torf's vendored copy) none exposes the raw byte span of a value, and the infohash MUST
be hashed from the exact bytes of ``info`` as they sit in the file (re-encoding a parsed dict changes
the hash whenever the file is not canonical). They also disagree with each other on strictness:
bencoder.pyx crashes the interpreter on deep nesting, flatbencode accepts leading-zero lengths and
duplicate keys, bencode2 rejects unsorted keys that libtorrent (and so qBittorrent) accepts.

What is rejected, with the byte offset in the message: trailing data; non-canonical integers
(``i-0e``, ``i03e``, ``i-e``, ``ie``) and integers outside signed 64 bits; string lengths with a
leading zero or running past the end; non-string and duplicate dictionary keys; nesting deeper than
``max_depth``; more than ``max_items`` values in total (a memory-bomb guard: ``le`` is 2 bytes but a
Python list is ~56). Unsorted keys are accepted unless ``require_sorted_keys`` is set: the infohash
comes from the raw bytes, so key order cannot change it, and libtorrent loads such torrents
(duplicates, in contrast, are ambiguous — libtorrent silently keeps the first — so they are refused).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from jellybit.ingest.errors import MalformedTorrent, TooLarge

__all__ = ["Decoded", "decode", "DEFAULT_MAX_DEPTH", "DEFAULT_MAX_ITEMS"]

DEFAULT_MAX_DEPTH = 64
# Values in total (ints, strings — keys included —, lists, dicts). A hybrid torrent of 100k files
# needs about 1.4M; libtorrent's own token limit for .torrent files is of the same order.
DEFAULT_MAX_ITEMS = 2_000_000

_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1
_INT = re.compile(rb"i(0|-?[1-9][0-9]{0,18})e")
_LENGTH = re.compile(rb"(0|[1-9][0-9]{0,19}):")
_E, _I, _L, _D = ord("e"), ord("i"), ord("l"), ord("d")
_DIGITS = frozenset(b"0123456789")


@dataclass(frozen=True)
class Decoded:
    """A decoded value plus, when it is a dict, the raw byte span ``(start, end)`` of each top-level value."""

    value: Any
    spans: dict[bytes, tuple[int, int]] = field(default_factory=dict)


class _Frame:
    """One open container on the explicit stack (no recursion, so no RecursionError to leak)."""

    __slots__ = ("container", "start", "is_dict", "key", "last_key")

    def __init__(self, container: list | dict, start: int):
        self.container = container
        self.start = start
        self.is_dict = isinstance(container, dict)
        self.key: bytes | None = None
        self.last_key: bytes | None = None


def decode(
    data: bytes | bytearray | memoryview,
    *,
    max_size: int | None = None,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_items: int = DEFAULT_MAX_ITEMS,
    max_string: int | None = None,
    require_sorted_keys: bool = False,
) -> Decoded:
    """Decode exactly one bencoded value filling all of ``data``.

    Integers come back as ``int``, strings as ``bytes``, lists as ``list``, dicts as ``dict`` with
    ``bytes`` keys in file order. ``max_size`` over → :class:`TooLarge` (it is a policy limit, not
    damage); every other problem → :class:`MalformedTorrent` naming the byte offset.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"bencode input must be bytes, not {type(data).__name__}")
    data = bytes(data)
    if max_size is not None and len(data) > max_size:
        raise TooLarge(f"{len(data)} bytes is over the limit of {max_size} bytes")
    if not data:
        raise MalformedTorrent("empty input")
    limit = len(data) if max_string is None else min(max_string, len(data))
    return _Decoder(data, max_depth, max_items, limit, require_sorted_keys).run()


def _fail(what: str, offset: int) -> MalformedTorrent:
    return MalformedTorrent(f"bencode: {what} at byte {offset}")


class _Decoder:
    def __init__(self, data: bytes, max_depth: int, max_items: int, max_string: int, sorted_keys: bool):
        self.data = data
        self.max_depth = max_depth
        self.max_items = max_items
        self.max_string = max_string
        self.sorted_keys = sorted_keys
        self.items = 0

    def run(self) -> Decoded:
        data, n = self.data, len(self.data)
        stack: list[_Frame] = []
        spans: dict[bytes, tuple[int, int]] = {}
        pos = 0
        while True:
            if pos >= n:
                raise _fail("unexpected end of data", pos)
            c = data[pos]
            start = pos
            if c == _E and stack:
                frame = stack.pop()
                if frame.key is not None:
                    raise _fail(f"dictionary key {frame.key[:40]!r} has no value", pos)
                value, start, pos = frame.container, frame.start, pos + 1
            elif c in _DIGITS:
                value, pos = self._string(pos)
            elif stack and stack[-1].is_dict and stack[-1].key is None:
                raise _fail("dictionary key is not a byte string", pos)
            elif c == _I:
                value, pos = self._integer(pos)
            elif c == _L or c == _D:
                if len(stack) >= self.max_depth:
                    raise _fail(f"nesting deeper than {self.max_depth}", pos)
                self._count(pos)
                stack.append(_Frame({} if c == _D else [], pos))
                pos += 1
                continue
            else:
                raise _fail(f"unexpected byte {bytes([c])!r}", pos)
            if not stack:
                break
            parent = stack[-1]
            if not parent.is_dict:
                parent.container.append(value)
            elif parent.key is None:
                self._accept_key(parent, value, start)
            else:
                parent.container[parent.key] = value
                if len(stack) == 1:
                    spans[parent.key] = (start, pos)
                parent.key = None
        if pos != n:
            raise _fail(f"{n - pos} bytes of trailing data after the top-level value", pos)
        return Decoded(value, spans if isinstance(value, dict) else {})

    def _count(self, pos: int) -> None:
        self.items += 1
        if self.items > self.max_items:
            raise _fail(f"more than {self.max_items} values", pos)

    def _string(self, pos: int) -> tuple[bytes, int]:
        m = _LENGTH.match(self.data, pos)
        if m is None:
            raise _fail(_length_problem(self.data, pos), pos)
        length, body = int(m.group(1)), m.end()
        if length > self.max_string:
            raise _fail(f"string of {length} bytes is over the limit of {self.max_string}", pos)
        if body + length > len(self.data):
            raise _fail(f"string of {length} bytes runs past the end of data", pos)
        self._count(pos)
        return self.data[body : body + length], body + length

    def _integer(self, pos: int) -> tuple[int, int]:
        m = _INT.match(self.data, pos)
        if m is None:
            raise _fail(_integer_problem(self.data, pos), pos)
        value = int(m.group(1))
        if not _INT64_MIN <= value <= _INT64_MAX:
            raise _fail("integer outside the signed 64-bit range", pos)
        self._count(pos)
        return value, m.end()

    def _accept_key(self, parent: _Frame, key: bytes, pos: int) -> None:
        if key in parent.container:
            raise _fail(f"duplicate dictionary key {key[:40]!r}", pos)
        if self.sorted_keys and parent.last_key is not None and key < parent.last_key:
            raise _fail(f"dictionary key {key[:40]!r} is out of order", pos)
        parent.key = parent.last_key = key


def _length_problem(data: bytes, pos: int) -> str:
    colon = data.find(b":", pos, pos + 24)
    if colon < 0:
        return "string length without ':' (or longer than 20 digits)"
    digits = data[pos:colon]
    if not digits.isdigit():
        return f"string length {digits[:24]!r} is not a decimal number"
    if digits.startswith(b"0"):
        return f"string length {digits.decode()} has a leading zero"
    return "string length longer than 20 digits"


def _integer_problem(data: bytes, pos: int) -> str:
    end = data.find(b"e", pos + 1, pos + 24)
    if end < 0:
        return "unterminated integer (or longer than 19 digits)"
    body = data[pos + 1 : end]
    if body in (b"", b"-"):
        return "integer without digits"
    if body == b"-0":
        return "negative zero"
    digits = body[1:] if body.startswith(b"-") else body
    if not digits.isdigit():
        return f"integer {body[:24]!r} is not a decimal number"
    if digits.startswith(b"0"):
        return f"integer {body.decode()} has a leading zero"
    return "integer outside the signed 64-bit range"

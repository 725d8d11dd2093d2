"""Magnet URIs: find them in chat text and parse them into infohashes (SPEC §3.3, §5; BEP 9, BEP 52).

Parsing is strict where a mistake would attach a download to the wrong torrent (the ``btih``/``btmh``
values) and lenient where it only costs a display detail (``dn``, ``xl``). ``urn:`` kinds other than
BitTorrent's (``ed2k``, ``sha1``, ``tree:tiger`` …) are ignored: multi-network magnets are common.
"""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass
from urllib.parse import unquote_to_bytes

from jellybit.infohash import V1, V2, Infohash, InvalidInfohash, normalize
from jellybit.ingest.errors import InvalidMagnet, NoInfohash, ZeroInfohash
from jellybit.ingest.metainfo import normalize_name

__all__ = ["MAX_MAGNET_BYTES", "Magnet", "find_magnets", "parse_magnet"]

MAX_MAGNET_BYTES = 8 * 1024

_PREFIX = "magnet:?"
_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_NUMBERED = re.compile(r"(.+?)(?:\.[0-9]+)?", re.DOTALL)  # xt.1, tr.2, x.pe.3 → xt, tr, x.pe
_DN = re.compile(r"dn(?:\.\d+)?", re.IGNORECASE)
_BTMH = re.compile(r"1220([0-9A-Fa-f]{64})")
_HEX = re.compile(r"[0-9A-Fa-f]+")
_BASE32 = re.compile(r"[A-Za-z2-7]{32}")
_SIZE = re.compile(r"[0-9]{1,20}")


@dataclass(frozen=True)
class Magnet:
    """A parsed magnet; ``infohashes`` lists v1 hashes first, then v2, without repeats."""

    uri: str
    infohashes: tuple[Infohash, ...]
    name: str
    trackers: tuple[str, ...]
    size: int | None
    peers: tuple[str, ...]


def parse_magnet(uri: str) -> Magnet:
    """Parse one magnet URI; raise InvalidMagnet (not a magnet, bad syntax or hash) or NoInfohash."""
    if not isinstance(uri, str):
        raise InvalidMagnet(f"a magnet must be text, not {type(uri).__name__}")
    text = uri.strip()
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError:
        raise InvalidMagnet("magnet is not valid Unicode text") from None
    if size > MAX_MAGNET_BYTES:
        raise InvalidMagnet(f"magnet is longer than {MAX_MAGNET_BYTES} bytes")
    if text[: len(_PREFIX)].lower() != _PREFIX:
        raise InvalidMagnet("not a magnet link (it must start with 'magnet:?')")
    if _CONTROL.search(text):
        raise InvalidMagnet("magnet contains a control character (tab, line break …)")
    params = _params(text[len(_PREFIX) :])
    return Magnet(
        uri=_without_empty_names(text),
        infohashes=_infohashes(params.get("xt", [])),
        name=normalize_name(next(iter(params.get("dn", [])), "")),
        trackers=_unique(params.get("tr", [])),
        size=_size(params.get("xl", [])),
        peers=_unique(params.get("x.pe", [])),
    )


def _without_empty_names(uri: str) -> str:
    """Drop ``dn`` values that normalise to nothing (the ``-`` sentinel): it must not reach ``source_ref``."""
    head, query = uri[: len(_PREFIX)], uri[len(_PREFIX) :]
    kept = [p for p in query.split("&") if not (_DN.fullmatch(p.partition("=")[0])
                                                  and not normalize_name(_unescape(p.partition("=")[2])))]
    return head + "&".join(kept)


def _params(query: str) -> dict[str, list[str]]:
    """``key=value`` pairs grouped by lowercased, de-numbered key, in order; empty ``&&`` parts skipped."""
    if _BAD_ESCAPE.search(query):
        raise InvalidMagnet("magnet has a broken %-escape")
    params: dict[str, list[str]] = {}
    for part in query.split("&"):
        if not part:
            continue
        key, sep, value = part.partition("=")
        key = _unescape(key).lower()
        if not sep or not key:
            raise InvalidMagnet(f"magnet parameter {part[:40]!r} is not of the form key=value")
        base = _NUMBERED.fullmatch(key).group(1)
        params.setdefault(base, []).append(_unescape(value))
    return params


def _unescape(text: str) -> str:
    """Form-style decoding (``+`` is a space, as libtorrent does); invalid UTF-8 becomes U+FFFD."""
    return unquote_to_bytes(text.replace("+", " ")).decode("utf-8", errors="replace")


def _infohashes(values: list[str]) -> tuple[Infohash, ...]:
    found = [h for h in map(_infohash, values) if h is not None]
    ordered = [h for h in found if h.kind == V1] + [h for h in found if h.kind == V2]
    if not ordered:
        raise NoInfohash("magnet carries no BitTorrent infohash (xt=urn:btih:… or xt=urn:btmh:…)")
    return tuple(dict.fromkeys(ordered))


def _infohash(xt: str) -> Infohash | None:
    """The infohash of one ``xt`` value, or None for a non-BitTorrent URN (ignored by design)."""
    scheme, _, rest = xt.strip().partition(":")
    if scheme.lower() != "urn":
        return None
    kind, _, value = rest.partition(":")
    kind = kind.lower()
    found = _btih(value) if kind == "btih" else _btmh(value) if kind == "btmh" else None
    if found is not None and not found.hash.strip("0"):
        # no torrent has it: qBittorrent would take it and jellybit would wait for metadata in vain (issue 14)
        raise ZeroInfohash(f"{kind} is all zeros: that is no torrent's infohash")
    return found


def _btih(value: str) -> Infohash:
    """v1: 40 hex digits, or the 32-character RFC 4648 base32 form older clients emit."""
    if len(value) == 40:
        try:
            return normalize(value)
        except InvalidInfohash:
            raise InvalidMagnet(f"btih {value!r} is not 40 hex digits") from None
    if len(value) == 32:
        # Checked by pattern first: b32decode would accept '=' padding (→ fewer than 20 bytes) and
        # raise ValueError, not binascii.Error, on non-ASCII text.
        if not _BASE32.fullmatch(value):
            raise InvalidMagnet(f"btih {value!r} is not valid base32")
        return Infohash(base64.b32decode(value.upper()).hex(), V1)
    raise InvalidMagnet(f"btih must be 40 hex or 32 base32 characters, got {len(value)}: {value[:80]!r}")


def _btmh(value: str) -> Infohash:
    """v2: a multihash; only sha2-256 (code 0x12, length 0x20 → prefix ``1220``) is BitTorrent v2."""
    match = _BTMH.fullmatch(value)
    if match:
        return Infohash(match.group(1).lower(), V2)
    if _HEX.fullmatch(value) and len(value) >= 4 and not value.startswith("1220"):
        raise InvalidMagnet(f"btmh multihash prefix {value[:4]!r} is not sha2-256 ('1220')")
    raise InvalidMagnet(f"btmh must be '1220' followed by 64 hex digits: {value[:80]!r}")


def _unique(values: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(v for v in (s.strip() for s in values) if v))


def _size(values: list[str]) -> int | None:
    """``xl`` is advisory: the first well-formed value, else None (a bad one is not worth a refusal)."""
    for value in values:
        if _SIZE.fullmatch(value.strip()):
            return int(value.strip())
    return None


# --- finding magnets in free text ------------------------------------------------------------------

# A run of URI-ish characters starting at "magnet:?" and stopping at whitespace, <>, quotes,
# backticks or the start of the next magnet (two pasted back to back with no separator).
_FIND = re.compile(r"magnet:\?(?:(?!magnet:\?)[^\s<>\"`])*", re.IGNORECASE)
_TRAILING = ".,;:!?…'»›”’)]}"
_OPENING = {")": "(", "]": "[", "}": "{"}


def find_magnets(text: str) -> list[str]:
    """Every magnet URI in ``text`` in order of appearance (repeats kept), trailing punctuation removed.

    Handles several per line, surrounding words, ``<…>`` and ``(…)`` wrapping, markdown links and
    any line breaks. The results are candidates: each still goes through :func:`parse_magnet`.
    """
    found = []
    for match in _FIND.finditer(text):
        body = _trim(match.group(0)[len(_PREFIX) :])
        if body:
            found.append(match.group(0)[: len(_PREFIX)] + body)
    return found


def _trim(body: str) -> str:
    """Drop sentence punctuation stuck to the end, but keep a closing bracket that closes one inside."""
    while body and body[-1] in _TRAILING:
        closing = body[-1]
        if closing in _OPENING and body.count(_OPENING[closing]) >= body.count(closing):
            break
        body = body[:-1]
    return body

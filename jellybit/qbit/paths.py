"""Translate paths as qBittorrent sees them into paths as jellybit sees them (SPEC §6, §12).

qBittorrent may run in another container or host, so ``/downloads/x`` there can be
``/srv/media/downloads/x`` here. A mapping is a list of ``(qbit_prefix, local_prefix)``
pairs; the longest matching prefix wins and prefixes match whole path components only
(``/data`` maps ``/data/x`` but never ``/database``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["PathMap", "map_path", "parse_path_map"]

PathMap = tuple[tuple[str, str], ...]
_WINDOWS_ABS = re.compile(r"^(?:[A-Za-z]:[\\/]|\\\\)")


def _is_windows(path: str) -> bool:
    return bool(_WINDOWS_ABS.match(path))


def _strip(prefix: str) -> str:
    """Drop trailing separators but keep a bare root (``/`` or ``C:\\``)."""
    stripped = prefix.rstrip("/\\")
    if not stripped or (len(stripped) == 2 and stripped[1] == ":"):
        return prefix[: len(stripped) + 1] if len(prefix) > len(stripped) else prefix
    return stripped


def parse_path_map(text: str) -> PathMap:
    """Parse ``qbit_prefix=local_prefix;…`` (the ``JELLYBIT_QBT_PATH_MAP`` format); raise ValueError per bad item.

    The first ``=`` splits an item, so a local path may contain ``=``. Both sides must be
    absolute; the qBittorrent side may be a Windows path (``D:\\Torrents``).
    """
    pairs: list[tuple[str, str]] = []
    seen: set[str] = set()
    for n, raw in enumerate(text.split(";"), start=1):
        item = raw.strip()
        if not item:
            continue
        src, sep, dst = (part.strip() for part in item.partition("="))
        if not sep or not src or not dst:
            raise ValueError(f"path map item {n} {item!r}: expected qbit_prefix=local_prefix")
        if not (src.startswith("/") or _is_windows(src)):
            raise ValueError(f"path map item {n} {item!r}: qBittorrent prefix {src!r} is not absolute")
        if not dst.startswith("/"):
            raise ValueError(f"path map item {n} {item!r}: local prefix {dst!r} is not absolute")
        key = _strip(src)
        if key in seen:
            raise ValueError(f"path map item {n} {item!r}: qBittorrent prefix {src!r} is mapped twice")
        seen.add(key)
        pairs.append((key, _strip(dst)))
    return tuple(pairs)


def _remainder(path: str, prefix: str) -> str | None:
    """The part of ``path`` after ``prefix`` if the prefix ends on a component boundary, else None."""
    if not path.startswith(prefix):
        return None
    rest = path[len(prefix):]
    if rest and prefix[-1] not in "/\\" and rest[0] not in "/\\":
        return None
    return rest


def map_path(path: str, mapping: Iterable[tuple[str, str]]) -> str:
    """Map one path; an empty path or one no prefix matches comes back unchanged."""
    if not path:
        return path
    best: tuple[str, str, str] | None = None
    for src, dst in mapping:
        src_key = _strip(src)
        rest = _remainder(path, src_key)
        if rest is not None and (best is None or len(src_key) > len(best[0])):
            best = (src_key, _strip(dst), rest)
    if best is None:
        return path
    _, dst, rest = best
    if _is_windows(best[0]):
        rest = rest.replace("\\", "/")
    rest = rest.lstrip("/")
    if not rest:
        return dst
    return dst + rest if dst.endswith("/") else f"{dst}/{rest}"

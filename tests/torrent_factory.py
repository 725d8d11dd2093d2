"""Build real ``.torrent`` files for tests, deterministically, with reference implementations.

Reusable by any test (parsers, ingest, qBittorrent integration):

* :func:`make_payload` writes a small directory tree of files with deterministic content;
* :func:`make_torrent` builds a v1, v2-only or hybrid torrent of it with libtorrent (what
  qBittorrent uses), :func:`make_torf_torrent` a v1 one with torf (an independent implementation);
* :func:`infohashes_of`, :func:`files_of` and :func:`magnet_of` ask libtorrent what it sees in a
  ``.torrent``, to compare against our own parser;
* :func:`bencode` and :func:`build_torrent` hand-craft torrents that no tool would make (hostile
  paths, unsorted keys, broken fields).

Same inputs → same bytes: the creation date is fixed and no creator string is written. Test
torrents never name a tracker host; pass loopback URLs (``udp://127.0.0.1:6969``) if needed.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Literal, NamedTuple

import libtorrent as lt
import torf

__all__ = [
    "Hashes",
    "bencode",
    "build_torrent",
    "files_of",
    "infohashes_of",
    "magnet_of",
    "make_payload",
    "make_torf_torrent",
    "make_torrent",
]

Kind = Literal["v1", "v2", "hybrid"]
_FLAGS = {"v1": lt.create_torrent.v1_only, "v2": lt.create_torrent.v2_only, "hybrid": 0}


def make_payload(root: Path | str, files: dict[str, int | bytes]) -> Path:
    """Create ``files`` under ``root`` and return ``root``.

    Keys are ``/``-separated relative paths (sub-directories are created); a value is either the
    exact content or a size, filled with bytes derived from the path (so different files hash
    differently, and the same call always writes the same bytes).
    """
    root = Path(root)
    for relative, spec in files.items():
        target = root / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        content = spec if isinstance(spec, bytes) else random.Random(relative).randbytes(spec)
        target.write_bytes(content)
    return root


def make_torrent(
    path: Path | str,
    kind: Kind = "v1",
    *,
    piece_size: int = 0,
    private: bool = False,
    trackers: tuple[str, ...] = (),
) -> bytes:
    """A ``.torrent`` of a file (single-file torrent) or a directory (multi-file) built by libtorrent.

    ``kind`` picks v1-only, v2-only or hybrid (v1 + v2, with BEP 47 padding files); ``piece_size``
    0 lets libtorrent choose. The torrent's name is the last component of ``path``.
    """
    path = Path(path).resolve()
    ct = lt.create_torrent(lt.list_files(str(path)), piece_size, _FLAGS[kind])
    ct.set_creation_date(0)
    ct.set_creator("")
    ct.set_priv(private)
    for tier, url in enumerate(trackers):
        ct.add_tracker(url, tier)
    lt.set_piece_hashes(ct, str(path.parent))
    return lt.bencode(ct.generate())


def make_torf_torrent(path: Path | str, *, private: bool = False) -> bytes:
    """A v1 ``.torrent`` built by torf — a second, independent implementation to compare against."""
    torrent = torf.Torrent(path=str(path), private=private or None, created_by=None, creation_date=None)
    torrent.generate()
    return torrent.dump()


class Hashes(NamedTuple):
    """Infohashes as libtorrent computes them: lowercase hex, ``None`` where the torrent has no such hash."""

    v1: str | None
    v2: str | None

    @property
    def all(self) -> tuple[str, ...]:
        """The present hashes, v1 first — the order jellybit uses."""
        return tuple(h for h in (self.v1, self.v2) if h is not None)


def infohashes_of(data: bytes) -> Hashes:
    """libtorrent's v1/v2 infohashes of a ``.torrent``."""
    hashes = lt.torrent_info(data).info_hashes()
    return Hashes(
        v1=hashes.v1.to_bytes().hex() if hashes.has_v1() else None,
        v2=hashes.v2.to_bytes().hex() if hashes.has_v2() else None,
    )


def files_of(data: bytes) -> list[tuple[str, int]]:
    """libtorrent's ``(path, size)`` file list, padding files left out (qBittorrent hides them too)."""
    layout = lt.torrent_info(data).layout()
    return [
        (layout.file_path(i), layout.file_size(i))
        for i in range(layout.num_files())
        if not layout.file_flags(i) & lt.file_storage.flag_pad_file
    ]


def magnet_of(data: bytes) -> str:
    """The magnet URI libtorrent makes for a ``.torrent`` (hybrid → both ``btih`` and ``btmh``)."""
    return lt.make_magnet_uri(lt.torrent_info(data))


def bencode(value: Any) -> bytes:
    """Canonical bencoding (dict keys sorted as bytes); ``str`` is UTF-8 encoded, ``bool`` refused."""
    out: list[bytes] = []
    _encode(value, out)
    return b"".join(out)


def _encode(value: Any, out: list[bytes]) -> None:
    if isinstance(value, bool):
        raise TypeError("bencode has no booleans; use 0/1")
    if isinstance(value, int):
        out.append(b"i%de" % value)
    elif isinstance(value, (str, bytes)):
        raw = value.encode() if isinstance(value, str) else value
        out.append(b"%d:%s" % (len(raw), raw))
    elif isinstance(value, (list, tuple)):
        out.append(b"l")
        for item in value:
            _encode(item, out)
        out.append(b"e")
    elif isinstance(value, dict):
        items = sorted((k.encode() if isinstance(k, str) else k, v) for k, v in value.items())
        out.append(b"d")
        for key, item in items:
            _encode(key, out)
            _encode(item, out)
        out.append(b"e")
    else:
        raise TypeError(f"cannot bencode {type(value).__name__}")


def build_torrent(info: dict[str | bytes, Any], **top: Any) -> bytes:
    """A hand-made ``.torrent``: ``{"info": info, **top}``, canonically encoded.

    Top-level keyword names use ``_`` for ``-`` (``announce_list=`` → ``announce-list``).
    """
    return bencode({"info": info, **{key.replace("_", "-"): value for key, value in top.items()}})

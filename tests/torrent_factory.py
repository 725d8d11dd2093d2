"""Build real ``.torrent`` files for tests, deterministically, with reference implementations.

Reusable by any test (parsers, ingest, qBittorrent integration):

* :func:`make_payload` writes a small directory tree of files with deterministic content;
* :func:`make_torrent` builds a v1, v2-only or hybrid torrent of it with libtorrent (what
  qBittorrent uses), :func:`make_torf_torrent` a v1 one with torf (an independent implementation);
* :func:`infohashes_of`, :func:`files_of` and :func:`magnet_of` ask libtorrent what it sees in a
  ``.torrent``, to compare against our own parser;
* :func:`bencode` and :func:`build_torrent` hand-craft torrents that no tool would make (hostile
  paths, unsorted keys, broken fields);
* :data:`SHAPES`, :data:`MAKERS` and :func:`build_shape` are the table of torrent shapes real tools
  produce (single file, one file in a folder, nested folders, padding, empty files, non-ASCII
  names) × the tools and flags that make them; :data:`SHAPE_CASES` lists every (shape, maker)
  pair, and a :class:`ShapedTorrent` carries what a parser test, an upload or a seeder needs.

Same inputs → same bytes: the creation date is fixed and no creator string is written. Test
torrents never name a tracker host; pass loopback URLs (``udp://127.0.0.1:6969``) if needed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, NamedTuple

import libtorrent as lt
import torf

__all__ = [
    "MAKERS",
    "SHAPES",
    "SHAPE_CASES",
    "Hashes",
    "Maker",
    "Shape",
    "ShapedTorrent",
    "build_shape",
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


def make_torf_torrent(path: Path | str, *, private: bool = False, source: str | None = None) -> bytes:
    """A v1 ``.torrent`` built by torf — a second, independent implementation to compare against.

    ``source`` is torf's ``info.source`` field (what private trackers use); it changes the infohash.
    """
    torrent = torf.Torrent(path=str(path), private=private or None, created_by=None, creation_date=None,
                           source=source)
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


# --- the shapes real tools produce ----------------------------------------------------------------


class Shape(NamedTuple):
    """A payload: ``top`` (a file or folder under the build directory) is what the tool is given."""

    id: str
    top: str
    files: dict[str, int | bytes]  # paths relative to the build directory, so they start with ``top``
    about: str


SHAPES: dict[str, Shape] = {
    s.id: s
    for s in (
        Shape("single", "Movie.2020.1080p.mkv", {"Movie.2020.1080p.mkv": 70_001}, "one file, no folder"),
        Shape("one_in_folder", "Movie.2020", {"Movie.2020/Movie.2020.1080p.mkv": 70_001},
              "one file inside a folder (v2-only: libtorrent drops the folder; hybrid: it keeps it)"),
        Shape("several", "Show.S01", {"Show.S01/S01E01.mkv": 40_000, "Show.S01/S01E02.mkv": 50_000,
                                      "Show.S01/S01E03.mkv": 45_001}, "several files in one folder"),
        Shape("nested", "Show", {"Show/Season 1/S01E01.mkv": 40_000, "Show/Season 1/Subs/S01E01.en.srt": 700,
                                 "Show/Season 2/S02E01.mkv": 30_000, "Show/info.nfo": 120}, "nested folders"),
        Shape("padding", "Pad", {"Pad/a.mkv": 40_000, "Pad/b.mkv": 20_001, "Pad/c.srt": 333},
              "sizes that are not piece-aligned: hybrids (and canonical v1) get BEP 47 pad files"),
        Shape("aligned", "Aligned", {"Aligned/a.bin": 65_536, "Aligned/b.bin": 32_768},
              "piece-aligned sizes: no pad files at all"),
        Shape("empty_files", "Extras", {"Extras/a.mkv": 40_000, "Extras/empty.nfo": b"", "Extras/z.txt": 5,
                                        "Extras/sub/also-empty": b""}, "empty files between and after real ones"),
        Shape("one_and_empty", "Film", {"Film/Film.mkv": 30_001, "Film/empty.txt": b""},
              "one real file and an empty one: a hybrid's tail pad sits before the empty file"),
        Shape("non_ascii", "Мастер и Маргарита (2005)", {
            "Мастер и Маргарита (2005)/Серия 01.mkv": 40_000,
            "Мастер и Маргарита (2005)/字幕/日本語.srt": 300,
            "Мастер и Маргарита (2005)/Ünïcödé – ‘quotes’ & spaces.nfo": 50,
        }, "non-ASCII folder and file names"),
        Shape("non_ascii_single", "Амели (2001) 🎬.mkv", {"Амели (2001) 🎬.mkv": 50_000},
              "a non-ASCII single file"),
    )
}


class Maker(NamedTuple):
    """A tool and how it is called: ``kind`` is what comes out (v1, v2-only or hybrid)."""

    tool: Literal["libtorrent", "torf"]
    kind: Kind
    flags: int = 0  # libtorrent create_torrent flags


_CT = lt.create_torrent
MAKERS: dict[str, Maker] = {
    "lt-v1": Maker("libtorrent", "v1", _CT.v1_only),
    "lt-v2": Maker("libtorrent", "v2", _CT.v2_only),
    "lt-hybrid": Maker("libtorrent", "hybrid", 0),  # create_torrent's default flags
    # v1 with BEP 47 pad files, as canonical_files writes them (and libtorrent-made hybrids carry).
    "lt-v1-padded": Maker("libtorrent", "v1", _CT.v1_only | _CT.canonical_files),
    # Hybrids as libtorrent before 2.0.10 wrote them: no pad after the last file.
    "lt-hybrid-no-tail-pad": Maker("libtorrent", "hybrid", _CT.canonical_files_no_tail_padding),
    "torf-v1": Maker("torf", "v1"),  # torf makes v1 only
}

# The flag variants only differ from the plain makers where files are not piece-aligned.
_VARIANT_SHAPES = {"lt-v1-padded": ("padding", "empty_files", "non_ascii"),
                   "lt-hybrid-no-tail-pad": ("padding", "empty_files", "one_and_empty")}
SHAPE_CASES: list[tuple[str, str]] = [
    (shape, maker) for shape in SHAPES for maker in MAKERS
    if maker not in _VARIANT_SHAPES or shape in _VARIANT_SHAPES[maker]
]


@dataclass(frozen=True)
class ShapedTorrent:
    """One built case. Seed it with ``save_path`` (where libtorrent finds every file of the torrent).

    ``files`` and ``hashes`` are libtorrent's reading (padding left out, v1 before v2), ``name`` is
    the torrent's ``name`` field (what jellybit shows; libtorrent's ``name()`` is the file's for a
    v2-only one-file folder); ``name``,
    ``kind``, ``data`` and ``parent`` match the fields of ``tests.fixtures.seeder.BuiltTorrent``, so
    :meth:`built` turns it into one for the seeder and magnet helpers.
    """

    shape: Shape
    maker: str
    kind: Kind
    name: str
    data: bytes
    content: Path  # the file or folder the tool was given
    save_path: Path
    files: list[tuple[str, int]]
    hashes: Hashes

    @property
    def parent(self) -> Path:
        return self.save_path

    @property
    def id(self) -> str:
        return f"{self.shape.id}-{self.maker}"

    def built(self):  # -> tests.fixtures.seeder.BuiltTorrent (imported late: seeder imports this module)
        from jellybit.infohash import normalize
        from tests.fixtures.seeder import BuiltTorrent

        hashes = tuple(normalize(h) for h in self.hashes.all)
        return BuiltTorrent(self.name, self.kind, self.save_path, self.data, hashes)


def build_shape(shape: Shape | str, maker: Maker | str, directory: Path | str) -> ShapedTorrent:
    """Write ``shape`` under ``directory/<shape>-<maker>/`` and build its torrent with ``maker``.

    Same inputs → same bytes. ``save_path`` is the build directory, except when libtorrent reads
    the torrent as a single file that sits inside the given folder (a v2-only one-file folder):
    then it is that folder, so ``save_path / path`` exists for every file libtorrent lists.
    """
    shape = SHAPES[shape] if isinstance(shape, str) else shape
    maker_id = maker if isinstance(maker, str) else next(k for k, v in MAKERS.items() if v == maker)
    how = MAKERS[maker_id]
    base = Path(directory) / f"{shape.id}-{maker_id}"
    make_payload(base, shape.files)
    content = (base / shape.top).resolve()
    if how.tool == "torf":
        # Without a source, torf's v1 of a one-file payload is byte for byte libtorrent's: the same
        # infohash twice in the table would make a journey over every case see "already here".
        data = make_torf_torrent(content, source="torf")
    else:
        ct = lt.create_torrent(lt.list_files(str(content)), 0, how.flags)
        ct.set_creation_date(0)
        ct.set_creator("")
        lt.set_piece_hashes(ct, str(content.parent))
        data = lt.bencode(ct.generate())
    files = files_of(data)
    save_path = content.parent if (content.parent / files[0][0]).exists() else content
    missing = [p for p, _ in files if not (save_path / p).is_file()]
    assert not missing, f"{shape.id}-{maker_id}: {missing} not under {save_path}"
    info = lt.bdecode(data)[b"info"]
    name = info.get(b"name.utf-8", info[b"name"]).decode()  # libtorrent's name() is the file's for a v2 one-file
    return ShapedTorrent(shape, maker_id, how.kind, name, data, content, save_path, files, infohashes_of(data))

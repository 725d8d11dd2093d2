"""``.torrent`` metainfo: infohashes, name and file list, read the way qBittorrent will read them (SPEC §3.3, §5).

The infohash is hashed from the raw bytes of ``info`` as they sit in the file (never re-encoded),
so it equals what libtorrent — and therefore qBittorrent — computes. File paths are returned as
given, with the torrent name as the root folder of a multi-file torrent (``name/sub/file.mkv``, as
qBittorrent reports them); hostile components are not rewritten or judged here: path safety has one
owner, the layout (``layout/safety.py``), which refuses them when a plan is built and shows the path.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from jellybit.infohash import V1, V2, Infohash
from jellybit.ingest import bencode
from jellybit.ingest.errors import MalformedTorrent, TooLarge, Unsupported

__all__ = [
    "DEFAULT_MAX_SIZE",
    "Metainfo",
    "TorrentFile",
    "normalize_name",
    "parse_torrent",
]

DEFAULT_MAX_SIZE = 10 * 1024 * 1024
_V2_MIN_PIECE = 16 * 1024


# --- name normalisation ---------------------------------------------------------------------------

# C0, DEL and C1 control characters: the whitespace ones (tab, newline, …) become a space so words
# stay apart, the rest are dropped.
_CONTROLS = {cp: (" " if chr(cp).isspace() else None) for cp in (*range(0x20), *range(0x7F, 0xA0))}
_SPACES = re.compile(r"\s+")  # Unicode-aware: NBSP, U+2000…U+200A, U+3000 and friends
_NO_NAME = "-"  # the sentinel some tools write when a torrent has no name (seed 001: metainfo.NoName)


def normalize_name(name: str) -> str:
    """Display form of a torrent/magnet name: controls removed, whitespace runs → one space, trimmed.

    The lone ``-`` sentinel means "no name" and becomes ``""`` so it never reaches recognition,
    ``source_ref`` or the name hint (seed 001). Other dash/underscore-only names are kept: they are
    odd but real names, and guessing there would hide data.
    """
    text = _SPACES.sub(" ", name.translate(_CONTROLS)).strip(" ")
    return "" if text == _NO_NAME else text


# --- result types -----------------------------------------------------------------------------------


class TorrentFile(NamedTuple):
    """One payload file; ``path`` includes the torrent name as root folder for multi-file torrents."""

    path: tuple[str, ...]
    size: int


@dataclass(frozen=True)
class Metainfo:
    """What ingest needs from a ``.torrent``; ``raw`` is the file itself, to be stored content-addressed."""

    infohashes: tuple[Infohash, ...]
    name: str
    files: tuple[TorrentFile, ...]
    total_size: int
    private: bool
    trackers: tuple[str, ...]
    meta_version: int
    raw: bytes = field(repr=False)


class _Entry(NamedTuple):
    path: tuple[str, ...]
    size: int
    pad: bool
    root: bytes = b""  # a v2 file's 'pieces root'


# --- parsing ----------------------------------------------------------------------------------------


def parse_torrent(data: bytes, max_size: int = DEFAULT_MAX_SIZE) -> Metainfo:
    """Parse and validate a ``.torrent``; raise TooLarge, MalformedTorrent or Unsupported, else return Metainfo."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise MalformedTorrent(f"a .torrent must be bytes, not {type(data).__name__}")
    data = bytes(data)
    if len(data) > max_size:
        raise TooLarge(f".torrent of {len(data)} bytes is over the limit of {max_size} bytes")
    decoded = bencode.decode(data, max_size=max_size)
    top = decoded.value
    if not isinstance(top, dict):
        raise MalformedTorrent("a .torrent must be a bencoded dictionary")
    info = top.get(b"info")
    if not isinstance(info, dict):
        raise MalformedTorrent("missing 'info' dictionary")
    start, end = decoded.spans[b"info"]
    return _build(data, data[start:end], top, info)


def _build(data: bytes, raw_info: bytes, top: dict, info: dict) -> Metainfo:
    version = _meta_version(info)
    has_v1 = b"pieces" in info
    if not has_v1 and version != 2:
        raise MalformedTorrent("info has no 'pieces' and is not a v2 torrent ('meta version' 2)")
    raw_name = _name(info)
    piece_length = _piece_length(info, version)
    v1 = _v1_entries(info, raw_name) if has_v1 else None
    # libtorrent roots a one-file tree at the name whenever a v1 'files' list exists (hybrid).
    v2 = _v2_entries(info, raw_name, rooted=b"files" in info) if version == 2 else None
    if v1 is not None:
        _check_pieces(info[b"pieces"], v1, piece_length)
    if v1 is not None and v2 is not None:
        _check_compatible(v1, v2, piece_length)
    if v2 is not None:
        _check_piece_layers(top.get(b"piece layers"), v2, piece_length)
    # Like libtorrent, a hybrid's file list is the v2 one: the two agree on every non-empty file.
    all_entries = v2 if v2 is not None else v1
    entries = [e for e in all_entries if not e.pad]
    if not any(e.size for e in entries):
        raise MalformedTorrent("the torrent holds no data (only empty or padding files)")
    files = tuple(TorrentFile(e.path, e.size) for e in entries)
    hashes = []
    if has_v1:
        hashes.append(Infohash(hashlib.sha1(raw_info).hexdigest(), V1))
    if version == 2:
        hashes.append(Infohash(hashlib.sha256(raw_info).hexdigest(), V2))
    return Metainfo(
        infohashes=tuple(hashes),
        name=normalize_name(raw_name),
        files=files,
        total_size=sum(f.size for f in files),
        private=info.get(b"private") == 1,
        trackers=_trackers(top),
        meta_version=version,
        raw=data,
    )


def _meta_version(info: dict) -> int:
    version = info.get(b"meta version", 1)
    if not isinstance(version, int):
        raise MalformedTorrent("'meta version' is not an integer")
    if version not in (1, 2):
        raise Unsupported(f"'meta version' {version} is not supported (only 1 and 2)")
    return version


def _text(value: bytes) -> str:
    return value.decode("utf-8", errors="replace")


def _name(info: dict) -> str:
    """``name.utf-8`` when present and non-empty (as libtorrent prefers it), else ``name``."""
    for key in (b"name.utf-8", b"name"):
        value = info.get(key)
        if value is None:
            continue
        if not isinstance(value, bytes):
            raise MalformedTorrent(f"'{key.decode()}' is not a string")
        if value:
            return _text(value)
    raise MalformedTorrent("missing or empty 'name'")


def _piece_length(info: dict, version: int) -> int:
    size = info.get(b"piece length")
    if not isinstance(size, int) or size <= 0:
        raise MalformedTorrent("'piece length' is missing or not a positive integer")
    if version == 2 and (size < _V2_MIN_PIECE or size & (size - 1)):
        raise MalformedTorrent(f"'piece length' {size} is not a power of two ≥ 16 KiB (required by v2)")
    return size


def _size(node: dict, where: str) -> int:
    size = node.get(b"length")
    if not isinstance(size, int) or size < 0:
        raise MalformedTorrent(f"{where}: 'length' is missing or not a non-negative integer")
    return size


_BITCOMET_PAD = "_____padding_file_"


def _attr(node: dict) -> bytes:
    attr = node.get(b"attr", b"")
    if not isinstance(attr, bytes):
        raise MalformedTorrent("'attr' is not a string")
    return attr


def _is_v1_pad(node: dict, path: tuple[str, ...]) -> bool:
    """A v1 padding file as libtorrent sees one: BEP 47 ``attr`` with ``p``, or BitComet's name.

    A path under ``.pad/`` without the attribute is a real file to libtorrent (and so to
    qBittorrent, which downloads and shows it), so it is one here too.
    """
    return b"p" in _attr(node) or any(_BITCOMET_PAD in part for part in path)


def _v1_entries(info: dict, name: str) -> list[_Entry]:
    """BEP 3 single-file (``length``) or multi-file (``files``) list; ``files`` wins like in libtorrent."""
    files = info.get(b"files")
    if files is None:
        return [_Entry((name,), _size(info, "info"), _is_v1_pad(info, (name,)))]
    if not isinstance(files, list) or not files:
        raise MalformedTorrent("'files' is not a non-empty list")
    entries = []
    for index, node in enumerate(files):
        where = f"files[{index}]"
        if not isinstance(node, dict):
            raise MalformedTorrent(f"{where} is not a dictionary")
        size = _size(node, where)
        relative = _v1_path(node, where)
        if relative is None:
            # libtorrent accepts a padding file without a path (it files it under .pad/<size>).
            if b"p" not in _attr(node):
                raise MalformedTorrent(f"{where}: missing or empty 'path'")
            entries.append(_Entry((name, ".pad", str(size)), size, True))
            continue
        path = (name, *relative)
        entries.append(_Entry(path, size, _is_v1_pad(node, path)))
    return entries


def _v1_path(node: dict, where: str) -> tuple[str, ...] | None:
    for key in (b"path.utf-8", b"path"):
        parts = node.get(key)
        if parts is None:
            continue
        if not isinstance(parts, list) or not all(isinstance(p, bytes) for p in parts):
            raise MalformedTorrent(f"{where}: '{key.decode()}' is not a list of strings")
        if parts:
            return tuple(_text(p) for p in parts)
    return None


def _v2_entries(info: dict, name: str, *, rooted: bool) -> list[_Entry]:
    """BEP 52 ``file tree``: nested dicts keyed by path component, a file is ``{"": {length…}}``.

    A tree whose only entry is a file is a single-file torrent — its path is that key, which
    libtorrent (so qBittorrent) uses even if it differs from ``name`` — unless ``rooted``: a
    hybrid with a v1 ``files`` list (libtorrent 2.x's output for one file in a folder) keeps the
    name as root folder, as libtorrent does. Anything else is rooted at ``name``.
    """
    tree = info.get(b"file tree")
    if not isinstance(tree, dict) or not tree:
        raise MalformedTorrent("'file tree' is missing or empty in a v2 torrent")
    entries: list[_Entry] = []
    # Depth-first in key order — libtorrent's file order, hence qBittorrent's file indexes. An explicit
    # stack of iterators: depth is already bounded by the decoder, but recursion is still avoided.
    stack = [((), iter(tree.items()))]
    while stack:
        prefix, children = stack[-1]
        for key, child in children:
            path = (*prefix, _text(key))
            if not isinstance(child, dict) or not child:
                raise MalformedTorrent(f"file tree entry {'/'.join(path)!r} is not a non-empty dictionary")
            if b"" in child:
                entries.append(_v2_file(child, path))
            else:
                stack.append((path, iter(child.items())))
                break
        else:
            stack.pop()
    if not rooted and len(entries) == 1 and len(entries[0].path) == 1 and len(tree) == 1:
        return entries
    return [e._replace(path=(name, *e.path)) for e in entries]


def _v2_file(node: dict, path: tuple[str, ...]) -> _Entry:
    where = f"file tree entry {'/'.join(path)!r}"
    props = node[b""]
    if len(node) != 1 or not isinstance(props, dict):
        raise MalformedTorrent(f"{where} mixes a file and a directory")
    size = _size(props, where)
    if b"p" in _attr(props):
        # v2 pads are implicit (piece-aligned files); libtorrent refuses an explicit one.
        raise MalformedTorrent(f"{where} is marked as a padding file, which a v2 'file tree' may not hold")
    root = props.get(b"pieces root")
    if size and (not isinstance(root, bytes) or len(root) != 32 or not root.strip(b"\0")):
        raise MalformedTorrent(f"{where}: 'pieces root' is missing or not a 32-byte hash")
    return _Entry(path, size, False, root if size else b"")


def _check_pieces(pieces: Any, entries: list[_Entry], piece_length: int) -> None:
    """v1 ``pieces`` must hold one 20-byte SHA-1 per piece; libtorrent refuses the torrent otherwise."""
    if not isinstance(pieces, bytes) or len(pieces) % 20:
        raise MalformedTorrent("'pieces' is not a string of 20-byte hashes")
    total = sum(e.size for e in entries)
    expected = -(-total // piece_length)
    if len(pieces) // 20 != expected:
        raise MalformedTorrent(f"'pieces' holds {len(pieces) // 20} hashes, the files need {expected}")


_BLOCK = 16 * 1024


def _check_piece_layers(layers: Any, entries: list[_Entry], piece_length: int) -> None:
    """A v2 file's piece layer, when given, must have one hash per piece and hash up to its root.

    A missing layer is fine (peers can send it, and qBittorrent 4.5.2 loads such a file); a wrong
    one is not: both libtorrents refuse a layer of the wrong size, and one whose hashes do not lead
    to the 'pieces root' makes libtorrent 2.1 refuse the file while qBittorrent 4.5.2 answers "Ok."
    and then never lists the torrent.
    """
    if not isinstance(layers, dict):
        return
    for e in entries:
        layer = layers.get(e.root) if e.size > piece_length else None
        if layer is None:
            continue
        pieces = -(-e.size // piece_length)
        where = f"the piece layer of {'/'.join(e.path)!r}"
        if not isinstance(layer, bytes):
            raise MalformedTorrent(f"{where} is not a string of hashes")
        if len(layer) != 32 * pieces:
            raise MalformedTorrent(f"{where} is {len(layer)} bytes, not one 32-byte hash for each of its "
                                   f"{pieces} pieces")
        if _merkle_root(layer, piece_length) != e.root:
            raise MalformedTorrent(f"{where} does not hash to the file's 'pieces root'")


def _merkle_root(layer: bytes, piece_length: int) -> bytes:
    """BEP 52 root over a piece layer: leaves padded to a power of two with an all-zero piece's hash."""
    pad = bytes(32)
    for _ in range((piece_length // _BLOCK).bit_length() - 1):
        pad = hashlib.sha256(pad + pad).digest()
    nodes = [layer[i : i + 32] for i in range(0, len(layer), 32)]
    width = 1 << (len(nodes) - 1).bit_length()
    nodes += [pad] * (width - len(nodes))
    while len(nodes) > 1:
        nodes = [hashlib.sha256(nodes[i] + nodes[i + 1]).digest() for i in range(0, len(nodes), 2)]
    return nodes[0]


class _Slot(NamedTuple):
    path: tuple[str, ...]
    size: int
    offset: int
    relevant: bool  # a non-empty, non-padding file: the only kind whose place must agree


def _slots(entries: list[_Entry], piece_length: int, *, pad_v2: bool) -> list[_Slot]:
    """File slots with offsets; ``pad_v2`` adds the padding libtorrent puts after every unaligned v2 file."""
    slots, offset = [], 0
    for e in entries:
        slots.append(_Slot(e.path, e.size, offset, not e.pad and e.size > 0))
        offset += e.size
        if pad_v2 and offset % piece_length:
            pad = piece_length - offset % piece_length
            slots.append(_Slot((), pad, offset, False))
            offset += pad
    return slots


def _check_compatible(v1: list[_Entry], v2: list[_Entry], piece_length: int) -> None:
    """A hybrid's v1 list and v2 tree must lay out the same data, or v1 and v2 peers would disagree.

    libtorrent's rule (``files_compatible``): the same number of entries and total size (padding
    included; a v1 list without the final pad is accepted), and slot by slot the same non-empty
    real files — path, size and offset; empty files and pads only need to sit in the same slots.
    """
    one = _slots(v1, piece_length, pad_v2=False)
    two = _slots(v2, piece_length, pad_v2=True)
    if len(two) == len(one) + 1:
        _drop_tail_padding(two)  # older libtorrent wrote hybrids without it
    same = len(one) == len(two) and sum(s.size for s in one) == sum(s.size for s in two)
    if not same or any(a.relevant != b.relevant or (a.relevant and a != b) for a, b in zip(one, two)):
        raise MalformedTorrent(_disagreement(v1, v2))


def _drop_tail_padding(slots: list[_Slot]) -> None:
    """Remove the last padding slot if only empty files follow it (libtorrent's ``remove_tail_padding``)."""
    for index in range(len(slots) - 1, -1, -1):
        if not slots[index].path:
            del slots[index]
            return
        if slots[index].size:
            return


def _disagreement(v1: list[_Entry], v2: list[_Entry]) -> str:
    """Say which file differs, so the refusal can be checked against the torrent by eye."""
    one = {e.path: e.size for e in v1 if not e.pad and e.size}
    two = {e.path: e.size for e in v2 if not e.pad and e.size}
    detail = ""
    for path in (*one, *two):
        if one.get(path) != two.get(path):
            detail = (f": {'/'.join(path)!r} is {one.get(path, 'absent')} bytes in 'files' "
                      f"and {two.get(path, 'absent')} in 'file tree'")
            break
    else:
        detail = ": the files are not laid out in the same order or with the same padding"
    return "hybrid torrent: the v1 'files' and the v2 'file tree' disagree" + detail


def _trackers(top: dict) -> tuple[str, ...]:
    """``announce`` then every tier of ``announce-list`` (BEP 12), de-duplicated in order."""
    urls: list[bytes] = []
    announce = top.get(b"announce")
    if announce is not None:
        if not isinstance(announce, bytes):
            raise MalformedTorrent("'announce' is not a string")
        urls.append(announce)
    tiers = top.get(b"announce-list", [])
    if not isinstance(tiers, list) or not all(isinstance(t, list) for t in tiers):
        raise MalformedTorrent("'announce-list' is not a list of lists")
    for tier in tiers:
        if not all(isinstance(u, bytes) for u in tier):
            raise MalformedTorrent("'announce-list' holds a non-string tracker")
        urls.extend(tier)
    cleaned = (_text(u).strip() for u in urls)
    return tuple(dict.fromkeys(u for u in cleaned if u))


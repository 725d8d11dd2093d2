"""The ingest service: the one function every transport calls (SPEC §5, seed 001).

Contract: on success, a new download in ``catched`` or the already-active
download that owns one of the hashes — the result says which. On EVERY error
path the result is nothing: no download row, no hash row, no stored file, no
qBittorrent call (adding happens later, in the worker). Errors are typed
(:mod:`jellybit.ingest.errors`); transports report them with their
``request_id`` and never promise an id that does not exist.

A ``.torrent`` is stored content-addressed (``<data>/torrents/<sha256>.torrent``)
and becomes the ``source_ref``; a magnet's ``source_ref`` is the magnet URI.
"""

from __future__ import annotations

import hashlib
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path

from jellybit import logs, store, words
from jellybit.infohash import Infohash
from jellybit.store import queries
from jellybit.store.downloads import download_from_row

from .errors import IngestError, InvalidMagnet, NoInfohash
from .magnet import find_magnets, parse_magnet
from .metainfo import parse_torrent

MAX_FILES = 20  # .torrent files per request (web form and API); more belong in several requests

__all__ = ["Ingested", "Outcome", "ingest_magnet", "ingest_torrent", "ingest_text", "ingest_lines", "ingest_many",
           "IngestError"]

log = logs.get_logger(__name__)

# Serialises "store the file, then create the row" within this process, so a failed
# ingest never removes a stored file that a concurrent ingest of the same torrent uses.
_torrent_store_lock = threading.Lock()


@dataclass(frozen=True)
class Ingested:
    """A successful ingest: the download, and whether this call created it."""

    download_id: str
    created: bool
    name: str
    infohashes: tuple[Infohash, ...]
    # (id, name) of an earlier download of the same torrent that is in the library: the seeds want a new
    # download for a re-add, and the person is told it is already there (issue 12).
    in_library: tuple[str, str] | None = None
    # The download as stored by this ingest (compare=False: it is a snapshot, not part of the outcome's
    # identity); the API answers with it instead of reading the row again.
    download: store.Download | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Outcome:
    """One item of a batch: ``ingested`` or ``error`` (never both); ``label`` says what the item was.

    On error, ``reason`` is the person's sentence (``error.message`` is the technical detail) and ``text``
    is what they gave (a whole pasted line), so a form can give back exactly what was not accepted.
    """

    label: str
    ingested: Ingested | None = None
    error: IngestError | None = None
    reason: str = ""
    text: str = ""

    @property
    def said(self) -> str:
        """The sentence to show for a refusal (the reason, or the technical message when there is none)."""
        return self.reason or (self.error.message if self.error else "")


def ingest_magnet(uri: str, *, category: str | None = None) -> Ingested:
    """Parse one magnet and create (or find) its download; raises :class:`IngestError`."""
    magnet = parse_magnet(uri)
    result = store.create_download_if_no_active(hashes=magnet.infohashes, source_ref=magnet.uri,
                                                source_kind="magnet", name=magnet.name, category=category)
    return _accepted(result, magnet.name, magnet.infohashes, "magnet")


def ingest_torrent(data: bytes, *, torrents_dir: Path, max_size: int, category: str | None = None,
                   filename: str | None = None) -> Ingested:
    """Parse one ``.torrent``, store it content-addressed and create (or find) its download."""
    meta = parse_torrent(data, max_size=max_size)
    digest = hashlib.sha256(meta.raw).hexdigest()
    target = Path(torrents_dir) / f"{digest}.torrent"
    with _torrent_store_lock:
        stored_now = not target.exists()
        if stored_now:
            _write_atomically(target, meta.raw)
        try:
            result = store.create_download_if_no_active(hashes=meta.infohashes, source_ref=str(target),
                                                        source_kind="torrent", name=meta.name, category=category,
                                                        size=meta.total_size)
        except BaseException:
            if stored_now:
                target.unlink(missing_ok=True)
            raise
        if not result.created and stored_now and not _referenced(str(target)):
            target.unlink(missing_ok=True)  # a duplicate leaves nothing behind either
    return _accepted(result, meta.name, meta.infohashes, "torrent", filename=filename)


def ingest_text(text: str, *, category: str | None = None) -> list[Outcome]:
    """Every magnet found in free text (chat message, pasted lines), one outcome each, in order.

    Text with no magnet at all is one error outcome: the person sent something, and the reply must say why
    nothing happened.
    """
    if not isinstance(text, str) or not text.strip():
        return [Outcome("", error=NoInfohash("the text is empty: paste one or more magnet links"),
                        reason=words.ingest_reason("empty"))]
    found = find_magnets(text)
    if not found:
        shown = text.strip()[:60]
        return [Outcome(shown, error=InvalidMagnet("no magnet link found in the text (they start with 'magnet:?')"),
                        reason=words.ingest_reason("not_magnet"), text=text.strip())]
    return [_outcome(m[:80], ingest_magnet, m, category=category) for m in found]


def ingest_lines(text: str, *, category: str | None = None) -> list[Outcome]:
    """A pasted list, line by line: every magnet in a line is added, and a line with no magnet is reported
    (not silently dropped) — the web form gives the refused lines back with their reasons."""
    outcomes: list[Outcome] = []
    for line in (text or "").splitlines():
        line = line.strip()
        if not line:
            continue
        found = find_magnets(line)
        if not found:
            outcomes.append(Outcome(line[:80], error=InvalidMagnet("not a magnet link (it must start with 'magnet:?')"),
                                    reason=words.ingest_reason("not_magnet"), text=line))
            continue
        outcomes += [_outcome(m[:80], ingest_magnet, m, category=category, text=m if len(found) > 1 else line)
                     for m in found]
    return outcomes or ingest_text("", category=category)


def ingest_many(*, magnets: list[str] = (), torrents: list[tuple[str, bytes]] = (), torrents_dir: Path | None,
                max_size: int, category: str | None = None) -> list[Outcome]:
    """A batch from one request: magnets (each may be free text) and ``(filename, bytes)`` torrents
    (``torrents_dir`` is needed only when there are torrents)."""
    outcomes: list[Outcome] = []
    for text in magnets:
        outcomes.extend(ingest_text(text, category=category))
    for filename, data in torrents:
        outcomes.append(_outcome(filename or "upload.torrent", ingest_torrent, data, torrents_dir=torrents_dir,
                                 max_size=max_size, category=category, filename=filename))
    return outcomes


def _outcome(label: str, fn, *args, text: str = "", **kwargs) -> Outcome:
    try:
        return Outcome(label, ingested=fn(*args, **kwargs))
    except IngestError as exc:
        log.info("ingest refused: %s", exc.message, extra={"code": exc.code, "input": label})
        data = args[0] if args and isinstance(args[0], bytes) else None
        return Outcome(label, error=exc, reason=words.ingest_reason(exc.code, data=data, limit=kwargs.get("max_size")),
                       text=text or (args[0] if args and isinstance(args[0], str) else ""))


def _accepted(result: store.CreateResult, name: str, hashes, kind: str, **extra) -> Ingested:
    all_hashes = tuple(store.hashes_of(result.download_id)) if not result.created else tuple(hashes)
    with logs.download_context(result.download_id, [h.hash for h in all_hashes]):
        log.info("ingest %s: %s", "accepted" if result.created else "already active", kind,
                 extra={"new_download": result.created, "source_kind": kind, "torrent_name": name,
                        **({"added_hashes": list(result.added_hashes)} if not result.created and result.added_hashes
                           else {}), **extra})
    if result.created:
        download = download_from_row(result.row)
    else:
        download = store.get(result.download_id)
        name = download.name
    earlier = None if result.fresh else queries.in_library_with(result.download_id)
    return Ingested(result.download_id, result.created, name, all_hashes,
                    (earlier.id, earlier.name) if earlier is not None else None, download)


def _write_atomically(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)


def _referenced(source_ref: str) -> bool:
    return store.Download.select().where(store.Download.source_ref == source_ref).exists()

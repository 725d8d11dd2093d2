"""What a qBittorrent torrent dict means for jellybit: its class and its hashes.

Pure functions over the dicts that ``torrents/info`` and ``sync/maindata`` return, so
the worker never reads ``state`` strings or ``hash`` fields itself (SPEC §3.3, §6.2).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from typing import Any

from jellybit.infohash import V2, Infohash, normalize

__all__ = ["KNOWN_STATES", "PAUSED_STATES", "TorrentClass", "api_id", "classify", "torrent_hashes"]


class TorrentClass(str, enum.Enum):
    """What the worker does with a torrent; the value is safe to log and show."""

    READY = "ready"  # all wanted data is on disk: link it
    DOWNLOADING = "downloading"  # transferring (or preparing to)
    STALLED = "stalled"  # incomplete, nobody to download from right now
    QUEUED = "queued"  # incomplete, waiting for a queue slot
    METADATA = "metadata"  # a magnet waiting for its metadata
    CHECKING = "checking"  # hashing data or reading resume data: wait, even if progress is 1
    MOVING = "moving"  # files are being moved: never touch them
    PAUSED = "paused"  # stopped before completion (4.5 pausedDL, 5.x stoppedDL)
    ERROR = "error"  # qBittorrent gave up: I/O error or files missing
    UNKNOWN = "unknown"  # a state this code does not know


# qBittorrent 5.0 renamed pausedUP/pausedDL to stoppedUP/stoppedDL (Web API 2.11); both are accepted.
_COMPLETE = frozenset({"uploading", "stalledUP", "queuedUP", "forcedUP", "pausedUP", "stoppedUP"})
_BY_STATE: dict[str, TorrentClass] = {
    "error": TorrentClass.ERROR,
    "missingFiles": TorrentClass.ERROR,
    "checkingUP": TorrentClass.CHECKING,
    "checkingDL": TorrentClass.CHECKING,
    "checkingResumeData": TorrentClass.CHECKING,
    "moving": TorrentClass.MOVING,
    "metaDL": TorrentClass.METADATA,
    "forcedMetaDL": TorrentClass.METADATA,
    "downloading": TorrentClass.DOWNLOADING,
    "forcedDL": TorrentClass.DOWNLOADING,
    "allocating": TorrentClass.DOWNLOADING,
    "stalledDL": TorrentClass.STALLED,
    "queuedDL": TorrentClass.QUEUED,
    "pausedDL": TorrentClass.PAUSED,
    "stoppedDL": TorrentClass.PAUSED,
    "unknown": TorrentClass.UNKNOWN,
}
KNOWN_STATES = frozenset(_BY_STATE) | _COMPLETE
# Stopped by someone (the person, jellybit after a failure, the WebUI), complete or not: 4.5 and 5.x names.
PAUSED_STATES = frozenset({"pausedDL", "stoppedDL", "pausedUP", "stoppedUP"})


def classify(torrent: Mapping[str, Any]) -> TorrentClass:
    """Classify a torrent dict; errors, checking and moving win over a progress of 1.

    READY needs ``progress == 1`` and a seeding/complete state, or ``completion_on > 0``
    (the epoch of the last completion, 0 if never). ``amount_left`` is never used:
    it is 0 while a magnet still waits for metadata (4.5.2, notes §6).
    """
    state = str(torrent.get("state") or "unknown")
    progress = float(torrent.get("progress") or 0)
    fixed = _BY_STATE.get(state)
    if fixed in (TorrentClass.ERROR, TorrentClass.CHECKING, TorrentClass.MOVING):
        return fixed
    if progress >= 1 and (state in _COMPLETE or int(torrent.get("completion_on") or 0) > 0):
        return TorrentClass.READY
    if fixed is not None:
        return fixed
    if state in _COMPLETE:  # an UP state below 100 %: wanted files changed under it; wait for qBittorrent
        return TorrentClass.DOWNLOADING
    return TorrentClass.UNKNOWN


def torrent_hashes(torrent: Mapping[str, Any]) -> list[Infohash]:
    """Every hash of a torrent, v1 before v2: the one collector, so no caller reads ``hash`` by mistake.

    qBittorrent ≥ 4.4 (libtorrent 2, Web API 2.8.x) reports ``infohash_v1``/``infohash_v2``. Its
    ``hash`` is the API id, and for v2-only and hybrid torrents that is the v2 hash TRUNCATED to
    40 hex (verified on 4.5.2, notes §4): it looks like a v1 hash but is none, so it is used only
    when both fields are empty (older qBittorrent, where it really is the v1 hash).
    """
    found: list[Infohash] = []
    for key in ("infohash_v1", "infohash_v2"):
        value = torrent.get(key)
        if value:
            found.append(normalize(value))
    if not found and torrent.get("hash"):
        found.append(normalize(torrent["hash"]))
    return list(dict.fromkeys(found))


def api_id(hashes: Iterable[Infohash | str]) -> str:
    """The id qBittorrent uses for a torrent with these hashes: ``v2[:40]`` if a v2 is known, else v1.

    Lookups by ``torrent_hashes=`` match only this id (4.5.2): the full v2 hash and a hybrid's
    v1 hash match nothing (notes §4).
    """
    known = [h if isinstance(h, Infohash) else normalize(h) for h in hashes]
    for h in known:
        if h.kind == V2:
            return h.hash[:40]
    if not known:
        raise ValueError("no infohash given")
    return known[0].hash

"""Merge ``sync/maindata`` answers into full torrent dicts (pure; the HTTP side is ``QbitClient.sync_delta``).

qBittorrent 4.5.2 (Web API 2.8.19, notes §8): the first answer (``rid=0``, or an unknown or
old rid) has ``full_update: True`` and every torrent; later answers carry only the fields
that changed, new torrents in full, and ``torrents_removed``. Torrent dicts in ``torrents``
are keyed by the API id and have no ``hash`` field, so the cache puts it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

__all__ = ["MaindataCache", "SyncDelta"]

Torrent = dict[str, Any]


@dataclass(frozen=True)
class SyncDelta:
    """One tick's result; torrent dicts are full (merged) and must be treated as read-only.

    Match torrents by their hashes (``states.torrent_hashes``), never by id across ticks: when a
    btih-only magnet of a hybrid torrent gets its metadata, 4.5.2 changes its id from the v1 hash
    to ``v2[:40]`` and one answer reports the old id in ``removed`` and the new one in ``changed``.
    Seeding torrents change ``time_active``/``seeding_time`` every second, so ``changed_fields``
    lets a caller skip answers that moved only counters.
    """

    rid: int
    full_update: bool
    changed: dict[str, Torrent]  # API id -> full dict, for torrents added or changed by this answer
    removed: list[str]  # API ids that disappeared
    torrents: Mapping[str, Torrent] = field(repr=False)  # every torrent known after this answer
    changed_fields: dict[str, frozenset[str]] = field(default_factory=dict, repr=False)  # id -> keys that changed


class MaindataCache:
    """The local copy of qBittorrent's torrent list, advanced by one ``sync/maindata`` answer at a time."""

    def __init__(self) -> None:
        self._rid = 0
        self._torrents: dict[str, Torrent] = {}
        self.server_state: dict[str, Any] = {}

    @property
    def rid(self) -> int:
        """The rid to send next (0 asks for a full update)."""
        return self._rid

    @property
    def torrents(self) -> Mapping[str, Torrent]:
        return MappingProxyType(self._torrents)

    def reset(self) -> None:
        """Ask for a full update next time; the cache is kept so the full answer is diffed against it."""
        self._rid = 0

    def apply(self, maindata: Mapping[str, Any]) -> SyncDelta:
        """Merge one answer and say what changed.

        A full update is diffed against the cache, so a full answer after a re-login or a
        daemon restart (the rid belongs to the HTTP session) reports only real changes.
        """
        full = bool(maindata.get("full_update"))  # absent (not False) in incremental answers
        incoming: Mapping[str, Mapping[str, Any]] = maindata.get("torrents") or {}
        fields: dict[str, frozenset[str]] = {}
        if full:
            fresh = {tid: {**t, "hash": tid} for tid, t in incoming.items()}
            changed = {tid: t for tid, t in fresh.items() if self._torrents.get(tid) != t}
            for tid, t in changed.items():
                old = self._torrents.get(tid, {})
                fields[tid] = frozenset(k for k, v in t.items() if k not in old or old[k] != v)
            removed = [tid for tid in self._torrents if tid not in fresh]
            self._torrents = fresh
            self.server_state = dict(maindata.get("server_state") or {})
        else:
            changed = {}
            for tid, part in incoming.items():
                merged = {**self._torrents.get(tid, {}), **part, "hash": tid}
                self._torrents[tid] = merged
                changed[tid] = merged
                fields[tid] = frozenset(part)
            removed = list(dict.fromkeys(maindata.get("torrents_removed") or []))
            for tid in removed:
                self._torrents.pop(tid, None)
                changed.pop(tid, None)
                fields.pop(tid, None)
            self.server_state.update(maindata.get("server_state") or {})
        self._rid = int(maindata.get("rid") or 0)
        return SyncDelta(self._rid, full, changed, removed, self.torrents, fields)

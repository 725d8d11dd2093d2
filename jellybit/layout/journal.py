"""The ``file_link`` rows of the layout: the persistent torrent → file → link map (SPEC §2.1).

A row is written BEFORE its link exists, as a ``pending`` intent that carries the identity the target
will have (device + inode of the source for a hard link) and the library directories the link will
create. ``pending`` becomes ``linked`` once the link is made; ``removed`` once Undo took it away (or
a newer batch took the target over). Whatever a crash leaves, the rows therefore name every file and
folder jellybit may have made — nothing on disk is ever unaccounted for (docs/layout.md).

Writes are short ``BEGIN IMMEDIATE`` transactions with ``executemany`` (the batch hot path); no file
system call happens inside one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from jellybit.store import write_tx
from jellybit.store.db import database
from jellybit.store.fields import format_ts, utcnow

__all__ = ["Row", "live_rows", "batch_rows", "resumable_batch", "insert", "confirm", "mark_removed", "supersede",
           "set_created_dirs", "taken_over_by"]

_COLS = ("id, apply_batch_id, source_path, target_path, device, inode, size, method, state, created_dirs, "
         "created_at")


@dataclass
class Row:
    id: str
    batch_id: str
    source: str
    target: str
    device: int | None
    inode: int | None
    size: int | None
    method: str
    state: str
    created_dirs: list[str]
    created_at: str = ""

    @classmethod
    def from_db(cls, r: Sequence) -> Row:
        return cls(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], json.loads(r[9]) if r[9] else [], r[10])


def _now() -> str:
    return format_ts(utcnow())


def _select(where: str, params: Iterable) -> list[Row]:
    """One statement; each row unpacked in place (a third cheaper than ``Row.from_db`` per row)."""
    cur = database.execute_sql(f"SELECT {_COLS} FROM file_link WHERE {where} ORDER BY id", tuple(params))
    return [Row(i, b, s, t, dev, ino, size, m, state, json.loads(dirs) if dirs else [], at)
            for i, b, s, t, dev, ino, size, m, state, dirs, at in cur]


def live_rows(download_id: str) -> list[Row]:
    """Rows that may have a file on disk: ``pending`` and ``linked``, oldest first."""
    return _select("download_id = ? AND state IN ('pending', 'linked')", (download_id,))


def batch_rows(batch_id: str) -> list[Row]:
    return _select("apply_batch_id = ? AND state IN ('pending', 'linked')", (batch_id,))


def resumable_batch(download_id: str) -> str | None:
    """The batch an apply must continue instead of starting a new one, or None.

    That is the newest batch with ``pending`` rows (a crash or a stop midway), or — while the download
    is still in ``linking`` — the newest batch written since it entered ``linking`` (a crash after the
    batch finished but before the state moved to ``done``).
    """
    row = database.execute_sql(
        "SELECT apply_batch_id FROM file_link WHERE download_id = ? AND state = 'pending' "
        "ORDER BY apply_batch_id DESC LIMIT 1", (download_id,)).fetchone()
    if row:
        return row[0]
    row = database.execute_sql(
        "SELECT f.apply_batch_id FROM file_link f JOIN download d ON d.id = f.download_id "
        "WHERE f.download_id = ? AND d.state = 'linking' AND f.state = 'linked' "
        "AND f.created_at >= d.state_changed_at ORDER BY f.apply_batch_id DESC LIMIT 1", (download_id,)).fetchone()
    return row[0] if row else None


def insert(download_id: str, rows: Sequence[Row]) -> None:
    """Insert rows (intents or adopted links) in one transaction."""
    if not rows:
        return
    now = _now()
    with write_tx():
        database.connection().executemany(
            "INSERT INTO file_link (id, download_id, apply_batch_id, source_path, target_path, device, inode, size, "
            "method, state, created_dirs, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(r.id, download_id, r.batch_id, r.source, r.target, r.device, r.inode, r.size, r.method, r.state,
              json.dumps(r.created_dirs) if r.created_dirs else None, now) for r in rows])


class _NotAll(Exception):
    """The batch-wide confirm would have touched rows it was not given: undone, the ids are used instead."""


def confirm(linked: Sequence[str] = (), observed: Sequence[tuple[str, int | None, int | None, int | None, str]] = (),
            *, batch_id: str | None = None) -> None:
    """``pending → linked``, in one transaction.

    ``linked``: ids of rows whose intent already holds the identity now on disk (every fresh hard link);
    ``observed``: ``(row id, device, inode, size, method)`` for the others (copies, symlinks, adoptions).
    ``batch_id``: the caller believes ``linked`` is every pending row of that batch (nothing stopped it
    and nothing fell back); then one ``UPDATE … WHERE apply_batch_id = ?`` flips them, and a row count
    that differs from ``len(linked)`` rolls that back and flips exactly the given ids instead.
    """
    if not linked and not observed:
        return
    with write_tx():
        if batch_id is not None and linked and not observed:
            try:
                with database.atomic():  # a savepoint
                    n = database.execute_sql("UPDATE file_link SET state = 'linked' WHERE apply_batch_id = ? "
                                             "AND state = 'pending'", (batch_id,)).rowcount
                    if n != len(linked):
                        raise _NotAll
                return
            except _NotAll:
                pass
        ids = list(linked)
        for i in range(0, len(ids), 500):
            chunk = ids[i:i + 500]
            database.execute_sql(f"UPDATE file_link SET state = 'linked' WHERE id IN ({','.join('?' * len(chunk))})",
                                 chunk)
        if observed:
            database.connection().executemany(
                "UPDATE file_link SET state = 'linked', device = ?, inode = ?, size = ?, method = ? "
                "WHERE id = ? AND state IN ('pending', 'linked')",
                [(dev, ino, size, method, rid) for rid, dev, ino, size, method in observed])


def update_pending(row_id: str, *, device: int | None, inode: int | None, size: int | None, method: str) -> None:
    """Re-state what a pending row will be (a fallback chosen at link time) BEFORE making it."""
    with write_tx():
        database.execute_sql("UPDATE file_link SET device = ?, inode = ?, size = ?, method = ? "
                             "WHERE id = ? AND state = 'pending'", (device, inode, size, method, row_id))


def set_created_dirs(updates: Sequence[tuple[str, list[str]]]) -> None:
    if not updates:
        return
    with write_tx():
        database.connection().executemany("UPDATE file_link SET created_dirs = ? WHERE id = ?",
                                          [(json.dumps(d), rid) for rid, d in updates])


def mark_removed(row_ids: Sequence[str], *, download_id: str | None = None) -> None:
    """``pending``/``linked`` → ``removed`` with ``removed_at`` (the rows are kept: the history).

    ``download_id``: the caller believes ``row_ids`` are all the download's live rows (Undo that removed
    everything it read); then one ``UPDATE … WHERE download_id = ?`` (bounded by the newest id given)
    marks them, and a row count that differs from ``len(row_ids)`` rolls that back and marks exactly
    the given ids instead (as :func:`confirm` does).
    """
    if not row_ids:
        return
    now = _now()
    ids = list(row_ids)
    with write_tx():
        if download_id is not None:
            try:
                with database.atomic():  # a savepoint
                    n = database.execute_sql(
                        "UPDATE file_link SET state = 'removed', removed_at = ? WHERE download_id = ? "
                        "AND (state = 'pending' OR state = 'linked') AND id <= ?",
                        (now, download_id, max(ids))).rowcount
                    if n != len(ids):
                        raise _NotAll
                return
            except _NotAll:
                pass
        for i in range(0, len(ids), 500):
            chunk = ids[i:i + 500]
            database.execute_sql("UPDATE file_link SET state = 'removed', removed_at = ? WHERE state != 'removed' "
                                 f"AND id IN ({','.join('?' * len(chunk))})", [now, *chunk])


def supersede(batch_id: str, download_id: str) -> list[str]:
    """Older live rows whose target this batch now records are retired (the file stays: it is the same
    link, now owned by the newer row), so each target has exactly one live row — also across
    downloads: a re-added torrent takes the links of the earlier download over (docs/layout.md,
    "Re-adding"). Returns the OTHER downloads that lost rows, for the caller to settle.

    One look-up of the batch's targets finds them (usually none); only then is anything written."""
    with write_tx():
        older = database.execute_sql(
            "SELECT id, download_id FROM file_link WHERE state = 'linked' AND apply_batch_id != ? AND target_path IN "
            "(SELECT target_path FROM file_link WHERE apply_batch_id = ? AND state = 'linked')",
            (batch_id, batch_id)).fetchall()
        if older:
            mark_removed([r[0] for r in older])
        return sorted({r[1] for r in older if r[1] != download_id})


def taken_over_by(download_id: str) -> str | None:
    """The download that now holds a live link on a target this one had, newest first (None if none)."""
    row = database.execute_sql(
        "SELECT f2.download_id FROM file_link f1 JOIN file_link f2 ON f2.target_path = f1.target_path "
        "AND f2.state = 'linked' AND f2.download_id != f1.download_id "
        "WHERE f1.download_id = ? AND f1.state = 'removed' ORDER BY f2.apply_batch_id DESC LIMIT 1",
        (download_id,)).fetchone()
    return row[0] if row else None

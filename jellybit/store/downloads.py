"""Guarded operations on downloads: the state gate and the one-active-per-infohash invariant.

Each operation is ONE ``BEGIN IMMEDIATE`` transaction (SPEC §2.3, seed 003
D4). There is no unique index that can say "at most one *active* download per
infohash" (activity is a function of ``state``), so these functions are the
invariant: nothing else in the code base writes ``download.state`` or
``download_infohash``.

The hot paths use SQL directly (one statement per step): they run on every
ingest and every poll tick, and the generic query builder would cost more than
the transaction itself (see docs/performance.md).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from jellybit import ident, logs
from jellybit.infohash import Infohash

from . import graph
from .acting import current_actor
from .db import database, raw_write_tx, write_tx
from .errors import IllegalTransition, InfohashTaken, NotFound
from .fields import TimestampField, format_ts, utcnow
from .models import Download, DownloadInfohash

log = logs.get_logger(__name__)

_TERMINAL = tuple(sorted(graph.TERMINAL))
_TERMINAL_SQL = ",".join("?" * len(_TERMINAL))

# Columns a caller may set together with a transition (never state/id).
UPDATABLE = frozenset({
    "name", "progress", "size", "dlspeed", "upspeed", "eta", "save_path", "content_path", "category",
    "qbit_state", "add_attempts", "next_attempt_at", "source_added_at", "progress_at", "source_ref",
    "hidden_at",
})

_ACTIVE_OWNER_SQL = (
    "SELECT d.id FROM download_infohash h JOIN download d ON d.id = h.download_id "
    f"WHERE h.infohash = ? AND d.state NOT IN ({_TERMINAL_SQL}) AND d.id != ? LIMIT 1"
)


@dataclass(frozen=True)
class CreateResult:
    """What ``create_download_if_no_active`` did: a new download, or the active one that owns a hash."""

    download_id: str
    created: bool
    added_hashes: tuple[str, ...] = ()
    refused_hashes: tuple[str, ...] = ()
    fresh: bool = False  # created, and no download (of any state) had any of its hashes before
    row: tuple | None = None  # created: the stored row (DOWNLOAD_COLUMNS), so the answer needs no re-read


def _now() -> str:
    return format_ts(utcnow())


def _value(v: Any) -> Any:
    if hasattr(v, "tzinfo"):  # datetime
        return format_ts(v)
    return v


def _assignments(fields: dict[str, Any]) -> tuple[str, list[Any]]:
    bad = set(fields) - UPDATABLE
    if bad:
        raise ValueError(f"not updatable with a transition: {sorted(bad)}")
    cols = sorted(fields)
    return "".join(f", {c} = ?" for c in cols), [_value(fields[c]) for c in cols]


def _exec(sql: str, params: Iterable[Any] = ()):
    return database.execute_sql(sql, tuple(params))


def _current_state(download_id: str) -> str | None:
    row = _exec("SELECT state FROM download WHERE id = ?", (download_id,)).fetchone()
    return row[0] if row else None


_STATE_CHANGE_SQL = ("INSERT INTO state_change (id, download_id, from_state, to_state, error_code, actor, created_at) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?)")


def _record_change(download_id: str, frm: str | None, to: str, error_code: str | None, now: str,
                   execute=_exec) -> None:
    """One history row; ``actor`` is who gave the command (``store.acting``), None for the worker."""
    execute(_STATE_CHANGE_SQL, (ident.new_id(), download_id, frm, to, error_code, current_actor(), now))


def _set_state_in_tx(download_id: str, to: str, *, error_code: str | None, error_message: str | None,
                     revive: bool, fields: dict[str, Any]) -> str:
    """The gate. Caller holds the write transaction."""
    to = graph.State(to).value
    frm = _current_state(download_id)  # the diagnostic read; the UPDATE predicate below is the gate
    if frm is None:
        raise NotFound("download", download_id)
    now = _now()
    extra_sql, extra_params = _assignments(fields)
    sources = sorted(graph.SOURCES[to])
    sql = (
        "UPDATE download SET state = ?, error_code = ?, error_message = ?, updated_at = ?, "
        "state_changed_at = CASE WHEN state = ? THEN state_changed_at ELSE ? END" + extra_sql +
        f" WHERE id = ? AND state IN ({','.join('?' * len(sources))})"
    )
    params: list[Any] = [to, error_code, error_message, now, to, now, *extra_params, download_id, *sources]
    if to in graph.ACTIVE and not revive:
        sql += f" AND state NOT IN ({_TERMINAL_SQL})"  # terminal guard: no silent resurrection
        params.extend(_TERMINAL)
    if _exec(sql, params).rowcount != 1:
        if not graph.is_legal(frm, to):
            raise IllegalTransition(download_id, frm, to)
        raise IllegalTransition(download_id, frm, to,
                                "a terminal download is re-activated only by activate_if_no_other_active")
    if frm != to:
        _record_change(download_id, frm, to, error_code, now)
        log.info("state %s → %s", frm, to, extra={"download_id": download_id, "from_state": frm,
                                                   "to_state": to, "error_code": error_code,
                                                   **({"actor": current_actor()} if current_actor() else {})})
    return frm


def set_state(download_id: str, to: str, *, error_code: str | None = None, error_message: str | None = None,
              **fields: Any) -> str:
    """Move a download along the graph; returns the state it came from.

    Refuses an undeclared edge and any terminal → active move (the mechanical
    backstop of the invariant) with :class:`IllegalTransition`;
    :class:`NotFound` when the id is unknown. ``error_*`` are set to what is
    given (cleared otherwise).
    """
    with write_tx():
        return _set_state_in_tx(download_id, to, error_code=error_code, error_message=error_message,
                                revive=False, fields=fields)


def promote_catched(download_id: str, **fields: Any) -> None:
    """``catched → downloading`` after a successful add, with its own ``WHERE state='catched'`` guard."""
    with write_tx():
        now = _now()  # stamped inside the transaction: the list's poll cursor relies on commit order = stamp order
        fields.setdefault("source_added_at", now)
        extra_sql, extra_params = _assignments(fields)
        cur = _exec("UPDATE download SET state = 'downloading', error_code = NULL, error_message = NULL, "
                    "updated_at = ?, state_changed_at = ?" + extra_sql + " WHERE id = ? AND state = 'catched'",
                    [now, now, *extra_params, download_id])
        if cur.rowcount != 1:
            frm = _current_state(download_id)
            if frm is None:
                raise NotFound("download", download_id)
            raise IllegalTransition(download_id, frm, "downloading", "promote_catched needs state catched")
        _record_change(download_id, "catched", "downloading", None, now)
    log.info("state catched → downloading", extra={"download_id": download_id, "from_state": "catched",
                                                    "to_state": "downloading"})


assert graph.is_legal("catched", "downloading"), "promote_catched must be an edge of the graph"


def _active_owner(infohash: str, exclude: str = "", execute=_exec) -> str | None:
    row = execute(_ACTIVE_OWNER_SQL, (infohash, *_TERMINAL, exclude)).fetchone()
    return row[0] if row else None


_INSERT_HASH_SQL = ("INSERT OR IGNORE INTO download_infohash (infohash, download_id, kind, created_at) "
                    "VALUES (?, ?, ?, ?)")


def _insert_hash(download_id: str, h: Infohash, now: str, execute=_exec) -> None:
    execute(_INSERT_HASH_SQL, (h.hash, download_id, h.kind, now))


@functools.lru_cache(maxsize=8)
def _owner_sql(n_hashes: int) -> str:
    """The create transaction's first question, for ``n_hashes`` hashes: the oldest active owner first; a
    terminal row only says the hashes are not new."""
    return (f"SELECT d.id, d.state NOT IN ({_TERMINAL_SQL}) AS active FROM download_infohash h "
            f"JOIN download d ON d.id = h.download_id WHERE h.infohash IN ({','.join('?' * n_hashes)}) "
            "ORDER BY active DESC, d.id LIMIT 1")


@functools.lru_cache(maxsize=8)
def _owned_sql(n_hashes: int) -> str:
    return f"SELECT infohash FROM download_infohash WHERE download_id = ? AND infohash IN ({','.join('?' * n_hashes)})"


_CREATE_COLUMNS = ("id", "name", "state", "source_ref", "source_kind", "category", "created_at", "updated_at",
                   "state_changed_at")


@functools.lru_cache(maxsize=16)
def _insert_download_sql(extra: tuple[str, ...]) -> str:
    """``INSERT … RETURNING`` the columns ``download_from_row`` reads, for the fields given beside the fixed ones."""
    bad = set(extra) - UPDATABLE
    if bad:
        raise ValueError(f"unknown download fields: {sorted(bad)}")
    cols = (*_CREATE_COLUMNS, *extra)
    return (f"INSERT INTO download ({', '.join(cols)}) VALUES ({','.join('?' * len(cols))}) "
            f"RETURNING {DOWNLOAD_COLUMNS}")


def create_download_if_no_active(*, hashes: Iterable[Infohash], source_ref: str, source_kind: str, name: str = "",
                                 state: str = "catched", category: str | None = None,
                                 **fields: Any) -> CreateResult:
    """Insert a download with its hashes, unless an active download owns one of them.

    In that case the active one is returned (dedup of ingest and adopt) and
    the hashes of this call that it lacks are appended to it — unless yet
    another active download owns them (those are refused and logged).
    """
    hashes = list(dict.fromkeys(hashes))
    if not hashes:
        raise ValueError("a download needs at least one infohash")
    state = graph.State(state).value
    if state not in graph.ACTIVE:
        raise ValueError(f"a new download starts active, not {state}")
    insert_sql = _insert_download_sql(tuple(fields))  # refuses unknown fields before the transaction
    keys = [h.hash for h in hashes]
    now = _now()
    # The statements are fixed and run on the raw cursor (raw_write_tx): this is every ingest's transaction.
    with raw_write_tx() as cur:
        ex = cur.execute
        row = ex(_owner_sql(len(keys)), (*_TERMINAL, *keys)).fetchone()
        if row and row[1]:
            existing = row[0]
            owned = {r[0] for r in ex(_owned_sql(len(keys)), (existing, *keys))}
            added, refused = [], []
            for h in hashes:
                if h.hash in owned:
                    continue
                if _active_owner(h.hash, existing, ex):
                    refused.append(h.hash)
                    continue
                _insert_hash(existing, h, now, ex)
                added.append(h.hash)
            result = CreateResult(existing, False, tuple(added), tuple(refused))
        else:
            new = ident.new_id()
            stored = ex(insert_sql, (new, name, state, source_ref, source_kind, category, now, now, now,
                                     *map(_value, fields.values()))).fetchall()[0]  # every row read: done
            for h in hashes:
                _insert_hash(new, h, now, ex)
            _record_change(new, None, state, None, now, ex)
            result = CreateResult(new, True, tuple(keys), fresh=row is None, row=stored)
    if result.refused_hashes:
        log.warning("hashes owned by another active download were not appended",
                    extra={"download_id": result.download_id, "refused": list(result.refused_hashes)})
    return result


def activate_if_no_other_active(download_id: str, to: str, **fields: Any) -> str:
    """Guarded re-activation (Retry, recovery, Relink): returns the state it came from.

    Refuses with :class:`InfohashTaken` when ANY OTHER active download owns a
    hash of this one (the download itself is excluded, so a stuck download
    being retried does not mask a foreign owner). The refusal happens before
    anything outside the database is touched; the terminal guard is lifted,
    the graph still applies.
    """
    with write_tx():
        row = _exec(
            "SELECT h.infohash, d.id FROM download_infohash mine "
            "JOIN download_infohash h ON h.infohash = mine.infohash AND h.download_id != mine.download_id "
            f"JOIN download d ON d.id = h.download_id AND d.state NOT IN ({_TERMINAL_SQL}) "
            "WHERE mine.download_id = ? ORDER BY d.id LIMIT 1", (*_TERMINAL, download_id)).fetchone()
        if row:
            if _current_state(download_id) is None:
                raise NotFound("download", download_id)
            raise InfohashTaken(download_id, row[1], row[0])
        return _set_state_in_tx(download_id, to, error_code=None, error_message=None, revive=True, fields=fields)


def add_infohashes(download_id: str, hashes: Iterable[Infohash]) -> tuple[str, ...]:
    """Append hashes revealed later (a hybrid torrent seen by qBittorrent); returns those added.

    A hash owned by another active download is not appended: the others are
    committed, then :class:`InfohashTaken` is raised for the first refused one.
    """
    now = _now()
    added: list[str] = []
    refused: tuple[str, str] | None = None
    with write_tx():
        if _current_state(download_id) is None:
            raise NotFound("download", download_id)
        owned = {r[0] for r in _exec("SELECT infohash FROM download_infohash WHERE download_id = ?",
                                     (download_id,))}
        for h in dict.fromkeys(hashes):
            if h.hash in owned:
                continue
            owner = _active_owner(h.hash, exclude=download_id)
            if owner:
                refused = refused or (h.hash, owner)
                continue
            _insert_hash(download_id, h, now)
            added.append(h.hash)
    if added:
        log.info("infohashes added", extra={"download_id": download_id, "added": added})
    if refused:
        raise InfohashTaken(download_id, refused[1], refused[0], tuple(added))
    return tuple(added)


def find_active_by_infohash(infohash: str) -> Download | None:
    """The active download owning this hash, if any (a read; not a guard)."""
    return (Download.select().join(DownloadInfohash, on=(DownloadInfohash.download == Download.id))
            .where(DownloadInfohash.infohash == infohash.lower(), Download.state.not_in(_TERMINAL))
            .order_by(Download.id).first())


def get(id_text: object) -> Download:
    """The one lookup every boundary uses: parse the external id, then fetch.

    A syntactically invalid id raises :class:`NotFound` without any query.
    """
    try:
        download_id = ident.parse(id_text)
    except ident.InvalidId:
        raise NotFound("download", str(id_text)[:40]) from None
    # Raw SQL and rows made by hand: peewee's query builder, and even its raw query's per-call column
    # resolution, cost more than the query itself on this hot path (every page, card and API call).
    row = _exec(_GET_SQL, (download_id,)).fetchone()
    if row is None:
        raise NotFound("download", download_id)
    return download_from_row(row)


_FIELDS = Download._meta.sorted_fields
DOWNLOAD_COLUMNS = ", ".join(f.column_name for f in _FIELDS)  # SELECT them for download_from_row
DOWNLOAD_NAMES = _NAMES = tuple(f.name for f in _FIELDS)  # the field of each column, in order
# Only the timestamps need converting: for the other columns SQLite's affinity (TEXT, INTEGER, REAL)
# already returns what peewee's coercion would (a test holds the two equal).
_TIMESTAMPS = tuple((i, f.name, f.python_value) for i, f in enumerate(_FIELDS) if isinstance(f, TimestampField))
_GET_SQL = f"SELECT {DOWNLOAD_COLUMNS} FROM download WHERE id = ?"


def download_from_row(row) -> Download:
    """A ``Download`` from a row of :data:`DOWNLOAD_COLUMNS`, as peewee would build it (same values,
    nothing dirty), without peewee resolving the columns and calling setattr per field for every row."""
    d = Download(__no_default__=1)
    data = dict(zip(_NAMES, row))
    for i, name, convert in _TIMESTAMPS:
        data[name] = convert(row[i])
    d.__data__ = data
    return d


def select_downloads(sql: str, params: Iterable[Any] = ()) -> list[Download]:
    """Every row of a ``SELECT {DOWNLOAD_COLUMNS} FROM download …`` as ``Download`` objects."""
    return [download_from_row(r) for r in _exec(sql, params)]


def hashes_of(download_id: str) -> list[Infohash]:
    """The download's infohashes, v1 first, in a stable order."""
    rows = _exec("SELECT infohash, kind FROM download_infohash WHERE download_id = ? ORDER BY kind, infohash",
                 (download_id,)).fetchall()
    return [Infohash(h, k) for h, k in rows]


def hashes_for(download_ids: Iterable[str]) -> dict[str, list[Infohash]]:
    """Hashes of many downloads in one query (lists and pages: no N+1)."""
    ids = list(download_ids)
    out: dict[str, list[Infohash]] = {i: [] for i in ids}
    for chunk_start in range(0, len(ids), 500):
        chunk = ids[chunk_start:chunk_start + 500]
        rows = _exec(f"SELECT download_id, infohash, kind FROM download_infohash WHERE download_id IN "
                     f"({','.join('?' * len(chunk))}) ORDER BY kind, infohash", chunk)
        for did, h, k in rows:
            out[did].append(Infohash(h, k))
    return out


def update_fields(download_id: str, **fields: Any) -> bool:
    """Write observed facts (progress, speed, name…) without touching the state; returns False if unknown."""
    if not fields:
        return True
    extra_sql, extra_params = _assignments(fields)
    with write_tx():
        cur = _exec("UPDATE download SET updated_at = ?" + extra_sql + " WHERE id = ?",
                    [_now(), *extra_params, download_id])
        return cur.rowcount == 1

"""Read-side queries shared by the web pages, the API and the bot: lists, filters, search, counts."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from peewee import SQL, fn
from ulid import ULID

from jellybit import ident

from . import graph
from .db import database
from .downloads import DOWNLOAD_COLUMNS, DOWNLOAD_NAMES, download_from_row
from .fields import parse_ts
from .models import Download, DownloadInfohash, Recognition

# The list filters of the UI and the API (design/ui.md): a group is a set of states.
GROUPS: dict[str, frozenset[str]] = {
    "active": graph.ACTIVE,
    "review": graph.REVIEW,
    "done": frozenset({"done"}),
    "failed": frozenset({"failed", "stuck", "target_missing", "orphaned", "deleted"}),
    "all": graph.ALL,
}

MAX_LIMIT = 100


class BadQuery(ValueError):
    """A filter, cursor or limit the caller got wrong (→ 400)."""


@dataclass(frozen=True)
class Page:
    items: list  # Download objects (list_downloads) or rows of DOWNLOAD_COLUMNS (list_rows)
    next_cursor: str | None


def states_for(state: str | None) -> frozenset[str]:
    """A group name or a single state → the set of states; ``None`` → all."""
    if not state:
        return graph.ALL
    if state in GROUPS:
        return GROUPS[state]
    if state in graph.ALL:
        return frozenset({state})
    raise BadQuery(f"unknown state or group {state!r}; use one of {', '.join(sorted(GROUPS) + sorted(graph.ALL))}")


def _search(q: str):
    """Name contains ``q``, or any infohash starts with it (EXISTS on download_infohash), or it is the id."""
    q = q.strip()
    cond = Download.name.contains(q)
    hexish = q.lower()
    if 4 <= len(hexish) <= 64 and all(c in "0123456789abcdef" for c in hexish):
        cond |= fn.EXISTS(DownloadInfohash.select(DownloadInfohash.infohash).where(
            (DownloadInfohash.download == Download.id) & DownloadInfohash.infohash.startswith(hexish)))
    if ident.is_valid(q):
        cond |= Download.id == ident.parse(q)
    return cond


def list_downloads(*, state: str | None = None, q: str | None = None, cursor: str | None = None,
                   limit: int = 50) -> Page:
    """Newest first, keyset-paginated by id (ULIDs sort by creation time); hidden ones only when searched."""
    page = list_rows(state=state, q=q, cursor=cursor, limit=limit)
    return Page([download_from_row(r) for r in page.items], page.next_cursor)


_ID = DOWNLOAD_NAMES.index("id")


def list_rows(*, state: str | None = None, q: str | None = None, cursor: str | None = None,
              limit: int = 50) -> Page:
    """:func:`list_downloads` as rows of :data:`DOWNLOAD_COLUMNS` (the API's list makes its answer from them
    without a ``Download`` per row: that and peewee building the query were half of its CPU)."""
    if not 1 <= limit <= MAX_LIMIT:
        raise BadQuery(f"limit must be between 1 and {MAX_LIMIT}")
    states = states_for(state)
    if cursor:
        try:
            cursor = ident.parse(cursor)
        except ident.InvalidId:
            raise BadQuery("cursor is not a download id") from None
    if q and q.strip():  # a search finds hidden downloads too; peewee builds its conditions
        query = Download.select(SQL(DOWNLOAD_COLUMNS)).where(_search(q))
        if states != graph.ALL:
            query = query.where(Download.state.in_(sorted(states)))
        if cursor:
            query = query.where(Download.id < cursor)
        rows = list(database.execute(query.order_by(Download.id.desc()).limit(limit + 1)))
    else:  # the list every page and poll asks for: fixed SQL, no query builder
        where, params = ["hidden_at IS NULL"], []
        if states != graph.ALL:
            where.append(f"state IN ({','.join('?' * len(states))})")
            params += sorted(states)
        if cursor:
            where.append("id < ?")
            params.append(cursor)
        rows = database.execute_sql(f"SELECT {DOWNLOAD_COLUMNS} FROM download WHERE {' AND '.join(where)} "
                                    "ORDER BY id DESC LIMIT ?", (*params, limit + 1)).fetchall()
    more = len(rows) > limit
    rows = rows[:limit]
    return Page(rows, rows[-1][_ID] if more and rows else None)


def group_counts() -> dict[str, int]:
    """How many downloads each filter chip would show (hidden ones not counted) — one query.

    ``COUNT(*)``, not ``COUNT(id)``: it is answered from the state index alone (0.8 ms at 10,000 downloads),
    while counting the id column reads every row (12 ms) — and the list's poll asks this every 2 s.
    """
    per_state = dict(Download.select(Download.state, fn.COUNT(SQL("*"))).where(Download.hidden_at.is_null())
                     .group_by(Download.state).tuples())
    return {g: sum(n for s, n in per_state.items() if s in states) for g, states in GROUPS.items()}


def in_library_for(download_ids) -> dict[str, Download]:
    """For each given download, the newest OTHER download that shares a hash with it and is in the library
    (``done``): "already in your library as …" on the ingest answer and the card of a re-added torrent.

    One raw query for any number of ids (like ``store.get``: peewee building the join cost ~3 ms, half of
    an ingest request; the query itself is a few index lookups).
    """
    ids = list(dict.fromkeys(download_ids))
    if not ids:
        return {}
    rows = Download.raw(
        "SELECT d.*, mine.download_id AS for_id FROM download_infohash AS mine "
        "JOIN download_infohash AS theirs ON theirs.infohash = mine.infohash "
        "JOIN download AS d ON d.id = theirs.download_id "
        f"WHERE mine.download_id IN ({','.join('?' * len(ids))}) AND d.id != mine.download_id "
        "AND d.state = 'done' ORDER BY d.id", *ids)
    out: dict[str, Download] = {}
    for d in rows:
        out[d.for_id] = d  # ordered by id: the newest wins
    return out


def in_library_with(download_id: str) -> Download | None:
    """:func:`in_library_for` of one download."""
    return in_library_for([download_id]).get(download_id)


def current_recognition(download_id: str) -> Recognition | None:
    """The download's current recognition (:meth:`Recognition.is_current`), or None before the first."""
    return (Recognition.select().where(Recognition.download == download_id, Recognition.is_current())
            .order_by(Recognition.id.desc()).first())


def current_recognitions(download_ids) -> dict[str, Recognition]:
    """:func:`current_recognition` of many downloads in one query (a page of cards, no N+1)."""
    ids = list(download_ids)
    if not ids:
        return {}
    out: dict[str, Recognition] = {}
    for rec in Recognition.select().where(Recognition.download.in_(ids), Recognition.is_current()).order_by(
            Recognition.id):
        out[rec.download_id] = rec  # ascending ULIDs: the last one wins
    return out


# -- history: every state change across downloads (the history page) ---------------------------------------


@dataclass(frozen=True)
class HistoryRow:
    id: str  # the state_change id (a ULID: its time order is the history's order)
    download_id: str
    name: str
    from_state: str | None
    to_state: str
    error_code: str | None
    actor: str | None
    created_at: datetime
    type: str | None  # movie | series, from the download's current recognition


@dataclass(frozen=True)
class HistoryPage:
    items: list[HistoryRow]
    next_cursor: str | None


TYPES = ("movie", "series")
ORDERS = ("newest", "oldest")

# The type comes from the newest recognition that is not superseded (one index lookup per row shown).
_TYPE_SQL = ("(SELECT r.type FROM recognition r WHERE r.download_id = sc.download_id AND r.status != 'superseded' "
             "ORDER BY r.id DESC LIMIT 1)")


def _id_floor(at: datetime) -> str:
    """The smallest ULID made at or after ``at``: a date bound becomes a primary-key range."""
    ms = max(0, int(at.timestamp() * 1000))
    return str(ULID.from_int(ms << 80)).lower()


def history(*, state: str | None = None, type: str | None = None, q: str | None = None,  # noqa: A002
            since: datetime | None = None, until: datetime | None = None, order: str = "newest",
            cursor: str | None = None, limit: int = 50) -> HistoryPage:
    """State changes across all downloads, keyset-paginated by the change's id.

    Filters: ``state`` (a group or a state: the state changed INTO), ``type`` (movie/series of the current
    recognition), ``q`` (download name contains), ``since``/``until`` (a half-open time range, as id bounds
    on the primary key). Hidden or not, every download's changes are here: nothing filters on visibility.
    One raw statement: peewee's builder would cost more than the query at these sizes (see performance.md).
    """
    if not 1 <= limit <= MAX_LIMIT:
        raise BadQuery(f"limit must be between 1 and {MAX_LIMIT}")
    if order not in ORDERS:
        raise BadQuery(f"order must be one of {', '.join(ORDERS)}")
    if type is not None and type not in TYPES:
        raise BadQuery(f"type must be one of {', '.join(TYPES)}")
    where, params = [], []
    states = states_for(state)
    if states != graph.ALL:
        where.append(f"sc.to_state IN ({','.join('?' * len(states))})")
        params += sorted(states)
    if q and q.strip():
        where.append("d.name LIKE ? ESCAPE '\\'")
        params.append("%" + q.strip().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")
    if since is not None:
        where.append("sc.id >= ?")
        params.append(_id_floor(since))
    if until is not None:
        where.append("sc.id < ?")
        params.append(_id_floor(until))
    if cursor:
        try:
            where.append("sc.id < ?" if order == "newest" else "sc.id > ?")
            params.append(ident.parse(cursor))
        except ident.InvalidId:
            raise BadQuery("cursor is not a history id") from None
    if type is not None:
        where.append(f"{_TYPE_SQL} = ?")
        params.append(type)
    sql = (f"SELECT sc.id, sc.download_id, d.name, sc.from_state, sc.to_state, sc.error_code, sc.actor, "
           f"sc.created_at, {_TYPE_SQL} FROM state_change sc JOIN download d ON d.id = sc.download_id"
           + (" WHERE " + " AND ".join(where) if where else "")
           + f" ORDER BY sc.id {'DESC' if order == 'newest' else 'ASC'} LIMIT ?")
    rows = Download._meta.database.execute_sql(sql, (*params, limit + 1)).fetchall()
    items = [HistoryRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], parse_ts(r[7]), r[8]) for r in rows[:limit]]
    return HistoryPage(items, items[-1].id if len(rows) > limit else None)

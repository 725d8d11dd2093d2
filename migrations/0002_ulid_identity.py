"""ULID identity (seed 003 D6): integer keys → lowercase ULIDs, hashes → download_infohash.

Runs inside the runner's single ``BEGIN IMMEDIATE`` transaction with foreign
keys ON (turning them off inside a transaction is a silent no-op in SQLite), so
the order matters: read old rows in old-id order and map ids; create the
``*_new`` tables parents first (children reference ``*_new`` parents); copy
parents first; drop old tables children first (no cascade can fire); rename.
The ULID time part is the row's ``created_at`` (UTC); rows sharing a
millisecond keep their old order through monotonic entropy; an unparsable
``created_at`` becomes the migration time. The runner's
``PRAGMA foreign_key_check`` afterwards must be empty.

A new database passes through here with empty tables and ends with the same
schema as an upgraded one.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timezone

from jellybit import ident
from jellybit.infohash import InvalidInfohash, normalize

STATES = ("catched", "downloading", "completed", "recognizing", "review", "linking", "done", "failed", "stuck",
          "cancelled", "deferred", "reverted", "target_missing", "orphaned", "deleted")
_STATE_CHECK = "state IN (" + ", ".join(f"'{s}'" for s in STATES) + ")"
_ID = "TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 26 AND id = lower(id))"

SCHEMA = [
    f"""CREATE TABLE download_new (
        id               {_ID},
        name             TEXT NOT NULL DEFAULT '',
        state            TEXT NOT NULL CHECK ({_STATE_CHECK}),
        progress         REAL NOT NULL DEFAULT 0,
        size             INTEGER,
        dlspeed          INTEGER NOT NULL DEFAULT 0,
        upspeed          INTEGER NOT NULL DEFAULT 0,
        eta              INTEGER,
        save_path        TEXT,
        content_path     TEXT,
        source_ref       TEXT NOT NULL,
        source_kind      TEXT NOT NULL CHECK (source_kind IN ('magnet', 'torrent', 'adopted')),
        category         TEXT,
        qbit_state       TEXT,
        error_code       TEXT,
        error_message    TEXT,
        add_attempts     INTEGER NOT NULL DEFAULT 0,
        next_attempt_at  TEXT,
        created_at       TEXT NOT NULL,
        updated_at       TEXT NOT NULL,
        state_changed_at TEXT NOT NULL,
        source_added_at  TEXT,
        progress_at      TEXT
    )""",
    """CREATE TABLE download_infohash_new (
        infohash    TEXT NOT NULL CHECK (infohash = lower(infohash) AND length(infohash) IN (40, 64)),
        download_id TEXT NOT NULL REFERENCES download_new (id) ON DELETE CASCADE,
        kind        TEXT NOT NULL CHECK (kind IN ('v1', 'v2')),
        created_at  TEXT NOT NULL,
        PRIMARY KEY (infohash, download_id)
    )""",
    f"""CREATE TABLE recognition_new (
        id             {_ID},
        download_id    TEXT NOT NULL REFERENCES download_new (id) ON DELETE CASCADE,
        type           TEXT CHECK (type IN ('movie', 'series')),
        title          TEXT,
        original_title TEXT,
        year           INTEGER,
        seasons        TEXT,
        tmdb_id        INTEGER,
        confidence     REAL NOT NULL DEFAULT 0,
        method         TEXT NOT NULL DEFAULT 'parse',
        status         TEXT NOT NULL DEFAULT 'current',
        reason         TEXT,
        mapping        TEXT,
        created_at     TEXT NOT NULL
    )""",
    f"""CREATE TABLE metadata_candidate_new (
        id             {_ID},
        recognition_id TEXT NOT NULL REFERENCES recognition_new (id) ON DELETE CASCADE,
        source         TEXT NOT NULL,
        external_id    TEXT,
        title          TEXT NOT NULL,
        original_title TEXT,
        year           INTEGER,
        type           TEXT,
        score          REAL NOT NULL DEFAULT 0,
        poster_url     TEXT,
        overview       TEXT,
        created_at     TEXT NOT NULL
    )""",
    f"""CREATE TABLE hint_new (
        id          {_ID},
        download_id TEXT NOT NULL REFERENCES download_new (id) ON DELETE CASCADE,
        text        TEXT NOT NULL,
        created_at  TEXT NOT NULL
    )""",
    f"""CREATE TABLE override_new (
        id          {_ID},
        download_id TEXT NOT NULL REFERENCES download_new (id) ON DELETE CASCADE,
        field       TEXT NOT NULL,
        file_path   TEXT,
        value       TEXT NOT NULL,
        created_at  TEXT NOT NULL
    )""",
    f"""CREATE TABLE file_link_new (
        id             {_ID},
        download_id    TEXT NOT NULL REFERENCES download_new (id) ON DELETE RESTRICT,
        apply_batch_id TEXT NOT NULL,
        source_path    TEXT NOT NULL,
        target_path    TEXT NOT NULL,
        device         INTEGER,
        inode          INTEGER,
        size           INTEGER,
        method         TEXT NOT NULL DEFAULT 'hardlink' CHECK (method IN ('hardlink', 'copy', 'symlink')),
        state          TEXT NOT NULL DEFAULT 'linked' CHECK (state IN ('linked', 'removed')),
        created_at     TEXT NOT NULL,
        removed_at     TEXT
    )""",
    f"""CREATE TABLE state_change_new (
        id          {_ID},
        download_id TEXT NOT NULL REFERENCES download_new (id) ON DELETE CASCADE,
        from_state  TEXT,
        to_state    TEXT NOT NULL,
        error_code  TEXT,
        created_at  TEXT NOT NULL
    )""",
]

# Children first, so dropping a parent never cascades.
OLD_TABLES = ("file_link", "override", "hint", "metadata_candidate", "recognition", "download")
# Parents first, so every rename rewrites the references of the tables still to be renamed.
NEW_TABLES = ("download", "download_infohash", "recognition", "metadata_candidate", "hint", "override",
              "file_link", "state_change")

INDEXES = [
    "CREATE INDEX download_state ON download (state)",
    "CREATE INDEX download_infohash_download ON download_infohash (download_id)",
    "CREATE INDEX recognition_download ON recognition (download_id)",
    "CREATE INDEX metadata_candidate_recognition ON metadata_candidate (recognition_id)",
    "CREATE INDEX hint_download ON hint (download_id)",
    "CREATE INDEX override_download ON override (download_id)",
    "CREATE INDEX file_link_download ON file_link (download_id)",
    "CREATE INDEX file_link_batch ON file_link (apply_batch_id)",
    "CREATE INDEX file_link_target ON file_link (target_path)",
    "CREATE INDEX state_change_download ON state_change (download_id, id)",
]

_FORMATS = ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M:%S.%f", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M:%S.%f",
            "%Y-%m-%dT%H:%M:%SZ", "%Y-%m-%dT%H:%M:%S.%fZ", "%Y-%m-%d")


def parse_time(text) -> datetime | None:
    """Old timestamps are UTC text (SQLite ``datetime('now')``); offsets are honoured."""
    if not isinstance(text, str) or not text.strip():
        return None
    text = text.strip()
    for fmt in _FORMATS:
        try:
            return datetime.strptime(text, fmt).replace(tzinfo=timezone.utc)
        except ValueError:
            pass
    try:
        dt = datetime.fromisoformat(text)
    except ValueError:
        return None
    return dt.replace(tzinfo=timezone.utc) if dt.tzinfo is None else dt.astimezone(timezone.utc)


def fmt(dt: datetime | None) -> str | None:
    return None if dt is None else dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _rows(conn: sqlite3.Connection, table: str) -> list[dict]:
    cur = conn.execute(f"SELECT * FROM {table} ORDER BY id")
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def _assign_ids(rows: list[dict], now: datetime) -> dict[int, str]:
    """old id → ULID with the time of ``created_at``; fixes ``created_at`` to the new format."""
    for r in rows:
        r["created_at"] = fmt(parse_time(r.get("created_at")) or now)
    millis = [int(datetime.strptime(r["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ")
                  .replace(tzinfo=timezone.utc).timestamp() * 1000) for r in rows]
    return {r["id"]: new for r, new in zip(rows, ident.ids_for_timestamps(millis))}


def _seasons(value) -> str | None:
    if value is None or value == "":
        return None
    try:
        parsed = json.loads(value) if isinstance(value, str) else value
    except ValueError:
        return None
    if isinstance(parsed, int):
        return json.dumps([parsed])
    if isinstance(parsed, list) and all(isinstance(x, int) for x in parsed):
        return json.dumps(parsed)
    return None


def _insert(conn: sqlite3.Connection, table: str, row: dict) -> None:
    cols = list(row)
    conn.execute(f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                 [row[c] for c in cols])


def up(conn: sqlite3.Connection) -> None:
    now = datetime.now(timezone.utc)
    old = {t: _rows(conn, t) for t in OLD_TABLES}
    ids = {t: _assign_ids(old[t], now) for t in OLD_TABLES}

    for ddl in SCHEMA:
        conn.execute(ddl)

    for r in old["download"]:
        new_id = ids["download"][r["id"]]
        try:
            h = normalize((r["infohash"] or "").strip())
        except InvalidInfohash as exc:
            raise ValueError(f"download {r['id']}: {exc}") from exc
        source_ref = r.get("source_ref") or (f"magnet:?xt=urn:btih:{h.hash}" if h.kind == "v1"
                                             else f"magnet:?xt=urn:btmh:1220{h.hash}")
        updated = fmt(parse_time(r.get("updated_at"))) or r["created_at"]
        _insert(conn, "download_new", {
            "id": new_id, "name": r.get("name") or "", "state": r["state"], "progress": r.get("progress") or 0,
            "size": r.get("size"), "save_path": r.get("save_path"), "source_ref": source_ref,
            "source_kind": "magnet" if source_ref.lower().startswith("magnet:") else "torrent",
            "category": r.get("category"), "error_code": r.get("error_code"), "error_message": r.get("error_msg"),
            "created_at": r["created_at"], "updated_at": updated, "state_changed_at": updated,
            "source_added_at": fmt(parse_time(r.get("source_added_at"))),
        })
        _insert(conn, "download_infohash_new", {"infohash": h.hash, "download_id": new_id, "kind": h.kind,
                                                "created_at": r["created_at"]})
        _insert(conn, "state_change_new", {"id": ident.new_id(), "download_id": new_id, "from_state": None,
                                           "to_state": r["state"], "error_code": r.get("error_code"),
                                           "created_at": updated})

    for r in old["recognition"]:
        _insert(conn, "recognition_new", {
            "id": ids["recognition"][r["id"]], "download_id": ids["download"][r["download_id"]],
            "type": r.get("type") if r.get("type") in ("movie", "series") else None, "title": r.get("title"),
            "original_title": r.get("original_title"), "year": r.get("year"), "seasons": _seasons(r.get("season")),
            "tmdb_id": r.get("tmdb_id"), "confidence": r.get("confidence") or 0, "method": r.get("method") or "parse",
            "status": r.get("status") or "current", "mapping": r.get("mapping"), "created_at": r["created_at"],
        })
    for r in old["metadata_candidate"]:
        _insert(conn, "metadata_candidate_new", {
            "id": ids["metadata_candidate"][r["id"]], "recognition_id": ids["recognition"][r["recognition_id"]],
            "source": r["source"], "external_id": r.get("external_id"), "title": r["title"], "year": r.get("year"),
            "type": r.get("type"), "score": r.get("score") or 0, "poster_url": r.get("poster_url"),
            "overview": r.get("overview"), "created_at": r["created_at"],
        })
    for r in old["hint"]:
        _insert(conn, "hint_new", {"id": ids["hint"][r["id"]], "download_id": ids["download"][r["download_id"]],
                                   "text": r["text"], "created_at": r["created_at"]})
    for r in old["override"]:
        _insert(conn, "override_new", {"id": ids["override"][r["id"]],
                                       "download_id": ids["download"][r["download_id"]], "field": r["field"],
                                       "value": r["value"], "created_at": r["created_at"]})
    batches: dict[str, str] = {}  # an old batch id (any text) → one ULID for all its rows
    for r in old["file_link"]:
        batch = r.get("apply_batch_id") or ""
        if batch not in batches:
            batches[batch] = batch.lower() if ident.is_valid(batch) else ident.ids_for_timestamps(
                [int(parse_time(r["created_at"]).timestamp() * 1000)])[0]
        _insert(conn, "file_link_new", {
            "id": ids["file_link"][r["id"]], "download_id": ids["download"][r["download_id"]],
            "apply_batch_id": batches[batch],
            "source_path": r["source_path"], "target_path": r["target_path"], "device": r.get("device"),
            "inode": r.get("inode"), "size": r.get("size"),
            "state": r.get("state") if r.get("state") in ("linked", "removed") else "linked",
            "created_at": r["created_at"], "removed_at": fmt(parse_time(r.get("removed_at"))),
        })

    for table in OLD_TABLES:
        conn.execute(f"DROP TABLE {table}")
    for table in NEW_TABLES:
        conn.execute(f"ALTER TABLE {table}_new RENAME TO {table}")
    for ddl in INDEXES:
        conn.execute(ddl)

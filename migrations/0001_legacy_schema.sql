-- The schema of the earlier system (integer keys), described so that an old
-- database upgrades and a new one passes through the same path: 0002 converts
-- it to ULID keys. Found as-is in an old database (the runner then records
-- version 1 without running this file).

CREATE TABLE download (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    infohash        TEXT NOT NULL,
    idempotency_key TEXT,
    name            TEXT NOT NULL DEFAULT '',
    state           TEXT NOT NULL,
    progress        REAL NOT NULL DEFAULT 0,
    size            INTEGER,
    save_path       TEXT,
    source_ref      TEXT NOT NULL DEFAULT '',
    category        TEXT,
    error_code      TEXT,
    error_msg       TEXT,
    created_at      TEXT NOT NULL DEFAULT (datetime('now')),
    updated_at      TEXT NOT NULL DEFAULT (datetime('now')),
    source_added_at TEXT
);
CREATE UNIQUE INDEX download_idempotency_key ON download (idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE recognition (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    download_id    INTEGER NOT NULL REFERENCES download (id) ON DELETE CASCADE,
    type           TEXT,
    title          TEXT,
    original_title TEXT,
    year           INTEGER,
    season         TEXT,
    tmdb_id        INTEGER,
    confidence     REAL NOT NULL DEFAULT 0,
    method         TEXT NOT NULL DEFAULT 'parse',
    status         TEXT NOT NULL DEFAULT 'current',
    mapping        TEXT,
    created_at     TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE metadata_candidate (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    recognition_id INTEGER NOT NULL REFERENCES recognition (id) ON DELETE CASCADE,
    source         TEXT NOT NULL,
    external_id    TEXT,
    title          TEXT NOT NULL,
    year           INTEGER,
    type           TEXT,
    score          REAL NOT NULL DEFAULT 0,
    poster_url     TEXT,
    overview       TEXT,
    created_at     TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE hint (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    download_id INTEGER NOT NULL REFERENCES download (id) ON DELETE CASCADE,
    text        TEXT NOT NULL,
    created_at  TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE override (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    download_id INTEGER NOT NULL REFERENCES download (id) ON DELETE CASCADE,
    field       TEXT NOT NULL,
    value       TEXT NOT NULL,
    created_at  TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE file_link (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    download_id    INTEGER NOT NULL REFERENCES download (id) ON DELETE CASCADE,
    apply_batch_id TEXT NOT NULL,
    source_path    TEXT NOT NULL,
    target_path    TEXT NOT NULL,
    device         INTEGER,
    inode          INTEGER,
    size           INTEGER,
    state          TEXT NOT NULL DEFAULT 'linked',
    created_at     TEXT NOT NULL DEFAULT (datetime('now')),
    removed_at     TEXT
);

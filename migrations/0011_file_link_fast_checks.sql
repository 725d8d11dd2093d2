-- file_link: the same constraints, written so that a 1,000-row layout batch does not pay for them (issue 16,
-- item 8; docs/performance.md). SQLite evaluates `x IN ('a', 'b', 'c')` (three or more values) through an
-- ephemeral index that it builds again at every execution of the statement, i.e. for every row of an
-- `executemany`: the two IN checks of `method` and `state` were 4 ms of the 10 ms insert of a batch's
-- intents. Written as `=` … `OR` they allow exactly the same values (NULL is refused by NOT NULL either way).
-- The download index also carries `id`, so "a download's live rows, oldest first" (Undo, apply's preflight)
-- is read in index order instead of being sorted. SQLite cannot alter a CHECK constraint: the table (a leaf,
-- nothing references it) is rebuilt as in 0004_layout.sql.

CREATE TABLE file_link_new (
    id             TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 26 AND id = lower(id)),
    download_id    TEXT NOT NULL REFERENCES download (id) ON DELETE RESTRICT,
    apply_batch_id TEXT NOT NULL,
    source_path    TEXT NOT NULL,
    target_path    TEXT NOT NULL,
    device         INTEGER,
    inode          INTEGER,
    size           INTEGER,
    method         TEXT NOT NULL DEFAULT 'hardlink'
                   CHECK (method = 'hardlink' OR method = 'copy' OR method = 'symlink'),
    state          TEXT NOT NULL DEFAULT 'linked'
                   CHECK (state = 'pending' OR state = 'linked' OR state = 'removed'),
    created_dirs   TEXT,
    created_at     TEXT NOT NULL,
    removed_at     TEXT
);

INSERT INTO file_link_new (id, download_id, apply_batch_id, source_path, target_path, device, inode, size, method,
                           state, created_dirs, created_at, removed_at)
SELECT id, download_id, apply_batch_id, source_path, target_path, device, inode, size, method, state, created_dirs,
       created_at, removed_at
FROM file_link;

DROP TABLE file_link;

ALTER TABLE file_link_new RENAME TO file_link;

CREATE INDEX file_link_download ON file_link (download_id, id);
CREATE INDEX file_link_batch ON file_link (apply_batch_id);
CREATE INDEX file_link_target ON file_link (target_path);

-- Layout crash safety (docs/layout.md): file_link rows are written BEFORE the disk is touched, as
-- 'pending' intents that carry the inode the target will have, and each row remembers the library
-- directories its link created (`created_dirs`, a JSON list) so Undo prunes only what jellybit made.
-- SQLite cannot alter a CHECK constraint, so file_link (a leaf table: nothing references it) is rebuilt.

CREATE TABLE file_link_new (
    id             TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 26 AND id = lower(id)),
    download_id    TEXT NOT NULL REFERENCES download (id) ON DELETE RESTRICT,
    apply_batch_id TEXT NOT NULL,
    source_path    TEXT NOT NULL,
    target_path    TEXT NOT NULL,
    device         INTEGER,
    inode          INTEGER,
    size           INTEGER,
    method         TEXT NOT NULL DEFAULT 'hardlink' CHECK (method IN ('hardlink', 'copy', 'symlink')),
    state          TEXT NOT NULL DEFAULT 'linked' CHECK (state IN ('pending', 'linked', 'removed')),
    created_dirs   TEXT,
    created_at     TEXT NOT NULL,
    removed_at     TEXT
);

INSERT INTO file_link_new (id, download_id, apply_batch_id, source_path, target_path, device, inode, size, method,
                           state, created_at, removed_at)
SELECT id, download_id, apply_batch_id, source_path, target_path, device, inode, size, method, state, created_at,
       removed_at
FROM file_link;

DROP TABLE file_link;

ALTER TABLE file_link_new RENAME TO file_link;

CREATE INDEX file_link_download ON file_link (download_id);
CREATE INDEX file_link_batch ON file_link (apply_batch_id);
CREATE INDEX file_link_target ON file_link (target_path);

-- Telling Jellyfin about library changes (issue 17 item 7, docs/jellyfin.md). As for the Telegram notices, the
-- outbox is `state_change` itself: a change of a download into done, reverted or recognizing with an id above the
-- high-water mark is due; `jellyfin_update` records per change what was (or will be) sent, so a restart never
-- sends twice and a Jellyfin outage only delays.

-- The high-water mark, one row: changes with an id at or below `since_id` (ULIDs sort by time) were made before
-- Jellyfin was configured and are never replayed.
CREATE TABLE jellyfin_mark (
    id         INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    since_id   TEXT NOT NULL CHECK (length(since_id) = 26 AND since_id = lower(since_id)),
    created_at TEXT NOT NULL
);

-- One row per state change considered. `updates` is the JSON list of {"Path", "UpdateType"} with jellybit's
-- paths (mapped to Jellyfin's when sent), fixed at the first attempt so every retry sends the same batch.
CREATE TABLE jellyfin_update (
    state_change_id TEXT NOT NULL PRIMARY KEY REFERENCES state_change (id) ON DELETE CASCADE,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped', 'gave_up')),
    updates         TEXT,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    sent_at         TEXT
);

CREATE INDEX jellyfin_update_due ON jellyfin_update (status, next_attempt_at);

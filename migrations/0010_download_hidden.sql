-- Hide a finished download from the list (issue 17 item 1): the record and its history stay, reachable from
-- the history and by search. NULL = shown. The partial index keeps the chips' counts answered from an index
-- alone (they are asked on every poll of the list).
ALTER TABLE download ADD COLUMN hidden_at TEXT;
CREATE INDEX download_shown_state ON download (state) WHERE hidden_at IS NULL;

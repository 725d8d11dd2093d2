-- The recognition attempt counter, durable (issue 15, item 4 leftover). The worker counts the passes in which
-- recognising a download raised; after N it moves the download to review with `recognition_error`. Kept in
-- memory, a crash loop of jellybit gave every download fresh attempts at each start, forever.
ALTER TABLE download ADD COLUMN recognition_attempts INTEGER NOT NULL DEFAULT 0
    CHECK (recognition_attempts >= 0);

-- The count belongs to one stay in the recognition phase (completed → recognizing). Any other state change
-- ends it: recognition succeeded (→ linking/review), the worker gave up (→ review), the person cancelled, or
-- re-ran recognition (review/deferred/reverted/… → recognizing). One rule here, for every writer of the state
-- (set_state, the guarded re-activation), rather than in each of them. It fires only when there is something
-- to reset, i.e. almost never.
CREATE TRIGGER download_recognition_attempts_reset
AFTER UPDATE OF state ON download
WHEN NEW.recognition_attempts != 0 AND NEW.state != OLD.state
     AND NOT (OLD.state = 'completed' AND NEW.state = 'recognizing')
BEGIN
    UPDATE download SET recognition_attempts = 0 WHERE id = NEW.id;
END;

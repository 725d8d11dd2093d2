-- Telegram notifications (SPEC §6.8, §10). The outbox is `state_change` itself: a row entering review, done,
-- failed or stuck is due for every registered chat whose high-water mark is below it. These tables only record
-- what happened to each (state change, chat) pair, so a restart never sends twice and failures are retried.

-- A chat the bot notifies and its high-water mark: only state changes with an id above `since_id` (ULIDs sort by
-- time) are announced to it, so a new chat is not flooded with history. Natural key: Telegram's chat id.
CREATE TABLE notification_chat (
    chat_id    INTEGER NOT NULL PRIMARY KEY,
    since_id   TEXT NOT NULL CHECK (length(since_id) = 26 AND since_id = lower(since_id)),
    created_at TEXT NOT NULL
);

CREATE TABLE notification (
    id              TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 26 AND id = lower(id)),
    state_change_id TEXT NOT NULL REFERENCES state_change (id) ON DELETE CASCADE,
    chat_id         INTEGER NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped', 'gave_up')),
    message_id      INTEGER,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    sent_at         TEXT
);

CREATE UNIQUE INDEX notification_change_chat ON notification (state_change_id, chat_id);
CREATE INDEX notification_due ON notification (status, next_attempt_at);

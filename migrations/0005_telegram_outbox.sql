-- Telegram replies survive a crash (issue 18). An update is confirmed to Telegram (the getUpdates offset) only
-- after it was handled; handling it records the update here together with its replies, in ONE transaction, so a
-- redelivered update is recognised and its answer is not queued twice. Replies then leave through one outbound
-- queue that a crash does not empty and that paces each chat under Telegram's limits.

-- An update that was handled. Natural key: Telegram's update ids count per bot, hence the bot's id with it.
CREATE TABLE telegram_update (
    bot_id     INTEGER NOT NULL,
    update_id  INTEGER NOT NULL,
    chat_id    INTEGER,
    handled_at TEXT NOT NULL,
    PRIMARY KEY (bot_id, update_id)
);

-- One message to send (`send`) or to change (`edit`, of `target_message_id`). `batchable` plain replies that
-- wait for the same chat may go out together as one message (their `message_id` is then the same).
CREATE TABLE telegram_reply (
    id                TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 26 AND id = lower(id)),
    chat_id           INTEGER NOT NULL,
    update_id         INTEGER,
    kind              TEXT NOT NULL DEFAULT 'send' CHECK (kind IN ('send', 'edit')),
    text              TEXT NOT NULL,
    markup            TEXT,
    target_message_id INTEGER,
    batchable         INTEGER NOT NULL DEFAULT 0,
    status            TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dropped', 'gave_up')),
    attempts          INTEGER NOT NULL DEFAULT 0,
    next_attempt_at   TEXT NOT NULL,
    last_error        TEXT,
    message_id        INTEGER,
    created_at        TEXT NOT NULL,
    sent_at           TEXT
);

CREATE INDEX telegram_reply_due ON telegram_reply (status, next_attempt_at);

"""Notices whose download moved on elsewhere (the web app, the API, the worker) are edited to show where it is.

Why: a review notice kept its Apply buttons after the person applied in the web app, and a "Failed" notice
still said failed after a Retry there; a press was then only answered "outdated". A button press already
edits every copy of its download's notices (:mod:`.buttons`); this does the same for every other change.

Each notification run looks at the notices sent in the last :data:`outbox.KEEP_REPLIES`: one whose download
has a state change newer than the notice and than its last queued edit shows an older state, and gets an
edit (the text and buttons a press would show). Changes made by a press are left to the press, which queues
its edits (with its "… via Telegram" note) only after its command ran: counting them here would race it.
Edits go through the outbox, so pacing, retries and Telegram's "message is not modified" are handled there,
and the outbox's own edit rows are the record of what a message shows — kept exactly as long as the window,
so no schema of its own is needed.
"""

from __future__ import annotations

from datetime import datetime

from peewee import fn

from jellybit import logs, store
from jellybit.store.fields import utcnow
from jellybit.store.models import Notification, StateChange, TelegramReply

from . import outbox
from .buttons import shown

__all__ = ["stale", "run_once"]

log = logs.get_logger(__name__)


def stale(now: datetime | None = None) -> list[tuple[str, int, int]]:
    """(download id, chat id, message id) of the notices that show an older state than their download's."""
    since = (now or utcnow()) - outbox.KEEP_REPLIES
    sent = list(Notification.select(StateChange.download, Notification.chat_id, Notification.message_id,
                                    Notification.sent_at)
                .join(StateChange)
                .where(Notification.status == "sent", Notification.message_id.is_null(False),
                       Notification.sent_at > since).tuples())
    if not sent:
        return []
    ids = {row[0] for row in sent}
    not_pressed = StateChange.actor.is_null(True) | (fn.substr(StateChange.actor, 1, 8) != "telegram")
    newest = dict(StateChange.select(StateChange.download, fn.MAX(StateChange.created_at))
                  .where(StateChange.download.in_(ids), not_pressed).group_by(StateChange.download).tuples())
    edited = {(chat, message): at for chat, message, at in
              TelegramReply.select(TelegramReply.chat_id, TelegramReply.target_message_id,
                                   fn.MAX(TelegramReply.created_at))
              .where(TelegramReply.kind == "edit", TelegramReply.created_at > since)
              .group_by(TelegramReply.chat_id, TelegramReply.target_message_id).tuples()}
    out = {}
    for download_id, chat_id, message_id, sent_at in sent:
        shown_at = max(sent_at, edited.get((chat_id, message_id), sent_at))
        if newest.get(download_id) is not None and newest[download_id] > shown_at:
            out[(chat_id, message_id)] = download_id
    return [(download_id, chat, message) for (chat, message), download_id in out.items()]


def run_once(base_url: str, now: datetime | None = None) -> int:
    """Queue an edit for every stale notice; how many were queued (blocking: call it in a worker thread)."""
    replies = []
    for download_id, chat_id, message_id in stale(now):
        try:
            d = store.get(download_id)
        except store.NotFound:
            continue
        text, markup = shown(d, base_url)
        replies.append(outbox.Reply(chat_id, text, markup, edit_of=message_id))
        log.info("notice edited: its download changed elsewhere",
                 extra={"download_id": download_id, "chat_id": chat_id, "message_id": message_id,
                        "state": d.state})
    if replies:
        outbox.queue(replies)
    return len(replies)

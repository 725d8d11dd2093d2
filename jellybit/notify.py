"""Notifications about downloads that need the person or reached an end (SPEC §6.8, §10).

Why an outbox and no queue: every state change is already a ``state_change`` row written in the same
transaction as the change, so nothing has to be enqueued at the call sites and nothing is lost when the
process dies. A change into :data:`DUE_STATES` is due for every registered chat whose high-water mark
(``notification_chat.since_id``, set when the chat is first registered) is below it; the ``notification``
table records per (change, chat) the attempts, the next attempt and the message id. A row is claimed (attempt
counted, next attempt pushed back) BEFORE the send, so a restart never resends a delivered notice; a crash
between the send and its record can resend it once after the backoff (at-least-once, never a flood).

Transport-neutral: :func:`run_once` builds a :class:`Notice` (text + what the buttons act on) and hands it to
a ``sender`` (the Telegram bot's, see ``jellybit.telegram.bot``), which renders the keyboard. Notices are sent
OUTSIDE the download's log context on purpose (SPEC §4): a failure to notify must never break the worker.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

from jellybit import ident, logs, store
from jellybit.backoff import Backoff
from jellybit.store.fields import format_ts, utcnow
from jellybit.store.models import FileLink, MetadataCandidate, Recognition
from jellybit.words import download_problem

__all__ = ["DUE_STATES", "Candidate", "Notice", "SendError", "Sender", "Unavailable", "RETRY",
           "build_notice", "pending", "register_chats", "run_once"]

log = logs.get_logger(__name__)

DUE_STATES = ("review", "done", "failed", "stuck")
TOP_CANDIDATES = 3
PER_FILE = "Open it in the app to change single files: episode numbers, extras, skip one."
SHOWN_FILES = 5

RETRY = Backoff()  # notices: 10 s doubling to 15 min, given up after 20 attempts (≈ 4 h)


class Unavailable(Exception):
    """The sender cannot send now (bot not connected): the run stops and nothing is counted."""


class SendError(Exception):
    """A send failed; ``retry_after`` (seconds) when the API asked to wait."""

    def __init__(self, message: str, retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(frozen=True)
class Candidate:
    id: str
    label: str  # "Title (Year)", shown in the text next to its number


@dataclass(frozen=True)
class Notice:
    """What to tell a chat about one state change; the transport turns ``state`` into buttons."""

    download_id: str
    state: str
    text: str
    candidates: tuple[Candidate, ...] = ()


class Sender(Protocol):
    """Sends one notice to one chat and returns the message id; thread-safe; raises on failure."""

    chat_ids: Collection[int]
    base_url: str

    def __call__(self, chat_id: int, notice: Notice) -> int: ...


@dataclass(frozen=True)
class Due:
    state_change_id: str
    download_id: str
    state: str
    chat_id: int
    notification_id: str | None
    attempts: int


def register_chats(chat_ids: Collection[int]) -> None:
    """Give every new chat its high-water mark (now): it hears about changes from here on, not history."""
    wanted = sorted(int(c) for c in chat_ids)
    if not wanted:
        return
    known = {r[0] for r in store.database.execute_sql(
        f"SELECT chat_id FROM notification_chat WHERE chat_id IN ({','.join('?' * len(wanted))})", wanted)}
    if known.issuperset(wanted):
        return  # the usual case: no write transaction on every run
    with store.write_tx():
        for chat_id in wanted:
            store.database.execute_sql(
                "INSERT OR IGNORE INTO notification_chat (chat_id, since_id, created_at) VALUES (?, ?, ?)",
                (int(chat_id), ident.new_id(), format_ts(utcnow())))


def pending(chat_ids: Collection[int], *, now: datetime | None = None, limit: int = 50) -> list[Due]:
    """Notices due now, oldest change first: never tried, or pending with their next attempt reached."""
    if not chat_ids:
        return []
    now_text = format_ts(now or utcnow())
    chats = sorted(int(c) for c in chat_ids)
    rows = store.database.execute_sql(
        "SELECT sc.id, sc.download_id, sc.to_state, c.chat_id, n.id, COALESCE(n.attempts, 0) "
        "FROM notification_chat c JOIN state_change sc ON sc.id > c.since_id "
        "LEFT JOIN notification n ON n.state_change_id = sc.id AND n.chat_id = c.chat_id "
        f"WHERE c.chat_id IN ({','.join('?' * len(chats))}) "
        f"AND sc.to_state IN ({','.join('?' * len(DUE_STATES))}) "
        "AND (n.id IS NULL OR (n.status = 'pending' AND n.next_attempt_at <= ?)) "
        "ORDER BY sc.id, c.chat_id LIMIT ?", (*chats, *DUE_STATES, now_text, limit)).fetchall()
    return [Due(*row) for row in rows]


_run_lock = threading.Lock()


def run_once(sender: Sender, *, now: datetime | None = None, limit: int = 50) -> int:
    """Send what is due (at most ``limit``); returns how many were sent. Safe to call from any thread.

    Callable from an APScheduler job or the bot's own loop; concurrent runs in one process skip (one lock),
    and the per-row claim keeps two processes from sending the same notice twice in a row.
    """
    if not _run_lock.acquire(blocking=False):
        return 0
    try:
        with store.connection():
            register_chats(sender.chat_ids)
            sent = 0
            for due in pending(sender.chat_ids, now=now, limit=limit):
                outcome = _deliver(sender, due, now or utcnow())
                if outcome == "unavailable":
                    break
                sent += outcome == "sent"
            return sent
    finally:
        _run_lock.release()


def _deliver(sender: Sender, due: Due, now: datetime) -> str:
    extra = {"download_id": due.download_id, "chat_id": due.chat_id, "state_change_id": due.state_change_id,
             "to_state": due.state}
    if _superseded(due):
        _finish(due, "skipped", now, last_error="the download moved on before the notice went out")
        return "skipped"
    attempts = _claim(due, now)
    if attempts is None:
        return "claimed elsewhere"
    try:
        notice = build_notice(due.download_id, due.state, sender.base_url)
        message_id = sender(due.chat_id, notice)
    except Unavailable:
        _unclaim(due, now)
        return "unavailable"
    except Exception as exc:  # noqa: BLE001 - any failure is recorded and retried; it never escapes
        wait = max(RETRY.delay(attempts), getattr(exc, "retry_after", None) or 0)
        gave_up = attempts >= RETRY.max_attempts
        _fail(due, now, str(exc)[:500] or type(exc).__name__, wait, gave_up)
        (log.error if gave_up else log.warning)(
            "notification %s: %s", "given up" if gave_up else "failed, will retry", exc,
            extra={**extra, "attempts": attempts, "retry_in_s": None if gave_up else round(wait, 1)})
        return "failed"
    _finish(due, "sent", now, message_id=message_id)
    log.info("notification sent", extra={**extra, "message_id": message_id, "attempts": attempts})
    return "sent"


def _superseded(due: Due) -> bool:
    """A notice about a state the download has since left would offer stale buttons: skip it."""
    row = store.database.execute_sql("SELECT id FROM state_change WHERE download_id = ? ORDER BY id DESC LIMIT 1",
                                     (due.download_id,)).fetchone()
    return row is not None and row[0] != due.state_change_id


def _claim(due: Due, now: datetime) -> int | None:
    """Count the attempt and push the next one back BEFORE sending; None when another run got it first."""
    attempts = due.attempts + 1
    next_at = format_ts(now + timedelta(seconds=RETRY.delay(attempts)))
    with store.write_tx():
        if due.notification_id is None:
            cur = store.database.execute_sql(
                "INSERT OR IGNORE INTO notification (id, state_change_id, chat_id, status, attempts, "
                "next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)",
                (ident.new_id(), due.state_change_id, due.chat_id, attempts, next_at, format_ts(now)))
        else:
            cur = store.database.execute_sql(
                "UPDATE notification SET attempts = ?, next_attempt_at = ? "
                "WHERE id = ? AND status = 'pending' AND attempts = ?",
                (attempts, next_at, due.notification_id, due.attempts))
    return attempts if cur.rowcount == 1 else None


def _where(due: Due) -> tuple[str, tuple]:
    return "state_change_id = ? AND chat_id = ?", (due.state_change_id, due.chat_id)


def _unclaim(due: Due, now: datetime) -> None:
    cond, params = _where(due)
    store.database.execute_sql(f"UPDATE notification SET attempts = attempts - 1, next_attempt_at = ? WHERE {cond}",
                               (format_ts(now), *params))


def _fail(due: Due, now: datetime, error: str, wait: float, gave_up: bool) -> None:
    cond, params = _where(due)
    store.database.execute_sql(
        f"UPDATE notification SET status = ?, last_error = ?, next_attempt_at = ? WHERE {cond}",
        ("gave_up" if gave_up else "pending", error, format_ts(now + timedelta(seconds=wait)), *params))


def _finish(due: Due, status: str, now: datetime, *, message_id: int | None = None,
            last_error: str | None = None) -> None:
    cond, params = _where(due)
    with store.write_tx():
        store.database.execute_sql(
            "INSERT OR IGNORE INTO notification (id, state_change_id, chat_id, status, attempts, created_at) "
            "VALUES (?, ?, ?, 'pending', 0, ?)", (ident.new_id(), due.state_change_id, due.chat_id, format_ts(now)))
        store.database.execute_sql(
            f"UPDATE notification SET status = ?, message_id = ?, last_error = ?, sent_at = ? WHERE {cond}",
            (status, message_id, last_error, format_ts(now) if status == "sent" else None, *params))


# -- content ------------------------------------------------------------------------------------------------


def build_notice(download_id: str, state: str, base_url: str) -> Notice:
    """The words for a download that entered ``state`` (review / done / failed / stuck)."""
    d = store.get(download_id)
    name = d.name or "(unnamed download)"
    link = f"{base_url}/download/{d.id}"
    if state == "review":
        candidates = top_candidates(d.id)
        lines = [f"Needs your decision: {name}", review_reason(d)]
        lines += [f"#{i} {c.label}" for i, c in enumerate(candidates, 1)]
        lines += [f"Review: {base_url}/review/{d.id}", PER_FILE]
        return Notice(d.id, state, "\n".join(lines), tuple(candidates))
    if state == "done":
        return Notice(d.id, state, "\n".join([f"Done: {name}", *placed_files(d.id), link]))
    problem = download_problem(d)
    words = "No details were recorded."
    if problem is not None:
        words = f"{problem.what} {problem.todo}".strip() + (f"\n{problem.detail}" if problem.detail else "")
    title = "Stuck" if state == "stuck" else "Failed"
    return Notice(d.id, state, f"{title}: {name}\n{words}\n{link}")


def current_recognition(download_id: str) -> Recognition | None:
    return (Recognition.select().where(Recognition.download == download_id, Recognition.status == "current")
            .order_by(Recognition.id.desc()).first())


def review_reason(d: store.Download) -> str:
    rec = current_recognition(d.id)
    return (rec.reason if rec is not None and rec.reason else None) or d.error_message or \
        "jellybit is not sure what this is."


def top_candidates(download_id: str, n: int = TOP_CANDIDATES) -> list[Candidate]:
    """The best candidates of the current recognition, best first (the order of the Apply #n buttons)."""
    rec = current_recognition(download_id)
    if rec is None:
        return []
    rows = (MetadataCandidate.select().where(MetadataCandidate.recognition == rec.id)
            .order_by(MetadataCandidate.score.desc(), MetadataCandidate.id).limit(n))
    return [Candidate(c.id, _label(c)) for c in rows]


def _label(c: MetadataCandidate) -> str:
    parts = [c.title + (f" ({c.year})" if c.year else "")]
    if c.type:
        parts.append(c.type)
    parts.append(f"score {c.score:.2f}")
    return " · ".join(parts)


def placed_files(download_id: str, shown: int = SHOWN_FILES) -> list[str]:
    """Where the last layout batch put the files: their common folder once, then up to ``shown`` names."""
    linked = (FileLink.download == download_id) & (FileLink.state == "linked")
    last = FileLink.select(FileLink.apply_batch_id).where(linked).order_by(FileLink.apply_batch_id.desc()).first()
    if last is None:
        return ["(no files were recorded)"]
    targets = [fl.target_path for fl in FileLink.select(FileLink.target_path).where(
        linked, FileLink.apply_batch_id == last.apply_batch_id).order_by(FileLink.id)]
    folder = os.path.commonpath([os.path.dirname(t) for t in targets])
    parts = folder.split(os.sep)
    shown_folder = os.path.join("…", *parts[-3:]) if len(parts) > 4 else folder
    lines = [f"{len(targets)} file{'s' if len(targets) != 1 else ''} in {shown_folder}:"]
    lines += [f"• {os.path.relpath(t, folder)}" for t in targets[:shown]]
    if len(targets) > shown:
        lines.append(f"… and {len(targets) - shown} more")
    return lines

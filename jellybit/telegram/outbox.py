"""Every reply leaves through ONE durable outbound queue, paced per chat under Telegram's limits (issue 18).

Why a queue and not ``reply_text`` in the handler: a 429, a 5xx or a hanging send on one reply used to stop
the reply loop and blame jellybit, and a crash lost the answers. Now a handler only collects :class:`Reply`
values; :func:`record` writes them together with the handled update (``telegram_update``) in ONE transaction,
and only then is the update confirmed to Telegram. The :class:`Pump` on the bot's loop sends what is due:

- one send in flight per chat (a hang costs that chat one timeout, never the other chats or later replies);
- a sliding window per chat (1/s in a private chat, 20/min in a group) and one for the bot (30/s), as in
  Telegram's FAQ; a 429 blocks the chat for its ``retry_after`` and the reply waits at least that long;
- plain replies waiting for the same chat go out as ONE message (up to 4000 characters), so 30 magnets in a
  group are one or two messages, not 30;
- a row is claimed (attempt counted, next attempt pushed back) before the send, as in :mod:`jellybit.notify`:
  a crash after the send can repeat that one message after its backoff, nothing more.

Telegram's refusals are not jellybit's failures: they are logged and retried (or given up), never answered
with "something went wrong".
"""

from __future__ import annotations

import asyncio
import json
import time
import warnings
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from telegram import Bot, InlineKeyboardMarkup, LinkPreviewOptions
from telegram.error import BadRequest, Forbidden, RetryAfter, TelegramError

from jellybit import logs, store
from jellybit.backoff import Backoff
from jellybit.redaction import redact
from jellybit.store.fields import format_ts, utcnow
from jellybit.store.models import TelegramReply, TelegramUpdate

from . import texts

__all__ = ["Reply", "Limits", "Limiter", "Pump", "RETRY", "record", "seen", "queue", "due", "prune", "seconds"]

log = logs.get_logger(__name__)

RETRY = Backoff(base=2.0, cap=60.0, max_attempts=30)  # ≈ 25 min of retries, then given up (logged)
KEEP_UPDATES = timedelta(days=2)  # Telegram keeps an unconfirmed update for 24 h
KEEP_REPLIES = timedelta(days=7)
SEPARATOR = "\n\n"


@dataclass(frozen=True)
class Reply:
    """A message to send to ``chat_id``, or (``edit_of``) the new text and buttons of a message sent before."""

    chat_id: int
    text: str
    markup: InlineKeyboardMarkup | None = None
    edit_of: int | None = None
    batchable: bool = False  # plain text that may share one message with the chat's other waiting replies


# -- the store (blocking; call in a worker thread) -----------------------------------------------------------


def seen(bot_id: int, update_id: int) -> bool:
    """The update was handled before (a redelivery after a crash): its replies are already queued."""
    return TelegramUpdate.select().where(TelegramUpdate.bot_id == bot_id,
                                         TelegramUpdate.update_id == update_id).exists()


def record(bot_id: int, update_id: int, chat_id: int | None, replies: Sequence[Reply]) -> bool:
    """Mark the update handled and queue its replies, in ONE transaction; False if it was already handled."""
    now = utcnow()
    with store.write_tx():
        cur = store.database.execute_sql(
            "INSERT OR IGNORE INTO telegram_update (bot_id, update_id, chat_id, handled_at) VALUES (?, ?, ?, ?)",
            (bot_id, update_id, chat_id, format_ts(now)))
        if cur.rowcount != 1:
            return False
        _insert(replies, update_id, now)
    return True


def queue(replies: Sequence[Reply]) -> None:
    """Queue replies that belong to no update (e.g. edits after a change made elsewhere)."""
    with store.write_tx():
        _insert(replies, None, utcnow())


def _insert(replies: Sequence[Reply], update_id: int | None, now: datetime) -> None:
    for r in replies:
        TelegramReply.create(chat_id=r.chat_id, update_id=update_id, kind="edit" if r.edit_of else "send",
                             text=texts.clip(r.text), markup=json.dumps(r.markup.to_dict()) if r.markup else None,
                             target_message_id=r.edit_of, batchable=int(r.batchable and not r.markup),
                             next_attempt_at=now, created_at=now)


def due(now: datetime | None = None, limit: int = 500) -> tuple[list[TelegramReply], float | None]:
    """Pending rows due now, oldest first, and the seconds until the next one that is not due yet."""
    now = now or utcnow()
    pending = TelegramReply.status == "pending"
    rows = list(TelegramReply.select().where(pending, TelegramReply.next_attempt_at <= now)
                .order_by(TelegramReply.id).limit(limit))
    later = (TelegramReply.select(TelegramReply.next_attempt_at).where(pending, TelegramReply.next_attempt_at > now)
             .order_by(TelegramReply.next_attempt_at).first())
    return rows, (later.next_attempt_at - now).total_seconds() if later else None


def _claim(ids: list[str], attempts: int, now: datetime) -> bool:
    """Count the attempt and push the next one back BEFORE sending (a crash after the send resends once)."""
    with store.write_tx():
        cur = store.database.execute_sql(
            f"UPDATE telegram_reply SET attempts = ?, next_attempt_at = ? WHERE status = 'pending' "
            f"AND id IN ({','.join('?' * len(ids))})",
            (attempts, format_ts(now + timedelta(seconds=RETRY.delay(attempts))), *ids))
        return cur.rowcount == len(ids)


def _finish(ids: list[str], status: str, *, message_id: int | None = None, error: str | None = None,
            next_in: float | None = None) -> None:
    now = utcnow()
    sets = {"status": status, "last_error": redact(error)[:500] if error else None}
    if status == "sent":
        sets |= {"message_id": message_id, "sent_at": now}
    if next_in is not None:
        sets["next_attempt_at"] = now + timedelta(seconds=next_in)
    with store.write_tx():
        TelegramReply.update(**sets).where(TelegramReply.id.in_(ids)).execute()


def prune(now: datetime | None = None) -> None:
    """Forget handled updates Telegram can no longer redeliver, and old finished replies."""
    now = now or utcnow()
    with store.write_tx():
        TelegramUpdate.delete().where(TelegramUpdate.handled_at < now - KEEP_UPDATES).execute()
        TelegramReply.delete().where(TelegramReply.status != "pending",
                                     TelegramReply.created_at < now - KEEP_REPLIES).execute()


# -- pacing --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Limits:
    """Messages per seconds: in one private chat, in one group, and for the whole bot (Telegram's FAQ: about
    1/s in a chat, 20/min in a group, 30/s in all; a 429 beyond what these windows foresee is honoured anyway)."""

    private: tuple[int, float] = (3, 3.0)  # 1/s on average, a short burst allowed
    group: tuple[int, float] = (20, 60.0)
    total: tuple[int, float] = (30, 1.0)


TELEGRAM = Limits()


@dataclass
class _Window:
    count: int
    per: float
    times: deque = field(default_factory=deque)

    def wait(self, now: float) -> float:
        while self.times and now - self.times[0] >= self.per:
            self.times.popleft()
        return 0.0 if len(self.times) < self.count else self.per - (now - self.times[0])


class Limiter:
    """Sliding windows per chat and for the bot, plus 429 blocks; used on the bot's loop only (no lock)."""

    def __init__(self, limits: Limits = TELEGRAM, clock: Callable[[], float] = time.monotonic):
        self.limits, self.clock = limits, clock
        self._total = _Window(*limits.total)
        self._chats: dict[int, _Window] = {}
        self._blocked: dict[int, float] = {}

    def _window(self, chat_id: int) -> _Window:
        if chat_id not in self._chats:  # group and supergroup ids are negative, private chats positive
            self._chats[chat_id] = _Window(*(self.limits.group if chat_id < 0 else self.limits.private))
        return self._chats[chat_id]

    def wait(self, chat_id: int) -> float:
        """Seconds until a message to this chat may go out (0 = now)."""
        now = self.clock()
        return max(self._window(chat_id).wait(now), self._total.wait(now), self._blocked.get(chat_id, 0) - now)

    def take(self, chat_id: int) -> None:
        now = self.clock()
        self._window(chat_id).times.append(now)
        self._total.times.append(now)

    def block(self, chat_id: int, seconds: float) -> None:
        self._blocked[chat_id] = max(self._blocked.get(chat_id, 0), self.clock() + seconds)

    async def acquire(self, chat_id: int) -> None:
        """Wait for a slot and take it (for senders outside the pump, e.g. notifications)."""
        while (wait := self.wait(chat_id)) > 0:
            await asyncio.sleep(wait)
        self.take(chat_id)


# -- the pump ------------------------------------------------------------------------------------------------


async def _blocking(fn: Callable[..., Any], *args: Any) -> Any:
    def run() -> Any:
        with store.connection():
            return fn(*args)

    return await asyncio.to_thread(run)


def batch(rows: Sequence[TelegramReply]) -> list[TelegramReply]:
    """The chat's next message: its oldest row, joined by the batchable rows after it while they fit."""
    first = rows[0]
    out, size = [first], len(first.text)
    if first.kind != "send" or not first.batchable:
        return out
    for r in rows[1:]:
        if r.kind != "send" or not r.batchable or size + len(SEPARATOR) + len(r.text) > texts.MAX_TEXT:
            break
        out.append(r)
        size += len(SEPARATOR) + len(r.text)
    return out


class Pump:
    """Sends the queue on the bot's loop: concurrent across chats, one at a time within a chat."""

    def __init__(self, bot: Callable[[], Bot], limiter: Limiter, *, send_timeout: float = 15.0, idle: float = 5.0):
        self._bot, self.limiter, self.send_timeout, self.idle = bot, limiter, send_timeout, idle
        self._wake: asyncio.Event | None = None
        self._busy: set[int] = set()
        self._tasks: set[asyncio.Task] = set()

    def wake(self) -> None:
        """Look at the queue now (call on the bot's loop)."""
        if self._wake is not None:
            self._wake.set()

    async def run(self, stopping: Callable[[], bool]) -> None:
        self._wake = asyncio.Event()
        while not stopping():
            self._wake.clear()
            next_in = self.idle
            try:
                rows, later = await _blocking(due)
            except Exception:  # noqa: BLE001 - the queue is read again at the next round
                log.exception("telegram outbox: reading the queue failed")
                rows, later = [], None
            if later is not None:
                next_in = min(next_in, later)
            by_chat: dict[int, list[TelegramReply]] = {}
            for r in rows:
                by_chat.setdefault(r.chat_id, []).append(r)
            for chat_id, chat_rows in by_chat.items():
                if chat_id in self._busy:
                    continue
                wait = self.limiter.wait(chat_id)
                if wait > 0:
                    next_in = min(next_in, wait)
                    continue
                self.limiter.take(chat_id)
                self._busy.add(chat_id)
                task = asyncio.create_task(self._deliver(chat_id, batch(chat_rows)))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
            try:
                await asyncio.wait_for(self._wake.wait(), max(next_in, 0.01))
            except TimeoutError:
                pass

    async def drain(self, timeout: float) -> None:
        """Let the sends in flight finish (at stop)."""
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=timeout)

    async def _deliver(self, chat_id: int, rows: list[TelegramReply]) -> None:
        ids = [r.id for r in rows]
        attempts = max(r.attempts for r in rows) + 1
        extra = {"chat_id": chat_id, "reply_ids": ids[:10], "replies": len(ids), "attempts": attempts}
        try:
            if not await _blocking(_claim, ids, attempts, utcnow()):
                return
            outcome = await self._send(rows)
            await _blocking(lambda: self._record(ids, rows[0], outcome, attempts, extra))
        except Exception:  # noqa: BLE001 - one delivery never stops the pump
            log.exception("telegram outbox: delivery failed", extra=extra)
        finally:
            self._busy.discard(chat_id)
            self.wake()

    async def _send(self, rows: list[TelegramReply]) -> tuple[str, Any]:
        """("sent", message_id) | ("retry", (error, wait)) | ("dropped"|"gave_up", error)."""
        first = rows[0]
        markup = InlineKeyboardMarkup.de_json(json.loads(first.markup), None) if first.markup else None
        try:
            if first.kind == "edit":
                message = await asyncio.wait_for(self._bot().edit_message_text(
                    first.text, chat_id=first.chat_id, message_id=first.target_message_id, reply_markup=markup,
                    link_preview_options=LinkPreviewOptions(is_disabled=True)), self.send_timeout)
            else:
                message = await asyncio.wait_for(self._bot().send_message(
                    first.chat_id, SEPARATOR.join(r.text for r in rows), reply_markup=markup,
                    link_preview_options=LinkPreviewOptions(is_disabled=True)), self.send_timeout)
        except RetryAfter as exc:
            wait = seconds(exc)
            self.limiter.block(first.chat_id, wait)
            return "retry", (str(exc), wait)
        except BadRequest as exc:
            if "not modified" in exc.message.lower():
                return "sent", first.target_message_id
            return ("dropped" if first.kind == "edit" else "gave_up"), exc.message
        except Forbidden as exc:  # the bot was blocked or removed from the group: retrying helps nobody
            return "gave_up", exc.message
        except (TelegramError, TimeoutError) as exc:  # 5xx, network, a hang that timed out
            return "retry", (str(exc) or type(exc).__name__, None)
        return "sent", getattr(message, "message_id", first.target_message_id)

    @staticmethod
    def _record(ids: list[str], first: TelegramReply, outcome: tuple[str, Any], attempts: int,
                extra: dict) -> None:
        status, value = outcome
        if status == "sent":
            _finish(ids, "sent", message_id=value)
            log.info("telegram reply sent", extra={**extra, "message_id": value, "kind": first.kind})
            return
        if status == "retry":
            error, wait = value
            if attempts >= RETRY.max_attempts:
                _finish(ids, "gave_up", error=error)
                log.error("telegram reply given up: %s", error, extra=extra)
                return
            wait = max(wait or 0, RETRY.delay(attempts))
            _finish(ids, "pending", error=error, next_in=wait)
            log.warning("telegram reply not sent, retrying in %.1f s: %s", wait, error, extra=extra)
            return
        _finish(ids, status, error=value)
        (log.info if status == "dropped" else log.error)("telegram reply %s: %s", status, value, extra=extra)


def seconds(exc: RetryAfter) -> float:
    """``retry_after`` in seconds (PTB 22 warns that the int becomes a timedelta; accept both)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        value = exc.retry_after
    return value.total_seconds() if hasattr(value, "total_seconds") else float(value)

"""The Telegram bot: its own thread and asyncio loop next to waitress and APScheduler (SPEC §1, §10).

Recipe and measurements: ``notes/telegram-testing.md`` §3–4. The manual lifecycle (``initialize``/``start``)
instead of ``run_polling`` because we need our own retry of an unreachable API at start-up (the web UI never
waits for Telegram) and a shutdown that is guarded step by step. Other threads reach the bot only through
:meth:`TelegramBot.call` (``run_coroutine_threadsafe``): the httpx pool belongs to this loop.

Polling is our own loop over ``Bot.get_updates``, not PTB's ``Updater``: the Updater confirms a whole batch
(the next ``offset``) as soon as it is fetched, so a crash while answering lost the rest of the batch. Here an
update is confirmed only after it was handled and :func:`outbox.record` stored it with its replies, so a crash
at any point redelivers it, and a redelivered update that was recorded is skipped (issue 18). Replies are sent
by the :class:`outbox.Pump`.

Every text this wrapper lets out (health detail, log records) goes through :func:`redaction.redact`: PTB's
``InvalidToken`` message quotes the full token.

The bot also runs the notification outbox (:mod:`jellybit.notify`) every ``notify_interval`` seconds, in a
worker thread so the loop stays free to send, and after it :func:`refresh.run_once`, which edits the notices whose
download changed elsewhere. ``notify.run_once(bot.sender)`` may as well be called from an APScheduler job:
runs in one process never overlap.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable, Collection
from typing import Any, TypeVar

from telegram import Bot, LinkPreviewOptions
from telegram.error import InvalidToken, RetryAfter, TelegramError, TimedOut
from telegram.ext import Application, ApplicationBuilder, CallbackQueryHandler, CommandHandler, MessageHandler, filters
from telegram.request import HTTPXRequest

from jellybit import logs, notify, store
from jellybit.actions import Deps
from jellybit.config import Settings
from jellybit.health import Status
from jellybit.redaction import redact, register_secret
from jellybit.runtime import Runtime, deps_for

from . import buttons, handlers, keyboards, outbox, refresh, texts
from .context import KEY, BotContext, in_thread

__all__ = ["TelegramBot", "BotSender", "build_application", "register_handlers", "start"]

log = logs.get_logger(__name__)
T = TypeVar("T")

POLL_GRACE = 35.0  # an idle long poll answers every poll_timeout s; the error backoff is capped at 30 s
ALLOWED_UPDATES = ["message", "edited_message", "callback_query"]
PRUNE_EVERY = 3600.0


def register_handlers(app: Application) -> None:
    """Every handler, in one place: the routing table of the bot."""
    app.add_handler(CallbackQueryHandler(buttons.on_button))  # every button, stale and foreign ones too
    app.add_handler(CommandHandler(["start", "help"], handlers.start))
    app.add_handler(CommandHandler("list", handlers.list_active))
    app.add_handler(CommandHandler("status", handlers.status))
    app.add_handler(MessageHandler(filters.Document.ALL, handlers.on_document))
    app.add_handler(MessageHandler(filters.PHOTO, handlers.on_photo))
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, handlers.on_text))
    app.add_handler(MessageHandler(filters.COMMAND, handlers.unknown_command))
    app.add_error_handler(handlers.on_error)


class _PollRequest(HTTPXRequest):
    """The getUpdates connection, reporting each answered poll: the health check's "last contact"."""

    def __init__(self, on_ok: Callable[[], None]):
        super().__init__(connection_pool_size=1)  # PTB's default for getUpdates
        self._on_ok = on_ok

    async def do_request(self, *args: Any, **kwargs: Any) -> tuple[int, bytes]:
        code, payload = await super().do_request(*args, **kwargs)
        if 200 <= code < 300:
            self._on_ok()
        return code, payload


def build_application(settings: Settings, ctx: BotContext, on_poll_ok: Callable[[], None] = lambda: None
                      ) -> Application:
    """PTB pointed at ``telegram_api_url`` (the fake server in tests), without PTB's JobQueue and Updater."""
    api = settings.telegram_api_url
    app = (ApplicationBuilder().token(settings.telegram_token)
           .base_url(f"{api}/bot").base_file_url(f"{api}/file/bot")
           .get_updates_request(_PollRequest(on_poll_ok)).updater(None).job_queue(None).build())
    app.bot_data[KEY] = ctx
    register_handlers(app)
    return app


class BotSender:
    """The :class:`notify.Sender` of this bot: thread-safe, blocks until Telegram answered."""

    def __init__(self, bot: "TelegramBot"):
        self._bot = bot
        self.chat_ids: Collection[int] = bot.settings.telegram_chat_ids
        self.base_url: str = bot.settings.base_url

    def __call__(self, chat_id: int, notice: notify.Notice) -> int:
        markup = keyboards.markup(notice.download_id, notice.state, [c.id for c in notice.candidates])

        async def send(b: Bot) -> int:
            await self._bot.limiter.acquire(chat_id)  # the same per-chat pace as the replies
            try:
                message = await b.send_message(chat_id, texts.clip(notice.text), reply_markup=markup,
                                               link_preview_options=LinkPreviewOptions(is_disabled=True))
            except RetryAfter as exc:
                raise notify.SendError(str(exc), retry_after=outbox.seconds(exc)) from exc
            except TelegramError as exc:
                raise notify.SendError(redact(str(exc))) from exc
            return message.message_id

        return self._bot.call(send)


class TelegramBot:
    """One bot thread: start it, stop it, send through it, ask how it is."""

    def __init__(self, settings: Settings, *, deps: Callable[[], Deps] | None = None,
                 notify_interval: float | None = 5.0, retry_initial: float = 1.0, retry_max: float = 60.0,
                 poll_timeout: float = 10.0, send_timeout: float = 15.0, limits: outbox.Limits = outbox.TELEGRAM):
        self.settings = settings
        self.ctx = BotContext(settings, deps or (lambda: deps_for(None, settings)))
        self.notify_interval, self.send_timeout = notify_interval, send_timeout
        self.retry_initial, self.retry_max, self.poll_timeout = retry_initial, retry_max, poll_timeout
        self.loop = asyncio.new_event_loop()
        self.app: Application | None = None
        self.sender = BotSender(self)
        self.limiter = outbox.Limiter(limits)
        self.pump = outbox.Pump(lambda: self.app.bot, self.limiter, send_timeout=send_timeout)
        self.bot_id = 0  # from getMe at connect: update ids count per bot
        self._offset: int | None = None
        self._in_poll: asyncio.Task | None = None
        self._pruned = 0.0
        self.ready = threading.Event()  # connected and polling
        self.notify_runs = 0  # completed outbox runs (tests wait on it)
        self.state, self._detail = "stopped", "not started"
        self._stop = asyncio.Event()  # bound to self.loop at first use; set only on the loop
        self._wake = asyncio.Event()
        self._stopping = False
        self._poll_error: tuple[float, str] | None = None
        self._poll_ok = 0.0  # monotonic time of the last answered getUpdates
        self._thread: threading.Thread | None = None
        register_secret(settings.telegram_token)

    @property
    def detail(self) -> str:
        return self._detail

    @detail.setter
    def detail(self, text: str) -> None:
        self._detail = redact(text)  # shown on /health and /api/v1/health

    # -- used from other threads -----------------------------------------------------------------------------

    def start(self) -> "TelegramBot":
        """Start the thread and return at once; connecting (with retries) happens inside it."""
        self.state, self.detail = "starting", "connecting to the Bot API"
        self._thread = threading.Thread(target=self._run, name="telegram-bot", daemon=True)
        self._thread.start()
        return self

    def stop(self, timeout: float = 20.0) -> None:
        """Stop polling, let the running update and outbox run finish, close the loop."""
        self._stopping = True
        self._soon(self._stop.set)
        self._soon(self._wake.set)
        self._soon(self._interrupt_poll)
        self._soon(self.pump.wake)
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                log.error("the telegram bot thread did not stop in time")

    def wake_notify(self) -> None:
        """Run the outbox now instead of at the next interval (e.g. right after a state change)."""
        self._soon(self._wake.set)

    def call(self, fn: Callable[[Bot], Awaitable[T]], timeout: float | None = None) -> T:
        """Run ``fn(bot)`` on the bot's loop and wait for it. Never from the loop itself (it would deadlock)."""
        if not self.ready.is_set() or self._stopping or self.app is None:
            raise notify.Unavailable(f"the Telegram bot is not connected ({self.state})")
        if threading.current_thread() is self._thread:
            raise RuntimeError("TelegramBot.call() from the bot's own loop would deadlock; await instead")
        future = asyncio.run_coroutine_threadsafe(fn(self.app.bot), self.loop)
        try:
            return future.result(timeout or self.send_timeout)
        except TimeoutError:
            future.cancel()
            raise

    def health(self) -> Status:
        if self.state == "running":
            err, silent = self._poll_error, time.monotonic() - self._poll_ok
            if err is not None and err[0] > self._poll_ok:
                return Status(False, redact(f"polling fails, retrying: {err[1]}"),
                              "check the network; jellybit keeps retrying by itself")
            if silent > self.poll_timeout + POLL_GRACE:
                return Status(False, f"no answer from the Bot API for {silent:.0f} s",
                              "check the network and the log; restart jellybit if it stays red")
            return Status(True, self.detail)
        hint = {"invalid_token": "check JELLYBIT_TELEGRAM_TOKEN (from @BotFather) and restart",
                "unreachable": "check the network or JELLYBIT_TELEGRAM_API_URL; jellybit keeps retrying"}
        return Status(False, redact(self.detail), hint.get(self.state, ""))

    def _soon(self, fn: Callable[[], Any]) -> None:
        try:
            self.loop.call_soon_threadsafe(fn)
        except RuntimeError:  # the loop is already closed: nothing left to stop
            pass

    # -- the thread --------------------------------------------------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._main())
            self.loop.run_until_complete(self.loop.shutdown_default_executor())
        except Exception:  # noqa: BLE001 - the thread must end cleanly whatever happened
            log.exception("the telegram bot thread failed")
        finally:
            self.ready.clear()
            if self.state != "invalid_token":
                self.state, self.detail = "stopped", "stopped"
            self.loop.close()

    async def _main(self) -> None:
        app = self.app = build_application(self.settings, self.ctx, self._on_poll_ok)
        notifier = poller = pump = None
        try:
            if not await self._connect(app):
                return
            self.state, self.detail = "running", f"connected as @{app.bot.username}"
            self.bot_id = app.bot.id
            self._on_poll_ok()
            self.ready.set()
            log.info("telegram bot polling", extra={"bot_username": app.bot.username})
            pump = asyncio.create_task(self.pump.run(lambda: self._stopping))
            poller = asyncio.create_task(self._poll(app))
            if self.notify_interval:
                notifier = asyncio.create_task(self._notify_loop())
            await self._stop.wait()
        finally:
            self.ready.clear()
            self._stopping = True
            if poller is not None:
                await _guarded("polling", asyncio.wait_for(poller, self.send_timeout + 5))
            if notifier is not None:
                await _guarded("notification run", asyncio.wait_for(notifier, self.send_timeout + 5))
            if pump is not None:
                self.pump.wake()
                await _guarded("outbox pump", asyncio.wait_for(pump, 5))
                await self.pump.drain(self.send_timeout)
            await self._shutdown(app)

    async def _connect(self, app: Application) -> bool:
        """initialize + start + deleteWebhook, retried with a doubling delay while the API is unreachable."""
        delay = self.retry_initial
        attempt = 0
        while not self._stop.is_set():
            attempt += 1
            try:
                await app.initialize()
                await app.start()
                await app.bot.delete_webhook()  # getUpdates is refused while a webhook is set
                return True
            except InvalidToken as exc:  # retrying a wrong token helps nobody
                self.state, self.detail = "invalid_token", f"the Bot API refused the token: {exc}"
                log.error("telegram bot not started: the token was refused")
                return False
            except TelegramError as exc:
                wait = max(delay, outbox.seconds(exc) if isinstance(exc, RetryAfter) else 0)
                self.state, self.detail = "unreachable", f"Bot API unreachable: {exc}"
                (log.warning if attempt == 1 else log.info)(
                    "telegram Bot API unreachable, retrying in %.1f s: %s", wait, exc, extra={"attempt": attempt})
                if app.running:
                    await _guarded("app.stop", app.stop())
                try:
                    await asyncio.wait_for(self._stop.wait(), wait)
                except TimeoutError:
                    pass
                delay = min(delay * 2, self.retry_max)
        return False

    def _on_poll_ok(self) -> None:
        self._poll_ok = time.monotonic()

    def _on_poll_error(self, exc: TelegramError) -> None:
        """Recorded for the health check; the poll loop retries with a backoff."""
        self._poll_error = (time.monotonic(), redact(str(exc)))
        log.warning("telegram polling error, retrying: %s", exc, extra={"error_type": type(exc).__name__})

    def _interrupt_poll(self) -> None:
        """At stop: end a long poll in flight (never the handling of an update)."""
        if self._in_poll is not None:
            self._in_poll.cancel()

    async def _pause(self, seconds: float) -> None:
        try:
            await asyncio.wait_for(self._stop.wait(), seconds)
        except TimeoutError:
            pass

    async def _poll(self, app: Application) -> None:
        """Fetch, handle one update at a time, confirm only what was handled (the next ``offset``)."""
        delay = 1.0
        while not self._stopping:
            self._in_poll = asyncio.create_task(app.bot.get_updates(
                offset=self._offset, timeout=self.poll_timeout, allowed_updates=ALLOWED_UPDATES))
            try:
                updates = await self._in_poll
            except asyncio.CancelledError:
                if self._stopping:
                    break
                raise
            except RetryAfter as exc:
                await self._pause(outbox.seconds(exc) + 0.5)
                continue
            except TimedOut:  # a long poll that outlived its read timeout: ask again
                continue
            except InvalidToken as exc:  # revoked while running: polling cannot go on
                self.state, self.detail = "invalid_token", f"the Bot API refused the token: {exc}"
                log.error("telegram polling stopped: the token was refused")
                self._poll_error = (time.monotonic(), self.detail)
                return
            except TelegramError as exc:
                self._on_poll_error(exc)
                await self._pause(delay)
                delay = min(delay * 1.5, 30.0)
                continue
            finally:
                self._in_poll = None
            delay = 1.0
            for update in updates:
                if self._stopping:
                    break  # not confirmed: Telegram redelivers it after the restart
                try:
                    await self._handle(app, update)
                except Exception:  # noqa: BLE001 - not recorded, so not confirmed: it comes again
                    log.exception("telegram update could not be recorded; it will be redelivered",
                                  extra={"update_id": update.update_id})
                    await self._pause(delay)
                    break
                self._offset = update.update_id + 1
        if self._offset is not None:  # confirm what was handled (Telegram would redeliver it otherwise)
            await _guarded("confirming the offset", asyncio.wait_for(
                app.bot.get_updates(offset=self._offset, timeout=0), 5))

    async def _handle(self, app: Application, update: Any) -> None:
        """Handle one update unless it was recorded before; then record it with its replies (one transaction)."""
        chat = update.effective_chat
        chat_id = chat.id if chat else None
        if await in_thread(outbox.seen, self.bot_id, update.update_id):
            log.info("telegram update redelivered; it was handled before", extra={"update_id": update.update_id,
                                                                                 "chat_id": chat_id})
            return
        self.ctx.collected[update.update_id] = []
        try:
            await app.process_update(update)
        finally:
            replies = self.ctx.collected.pop(update.update_id, [])
        await in_thread(outbox.record, self.bot_id, update.update_id, chat_id, replies)
        self.pump.wake()

    async def _shutdown(self, app: Application) -> None:
        """Each step guarded: the rest must still run whatever one step raises."""
        if app.running:
            await _guarded("app.stop", app.stop())
        await _guarded("app.shutdown", app.shutdown())

    async def _notify_loop(self) -> None:
        while not self._stopping:
            try:
                await asyncio.to_thread(notify.run_once, self.sender)
                if await in_thread(refresh.run_once, self.settings.base_url):
                    self.pump.wake()  # notices whose download changed elsewhere (web, API, worker)
                if time.monotonic() - self._pruned > PRUNE_EVERY:
                    await in_thread(outbox.prune)
                    self._pruned = time.monotonic()
            except Exception:  # noqa: BLE001 - notifications never break the bot
                log.exception("notification run failed")
            self.notify_runs += 1
            try:
                await asyncio.wait_for(self._wake.wait(), self.notify_interval)
            except TimeoutError:
                pass
            self._wake.clear()


async def _guarded(step: str, awaitable: Awaitable[Any]) -> None:
    try:
        await awaitable
    except Exception as exc:  # noqa: BLE001 - shutdown goes on whatever one step says
        log.warning("telegram %s failed: %s", step, exc, extra={"error_type": type(exc).__name__})


def start(runtime: Runtime) -> None:
    """Runtime starter: the bot runs only when a token is configured; Telegram being down never stops jellybit."""
    s = runtime.settings
    if not s.telegram_token:
        return
    with store.connection():
        notify.register_chats(s.telegram_chat_ids)  # the high-water mark: no history for a new chat
    bot = TelegramBot(s, deps=lambda: deps_for(runtime, s))
    runtime.services["telegram"] = bot
    runtime.health.register("telegram", bot.health)
    bot.start()
    runtime.on_stop(bot.stop)


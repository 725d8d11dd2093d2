"""The Telegram bot: its own thread and asyncio loop next to waitress and APScheduler (SPEC §1, §10).

Recipe and measurements: ``notes/telegram-testing.md`` §3–4. The manual lifecycle (``initialize``/``start``/
``start_polling``) instead of ``run_polling`` because we need our own retry of an unreachable API at start-up
(the web UI never waits for Telegram), a polling ``error_callback`` for the health check, and a shutdown that
is guarded step by step. Other threads reach the bot only through :meth:`TelegramBot.call`
(``run_coroutine_threadsafe``): the httpx pool belongs to this loop.

The bot also runs the notification outbox (:mod:`jellybit.notify`) every ``notify_interval`` seconds, in a
worker thread so the loop stays free to send. ``notify.run_once(bot.sender)`` may as well be called from an
APScheduler job: runs in one process never overlap.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable, Collection
from typing import Any, TypeVar

from telegram import Bot, LinkPreviewOptions
from telegram.error import InvalidToken, RetryAfter, TelegramError
from telegram.ext import Application, ApplicationBuilder, CallbackQueryHandler, CommandHandler, MessageHandler, filters
from telegram.request import HTTPXRequest

from jellybit import logs, notify, store
from jellybit.actions import Deps
from jellybit.config import Settings
from jellybit.health import Status
from jellybit.runtime import STARTERS, Runtime, deps_for

from . import buttons, handlers, keyboards, texts
from .context import KEY, BotContext

__all__ = ["TelegramBot", "BotSender", "build_application", "register_handlers", "start"]

log = logs.get_logger(__name__)
T = TypeVar("T")

POLL_GRACE = 35.0  # an idle long poll answers every poll_timeout s; PTB's error backoff is capped at 30 s


def register_handlers(app: Application) -> None:
    """Every handler, in one place: the routing table of the bot."""
    app.add_handler(CallbackQueryHandler(buttons.on_button))  # every button, stale and foreign ones too
    app.add_handler(CommandHandler(["start", "help"], handlers.start))
    app.add_handler(CommandHandler("list", handlers.list_active))
    app.add_handler(CommandHandler("status", handlers.status))
    app.add_handler(MessageHandler(filters.Document.ALL, handlers.on_document))
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
    """PTB pointed at ``telegram_api_url`` (the fake server in tests), without PTB's own JobQueue."""
    api = settings.telegram_api_url
    app = (ApplicationBuilder().token(settings.telegram_token)
           .base_url(f"{api}/bot").base_file_url(f"{api}/file/bot")
           .get_updates_request(_PollRequest(on_poll_ok)).job_queue(None).build())
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
            try:
                message = await b.send_message(chat_id, texts.clip(notice.text), reply_markup=markup,
                                               link_preview_options=LinkPreviewOptions(is_disabled=True))
            except RetryAfter as exc:
                raise notify.SendError(str(exc), retry_after=_seconds(exc)) from exc
            return message.message_id

        return self._bot.call(send)


class TelegramBot:
    """One bot thread: start it, stop it, send through it, ask how it is."""

    def __init__(self, settings: Settings, *, deps: Callable[[], Deps] | None = None,
                 notify_interval: float | None = 5.0, retry_initial: float = 1.0, retry_max: float = 60.0,
                 poll_timeout: float = 10.0, send_timeout: float = 15.0):
        self.settings = settings
        self.ctx = BotContext(settings, deps or (lambda: deps_for(None, settings)))
        self.notify_interval, self.send_timeout = notify_interval, send_timeout
        self.retry_initial, self.retry_max, self.poll_timeout = retry_initial, retry_max, poll_timeout
        self.loop = asyncio.new_event_loop()
        self.app: Application | None = None
        self.sender = BotSender(self)
        self.ready = threading.Event()  # connected and polling
        self.notify_runs = 0  # completed outbox runs (tests wait on it)
        self.state, self.detail = "stopped", "not started"
        self._stop = asyncio.Event()  # bound to self.loop at first use; set only on the loop
        self._wake = asyncio.Event()
        self._stopping = False
        self._poll_error: tuple[float, str] | None = None
        self._poll_ok = 0.0  # monotonic time of the last answered getUpdates
        self._thread: threading.Thread | None = None
        logs.register_secret(settings.telegram_token)

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
                return Status(False, f"polling fails, retrying: {err[1]}",
                              "check the network; jellybit keeps retrying by itself")
            if silent > self.poll_timeout + POLL_GRACE:
                return Status(False, f"no answer from the Bot API for {silent:.0f} s",
                              "check the network and the log; restart jellybit if it stays red")
            return Status(True, self.detail)
        hint = {"invalid_token": "check JELLYBIT_TELEGRAM_TOKEN (from @BotFather) and restart",
                "unreachable": "check the network or JELLYBIT_TELEGRAM_API_URL; jellybit keeps retrying"}
        return Status(False, self.detail, hint.get(self.state, ""))

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
        notifier = None
        try:
            if not await self._connect(app):
                return
            self.state, self.detail = "running", f"connected as @{app.bot.username}"
            self._on_poll_ok()
            self.ready.set()
            log.info("telegram bot polling", extra={"bot_username": app.bot.username})
            if self.notify_interval:
                notifier = asyncio.create_task(self._notify_loop())
            await self._stop.wait()
        finally:
            self.ready.clear()
            if notifier is not None:
                await _guarded("outbox run", asyncio.wait_for(notifier, self.send_timeout + 5))
            await self._shutdown(app)

    async def _connect(self, app: Application) -> bool:
        """initialize + start + start_polling, retried with a doubling delay while the API is unreachable."""
        delay = self.retry_initial
        attempt = 0
        while not self._stop.is_set():
            attempt += 1
            try:
                await app.initialize()
                await app.start()
                await app.updater.start_polling(timeout=self.poll_timeout, error_callback=self._on_poll_error,
                                                allowed_updates=["message", "callback_query"])
                return True
            except InvalidToken as exc:  # retrying a wrong token helps nobody
                self.state, self.detail = "invalid_token", f"the Bot API refused the token: {exc}"
                log.error("telegram bot not started: the token was refused")
                return False
            except TelegramError as exc:
                wait = max(delay, _seconds(exc) if isinstance(exc, RetryAfter) else 0)
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
        """PTB retries polling by itself (backoff ×1.5 up to 30 s); we only record it for the health check."""
        self._poll_error = (time.monotonic(), str(exc))
        log.warning("telegram polling error (PTB retries): %s", exc, extra={"error_type": type(exc).__name__})

    async def _shutdown(self, app: Application) -> None:
        """Each step guarded: polling that died of InvalidToken re-raises on stop, and the rest must still run."""
        if app.updater is not None and app.updater.running:
            await _guarded("updater.stop", app.updater.stop())
        if app.running:
            await _guarded("app.stop", app.stop())
        await _guarded("app.shutdown", app.shutdown())

    async def _notify_loop(self) -> None:
        while not self._stopping:
            try:
                await asyncio.to_thread(notify.run_once, self.sender)
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


def _seconds(exc: RetryAfter) -> float:
    """``retry_after`` in seconds (PTB 22 warns that the int becomes a timedelta; accept both)."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        value = exc.retry_after
    return value.total_seconds() if hasattr(value, "total_seconds") else float(value)


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


STARTERS.append(start)

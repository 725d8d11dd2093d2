"""What every update goes through: a ``request_id`` in the log context, the chat check, errors in words.

Handlers are wrapped with :func:`served` instead of relying on PTB's error handler, because only here do we
still know the ``request_id`` to show to the person. Blocking work (SQLite, ingest, commands) runs off the
bot's loop with :func:`in_thread`, with its own database connection and the log context copied along.

Handlers never send a message themselves: :func:`reply` collects it for the update being handled, and the
poll loop stores the collected replies with the handled update in one transaction (``outbox.record``). So a
failing or hanging send can no longer turn into "something went wrong" — that answer is kept for jellybit's
own failures.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from telegram import InlineKeyboardMarkup, Update
from telegram.ext import ContextTypes

from jellybit import ident, logs, store
from jellybit.actions import Deps
from jellybit.config import Settings

from . import texts
from .outbox import Reply

__all__ = ["BotContext", "KEY", "of", "in_thread", "served", "reply", "answer_quietly"]

ANSWER_TIMEOUT = 5.0

log = logs.get_logger(__name__)

KEY = "jellybit"


@dataclass
class BotContext:
    """Shared by the handlers through ``bot_data``: settings, the commands' dependencies, refused chats,
    and the replies collected for each update being handled (by update id)."""

    settings: Settings
    deps: Callable[[], Deps]
    refused: set[int] = field(default_factory=set)
    collected: dict[int, list[Reply]] = field(default_factory=dict)


def of(context: ContextTypes.DEFAULT_TYPE) -> BotContext:
    return context.bot_data[KEY]


def reply(update: Update, context: ContextTypes.DEFAULT_TYPE, text: str,
          markup: InlineKeyboardMarkup | None = None, *, edit_of: int | None = None, chat_id: int | None = None,
          batchable: bool = False) -> None:
    """Queue a message for this update's chat (or ``chat_id``); it is stored when the update is recorded."""
    target = chat_id if chat_id is not None else update.effective_chat.id
    of(context).collected.setdefault(update.update_id, []).append(
        Reply(target, text, markup, edit_of=edit_of, batchable=batchable))


async def in_thread(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run blocking code in a worker thread with its own DB connection (never block the bot's loop)."""

    def run() -> Any:
        with store.connection():
            return fn(*args, **kwargs)

    return await asyncio.to_thread(run)


Handler = Callable[[Update, ContextTypes.DEFAULT_TYPE, str], Any]


def served(fn: Handler) -> Callable[[Update, ContextTypes.DEFAULT_TYPE], Any]:
    """Bind a fresh ``request_id``, serve configured chats only, and turn a crash into an answer."""

    @functools.wraps(fn)
    async def wrapper(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        request_id = ident.new_id()
        chat = update.effective_chat
        with logs.bind(request_id=request_id, update_id=update.update_id, chat_id=chat.id if chat else None):
            ctx = of(context)
            if chat is None or chat.id not in ctx.settings.telegram_chat_ids:
                await _refuse(update, context)
                return
            try:
                await fn(update, context, request_id)
            except Exception:  # noqa: BLE001 - the person gets the request_id, the log the traceback
                log.exception("telegram update failed")
                await _report(update, context, texts.FAILED.format(request_id=request_id))

    return wrapper


async def _refuse(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """One polite refusal per chat (per process), a log record each time; nothing is created."""
    ctx = of(context)
    chat = update.effective_chat
    user = update.effective_user
    first = chat is not None and chat.id not in ctx.refused
    (log.warning if first else log.info)("update from a chat that is not configured, refused",
                                         extra={"user_id": user.id if user else None})
    if update.callback_query is not None:
        await answer_quietly(update, texts.NOT_ALLOWED, alert=True)
    elif first and update.effective_message is not None:
        ctx.refused.add(chat.id)
        await _report(update, context, texts.REFUSED.format(chat_id=chat.id))


async def _report(update: Update, context: ContextTypes.DEFAULT_TYPE, text: str) -> None:
    if update.callback_query is not None:
        await answer_quietly(update, text, alert=True)
    elif update.effective_message is not None:
        reply(update, context, text)


async def answer_quietly(update: Update, text: str, *, alert: bool) -> bool:
    """Answer the button press; Telegram refusing it (too old, flood, down) is logged, never reported."""
    try:
        await asyncio.wait_for(update.callback_query.answer(text[:texts.MAX_ANSWER], show_alert=alert),
                               ANSWER_TIMEOUT)
        return True
    except Exception as exc:  # noqa: BLE001 - the query may be too old to answer; the edit still shows it
        log.warning("could not answer the callback query: %s", exc, extra={"error_type": type(exc).__name__})
        return False

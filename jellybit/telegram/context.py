"""What every update goes through: a ``request_id`` in the log context, the chat check, errors in words.

Handlers are wrapped with :func:`served` instead of relying on PTB's error handler, because only here do we
still know the ``request_id`` to show to the person. Blocking work (SQLite, ingest, commands) runs off the
bot's loop with :func:`in_thread`, with its own database connection and the log context copied along.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from telegram import Update
from telegram.ext import ContextTypes

from jellybit import ident, logs, store
from jellybit.actions import Deps
from jellybit.config import Settings

from . import texts

__all__ = ["BotContext", "KEY", "of", "in_thread", "served"]

log = logs.get_logger(__name__)

KEY = "jellybit"


@dataclass
class BotContext:
    """Shared by the handlers through ``bot_data``: settings, the commands' dependencies, refused chats."""

    settings: Settings
    deps: Callable[[], Deps]
    refused: set[int] = field(default_factory=set)


def of(context: ContextTypes.DEFAULT_TYPE) -> BotContext:
    return context.bot_data[KEY]


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
                await _refuse(update, ctx)
                return
            try:
                await fn(update, context, request_id)
            except Exception:  # noqa: BLE001 - the person gets the request_id, the log the traceback
                log.exception("telegram update failed")
                await _report(update, texts.FAILED.format(request_id=request_id))

    return wrapper


async def _refuse(update: Update, ctx: BotContext) -> None:
    """One polite refusal per chat (per process), a log record each time; nothing is created."""
    chat = update.effective_chat
    user = update.effective_user
    first = chat is not None and chat.id not in ctx.refused
    (log.warning if first else log.info)("update from a chat that is not configured, refused",
                                         extra={"user_id": user.id if user else None})
    if update.callback_query is not None:
        await _answer_quietly(update, texts.NOT_ALLOWED)
    elif first and update.effective_message is not None:
        ctx.refused.add(chat.id)
        await _report(update, texts.REFUSED.format(chat_id=chat.id))


async def _report(update: Update, text: str) -> None:
    if update.callback_query is not None:
        await _answer_quietly(update, text)
        return
    if update.effective_message is None:
        return
    try:
        await update.effective_message.reply_text(text)
    except Exception as exc:  # noqa: BLE001 - reporting must not raise a second error
        log.warning("could not send the reply: %s", exc)


async def _answer_quietly(update: Update, text: str) -> None:
    try:
        await update.callback_query.answer(text[:texts.MAX_ANSWER], show_alert=True)
    except Exception as exc:  # noqa: BLE001 - the query may be too old to answer
        log.warning("could not answer the callback query: %s", exc)

"""The Telegram transport (SPEC §10): importing it registers the bot's runtime starter.

Split by job: ``bot`` (thread, loop, lifecycle, handler table, starter), ``context`` (request id, chat check,
blocking work off the loop), ``handlers`` (commands and messages), ``buttons`` (button presses),
``callbacks`` (callback data codec), ``keyboards`` (buttons from ``actions.available``), ``texts`` (words).
"""

from .bot import BotSender, TelegramBot, start

__all__ = ["BotSender", "TelegramBot", "start"]

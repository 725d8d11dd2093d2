"""Commands and messages: /start, /list, /status, magnet text, captions and ``.torrent`` documents (SPEC §10).

Each handler is short: it reads the update, calls ``ingest`` / ``store`` in a worker thread and queues its
answer with :func:`reply` (sent by the outbox, see ``outbox.py``). All items of one message are answered in
one message (split only where Telegram's length limit requires it). An edited message is handled like a new
one: a magnet added by the edit is ingested, the ones already there are "already active".
"""

from __future__ import annotations

from telegram import Message, Update
from telegram.error import BadRequest, TelegramError
from telegram.ext import ContextTypes

from jellybit import commands, logs, notify, store
from jellybit.ingest import service
from jellybit.ingest.errors import TooLarge
from jellybit.redaction import redact
from jellybit.store import queries

from . import keyboards, texts
from .context import in_thread, of, reply, served

log = logs.get_logger(__name__)

LIST_LIMIT = 20
TORRENT_MIME = "application/x-bittorrent"
TELEGRAM_DOWNLOAD_LIMIT = 20 * 1024 * 1024  # getFile refuses bigger files (Bot API "file is too big")


@served
async def start(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """/start and /help: what the bot does."""
    reply(update, context, texts.HELP)


@served
async def list_active(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """/list: the active downloads, newest first, with their states."""
    page = await in_thread(queries.list_downloads, state="active", limit=LIST_LIMIT)
    reply(update, context, texts.active_list(page.items, of(context).settings.base_url, page.next_cursor is not None))


def _status_of(id_text: str) -> tuple[store.Download, list[notify.Candidate], list[str]]:
    d = store.get(id_text)  # parses first: garbage is NotFound without a query
    candidates = notify.top_candidates(d.id) if "apply" in commands.available(d.state) else []
    return d, candidates, keyboards.verbs_for(d)


@served
async def status(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """/status <id>: one download with the buttons its state allows."""
    if not context.args:
        reply(update, context, "Usage: /status <download id> (the id is the last part of the download's link)")
        return
    try:
        d, candidates, verbs = await in_thread(_status_of, context.args[0])
    except store.NotFound:
        reply(update, context, f"No download with the id {context.args[0][:40]!r} (request_id: {request_id}).")
        return
    reply(update, context, texts.status(d, of(context).settings.base_url, candidates),
          keyboards.markup(d.id, d.state, [c.id for c in candidates], verbs=verbs))


@served
async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """Any text: every magnet link in it is ingested; text without one gets the reason back."""
    settings = of(context).settings
    outcomes = await in_thread(service.ingest_text, update.effective_message.text or "",
                               category=settings.qbt_category)
    _reply_all(update, context, outcomes, request_id)


@served
async def on_photo(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """A photo: the magnets in its caption are ingested; a photo without one is answered, not ignored."""
    outcomes = await _caption_magnets(update.effective_message, context)
    if not outcomes:
        reply(update, context, texts.NO_TORRENT_IN_PHOTO)
        return
    _reply_all(update, context, outcomes, request_id)


@served
async def on_document(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """A ``.torrent`` document (size-checked, downloaded through getFile) and the magnets in its caption."""
    settings = of(context).settings
    message = update.effective_message
    doc = message.document
    name = doc.file_name or "upload.torrent"
    outcomes = await _caption_magnets(message, context)
    if not (name.lower().endswith(".torrent") or doc.mime_type == TORRENT_MIME):
        if not outcomes:
            reply(update, context, "Send a .torrent file or magnet links; other files are ignored.")
            return
    elif doc.file_size and doc.file_size > TELEGRAM_DOWNLOAD_LIMIT:
        _too_big_for_telegram(update, context, name, doc.file_size)
    elif doc.file_size and doc.file_size > settings.max_torrent_size:
        too_large = TooLarge(f"the file has {doc.file_size} bytes; the limit is {settings.max_torrent_size}")
        outcomes.append(service.Outcome(name, error=too_large))
    else:
        data = await _download(update, context, doc, name, request_id)
        if data is not None:
            log.info("torrent document received", extra={"file_name": name, "size": len(data)})
            outcomes += await in_thread(service.ingest_many, torrents=[(name, data)],
                                        torrents_dir=settings.torrents_dir, max_size=settings.max_torrent_size,
                                        category=settings.qbt_category)
    _reply_all(update, context, outcomes, request_id)


async def _download(update: Update, context: ContextTypes.DEFAULT_TYPE, doc, name: str,
                    request_id: str) -> bytes | None:
    """The file's bytes, or None after telling the person why Telegram did not deliver them (not our failure)."""
    try:
        return bytes(await (await doc.get_file()).download_as_bytearray())
    except BadRequest as exc:
        if "too big" in exc.message.lower():
            _too_big_for_telegram(update, context, name, doc.file_size)
            return None
        error = exc.message
    except TelegramError as exc:
        error = str(exc) or type(exc).__name__
    error = redact(error)
    log.warning("telegram did not deliver the document: %s", error, extra={"file_name": name})
    reply(update, context, texts.FILE_NOT_DELIVERED.format(name=name, error=error, request_id=request_id))
    return None


def _too_big_for_telegram(update: Update, context: ContextTypes.DEFAULT_TYPE, name: str, size: int | None) -> None:
    log.info("document over Telegram's download limit", extra={"file_name": name, "size": size})
    reply(update, context, texts.TOO_BIG_FOR_TELEGRAM.format(
        name=name, size=texts.size(size) if size else "more", base_url=of(context).settings.base_url))


async def _caption_magnets(message: Message, context: ContextTypes.DEFAULT_TYPE) -> list[service.Outcome]:
    caption = message.caption or ""
    if "magnet:" not in caption.lower():
        return []
    return await in_thread(service.ingest_text, caption, category=of(context).settings.qbt_category)


@served
async def unknown_command(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """A command addressed to another bot (``/start@otherbot`` in a group) is not ours: no answer."""
    message = update.effective_message
    command = (message.text or "").split()[0] if message.text else ""
    _, _, addressee = command.partition("@")
    if addressee and addressee.lower() != (context.bot.username or "").lower():
        return
    reply(update, context, "Unknown command. " + texts.HELP.split("\n\n")[-1])


def _reply_all(update: Update, context: ContextTypes.DEFAULT_TYPE, outcomes: list[service.Outcome],
               request_id: str) -> None:
    for o in outcomes:
        if o.error is not None:
            log.info("not added: %s", o.error.message, extra={"code": o.error.code, "input": o.label[:80]})
        else:
            log.info("added" if o.ingested.created else "already active",
                     extra={"download_id": o.ingested.download_id, "input": o.label[:80]})
    for text in texts.outcomes(outcomes, of(context).settings.base_url, request_id):
        reply(update, context, text, batchable=True)


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Last resort (errors outside :func:`served`): log with the update's id."""
    update_id = getattr(update, "update_id", None)
    log.error("telegram error: %s", context.error, exc_info=context.error, extra={"update_id": update_id})

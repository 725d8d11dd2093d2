"""Commands and messages: /start, /list, /status, magnet text and ``.torrent`` documents (SPEC §10).

Each handler is short: it reads the update, calls ``ingest`` / ``store`` in a worker thread and replies.
One reply per ingested item, so a message with three magnets gets three answers that each stand alone.
"""

from __future__ import annotations

from telegram import Update
from telegram.ext import ContextTypes

from jellybit import actions, logs, notify, store
from jellybit.ingest import service
from jellybit.ingest.errors import TooLarge
from jellybit.store import queries

from . import keyboards, texts
from .context import in_thread, of, served

log = logs.get_logger(__name__)

LIST_LIMIT = 20
TORRENT_MIME = "application/x-bittorrent"


@served
async def start(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """/start and /help: what the bot does."""
    await update.effective_message.reply_text(texts.HELP)


@served
async def list_active(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """/list: the active downloads, newest first, with their states."""
    page = await in_thread(queries.list_downloads, state="active", limit=LIST_LIMIT)
    await update.effective_message.reply_text(
        texts.active_list(page.items, of(context).settings.base_url, page.next_cursor is not None))


def _status_of(id_text: str) -> tuple[store.Download, list[notify.Candidate]]:
    d = store.get(id_text)  # parses first: garbage is NotFound without a query
    candidates = notify.top_candidates(d.id) if "apply" in actions.available(d.state) else []
    return d, candidates


@served
async def status(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """/status <id>: one download with the buttons its state allows."""
    message = update.effective_message
    if not context.args:
        await message.reply_text("Usage: /status <download id> (the id is the last part of the download's link)")
        return
    try:
        d, candidates = await in_thread(_status_of, context.args[0])
    except store.NotFound:
        await message.reply_text(f"No download with the id {context.args[0][:40]!r} (request_id: {request_id}).")
        return
    await message.reply_text(texts.status(d, of(context).settings.base_url, candidates),
                             reply_markup=keyboards.markup(d.id, d.state, [c.id for c in candidates]))


@served
async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """Any text: every magnet link in it is ingested; text without one gets the reason back."""
    settings = of(context).settings
    outcomes = await in_thread(service.ingest_text, update.effective_message.text or "",
                               category=settings.qbt_category)
    await _reply_each(update, outcomes, settings.base_url, request_id)


@served
async def on_document(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    """A ``.torrent`` document: size-checked, downloaded through getFile, ingested."""
    settings = of(context).settings
    doc = update.effective_message.document
    name = doc.file_name or "upload.torrent"
    if not (name.lower().endswith(".torrent") or doc.mime_type == TORRENT_MIME):
        await update.effective_message.reply_text("Send a .torrent file or magnet links; other files are ignored.")
        return
    if doc.file_size and doc.file_size > settings.max_torrent_size:
        too_large = TooLarge(f"the file has {doc.file_size} bytes; the limit is {settings.max_torrent_size}")
        await _reply_each(update, [service.Outcome(name, error=too_large)], settings.base_url, request_id)
        return
    data = bytes(await (await doc.get_file()).download_as_bytearray())
    log.info("torrent document received", extra={"file_name": name, "size": len(data)})
    outcomes = await in_thread(service.ingest_many, torrents=[(name, data)], torrents_dir=settings.torrents_dir,
                               max_size=settings.max_torrent_size, category=settings.qbt_category)
    await _reply_each(update, outcomes, settings.base_url, request_id)


@served
async def unknown_command(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    await update.effective_message.reply_text("Unknown command. " + texts.HELP.split("\n\n")[-1])


async def _reply_each(update: Update, outcomes: list[service.Outcome], base_url: str, request_id: str) -> None:
    for o in outcomes:
        if o.error is not None:
            log.info("not added: %s", o.error.message, extra={"code": o.error.code, "input": o.label[:80]})
        else:
            log.info("added" if o.ingested.created else "already active",
                     extra={"download_id": o.ingested.download_id, "input": o.label[:80]})
        await update.effective_message.reply_text(texts.outcome(o, base_url, request_id))


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Last resort (errors outside :func:`served`, e.g. polling): log with the update's id."""
    update_id = getattr(update, "update_id", None)
    log.error("telegram error: %s", context.error, exc_info=context.error, extra={"update_id": update_id})

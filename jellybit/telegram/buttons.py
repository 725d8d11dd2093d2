"""Button presses: decode, re-check against the download as it is NOW, run the command, show the new state.

Every query is answered (a client shows a spinner until then). A button is outdated when its data does not
decode (old numeric ids, garbage), the download is unknown, the command is no longer legal in the current
state, or the candidate does not belong to the download's current recognition; the person is told so, and
nothing runs. A refused command (``ActionError``, an illegal transition, a hash owned by another download)
is answered with its reason. After a successful command the message is edited to show the new state.
"""

from __future__ import annotations

from dataclasses import dataclass

from telegram import InlineKeyboardMarkup, Update
from telegram.error import BadRequest
from telegram.ext import ContextTypes

from jellybit import actions, logs, notify, store
from jellybit.store.models import MetadataCandidate, Recognition

from . import keyboards, texts
from .callbacks import Callback, Outdated, decode
from .context import in_thread, of, served

log = logs.get_logger(__name__)

DONE_WORDS = {"apply": "Applied", "retry": "Retrying", "undo": "Undone", "relink": "Relinking",
              "defer": "Deferred", "cancel": "Cancelled"}


@dataclass(frozen=True)
class Pressed:
    """What to answer, and (after success) what the message becomes."""

    ok: bool
    answer: str
    text: str = ""
    markup: InlineKeyboardMarkup | None = None


@served
async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    query = update.callback_query
    try:
        cb = decode(query.data)  # no query before the ids are parsed
    except Outdated as exc:
        log.info("outdated button pressed: %s", exc, extra={"callback_data": str(query.data)[:64]})
        await query.answer(texts.OUTDATED, show_alert=True)
        return
    ctx = of(context)
    with logs.bind(download_id=cb.download_id, action=cb.verb):
        result = await in_thread(press, cb, ctx.deps(), ctx.settings.base_url)
        await query.answer(result.answer[:texts.MAX_ANSWER], show_alert=not result.ok)
        if result.ok and query.message is not None:
            try:
                await query.edit_message_text(result.text, reply_markup=result.markup)
            except BadRequest as exc:  # "message is not modified" or too old to edit: the answer said it all
                log.info("message not edited: %s", exc)


def press(cb: Callback, deps: actions.Deps, base_url: str) -> Pressed:
    """Check the button against the current state and run its command (blocking; DB thread)."""
    try:
        d = store.get(cb.download_id)
    except store.NotFound:
        return Pressed(False, texts.OUTDATED)
    if cb.verb not in actions.available(d.state):
        return Pressed(False, f"{texts.OUTDATED} The download is now {d.state}.")
    if cb.candidate_id is not None and not _candidate_of(d.id, cb.candidate_id):
        return Pressed(False, f"{texts.OUTDATED} That candidate is no longer offered.")
    command = getattr(actions, cb.verb, None)
    if command is None:
        return Pressed(False, f"{DONE_WORDS[cb.verb]} is not available in this version yet.")
    try:
        if cb.verb == "apply":
            command(d.id, deps, candidate_id=cb.candidate_id)
        else:
            command(d.id, deps)
    except actions.ActionError as exc:
        return Pressed(False, f"Refused: {exc.message}")
    except store.IllegalTransition:
        return Pressed(False, f"{texts.OUTDATED} The download is now {store.get(d.id).state}.")
    except store.InfohashTaken as exc:
        return Pressed(False, f"Refused: another active download ({exc.owner_id}) has the same torrent.")
    except store.NotFound:
        return Pressed(False, texts.OUTDATED)
    after = store.get(d.id)
    candidates = notify.top_candidates(after.id) if "apply" in actions.available(after.state) else []
    note = f"{DONE_WORDS[cb.verb]} via Telegram."
    return Pressed(True, f"{note} Now: {after.state}.", texts.status(after, base_url, candidates, note),
                   keyboards.markup(after.id, after.state, [c.id for c in candidates]))


def _candidate_of(download_id: str, candidate_id: str) -> bool:
    """The candidate belongs to this download's current recognition (not another download's, not a stale one)."""
    return (MetadataCandidate.select().join(Recognition)
            .where(MetadataCandidate.id == candidate_id, Recognition.download == download_id,
                   Recognition.status == "current").exists())

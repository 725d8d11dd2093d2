"""Button presses: decode, re-check against the download as it is NOW, run the command, show the new state.

Every query is answered (a client shows a spinner until then). A button is outdated when its data does not
decode (old numeric ids, garbage), the download is unknown, the command is no longer legal in the current
state, or the candidate does not belong to the download's current recognition; the person is told so, and
nothing runs. A refused command (``ActionError``, an illegal transition, a hash owned by another download)
is answered with its reason. After a successful command the message is edited to show the new state — and
so is every other copy of the download's notices (the same review notice in a group keeps no Apply buttons).
The edits go through the outbox; the answer goes out directly, and Telegram refusing the answer (a query too
old, a flood) changes nothing: the command ran, the edit shows it. While jellybit is working on the download
(linking, recognising) the message shows that, without buttons: a notice follows when it is done.
"""

from __future__ import annotations

from dataclasses import dataclass

from telegram import InlineKeyboardMarkup, Update
from telegram.ext import ContextTypes

from jellybit import actions, commands, logs, notify, store
from jellybit.store.models import MetadataCandidate, Notification, Recognition, StateChange
from jellybit.words import state_word

from . import keyboards, texts
from .callbacks import Callback, Outdated, decode
from .context import answer_quietly, in_thread, of, reply, served

log = logs.get_logger(__name__)

WORKING = {"linking": "Linking the files into the library now; a message follows when they are there.",
           "recognizing": "Recognising it again now; a message follows when it is done or needs you."}


@dataclass(frozen=True)
class Pressed:
    """What to answer, and (after success) what the message and the other copies become."""

    ok: bool
    answer: str
    text: str = ""
    markup: InlineKeyboardMarkup | None = None
    copies: tuple[tuple[int, int], ...] = ()  # (chat_id, message_id) of the download's other notices


@served
async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE, request_id: str) -> None:
    query = update.callback_query
    try:
        cb = decode(query.data)  # no query before the ids are parsed
    except Outdated as exc:
        log.info("outdated button pressed: %s", exc, extra={"callback_data": str(query.data)[:64]})
        await answer_quietly(update, texts.OUTDATED, alert=True)
        return
    ctx = of(context)
    message = query.message
    pressed = (message.chat.id, message.message_id) if message is not None else None
    with logs.bind(download_id=cb.download_id, action=cb.verb):
        user = update.effective_user
        actor = f"telegram:{user.id}" if user is not None else "telegram"
        result = await in_thread(press, cb, ctx.deps(), ctx.settings.base_url, pressed, actor)
        await answer_quietly(update, result.answer, alert=not result.ok)
        if not result.ok:
            return
        for chat_id, message_id in ((pressed,) if pressed else ()) + result.copies:
            reply(update, context, result.text, result.markup, edit_of=message_id, chat_id=chat_id)


def press(cb: Callback, deps: actions.Deps, base_url: str, pressed: tuple[int, int] | None = None,
          actor: str = "telegram") -> Pressed:
    """Check the button against the current state and run its command (blocking; DB thread)."""
    try:
        d = store.get(cb.download_id)
    except store.NotFound:
        return Pressed(False, texts.OUTDATED)
    if cb.verb not in keyboards.verbs_for(d):
        return Pressed(False, f"{texts.OUTDATED} The download is now {state_word(d.state)}.")
    if cb.candidate_id is not None and not _candidate_of(d.id, cb.candidate_id):
        return Pressed(False, f"{texts.OUTDATED} That candidate is no longer offered.")
    command = commands.CATALOGUE[cb.verb]
    chosen = _chosen(cb.candidate_id)
    args = {"candidate_id": cb.candidate_id} if cb.candidate_id is not None else {}
    try:
        commands.run(command, d.id, deps, command.parse(args), actor=actor)
    except actions.ActionError as exc:
        return Pressed(False, f"Refused: {exc.message}")
    except store.IllegalTransition:
        return Pressed(False, f"{texts.OUTDATED} The download is now {state_word(store.get(d.id).state)}.")
    except store.InfohashTaken as exc:
        return Pressed(False, f"Refused: another active download ({exc.owner_id}) has the same torrent.")
    except store.NotFound:
        return Pressed(False, texts.OUTDATED)
    after = store.get(d.id)
    note = f"{command.done}{chosen} via Telegram."
    text, markup = shown(after, base_url, note)
    answer = note if after.state in WORKING else f"{note} Now: {state_word(after.state)}."
    return Pressed(True, answer, text, markup, _copies(d.id, pressed))


def shown(d: store.Download, base_url: str, note: str = "") -> tuple[str, InlineKeyboardMarkup | None]:
    """What a notice about ``d`` shows now: its state with the buttons it allows, or — while jellybit works on
    it — what happens, with none (after a press, and after a change made elsewhere: :mod:`.refresh`)."""
    if d.state in WORKING:
        return texts.working(d, base_url, f"{note} {WORKING[d.state]}".strip()), None
    verbs = keyboards.verbs_for(d)
    candidates = notify.top_candidates(d.id) if "apply" in verbs else []
    return (texts.status(d, base_url, candidates, note),
            keyboards.markup(d.id, d.state, [c.id for c in candidates], verbs))


def _chosen(candidate_id: str | None) -> str:
    c = MetadataCandidate.get_or_none(MetadataCandidate.id == candidate_id) if candidate_id else None
    return f" {c.title}" + (f" ({c.year})" if c.year else "") if c is not None else ""


def _copies(download_id: str, pressed: tuple[int, int] | None) -> tuple[tuple[int, int], ...]:
    """Every notice about this download the bot sent (in any chat), except the message pressed."""
    rows = (Notification.select(Notification.chat_id, Notification.message_id).join(StateChange)
            .where(StateChange.download == download_id, Notification.status == "sent",
                   Notification.message_id.is_null(False)).order_by(Notification.id))
    found = dict.fromkeys((r.chat_id, r.message_id) for r in rows)
    found.pop(pressed, None)
    return tuple(found)


def _candidate_of(download_id: str, candidate_id: str) -> bool:
    """The candidate belongs to this download's current recognition (not another download's, not a stale one)."""
    return (MetadataCandidate.select().join(Recognition)
            .where(MetadataCandidate.id == candidate_id, Recognition.download == download_id,
                   Recognition.is_current()).exists())

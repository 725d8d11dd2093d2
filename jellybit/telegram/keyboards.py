"""Inline keyboards: the buttons a download's state allows, from the command catalogue (one rule, SPEC §10).

Only the catalogue's one-tap commands become buttons (refine, set-type and override want typing: the review
page does them; Apply is one button per candidate).
Relink is not offered for a download cancelled before its data was complete (:func:`verbs_for`):
there is nothing on disk to link. Links stay in the message text, not in URL buttons: Telegram refuses
buttons that point at a loopback or LAN address, which is where a home jellybit usually lives.
"""

from __future__ import annotations

from collections.abc import Sequence

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from jellybit import commands, store

from .callbacks import encode

__all__ = ["MAX_APPLY", "rows", "markup", "verbs_for"]

MAX_APPLY = 3


def verbs_for(d: store.Download) -> list[str]:
    """The commands the download's state allows, less Relink when it never had its data (a query)."""
    return commands.legal_for([d])[d.id]


def _button(c: commands.Command) -> bool:
    """A command that is a Telegram button of its own: one tap, meant for the chat, not Apply #n."""
    return c.one_tap and c.in_chat and not c.carries_candidate


def rows(download_id: str, state: str, candidate_ids: Sequence[str] = (),
         verbs: Sequence[str] | None = None) -> list[list[InlineKeyboardButton]]:
    """Apply #1…#3 (one per candidate, best first) on the first row, the other legal commands below."""
    legal = commands.available(state) if verbs is None else verbs
    out = []
    if "apply" in legal and candidate_ids:
        out.append([InlineKeyboardButton(f"Apply #{n}", callback_data=encode("apply", download_id, cid))
                    for n, cid in enumerate(candidate_ids[:MAX_APPLY], 1)])
    rest = [InlineKeyboardButton(commands.label(v, state), callback_data=encode(v, download_id))
            for v in legal if _button(commands.CATALOGUE[v])]
    if rest:
        out.append(rest)
    return out


def markup(download_id: str, state: str, candidate_ids: Sequence[str] = (),
           verbs: Sequence[str] | None = None) -> InlineKeyboardMarkup | None:
    """The keyboard, or None when the state allows no button (the message then has none)."""
    found = rows(download_id, state, candidate_ids, verbs)
    return InlineKeyboardMarkup(found) if found else None

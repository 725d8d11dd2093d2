"""Callback data codec and keyboards: every button fits Telegram's 64 bytes and decodes without a query."""

from __future__ import annotations

import pytest
from telegram.constants import InlineKeyboardButtonLimit

from jellybit import commands, ident
from jellybit.store import graph
from jellybit.telegram import callbacks, keyboards
from jellybit.telegram.callbacks import Callback, Outdated, decode, encode

D, C = ident.new_id(), ident.new_id()


def test_the_limit_is_telegrams():
    assert callbacks.MAX_BYTES == InlineKeyboardButtonLimit.MAX_CALLBACK_DATA == 64


@pytest.mark.parametrize("verb", sorted(callbacks.verbs()))
def test_every_verb_fits_64_bytes_with_its_most_ids_and_round_trips(verb):
    ids = [D, C][:max(callbacks.verbs()[verb])]
    data = encode(verb, *ids)
    assert len(data.encode()) <= 64
    assert decode(data) == Callback(verb, *ids)
    assert decode(data.upper().replace(verb.upper(), verb)) == Callback(verb, *ids)  # ids normalise to lowercase


@pytest.mark.parametrize("data", [
    "apply:42", "apply:42:43", "undo:7", "retry:", "retry", "", None, 42, f"frobnicate:{D}", f"hide:{D}",
    f"apply:{D}:{C}:{D}", f"retry:{D}:{C}", f"apply:{D}:", f"apply:{D}:not-a-ulid-at-all-xxxxxxxxx",
    f"apply:{'8' * 26}",
    "apply:" + "x" * 70, f"{D}", f"APPLY:{D}",
])
def test_anything_else_is_outdated(data):
    with pytest.raises(Outdated):
        decode(data)


def test_encode_refuses_what_decode_would_not_accept():
    for bad in [("pause", D), ("retry", D, C), ("apply", "42"), ("cancel", D.upper() + "x")]:
        with pytest.raises(ValueError):
            encode(*bad)


def _buttons(rows):
    return [(b.text, b.callback_data) for row in rows for b in row]


@pytest.mark.parametrize("state", sorted(graph.ALL))
def test_keyboards_offer_only_legal_commands_and_every_button_decodes(state):
    cands = [ident.new_id() for _ in range(5)]
    for text, data in _buttons(keyboards.rows(D, state, cands)):
        assert len(data.encode()) <= 64
        cb = decode(data)
        assert cb.verb in commands.available(state) and cb.download_id == D, (state, text)


def test_review_keyboard_is_apply_per_candidate_then_defer_and_cancel():
    cands = [ident.new_id() for _ in range(4)]
    rows = keyboards.rows(D, "review", cands)
    assert [[b.text for b in row] for row in rows] == [["Apply #1", "Apply #2", "Apply #3"], ["Later", "Cancel"]]
    assert [decode(b.callback_data).candidate_id for b in rows[0]] == cands[:3]


@pytest.mark.parametrize("state, labels", [
    ("done", ["Undo"]), ("failed", ["Retry"]), ("stuck", ["Retry", "Ask me before linking", "Cancel"]),
    ("reverted", ["Relink"]),
    ("deleted", []),
])
def test_keyboards_per_state(state, labels):
    assert [t for t, _ in _buttons(keyboards.rows(D, state))] == labels
    assert (keyboards.markup(D, state) is None) == (not labels)

"""Pressing inline buttons: the command runs when the button still matches the download, else "outdated"."""

from __future__ import annotations

import pytest

from jellybit import ident, notify, store
from tests.fixtures.qbt import eventually

OUTDATED = "This button is outdated."


def _check(holds: bool) -> bool:
    assert holds
    return True


def answer_to(api, update_id: int) -> dict:
    """The answerCallbackQuery of the query pushed as ``update_id`` (every query is answered)."""
    return api.wait_call("answerCallbackQuery", lambda p: p["callback_query_id"] == f"cbq{update_id}").params


def announce(api, bot, d) -> int:
    """The review notice the bot sent for ``d``; returns its message id."""
    bot.wake_notify()
    call = api.wait_call("sendMessage", lambda p: d.id in p["text"] and "Needs your decision" in p["text"])
    return api.messages_by_text(call.params["text"])


@pytest.fixture
def quiet_bot(start_bot):
    """A bot without the outbox loop, so nothing else queries the database while a test counts queries."""
    return start_bot(notify_interval=None)


def test_apply_1_moves_the_download_to_linking_and_edits_the_message(fake_bot_api, bot_app, download_in):
    d = download_in("review")
    message_id = announce(fake_bot_api, bot_app, d)
    best = notify.top_candidates(d.id)[0]
    update = fake_bot_api.press(f"apply:{d.id}:{best.id}", message_id=message_id)
    answer = answer_to(fake_bot_api, update)
    assert answer["text"] == f"Applied {best.label.split(' · ')[0]} via Telegram.", answer
    assert store.get(d.id).state == "linking"
    edit = fake_bot_api.wait_call("editMessageText").params
    assert int(edit["message_id"]) == message_id and "Linking the files into the library now" in edit["text"]
    assert "linking" not in edit["text"].replace("Linking", "") and "reply_markup" not in edit  # no Defer/Cancel


def test_a_successful_command_edits_the_message_to_the_new_state_and_its_buttons(fake_bot_api, bot_app,
                                                                                  download_in):
    d = download_in("review")
    message_id = announce(fake_bot_api, bot_app, d)
    update = fake_bot_api.press(f"defer:{d.id}", message_id=message_id)
    assert answer_to(fake_bot_api, update)["text"] == "Deferred via Telegram. Now: later."
    assert store.get(d.id).state == "deferred"
    edit = fake_bot_api.wait_call("editMessageText").params
    assert "State: later" in edit["text"] and edit["text"].endswith("Deferred via Telegram.")
    labels = [[b["text"] for b in row] for row in edit["reply_markup"]["inline_keyboard"]]
    assert labels == [["Apply #1", "Apply #2", "Apply #3"], ["Cancel"]]


def test_a_button_of_a_download_that_moved_on_is_outdated(fake_bot_api, bot_app, download_in):
    d = download_in("review")
    message_id = announce(fake_bot_api, bot_app, d)
    best = notify.top_candidates(d.id)[0]
    store.set_state(d.id, "cancelled")  # meanwhile, from the web UI
    update = fake_bot_api.press(f"apply:{d.id}:{best.id}", message_id=message_id)
    answer = answer_to(fake_bot_api, update)
    assert answer["text"] == f"{OUTDATED} The download is now cancelled." and answer["show_alert"] == "true"
    assert store.get(d.id).state == "cancelled"
    # the press edits nothing; the notification run may already have shown the change made elsewhere
    assert all("State: cancelled" in c.params["text"] and "Apply" not in str(c.params.get("reply_markup"))
               for c in fake_bot_api.calls_of("editMessageText"))


def test_a_notice_whose_download_changed_in_the_web_app_is_edited_to_its_new_state_once(fake_bot_api, bot_app,
                                                                                      download_in):
    """Applied/deferred/cancelled on the web: the review notice loses its Apply buttons, as after a press."""
    d = download_in("review")
    message_id = announce(fake_bot_api, bot_app, d)
    with store.acting("web"):
        store.set_state(d.id, "deferred")
    bot_app.wake_notify()
    edit = fake_bot_api.wait_call("editMessageText", lambda p: int(p["message_id"]) == message_id).params
    assert "State: later" in edit["text"]
    labels = [[b["text"] for b in row] for row in edit["reply_markup"]["inline_keyboard"]]
    assert labels == [["Apply #1", "Apply #2", "Apply #3"], ["Cancel"]]  # what deferred allows, as after a press
    with store.acting("web"):
        store.set_state(d.id, "cancelled")
    bot_app.wake_notify()
    edit = fake_bot_api.wait_call("editMessageText", lambda p: "State: cancelled" in p["text"]).params
    assert int(edit["message_id"]) == message_id
    assert [[b["text"] for b in row] for row in edit["reply_markup"]["inline_keyboard"]] == [["Relink"]]
    runs = bot_app.notify_runs
    bot_app.wake_notify()
    eventually(lambda: _check(bot_app.notify_runs >= runs + 3))
    assert len([c for c in fake_bot_api.calls_of("editMessageText")
                if int(c.params["message_id"]) == message_id]) == 2  # once per change, never again


def test_a_candidate_of_another_download_is_outdated(fake_bot_api, quiet_bot, download_in):
    mine, other = download_in("review"), download_in("review", name="Other")
    theirs = notify.top_candidates(other.id)[0]
    update = fake_bot_api.press(f"apply:{mine.id}:{theirs.id}")
    assert answer_to(fake_bot_api, update)["text"].startswith(OUTDATED)
    assert store.get(mine.id).state == "review"


def test_an_unknown_download_is_outdated(fake_bot_api, quiet_bot, db):
    update = fake_bot_api.press(f"retry:{ident.new_id()}")
    assert answer_to(fake_bot_api, update)["text"] == OUTDATED


@pytest.mark.parametrize("data", ["apply:42", "apply:42:7", "retry:17", "pause:01hzzzzzzzzzzzzzzzzzzzzzzz", "x"])
def test_legacy_numeric_or_garbage_callback_data_is_outdated_without_any_query(fake_bot_api, quiet_bot,
                                                                               count_queries, data):
    with count_queries() as counter:
        update = fake_bot_api.press(data)
        answer = answer_to(fake_bot_api, update)
    assert answer["text"] == OUTDATED and answer["show_alert"] == "true"  # form-encoded JSON value
    assert [q for q in counter.sql if "telegram_" not in q] == []  # only the bot's own update bookkeeping


def test_a_refused_command_is_answered_with_its_reason(fake_bot_api, quiet_bot, download_in):
    d = download_in("failed", error_code="qbit_add")  # Retry needs qBittorrent, which this process lacks
    update = fake_bot_api.press(f"retry:{d.id}")
    assert answer_to(fake_bot_api, update)["text"] == "Refused: qBittorrent is not configured"
    assert store.get(d.id).state == "failed"

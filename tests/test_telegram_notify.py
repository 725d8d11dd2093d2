"""Notifications from the state_change outbox: content, buttons, retries, no duplicates, no history flood."""

from __future__ import annotations

from datetime import timedelta

import pytest

from jellybit import notify, store
from jellybit.backoff import Backoff
from jellybit.store.fields import utcnow
from jellybit.store.models import Notification
from tests.fakes.telegram import CHAT_ID

BASE = "http://jellybit.test"


class Recorder:
    """A notify.Sender that records notices; scripted exceptions are raised first, one per call."""

    def __init__(self, chat_ids=(CHAT_ID,)):
        self.chat_ids, self.base_url = frozenset(chat_ids), BASE
        self.sent: list[tuple[int, notify.Notice]] = []
        self.errors: list[Exception] = []

    def __call__(self, chat_id, notice):
        if self.errors:
            raise self.errors.pop(0)
        self.sent.append((chat_id, notice))
        return 500 + len(self.sent)


@pytest.fixture
def sender(db):
    notify.register_chats([CHAT_ID])
    return Recorder()


def rows():
    return list(Notification.select().order_by(Notification.id))


def test_changes_before_the_first_start_are_not_announced(db, download_in):
    download_in("review")
    download_in("failed", error_code="magnet_timeout")
    late = Recorder()
    notify.register_chats(late.chat_ids)  # the bot's first start
    assert notify.run_once(late) == 0 and late.sent == []
    d = download_in("done", targets=("/lib/shows/X/a.mkv",))
    assert notify.run_once(late) == 1 and [n.download_id for _, n in late.sent] == [d.id]
    assert notify.run_once(late) == 0  # sent once, never again


def test_review_notice_has_the_reason_the_top_candidates_and_the_review_link(sender, download_in):
    d = download_in("review", candidates=4, reason="two shows have this name")
    notify.run_once(sender)
    [(chat_id, notice)] = sender.sent
    assert chat_id == CHAT_ID and notice.state == "review" and len(notice.candidates) == 3
    assert notice.text == "\n".join([
        "Needs your decision: Some.Show.S01.1080p", "two shows have this name",
        "#1 Some Show 1 (2001) · series · score 0.90", "#2 Some Show 2 (2002) · series · score 0.80",
        "#3 Some Show 3 (2003) · series · score 0.70", f"Review: {BASE}/review/{d.id}", notify.PER_FILE])


def test_done_notice_says_where_the_files_went(sender, download_in):
    targets = tuple(f"/srv/media/library/shows/Show (2020)/Season 01/Show (2020) S01E0{i}.mkv" for i in range(1, 8))
    d = download_in("done", targets=targets)
    notify.run_once(sender)
    [(_, notice)] = sender.sent
    lines = notice.text.split("\n")
    assert lines[:3] == ["Done: Some.Show.S01.1080p", "7 files in …/shows/Show (2020)/Season 01:",
                         "• Show (2020) S01E01.mkv"]
    assert lines[-2:] == ["… and 2 more", f"{BASE}/download/{d.id}"]


@pytest.mark.parametrize("state, code, message, words", [
    ("failed", "qbit_error", "qBittorrent: missing files",
     "qBittorrent reported an error for this torrent. Look at it in qBittorrent: Retry.\nqBittorrent: missing files"),
    ("stuck", "stalled", None,
     "No progress for a long time. Nobody seems to seed it right now: Retry later, or Cancel if nobody seeds it."),
])
def test_failed_and_stuck_notices_give_the_error_in_words(sender, download_in, state, code, message, words):
    d = download_in(state, error_code=code, error_message=message)
    notify.run_once(sender)
    [(_, notice)] = sender.sent
    assert notice.text == f"{state.title()}: Some.Show.S01.1080p\n{words}\n{BASE}/download/{d.id}"


def test_a_failed_send_is_retried_after_its_backoff_and_sent_once(sender, download_in):
    download_in("failed", error_code="qbit_add")
    now = utcnow()
    sender.errors.append(notify.SendError("Too Many Requests", retry_after=30))
    assert notify.run_once(sender, now=now) == 0
    [row] = rows()
    assert (row.status, row.attempts, row.last_error) == ("pending", 1, "Too Many Requests")
    assert row.next_attempt_at >= now + timedelta(seconds=30)
    assert notify.run_once(sender, now=now + timedelta(seconds=10)) == 0  # not due yet
    assert notify.run_once(sender, now=now + timedelta(seconds=31)) == 1
    [row] = rows()
    assert (row.status, row.attempts, row.message_id) == ("sent", 2, 501)
    assert notify.run_once(sender, now=now + timedelta(hours=5)) == 0 and len(sender.sent) == 1


def test_backoff_doubles_up_to_its_cap_and_then_gives_up(sender, download_in, monkeypatch):
    assert [Backoff(10, 60).delay(n) for n in range(1, 6)] == [10, 20, 40, 60, 60]
    monkeypatch.setattr(notify, "RETRY", Backoff(base=1, cap=1, max_attempts=2))
    download_in("stuck")
    sender.errors += [RuntimeError("boom"), RuntimeError("boom again")]
    now = utcnow()
    notify.run_once(sender, now=now)
    notify.run_once(sender, now=now + timedelta(seconds=2))
    [row] = rows()
    assert (row.status, row.attempts, row.last_error) == ("gave_up", 2, "boom again")
    assert notify.run_once(sender, now=now + timedelta(days=1)) == 0 and sender.sent == []


def test_a_notice_about_a_state_the_download_left_is_skipped(sender, download_in):
    d = download_in("review")
    store.set_state(d.id, "cancelled")
    assert notify.run_once(sender) == 0 and sender.sent == []
    [row] = rows()
    assert row.status == "skipped"


def test_an_unavailable_bot_counts_no_attempt(sender, download_in):
    download_in("stuck")
    sender.errors.append(notify.Unavailable("not connected"))
    assert notify.run_once(sender) == 0
    assert [r.attempts for r in rows()] == [0]
    assert notify.run_once(sender) == 1


def test_each_chat_gets_its_own_notice_and_one_failing_chat_blocks_no_other(db, download_in):
    two = Recorder(chat_ids=(CHAT_ID, 43))
    notify.register_chats(two.chat_ids)
    download_in("stuck")
    two.errors.append(RuntimeError("Forbidden: bot was blocked by the user"))
    assert notify.run_once(two) == 1
    assert [(r.chat_id, r.status) for r in sorted(rows(), key=lambda r: r.chat_id)] == [
        (CHAT_ID, "pending"), (43, "sent")]


# -- end to end through the bot thread and the fake Bot API ---------------------------------------------------


def test_a_download_entering_review_is_announced_with_apply_defer_cancel_buttons(fake_bot_api, bot_app, download_in):
    d = download_in("review")
    bot_app.wake_notify()
    call = fake_bot_api.wait_call("sendMessage", lambda p: "Needs your decision" in p["text"])
    keyboard = call.params["reply_markup"]["inline_keyboard"]
    cands = [c.id for c in notify.top_candidates(d.id)]
    assert keyboard == [
        [{"text": f"Apply #{i}", "callback_data": f"apply:{d.id}:{cid}"} for i, cid in enumerate(cands, 1)],
        [{"text": "Later", "callback_data": f"defer:{d.id}"}, {"text": "Cancel", "callback_data": f"cancel:{d.id}"}]]
    assert f"Review: {bot_app.settings.base_url}/review/{d.id}" in call.params["text"]
    assert call.params["link_preview_options"] == {"is_disabled": True}


def test_a_failed_send_is_retried_by_the_bot(fake_bot_api, start_bot, download_in, monkeypatch):
    monkeypatch.setattr(notify, "RETRY", Backoff(base=0.2, cap=0.2))
    fake_bot_api.fail("sendMessage", 500)
    bot = start_bot()
    download_in("failed", error_code="qbit_add")
    bot.wake_notify()
    fake_bot_api.wait_call("sendMessage", count=2)
    fake_bot_api.wait_for(lambda: [r.status for r in rows()] == ["sent"], what="the notice recorded as sent")
    assert [r.attempts for r in rows()] == [2]


def test_a_notification_is_not_sent_again_after_a_restart(fake_bot_api, start_bot, download_in):
    first = start_bot()
    d = download_in("done", targets=("/lib/movies/M (2020)/M (2020).mkv",))
    first.wake_notify()
    call = fake_bot_api.wait_call("sendMessage", lambda p: p["text"].startswith("Done:"))
    assert call.params["reply_markup"]["inline_keyboard"] == [[{"text": "Undo", "callback_data": f"undo:{d.id}"}]]
    first.stop()
    second = start_bot()
    fake_bot_api.wait_for(lambda: second.notify_runs >= 2, what="two outbox runs of the restarted bot")
    assert len(fake_bot_api.calls_of("sendMessage", lambda p: p["text"].startswith("Done:"))) == 1
    [row] = rows()
    assert row.status == "sent" and row.message_id and row.state_change.download_id == d.id

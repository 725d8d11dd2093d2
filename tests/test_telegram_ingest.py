"""The bot turns messages into downloads: one reply per item, request ids on errors, chats checked (SPEC §10)."""

from __future__ import annotations

import json
import logging

from jellybit import logs, store
from tests.fakes.telegram import CHAT_ID
from tests.torrent_factory import make_payload, make_torrent

HASH_A = "a" * 40
HASH_B = "b" * 40


def magnet(h: str, name: str = "Some.Movie.2020") -> str:
    return f"magnet:?xt=urn:btih:{h}&dn={name}"


def replies(api, count: int, chat_id: int = CHAT_ID) -> list[str]:
    api.wait_for(lambda: len(api.sent(chat_id)) >= count, what=f"{count} replies")
    return [p["text"] for p in api.sent(chat_id)]


def test_magnet_text_is_accepted_with_a_link_to_the_new_download(fake_bot_api, bot_app):
    fake_bot_api.send_text(f"look at this one: {magnet(HASH_A)} thanks")
    [reply] = replies(fake_bot_api, 1)
    [d] = store.Download.select()
    assert reply == f"Added: Some.Movie.2020\n{bot_app.settings.base_url}/download/{d.id}"
    assert d.state == "catched"


def test_the_same_magnet_again_is_already_active_with_the_same_link(fake_bot_api, bot_app):
    fake_bot_api.send_text(magnet(HASH_A))
    fake_bot_api.send_text(magnet(HASH_A.upper(), "other name"))
    first, second = replies(fake_bot_api, 2)
    [d] = store.Download.select()
    assert first.startswith("Added: ") and second.startswith("Already active: ")
    assert first.endswith(f"/download/{d.id}") and second.endswith(f"/download/{d.id}")


def test_several_magnets_in_one_message_get_one_reply_each(fake_bot_api, bot_app):
    fake_bot_api.send_text(f"{magnet(HASH_A)}\nand\n{magnet(HASH_B, 'Second')}\nmagnet:?xt=urn:btih:xyz")
    texts = replies(fake_bot_api, 3)
    assert [t.split(":")[0] for t in texts] == ["Added", "Added", "Not added"]
    assert "request_id: " in texts[2]
    assert store.Download.select().count() == 2


def test_a_torrent_document_is_downloaded_and_accepted(fake_bot_api, bot_app, tmp_path):
    data = make_torrent(make_payload(tmp_path / "Payload.Dir", {"movie.mkv": 40_000, "movie.srt": 300}))
    fake_bot_api.send_document(data, file_name="payload.torrent")
    [reply] = replies(fake_bot_api, 1)
    [d] = store.Download.select()
    assert reply == f"Added: Payload.Dir\n{bot_app.settings.base_url}/download/{d.id}"
    assert d.source_kind == "torrent" and open(d.source_ref, "rb").read() == data
    assert fake_bot_api.calls_of("getFile")


def test_garbage_gets_the_error_with_its_request_id_and_creates_nothing(fake_bot_api, bot_app):
    capture = _Capture()
    root = logging.getLogger()
    root.addHandler(capture)
    level = root.level
    root.setLevel(logging.INFO)
    try:
        fake_bot_api.send_text("hello, is this thing on?")
        fake_bot_api.send_document(b"d8:announce3:fooe", file_name="broken.torrent")
        text_reply, doc_reply = replies(fake_bot_api, 2)
    finally:
        root.removeHandler(capture)
        root.setLevel(level)
    assert text_reply.startswith("Not added: hello") and "no magnet link" in text_reply
    assert doc_reply.startswith("Not added: broken.torrent")
    for reply in (text_reply, doc_reply):
        request_id = reply.rsplit("request_id: ", 1)[1]
        assert any(r.get("request_id") == request_id and r["msg"].startswith("not added")
                   for r in capture.records), request_id
    assert store.Download.select().count() == 0


def test_an_unauthorised_chat_is_refused_once_and_nothing_is_created(fake_bot_api, bot_app):
    fake_bot_api.send_text(magnet(HASH_A), chat_id=77)
    fake_bot_api.send_text(magnet(HASH_B), chat_id=77)
    fake_bot_api.press(f"defer:{'0' * 26}", chat_id=77)
    fake_bot_api.send_text("/help")  # processed after the others: updates are handled in order
    replies(fake_bot_api, 1)
    [refusal] = [p["text"] for p in fake_bot_api.sent(77)]
    assert "only serves the chats its owner configured" in refusal and "77" in refusal
    [answer] = fake_bot_api.calls_of("answerCallbackQuery")
    assert answer.params["text"] == "Not allowed in this chat."
    assert store.Download.select().count() == 0


def test_list_and_status_show_downloads_and_their_states(fake_bot_api, bot_app):
    fake_bot_api.send_text(magnet(HASH_A))
    replies(fake_bot_api, 1)
    [d] = store.Download.select()
    fake_bot_api.send_text("/list")
    fake_bot_api.send_text(f"/status {d.id.upper()}")
    fake_bot_api.send_text("/status 42")
    _, listing, status, missing = replies(fake_bot_api, 4)
    assert f"• Some.Movie.2020 — adding\n  {bot_app.settings.base_url}/download/{d.id}" in listing
    assert "State: adding" in status
    assert fake_bot_api.sent()[2]["reply_markup"]["inline_keyboard"] == [[
        {"text": "Defer", "callback_data": f"defer:{d.id}"}, {"text": "Cancel", "callback_data": f"cancel:{d.id}"}]]
    assert missing.startswith("No download with the id '42'")


class _Capture(logging.Handler):
    """JSON records as jellybit writes them, with the log context of the emitting thread."""

    def __init__(self):
        super().__init__()
        self.records: list[dict] = []
        self.setFormatter(logs.JsonFormatter())

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(json.loads(self.format(record)))

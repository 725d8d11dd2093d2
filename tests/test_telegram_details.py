"""The small things a person notices (issue 18.4), one test each, against the fake Bot API."""

from __future__ import annotations

from jellybit import notify, store
from tests.fakes.telegram import CHAT_ID
from tests.torrent_factory import make_payload, make_torrent

GROUP = -100777


def magnet(n: int, name: str | None = None) -> str:
    return f"magnet:?xt=urn:btih:{n:040x}&dn={name or f'Item.{n}'}"


def texts(api, count: int, chat_id: int = CHAT_ID) -> list[str]:
    api.wait_for(lambda: len(api.sent(chat_id)) >= count, what=f"{count} messages")
    return [p["text"] for p in api.sent(chat_id)]


def test_a_magnet_in_the_caption_of_a_torrent_document_is_ingested_too(fake_bot_api, bot_app, tmp_path):
    torrent = make_torrent(make_payload(tmp_path / "Doc.Payload", {"a.mkv": 20_000}))
    fake_bot_api.send_document(torrent, file_name="doc.torrent", caption=f"and this one {magnet(1)}")
    [text] = texts(fake_bot_api, 1)
    assert [b.split("\n")[0] for b in text.split("\n\n")] == ["Added: Item.1", "Added: Doc.Payload"]
    assert sorted(d.name for d in store.Download.select()) == ["Doc.Payload", "Item.1"]


def test_a_photo_is_answered_and_a_magnet_in_its_caption_is_ingested(fake_bot_api, bot_app):
    fake_bot_api.send_photo()
    fake_bot_api.send_photo(caption=f"screenshot of {magnet(2)}")
    bare, captioned = texts(fake_bot_api, 2)
    assert bare.startswith("A photo is not a torrent.")
    assert captioned.startswith("Added: Item.2")
    assert [d.name for d in store.Download.select()] == ["Item.2"]


def test_an_edited_message_with_a_new_magnet_is_ingested(fake_bot_api, bot_app):
    first = fake_bot_api.send_text(magnet(3))
    texts(fake_bot_api, 1)
    fake_bot_api.edit_text(first, f"{magnet(3)}\n{magnet(4)}")
    text = texts(fake_bot_api, 2)[1]
    assert [b.split("\n")[0] for b in text.split("\n\n")] == ["Already active: Item.3", "Added: Item.4"]
    assert sorted(d.name for d in store.Download.select()) == ["Item.3", "Item.4"]


def test_a_document_over_telegrams_20_mb_download_limit_is_told_the_limit(fake_bot_api, start_bot, bot_settings):
    start_bot(bot_settings.replace(max_torrent_size=50 * 1024 * 1024))  # more than Telegram can deliver
    fake_bot_api.send_document(b"d4:infod4:name1:xee", file_name="huge.torrent", file_size=25 * 1024 * 1024)
    [text] = texts(fake_bot_api, 1)
    assert text.startswith("Not added: huge.torrent\nTelegram lets bots download files of at most 20 MB")
    assert "25.0 MB" in text and f"{bot_settings.base_url}/add" in text
    assert not fake_bot_api.calls_of("getFile") and store.Download.select().count() == 0


def test_a_failing_answer_after_a_successful_cancel_shows_the_new_state_not_an_error(fake_bot_api, bot_app,
                                                                                     download_in):
    d = download_in("review")
    bot_app.wake_notify()
    notice = fake_bot_api.wait_call("sendMessage", lambda p: "Needs your decision" in p["text"])
    message_id = fake_bot_api.messages_by_text(notice.params["text"])
    fake_bot_api.fail("answerCallbackQuery", 400, description="Bad Request: query is too old and response "
                                                              "timeout expired or query ID is invalid")
    fake_bot_api.press(f"cancel:{d.id}", message_id=message_id)
    edit = fake_bot_api.wait_call("editMessageText").params
    assert store.get(d.id).state == "cancelled"
    assert "Cancelled via Telegram." in edit["text"]
    labels = [b["text"] for row in edit["reply_markup"]["inline_keyboard"] for b in row]
    assert labels == ["Relink"]  # the new state's buttons, not the old Apply/Defer/Cancel
    assert not [c for c in fake_bot_api.calls if "Something went wrong" in str(c.params.get("text", ""))]
    assert len(fake_bot_api.calls_of("answerCallbackQuery")) == 1  # no second (error) answer


def test_a_command_for_another_bot_in_a_group_is_ignored(fake_bot_api, start_bot, bot_settings):
    start_bot(bot_settings.replace(telegram_chat_ids=frozenset({CHAT_ID, GROUP})))
    fake_bot_api.send_text("/start@otherbot", chat_id=GROUP)
    fake_bot_api.send_text("/status@otherbot 123", chat_id=GROUP)
    fake_bot_api.send_text("/frobnicate@otherbot", chat_id=GROUP)
    fake_bot_api.send_text("/start@jellybit_test_bot", chat_id=GROUP)  # handled after the others (in order)
    [text] = texts(fake_bot_api, 1, GROUP)
    assert text.startswith("jellybit puts torrents into your Jellyfin library.")
    fake_bot_api.wait_for(lambda: fake_bot_api.confirmed >= 5, what="all four updates handled")
    assert len(fake_bot_api.sent(GROUP)) == 1


def test_a_download_cancelled_while_still_queued_is_not_offered_relink(fake_bot_api, bot_app, download_in):
    d = download_in("downloading")  # never complete: no data to link
    fake_bot_api.send_text(f"/status {d.id}")
    texts(fake_bot_api, 1)
    status_id = fake_bot_api.messages_by_text(fake_bot_api.sent()[0]["text"])
    fake_bot_api.press(f"cancel:{d.id}", message_id=status_id)
    edit = fake_bot_api.wait_call("editMessageText").params
    assert store.get(d.id).state == "cancelled" and "reply_markup" not in edit  # no Relink button
    update = fake_bot_api.press(f"relink:{d.id}")  # an old or forged button
    answer = fake_bot_api.wait_call("answerCallbackQuery", lambda p: p["callback_query_id"] == f"cbq{update}")
    assert answer.params["text"].startswith("This button is outdated.")
    assert store.get(d.id).state == "cancelled"


def test_after_apply_every_copy_of_the_review_notice_loses_its_apply_buttons(fake_bot_api, start_bot, bot_settings,
                                                                             download_in):
    chats = frozenset({CHAT_ID, GROUP})
    bot = start_bot(bot_settings.replace(telegram_chat_ids=chats))
    notify.register_chats(chats)
    d = download_in("review")
    bot.wake_notify()
    mine = fake_bot_api.wait_call("sendMessage", lambda p: "Needs your decision" in p["text"]
                                  and int(p["chat_id"]) == CHAT_ID)
    fake_bot_api.wait_call("sendMessage", lambda p: "Needs your decision" in p["text"] and int(p["chat_id"]) == GROUP)
    best = notify.top_candidates(d.id)[0]
    fake_bot_api.press(f"apply:{d.id}:{best.id}", message_id=fake_bot_api.messages_by_text(mine.params["text"]))
    fake_bot_api.wait_call("editMessageText", lambda p: int(p["chat_id"]) == GROUP)
    fake_bot_api.wait_call("editMessageText", lambda p: int(p["chat_id"]) == CHAT_ID)
    with fake_bot_api._cond:
        notices = {c: m for (c, _), m in fake_bot_api.messages.items() if d.id in m["text"]}
    for chat_id in chats:
        assert "reply_markup" not in notices[chat_id], chat_id  # neither Apply nor Defer/Cancel while linking
        assert "Linking the files into the library now" in notices[chat_id]["text"]
        assert "State: linking" not in notices[chat_id]["text"]

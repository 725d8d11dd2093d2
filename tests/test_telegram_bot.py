"""The bot's lifecycle and failure behaviour against the fake Bot API (notes/telegram-testing.md §3–4)."""

from __future__ import annotations

import time

import pytest
from telegram import InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import BadRequest

from jellybit import services, store
from jellybit.ingest import service
from jellybit.runtime import Runtime
from jellybit.telegram import bot as bot_module
from tests.fakes import refused_url


def magnet(n: int) -> str:
    return f"magnet:?xt=urn:btih:{str(n) * 40}&dn=Item.{n}"


def items(api, chat_id: int = 42) -> list[str]:
    """Every item reported to the chat: replies waiting together go out as one message, one block each."""
    return [block for p in api.sent(chat_id) for block in p["text"].split("\n\n")]


def test_start_returns_at_once_and_initialize_is_retried_until_the_api_answers(fake_bot_api, start_bot):
    fake_bot_api.fail("getMe", status=0, times=2)  # connection dropped: NetworkError
    began = time.monotonic()
    bot = start_bot(wait=False)
    assert time.monotonic() - began < 0.5  # the web server never waits for Telegram
    assert bot.ready.wait(10)
    assert len(fake_bot_api.calls_of("getMe")) == 3 and bot.health().ok


def test_an_unreachable_api_is_reported_and_stop_interrupts_the_retries(start_bot, bot_settings):
    bot = start_bot(bot_settings.replace(telegram_api_url=refused_url()), wait=False, retry_initial=5)
    deadline = time.monotonic() + 5
    while bot.state != "unreachable" and time.monotonic() < deadline:
        bot.ready.wait(0.05)
    status = bot.health()
    assert not status.ok and status.detail.startswith("Bot API unreachable")
    began = time.monotonic()
    bot.stop()
    assert time.monotonic() - began < 2 and bot.state == "stopped"


def test_a_refused_token_is_not_retried(start_bot, bot_settings, fake_bot_api):
    bot = start_bot(bot_settings.replace(telegram_token="999:WRONG"), wait=False)
    fake_bot_api.wait_for(lambda: bot.state == "invalid_token", what="the token refusal")
    assert len(fake_bot_api.calls_of("getMe")) == 1
    assert "TELEGRAM_TOKEN" in bot.health().hint


def test_polling_survives_500s_and_a_429_and_no_update_is_lost_or_handled_twice(fake_bot_api, bot_app):
    fake_bot_api.fail("getUpdates", 500, times=2)
    fake_bot_api.fail("getUpdates", 429, times=1, retry_after=1)
    fake_bot_api.send_text(magnet(1))  # before, during or after the failing polls: it must arrive once
    fake_bot_api.wait_for(lambda: not bot_app.health().ok, what="health to show the polling failure")
    fake_bot_api.send_text(magnet(2))
    fake_bot_api.send_text(magnet(3))
    fake_bot_api.wait_for(lambda: len(items(fake_bot_api)) >= 3, timeout=15, what="three items reported")
    fake_bot_api.wait_for(lambda: fake_bot_api.confirmed >= 4, what="the last update confirmed")
    assert [t.split(":")[0] for t in items(fake_bot_api)] == ["Added", "Added", "Added"]
    assert sorted(d.name for d in store.Download.select()) == ["Item.1", "Item.2", "Item.3"]
    assert bot_app.health().ok


def test_a_crashing_handler_answers_with_the_request_id_and_the_next_update_is_served(fake_bot_api, bot_app,
                                                                                        monkeypatch):
    real = service.ingest_text
    monkeypatch.setattr(service, "ingest_text", lambda *a, **k: 1 / 0)
    fake_bot_api.send_text(magnet(1))
    fake_bot_api.wait_for(lambda: fake_bot_api.sent(), what="the error reply")
    monkeypatch.setattr(service, "ingest_text", real)
    fake_bot_api.send_text(magnet(2))
    fake_bot_api.wait_for(lambda: len(fake_bot_api.sent()) >= 2, what="the second reply")
    crash, ok = [p["text"] for p in fake_bot_api.sent()]
    assert crash.startswith("Something went wrong on jellybit's side (request_id: ")
    assert ok.startswith("Added: Item.2")


def test_the_runtime_starter_runs_the_bot_only_with_a_token(db, bot_settings, fake_bot_api):
    assert bot_module.start in services.SERVICES
    idle = Runtime(bot_settings.replace(telegram_token=None))
    bot_module.start(idle)
    assert "telegram" not in idle.services and "telegram" not in idle.health.run()

    runtime = Runtime(bot_settings)
    bot_module.start(runtime)
    bot = runtime.services["telegram"]
    try:
        assert bot.ready.wait(10)
        assert runtime.health.run()["telegram"].ok
        assert runtime.health.run()["telegram"].detail == "connected as @jellybit_test_bot"
    finally:
        runtime.stop()
    assert bot.state == "stopped" and not bot._thread.is_alive()


def test_other_threads_send_through_the_bot_loop_and_the_fake_enforces_64_byte_callback_data(fake_bot_api, bot_app):
    def keyboard(data):
        return InlineKeyboardMarkup([[InlineKeyboardButton("x", callback_data=data)]])

    sent = bot_app.call(lambda b: b.send_message(42, "fits", reply_markup=keyboard("a" * 64)))
    assert fake_bot_api.messages[(42, sent.message_id)]["text"] == "fits"
    with pytest.raises(BadRequest, match="(?i)button_data_invalid"):
        bot_app.call(lambda b: b.send_message(42, "too long", reply_markup=keyboard("a" * 65)))

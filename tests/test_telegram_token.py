"""The bot token never leaves the Telegram wrapper (issue 18.3): not on /health, not in /api/v1/health, not in a
log line — for a 401 and a 404 at start-up (PTB's "The token `<token>` was rejected by the server.") and for
error bodies that echo the token."""

from __future__ import annotations

import json
import logging

import pytest

from jellybit import logs, store
from jellybit.factory import create_app
from jellybit.runtime import Runtime
from jellybit.telegram import bot as bot_module
from tests.fixtures.web import API_KEY

SECRET_TOKEN = "777000:AAH-very-secret-token-value"


class Lines(logging.Handler):
    """Every log line exactly as jellybit writes it (the JSON formatter), from every logger and thread."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []
        self.setFormatter(logs.JsonFormatter())

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


@pytest.fixture
def lines():
    handler, root = Lines(), logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    yield handler.lines
    root.removeHandler(handler)
    root.setLevel(level)


@pytest.fixture
def running(bot_settings, fake_bot_api, tmp_path):
    """jellybit's web app with the bot started by its runtime starter, as app.py does."""
    runtimes = []

    def start(token: str):
        settings = bot_settings.replace(telegram_token=token, api_key=API_KEY)
        runtime = Runtime(settings)
        app = create_app(settings, runtime=runtime)
        bot_module.start(runtime)
        runtimes.append(runtime)
        return app.test_client(), runtime.services["telegram"]

    yield start
    for runtime in runtimes:
        runtime.stop()
    store.close_database()


def shown(client) -> str:
    page = client.get("/health").get_data(as_text=True)
    api = client.get("/api/v1/health", headers={"X-Api-Key": API_KEY}).get_data(as_text=True)
    return page + "\n" + api


def assert_nowhere(token: str, client, lines: list[str]) -> None:
    text = shown(client)
    assert "telegram" in text.lower()
    assert token not in text and token.split(":", 1)[1] not in text
    leaked = [line for line in lines if token in line or token.split(":", 1)[1] in line]
    assert leaked == [], leaked[:3]


def test_a_401_at_start_up_shows_the_refusal_without_the_token(running, fake_bot_api, lines):
    client, bot = running(SECRET_TOKEN)  # the fake knows another token: 401 Unauthorized
    fake_bot_api.wait_for(lambda: bot.state == "invalid_token", what="the token refusal")
    assert "rejected by the server" in bot.health().detail and "***" in bot.health().detail
    assert_nowhere(SECRET_TOKEN, client, lines)


def test_a_404_at_start_up_shows_the_refusal_without_the_token(running, fake_bot_api, lines, bot_settings):
    fake_bot_api.fail("getMe", 404, description="Not Found")  # a valid token under a wrong API URL path
    client, bot = running(bot_settings.telegram_token)
    fake_bot_api.wait_for(lambda: bot.state == "invalid_token", what="the token refusal")
    assert_nowhere(bot_settings.telegram_token, client, lines)


def test_error_bodies_that_echo_the_token_are_masked(running, fake_bot_api, lines, bot_settings):
    token = bot_settings.telegram_token
    echo = f"Bad Gateway: upstream https://api.telegram.org/bot{token}/getMe did not answer"
    fake_bot_api.fail("getMe", 502, description=echo)
    client, bot = running(token)
    fake_bot_api.wait_for(lambda: bot.state == "unreachable", what="the start-up failure")
    assert "Bad Gateway" in bot.health().detail
    assert_nowhere(token, client, lines)
    assert bot.ready.wait(10)
    fake_bot_api.fail("getUpdates", 500, description=echo.replace("getMe", "getUpdates"))
    fake_bot_api.fail("sendMessage", 500, description=echo.replace("getMe", "sendMessage"))
    fake_bot_api.send_text("magnet:?xt=urn:btih:" + "c" * 40)
    fake_bot_api.wait_call("sendMessage", count=2, timeout=15)
    assert any("upstream" in json.loads(line)["msg"] for line in lines)  # the errors were logged, masked
    assert_nowhere(token, client, lines)

"""Replies leave through one paced outbox (issue 18.1): a 429, a 5xx or a hang on one reply loses no item,
waits as told, and is never reported as jellybit's failure."""

from __future__ import annotations

import time

from jellybit.store.models import TelegramReply
from jellybit.telegram import outbox
from tests.fakes.telegram import CHAT_ID

GROUP = -100123
FAST = outbox.Limits(private=(100, 1.0), group=(100, 1.0), total=(100, 1.0))  # every reply on its own


def magnet(n: int) -> str:
    return f"magnet:?xt=urn:btih:{n:040x}&dn=Item.{n}"


def items(api, chat_id: int = CHAT_ID) -> list[str]:
    """Every item reported to the chat, in order (one block per item; several blocks may share a message)."""
    return [block for p in api.sent(chat_id) for block in p["text"].split("\n\n")]


def delivered(api, chat_id: int = CHAT_ID) -> list[dict]:
    """The messages the fake actually delivered (a refused or dropped call delivered nothing)."""
    with api._cond:
        return [m for (c, _), m in sorted(api.messages.items()) if c == chat_id]


def reported(api, count: int, chat_id: int = CHAT_ID, timeout: float = 15.0) -> list[str]:
    api.wait_for(lambda: len([b for m in delivered(api, chat_id) for b in m["text"].split("\n\n")]) >= count,
                 timeout, f"{count} items reported")
    return [b for m in delivered(api, chat_id) for b in m["text"].split("\n\n")]


def no_blame(api, chat_id: int = CHAT_ID) -> None:
    assert not [t for t in items(api, chat_id) if "Something went wrong" in t]


def test_ten_magnets_in_one_message_are_one_reply_and_its_429_is_waited_out(fake_bot_api, bot_app):
    fake_bot_api.fail("sendMessage", 429, retry_after=2)
    fake_bot_api.send_text("\n".join(magnet(n) for n in range(1, 11)))
    texts = reported(fake_bot_api, 10)
    assert [t.split(":")[0] for t in texts] == ["Added"] * 10
    first, second = fake_bot_api.calls_of("sendMessage")
    assert second.at - first.at >= 2.0  # retry_after respected
    assert len(delivered(fake_bot_api)) == 1
    no_blame(fake_bot_api)


def test_a_429_on_the_third_of_ten_replies_loses_nothing_and_blames_no_one(fake_bot_api, start_bot):
    bot = start_bot(limits=FAST)
    for n in range(1, 3):
        fake_bot_api.send_text(magnet(n))
    reported(fake_bot_api, 2)
    fake_bot_api.fail("sendMessage", 429, retry_after=2)
    refused_at = time.monotonic()
    for n in range(3, 11):
        fake_bot_api.send_text(magnet(n))
    texts = reported(fake_bot_api, 10)
    assert {t.split("\n")[0] for t in texts} == {f"Added: Item.{n}" for n in range(1, 11)}
    after = [c for c in fake_bot_api.calls_of("sendMessage") if c.at > refused_at][1:]
    assert after and min(c.at for c in after) - refused_at >= 2.0  # the chat waited as told
    no_blame(fake_bot_api)
    assert bot.health().ok


def test_thirty_magnets_in_a_group_are_all_reported_without_crossing_its_limit(fake_bot_api, start_bot, bot_settings):
    # Telegram's 20 messages a minute per group, scaled down to 5 in 3 s so the test takes seconds, not minutes
    fake_bot_api.limit_chat(GROUP, messages=5, per=3.0)
    start_bot(bot_settings.replace(telegram_chat_ids=frozenset({CHAT_ID, GROUP})),
              limits=outbox.Limits(private=(1, 1.0), group=(5, 3.3), total=(30, 1.0)))  # a margin for latency
    for n in range(1, 31):
        fake_bot_api.send_text(magnet(n), chat_id=GROUP)
    texts = reported(fake_bot_api, 30, GROUP, timeout=20)
    assert {t.split("\n")[0] for t in texts} == {f"Added: Item.{n}" for n in range(1, 31)}
    assert fake_bot_api.rate_limited == 0  # paced below the limit, not pushed into 429s
    assert len(delivered(fake_bot_api, GROUP)) < 30  # waiting replies went out together
    no_blame(fake_bot_api, GROUP)


def test_a_stricter_limit_than_expected_is_honoured_through_its_429s(fake_bot_api, start_bot, bot_settings):
    fake_bot_api.limit_chat(GROUP, messages=2, per=2.0)
    start_bot(bot_settings.replace(telegram_chat_ids=frozenset({CHAT_ID, GROUP})), limits=FAST)
    for n in range(1, 5):  # one at a time, so that each reply is a message of its own
        fake_bot_api.send_text(magnet(n), chat_id=GROUP)
        fake_bot_api.wait_call("sendMessage", count=n)
    texts = reported(fake_bot_api, 4, GROUP, timeout=20)
    assert {t.split("\n")[0] for t in texts} == {f"Added: Item.{n}" for n in range(1, 5)}
    assert fake_bot_api.rate_limited >= 1
    no_blame(fake_bot_api, GROUP)


def test_a_hanging_send_does_not_hold_up_the_later_replies(fake_bot_api, start_bot):
    start_bot(limits=FAST, send_timeout=1.5)
    fake_bot_api.hang("sendMessage", seconds=30)
    fake_bot_api.send_text(magnet(1))
    fake_bot_api.wait_call("sendMessage")
    began = time.monotonic()
    fake_bot_api.send_text(magnet(2))
    fake_bot_api.send_text(magnet(3))
    texts = reported(fake_bot_api, 3, timeout=15)
    assert time.monotonic() - began < 10  # well inside the 30 s hang
    assert {t.split("\n")[0] for t in texts} == {f"Added: Item.{n}" for n in (1, 2, 3)}
    no_blame(fake_bot_api)


def test_a_5xx_on_a_reply_is_retried_and_not_blamed_on_jellybit(fake_bot_api, bot_app):
    fake_bot_api.fail("sendMessage", 502, times=2, description="Bad Gateway")
    fake_bot_api.send_text(magnet(7))
    [text] = reported(fake_bot_api, 1)
    assert text.startswith("Added: Item.7")
    assert len(fake_bot_api.calls_of("sendMessage")) == 3
    no_blame(fake_bot_api)
    fake_bot_api.wait_for(lambda: [(r.status, r.attempts) for r in TelegramReply.select()] == [("sent", 3)],
                          what="the reply recorded as sent at the third attempt")


def test_three_hundred_magnets_are_reported_in_a_few_messages_under_telegrams_length_limit(fake_bot_api, bot_app):
    fake_bot_api.send_text("\n".join(magnet(n) for n in range(1, 301)))
    texts = reported(fake_bot_api, 300, timeout=30)
    assert {t.split("\n")[0] for t in texts} == {f"Added: Item.{n}" for n in range(1, 301)}
    messages = delivered(fake_bot_api)
    assert all(len(m["text"]) <= 4096 for m in messages) and len(messages) <= 12


def test_the_limiter_keeps_each_window_and_a_429_block():
    now = [0.0]
    limiter = outbox.Limiter(outbox.Limits(private=(1, 1.0), group=(3, 10.0), total=(4, 1.0)), clock=lambda: now[0])
    for _ in range(3):
        assert limiter.wait(GROUP) == 0
        limiter.take(GROUP)
    assert limiter.wait(GROUP) == 10.0  # the group's window is full until its first message ages out
    assert limiter.wait(CHAT_ID) == 0
    limiter.take(CHAT_ID)
    assert limiter.wait(CHAT_ID) == 1.0 and limiter.wait(7) == 1.0  # 4 of 4 per second used by the bot
    now[0] = 1.0
    limiter.block(CHAT_ID, 5)
    assert limiter.wait(CHAT_ID) == 5.0 and limiter.wait(7) == 0
    now[0] = 10.0
    assert limiter.wait(GROUP) == 0

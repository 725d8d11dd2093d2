"""SIGKILL while a batch of updates is being handled (issue 18.2): after the restart every update is handled
exactly once — one download per magnet, one reported item per update, nothing lost, nothing repeated.

jellybit runs as in production (``python -m jellybit serve``, a real subprocess) against the fake Bot API of
the test process; the kill points are reached by holding one Bot API call (getFile, sendMessage, the
confirming getUpdates) until the process is killed. Each kill waits until no reply is between its delivery
and its record: a kill inside that window (milliseconds) repeats that one message, which no client of the
Bot API can prevent (sendMessage has no idempotency key); see docs/telegram.md.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from jellybit import store
from jellybit.store.models import TelegramReply, TelegramUpdate
from tests.fakes.telegram import CHAT_ID, TOKEN
from tests.torrent_factory import make_payload, make_torrent

REPO = Path(__file__).resolve().parents[1]
NAMES = ["Item.1", "Item.2", "Payload.Three", "Item.4"]


def magnet(n: int) -> str:
    return f"magnet:?xt=urn:btih:{n:040x}&dn=Item.{n}"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def jellybit_process(db, tmp_path, fake_bot_api):
    """Start ``python -m jellybit serve`` against the fake; every process started is killed afterwards."""
    started: list[subprocess.Popen] = []
    env = {**os.environ, "JELLYBIT_DATA_DIR": str(tmp_path / "data"),
           "JELLYBIT_DATABASE": str(tmp_path / "jellybit.db"),
           "JELLYBIT_TELEGRAM_TOKEN": TOKEN, "JELLYBIT_TELEGRAM_CHAT_IDS": str(CHAT_ID),
           "JELLYBIT_TELEGRAM_API_URL": fake_bot_api.url, "JELLYBIT_BASE_URL": "http://jellybit.test",
           "JELLYBIT_HOST": "127.0.0.1", "JELLYBIT_WORKER": "false", "JELLYBIT_QBT_MANAGED": "false",
           "JELLYBIT_LOG_FILE": str(tmp_path / "jellybit.log")}

    def start() -> subprocess.Popen:
        proc = subprocess.Popen([sys.executable, "-m", "jellybit", "serve"], cwd=REPO,
                                env={**env, "JELLYBIT_PORT": str(free_port())},
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started.append(proc)
        return proc

    yield start
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def replies_recorded(api, count: int) -> None:
    """Wait until ``count`` replies are recorded as sent (none is between its delivery and its record)."""
    api.wait_for(lambda: TelegramReply.select().where(TelegramReply.status == "sent").count() >= count,
                 timeout=30, what=f"{count} replies recorded as sent")


def kill(proc: subprocess.Popen) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)


def delivered_items(api) -> list[str]:
    """The first line of every item in every message the fake delivered to the chat."""
    with api._cond:
        texts = [m["text"] for (c, _), m in sorted(api.messages.items()) if c == CHAT_ID]
    return [block.split("\n")[0] for t in texts for block in t.split("\n\n")]


def push_batch(api, tmp_path) -> None:
    """Four updates queued at once, so one getUpdates returns them together."""
    torrent = make_torrent(make_payload(tmp_path / "Payload.Three", {"a.mkv": 30_000}))
    with api._cond:  # the long poll wakes only when the lock is released: one batch
        api.send_text(magnet(1))
        api.send_text(magnet(2))
        api.send_document(torrent, file_name="three.torrent")
        api.send_text(magnet(4))


def assert_each_handled_once(api) -> None:
    api.wait_for(lambda: len(delivered_items(api)) >= 4, timeout=30, what="four items reported")
    api.wait_for(lambda: api.confirmed >= 5, timeout=30, what="the batch confirmed")
    assert sorted(delivered_items(api)) == sorted(f"Added: {n}" for n in NAMES)
    assert sorted(d.name for d in store.Download.select()) == sorted(NAMES)
    assert TelegramUpdate.select().count() == 4


def settle(api, seconds: float = 2.5) -> None:
    """Give a late duplicate the time to show up (a retried reply goes out after 2 s)."""
    try:
        api.wait_for(lambda: len(delivered_items(api)) > 4, timeout=seconds, what="a duplicate")
    except AssertionError:
        pass


def test_killed_while_handling_the_middle_of_a_batch(jellybit_process, fake_bot_api, tmp_path):
    fake_bot_api.hang("getFile", seconds=60)  # the third update's download never arrives
    push_batch(fake_bot_api, tmp_path)
    first = jellybit_process()
    fake_bot_api.wait_call("getFile", timeout=30)
    replies_recorded(fake_bot_api, 2)  # the first two updates were answered, the third hangs, the fourth waits
    kill(first)
    assert fake_bot_api.confirmed == 0 and store.Download.select().count() == 2
    fake_bot_api.release()
    jellybit_process()
    assert_each_handled_once(fake_bot_api)
    settle(fake_bot_api)
    assert len(delivered_items(fake_bot_api)) == 4


def test_killed_while_the_answers_are_being_sent(jellybit_process, fake_bot_api, tmp_path):
    fake_bot_api.hang("sendMessage", seconds=60)
    push_batch(fake_bot_api, tmp_path)
    first = jellybit_process()
    fake_bot_api.wait_for(lambda: TelegramUpdate.select().count() == 4, timeout=30, what="the batch recorded")
    fake_bot_api.wait_call("sendMessage", timeout=30)
    kill(first)
    assert delivered_items(fake_bot_api) == []
    fake_bot_api.release()
    jellybit_process()
    assert_each_handled_once(fake_bot_api)
    settle(fake_bot_api)
    assert len(delivered_items(fake_bot_api)) == 4


def test_killed_after_answering_before_the_batch_was_confirmed(jellybit_process, fake_bot_api, tmp_path):
    first = jellybit_process()
    fake_bot_api.wait_call("getUpdates", timeout=30)  # the first long poll is waiting
    fake_bot_api.hang("getUpdates", seconds=60)  # the next one, which would confirm the batch, has no effect
    push_batch(fake_bot_api, tmp_path)
    fake_bot_api.wait_for(lambda: len(delivered_items(fake_bot_api)) >= 4, timeout=30, what="four items reported")
    fake_bot_api.wait_call("getUpdates", count=2, timeout=30)
    replies_recorded(fake_bot_api, 4)
    kill(first)
    assert fake_bot_api.confirmed == 0
    fake_bot_api.release()
    jellybit_process()
    fake_bot_api.wait_for(lambda: fake_bot_api.confirmed >= 5, timeout=30, what="the batch confirmed")
    settle(fake_bot_api)
    assert_each_handled_once(fake_bot_api)
    assert len(delivered_items(fake_bot_api)) == 4

"""Journeys (issue 9): the whole product as its users live it, on real components.

jellybit runs as in production (runtime with its scheduler, waitress) against a real qbittorrent-nox,
with a libtorrent seeder on loopback for magnets; the JSON log file is grepped by download id.
"""

from __future__ import annotations

import json
import os
import time

import pytest

from tests import torrent_factory as tf
from tests.fakes.telegram import CHAT_ID, TOKEN
from tests.fakes.tmdb import API_KEY as TMDB_KEY
from tests.fixtures.seeder import local_torrent

pytestmark = pytest.mark.qbt


LIFE = {"ingest", "qbittorrent", "recognition", "layout", "notification"}


def has_stages(live, download_id: str, wanted: set[str] = LIFE, timeout: float = 10.0) -> bool:
    """The download's log shows every stage in ``wanted`` — waited for: the notice's own record is written
    after Telegram answered, a moment after the fake Bot API saw the call."""
    deadline = time.monotonic() + timeout
    while not wanted <= (found := stages(live, download_id)):
        if time.monotonic() > deadline:
            raise AssertionError(f"stages {sorted(wanted - found)} missing from the log of {download_id}")
        time.sleep(0.1)
    return True


def stages(live, download_id: str) -> set[str]:
    """Which stages of a download's life its log records show (a grep by the bare id)."""
    found = set()
    for r in live.grep(download_id):
        msg = r.get("msg", "")
        if msg.startswith("ingest"):
            found.add("ingest")
        if r.get("service") == "qbittorrent":
            found.add("qbittorrent")
        if msg.startswith("recognised"):
            found.add("recognition")
        if r.get("batch_id") or msg == "state linking → done":
            found.add("layout")
        if msg.startswith("notification"):
            found.add("notification")
    return found


def with_bot(fake_bot_api) -> dict:
    """Settings for a jellybit whose bot talks to the local fake Bot API (so notifications are logged too)."""
    return dict(telegram_token=TOKEN, telegram_chat_ids=frozenset({CHAT_ID}), telegram_api_url=fake_bot_api.url,
                base_url="http://jellybit.test")


def test_journey_api_client_batch_retry_and_conflict(live_jellybit, seeder, tmp_path, fake_bot_api):
    live = live_jellybit(magnet_timeout=15.0, **with_bot(fake_bot_api))
    magnets = []
    for n in range(15):
        name = f"Journey.Film.{chr(65 + n)}.{2001 + n}.1080p.WEB-DL"
        t = local_torrent(tmp_path / "seed", name, {f"{name}.mkv": 120_000 + n, "info.nfo": 100}, "v1")
        if n < 3:  # three are shared by the local seeder; nobody has the others
            seeder.seed(t)
        magnets.append(t.magnet(seeder.peer if n < 3 else None))
    batch = magnets + [magnets[0], magnets[3], magnets[7], magnets[14], magnets[3]]  # 20 magnets, 5 repeats
    resp = live.api("POST", "/downloads", json={"magnets": batch})
    assert resp.status_code == 201
    items = resp.json()["items"]
    assert [i["status"] for i in items].count("created") == 15
    assert [i["status"] for i in items].count("existing") == 5
    ids = list(dict.fromkeys(i["download"]["id"] for i in items))
    assert len(ids) == 15
    failed_id = items[14]["download"]["id"]
    assert items[18]["download"]["id"] == failed_id  # the repeat points at the same download

    for download_id in ids[:3]:
        live.wait_state(download_id, "done", timeout=60)
    failed = live.wait_state(failed_id, "failed", timeout=40)
    assert failed["error"]["code"] == "magnet_timeout"
    lonely = magnets[14]
    library = {os.path.relpath(os.path.join(d, f), live.settings.movies_dir)
               for d, _, fs in os.walk(live.settings.movies_dir) for f in fs}
    assert library == {f"Journey Film {c} ({y}) /Journey Film {c} ({y}).mkv".replace(") /", ")/")
                       for c, y in (("A", 2001), ("B", 2002), ("C", 2003))}

    # the same magnet again while #1 is failed: a new active download holds the hash
    again = live.api("POST", "/downloads", json={"magnet": lonely})
    assert again.status_code == 201
    holder = again.json()["items"][0]["download"]["id"]
    assert holder != failed_id
    refused = live.api("POST", f"/downloads/{failed_id}/retry")
    assert refused.status_code == 409 and refused.json()["code"] == "infohash_taken"
    assert refused.json()["request_id"] == refused.headers["X-Request-ID"]
    assert live.api("POST", f"/downloads/{holder}/cancel", json={"remove_torrent": True}).status_code == 200
    retried = live.api("POST", f"/downloads/{failed_id}/retry")
    assert retried.status_code == 200 and retried.json()["state"] == "downloading"

    done_id = ids[0]
    fake_bot_api.wait_call("sendMessage", lambda p: f"undo:{done_id}" in json.dumps(p.get("reply_markup", "")))
    assert has_stages(live, done_id)
    retry_records = [r for r in live.grep(failed_id) if r.get("service") == "qbittorrent"]
    assert retry_records and all(r["download_id"] == failed_id for r in retry_records)


def _buttons(call) -> list[dict]:
    return [b for row in call.params.get("reply_markup", {}).get("inline_keyboard", []) for b in row]


def test_journey_telegram_season_pack_review_apply_undo(live_jellybit, fake_bot_api, fake_tmdb, qbt_daemon):
    live = live_jellybit(tmdb_url=fake_tmdb.url, tmdb_api_key=TMDB_KEY, **with_bot(fake_bot_api))
    pack = "The.Office.S02.720p.HDTV.x264"  # two shows have this name: the US one and the UK one
    tf.make_payload(qbt_daemon.downloads_dir / pack,
                    {f"The.Office.S02E0{n}.720p.HDTV.x264.mkv": 200_000 + n for n in range(1, 7)})
    torrent = tf.make_torrent(qbt_daemon.downloads_dir / pack, "v1")
    fake_bot_api.send_document(torrent, "office.torrent")
    reply = fake_bot_api.wait_call("sendMessage", lambda p: "/download/" in p.get("text", ""), timeout=20)
    download_id = reply.params["text"].split("/download/")[1].split()[0].strip(".")
    assert store_state(live, download_id) in ("catched", "downloading", "completed", "recognizing", "review")

    review = fake_bot_api.wait_call("sendMessage", lambda p: "apply:" in json.dumps(p.get("reply_markup", "")),
                                    timeout=40)
    assert f"/review/{download_id}" in review.params["text"]
    buttons = _buttons(review)
    apply_1 = next(b for b in buttons if b["text"] == "Apply #1")
    assert {"Apply #1", "Apply #2", "Later", "Cancel"} <= {b["text"] for b in buttons}
    assert apply_1["callback_data"].startswith(f"apply:{download_id}:")
    message_id = fake_bot_api.messages_by_text(review.params["text"])
    fake_bot_api.press(apply_1["callback_data"], message_id=message_id)
    live.wait_state(download_id, "done", timeout=40)
    library = {os.path.relpath(os.path.join(d, f), live.settings.shows_dir)
               for d, _, fs in os.walk(live.settings.shows_dir) for f in fs}
    assert len(library) == 6 and all("Season 02" in p for p in library)

    done = fake_bot_api.wait_call("sendMessage", lambda p: f"undo:{download_id}" in json.dumps(
        p.get("reply_markup", "")), timeout=20)
    undo = next(b for b in _buttons(done) if b["text"] == "Undo")
    fake_bot_api.press(undo["callback_data"], message_id=fake_bot_api.messages_by_text(done.params["text"]))
    live.wait_state(download_id, "reverted", timeout=20)
    assert not any(files for _, _, files in os.walk(live.settings.shows_dir))

    fake_bot_api.press(apply_1["callback_data"], message_id=message_id)  # the old button, pressed again
    answer = fake_bot_api.wait_call("answerCallbackQuery", lambda p: "outdated" in p.get("text", "").lower(),
                                    timeout=10)
    assert answer is not None
    assert has_stages(live, download_id)


def store_state(live, download_id: str) -> str:
    return live.api("GET", f"/downloads/{download_id}").json()["state"]

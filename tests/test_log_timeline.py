"""The life of a download on its page (issue 17 item 4): its records read back from the rotated JSON log,
newest first, with their stage, bounded; and ``/download/<id>/log``."""

from __future__ import annotations

import io
import json
import re
import time

import pytest
import requests

from jellybit import logs, logs_reader
from tests.fixtures.browser import seed_download
from tests.fixtures.seeder import local_torrent
from tests.test_journeys import LIFE, with_bot

HX = {"HX-Request": "true"}

# One record per stage, from the loggers that write them in production.
LIFE_RECORDS = [
    ("jellybit.ingest.service", "ingest accepted: magnet", "ingest"),
    ("jellybit.qbit.client", "qbittorrent torrents/add", "qBittorrent"),
    ("jellybit.worker.qbt_sync", "qBittorrent finished the download", "qBittorrent"),
    ("jellybit.worker.recognize", "recognised: one movie file, a sure title", "recognition"),
    ("jellybit.layout.apply", "layout batch done", "layout"),
    ("jellybit.store.downloads", "state linking → done", "state"),
    ("jellybit.notify", "notification sent", "notification"),
]


@pytest.fixture
def log_file(tmp_path):
    """The real logging setup writing its JSON file; restored afterwards."""
    file = tmp_path / "jellybit.log"
    logs.configure("INFO", file=file, stream=io.StringIO())
    yield file
    logs.configure("WARNING")


def write_life(download_id: str, records=LIFE_RECORDS) -> None:
    for logger, msg, _ in records:
        with logs.download_context(download_id, ["ab" * 20]):
            logs.get_logger(logger).info(msg, extra={"service": "qbittorrent"} if "qbit" in logger else {})


def test_stages_come_from_logger_names_in_one_table():
    assert [logs_reader.stage_of(lg) for lg, _, _ in LIFE_RECORDS] == [s for _, _, s in LIFE_RECORDS]
    assert logs_reader.stage_of("jellybit.telegram.outbox") == "notification"
    assert logs_reader.stage_of("jellybit.qbitx") == "other"  # a prefix is a whole dotted part
    assert logs_reader.stage_of("waitress") == "other"


def test_a_download_s_records_newest_first_with_level_and_stage_and_no_other_download(log_file):
    mine, other = "01j0000000000000000000mine", "01j000000000000000000other"
    write_life(mine)
    write_life(other)
    with logs.download_context(mine):
        logs.get_logger("jellybit.layout.apply").warning("layout batch stopped: disk full")
    timeline = logs_reader.read_download_log(log_file, mine)
    assert timeline.status == "ok" and not timeline.truncated and timeline.unreadable == 0
    assert [r.msg for r in timeline.records] == ["layout batch stopped: disk full"] + [m for _, m, _ in
                                                                                        reversed(LIFE_RECORDS)]
    assert all(r.fields["download_id"] == mine for r in timeline.records)
    first = timeline.records[0]
    assert (first.level, first.stage, first.problem) == ("WARNING", "layout", True)
    assert [r.ts for r in timeline.records] == sorted((r.ts for r in timeline.records), reverse=True)


def test_rotated_files_are_read_newest_first(log_file):
    did = "01j00000000000000000rotate"
    write_life(did, LIFE_RECORDS[:2])
    logs.configure("WARNING")
    log_file.rename(log_file.with_name("jellybit.log.2"))  # the names RotatingFileHandler gives them
    logs.configure("INFO", file=log_file, stream=io.StringIO())
    write_life(did, LIFE_RECORDS[2:4])
    logs.configure("WARNING")
    log_file.rename(log_file.with_name("jellybit.log.1"))
    logs.configure("INFO", file=log_file, stream=io.StringIO())
    write_life(did, LIFE_RECORDS[4:])
    timeline = logs_reader.read_download_log(log_file, did)
    assert [r.msg for r in timeline.records] == [m for _, m, _ in reversed(LIFE_RECORDS)]


def test_the_read_is_bounded_and_only_lines_with_the_id_are_decoded(log_file, tmp_path):
    did = "01j0000000000000000bounded"
    write_life(did, LIFE_RECORDS[:1])  # the oldest record, behind 3 MB of other downloads' records
    noise = logs.get_logger("jellybit.qbit.client")
    with logs.download_context("01j00000000000000000noise1"):
        for i in range(12_000):
            noise.info("qbittorrent torrents/info %d", i, extra={"padding": "x" * 200})
    with open(log_file, "a", encoding="utf-8") as f:
        f.write("this is not json and has no id\n" * 10)  # never decoded: no id in it
    write_life(did, LIFE_RECORDS[1:])
    size = log_file.stat().st_size
    assert size > 3_000_000

    whole = logs_reader.read_download_log(log_file, did)
    assert len(whole.records) == len(LIFE_RECORDS) and whole.unreadable == 0 and not whole.truncated

    near = logs_reader.read_download_log(log_file, did, max_bytes=64 * 1024)
    assert [r.msg for r in near.records] == [m for _, m, _ in reversed(LIFE_RECORDS[1:])]
    assert near.truncated and near.scanned_bytes <= 64 * 1024

    few = logs_reader.read_download_log(log_file, did, max_records=2)
    assert len(few.records) == 2 and few.truncated and few.scanned_bytes < size


def test_lines_that_are_not_json_and_a_record_being_written(log_file):
    did = "01j000000000000000000human"
    write_life(did, LIFE_RECORDS[:2])
    with open(log_file, "a", encoding="utf-8") as f:
        f.write(f"12:00:01 INFO    ingest accepted  download_id={did}\n")  # a human line with the id
        f.write(json.dumps({"ts": "2026-12-01T10:00:00.000Z", "level": "INFO", "msg": "half",
                            "download_id": did})[:40])  # no newline yet: still being written
    timeline = logs_reader.read_download_log(log_file, did)
    assert [r.msg for r in timeline.records] == [m for _, m, _ in reversed(LIFE_RECORDS[:2])]
    assert timeline.unreadable == 1 and timeline.status == "ok"

    human = log_file.with_name("human.log")
    human.write_text(f"12:00:01 INFO    ingest accepted  download_id={did}\n" * 3)
    assert logs_reader.read_download_log(human, did).status == "not_json"
    assert logs_reader.read_download_log(None, did).status == "no_file_setting"
    assert logs_reader.read_download_log(log_file.with_name("nothing.log"), did).status == "absent"


@pytest.fixture
def logged_settings(tmp_path):
    from jellybit import config
    return config.load({}, dotenv=None, data_dir=tmp_path / "data", log_file=str(tmp_path / "jellybit.log"))


@pytest.fixture
def app_with_log(logged_settings, log_file):
    from jellybit import store
    from jellybit.factory import create_app
    application = create_app(logged_settings)
    yield application
    store.close_database()


def test_the_log_fragment_and_page_and_the_details_page_loads_it_lazily(app_with_log):
    client = app_with_log.test_client()
    did = seed_download("Life.Of.A.Film.2024.1080p", "done")
    write_life(did)
    detail = client.get(f"/download/{did}").get_data(as_text=True)
    assert f'hx-get="/download/{did}/log"' in detail and 'hx-trigger="load"' in detail
    assert "ingest accepted" not in detail  # the page does not wait for the log
    fragment = client.get(f"/download/{did}/log", headers=HX).get_data(as_text=True)
    assert "<html" not in fragment
    chips = re.findall(r'<span class="stage s-[a-z]+">(\w+) <span class="count">(\d+)</span>', fragment)
    # "state": the five real changes of seed_download, logged by the store, and the one written above
    assert dict(chips) == {"notification": "1", "state": "6", "layout": "1", "recognition": "1",
                           "qBittorrent": "2", "ingest": "1"}
    assert fragment.index("notification sent") < fragment.index("ingest accepted")  # newest first
    page = client.get(f"/download/{did}/log").get_data(as_text=True)
    assert "<html" in page and "ingest accepted" in page
    assert client.get("/download/01j00000000000000000nobody/log").status_code == 404
    assert client.get("/download/not-an-id/log").status_code == 404


def test_the_page_says_why_there_is_no_log(client, settings, tmp_path):
    did = seed_download("No.Log.Yet", "downloading")
    absent = client.get(f"/download/{did}/log", headers=HX).get_data(as_text=True)
    assert "There is no log file at" in absent and str(settings.log_file) in absent
    client.application.config["JELLYBIT"] = settings.replace(log_file=None)
    off = client.get(f"/download/{did}/log", headers=HX).get_data(as_text=True)
    assert "keeps no log file" in off and "JELLYBIT_LOG_FILE" in off
    quiet = settings.replace(log_file=tmp_path / "quiet.log")
    quiet.log_file.write_text('{"ts": "2026-12-01T10:00:00.000Z", "msg": "another download"}\n')
    client.application.config["JELLYBIT"] = quiet
    none = client.get(f"/download/{did}/log", headers=HX).get_data(as_text=True)
    assert "No log record of this download" in none and "the whole log was read" in none


@pytest.mark.qbt
def test_a_real_download_s_page_shows_every_stage_of_its_life(live_jellybit, seeder, tmp_path, fake_bot_api):
    """ingest → qBittorrent → recognition → layout → notification, by the real worker, read back by the page."""
    live = live_jellybit(**with_bot(fake_bot_api))
    name = "Timeline.Film.2011.1080p.WEB-DL"
    t = local_torrent(tmp_path / "seed", name, {f"{name}.mkv": 150_000, "info.nfo": 100}, "v1")
    seeder.seed(t)
    resp = live.api("POST", "/downloads", json={"magnet": t.magnet(seeder.peer)})
    did = resp.json()["items"][0]["download"]["id"]
    live.wait_state(did, "done", timeout=60)
    fake_bot_api.wait_call("sendMessage", lambda p: f"undo:{did}" in json.dumps(p.get("reply_markup", "")))
    found: set[str] = set()
    for _ in range(100):  # the notice's own record is written a moment after Telegram answered
        html = requests.get(f"{live.url}/download/{did}/log", headers=HX, timeout=10).text
        found = {s.lower() for s in re.findall(r'<span class="stage s-[a-z]+">(\w+) <span', html)}
        if LIFE <= found:
            break
        time.sleep(0.1)
    assert LIFE <= found, found
    assert "state linking → done" in html and "ingest accepted" in html

"""QbitClient against a real qbittorrent-nox 4.5.2 (fixtures in tests/fixtures/qbt.py and seeder.py)."""

from __future__ import annotations

import io
import json
import logging
import signal
import time

import pytest

from jellybit import logs
from jellybit.infohash import Infohash
from jellybit.qbit import (
    AddResult,
    QbitAddRejected,
    QbitAuthError,
    QbitNotFound,
    QbitUnavailable,
    TorrentClass,
    classify,
    torrent_hashes,
)
from tests.fixtures.qbt import eventually
from tests.fixtures.seeder import local_torrent

pytestmark = pytest.mark.qbt


def found(client, hashes, want=None, **kw):
    """Wait until the torrent is visible (4.5.2 answers Ok. ~10 ms before) and, optionally, in class ``want``."""
    def check():
        t = client.find(hashes, **kw)
        assert t is not None, "torrent not visible yet"
        if want is not None:
            assert classify(t) is want, (t["state"], t["progress"])
        return t
    return eventually(check)


@pytest.fixture
def records():
    """JSON log lines as jellybit writes them, with the bound context."""
    buf = io.StringIO()
    handler = logging.StreamHandler(buf)
    handler.setFormatter(logs.JsonFormatter())
    logger = logging.getLogger("jellybit.qbit")
    logger.addHandler(handler)
    old = logger.level
    logger.setLevel(logging.INFO)
    yield lambda: [json.loads(line) for line in buf.getvalue().splitlines()]
    logger.removeHandler(handler)
    logger.setLevel(old)


def test_version(qbt):
    assert qbt.version() == {"app_version": "v4.5.2", "webapi_version": "2.8.19"}


def test_local_v1_torrent_is_found_by_hash_and_ready(qbt, tmp_path):
    bt = local_torrent(tmp_path, "Some.Movie.2020", {"movie.mkv": 300_000, "subs/en.srt": 2_000})
    result = qbt.add(torrent=bt.data, save_path=str(tmp_path), category="jellybit", tags=["jellybit", "jb-x1"],
                     skip_checking=True)
    assert result is AddResult.OK
    t = found(qbt, bt.hashes, TorrentClass.READY)
    assert t["hash"] == bt.v1 and torrent_hashes(t) == [Infohash(bt.v1, "v1")]
    assert t["category"] == "jellybit" and t["tags"] == "jb-x1, jellybit"  # one sorted ", " string
    assert sorted(f["name"] for f in qbt.files(t["hash"])) == ["Some.Movie.2020/movie.mkv",
                                                               "Some.Movie.2020/subs/en.srt"]
    assert [t["hash"] for t in qbt.torrents(category="jellybit")] == [bt.v1]


def test_duplicate_add_answers_fails_and_is_logged_with_the_callers_context(qbt, tmp_path, records):
    bt = local_torrent(tmp_path, "dup", {"a.bin": 50_000})
    assert qbt.add(torrent=bt.data, save_path=str(tmp_path), skip_checking=True) is AddResult.OK
    found(qbt, bt.hashes)
    with logs.download_context("01jdownload0000000000000000", [bt.v1]):
        assert qbt.add(torrent=bt.data, save_path=str(tmp_path)) is AddResult.FAILED  # 4.5.2: no 409
    add = [r for r in records() if r.get("endpoint") == "torrents/add"][-1]
    assert add["outcome"] == "fails" and add["level"] == "WARNING" and add["answer"] == "Fails."
    assert add["download_id"] == "01jdownload0000000000000000" and add["infohash"] == bt.v1
    assert add["service"] == "qbittorrent" and add["duration_ms"] >= 0
    assert qbt.find(bt.hashes) is not None  # the caller's way to tell a duplicate from a bad input


def test_invalid_torrent_file_is_rejected(qbt):
    with pytest.raises(QbitAddRejected, match="not a valid torrent"):
        qbt.add(torrent=b"d4:spam4:eggse")


def test_bad_magnet_answers_fails(qbt):
    assert qbt.add(magnet="magnet:?xt=urn:btih:zzzz") is AddResult.FAILED


def test_add_needs_exactly_one_source(qbt):
    with pytest.raises(ValueError):
        qbt.add()
    with pytest.raises(ValueError):
        qbt.add(magnet="magnet:?xt=urn:btih:" + "a" * 40, torrent=b"x")


@pytest.mark.parametrize("kind", ["v2", "hybrid"])
def test_v2_hashes_are_full_and_the_truncated_id_is_never_v1(qbt, tmp_path, kind):
    bt = local_torrent(tmp_path, f"payload-{kind}", {"a.bin": 100_000, "b.bin": 20_000}, kind=kind)
    qbt.add(torrent=bt.data, save_path=str(tmp_path), skip_checking=True)
    t = found(qbt, bt.hashes, TorrentClass.READY)
    assert t["hash"] == bt.v2[:40]  # the API id is the truncated v2, for hybrids too (notes §4)
    hashes = torrent_hashes(t)
    assert Infohash(bt.v2, "v2") in hashes and len(bt.v2) == 64
    assert Infohash(t["hash"], "v1") not in hashes
    assert hashes == list(bt.hashes)
    assert [f["name"] for f in qbt.files(t["hash"])] == [f"payload-{kind}/a.bin", f"payload-{kind}/b.bin"]  # no pads


def test_hybrid_is_found_by_its_v1_hash_only_with_a_scan(qbt, tmp_path):
    bt = local_torrent(tmp_path, "hyb", {"a.bin": 40_000}, kind="hybrid")
    qbt.add(torrent=bt.data, save_path=str(tmp_path), skip_checking=True)
    found(qbt, bt.hashes)
    assert qbt.find([bt.v1], scan=False) is None  # a hybrid's v1 matches nothing in torrents_info
    assert qbt.find([bt.v1])["infohash_v2"] == bt.v2


def test_hung_daemon_is_unavailable_within_twice_the_timeout(qbt_daemon, qbt):
    client = qbt_daemon.client(timeout=0.3)
    qbt_daemon.managed.proc.send_signal(signal.SIGSTOP)
    try:
        started = time.monotonic()
        with pytest.raises(QbitUnavailable, match="Timeout"):
            client.torrents()
        assert time.monotonic() - started < 1.0
    finally:
        qbt_daemon.managed.proc.send_signal(signal.SIGCONT)
    assert client.torrents() == []


def test_unknown_torrent(qbt):
    assert qbt.find(["c" * 40]) is None
    assert qbt.torrents(ids=[]) == []  # not "every torrent"
    with pytest.raises(QbitNotFound):
        qbt.files("c" * 40)
    qbt.delete("c" * 40)  # a silent no-op


def test_magnet_without_peers_waits_for_metadata(qbt, tmp_path):
    bt = local_torrent(tmp_path, "lonely", {"a.bin": 10_000})
    assert qbt.add(magnet=bt.magnet(), save_path=str(tmp_path / "dl")) is AddResult.OK
    t = found(qbt, bt.hashes, TorrentClass.METADATA)
    assert t["amount_left"] == 0 and t["progress"] == 0  # not done, whatever amount_left says
    assert qbt.files(t["hash"]) == []


@pytest.mark.parametrize(("kind", "via"), [("v1", "x.pe"), ("v2", "add_peers"), ("hybrid", "x.pe")])
def test_magnet_download_from_a_local_seeder_completes(qbt, seeder, tmp_path, kind, via):
    bt = local_torrent(tmp_path / "seed", f"Show.S01.{kind}", {"e01.mkv": 1 << 20, "e02.mkv": 300_000}, kind=kind)
    seeder.seed(bt)
    dl = tmp_path / "dl"
    peer = seeder.peer if via == "x.pe" else None

    def add():
        assert qbt.add(magnet=bt.magnet(peer), save_path=str(dl), tags=["jellybit"]) is AddResult.OK
        if via == "add_peers":
            found(qbt, bt.hashes)
            qbt.add_peers(bt.api_id, [seeder.peer])

    t = _download(qbt, bt, add)
    assert torrent_hashes(t) == list(bt.hashes)
    for name in ("e01.mkv", "e02.mkv"):
        assert (dl / bt.name / name).read_bytes() == (bt.parent / bt.name / name).read_bytes()


def _download(client, bt, add, hashes=None, attempts=3):
    """``add()`` the torrent and wait until it is complete; a hybrid that libtorrent errors is added again.

    libtorrent 2.0.8 (Debian 12's qBittorrent 4.5.2) errors a hybrid torrent downloaded from a magnet a
    few pieces in, 0 to 12 % of runs here (its v1/v2 hash check races the v2 hash requests, cf.
    arvidn/libtorrent#6394), and the seeder is then banned from that torrent, so neither a resume nor
    ``add_peers`` brings it back. A fresh add does. In the product the download fails with
    ``qbit_error`` (docs/reliability.md); this test is about the client, so it adds again, at most
    ``attempts`` times, and any other kind of torrent, or a third error, still fails it.
    """
    hashes = hashes or bt.hashes

    def gone():
        assert client.find(bt.hashes) is None

    for _ in range(attempts):
        add()
        t = eventually(lambda: _settled(client, hashes), timeout=20)
        if classify(t) is TorrentClass.READY:
            return t
        assert bt.kind == "hybrid", (t["state"], t["progress"])
        client.delete(t["hash"], delete_files=True)
        eventually(gone)
    pytest.fail(f"libtorrent errored the hybrid torrent {attempts} times")


def _settled(client, hashes):
    """The torrent once complete or (libtorrent's hybrid fault) errored."""
    t = client.find(hashes)
    if t is not None and t["state"] == "error":
        return t
    return _ready(client, hashes)


def _ready(client, hashes):
    t = client.find(hashes)
    assert t is not None and classify(t) is TorrentClass.READY, t and (t["state"], t["progress"])
    return t


def test_btih_only_magnet_of_a_hybrid_changes_its_id_when_metadata_arrives(qbt, seeder, tmp_path):
    bt = local_torrent(tmp_path / "seed", "hybrid-btih", {"a.bin": 200_000}, kind="hybrid")
    seeder.seed(bt)
    t = _download(qbt, bt, lambda: qbt.add(magnet=bt.magnet(seeder.peer, btih_only=True),
                                           save_path=str(tmp_path / "dl")), [bt.v1])  # only v1: found by the scan
    assert t["hash"] == bt.v2[:40]  # 4.5.2 re-keyed it from v1 to the truncated v2
    assert torrent_hashes(t) == list(bt.hashes)


def test_data_of_the_wrong_size_is_an_error(qbt, tmp_path):
    bt = local_torrent(tmp_path, "truncated", {"a.bin": 30_000, "b.bin": 10})
    (tmp_path / "truncated" / "a.bin").write_bytes(b"short")
    qbt.add(torrent=bt.data, save_path=str(tmp_path), skip_checking=True)  # "fast resume rejected" (4.5.2)
    t = found(qbt, bt.hashes, TorrentClass.ERROR)
    assert t["state"] == "missingFiles"


def test_pause_and_resume_an_incomplete_torrent(qbt, tmp_path):
    bt = local_torrent(tmp_path / "src", "absent", {"a.bin": 30_000})
    qbt.add(torrent=bt.data, save_path=str(tmp_path / "empty"))  # data absent: stalledDL
    t = found(qbt, bt.hashes, TorrentClass.STALLED)
    qbt.pause(t["hash"])  # 4.5.2: torrents/pause (5.x: torrents/stop, chosen by qbittorrent-api)
    found(qbt, bt.hashes, TorrentClass.PAUSED)
    qbt.resume(t["hash"])
    found(qbt, bt.hashes, TorrentClass.STALLED)


def test_the_web_api_version_is_asked_once_not_before_every_add_stop_and_start(qbt, tmp_path):
    """qbittorrent-api would ask app/webapiVersion before each add, stop and start: one extra round trip
    per call (issue 15 item 10). It is asked once, and afresh by ``version()`` (the worker asks that after
    every outage; a broken connection also forgets it)."""
    asked: list[str] = []

    def count(response, *args, **kwargs):
        asked.append(response.request.path_url)

    qbt._api._session.hooks["response"].append(count)  # noqa: SLF001 - observe the wire, change nothing
    bt = local_torrent(tmp_path / "src", "absent", {"a.bin": 30_000})
    for n in range(3):
        qbt.add(magnet=f"magnet:?xt=urn:btih:{n + 1:040x}", paused=True)
    qbt.add(torrent=bt.data, save_path=str(tmp_path / "empty"))
    t = found(qbt, bt.hashes, TorrentClass.STALLED)
    qbt.pause(t["hash"])
    qbt.resume(t["hash"])
    version_calls = [p for p in asked if p.endswith("/app/webapiVersion")]
    assert len(version_calls) == 1 and sum(p.endswith("/torrents/add") for p in asked) == 4
    assert qbt.version()["webapi_version"] == "2.8.19"  # asks afresh ...
    qbt.pause(t["hash"])  # ... and keeps that answer
    assert len([p for p in asked if p.endswith("/app/webapiVersion")]) == 2


def test_delete_keeps_or_removes_data(qbt, tmp_path):
    keep = local_torrent(tmp_path, "keep", {"a.bin": 10_000})
    drop = local_torrent(tmp_path, "drop", {"a.bin": 10_000})
    for bt in (keep, drop):
        qbt.add(torrent=bt.data, save_path=str(tmp_path), skip_checking=True)
        found(qbt, bt.hashes, TorrentClass.READY)
    qbt.delete(keep.api_id)
    qbt.delete(drop.api_id, delete_files=True)
    eventually(lambda: _assert(qbt.torrents() == [] and not (tmp_path / "drop").exists()))
    assert (tmp_path / "keep" / "a.bin").exists()


def _assert(condition):
    assert condition


def test_set_preferences(qbt):
    before = qbt.preferences()["max_active_downloads"]
    qbt.set_preferences({"max_active_downloads": before + 1})
    assert qbt.preferences()["max_active_downloads"] == before + 1
    qbt.set_preferences({"max_active_downloads": before})


def test_sync_delta_gives_changes_after_the_first_full_update_and_removals(qbt_daemon, qbt, tmp_path):
    a = local_torrent(tmp_path, "a", {"a.bin": 10_000})
    qbt.add(torrent=a.data, save_path=str(tmp_path), skip_checking=True)
    found(qbt, a.hashes, TorrentClass.READY)
    poller = qbt_daemon.client()  # its own HTTP session: the rid belongs to it
    first = poller.sync_delta()
    assert first.full_update and set(first.changed) == {a.api_id}
    assert first.changed[a.api_id]["hash"] == a.api_id and classify(first.changed[a.api_id]) is TorrentClass.READY

    second = poller.sync_delta()
    assert not second.full_update and second.removed == []
    assert set(second.changed) <= {a.api_id}  # at most counters such as time_active moved
    assert set(second.changed_fields.get(a.api_id, ())) <= {"time_active", "seeding_time", "dlspeed", "upspeed",
                                                            "last_activity", "seen_complete"}

    b = local_torrent(tmp_path, "b", {"b.bin": 10_000, "c.bin": 10}, kind="v2")  # 1 file: no root dir in v2
    qbt.add(torrent=b.data, save_path=str(tmp_path), skip_checking=True, tags=["jellybit"])

    def b_is_ready():
        poller.sync_delta()
        t = poller._cache.torrents.get(b.api_id)  # noqa: SLF001 - the merged view after several deltas
        assert t is not None and classify(t) is TorrentClass.READY
        return t
    t = eventually(b_is_ready)
    assert t["name"] == "b" and t["tags"] == "jellybit" and torrent_hashes(t) == list(b.hashes)

    qbt.delete(a.api_id)

    def a_removed():
        delta = poller.sync_delta()
        assert a.api_id in delta.removed
        return delta
    delta = eventually(a_removed)
    assert set(delta.torrents) == {b.api_id}


def test_sync_delta_recovers_from_a_daemon_restart(qbt_daemon, qbt, tmp_path):
    a = local_torrent(tmp_path, "a", {"a.bin": 10_000})
    qbt.add(torrent=a.data, save_path=str(tmp_path), skip_checking=True)
    found(qbt, a.hashes, TorrentClass.READY)
    poller = qbt_daemon.client()
    poller.sync_delta()
    qbt_daemon.stop()
    qbt_daemon.start()
    delta = eventually(lambda: _full_ready(poller, a.api_id))
    assert delta.removed == []


def _full_ready(poller, ident):
    delta = poller.sync_delta()
    t = delta.torrents.get(ident)
    assert t is not None and classify(t) is TorrentClass.READY
    return delta


# -- auth (the password daemon keeps qBittorrent's default ban after 5 failed logins) -------------------------


def _count_logins(client):
    """Count the logins qbittorrent-api makes for this client (it logs in inside ``_auth_request``)."""
    calls = []
    original = client._api.auth_log_in  # noqa: SLF001

    def counting(*args, **kwargs):
        calls.append(time.monotonic())
        return original(*args, **kwargs)
    client._api.auth_log_in = counting  # noqa: SLF001
    return calls


def test_password_daemon_needs_and_accepts_the_right_password(qbt_with_password):
    client = qbt_with_password.client()
    logins = _count_logins(client)
    assert client.torrents() == []
    assert len(logins) == 1  # 403 first, then one login and the retried call


def test_expired_session_recovers_with_one_login(qbt_with_password):
    client = qbt_with_password.client()
    client.version()
    client._api.auth_log_out()  # noqa: SLF001 - the SID is now invalid, as after qBittorrent's session timeout
    logins = _count_logins(client)
    assert client.torrents() == []
    assert len(logins) == 1


def test_wrong_password_fails_fast_once_and_does_not_trip_the_ban(qbt_with_password):
    bad = qbt_with_password.client(password="wrong-password")
    logins = _count_logins(bad)
    started = time.monotonic()
    for _ in range(8):  # more than qBittorrent's 5-failure ban threshold
        with pytest.raises(QbitAuthError, match="refused the login"):
            bad.torrents()
    assert time.monotonic() - started < 2
    assert len(logins) == 1  # the cool-down sent no second login
    assert qbt_with_password.client().torrents() == []  # 127.0.0.1 is not banned


def test_auth_gate_retries_after_the_cool_down_then_stops_for_good(qbt_with_password):
    bad = qbt_with_password.client(password="wrong-password", auth_cooldown=0.2, max_login_failures=2)
    logins = _count_logins(bad)
    with pytest.raises(QbitAuthError):
        bad.version()
    time.sleep(0.25)
    with pytest.raises(QbitAuthError):
        bad.version()
    time.sleep(0.25)
    with pytest.raises(QbitAuthError, match="stopped after 2 refused logins"):
        bad.version()
    assert len(logins) == 2
    bad.reset_auth(password=qbt_with_password.password)
    assert bad.torrents() == []


def test_the_health_page_reopens_a_stopped_login_gate_without_a_restart(qbt_with_password, tmp_path):
    """After refused logins the client stops for good (no IP ban); "Try logging in again" reopens it."""
    from jellybit import config, store
    from jellybit.factory import create_app
    from jellybit.health import Status
    from jellybit.runtime import Runtime
    bad = qbt_with_password.client(password="wrong-password", auth_cooldown=0.01, max_login_failures=1)
    with pytest.raises(QbitAuthError):
        bad.version()
    assert bad.auth_stopped
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "jb.db")
    runtime = Runtime(settings, services={"qbit": bad})
    runtime.health.register("qbittorrent", lambda: Status(False, bad._gate.last_error))  # noqa: SLF001
    app = create_app(settings, runtime=runtime)
    try:
        client = app.test_client()
        page = client.get("/health").get_data(as_text=True)
        assert "Try logging in again" in page
        token = page.split('name="csrf_token" value="', 1)[1].split('"', 1)[0]
        logins = _count_logins(bad)
        resp = client.post("/health/qbittorrent/login", data={"csrf_token": token})
        assert resp.status_code == 303 and not bad.auth_stopped
        with pytest.raises(QbitAuthError, match="refused"):  # it tried again: one more real login
            bad.version()
        assert len(logins) == 1
    finally:
        store.close_database()

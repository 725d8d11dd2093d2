"""Truthful state under faults (issue 15): each numbered item of the issue, on real components."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import threading
from datetime import timedelta

import pytest

from jellybit import config, store
from jellybit.infohash import Infohash
from jellybit.ingest import service
from jellybit.store.fields import utcnow
from jellybit.worker.qbt_sync import QbtSync


@pytest.fixture
def qsettings(tmp_path, qbt_daemon):
    return config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "jb.db",
                       qbt_url=qbt_daemon.url, poll_interval=0.2)


def _age(download_id: str, minutes: float) -> None:
    store.Download.update(created_at=utcnow() - timedelta(minutes=minutes)).where(
        store.Download.id == download_id).execute()


# -- item 1: the add timeout never counts an outage ------------------------------------------------------


@pytest.mark.qbt
def test_downloads_queued_during_a_qbittorrent_outage_are_added_when_it_is_back(db, qbt, qbt_daemon, qsettings):
    sync = QbtSync(qsettings, qbt_daemon.client(timeout=2.0))
    qbt_daemon.stop()
    try:
        ids = [service.ingest_magnet("magnet:?xt=urn:btih:" + c * 40).download_id for c in "bcd"]
        for i in ids:
            _age(i, 20)  # queued 20 min ago: twice the 10 min add timeout, all of it an outage
        sync.tick()
        assert sync.health().ok is False
        assert {store.get(i).state for i in ids} == {"catched"}
    finally:
        qbt_daemon.start()
    sync.tick()
    for i in ids:
        d = store.get(i)
        assert d.state == "downloading", (d.state, d.error_message)


@pytest.mark.qbt
def test_the_add_timeout_fails_only_after_real_attempts_while_qbittorrent_answered(db, qbt, qbt_daemon, qsettings,
                                                                                     tmp_path):
    sync = QbtSync(qsettings.replace(add_timeout=0.3), qbt_daemon.client())
    gone = tmp_path / "gone.torrent"  # a stored .torrent that vanished: every attempt sends nothing
    got = store.create_download_if_no_active(hashes=[Infohash("e" * 40, "v1")], source_ref=str(gone),
                                             source_kind="torrent")
    _age(got.download_id, 20)
    sync.tick()
    d = store.get(got.download_id)
    assert d.state == "catched" and d.add_attempts == 1
    sync.reachable_since = utcnow() - timedelta(seconds=1)  # answered for longer than the timeout since
    store.update_fields(d.id, next_attempt_at=None)
    sync.tick()
    d = store.get(got.download_id)
    assert d.state == "failed" and d.error_code == "qbit_add" and d.add_attempts >= 1
    assert "(1 attempts)" in d.error_message


# -- item 5: a tick's reads are done before its writes; one failing step never skips the others ----------


@pytest.mark.qbt
def test_ingest_committing_while_process_catched_runs_does_not_lock_the_tick(db, qbt, qbt_daemon, qsettings,
                                                                             monkeypatch):
    ids = [service.ingest_magnet("magnet:?xt=urn:btih:" + c * 40).download_id for c in "1234"]
    sync = QbtSync(qsettings, qbt_daemon.client())
    real_add = QbtSync._add

    def add_while_ingesting(self, d):
        # another thread (a web request) commits an ingest between two rows of the pass
        t = threading.Thread(target=lambda: service.ingest_magnet("magnet:?xt=urn:btih:" + utcnow().strftime(
            "%H%M%S%f").ljust(40, "f")))
        t.start()
        t.join()
        return real_add(self, d)

    monkeypatch.setattr(QbtSync, "_add", add_while_ingesting)
    sync.tick()
    assert sync.last_errors == {}, sync.last_errors
    assert sync.failed_ticks == 0
    assert {store.get(i).state for i in ids} == {"downloading"}


@pytest.mark.qbt
def test_a_failing_step_does_not_skip_the_rest_of_the_tick(db, qbt, qbt_daemon, qsettings, monkeypatch):
    sync = QbtSync(qsettings, qbt_daemon.client())
    ran = []

    def boom():
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(sync, "process_catched", boom)
    monkeypatch.setattr(sync, "follow", lambda *a, **k: ran.append("follow"))
    monkeypatch.setattr(sync, "check_timeouts", lambda: ran.append("check_timeouts"))
    sync.tick()
    assert ran == ["follow", "check_timeouts"]
    assert "disk on fire" in sync.last_errors["process_catched"] and sync.failed_ticks == 1


# -- item 9: an unwritable database says so ------------------------------------------------------------


@contextlib.contextmanager
def unwritable(path):
    """The database file made read-only for new connections (root ignores modes: the immutable flag)."""
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i", str(path)], check=True)
    else:
        os.chmod(path, 0o444)
    try:
        yield
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        else:
            os.chmod(path, 0o644)


def test_an_unwritable_database_is_red_on_health_and_api_errors_name_the_cause(api, app, tmp_path):
    from jellybit.health import database_check
    assert database_check().ok
    path = store.database.database
    store.database.close()  # the next request opens a new connection, as after a restart
    with unwritable(path):
        status = database_check()
        assert not status.ok and "read-only" in status.detail, status.detail
        resp = api.post("/api/v1/downloads", json={"magnet": "magnet:?xt=urn:btih:" + "f1" * 20})
        body = resp.get_json()
        assert resp.status_code == 503 and body["code"] == "database_unavailable", body
        assert "read-only" in body["error"] and str(path) in body["error"]
        health = api.get("/api/v1/health").get_json()
        assert "read-only" in json.dumps(health)
        store.database.close()
    assert database_check().ok

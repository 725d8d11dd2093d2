"""Truthful state under faults (issue 15): each numbered item of the issue, on real components."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest

from jellybit import config, store
from jellybit.infohash import Infohash
from jellybit.ingest import service
from jellybit.store.fields import utcnow
from jellybit.worker.qbt_sync import QbtSync

pytestmark = pytest.mark.qbt


@pytest.fixture
def settings(tmp_path, qbt_daemon):
    return config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "jb.db",
                       qbt_url=qbt_daemon.url, poll_interval=0.2)


def _age(download_id: str, minutes: float) -> None:
    store.Download.update(created_at=utcnow() - timedelta(minutes=minutes)).where(
        store.Download.id == download_id).execute()


# -- item 1: the add timeout never counts an outage ------------------------------------------------------


def test_downloads_queued_during_a_qbittorrent_outage_are_added_when_it_is_back(db, qbt, qbt_daemon, settings):
    sync = QbtSync(settings, qbt_daemon.client(timeout=2.0))
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


def test_the_add_timeout_fails_only_after_real_attempts_while_qbittorrent_answered(db, qbt, qbt_daemon, settings,
                                                                                     tmp_path):
    sync = QbtSync(settings.replace(add_timeout=0.3), qbt_daemon.client())
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


def test_ingest_committing_while_process_catched_runs_does_not_lock_the_tick(db, qbt, qbt_daemon, settings,
                                                                             monkeypatch):
    ids = [service.ingest_magnet("magnet:?xt=urn:btih:" + c * 40).download_id for c in "1234"]
    sync = QbtSync(settings, qbt_daemon.client())
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


def test_a_failing_step_does_not_skip_the_rest_of_the_tick(db, qbt, qbt_daemon, settings, monkeypatch):
    sync = QbtSync(settings, qbt_daemon.client())
    ran = []

    def boom():
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(sync, "process_catched", boom)
    monkeypatch.setattr(sync, "follow", lambda *a, **k: ran.append("follow"))
    monkeypatch.setattr(sync, "check_timeouts", lambda: ran.append("check_timeouts"))
    sync.tick()
    assert ran == ["follow", "check_timeouts"]
    assert "disk on fire" in sync.last_errors["process_catched"] and sync.failed_ticks == 1

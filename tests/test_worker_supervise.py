"""The managed qbittorrent-nox is supervised, and commands never hang a web thread (issue 15, items 6, 7)."""

from __future__ import annotations

import os
import signal
import time

import pytest

from jellybit import actions, config, services, store
from jellybit.factory import create_app
from jellybit.health import Status
from jellybit.ingest import service
from jellybit.qbit.managed import ManagedQbittorrent, free_port
from jellybit.runtime import Runtime
from jellybit.worker.supervise import CommandClient, Supervisor
from tests.fixtures.qbt import eventually, require_qbittorrent_nox

pytestmark = pytest.mark.qbt


class Clock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


@pytest.fixture
def managed(tmp_path):
    require_qbittorrent_nox()
    m = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", port=free_port(), isolated=True)
    yield m
    m.stop()


def test_a_killed_managed_qbittorrent_is_restarted_on_the_same_url(managed):
    sup = Supervisor(managed)
    sup.start()
    assert sup.problem is None and managed.is_running()
    url, pid = managed.url, managed.proc.pid
    os.kill(pid, signal.SIGKILL)
    eventually(lambda: not managed.is_running() or (_ for _ in ()).throw(AssertionError))
    sup.check()
    assert managed.is_running() and managed.proc.pid != pid and managed.url == url
    assert sup.deaths == 1 and sup.restarts == 1 and sup.problem is None
    assert CommandClient(url, "admin", "x").version()["app_version"]


def test_a_start_that_fails_is_retried_with_backoff_and_health_says_why(managed, tmp_path):
    clock = Clock()
    holder = ManagedQbittorrent(tmp_path / "profile", tmp_path / "other-downloads")
    holder._lock_profile()  # another jellybit manages this profile
    try:
        sup = Supervisor(managed, clock=clock)
        sup.start()
        assert sup.failures == 1 and not managed.is_running()
        status = sup.health(Status(False, "not contacted yet"))
        assert not status.ok and "already manages" in status.detail and "next start attempt in 1 s" in status.hint
        sup.check()  # the pause is not over: no attempt
        assert sup.failures == 1
        clock.t += 1.0
        sup.check()
        assert sup.failures == 2 and sup.next_try - clock.t == 2.0  # 1 s, 2 s, 4 s …
    finally:
        holder._unlock_profile()
    clock.t += 2.0
    sup.check()
    assert managed.is_running() and sup.problem is None and sup.failures == 0


def test_the_worker_runs_even_when_the_managed_qbittorrent_cannot_start(tmp_path, db):
    require_qbittorrent_nox()
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data", database=store.database.database,
                           poll_interval=0.2).replace(qbt_url=None, qbt_managed="auto")
    holder = ManagedQbittorrent(settings.data_dir / "qbittorrent", tmp_path / "x")
    holder._lock_profile()
    runtime = Runtime(settings)
    try:
        runtime.start(services.SERVICES)
        assert "jobs" in runtime.services, "a failed qBittorrent start must not disable the worker"
        status = runtime.health.run()["qbittorrent"]
        assert not status.ok and "could not start" in status.detail
        assert "could not start" in runtime.services["qbt_problem"]()
        waiting = service.ingest_magnet("magnet:?xt=urn:btih:" + "ac" * 20).download_id
        app = create_app(settings, runtime=runtime)
        app.config["TESTING"] = True
        card = app.test_client().get(f"/download/{waiting}/card").get_data(as_text=True)
        assert "Not sent to qBittorrent yet" in card and "could not start" in card, card
        holder._unlock_profile()
        sup = runtime.services["qbt_supervisor"]
        sup.next_try = 0.0
        eventually(lambda: runtime.health.run()["qbittorrent"].ok or (_ for _ in ()).throw(AssertionError(
            runtime.health.run()["qbittorrent"])), timeout=30)
        d = service.ingest_magnet("magnet:?xt=urn:btih:" + "ab" * 20).download_id
        eventually(lambda: store.get(d).state == "downloading" or (_ for _ in ()).throw(AssertionError), timeout=20)
    finally:
        holder._unlock_profile()
        runtime.stop()


def test_retry_against_a_hung_qbittorrent_answers_quickly_and_the_next_press_at_once(db, qbt, qbt_daemon, tmp_path):
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "jb.db",
                           qbt_url=qbt_daemon.url)
    d = service.ingest_magnet("magnet:?xt=urn:btih:" + "cd" * 20).download_id
    store.set_state(d, "failed", error_code="magnet_timeout", error_message="x")
    client = CommandClient(qbt_daemon.url, "admin", "x", timeout=0.5, health=lambda: Status(True, "up"))
    deps = actions.Deps(settings, client)
    pid = qbt_daemon.managed.proc.pid
    os.kill(pid, signal.SIGSTOP)  # hung: accepts connections, answers nothing
    try:
        started = time.monotonic()
        with pytest.raises(actions.ActionError) as refused:
            actions.retry(d, deps)
        first = time.monotonic() - started
        assert refused.value.status == 503 and "unreachable" in refused.value.message
        assert store.get(d).state == "failed" and store.get(d).error_code == "magnet_timeout"
        started = time.monotonic()
        with pytest.raises(actions.ActionError):
            actions.cancel(service.ingest_magnet("magnet:?xt=urn:btih:" + "ce" * 20).download_id, deps,
                           remove_torrent=True)
        second = time.monotonic() - started
    finally:
        os.kill(pid, signal.SIGCONT)
    assert first < 2.5, first  # one short call (and its one retry), not three calls of twice the timeout
    assert second < 0.2, second


def test_commands_are_refused_at_once_while_the_poller_knows_qbittorrent_is_down(db, qbt, qbt_daemon, tmp_path):
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "jb.db",
                           qbt_url=qbt_daemon.url)
    d = service.ingest_magnet("magnet:?xt=urn:btih:" + "cf" * 20).download_id
    store.set_state(d, "failed", error_code="magnet_timeout", error_message="x")
    down = Status(False, "ConnectionError: refused")
    deps = actions.Deps(settings, CommandClient(qbt_daemon.url, "admin", "x", health=lambda: down))
    with pytest.raises(actions.ActionError) as refused:
        actions.retry(d, deps)
    assert refused.value.status == 503 and store.get(d).state == "failed"

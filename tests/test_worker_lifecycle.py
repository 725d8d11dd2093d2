"""What failed, was cancelled or deferred, against a real qbittorrent-nox (issue 12, items 3 and 5).

A failed or cancelled download must not keep holding one of qBittorrent's download slots; a download
deferred before it was complete keeps being followed, and cannot be recognised until its data is all
there.
"""

from __future__ import annotations

import pytest

from jellybit import actions, store
from jellybit.ingest import service
from jellybit.qbit.states import TorrentClass, classify
from tests.fixtures.qbt import eventually
from tests.fixtures.seeder import local_torrent as build_torrent
from tests.test_worker_qbt import env  # noqa: F401  (the fixture)

pytestmark = pytest.mark.qbt

PAUSED = TorrentClass.PAUSED


def _class_of(env, download_id: str) -> TorrentClass:
    t = env.client.find(store.hashes_of(download_id))
    assert t is not None, "the torrent must stay in qBittorrent (stopped, not deleted)"
    return classify(t)


def test_a_magnet_that_times_out_is_stopped_in_qbittorrent_and_retry_gets_the_whole_timeout(env):
    got = service.ingest_magnet("magnet:?xt=urn:btih:" + "c3" * 20 + "&dn=Dead.Magnet")
    env.until(got.download_id, "downloading")
    d = env.until(got.download_id, "failed", timeout=10)
    assert d.error_code == "magnet_timeout"
    eventually(lambda: _class_of(env, d.id) is PAUSED or (_ for _ in ()).throw(AssertionError(_class_of(env, d.id))))

    assert actions.retry(d.id, env.deps).state == "downloading"
    eventually(lambda: _class_of(env, d.id) is TorrentClass.METADATA or (_ for _ in ()).throw(AssertionError))
    env.sync._last_slow = 0  # force the slow pass (timeouts) now: the retried magnet has its 3 s again
    env.sync.tick()
    assert store.get(d.id).state == "downloading"
    env.until(d.id, "failed", timeout=10)


def test_cancel_keeping_the_torrent_stops_it_when_incomplete(env):
    got = service.ingest_magnet("magnet:?xt=urn:btih:" + "d4" * 20)
    env.until(got.download_id, "downloading")
    eventually(lambda: env.client.find(store.hashes_of(got.download_id)) is not None
               or (_ for _ in ()).throw(AssertionError))
    actions.cancel(got.download_id, env.deps)
    assert store.get(got.download_id).state == "cancelled"
    eventually(lambda: _class_of(env, got.download_id) is PAUSED or (_ for _ in ()).throw(AssertionError))


def test_cancel_keeping_a_complete_torrent_leaves_it_seeding(env):
    t = build_torrent(env.daemon.downloads_dir, "Complete.Keep", {"f.mkv": 40_000}, "v1")
    d = env.ingest_torrent(t.data).download_id
    env.until(d, "completed")
    actions.cancel(d, env.deps)
    assert _class_of(env, d) is TorrentClass.READY


def test_defer_before_completion_follows_progress_and_refuses_recognition_until_complete(env):
    t = build_torrent(env.daemon.downloads_dir, "Deferred.Early", {"a.mkv": 300_000, "b.mkv": 200_000}, "v1")
    d = env.ingest_torrent(t.data).download_id
    env.until(d, "downloading")
    store.update_fields(d, progress=0.0)  # as seen before qBittorrent finished checking the local data
    actions.defer(d, env.deps)
    with pytest.raises(actions.ActionError) as refused:
        actions.rerecognize(d, env.deps)
    assert "still downloading (0 %)" in refused.value.message
    with pytest.raises(actions.ActionError):
        actions.apply(d, env.deps)

    def followed():
        env.sync._last_slow = 0
        env.sync.tick()
        got = store.get(d)
        assert got.state == "deferred" and got.progress == 1.0, (got.state, got.progress)
        return got
    eventually(followed, timeout=15)
    assert actions.data_complete(store.get(d))
    assert actions.rerecognize(d, env.deps).state == "recognizing"


def test_a_deferred_magnet_without_metadata_says_it_is_still_downloading(env):
    got = service.ingest_magnet("magnet:?xt=urn:btih:" + "e5" * 20)
    env.until(got.download_id, "downloading")
    actions.defer(got.download_id, env.deps)
    with pytest.raises(actions.ActionError, match="still downloading"):
        actions.refine(got.download_id, env.deps, "season 2")
    assert store.get(got.download_id).state == "deferred"

"""Managing downloads as a torrent user expects (issue 17, items 1-2), against a real qbittorrent-nox and a
libtorrent seeder: pause/resume reflected in qBittorrent, re-check, the three kinds of remove, bulk."""

from __future__ import annotations

import os
import time

from jellybit import store
from tests.fixtures.seeder import local_torrent


def _done(live, seeder, tmp_path, name: str) -> tuple[str, object]:
    t = local_torrent(tmp_path / "seed", name, {f"{name}.mkv": 200_000, "info.nfo": 100}, "v1")
    seeder.seed(t)
    resp = live.api("POST", "/downloads", json={"magnet": t.magnet(seeder.peer)})
    did = resp.json()["items"][0]["download"]["id"]
    live.wait_state(did, "done", timeout=60)
    return did, t


def _qbt_state(qbt, t) -> str:
    found = qbt.find(t.hashes)
    return found["state"] if found else "gone"


def eventually(check, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.1)


def _library_files(live) -> set[str]:
    root = live.settings.movies_dir
    return {os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs}


def test_pause_and_resume_are_reflected_in_qbittorrent(live_jellybit, seeder, qbt, tmp_path):
    live = live_jellybit()
    did, t = _done(live, seeder, tmp_path, "Pause.Me.2011.1080p.WEB-DL")
    paused = live.api("POST", f"/downloads/{did}/pause")
    assert paused.status_code == 200 and paused.json()["state"] == "done"
    eventually(lambda: _qbt_state(qbt, t) in ("pausedUP", "stoppedUP"), timeout=10)
    again = live.api("POST", f"/downloads/{did}/pause")  # already paused: not offered, and refused as such
    assert again.status_code in (200, 409)
    resumed = live.api("POST", f"/downloads/{did}/resume")
    assert resumed.status_code == 200
    eventually(lambda: _qbt_state(qbt, t) not in ("pausedUP", "stoppedUP"), timeout=10)
    recheck = live.api("POST", f"/downloads/{did}/recheck")
    assert recheck.status_code == 200
    assert live.grep("torrent re-checked in qBittorrent")


def test_remove_the_torrent_keeps_the_files_and_the_library(live_jellybit, seeder, qbt, tmp_path):
    live = live_jellybit()
    did, t = _done(live, seeder, tmp_path, "Keep.Files.2012.1080p.WEB-DL")
    before = _library_files(live)
    assert before
    resp = live.api("POST", f"/downloads/{did}/remove-torrent")
    assert resp.status_code == 200
    eventually(lambda: _qbt_state(qbt, t) == "gone", timeout=10)
    assert _library_files(live) == before  # the hard links are the same files: nothing lost
    # the state says the torrent is gone while the library copy stays
    assert resp.json()["state"] == "orphaned"
    assert live.api("GET", f"/downloads/{did}").json()["state"] == "orphaned"
    assert _library_files(live) == before


def test_delete_data_is_refused_while_in_the_library_unless_undo_is_chosen(live_jellybit, seeder, qbt, tmp_path):
    live = live_jellybit()
    did, t = _done(live, seeder, tmp_path, "Delete.Me.2013.1080p.WEB-DL")
    refused = live.api("POST", f"/downloads/{did}/delete-data")
    assert refused.status_code == 409 and refused.json()["code"] == "in_library"
    assert "hard links are the same files" in refused.json()["error"]
    assert _qbt_state(qbt, t) != "gone" and _library_files(live)
    resp = live.api("POST", f"/downloads/{did}/delete-data", json={"undo": True})
    assert resp.status_code == 200 and resp.json()["state"] == "deleted"  # undone, then nothing left
    eventually(lambda: _qbt_state(qbt, t) == "gone", timeout=10)
    assert _library_files(live) == set()
    save = live.api("GET", f"/downloads/{did}").json()["save_path"]
    eventually(lambda: not os.path.exists(os.path.join(save, "Delete.Me.2013.1080p.WEB-DL")), timeout=10)


def test_hide_keeps_the_record_and_search_and_bulk_report_each_result(live_jellybit, seeder, qbt, tmp_path):
    live = live_jellybit()
    first, _ = _done(live, seeder, tmp_path, "Hide.One.2014.1080p.WEB-DL")
    second, _ = _done(live, seeder, tmp_path, "Hide.Two.2015.1080p.WEB-DL")
    active = live.api("POST", "/downloads", json={"magnet": "magnet:?xt=urn:btih:" + "5e" * 20}).json()
    active_id = active["items"][0]["download"]["id"]
    resp = live.api("POST", "/downloads/bulk", json={"action": "hide", "ids": [first, second, active_id]})
    assert resp.status_code == 200
    results = {r["id"]: r for r in resp.json()["results"]}
    assert results[first]["ok"] and results[second]["ok"] and results[first]["download"]["hidden"]
    assert not results[active_id]["ok"] and results[active_id]["status"] == 409  # an active one is not hidden
    listed = {d["id"] for d in live.api("GET", "/downloads").json()["items"]}
    assert first not in listed and second not in listed and active_id in listed
    found = {d["id"] for d in live.api("GET", "/downloads", params={"q": "Hide.One"}).json()["items"]}
    assert found == {first}  # search still finds it
    with store.connection():
        assert store.StateChange.select().where(store.StateChange.download == first).count() > 0
    shown = live.api("POST", f"/downloads/{first}/unhide")
    assert shown.status_code == 200 and not shown.json()["hidden"]
    bad = live.api("POST", "/downloads/bulk", json={"action": "override", "ids": [first]})
    assert bad.status_code == 400  # a command that needs typing is not a bulk command


def test_a_paused_download_is_never_called_stuck(live_jellybit, qbt, tmp_path):
    """Nobody shares this magnet: paused by the person, the stall timer does not count it."""
    live = live_jellybit(stall_timeout=2.0, magnet_timeout=600.0)
    local = local_torrent(tmp_path / "seed", "Nobody.Shares.2016.1080p", {"Nobody.Shares.2016.1080p.mkv": 90_000})
    created = live.api("POST", "/downloads", files={"torrent": ("x.torrent", local.data)})
    did = created.json()["items"][0]["download"]["id"]
    live.wait_state(did, "downloading")
    eventually(lambda: qbt.find(local.hashes) is not None, timeout=10)
    assert live.api("POST", f"/downloads/{did}/pause").status_code == 200
    time.sleep(5)  # well past the stall timeout
    assert live.api("GET", f"/downloads/{did}").json()["state"] == "downloading"

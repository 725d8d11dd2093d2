"""Journeys (issue 9): the whole product as its users live it, on real components.

jellybit runs as in production (runtime with its scheduler, waitress) against a real qbittorrent-nox,
with a libtorrent seeder on loopback for magnets; the JSON log file is grepped by download id.
"""

from __future__ import annotations

import os

import pytest

from tests.fixtures.seeder import local_torrent

pytestmark = pytest.mark.qbt


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
        if r.get("batch_id") or r.get("to_state") == "done":
            found.add("layout")
        if r.get("service") == "telegram" or msg.startswith("notification"):
            found.add("notification")
    return found


def test_journey_api_client_batch_retry_and_conflict(live_jellybit, seeder, tmp_path):
    live = live_jellybit(magnet_timeout=15.0)
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
    assert {"ingest", "qbittorrent", "recognition", "layout"} <= stages(live, done_id)
    retry_records = [r for r in live.grep(failed_id) if r.get("service") == "qbittorrent"]
    assert retry_records and all(r["download_id"] == failed_id for r in retry_records)

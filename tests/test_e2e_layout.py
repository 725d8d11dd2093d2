"""End to end on real components: qbittorrent-nox, SQLite, hard links (issue 6 tests).

A `.torrent` of a local season pack goes in through the JSON API and comes out as exactly the
expected Jellyfin tree of hard links; Undo restores the library; Relink makes it again; the desync
job follows reality both ways.
"""

from __future__ import annotations

import io
import os
import shutil

import pytest

from jellybit import actions, store
from jellybit.factory import create_app
from tests import torrent_factory as tf
from tests.fixtures.qbt import eventually
from tests.fixtures.web import API_KEY

pytestmark = pytest.mark.qbt

PACK = "The.Bear.S02.1080p.WEB-DL.x264-GRP"
FILES = {
    f"{PACK}/The.Bear.S02E01.1080p.WEB-DL.x264-GRP.mkv": 3_000_000,
    f"{PACK}/The.Bear.S02E02.1080p.WEB-DL.x264-GRP.mkv": 3_100_000,
    f"{PACK}/The.Bear.S02E03.1080p.WEB-DL.x264-GRP.mkv": 2_900_000,
    f"{PACK}/Subs/The.Bear.S02E01.en.srt": 30_000,
    f"{PACK}/Subs/The.Bear.S02E02.en.forced.srt": 3_000,
    f"{PACK}/Sample/the.bear.s02e01.sample.mkv": 90_000,
    f"{PACK}/The.Bear.S02.nfo": 2_000,
}
SHOW = "The Bear/Season 02"
EXPECTED = {
    f"{SHOW}/The Bear S02E01.mkv": f"{PACK}/The.Bear.S02E01.1080p.WEB-DL.x264-GRP.mkv",
    f"{SHOW}/The Bear S02E02.mkv": f"{PACK}/The.Bear.S02E02.1080p.WEB-DL.x264-GRP.mkv",
    f"{SHOW}/The Bear S02E03.mkv": f"{PACK}/The.Bear.S02E03.1080p.WEB-DL.x264-GRP.mkv",
    f"{SHOW}/The Bear S02E01.en.srt": f"{PACK}/Subs/The.Bear.S02E01.en.srt",
    f"{SHOW}/The Bear S02E02.en.forced.srt": f"{PACK}/Subs/The.Bear.S02E02.en.forced.srt",
}


def listing(root) -> dict[str, tuple[int, int]]:
    """Every file under root: relative path → (inode, size); the byte-for-byte compare of a tree."""
    out = {}
    for dirpath, _dirs, names in os.walk(root):
        for n in names:
            p = os.path.join(dirpath, n)
            st = os.stat(p)
            out[os.path.relpath(p, root)] = (st.st_ino, st.st_size)
    return out


@pytest.fixture
def pack(qbt_daemon):
    """The season pack's data in qBittorrent's download folder, and its .torrent."""
    root = qbt_daemon.downloads_dir / PACK
    files = {rel.split("/", 1)[1]: size for rel, size in FILES.items()}
    tf.make_payload(root, files)
    return tf.make_torrent(root, "v1")


@pytest.fixture
def client(engine_settings):
    app = create_app(engine_settings)
    yield app.test_client()
    store.close_database()


def ingest(client, data) -> str:
    resp = client.post("/api/v1/downloads", headers={"X-Api-Key": API_KEY},
                       data={"torrent": [(io.BytesIO(data), "pack.torrent")]}, content_type="multipart/form-data")
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["items"][0]["download"]["id"]


def test_season_pack_through_the_api_to_done_undo_relink(client, engine, pack, qbt_daemon, engine_settings):
    shows = engine_settings.shows_dir
    d = ingest(client, pack)
    engine.run_until(d, "done")
    tree = listing(shows)
    assert set(tree) == set(EXPECTED)
    for target, source in EXPECTED.items():
        assert tree[target][0] == os.stat(qbt_daemon.downloads_dir / source).st_ino  # a hard link, not a copy
    links = list(store.FileLink.select().where(store.FileLink.download == d, store.FileLink.state == "linked"))
    assert len(links) == len(EXPECTED) and len({fl.apply_batch_id for fl in links}) == 1

    plan = client.get(f"/api/v1/downloads/{d}/plan", headers={"X-Api-Key": API_KEY}).get_json()
    assert {i["rel_target"] for i in plan["items"]} == set(EXPECTED)

    before = listing(shows.parent)
    resp = client.post(f"/api/v1/downloads/{d}/undo", headers={"X-Api-Key": API_KEY})
    assert resp.status_code == 200 and resp.get_json()["state"] == "reverted"
    assert listing(shows) == {} and not any(shows.iterdir())
    assert all((qbt_daemon.downloads_dir / src).exists() for src in FILES)  # the torrent data is untouched
    assert engine.deps.qbit.find(store.hashes_of(d))["state"] in ("stalledUP", "uploading")  # still seeding

    actions.relink(d, engine.deps)
    assert store.get(d).state == "recognizing"
    engine.run_until(d, "done")
    assert set(listing(shows)) == set(EXPECTED)
    assert set(listing(shows.parent)) == set(before)


def test_desync_follows_reality_both_ways(client, engine, pack, qbt_daemon, engine_settings):
    d = ingest(client, pack)
    engine.run_until(d, "done")
    one = engine_settings.shows_dir / f"{SHOW}/The Bear S02E01.mkv"
    saved = one.with_name("saved")
    os.link(one, saved)
    one.unlink()
    engine.desync()
    assert store.get(d).state == "target_missing"
    os.link(saved, one)
    saved.unlink()
    engine.desync()
    assert store.get(d).state == "done"

    torrent = engine.deps.qbit.find(store.hashes_of(d))
    engine.deps.qbit.delete(torrent["hash"], delete_files=False)  # removed by hand, data kept
    eventually(lambda: engine.deps.qbit.find(store.hashes_of(d)) is None or (_ for _ in ()).throw(AssertionError))
    engine.desync()
    assert store.get(d).state == "orphaned"

    shutil.rmtree(qbt_daemon.downloads_dir / PACK)
    shutil.rmtree(engine_settings.shows_dir / "The Bear")
    engine.desync()
    assert store.get(d).state == "deleted"


def test_a_foreign_file_at_a_target_is_never_overwritten_and_undo_leaves_it(client, engine, pack, engine_settings):
    foreign = engine_settings.shows_dir / f"{SHOW}/The Bear S02E02.mkv"
    foreign.parent.mkdir(parents=True)
    foreign.write_bytes(b"somebody else's file")
    d = ingest(client, pack)
    got = engine.run_until(d, "review")
    assert got.error_code == "collision" and "The Bear S02E02.mkv" in got.error_message
    assert foreign.read_bytes() == b"somebody else's file"
    assert set(listing(engine_settings.shows_dir)) == {f"{SHOW}/The Bear S02E02.mkv"}  # nothing half-imported
    foreign.unlink()
    actions.apply(d, engine.deps)
    engine.run_until(d, "done")
    foreign.unlink()  # our link is replaced by a file of the person's: not ours any more
    foreign.write_bytes(b"replaced by hand")
    actions.undo(d, engine.deps)
    assert foreign.read_bytes() == b"replaced by hand"
    assert set(listing(engine_settings.shows_dir)) == {f"{SHOW}/The Bear S02E02.mkv"}


def test_re_adding_a_torrent_in_the_library_moves_the_links_to_exactly_one_owner(client, engine, pack, qbt_daemon,
                                                                                 engine_settings):
    """done → re-add → done → Undo of the new one: the earlier one never claims files that are gone."""
    shows = engine_settings.shows_dir
    first = ingest(client, pack)
    engine.run_until(first, "done")
    tree = listing(shows)

    resp = client.post("/api/v1/downloads", headers={"X-Api-Key": API_KEY},
                       data={"torrent": [(io.BytesIO(pack), "pack.torrent")]}, content_type="multipart/form-data")
    item = resp.get_json()["items"][0]
    assert resp.status_code == 201 and item["status"] == "created"  # the seeds: a terminal hash makes a new one
    second = item["download"]["id"]
    assert item["in_library"]["id"] == first and "already in your library" in item["in_library"]["message"]

    card = client.get(f"/download/{second}/card").get_data(as_text=True)
    assert "Already in your library as" in card and f'href="/download/{first}"' in card

    engine.run_until(second, "done")
    assert listing(shows) == tree  # the same links (same inodes), adopted — nothing linked twice
    owners = {fl.download_id for fl in store.FileLink.select().where(store.FileLink.state == "linked")}
    assert owners == {second}
    earlier = store.get(first)
    assert earlier.state == "reverted" and earlier.error_code == "taken_over" and second in earlier.error_message
    page = client.get(f"/download/{first}").get_data(as_text=True)
    assert "added again" in page and 'data-state="reverted"' in page and f'href="/download/{second}"' in page

    actions.undo(second, engine.deps)
    assert listing(shows) == {}
    assert engine.desync() == {}  # nothing claims the files that Undo removed
    assert store.get(first).state == "reverted" and store.get(second).state == "reverted"

    actions.relink(first, engine.deps)  # the earlier one takes the library back
    engine.run_until(first, "done")
    assert listing(shows) == tree
    assert {fl.download_id for fl in store.FileLink.select().where(store.FileLink.state == "linked")} == {first}

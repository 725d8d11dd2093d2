"""Every torrent shape real tools make is accepted and read exactly as libtorrent reads it (issue 12 item 2).

The table is ``tests/torrent_factory.py``'s :data:`SHAPE_CASES`: single file, one file in a folder,
several files, nested folders, padding, piece-aligned sizes, empty files, non-ASCII names — each
built by libtorrent (v1-only, v2-only, hybrid = its default flags, and the canonical-files /
no-tail-padding variants) and by torf (v1). Each case goes through the parser, the JSON API upload
and the add page's upload; the real qBittorrent (its own libtorrent 2.0) loads them all too.
"""

from __future__ import annotations

import io

import libtorrent as lt
import pytest
import torf

from jellybit import store
from jellybit.ingest.errors import MalformedTorrent
from jellybit.ingest.metainfo import normalize_name, parse_torrent
from jellybit.layout.safety import is_safe_relative
from jellybit.qbit.client import AddResult
from jellybit.qbit.errors import QbitAddRejected, QbitNotFound
from jellybit.qbit.states import api_id
from tests.fixtures.browser import form_token
from tests.fixtures.qbt import eventually
from tests.test_metainfo import READ, REFUSED
from tests.torrent_factory import MAKERS, SHAPE_CASES, SHAPES, ShapedTorrent, build_shape

CASES = [pytest.param(shape, maker, id=f"{shape}-{maker}") for shape, maker in SHAPE_CASES]


@pytest.fixture(scope="module")
def shaped(tmp_path_factory) -> dict[tuple[str, str], ShapedTorrent]:
    base = tmp_path_factory.mktemp("shapes")
    return {(shape, maker): build_shape(shape, maker, base) for shape, maker in SHAPE_CASES}


def _kinds(t: ShapedTorrent) -> list[dict[str, str]]:
    return [{"hash": h, "kind": k} for h, k in ((t.hashes.v1, "v1"), (t.hashes.v2, "v2")) if h]


# --- the table itself -------------------------------------------------------------------------------


def test_the_table_covers_every_tool_kind_and_shape(shaped):
    assert {m.kind for m in MAKERS.values()} == {"v1", "v2", "hybrid"}
    assert {(shape, maker) for shape in SHAPES for maker in ("lt-v1", "lt-v2", "lt-hybrid", "torf-v1")} <= set(
        SHAPE_CASES)
    # Distinct infohashes across the whole table, so one journey can add every case.
    hashes = [h for t in shaped.values() for h in t.hashes.all]
    assert len(hashes) == len(set(hashes))


def test_the_shapes_are_what_they_claim(shaped):
    def info(shape, maker):
        return lt.bdecode(shaped[shape, maker].data)[b"info"]

    # The reported bug: libtorrent 2.x's hybrid of one file in a folder — a v1 'files' list and a
    # one-entry 'file tree' — which libtorrent reads as a folder, and the v2-only one as a single file.
    one = info("one_in_folder", "lt-hybrid")
    assert len(one[b"files"]) == 1 and list(one[b"file tree"]) == [b"Movie.2020.1080p.mkv"]
    assert shaped["one_in_folder", "lt-hybrid"].files == [("Movie.2020/Movie.2020.1080p.mkv", 70_001)]
    assert shaped["one_in_folder", "lt-v2"].files == [("Movie.2020.1080p.mkv", 70_001)]

    def pads(shape, maker):
        return [f for f in info(shape, maker).get(b"files", []) if b"p" in f.get(b"attr", b"")]

    assert len(pads("padding", "lt-hybrid")) == 3  # after each file, the last one included (tail pad)
    assert len(pads("padding", "lt-hybrid-no-tail-pad")) == 2
    assert len(pads("padding", "lt-v1-padded")) == 3
    assert pads("padding", "lt-v1") == pads("padding", "torf-v1") == pads("aligned", "lt-hybrid") == []
    assert len(pads("empty_files", "lt-hybrid")) >= 1
    assert {f[b"length"] for f in info("empty_files", "lt-hybrid")[b"files"]} >= {0}
    assert b"source" in info("single", "torf-v1")


# --- the parser against libtorrent ------------------------------------------------------------------


@pytest.mark.parametrize(("shape", "maker"), CASES)
def test_parser_reads_every_shape_like_libtorrent(shaped, shape, maker):
    t = shaped[shape, maker]
    ti = lt.torrent_info(t.data)
    meta = parse_torrent(t.data)
    assert tuple(h.hash for h in meta.infohashes) == t.hashes.all  # sha1 hex, then sha256 hex
    assert [{"hash": h.hash, "kind": h.kind} for h in meta.infohashes] == _kinds(t)
    if t.hashes.v1:
        assert t.hashes.v1 == ti.info_hashes().v1.to_bytes().hex()
    if t.hashes.v2:
        assert t.hashes.v2 == ti.info_hashes().v2.to_bytes().hex()
    # Same paths, sizes and order as libtorrent's file storage, its padding files left out.
    assert [("/".join(f.path), f.size) for f in meta.files] == t.files
    layout = ti.layout()
    pads = [i for i in range(layout.num_files()) if layout.file_flags(i) & lt.file_storage.flag_pad_file]
    assert not {layout.file_path(i) for i in pads} & {"/".join(f.path) for f in meta.files}
    padding = sum(layout.file_size(i) for i in pads)
    assert meta.total_size == sum(size for _, size in t.files) == ti.total_size() - padding
    # The torrent's own name, even where libtorrent names a v2-only one-file folder after the file.
    info = lt.bdecode(t.data)[b"info"]
    assert meta.name == normalize_name(info.get(b"name.utf-8", info[b"name"]).decode())
    assert ti.name() in (meta.name, t.files[0][0])
    assert meta.meta_version == (1 if t.kind == "v1" else 2)
    assert all(is_safe_relative("/".join(f.path)) for f in meta.files)  # every shape passes the one path rule
    if MAKERS[maker].tool == "torf" or t.kind == "v1":
        assert torf.Torrent.read_stream(io.BytesIO(t.data)).infohash == t.hashes.v1


# --- through the JSON API and the add page ----------------------------------------------------------


@pytest.mark.parametrize(("shape", "maker"), CASES)
def test_api_upload_creates_a_download_with_libtorrents_hashes(api, shaped, shape, maker):
    t = shaped[shape, maker]
    resp = api.post("/api/v1/downloads", data={"torrent": [(io.BytesIO(t.data), f"{t.id}.torrent")]},
                    content_type="multipart/form-data")
    assert resp.status_code == 201, resp.get_data(as_text=True)
    (item,) = resp.get_json()["items"]
    assert item["status"] == "created", item
    download = item["download"]
    assert download["infohashes"] == _kinds(t)
    assert download["name"] == normalize_name(t.name)
    assert download["size"] == sum(size for _, size in t.files)  # padding never counted as content
    assert store.Download.select().count() == 1


@pytest.mark.parametrize(("shape", "maker"), CASES)
def test_add_page_upload_creates_a_download_with_libtorrents_hashes(client, shaped, shape, maker):
    t = shaped[shape, maker]
    resp = client.post("/add", data={"csrf_token": form_token(client), "magnets": "",
                                     "torrent": [(io.BytesIO(t.data), f"{t.id}.torrent")]},
                       content_type="multipart/form-data")
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200, html
    assert html.count("<strong>Added</strong>") == 1 and "Not added" not in html
    d = store.Download.get()
    assert [{"hash": h.hash, "kind": h.kind} for h in store.hashes_of(d.id)] == _kinds(t)
    assert d.size == sum(size for _, size in t.files)


# --- the real qBittorrent ---------------------------------------------------------------------------


def test_qbittorrent_loads_every_shape_with_the_parsers_file_list(qbt, shaped, tmp_path):
    """qBittorrent 4.5 runs libtorrent 2.0, not the 2.1 of the Python wheel: it must agree as well."""
    for t in shaped.values():
        # Never the case's own save_path: the qbt fixture removes torrents *with their data*.
        qbt.add(torrent=t.data, save_path=str(tmp_path / t.id), paused=True)
    for t in shaped.values():
        meta = parse_torrent(t.data)
        ident = api_id(meta.infohashes)
        got = eventually(lambda ident=ident: _files(qbt, ident))
        assert [(f["name"], f["size"]) for f in got] == [("/".join(f.path), f.size) for f in meta.files], t.id
    assert len(qbt.torrents()) == len(shaped)


def _files(qbt, ident: str) -> list[dict]:
    """qBittorrent's file list once the torrent is listed ("Ok." from torrents/add is not "listed")."""
    try:
        files = qbt.files(ident)
    except QbitNotFound as exc:
        raise LookupError(ident) from exc
    if not files:
        raise LookupError(f"qBittorrent has no files for {ident} yet")
    return files


def test_qbittorrent_reads_and_refuses_the_hand_made_layouts_like_the_parser(qbt, tmp_path):
    """The edge layouts of tests/test_metainfo.py, where the parser follows libtorrent 2.1, hold for 2.0 too."""
    for label, data in READ.items():
        assert qbt.add(torrent=data, save_path=str(tmp_path), paused=True) is AddResult.OK, label
        meta = parse_torrent(data)
        ident = api_id(meta.infohashes)
        got = eventually(lambda ident=ident: _files(qbt, ident))
        assert [(f["name"], f["size"]) for f in got] == [("/".join(f.path), f.size) for f in meta.files], label
    accepted = []
    for label, data in REFUSED.items():
        with pytest.raises(MalformedTorrent):
            parse_torrent(data)
        try:
            qbt.add(torrent=data, save_path=str(tmp_path), paused=True)
        except QbitAddRejected:  # HTTP 415: qBittorrent's libtorrent refused the file as well
            continue
        accepted.append(label)
    assert accepted == []


def test_every_shape_seeded_on_loopback_downloads_into_qbittorrent_without_pad_files(qbt, seeder, shaped, tmp_path):
    """The factory's output seeds as is (``save_path``): qBittorrent fetches every case from the seeder."""
    _seed_all(seeder, shaped.values())
    for t in shaped.values():
        qbt.add(torrent=t.data, save_path=str(tmp_path / t.id))
    for t in shaped.values():
        ident = api_id(parse_torrent(t.data).infohashes)
        eventually(lambda ident=ident: qbt.torrents([ident])[0])  # "Ok." is not "listed": peers need a torrent
        qbt.add_peers(ident, [seeder.peer])
    for t in shaped.values():
        ident = api_id(parse_torrent(t.data).infohashes)
        eventually(lambda ident=ident: _complete(qbt, ident, seeder.peer), timeout=120, interval=0.25)
    for t in shaped.values():
        target = tmp_path / t.id
        for path, size in t.files:
            if size:
                assert (target / path).read_bytes() == (t.save_path / path).read_bytes(), (t.id, path)
        on_disk = {p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file()}
        assert on_disk <= {path for path, _ in t.files}, t.id  # never a .pad/ file written
        assert {path for path, size in t.files if size} <= on_disk, t.id


def _complete(qbt, ident: str, peer: str) -> None:
    (t,) = qbt.torrents([ident]) or [None]
    if t is not None and t["progress"] < 1 and (t["num_seeds"] == 0 or t["state"] == "stalledDL"):
        qbt.add_peers(ident, [peer])  # a loaded machine can drop the connection (then it stalls mid-way)
    assert t is not None and t["progress"] == 1, t and (t["name"], t["state"], t["progress"])


def _seed_all(seeder, torrents) -> None:
    """Seed many at once in libtorrent's seed mode.

    ``Seeder.seed`` waits for a full check, and libtorrent checks one torrent per second tick
    (46 cases took 45 s). Seed mode trusts the data and hashes each piece as it is sent instead; the
    factory has already checked that every file sits under ``save_path``, and the byte comparison
    after the download catches anything else.
    """
    handles = []
    for t in torrents:
        params = lt.add_torrent_params()
        params.ti = lt.torrent_info(t.data)
        params.save_path = str(t.save_path)
        params.flags |= lt.torrent_flags.seed_mode
        handles.append((t.id, seeder.session.add_torrent(params)))
    eventually(lambda: [_seeding(i, h) for i, h in handles], timeout=10)


def _seeding(case: str, handle) -> None:
    assert handle.status().is_seeding, (case, handle.status().state)

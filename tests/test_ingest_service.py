"""The ingest service (SPEC §5): success creates or finds; every error path creates nothing."""

import io
import json

import pytest

from jellybit import logs, store
from jellybit.ingest import errors, service
from tests import torrent_factory as tf

V1 = "c9e15763f722f23e98a29decdfae341b98d53056"
V2 = "1" * 64


def counts(torrents_dir):
    files = sorted(p.name for p in torrents_dir.glob("*")) if torrents_dir.exists() else []
    return (store.Download.select().count(), store.DownloadInfohash.select().count(),
            store.StateChange.select().count(), files)


@pytest.fixture
def tdir(tmp_path):
    return tmp_path / "torrents"


@pytest.fixture
def payload_torrent(tmp_path):
    root = tf.make_payload(tmp_path / "payload" / "Show.S01.1080p", {"Show.S01E01.mkv": 40000, "ep2.mkv": 30000})
    return tf.make_torrent(root, "hybrid")


def ingest_torrent(data, tdir, **kw):
    return service.ingest_torrent(data, torrents_dir=tdir, max_size=kw.pop("max_size", 1 << 20), **kw)


BAD_MAGNETS = {
    "invalid_magnet": ["http://example.com", "magnet:?xt=urn:btih:zzzz", "magnet:?xt=urn:btmh:1120" + "a" * 64],
    "no_infohash": ["magnet:?dn=only-a-name", "magnet:?xt=urn:ed2k:31d6cfe0d16ae931b73c59d7e0c089c0"],
}


@pytest.mark.parametrize("code,uri", [(c, u) for c, us in BAD_MAGNETS.items() for u in us])
def test_zero_result_contract_for_bad_magnets(db, tdir, code, uri):
    before = counts(tdir)
    with pytest.raises(errors.IngestError) as err:
        service.ingest_magnet(uri)
    assert err.value.code == code
    assert counts(tdir) == before == (0, 0, 0, [])


BAD_TORRENTS = {
    "malformed_torrent": [b"", b"not bencode", b"d4:infoi1ee", b"d4:infod4:name1:xee", b"le",
                          tf.bencode({"info": {"name": "x", "piece length": 16384, "pieces": "", "length": 1}})
                          + b"trailing"],
    "too_large": [b"d" + b"1:a" * 600_000 + b"e"],
    "unsupported": [tf.bencode({"info": {"name": "x", "piece length": 16384, "meta version": 3,
                                         "pieces": b"\0" * 20, "length": 1}})],
}


@pytest.mark.parametrize("code,data", [(c, d) for c, ds in BAD_TORRENTS.items() for d in ds])
def test_zero_result_contract_for_bad_torrents(db, tdir, code, data):
    before = counts(tdir)
    with pytest.raises(errors.IngestError) as err:
        ingest_torrent(data, tdir)
    assert err.value.code == code, err.value
    assert counts(tdir) == before == (0, 0, 0, [])


def test_a_database_failure_leaves_no_stored_file(db, tdir, payload_torrent, monkeypatch):
    def boom(**kw):
        raise RuntimeError("disk full")
    monkeypatch.setattr(service.store, "create_download_if_no_active", boom)
    with pytest.raises(RuntimeError):
        ingest_torrent(payload_torrent, tdir)
    assert list(tdir.glob("*")) == []


def test_torrent_is_stored_content_addressed_and_becomes_the_source_ref(db, tdir, payload_torrent):
    got = ingest_torrent(payload_torrent, tdir)
    assert got.created and got.name == "Show.S01.1080p"
    hashes = tf.infohashes_of(payload_torrent)
    assert [h.hash for h in got.infohashes] == [hashes.v1, hashes.v2]
    d = store.get(got.download_id)
    assert d.state == "catched" and d.source_kind == "torrent"
    stored = list(tdir.glob("*.torrent"))
    assert [str(p) for p in stored] == [d.source_ref] and stored[0].read_bytes() == payload_torrent
    again = ingest_torrent(payload_torrent, tdir)
    assert not again.created and again.download_id == got.download_id
    assert len(list(tdir.glob("*"))) == 1


def test_magnet_of_a_torrent_dedups_against_the_torrent(db, tdir, payload_torrent):
    got = ingest_torrent(payload_torrent, tdir)
    again = service.ingest_magnet(tf.magnet_of(payload_torrent))
    assert not again.created and again.download_id == got.download_id


def test_hybrid_magnet_after_its_v1_magnet_is_the_same_download_with_both_hashes(db):
    first = service.ingest_magnet(f"magnet:?xt=urn:btih:{V1}&dn=Some+Name")
    second = service.ingest_magnet(f"magnet:?xt=urn:btih:{V1.upper()}&xt=urn:btmh:1220{V2}")
    assert first.created and not second.created and second.download_id == first.download_id
    assert [(h.hash, h.kind) for h in store.hashes_of(first.download_id)] == [(V1, "v1"), (V2, "v2")]


def test_degenerate_name_never_reaches_the_download(db):
    got = service.ingest_magnet(f"magnet:?xt=urn:btih:{V1}&dn=-")
    assert got.name == "" and store.get(got.download_id).name == ""


def test_ingest_text_finds_every_magnet_in_chat_words(db):
    text = (f"look: magnet:?xt=urn:btih:{V1}&dn=A and also\nmagnet:?xt=urn:btih:{'b' * 40}, thanks! "
            "magnet:?xt=urn:btih:nothex")
    outcomes = service.ingest_text(text)
    assert [bool(o.ingested) for o in outcomes] == [True, True, False]
    assert outcomes[2].error.code == "invalid_magnet"
    assert store.Download.select().count() == 2


def test_text_without_a_magnet_is_one_error(db):
    (o,) = service.ingest_text("hello there")
    assert o.error and o.error.code == "invalid_magnet" and store.Download.select().count() == 0


def test_ingest_is_logged_in_the_download_context(db):
    stream = io.StringIO()
    logs.configure("INFO", stream=stream)
    got = service.ingest_magnet(f"magnet:?xt=urn:btih:{V1}")
    recs = [json.loads(line) for line in stream.getvalue().splitlines()]
    mine = [r for r in recs if r.get("download_id") == got.download_id]
    assert any(r["msg"].startswith("ingest accepted") and r["infohash"] == V1 for r in mine)
    logs.configure("WARNING")


def test_degenerate_name_does_not_reach_the_source_ref(db):
    got = service.ingest_magnet(f"magnet:?xt=urn:btih:{V1}&dn=-&tr=udp%3A%2F%2F127.0.0.1%3A1")
    assert store.get(got.download_id).source_ref == f"magnet:?xt=urn:btih:{V1}&tr=udp%3A%2F%2F127.0.0.1%3A1"


def test_lines_without_a_magnet_are_reported_and_refusals_carry_a_sentence_and_the_text(db):
    good = f"magnet:?xt=urn:btih:{V1}"
    outcomes = service.ingest_lines(f"  {good}  \nhello there\n\nmagnet:?xt=urn:btih:nope\n")
    assert [(o.ingested is not None, o.text) for o in outcomes] == [
        (True, ""), (False, "hello there"), (False, "magnet:?xt=urn:btih:nope")]
    assert outcomes[1].error.code == "invalid_magnet" and outcomes[1].said.startswith("This line is not a magnet")
    assert outcomes[2].said == "This magnet link is broken or cut off: copy it again."
    assert "btih" in outcomes[2].error.message  # the technical detail is kept apart
    assert store.Download.select().count() == 1


def test_a_refused_file_is_said_from_its_first_bytes(db, tdir):
    [o] = service.ingest_many(torrents=[("page.torrent", b"<html>Not Found</html>")], torrents_dir=tdir,
                              max_size=1 << 20)
    assert o.said == "This file is not a .torrent (it starts with “<html>Not Found</html>…”)."
    [big] = service.ingest_many(torrents=[("big.torrent", b"d" * 3000)], torrents_dir=tdir, max_size=2048)
    assert big.error.code == "too_large" and "limit of 2 KiB" in big.said

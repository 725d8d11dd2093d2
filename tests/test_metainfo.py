""".torrent metainfo: infohashes and file lists equal libtorrent's and torf's; refusals are typed."""

from __future__ import annotations

import hashlib
import io
import time

import libtorrent as lt
import pytest
import torf

from jellybit.infohash import V1, V2
from jellybit.ingest.errors import MalformedTorrent, TooLarge, Unsupported
from jellybit.ingest.metainfo import Metainfo, TorrentFile, normalize_name, parse_torrent
from jellybit.layout.safety import UnsafePath, relative_parts
from tests.torrent_factory import (
    bencode,
    build_torrent,
    files_of,
    infohashes_of,
    make_payload,
    make_torf_torrent,
    make_torrent,
)

ROOT = b"r" * 32  # a stand-in v2 "pieces root"; parse_torrent does not verify piece data


# --- name normalisation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("", ""),
        ("   ", ""),
        ("-", ""),  # the no-name sentinel (seed 001)
        ("  -\t", ""),
        ("\u00a0-\u3000", ""),
        ("--", "--"),  # only the lone sentinel is special
        ("_", "_"),
        ("- -", "- -"),
        ("Movie", "Movie"),
        ("  The   Movie  ", "The Movie"),
        ("The\tMovie\n(2020)\r\n", "The Movie (2020)"),
        ("The\u00a0\u2009Movie", "The Movie"),  # NBSP, thin space
        ("The\u3000Movie", "The Movie"),  # ideographic space
        ("Mo\x00vie", "Movie"),
        ("\x1b[31mRed\x1b[0m", "[31mRed[0m"),
        ("A\x7fB\x9bC", "ABC"),  # DEL and a C1 control
        ("A\x85B", "A B"),  # NEL is a line break
        ("A\u200bB", "A\u200bB"),  # zero-width space is a format char, not whitespace: kept
        ("Мастер  и\tМаргарита", "Мастер и Маргарита"),
    ],
)
def test_normalize_name(raw, name):
    assert normalize_name(raw) == name


# --- cross-checks against libtorrent and torf ------------------------------------------------------

PAYLOADS = {
    "single": {"Movie.2020.1080p.mkv": 70_001},
    "multi": {
        "Show  S01/S01E01.mkv": 40_000,
        "Show  S01/S01E02.mkv": 50_000,
        "Show  S01/Subs/Рус.srt": "1\n00:00:01,000 --> 00:00:02,000\nПривет\n".encode(),
        "Show  S01/empty.nfo": b"",
        "Show  S01/Extras/deep/er/clip.mkv": 16_384,
        "Show  S01/a.txt": b"a",
    },
}


@pytest.fixture(scope="module")
def payloads(tmp_path_factory):
    base = tmp_path_factory.mktemp("payload")
    make_payload(base, PAYLOADS["single"])
    make_payload(base, PAYLOADS["multi"])
    return {"single": base / "Movie.2020.1080p.mkv", "multi": base / "Show  S01"}


def _paths(meta: Metainfo) -> list[tuple[str, int]]:
    return [("/".join(f.path), f.size) for f in meta.files]


@pytest.mark.parametrize("kind", ["v1", "v2", "hybrid"])
@pytest.mark.parametrize("layout", ["single", "multi"])
def test_matches_libtorrent(payloads, kind, layout):
    data = make_torrent(payloads[layout], kind)
    meta = parse_torrent(data)
    assert tuple(h.hash for h in meta.infohashes) == infohashes_of(data).all
    assert [h.kind for h in meta.infohashes] == {"v1": [V1], "v2": [V2], "hybrid": [V1, V2]}[kind]
    assert _paths(meta) == files_of(data)  # same paths, same order, padding files left out
    assert meta.total_size == sum(size for _, size in files_of(data))
    assert meta.meta_version == (1 if kind == "v1" else 2)
    assert meta.raw == data


def test_hybrid_padding_files_are_skipped(payloads):
    data = make_torrent(payloads["multi"], "hybrid")
    assert b"4:attr1:p" in data and b"4:.pad" in data  # libtorrent did pad the v1 list
    assert not any(".pad" in f.path for f in parse_torrent(data).files)


def test_multi_file_paths_are_rooted_at_the_raw_torrent_name(payloads):
    meta = parse_torrent(make_torrent(payloads["multi"], "v1"))
    assert meta.name == "Show S01"  # display name is normalised …
    assert TorrentFile(("Show  S01", "Subs", "Рус.srt"), 45) in meta.files  # … paths are as on disk
    assert all(f.path[0] == "Show  S01" for f in meta.files)
    single = parse_torrent(make_torrent(payloads["single"], "v1"))
    assert single.files == (TorrentFile(("Movie.2020.1080p.mkv",), 70_001),)
    assert single.name == "Movie.2020.1080p.mkv"


@pytest.mark.parametrize("layout", ["single", "multi"])
def test_matches_torf(payloads, layout):
    data = make_torf_torrent(payloads[layout])
    meta = parse_torrent(data)
    assert meta.infohashes[0].hash == torf.Torrent.read_stream(io.BytesIO(data)).infohash == infohashes_of(data).v1
    assert _paths(meta) == files_of(data)


def test_private_flag_and_trackers(payloads):
    trackers = ("udp://127.0.0.1:6969/announce", "http://127.0.0.1:8000/announce")
    data = make_torrent(payloads["single"], "hybrid", private=True, trackers=trackers)
    meta = parse_torrent(data)
    assert meta.private is True
    assert meta.trackers == trackers
    assert parse_torrent(make_torrent(payloads["single"], "v1")).private is False


# --- the infohash is taken from the raw bytes -------------------------------------------------------


def _v1_info(**extra) -> dict:
    return {"name": "a.bin", "piece length": 16384, "pieces": b"x" * 20, "length": 11, **extra}


def test_unsorted_info_keys_hash_as_written_like_libtorrent():
    info = b"d4:name5:a.bin6:lengthi11e6:pieces20:" + b"x" * 20 + b"12:piece lengthi16384ee"
    data = b"d4:info" + info + b"e"
    meta = parse_torrent(data)
    assert meta.infohashes[0].hash == hashlib.sha1(info).hexdigest() == infohashes_of(data).v1
    # Re-encoding the parsed dict would have sorted the keys and produced another hash.
    assert hashlib.sha1(bencode(_v1_info())).hexdigest() != meta.infohashes[0].hash


def test_keys_outside_info_do_not_change_the_infohash():
    plain = parse_torrent(build_torrent(_v1_info()))
    dressed = parse_torrent(build_torrent(_v1_info(), comment="hi", announce="udp://127.0.0.1:1/a", zzz=[1, {}]))
    assert plain.infohashes == dressed.infohashes


def test_duplicate_info_keys_are_refused():
    # libtorrent would silently take the first "name"; another tool may take the last.
    info = b"d6:lengthi11e4:name5:a.bin4:name5:b.bin12:piece lengthi16384e6:pieces20:" + b"x" * 20 + b"e"
    with pytest.raises(MalformedTorrent, match="duplicate dictionary key b'name'"):
        parse_torrent(b"d4:info" + info + b"e")


# --- names and paths as libtorrent reads them -------------------------------------------------------


def test_utf8_variants_are_preferred_like_libtorrent():
    data = build_torrent(
        {
            "name": b"\xcf\xf0\xe8\xe2\xe5\xf2",  # cp1251 bytes, not UTF-8
            "name.utf-8": "Привет",
            "piece length": 16384,
            "pieces": b"x" * 20,
            "files": [{"length": 5, "path": [b"\xf4\xe0\xe9\xeb"], "path.utf-8": ["файл"]}],
        }
    )
    meta = parse_torrent(data)
    assert meta.name == "Привет"
    assert _paths(meta) == files_of(data) == [("Привет/файл", 5)]


def test_invalid_utf8_is_replaced_not_refused():
    meta = parse_torrent(build_torrent(_v1_info(name=b"caf\xe9")))
    assert meta.name == "caf\ufffd"


def test_the_dash_sentinel_name_gives_an_empty_display_name_but_keeps_the_path():
    data = build_torrent(_v1_info(name="-"))
    meta = parse_torrent(data)
    assert meta.name == ""
    assert _paths(meta) == files_of(data) == [("-", 11)]


def test_v2_single_file_takes_its_path_from_the_file_tree_like_libtorrent():
    info = {
        "meta version": 2,
        "name": "foo.bin",
        "piece length": 16384,
        "file tree": {"bar.bin": {"": {"length": 5, "pieces root": ROOT}}},
    }
    data = build_torrent(info)
    meta = parse_torrent(data)
    assert _paths(meta) == files_of(data) == [("bar.bin", 5)]
    assert meta.name == "foo.bin"


def test_v2_file_tree_order_is_depth_first_in_key_order():
    tree = {
        "b": {"": {"length": 1, "pieces root": ROOT}},
        "a": {"z": {"": {"length": 2, "pieces root": ROOT}}, "y": {"x": {"": {"length": 3, "pieces root": ROOT}}}},
        "c": {"": {"length": 0}},
    }
    data = build_torrent({"meta version": 2, "name": "t", "piece length": 16384, "file tree": tree})
    assert _paths(parse_torrent(data)) == files_of(data) == [("t/a/y/x", 3), ("t/a/z", 2), ("t/b", 1), ("t/c", 0)]


@pytest.mark.parametrize(
    ("node", "skipped"),
    [
        ({"length": 5, "path": ["pad"], "attr": "p"}, True),
        ({"length": 5, "path": ["x"], "attr": "hp"}, True),
        ({"length": 5, "attr": "p"}, True),  # a pad needs no path (libtorrent files it under .pad/)
        ({"length": 5, "path": ["_____padding_file_0_"]}, True),  # BitComet's (and old libtorrent's) name
        ({"length": 5, "path": [".pad", "5"]}, False),  # under .pad/ without attr: libtorrent downloads it
        ({"length": 5, "path": [".pad"]}, False),
        ({"length": 5, "path": ["x"], "attr": "x"}, False),
    ],
)
def test_padding_files(node, skipped):
    files = [{"length": 3, "path": ["real.mkv"]}, node]
    data = build_torrent({"name": "t", "piece length": 16384, "pieces": b"x" * 20, "files": files})
    meta = parse_torrent(data)
    assert [f.path for f in meta.files] == [("t", "real.mkv")] + ([] if skipped else [("t", *node["path"])])
    assert meta.total_size == 3 + (0 if skipped else 5)
    assert _paths(meta) == files_of(data)


@pytest.mark.parametrize(
    ("path", "refused"),
    [
        (["..", "etc", "passwd"], "climbs out"),
        (["/etc", "passwd"], "climbs out"),  # joined under the name: "t//etc/passwd" → t/etc/passwd is safe
        (["a/../../b"], "climbs out"),
        (["a\x00b"], "NUL"),
        (["a", ".", "b"], None),  # "." and "" components vanish when the path is split: harmless
        (["", "b"], None),
    ],
)
def test_hostile_path_components_are_kept_and_refused_by_the_one_path_rule(path, refused):
    """The parser keeps paths as given; the layout's lexical check (its one owner) refuses the hostile ones."""
    files = [{"length": 3, "path": ["ok.mkv"]}, {"length": 4, "path": path}]
    meta = parse_torrent(build_torrent({"name": "t", "piece length": 16384, "pieces": b"x" * 20, "files": files}))
    assert meta.files[1].path == ("t", *path)  # returned as given: layout decides
    joined = "/".join(meta.files[1].path)
    if refused is None or (path[0].startswith("/") and ".." not in joined):
        assert all(p not in ("", ".", "..") for p in relative_parts(joined, what="source"))
    else:
        with pytest.raises(UnsafePath, match=refused):
            relative_parts(joined, what="source")


def test_a_hostile_torrent_name_is_refused_for_every_file():
    meta = parse_torrent(build_torrent(_v1_info(name="..")))
    with pytest.raises(UnsafePath, match="climbs out"):
        relative_parts("/".join(meta.files[0].path), what="source")
    tree = {"../x": {"": {"length": 5, "pieces root": ROOT}}, "ok": {"": {"length": 5, "pieces root": ROOT}}}
    v2 = parse_torrent(build_torrent({"meta version": 2, "name": "t", "piece length": 16384, "file tree": tree}))
    hostile = next(f for f in v2.files if "../x" in f.path)
    with pytest.raises(UnsafePath, match="climbs out"):
        relative_parts("/".join(hostile.path), what="source")


# --- refusals ---------------------------------------------------------------------------------------


def _files_info(files, **extra) -> dict:
    return {"name": "t", "piece length": 16384, "pieces": b"x" * 20, "files": files, **extra}


def _v2_info(tree, **extra) -> dict:
    return {"meta version": 2, "name": "t", "piece length": 16384, "file tree": tree, **extra}


FILE = {"": {"length": 5, "pieces root": ROOT}}


@pytest.mark.parametrize(
    ("data", "error", "message"),
    [
        (b"", MalformedTorrent, "empty input"),
        (b"<html>not a torrent</html>", MalformedTorrent, "unexpected byte b'<' at byte 0"),
        (build_torrent(_v1_info()) + b"\n", MalformedTorrent, "trailing data"),
        (bencode([1, 2]), MalformedTorrent, "must be a bencoded dictionary"),
        (bencode({"announce": "x"}), MalformedTorrent, "missing 'info'"),
        (bencode({"info": "x"}), MalformedTorrent, "missing 'info'"),
        (build_torrent({k: v for k, v in _v1_info().items() if k != "name"}), MalformedTorrent, "'name'"),
        (build_torrent(_v1_info(name="")), MalformedTorrent, "missing or empty 'name'"),
        (build_torrent(_v1_info(name=5)), MalformedTorrent, "'name' is not a string"),
        (build_torrent({k: v for k, v in _v1_info().items() if k != "pieces"}), MalformedTorrent, "no 'pieces'"),
        (build_torrent(_v1_info(**{"meta version": 3})), Unsupported, "'meta version' 3"),
        (build_torrent(_v1_info(**{"meta version": 0})), Unsupported, "'meta version' 0"),
        (build_torrent(_v1_info(**{"meta version": "2"})), MalformedTorrent, "not an integer"),
        (build_torrent(_v1_info(**{"piece length": 0})), MalformedTorrent, "'piece length'"),
        (build_torrent(_v1_info(**{"piece length": "16384"})), MalformedTorrent, "'piece length'"),
        (build_torrent(_v1_info(pieces=b"x" * 19)), MalformedTorrent, "20-byte hashes"),
        (build_torrent(_v1_info(pieces=b"x" * 40)), MalformedTorrent, "holds 2 hashes, the files need 1"),
        (build_torrent(_v1_info(pieces=7)), MalformedTorrent, "20-byte hashes"),
        (build_torrent(_v1_info(length=-1)), MalformedTorrent, "'length'"),
        (build_torrent(_v1_info(length="11")), MalformedTorrent, "'length'"),
        (build_torrent(_v1_info(length=0, pieces=b"")), MalformedTorrent, "holds no data"),
        (build_torrent(_files_info("x")), MalformedTorrent, "'files' is not a non-empty list"),
        (build_torrent(_files_info([])), MalformedTorrent, "'files' is not a non-empty list"),
        (build_torrent(_files_info([5])), MalformedTorrent, "files[0] is not a dictionary"),
        (build_torrent(_files_info([{"path": ["a"]}])), MalformedTorrent, "files[0]: 'length'"),
        (build_torrent(_files_info([{"length": 5}])), MalformedTorrent, "files[0]: missing or empty 'path'"),
        (build_torrent(_files_info([{"length": 5, "path": []}])), MalformedTorrent, "missing or empty 'path'"),
        (build_torrent(_files_info([{"length": 5, "path": "a"}])), MalformedTorrent, "not a list of strings"),
        (build_torrent(_files_info([{"length": 5, "path": ["a", 1]}])), MalformedTorrent, "not a list of strings"),
        (build_torrent(_files_info([{"length": 5, "path": ["a"], "attr": 1}])), MalformedTorrent, "'attr'"),
        (build_torrent(_v2_info({})), MalformedTorrent, "'file tree' is missing or empty"),
        (build_torrent(_v2_info("x")), MalformedTorrent, "'file tree' is missing or empty"),
        (build_torrent(_v2_info({"a": 5})), MalformedTorrent, "'a' is not a non-empty dictionary"),
        (build_torrent(_v2_info({"a": {}})), MalformedTorrent, "'a' is not a non-empty dictionary"),
        (build_torrent(_v2_info({"a": {**FILE, "b": FILE}})), MalformedTorrent, "mixes a file and a directory"),
        (build_torrent(_v2_info({"a": {"": 5}})), MalformedTorrent, "mixes a file and a directory"),
        (build_torrent(_v2_info({"a": {"": {"length": -5}}})), MalformedTorrent, "'length'"),
        (build_torrent(_v2_info({"a": FILE}, **{"piece length": 16385})), MalformedTorrent, "power of two"),
        (build_torrent(_v2_info({"a": FILE}, **{"piece length": 8192})), MalformedTorrent, "power of two"),
        (
            build_torrent(_v2_info({"a": FILE}, pieces=b"x" * 20, files=[{"length": 6, "path": ["a"]}])),
            MalformedTorrent,
            "disagree",
        ),
        (
            build_torrent(_v2_info({"a": FILE}, pieces=b"x" * 20, files=[{"length": 5, "path": ["b"]}])),
            MalformedTorrent,
            "disagree",
        ),
        (build_torrent(_v1_info(), announce=5), MalformedTorrent, "'announce'"),
        (build_torrent(_v1_info(), announce_list=["udp://127.0.0.1:1"]), MalformedTorrent, "'announce-list'"),
        (build_torrent(_v1_info(), announce_list=[[5]]), MalformedTorrent, "'announce-list'"),
    ],
)
def test_refusals(data, error, message):
    with pytest.raises(error) as caught:
        parse_torrent(data)
    assert type(caught.value) is error
    assert message in str(caught.value)


def test_refusal_codes():
    assert (MalformedTorrent.code, TooLarge.code, Unsupported.code) == ("malformed_torrent", "too_large", "unsupported")


def test_size_limit_is_checked_before_parsing():
    data = build_torrent(_v1_info())
    assert parse_torrent(data, max_size=len(data)).name == "a.bin"
    with pytest.raises(TooLarge, match=f"{len(data)} bytes is over the limit of {len(data) - 1}"):
        parse_torrent(data, max_size=len(data) - 1)
    with pytest.raises(TooLarge):
        parse_torrent(b"\xff" * (10 * 1024 * 1024 + 1))  # the default limit is 10 MiB; garbage never parsed


def test_non_bytes_are_refused():
    with pytest.raises(MalformedTorrent):
        parse_torrent("d4:infodee")


def test_hybrid_lists_are_compared_without_padding_and_the_v2_list_is_returned():
    tree = {"a": FILE, "b": {"": {"length": 7, "pieces root": ROOT}}}
    files = [
        {"length": 5, "path": ["a"]},
        {"length": 16379, "path": [".pad", "16379"], "attr": "p"},
        {"length": 7, "path": ["b"]},
    ]
    data = build_torrent(_v2_info(tree, pieces=b"x" * 40, files=files))
    meta = parse_torrent(data)
    assert [(f.path, f.size) for f in meta.files] == [(("t", "a"), 5), (("t", "b"), 7)]
    assert _paths(meta) == files_of(data)
    assert [h.kind for h in meta.infohashes] == [V1, V2]


# --- hand-made layouts: read, or refused, exactly where libtorrent reads or refuses them -------------

PL = 16384


def _file(size: int, **extra) -> dict:
    return {"": {"length": size, **({"pieces root": ROOT} if size else {}), **extra}}


def _pad(size: int) -> dict:
    return {"length": size, "path": [".pad", str(size)], "attr": "p"}


def _hybrid(tree, files, pieces=1, **extra) -> bytes:
    return build_torrent(_v2_info(tree, pieces=b"x" * (20 * pieces), files=files, **extra))


AB_TREE = {"a": _file(5), "b": _file(7)}
A, B = {"length": 5, "path": ["a"]}, {"length": 7, "path": ["b"]}
READ = {
    "hybrid one file in a folder": _hybrid({"a": _file(5)}, [A]),
    "hybrid single file named like its key": build_torrent(
        _v2_info({"a": _file(5)}, name="a", pieces=b"x" * 20, length=5)),
    "hybrid with pads": _hybrid(AB_TREE, [A, _pad(PL - 5), B], 2),
    "hybrid with a tail pad": _hybrid(AB_TREE, [A, _pad(PL - 5), B, _pad(PL - 7)], 2),
    "hybrid with a BitComet pad": _hybrid(AB_TREE, [A, {"length": PL - 5, "path": ["_____padding_file_0_"]}, B], 2),
    "hybrid empty file and pad swapped": _hybrid(
        {"a": _file(5), "e": _file(0), "z": _file(3)},
        [A, {"length": 0, "path": ["e"]}, _pad(PL - 5), {"length": 3, "path": ["z"]}], 2),
    "hybrid empty file named otherwise in v1": _hybrid(
        {"a": _file(5), "e": _file(0)}, [A, {"length": 0, "path": ["x"]}]),
    "hybrid mtime differs": _hybrid({"a": _file(5, mtime=7)}, [A]),
    "hybrid name.utf-8": _hybrid(AB_TREE, [A, _pad(PL - 5), B], 2, **{"name.utf-8": "u"}),
    "hybrid path.utf-8": _hybrid(AB_TREE, [{**A, "path": ["zz"], "path.utf-8": ["a"]}, _pad(PL - 5), B], 2),
    "v2 one file in a sub-folder": build_torrent(_v2_info({"d": {"a": _file(5)}})),
    "v2 real file under .pad/": build_torrent(_v2_info({"a": _file(5), ".pad": {"9": _file(9)}})),
    "v2 empty file": build_torrent(_v2_info({"a": _file(5), "e": _file(0)})),
    "v1 pad without a path": build_torrent(_files_info([A, {"length": 7, "attr": "p"}])),
}
REFUSED = {
    "hybrid without pads": _hybrid(AB_TREE, [A, B]),
    "hybrid in another order": _hybrid(AB_TREE, [B, _pad(PL - 7), A], 2),
    "hybrid pad without attr": _hybrid(AB_TREE, [A, {"length": PL - 5, "path": [".pad", str(PL - 5)]}, B], 2),
    "hybrid single file named unlike its key": build_torrent(_v2_info({"a": _file(5)}, pieces=b"x" * 20, length=5)),
    "hybrid single file, tree in a folder": build_torrent(
        _v2_info({"d": {"a": _file(5)}}, pieces=b"x" * 20, length=5)),
    "hybrid one file renamed in v1": _hybrid({"a": _file(5)}, [{"length": 5, "path": ["b"]}]),
    "hybrid empty file only in v1": _hybrid({"a": _file(5)}, [A, {"length": 0, "path": ["e"]}]),
    "v2 explicit pad": build_torrent(_v2_info({"a": _file(5), "b": _file(7, attr="p")})),
    "v2 without pieces root": build_torrent(_v2_info({"a": {"": {"length": 5}}})),
    "v2 zero pieces root": build_torrent(_v2_info({"a": {"": {"length": 5, "pieces root": b"\0" * 32}}})),
    "v2 short pieces root": build_torrent(_v2_info({"a": {"": {"length": 5, "pieces root": b"r" * 31}}})),
}


@pytest.mark.parametrize("label", READ)
def test_hand_made_layouts_libtorrent_reads_are_read_the_same(label):
    data = READ[label]
    meta = parse_torrent(data)
    assert _paths(meta) == files_of(data)
    assert tuple(h.hash for h in meta.infohashes) == infohashes_of(data).all


@pytest.mark.parametrize("label", REFUSED)
def test_hand_made_layouts_libtorrent_refuses_are_refused(label):
    data = REFUSED[label]
    with pytest.raises(RuntimeError):
        lt.torrent_info(data)  # so qBittorrent would refuse it too, with a bare "Fails."
    with pytest.raises(MalformedTorrent):
        parse_torrent(data)


@pytest.mark.parametrize(
    "info",
    [
        _files_info([{"length": 7, "path": [".pad", "7"], "attr": "p"}]),
        _v1_info(attr="p"),
    ],
)
def test_a_torrent_of_only_padding_is_refused_where_libtorrent_would_load_nothing(info):
    data = build_torrent(info)
    assert files_of(data) == []  # libtorrent loads it, with nothing to download
    with pytest.raises(MalformedTorrent, match="holds no data"):
        parse_torrent(data)


def test_a_hybrid_disagreement_names_the_file():
    data = _hybrid({"a": _file(5)}, [{"length": 6, "path": ["a"]}])
    with pytest.raises(MalformedTorrent, match="'t/a' is 6 bytes in 'files' and 5 in 'file tree'"):
        parse_torrent(data)


def test_metainfo_repr_leaves_out_the_raw_bytes():
    meta = parse_torrent(build_torrent(_v1_info()))
    assert "raw" not in repr(meta) and "xxxx" not in repr(meta)


def test_a_large_torrent_parses_in_reasonable_time():
    files = [{"length": 1000 + i, "path": ["Season 01", f"episode {i:05}.mkv"]} for i in range(50_000)]
    total = sum(f["length"] for f in files)
    pieces = b"x" * (20 * -(-total // 16384))
    data = build_torrent({"name": "big", "piece length": 16384, "pieces": pieces, "files": files})
    began = time.perf_counter()
    meta = parse_torrent(data)
    elapsed = time.perf_counter() - began
    assert len(meta.files) == 50_000 and meta.total_size == total
    assert elapsed < 5, f"parsing {len(data)} bytes took {elapsed:.2f}s"


# --- v2 piece layers ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def v2_with_layers(tmp_path_factory):
    """A libtorrent v2 torrent whose first file needs a piece layer with padding leaves (3 pieces of 64 KiB)."""
    root = make_payload(tmp_path_factory.mktemp("layers") / "T", {"a.bin": 140_000, "b.bin": 5, "c.bin": 262_144})
    return lt.bdecode(make_torrent(root, "v2", piece_size=65_536))


def _relayer(top: dict, change) -> bytes:
    top = dict(top)
    layers = dict(top[b"piece layers"])
    top[b"piece layers"] = change(layers)
    if top[b"piece layers"] is None:
        del top[b"piece layers"]
    return lt.bencode(top)


def _first_layer(layers: dict) -> bytes:
    return next(key for key, value in layers.items() if len(value) == 3 * 32)


@pytest.mark.parametrize(
    ("label", "change"),
    [
        ("as made", lambda layers: layers),
        ("no piece layers", lambda layers: None),
        ("empty piece layers", lambda layers: {}),
        ("piece layers not a dict", lambda layers: 5),
        ("an extra layer", lambda layers: {**layers, b"z" * 32: b"\1" * 32}),  # libtorrent 2.1 refuses, 4.5.2 loads
    ],
)
def test_piece_layers_qbittorrent_loads_are_accepted(v2_with_layers, label, change):
    data = _relayer(v2_with_layers, change)
    meta = parse_torrent(data)
    assert _paths(meta) == [("T/a.bin", 140_000), ("T/b.bin", 5), ("T/c.bin", 262_144)], label


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda layers: {**layers, _first_layer(layers): layers[_first_layer(layers)][:-32]},
         "'T/a.bin' is 64 bytes, not one 32-byte hash for each of its 3 pieces"),
        (lambda layers: {**layers, _first_layer(layers): b"\1" * 96},
         "'T/a.bin' does not hash to the file's 'pieces root'"),
        (lambda layers: {k: v[::-1] if len(v) == 4 * 32 else v for k, v in layers.items()}, "'T/c.bin' does not hash"),
        (lambda layers: {**layers, _first_layer(layers): 5}, "'T/a.bin' is not a string of hashes"),
    ],
)
def test_a_wrong_piece_layer_is_refused_like_libtorrent(v2_with_layers, change, message):
    data = _relayer(v2_with_layers, change)
    with pytest.raises(RuntimeError, match="piece layer"):
        lt.torrent_info(data)
    with pytest.raises(MalformedTorrent, match=message):
        parse_torrent(data)

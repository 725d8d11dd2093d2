"""Path mapping from qBittorrent's view to jellybit's."""

import pytest

from jellybit.qbit.paths import map_path, parse_path_map

MAP = (("/data", "/srv/data"), ("/data/tv", "/mnt/tv"), ("/", "/mnt/root"))


@pytest.mark.parametrize(("path", "expected"), [
    ("/data", "/srv/data"),
    ("/data/", "/srv/data"),
    ("/data/movies/a.mkv", "/srv/data/movies/a.mkv"),
    ("/data/tv/show/s01e01.mkv", "/mnt/tv/show/s01e01.mkv"),  # longest prefix wins
    ("/data/tvx/a", "/srv/data/tvx/a"),  # /data/tv is not a component prefix of /data/tvx
    ("/database/x", "/mnt/root/database/x"),  # /data does not map /database
    ("/other", "/mnt/root/other"),
    ("", ""),
])
def test_map_path(path, expected):
    assert map_path(path, MAP) == expected


def test_unmatched_path_is_unchanged():
    assert map_path("/database/x", (("/data", "/srv"),)) == "/database/x"
    assert map_path("/x", ()) == "/x"


def test_trailing_separators_in_the_mapping_do_not_matter():
    assert map_path("/data/x", (("/data/", "/srv/data/"),)) == "/srv/data/x"


def test_windows_qbittorrent_paths():
    mapping = parse_path_map(r"D:\Torrents=/mnt/torrents")
    assert map_path(r"D:\Torrents\Show\e1.mkv", mapping) == "/mnt/torrents/Show/e1.mkv"
    assert map_path(r"D:\TorrentsOld\x", mapping) == r"D:\TorrentsOld\x"


def test_parse_path_map():
    assert parse_path_map(" /data=/srv/data ; /dl/=/mnt/dl/;") == (("/data", "/srv/data"), ("/dl", "/mnt/dl"))
    assert parse_path_map("") == ()
    assert parse_path_map("/a=/b=c") == (("/a", "/b=c"),)  # the first = splits


@pytest.mark.parametrize(("text", "message"), [
    ("/data", "expected qbit_prefix=local_prefix"),
    ("=/srv", "expected qbit_prefix=local_prefix"),
    ("/data=", "expected qbit_prefix=local_prefix"),
    ("data=/srv", "is not absolute"),
    ("/data=srv", "is not absolute"),
    ("/data=/a;/data/=/b", "mapped twice"),
])
def test_parse_path_map_errors(text, message):
    with pytest.raises(ValueError, match=message):
        parse_path_map(text)


def test_parse_error_names_the_item():
    with pytest.raises(ValueError, match=r"item 2 'oops'"):
        parse_path_map("/a=/b;oops")

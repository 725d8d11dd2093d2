"""Issue 13, nineteenth pass (packs): the category a held-out probe of whole torrents from file-tree tests (a
subtitle tool's folder scan, a WebDAV library sync, torrent file pickers, extras filters) exposed — names written here.

A download site's name glued by an underscore to a dotted release name (``Example.me_Show.S01E05…``, with the
site's post number after it: ``Example.me_83_Show…``) is the site, never the title's first words.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("name, title, se", [
    ("Grabvault.me_Quiet.Harbour.S02E03.1080p.WEB.h264-GRP.mkv", "Quiet Harbour", (2, [3])),
    ("Grabvault.me_127_The.Long.Ferry.S01E07.720p.WEB.h264-GRP.mkv", "The Long Ferry", (1, [7])),
    ("Fileden.to_Salt.Marsh.Diaries.s03e01.1080p.web.h264-grp.mkv", "Salt Marsh Diaries", (3, [1])),
])
def test_an_underscore_glued_site_name_is_not_the_show_title(name, title, se):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert _se(r) == se


def test_an_underscore_glued_site_name_is_not_the_film_title():
    r = _one("Grabvault.me_Copper.Lantern.2018.1080p.BluRay.x264-GRP.mkv")
    assert r.type == "movie" and r.title == "Copper Lantern" and r.year == 2018


@pytest.mark.parametrize("name, title", [
    ("Tell_Me_Nothing.2015.1080p.BluRay.x264-GRP.mkv", "Tell Me Nothing"),  # underscores, no site: kept
    ("Quiet.Harbour.S02E03.1080p.WEB.h264-GRP.mkv", "Quiet Harbour"),
])
def test_names_with_no_site_keep_their_title(name, title):
    assert _one(name).title == title


def _pack(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", 1_400_000_000) for f in files)))


def test_a_pack_whose_files_carry_a_glued_site_name_agrees_with_its_name():
    r = _pack("Quiet.Harbour.S02.1080p.WEB.h264-GRP",
              [f"Grabvault.me_Quiet.Harbour.S02E0{e}.1080p.WEB.h264-GRP.mkv" for e in (1, 2, 3)])
    assert r.title == "Quiet Harbour" and "name_files_disagree" not in r.issues
    assert sorted(_se_all(r)) == [(2, [1]), (2, [2]), (2, [3])]


def test_a_folder_named_for_another_show_than_its_site_prefixed_files_is_still_a_doubt():
    r = _pack("Quiet Harbour", [f"Grabvault.me_Salt.Marsh.Diaries.S01E0{e}.1080p.WEB.h264-GRP.mkv" for e in (1, 2)])
    assert r.decision == "review" and "name_files_disagree" in r.issues
    assert "Grabvault" not in r.reason  # the doubt names the files' show, not the site


def _se_all(r):
    return [(f.season, f.episodes) for f in r.files if f.role == "video"]

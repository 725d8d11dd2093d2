"""Issue 13, third pass: categories still behind guessit on its fixtures, on names written here.

A film's "Special Edition" is an edition, not a TV special; a Russian "N серия" ends the title like SxxEyy; a
one-file film whose file name is an abbreviation takes its title from a release folder guessit reads as one; a
subtitle-only torrent named after its episode takes the show and season from its folders.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _one(path, name=None, size=GB):
    return recognize(TorrentInput(name or path.rsplit("/", 1)[-1], (FileInput(path, size),)))


@pytest.mark.parametrize("name,title,year", [
    ("Harbour Lights (1987) Special Edition.mkv", "Harbour Lights", 1987),
    ("Harbour.Lights.(1987).(Special.Edition).DVDRip.XviD-GRP.avi", "Harbour Lights", 1987),
    ("Harbour.Lights.1987.Special.Extended.Cut.1080p.BluRay.x264-GRP.mkv", "Harbour Lights", 1987),
])
def test_special_edition_is_a_film_not_a_tv_special(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.files[0].season is None and r.decision == "auto"


def test_a_tv_special_is_still_a_special():
    r = _one("[Grp] Lantern Town - Special 2 [1080p].mkv")
    assert r.type == "series" and (r.files[0].season, r.files[0].episodes) == (0, [2])


@pytest.mark.parametrize("name,title,ep", [
    ("Tikhaya.Gavan.5.серия.из.12.WEB-DL.1080p.mkv", "Tikhaya Gavan", 5),
    ("Tikhaya.Gavan.07.серия.WEB-DL.1080p.mkv", "Tikhaya Gavan", 7),
    ("Тихая гавань серия 3 из 8 (2021) WEB-DL.mkv", "Тихая гавань", 3),
])
def test_russian_episode_word_ends_the_title(name, title, ep):
    r = _one(name)
    assert r.type == "series" and r.title == title and r.files[0].episodes == [ep]
    assert "title_leftover" not in r.issues


@pytest.mark.parametrize("path,title", [
    ("Films/Harbour Lights DVDRip.XviD-GRP/grp-hl.avi", "Harbour Lights"),
    ("Films/Les.Nuits.Blanches.Fr 2 cd/nuitsb_cd.avi", "Les Nuits Blanches"),
])
def test_abbreviated_film_file_reads_its_release_folder(path, title):
    r = _one(path)
    assert r.type == "movie" and r.title == title
    assert r.decision == "review"  # still no year


def test_a_plain_folder_does_not_replace_the_file_title():
    r = _one("Films/Home Videos/Summer Trip.avi")
    assert r.title == "Summer Trip"


def test_subtitle_only_torrent_takes_show_and_season_from_folders():
    r = _one("Shows/Lantern Town/Season 2/Episode 6 - The Long Night-eng.srt")
    sub = r.files[0]
    assert r.type == "series" and r.title == "Lantern Town"
    assert (sub.season, sub.episodes) == (2, [6]) and sub.target is None and r.decision == "review"

"""Issue 13, eighteenth pass: the categories a held-out probe of European-language name tests (a French
tracker tool, a French film sorter, an Italian user's name parser, a Polish film rater, small German and Nordic
suites) exposed — names written here.

Both wrong autos of each kind had both readers agree: the checks are on the answer's shape against the name.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a bracketed abbreviation after the title ------------------------------------------------------------------

@pytest.mark.parametrize("name, title", [
    ("Harbour (TOS) - S02 E05 - The Long Night (1080p - WEB).mkv", "Harbour"),
    ("[grp] Harbour (TNG) - S01 E01 - Arrival (720p).mp4", "Harbour"),
    ("Night.Desk.(SVU).S03E04.720p.HDTV.x264.mkv", "Night Desk"),
])
def test_an_abbreviation_in_brackets_after_the_title_is_a_doubt(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert r.decision == "review" and "qualifier_dropped" in r.issues


@pytest.mark.parametrize("name", [
    "Harbour (US) S01E02 720p HDTV.mkv",          # a country: its own doubt, not this one
    "Harbour (DUB) - S01E02 (1080p).mkv",         # release words in brackets
    "Harbour (VOSTFR) S01E02 1080p WEB.mkv",
    "Harbour (HD) S01E02.mkv",
    "Old Harbour (VHS) [1956].avi",
    "Harbour (2019) S01E02 1080p WEB.mkv",        # a year
    "Harbour (Complete) S01 1080p.mkv",           # a word, not an abbreviation
])
def test_release_words_years_and_words_in_brackets_are_not_that_doubt(name):
    assert "qualifier_dropped" not in _one(name).issues


def test_a_plain_episode_name_stays_automatic():
    r = _one("Harbour.S01E02.1080p.WEB.h264-GRP.mkv")
    assert r.decision == "auto" and "qualifier_dropped" not in r.issues


# --- a special (S00) inside a folder of another season ---------------------------------------------------------

@pytest.mark.parametrize("path, season", [
    ("Harbour Season 2 1080p WEB-DL x265-GRP/S00E14 The Long Night.mkv", 2),
    ("Harbour.Season.4.Complete.720p.WEB.x264-GRP/Harbour.S00E03.Webisode.Behind.The.Scenes.mkv", 4),
    ("Harbour.S03.1080p.BluRay.x264-GRP/Harbour.S00E01.Special.1080p.BluRay.x264-GRP.mkv", 3),
])
def test_a_special_numbered_file_in_a_folder_of_another_season_is_a_doubt(path, season):
    r = _one(path)
    assert _se(r)[0] == 0  # the file's own numbering is kept
    assert r.decision == "review" and "special_in_season" in r.issues
    assert f"season {season}" in r.reason


@pytest.mark.parametrize("path", [
    "Harbour Season 2/Harbour.S02E14.The.Long.Night.mkv",        # the folder's season
    "Harbour/Specials/Harbour.S00E01.Christmas.Special.mkv",     # a specials folder
    "Harbour.S00E01.Christmas.Special.1080p.WEB.mkv",            # no folder at all
    "Harbour.S01-S03.1080p.WEB/Harbour.S00E01.Special.mkv",      # a folder of several seasons
])
def test_a_special_where_no_single_other_season_is_named_is_not_that_doubt(path):
    assert "special_in_season" not in _one(path).issues


def test_a_season_pack_torrent_with_a_special_is_reviewed_once():
    files = tuple(FileInput(f"Harbour.S03.1080p.WEB.x264-GRP/Harbour.S03E0{i}.1080p.WEB.x264-GRP.mkv", 2**30)
                  for i in range(1, 4))
    files += (FileInput("Harbour.S03.1080p.WEB.x264-GRP/Harbour.S00E05.Special.1080p.WEB.x264-GRP.mkv", 2**30),)
    r = recognize(TorrentInput("Harbour.S03.1080p.WEB.x264-GRP", files))
    assert r.issues.count("special_in_season") == 1 and r.decision == "review"


# --- Polish audio and subtitle markers before the year ---------------------------------------------------------

@pytest.mark.parametrize("name, marker", [
    ("Cicha.Noc.Lektor.PL.2019.1080p.WEB-DL.x264.mkv", "lektor"),
    ("Cicha Noc WTOPiONE NAPiSY PL 2019.avi", "napisy"),
    ("Cicha.Noc.Dubbing.PL.2019.720p.mkv", "dubbing"),
])
def test_a_polish_marker_left_at_the_end_of_a_title_is_a_doubt(name, marker):
    # (eu26: the markers before the year are now cut — "Lektor PL", "Dubbing PL", "WTOPiONE NAPiSY" end the title,
    # fastname.opens_dub_phrase — so the title is right and no doubt is left)
    r = _one(name)
    assert r.year == 2019 and r.title == "Cicha Noc" and "title_leftover" not in r.issues
    assert marker not in r.title.lower()


@pytest.mark.parametrize("name, title", [
    ("Cicha.Noc.2019.Napisy.PL.1080p.mkv", "Cicha Noc"),               # after the year: already cut
    ("Serial.Polski.S01E02.Dubbing.PL.1080p.mkv", "Serial Polski"),    # after the marker: already cut
])
def test_a_polish_marker_after_the_year_or_the_episode_stays_automatic(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "auto"

"""Issue 13, fourth pass: episode numbers in more spellings, and numbers only guessit splits — names written here.

Ranges are never one episode of the range (``103, 104``, ``Eps.05-08``, ``Episodes 10 thru 13``, ``99-100 Title``,
``12-13 серия``); transliterated episode words (``08.seriya``, ``4-ja.serija``, ``Epizoda 17``) number a series, not
a film; a zero-padded ``3.036`` is season 3 episode 36; a ``Part 1 - 13`` is episode 13 of the part; a bare
3–4-digit number that only guessit splits into a season (``1125 - Title``, ``Show - 107 - Title`` with no season
written) is a question, not a certainty.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import GB
from .helpers import one_file as _one


@pytest.mark.parametrize("name,season,eps", [
    ("The Lantern Show - 203, 204 - Harbour - Lights.mkv", 2, [3, 4]),
    ("Lantern Town S3 Eps.05-08.mp4", 3, [5, 6, 7, 8]),
    ("Lantern Town - Season 2 - Episodes 10 thru 13.mkv", 2, [10, 11, 12, 13]),
    ("Фонарный город 3 сезон 12-13 серия.mkv", 3, [12, 13]),
])
def test_ranges_in_more_spellings(name, season, eps):
    r = _one(name)
    assert r.type == "series" and (r.files[0].season, r.files[0].episodes) == (season, eps)


def test_a_leading_range_is_two_episodes():
    r = _one("41-42 Lantern Chronicles.mkv")
    assert r.files[0].episodes == [41, 42]


@pytest.mark.parametrize("name,ep", [
    ("Fonarnyj.Gorod.(07.seriya).2012.WEB-DLRip.mkv", 7),
    ("Fonarnyj.Gorod.1981.(3-ja.serija.iz.4).XviD.TVRip.avi", 3),
    ("Svjetionik (2015) Epizoda 17.mkv", 17),
])
def test_transliterated_episode_words_number_a_series(name, ep):
    r = _one(name)
    assert r.type == "series" and r.files[0].episodes == [ep]


def test_zero_padded_dotted_number_is_season_and_episode():
    r = _one("4.036.Фонарный город.WEBRip.1080p.mkv")
    assert (r.files[0].season, r.files[0].episodes) == (4, [36])


def test_a_zero_padded_number_is_never_season_zero_without_a_special_word():
    assert _one("Fonar-4.036.avi").files[0].season != 0
    assert _one("Lantern Town - 036 [720p].mkv").files[0].season != 0
    assert _one("Lantern.Town.S00E36.720p.mkv").files[0].season == 0


def test_part_then_dash_number_is_the_dash_episode():
    r = _one("[Grp] Lantern Town - S03 - Part 2 - 14 [BDRip 1080p].mkv")
    assert (r.files[0].season, r.files[0].episodes) == (3, [14])


@pytest.mark.parametrize("name", ["1125 - Lantern Town [Sub] 1080p.mkv", "312 - Lantern Town Harbour Mail.avi",
                                  "Lantern Chronicles - 107 - Harbour Lights.mkv"])
def test_a_bare_number_split_only_by_guessit_is_a_question(name):
    r = _one(name)
    assert r.decision == "review"


def test_a_written_season_still_places_three_digits():
    r = _one("Lantern.Town.S03.312.720p.HDTV.x264.mkv")
    assert (r.files[0].season, r.files[0].episodes) == (3, [12])


def test_a_date_with_dashes_is_not_a_range():
    r = _one("Lantern Heroes - 516 - Harbour Lights - 1-09-70.avi")
    assert len(r.files[0].episodes) <= 1 and r.decision == "review"


@pytest.mark.parametrize("name", ["Lantern Town [01-03x01-30 из 30] (2020) WEBRip 1080p.mkv",
                                  "Lantern Town 2005 Complete First 3 Seasons DVDRip.mkv"])
def test_a_multi_season_pack_in_one_file_is_a_series_from_season_one_and_reviewed(name):
    r = _one(name)
    assert r.type == "series" and r.files[0].season == 1 and r.decision == "review"


def test_the_season_number_after_a_season_word_is_not_an_episode():
    r = _one("Фонарщики. Lantern Keepers. Сезон 15.mkv")
    assert (r.title, r.files[0].season, r.files[0].episodes) == ("Lantern Keepers", 15, [])
    assert r.decision == "review"


@pytest.mark.parametrize("name,title", [("The.300.Season.1.Complete.mkv", "The 300"),
                                        ("Lantern.500.Series.2.Complete.mkv", "Lantern 500")])
def test_a_number_right_before_a_season_word_is_the_titles(name, title):
    r = _one(name)
    assert (r.title, r.files[0].season, r.files[0].episodes) == (title, int(name.split(".")[3]), [])


def test_guessits_episode_zero_that_no_name_writes_is_not_taken():
    assert _one("Lantern.Town.Season.2.Complete.mkv").files[0].episodes == []
    assert _one("Lantern.Town.S02E00.Pilot.mkv").files[0].episodes == [0]


def test_a_file_named_by_its_episode_takes_the_show_from_the_torrent_root_folder():
    r = recognize(TorrentInput("S01E24 A Touch of Harbour.m4v",
                               (FileInput("Lantern Town/Season 01/S01E24 A Touch of Harbour.m4v", GB),)))
    assert (r.title, r.files[0].season, r.files[0].episodes) == ("Lantern Town", 1, [24])


def test_guessits_title_never_runs_into_the_season_marker():
    r = _one("600.Lantern.Stops.Series.1.XviD.hdtv.x264.avi")
    assert (r.title, r.files[0].season, r.files[0].episodes) == ("600 Lantern Stops", 1, [])


@pytest.mark.parametrize("name,season,ep", [
    ("Lntrn-04_05.avi", 4, 5), ("lantern_03_19.avi", 3, 19), ("Lntn.02.09.avi", 2, 9),
])
def test_two_bare_numbers_of_a_short_name_are_season_and_episode_with_a_doubt(name, season, ep):
    r = _one(name)
    assert (r.files[0].season, r.files[0].episodes) == (season, [ep])
    assert "short_numbering" in r.issues and r.decision == "review"


def test_a_decimal_in_a_spaced_title_is_not_season_and_episode():
    r = _one("Lantern 1.11 You Are (Not) Home (2009) 1080p BluRay.mkv")
    assert r.type == "movie"


@pytest.mark.parametrize("name,season,eps", [
    ("The.Lantern.In.The.High.Castle1x01.HDTV.XviD.avi", 1, [1]),
    ("[Grp] Lantern Academia 87 (S4-24) [1080p HEVC].mkv", 4, [24]),
    ("Lantern Town E10 - E17 [CW].avi", 1, list(range(10, 18))),
])
def test_glued_bracketed_and_spaced_markers(name, season, eps):
    r = _one(name)
    assert (r.files[0].season, r.files[0].episodes) == (season, eps)


def test_episodes_written_out_of_order_are_listed_in_order():
    r = _one("Lantern.Town.S01E31E22.1080p.WEB-DL.mkv")
    assert r.files[0].episodes == [22, 31] and r.files[0].target.endswith("S01E22-E31.mkv")

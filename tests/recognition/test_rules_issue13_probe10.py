"""Issue 13, tenth pass: the categories a held-out probe of non-English release-name tests (Russian tracker
parsers and monitors, a francophone library agent, Spanish indexers) exposed — names written here.

Tracker titles (``Русское / Original [year, country, …]``) are read as a whole: their English words, numbers and
slashes belong to the title unless a number or a release word says otherwise.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- tracker titles --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, title", [
    ("Сезон дождей / Rain Season [2014, США, драма, BDRip]", "Rain Season"),
    ("Время тишины / Season of Silence [2009, Франция, BDRip 720p]", "Season of Silence"),
    ("(200) Nights of Spring / (200) весенних ночей [2011, США, BDRip]", "(200) Nights of Spring"),
    ("Город / 2019 [2019, Россия, WEB-DL]", "Город"),
])
def test_english_season_words_and_bracketed_numbers_in_a_tracker_title_are_the_title(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


def test_a_number_beside_a_russian_title_is_the_original_title_but_still_reviewed():
    r = _one("450 градусов / 450 [2007, США, BDRip]")
    assert r.title == "450" and r.year == 2007
    assert r.decision == "review"  # a number is never a certain title


def test_a_season_word_with_its_number_still_ends_the_tracker_title():
    r = _one("Пекари / The Bakers / Season 3 / Серии 1-10 из 10 [2012, WEB-DL]")
    assert r.type == "series" and r.title == "The Bakers" and _se(r) == (3, list(range(1, 11)))


def test_an_sxey_range_after_the_slash_ends_the_title():
    r = _one("Чистый лист / S2E1-6 of 6 [WEB-DL 1080p]")
    assert r.title == "Чистый лист" and _se(r) == (2, [1, 2, 3, 4, 5, 6])


@pytest.mark.parametrize("name, title", [
    ("Подранки / Red/Blue [2004, США, BDRip 1080p]", "Red/Blue"),
    ("Red/Blue [2004, США, BDRip 1080p]", "Red/Blue"),
    ("Орбита / 7/24: Orbit Control [2016, США, WEB-DL]", "7/24: Orbit Control"),
])
def test_a_slash_inside_a_tracker_title_is_not_a_folder(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


def test_a_real_folder_before_a_file_with_an_extension_is_still_a_folder():
    r = _one("Red/Blue/Red.Blue.2004.mkv")
    assert r.title == "Red Blue" and r.year == 2004


def test_latin_words_in_brackets_after_a_latin_tracker_title_go_to_review():
    r = _one("Sky Harbor (The Lost Years) [2003, Япония, BDRip]")
    assert r.title == "Sky Harbor" and r.decision == "review"
    assert "The Lost Years" in r.reason


def test_an_edition_in_brackets_is_no_doubt():
    r = _one("Sky Harbor: The Return (Director's Cut) [2003, США, BDRip]")
    assert r.title == "Sky Harbor: The Return" and r.decision == "auto"


# --- seasons and episode ranges of Russian names -----------------------------------------------------------------

@pytest.mark.parametrize("name, title, season", [
    ("Лесник [ТВ-3] | Forest Keeper (2023) WEBRip 1080p", "Лесник", 3),
    ("Dune Walker [TV-2] (2021) WEBRip 720p", "Dune Walker", 2),
])
def test_a_tv_n_bracket_is_the_season_of_a_series(name, title, season):
    r = _one(name)
    assert r.type == "series" and r.title == title and _se(r) == (season, [])


@pytest.mark.parametrize("name, eps", [
    ("Ледокол / Серии 1–12 из 12 [2020]", list(range(1, 13))),  # an en dash
    ("Ледокол / Серии 3-7 (2020)", [3, 4, 5, 6, 7]),  # the word first, no "из"
    ("Ледокол [12 из 12] [2020, WEB-DL]", list(range(1, 13))),  # the first twelve of twelve
    ("Лесник [2023, TV, 4 из 10 эп.] WEBRip", [1, 2, 3, 4]),
])
def test_russian_episode_ranges_in_every_spelling(name, eps):
    r = _one(name)
    assert r.type == "series" and _se(r)[1] == eps


def test_a_number_of_a_total_without_brackets_is_not_read_as_a_pack():
    r = _one("Лесник 5 из 10.mkv")
    assert _se(r)[1] != [1, 2, 3, 4, 5]


# --- scene names -------------------------------------------------------------------------------------------------

def test_us_after_of_is_a_word_of_the_title_not_a_country():
    r = _one("the.end.of.us.s02e05.720p.web.h264-grp.mkv")
    assert r.title == "The End of Us" and _se(r) == (2, [5]) and r.decision == "auto"


def test_a_country_after_a_title_is_still_a_doubt():
    r = _one("The.Office.US.S02E01.720p.mkv")
    assert r.decision == "review"


def test_a_url_encoded_name_is_read_decoded():
    r = _one("Harbour%20Lights%20S02E04.mkv")
    assert r.type == "series" and r.title == "Harbour Lights" and _se(r) == (2, [4])


@pytest.mark.parametrize("name, title", [
    ("Harbourlights1080p3x04 [www.site.org].mkv", "Harbourlights"),
    ("Pale.Harbour.1080p2x04.mkv", "Pale Harbour"),
])
def test_a_resolution_glued_to_the_numbering_ends_the_title(name, title):
    r = _one(name)
    assert r.title == title and _se(r)[1] == [4]


def test_a_hyphenated_first_word_guessit_drops_from_a_spaced_title_goes_to_review():
    r = _one("Iron-Wolf.Dark.Days.2020.1080p.WEBRip.mp4")
    assert r.decision == "review" and "Iron-" in r.reason


def test_a_hyphenated_one_word_title_stays_whole_and_certain():
    r = _one("Iron-Wolf.2020.1080p.WEBRip.mp4")
    assert r.title == "Iron-Wolf" and r.decision == "auto"

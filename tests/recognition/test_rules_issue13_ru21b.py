"""Issue 13, twenty-first pass (ru21b): Russian and Ukrainian tracker title shapes a probe of tracker tools' tests
exposed — names written here.

- "мини-сериал" in rutracker's genre list ("[2021, мини-сериал, драма, …]") or after the year is a series (one season),
  not a film; a leading genre word "Сериал …" / "Мультсериал …" calls it a series, as a "[TV]" bracket does (reviewed);
- kinozal's year segment after the titles ("Космос 1999 / Space 1999 / 2019 / ПМ") leaves the titles' own numbers
  in the titles (the year was read from the title, the film's year lost);
- rutracker's issues ("Выпуски: 3,4", "Выпуск 1-30") and a comma list after the episode word ("Епізод 3,4") are the
  episodes written (were: none, the last number, the first one);
- " - E7 - " after a title ends the title, as " - Episode 7 - " does.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title", [
    ("Тихий берег / Quiet Shore [2021, мини-сериал, детектив, WEB-DL 1080p]", "Quiet Shore"),
    ("Тихий берег / Quiet Shore (2021) мини-сериал", "Quiet Shore"),
    ("Тихий берег (2021) міні-серіал WEB-DL 1080p", "Тихий берег"),
])
def test_a_mini_series_word_in_the_notes_is_a_series_not_a_film(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert r.files[0].season == 1


@pytest.mark.parametrize("name, title", [
    ("Сериал Тихий берег 2011 DVDRip", "Тихий берег"),
    ("Мультсериал Зелёный кот (2009) DVDRip", "Зелёный кот"),
])
def test_a_leading_series_genre_word_is_a_series_in_review(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert r.decision == "review"  # nothing numbers it: a pack of unknown seasons, or a TV film


def test_a_series_genre_word_with_a_season_is_read_as_before():
    r = _one("Сериал Тихий берег / Сезон 2 / Серии 1-8 (2012)")
    assert r.type == "series" and r.title == "Тихий берег" and r.files[0].season == 2


@pytest.mark.parametrize("name, title, year", [
    ("Космос 1999 / Space 1999 / 2019 / ПМ / WEB-DL (1080p)", "Space 1999", 2019),
    ("Ночь 2046 / Night 2046 / 2004 / ДБ, СТ / BDRip (720p)", "Night 2046", 2004),
])
def test_kinozal_year_segment_leaves_the_titles_numbers_in_the_titles(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name, title, year", [
    ("Город / City / 2019 / ДБ / BDRip", "City", 2019),
    ("Город 2019 / 2019 / ДБ / WEBRip", "Город", 2019),  # the same year twice: the first is the year
])
def test_kinozal_years_still_read(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name, episodes", [
    ("Вечернее шоу / Выпуски: 3,4 (Иван Петров) [2021, юмор, WEBRip]", [3, 4]),
    ("Зелёный кот / Выпуск 1-30 (30) (Пётр Иванов)", list(range(1, 31))),
    ("Тінь (Сезон 1, Епізод 3,4 з 8) / Shade (Season 1, episodes 3,4 of 8) (2020) WEB-DL 1080p Ukr/Eng", [3, 4]),
])
def test_issues_and_comma_lists_after_the_episode_word_are_the_episodes(name, episodes):
    r = _one(name)
    assert r.type == "series" and r.files[0].episodes == episodes


@pytest.mark.parametrize("name, episodes", [
    ("Тихий берег Серия 5, 1080p WEB-DL", [5]),  # a resolution after the comma
    ("Тихий берег Серия 1, 2 сезон", [1]),  # the season after the comma
])
def test_what_follows_a_comma_is_not_always_an_episode(name, episodes):
    assert _one(name).files[0].episodes == episodes


def test_a_graduation_film_is_no_issue():
    r = _one("Не один дома 2. Выпускной (2025) WEB-DL 1080p")
    assert r.type == "movie" and r.files[0].episodes == []


@pytest.mark.parametrize("name, title", [
    ("Dark Wood - E7 - 2023 РУ, Sub WEBDL (AVC)", "Dark Wood"),
])
def test_a_spaced_e_number_ends_the_title(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title and r.files[0].episodes == [7]


@pytest.mark.parametrize("name", [
    "Звёздный путь [S01-02] (2020) WEB-DL 1080p",
    "Звёздный путь / Star Path [S01-03] (2020) WEBRip 720p | LostFilm",
])
def test_rutors_zero_padded_season_range_is_no_season_and_episode(name):
    r = _one(name)  # one file of a pack of seasons: which season it is, the name cannot tell
    assert r.type == "series" and r.files[0].episodes == []
    assert r.decision == "review"


def test_an_unpadded_bracketed_season_and_episode_is_read_as_before():
    r = _one("[Grp] Star Path 87 (S4-24) [1080p HEVC].mkv")
    assert r.files[0].season == 4 and r.files[0].episodes == [24]


def test_a_slash_spaced_on_one_side_separates_the_names():
    r = _one("Ночной город /Night City /s02e01-08 /HD1080p WEBRip /Полный 2 сезон")
    assert r.type == "series" and r.title == "Night City"
    assert r.files[0].season == 2 and r.files[0].episodes == list(range(1, 9))


def test_a_list_of_seasons_before_the_plural_word_is_a_range_of_seasons():
    r = _one("Северный парк / North Park / 3,4,5 сезоны / WEB-DLRip")
    assert r.type == "series" and r.title == "North Park" and r.files[0].season == 3
    assert r.decision == "review"  # one file of a three-season pack: which season, the name cannot tell

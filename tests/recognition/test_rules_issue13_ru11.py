"""Issue 13, eleventh pass: the categories a held-out probe of Russian tracker clients' and players' tests (a
tracker-to-TV player's hand-checked table, an indexer's rutracker titles, kinozal clients, a qBittorrent search
module) exposed — names written here.

Kinozal writes ``Русское (2 сезон: 1-8 серии из 8) / Original / 2024 / ДБ / WEB-DL``: the brackets after the
Russian title are a note and the original title follows the slash; its episode counts use every Russian form
of the word (``серия``, ``серии``, ``серий``).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- kinozal titles: "Русское (note) / Original / year / voices / source" ---------------------------------------

@pytest.mark.parametrize("name, title, original", [
    ("Тихий берег (2 сезон: 1-6 серии из 6) / Quiet Shore / 2021 / ПМ / WEB-DL (1080p)", "Quiet Shore",
     "Тихий берег"),
    ("Ночной рейс (Рейс 404) (1 сезон: 1-4 серии из 8) / Night Flight / 2023 / ДБ, СТ / WEBRip", "Night Flight",
     "Ночной рейс"),
])
def test_a_kinozal_series_takes_the_original_title_after_its_season_note(name, title, original):
    r = _one(name)
    assert r.type == "series" and r.title == title and r.original_title == original


def test_a_kinozal_film_with_a_russian_note_in_brackets_takes_the_original_title():
    r = _one("Стрелок (Хроники пустоши: Стрелок) / The Gunman / 2019 / ДБ, ЛМ / BDRip (1080p)")
    assert r.type == "movie" and r.title == "The Gunman" and r.year == 2019


def test_a_kinozal_series_without_an_original_title_keeps_the_russian_one():
    r = _one("Участок (1 сезон: 1-8 серии из 8) / 2022 / РУ / WEB-DL (720p)")
    assert r.title == "Участок" and _se(r) == (1, list(range(1, 9)))


def test_a_russian_note_without_a_slash_after_it_is_still_cut():
    r = _one("Капитан (Полная версия) [2015, Россия, BDRip]")
    assert r.title == "Капитан"


# --- Russian episode counts -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, season, eps", [
    ("Гавань (1 сезон: 1-7 серий из 12)", 1, list(range(1, 8))),   # the genitive plural of a range
    ("Гавань (2 сезон: 6 серий из 12)", 2, list(range(1, 7))),     # a count: the first six, not season 6
    ("Гавань (3 сезон: 1 серия из 12)", 3, [1]),                    # the singular: that episode
])
def test_kinozal_episode_counts_in_every_russian_form(name, season, eps):
    assert _se(_one(name)) == (season, eps)


def test_a_season_range_before_the_episode_count_is_not_its_last_season():
    from jellybit.recognition.episodes import season_in_name
    assert season_in_name("Гавань (1-3 сезон: 1-30 серии из 36)") == (None, (1, 3))


@pytest.mark.parametrize("name, season, eps", [
    ("Маяк [1-6 из 10] WEB-DL 1080p", 1, list(range(1, 7))),
    ("Маяк [3 сезон, 1-4 из 9] WEB-DL", 3, [1, 2, 3, 4]),
])
def test_a_bracketed_range_of_m_without_an_episode_word_is_a_range(name, season, eps):
    assert _se(_one(name)) == (season, eps)


def test_the_episode_written_before_its_season_in_the_genitive():
    r = _one("Маяк, 7 серия 3 сезона")
    assert r.title == "Маяк" and _se(r) == (3, [7])


def test_a_cyrillic_x_between_season_and_a_one_digit_episode():
    r = _one("Маяк 3х4 WEB-DL")
    assert r.type == "series" and _se(r) == (3, [4])


# --- a tracker's "TV" bracket -----------------------------------------------------------------------------------

def test_a_tracker_tv_bracket_on_one_unnumbered_file_is_a_series_in_review():
    r = _one("Лунный сад / Tsuki no Niwa [2024, TV, 1080p]")
    assert r.type == "series" and r.title == "Tsuki no Niwa" and r.decision == "review"


def test_a_tracker_movie_bracket_stays_a_film():
    r = _one("Лунный сад / Tsuki no Niwa [2024, Movie, BDRip 1080p]")
    assert r.type == "movie" and r.year == 2024

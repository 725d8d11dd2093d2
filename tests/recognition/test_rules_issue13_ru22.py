"""Issue 13, twenty-second pass (ru22): Russian and Ukrainian tracker title shapes a probe of tracker tools' tests
exposed — names written here.

- rutracker's Asian dramas count the episodes released in brackets, "[12/12]", "[20/40]": a series of episodes 1..N,
  not a film;
- a tracker lists the episodes a release holds with gaps and ends the list with "of M" ("серии 1-3, 5-8 из 8",
  "[04x01-05, 07, 09 из 10]", "Серии 1,4-6 из 6"): the whole list (was: its first part);
- "1-64 серии из 64" is the pack of 64 episodes, however long (was: episode 1); "[6 серий из 9]" counts the episodes
  released (the first 6, as "(2 сезон: 6 серий из 9)" already did; was episode 6);
- "Все 5 сезонов", "усі 3 сезони" are seasons 1..N (was: season N);
- a " | " between a Cyrillic title and a Latin one before rutor's year field ("Русское | Latin | 2023 | WEB-DL") or a
  second Latin title ("Русское (ТВ-1) | Romaji | English [TV]") separates the titles as " / " does (was: the Cyrillic
  one kept, the Latin one lost);
- AniLibria's "Русское / E01-E12 Romaji - AniLiberty.TOP [...]": the episode range and the site are not the title;
- a short word guessit takes for a language but written hyphen-joined to the title's last word ("To Love-Ru") is the
  title's, in review (was: cut off, automatic).

Controls (pass on the old engine too): a list that runs backwards is no list, "5 серия из 10" stays episode 5, a
" | " after the year still opens the release notes.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, n", [
    ("Тихий сад | Quiet Garden (Ли Мин Хо) [12/12] [2023, Южная Корея, мелодрама, WEB-DL 1080p]", "Quiet Garden", 12),
    ("Лунный мост / Moon Bridge [20/40] [Китай, 2021, драма, HDTV]", "Moon Bridge", 20),
])
def test_a_bracketed_count_of_a_drama_is_its_episodes(name, title, n):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert r.files[0].episodes == list(range(1, n + 1))


@pytest.mark.parametrize("name, season, eps", [
    ("Тихий берег / Quiet Shore (2019) WEB-DL (сезон 2, серии 1-3, 5-8 из 8) Кураж", 2, [1, 2, 3, 5, 6, 7, 8]),
    ("Тихий берег / Quiet Shore [04x01-05, 07, 09 из 10] (2020) WEBRip", 4, [1, 2, 3, 4, 5, 7, 9]),
    ("Тихий берег / Quiet Shore / Сезон 3 / Серии 1,4-6 из 6 [2021, драма]", 3, [1, 4, 5, 6]),
    ("Тихий берег / Quiet Shore / Сезон: 1 / Серии: 2-4,7,9-10 из 12 [2018]", 1, [2, 3, 4, 7, 9, 10]),
])
def test_a_listed_run_of_episodes_with_gaps_is_the_whole_list(name, season, eps):
    r = _one(name)
    assert r.title == "Quiet Shore" and r.files[0].season == season
    assert list(r.files[0].episodes) == eps


def test_a_list_that_goes_backwards_is_not_read_as_a_list():
    r = _one("Тихий берег / Quiet Shore / Сезон 3 / Серии 5, 1-4 из 6 [2021]")
    assert list(r.files[0].episodes) != [1, 2, 3, 4, 5]


def test_a_long_range_with_its_total_is_the_pack():
    r = _one("Тихий берег (1-6 сезоны: 1-64 серии из 64) / Quiet Shore / 2010-2016 / ПМ / HDTVRip")
    assert r.title == "Quiet Shore"
    assert r.files[0].episodes == list(range(1, 65))


@pytest.mark.parametrize("name, n", [
    ("Тихий берег [6 серий из 9] (2024) WEB-DL", 6),
    ("Тихий берег (3 серии из 10) [2025, WEBRip]", 3),
])
def test_a_count_of_episodes_released_is_the_first_n(name, n):
    assert _one(name).files[0].episodes == list(range(1, n + 1))


def test_one_episode_of_m_stays_that_episode():
    assert _one("Тихий берег (5 серия из 10) [2025, WEBRip]").files[0].episodes == [5]


@pytest.mark.parametrize("name", [
    "Тихий берег / Quiet Shore (Все 5 сезонов) (2001-2005) DVDRip",
    "Тихий берег / Quiet Shore (усі 5 сезонів) (2001-2005) DVDRip",
])
def test_all_n_seasons_is_a_pack_of_the_n_seasons(name):
    r = _one(name)
    assert r.type == "series" and r.title == "Quiet Shore"
    assert r.files[0].season != 5


@pytest.mark.parametrize("name, title, year", [
    ("Тихий берег | Quiet Shore | 2023 | WEB-DL (1080p) | DUB", "Quiet Shore", 2023),
    ("Тихий берег: Начало | Quiet Shore: Origins | 2019 | BDRip", "Quiet Shore: Origins", 2019),
])
def test_a_pipe_before_rutors_year_field_separates_the_titles(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.original_title and r.original_title.startswith("Тихий берег")


def test_a_pipe_after_a_bracketed_note_separates_the_titles():
    r = _one("Тихий сад (ТВ-1) | Shizuka na Niwa | The Quiet Garden [TV] [1-12 из 12] [2024] [WEB-DL] [1080p]")
    assert r.type == "series" and r.title == "Shizuka na Niwa"
    assert r.files[0].episodes == list(range(1, 13))


def test_a_pipe_before_release_notes_still_opens_the_notes():
    r = _one("Тихий берег (2023) | WEB-DL 1080p | Quiet Team")
    assert r.title == "Тихий берег"


def test_anilibertys_range_and_site_are_not_the_title():
    r = _one("Тихий сад / E01-E12 Shizuka na Niwa - AniLiberty.TOP [WEBRip 1080p][HEVC][1-12]")
    assert r.type == "series" and r.title == "Shizuka na Niwa"


def test_a_hyphen_joined_short_word_is_the_titles_not_a_language():
    r = _one("Koi Suru-Ru S02E04 1080p")
    assert r.title == "Koi Suru-Ru"
    assert r.decision == "review"
    assert _one("Koi Suru.RU.S02E04.1080p").title == "Koi Suru"


def test_an_episode_range_after_the_titles_ends_them():
    r = _one("Тихий сад / Quiet Garden E01-E10 1080p WEB-DL")
    assert r.type == "series" and r.title == "Quiet Garden"
    assert r.files[0].episodes == list(range(1, 11))


def test_a_web_item_in_an_anime_list_bracket_is_a_series_not_a_film():
    r = _one("Shizuka na Niwa | Quiet Garden | Тихий сад [2025, Web, 10] WebRip 1080p raw")
    assert r.type == "series" and r.title == "Shizuka na Niwa"
    assert r.decision == "review"

"""Issue 13, twenty-sixth pass: categories a held-out probe of Russian and Ukrainian tracker titles and dub-studio
file names (tools' tracker-title tests, dub-studio file names, issue threads' pasted titles, an acquisition app's
rutracker anime tests) exposed — every name below written here, none from the probe.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.roles import split_path
from tests.recognition.helpers import one_file

GB = 1024**3

# --- AniLibria's count of episodes after the release bracket: "Title 2020 [WEBRip 1080p] - 1-6" ---

@pytest.mark.parametrize("name, title, last", [
    ("Тихая гавань / Shizuka na Minato 2022 [WEBRip 1080p] - 1-6", "Shizuka na Minato", 6),
    ("Тихая гавань / Shizuka na Minato 2022 [WEBRip 720p HEVC] - 1-12", "Shizuka na Minato", 12),
])
def test_a_range_after_the_release_bracket_is_episodes(name, title, last):
    r = one_file(name)
    assert r.type == "series"
    assert r.title == title
    assert r.files[0].episodes == list(range(1, last + 1))
    assert r.decision != "auto"  # one file said to hold many episodes


def test_a_dash_inside_the_title_before_the_bracket_is_no_range():
    r = one_file("Огни / Lights 1-2 (2019) WEBRip 1080p.mkv")
    assert r.files[0].episodes != [1, 2] or r.decision != "auto"


# --- a site's bracket tag before a tracker's Cyrillic " / " run: "[mv] Русское / Romaji / English [...]" ---

@pytest.mark.parametrize("name", [
    "[mv] Лунный сад / Tsuki no Niwa / Moon Garden [R,S][1994, драма]",
    "[rus] Лунный сад / Tsuki no Niwa / Moon Garden [2024, драма, повседневность]",
])
def test_a_tag_before_a_tracker_title_keeps_the_tracker_reading(name):
    r = one_file(name)
    assert r.title in ("Tsuki no Niwa", "Moon Garden")
    assert r.decision != "auto"  # two Latin titles: which one the library knows it by is a guess


def test_a_group_tag_before_a_latin_name_is_unchanged():
    r = one_file("[Grp] Moon Garden - 03 [1080p].mkv")
    assert r.title == "Moon Garden" and r.files[0].episodes == [3]


# --- a two-script title joined by a dash, the first ending in its sequel number ---

@pytest.mark.parametrize("name, title", [
    ("[Grp-X] Ледниковый период 2 - Ice Age The Meltdown [BDRip.1080p].mkv", "Ice Age The Meltdown"),
    ("[Grp-X] Ледниковый период 3 - Ice Age 3 Dawn of the Dinosaurs [BDRip.1080p].mkv",
     "Ice Age 3 Dawn of the Dinosaurs"),
])
def test_the_number_before_the_dash_belongs_to_the_first_title(name, title):
    r = one_file(name)
    assert r.title == title


def test_a_number_both_titles_end_with_still_splits_after_it():
    r = one_file("Ледниковый период 2 Ice Age 2 (2006) BDRip.mkv")
    assert r.title == "Ice Age 2"


# --- toloka's "sub Ukr/Multi": a language list, no folder ---

def test_multi_in_a_language_list_is_no_folder():
    assert split_path("Сад (Сезон 1) / Garden (Season 1) (2024) WEB-DL 1080p Ukr/Eng | sub Ukr/Multi") == [
        "Сад (Сезон 1) / Garden (Season 1) (2024) WEB-DL 1080p Ukr/Eng | sub Ukr/Multi"]


def test_a_real_multi_folder_is_still_a_folder():
    assert split_path("Show/Multi/Show.S01E01.mkv") == ["Show", "Multi", "Show.S01E01.mkv"]


# --- a show's issues counted like its episodes: "1 сезон 1-10 выпуск из 10" (not seasons 1-10) ---

@pytest.mark.parametrize("name, season, eps", [
    ("Кулинарный поединок 2 сезон 1-6 выпуск из 10 [2024, ТВ-шоу, WEBRip]", 2, list(range(1, 7))),
    ("Кулинарный поединок (3 сезон: 1-4 выпуски из 8) / 2024 / РУ / WEB-DLRip", 3, list(range(1, 5))),
])
def test_issues_after_a_season_are_its_episodes(name, season, eps):
    r = one_file(name)
    assert r.type == "series"
    assert r.files[0].season == season
    assert r.files[0].episodes == eps


def test_a_season_range_before_the_series_word_is_unchanged():
    r = one_file("Кулинарный поединок / Сезоны 1-3 / Серии 1-30 из 30 [2024, ТВ-шоу, WEBRip]")
    assert r.type == "series"


# --- a dub studio's season-folder shape is no season for a film in it: "Film 2 - Studio [1080p]/Film.2.mkv" ---
# (ru26 tried reading "Show 2 - LostFilm.TV [1080p]" as season 2 from the name alone and dropped it: a sequel film in
# such a folder became episode 2 of season 2 at auto; with files, their SxxEyy already place the season)

def test_a_sequel_film_in_a_studio_credited_folder_is_no_episode():
    r = recognize(TorrentInput("Copper Fox 2 - LostFilm.TV [1080p]",
                               (FileInput("Copper Fox 2 - LostFilm.TV [1080p]/Copper.Fox.2.1080p.rus.LostFilm.TV.mkv",
                                          4 * GB),)))
    assert not (r.type == "series" and r.decision == "auto")


# --- kinozal's number written as both titles: "180 / 180 / 2026 / СТ / WEBRip" ---

@pytest.mark.parametrize("name, title, year", [
    ("451 / 451 / 2025 / СТ / WEBRip (1080p)", "451", 2025),
    ("2067 / 2067 / 2020 / ДБ / BDRip", "2067", 2020),
])
def test_a_number_written_as_both_kinozal_titles_is_the_title(name, title, year):
    r = one_file(name)
    assert r.type == "movie"
    assert r.title == title and r.year == year

"""Issue 13, eighteenth pass: the categories a held-out probe of TV and anime episode names from non-Python tools'
tests (C# recognition engines and media servers, Rust organisers, Kotlin/Dart players, a TypeScript parser)
exposed — names written here.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a show folder taken over a file that spells a show of its own (a title with its year, another script) ------

@pytest.mark.parametrize("path", [
    "Drama/Season 01/ドラマ 2021 第05話 1080p.mkv",            # the folder is the title's translation
    "Kids Shows/Season 02/Harbour Keeper 2019 - 07.mkv",      # another show, with its year, under the folder
    "Drama/Season 01/ひかりの町 - 04.mkv",                    # another script, no year
    "Sea Stories/Season 1/Маяк (2020) 03.mkv",
])
def test_a_file_spelling_another_show_than_its_season_folders_show_is_a_doubt(path):
    r = _one(path)
    assert r.type == "series" and r.decision == "review"
    assert "show folder" in r.reason


@pytest.mark.parametrize("path, title", [
    ("Harbour Lights (2008)/Season 1/Pilot 01.mkv", "Harbour Lights"),           # an episode's own title
    ("Harbour Lights (2008)/Season 1/Harbour Lights 2008 - 03.mkv", "Harbour Lights"),
    ("Harbour Lights/Season 2/12 - The Long Night.mkv", "Harbour Lights"),
])
def test_a_file_spelling_the_folders_show_or_an_episode_title_stays_automatic(path, title):
    r = _one(path)
    assert r.title == title and r.decision == "auto"


# --- the CJK episode counter: 第N話 / 第N话 / 第N集 / 第N回, a season word before it -------------------------------

@pytest.mark.parametrize("name, title, season, eps", [
    ("ひかりの町 第07回 「再会」.mkv", "ひかりの町", None, [7]),         # a Japanese drama's counter, its title after
    ("海辺の記録 第02回.mp4", "海辺の記録", None, [2]),
    ("灯塔往事 第3季 第08集.mp4", "灯塔往事", 3, [8]),
    ("灯塔往事 第 2 季 第 6 集.mkv", None, 2, [6]),
])
def test_the_cjk_episode_counter_is_the_episode_and_ends_the_title(name, title, season, eps):
    r = _one(name)
    assert r.type == "series"
    s, e = _se(r)
    assert e == eps and (season is None or s == season)
    if title:
        assert r.title == title


def test_an_awards_ceremony_counter_is_no_episode():
    r = _one("第75回アカデミー賞 2003.mkv")  # "the 75th …": kana follow the counter
    assert _se(r)[1] == []


@pytest.mark.parametrize("name, title, season, eps", [
    ("アニメ シーズン3 第4話.mkv", "アニメ", 3, [4]),   # a Japanese season word before the counter ends the title
])
def test_a_japanese_season_word_ends_the_title(name, title, season, eps):
    r = _one(name)
    assert r.title == title and _se(r) == (season, eps)


# --- a Japanese season folder (第N期) and a cour folder (Cour N, 第Nクール) ------------------------------------------

@pytest.mark.parametrize("path, title, season, ep", [
    ("ひかりの町/第2期/04.mkv", "ひかりの町", 2, 4),
    ("Harbour Lights/第3期/Harbour Lights - 05.mkv", "Harbour Lights", 3, 5),
])
def test_a_japanese_season_folder_gives_the_season(path, title, season, ep):
    r = _one(path)
    assert r.title == title and _se(r) == (season, [ep])


@pytest.mark.parametrize("path", ["ひかりの町/Cour 2/04.mkv", "ひかりの町/2nd Cour/04.mkv",
                                  "ひかりの町/第2クール/04.mkv"])
def test_a_cour_folder_never_names_the_show(path):
    r = _one(path)
    assert r.title == "ひかりの町" and _se(r)[1] == [4]


# --- an en or em dash before an anime episode number -------------------------------------------------------------

@pytest.mark.parametrize("name, title, ep", [
    ("Harbour Keeper – 09 [WEB-DL].mkv", "Harbour Keeper", 9),  # (one digit: as a hyphen, a film)
    ("[Grp] Harbour Keeper – 11 [1080p].mkv", "Harbour Keeper", 11),
    ("Harbour Keeper — 14 [AAC].mkv", "Harbour Keeper", 14),
])
def test_an_en_or_em_dash_before_the_number_is_the_anime_dash(name, title, ep):
    r = _one(name)
    assert r.type == "series" and r.title == title and _se(r)[1] == [ep]


def test_a_sequel_number_after_an_en_dash_before_the_year_stays_a_film():
    r = _one("The Long Harbour – 2 (2013).mkv")
    assert r.type == "movie" and r.year == 2013


# --- a bit depth is no episode number ------------------------------------------------------------------------------

def test_a_bit_depth_after_a_bare_episode_is_no_second_number():
    r = _one("Harbour Lights (2008)/Season 1/Pilot.03.10bit.WEB-DL.DDP5.1.H.265.mkv")
    assert _se(r) == (1, [3]) and r.title == "Harbour Lights"


# --- a film's type word: "- Movie" after the title, a theatrical-film marker before it ----------------------------

@pytest.mark.parametrize("name, title", [
    ("ひかりの町 - Movie [1080P].mkv", "ひかりの町"),        # not a Latin second title "Movie"
    ("Harbour Keeper - Movie [1080p].mkv", "Harbour Keeper"),
    ("劇場版 ひかりの町 [1080P].mkv", "ひかりの町"),
    ("剧场版 灯塔往事 2021 1080p.mkv", "灯塔往事"),
])
def test_a_films_type_word_is_no_word_of_its_title(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


def test_a_latin_title_beside_a_cjk_one_is_still_the_title():
    r = _one("灯塔小镇 Lantern Town S01E02.mkv")
    assert r.title == "Lantern Town"

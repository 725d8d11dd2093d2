"""Issue 13, seventeenth pass: the categories a held-out probe of everyday TV episode names (small renamers',
media sorters' and download bots' tests in TypeScript, Haskell, Ruby, Go and Python) exposed — names written here.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a Russian season word, then the plural episode word and a range --------------------------------------------

@pytest.mark.parametrize("name, season, eps", [
    ("Тихая гавань (2021) Сезон 1 Серии 1-8 WEB-DL.mkv", 1, list(range(1, 9))),
    ("Северный ветер Сезон 3 Серии 4-6 1080p.mkv", 3, [4, 5, 6]),
    ("Город огней (2019) Сезон 2 Серии: 1–10 из 10.mkv", 2, list(range(1, 11))),
    ("Тёплый дом Сезон 2 Серії 3-5.mkv", 2, [3, 4, 5]),
])
def test_a_word_first_season_then_the_plural_episode_word_reads_the_whole_range(name, season, eps):
    r = _one(name)
    assert r.type == "series" and _se(r) == (season, eps)
    assert r.decision == "auto"  # guessit reads only the range's first episode; both ends are written


@pytest.mark.parametrize("name, season, eps", [
    ("Тихая гавань Сезон 2 Серия 5.mkv", 2, [5]),
    ("Harbour Lights Season 2 Episode 1 - Homecoming.mkv", 2, [1]),
])
def test_a_single_episode_after_a_season_word_stays_one_episode(name, season, eps):
    r = _one(name)
    assert _se(r) == (season, eps)


# --- the show folder of a one-file episode spells the show with fewer or more words than the file -----------------

@pytest.mark.parametrize("path", [
    "Series/Casa Azul/La.Casa.Azul.S01E04.720p.WEB.x264-GRP.mkv",          # the folder drops the article
    "TV/Harbour Lights/Harbour.Lights.Origins.S02E12.1080p.WEB.mkv",       # a spin-off's file under its parent
    "Shows/Night Garden/Season 2/The.Night.Garden.Stories.S02E03.mkv",     # above a season folder too
])
def test_a_show_folder_spelling_the_show_otherwise_is_a_doubt(path):
    r = _one(path)
    assert r.type == "series" and r.decision == "review"
    assert "folder holding it" in r.reason


@pytest.mark.parametrize("path, title", [
    ("TV Shows/Harbour Lights/Season 1/Harbour.Lights.S01E05.720p.HDTV.x264-GRP.mkv", "Harbour Lights"),
    ("Media/Harbour Lights (2019)/Harbour.Lights.2019.S01E02.1080p.WEB.mkv", "Harbour Lights"),  # a year
    ("Series/Harbour Lights (US)/Harbour.Lights.US.S02E03.1080p.WEB.mkv", "Harbour Lights"),     # a country
    ("Downloads/Harbour.Lights.S03E07.720p.WEB.x264-GRP.mkv", "Harbour Lights"),                   # a generic folder
    ("home/kim/tv/Harbour Lights - 1x21 - Homecoming.mkv", "Harbour Lights"),                      # a user's folder
])
def test_a_show_folder_spelling_the_same_show_or_no_show_stays_automatic(path, title):
    r = _one(path)
    assert r.type == "series" and r.title == title
    assert "folder holding it" not in (r.reason or "")


# --- the Spanish season letter ("T" for temporada) before its episode ------------------------------------------------

@pytest.mark.parametrize("name, title, season, eps", [
    ("Los.Vecinos.T07.Cap.01.La.Fiesta.mkv", "Los Vecinos", 7, [1]),
    ("Los Vecinos T02 Capitulo 05.avi", "Los Vecinos", 2, [5]),
    ("La.Huerta.T03E12.HDTV.mkv", "La Huerta", 3, [12]),
])
def test_a_spanish_t_season_marker_before_its_episode_ends_the_title_and_gives_the_season(name, title, season, eps):
    r = _one(name)
    assert r.type == "series" and r.title == title and _se(r) == (season, eps)


@pytest.mark.parametrize("name, title", [
    ("T2.Trainspotting.2017.1080p.BluRay.x264.mkv", "T2 Trainspotting"),   # the letter alone is no season
    ("Terminator.T3.Rise.2003.720p.mkv", "Terminator T3 Rise"),
])
def test_a_t_and_a_number_without_an_episode_stays_in_the_title(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title

"""Numbering read from one name (episodes.number) and season from folder / torrent names."""

from __future__ import annotations

import pytest

from jellybit.recognition.episodes import number, season_in_name, season_of_folder

NUMBERING = [
    ("Show.S01E02.1080p", "sxe", 1, [2], None),
    ("Show.s01.e03.avi", "sxe", 1, [3], None),
    ("The.Simpsons.S35E01E02.1080p", "sxe", 35, [1, 2], None),
    ("Show.S01E01-E03.720p", "sxe", 1, [1, 2, 3], None),
    ("series-s09e14-1080p", "sxe", 9, [14], None),  # S4 resolution guard: no end episode
    ("Seinfeld.4x12.The.Airport", "x", 4, [12], None),
    ("Sherlock Series 1 Episode 2", "words", 1, [2], None),
    ("The.Daily.Show.2024.03.12.Guest", "date", None, [], "2024-03-12"),
    ("Эпидемия.03.серия", "ru", None, [3], None),
    ("Триггер - Серия 4", "ru", None, [4], None),
    ("Firefly.E01.DVDRip", "ep", None, [1], None),
    ("Cosmos.Episode.3.720p", "ep", None, [3], None),
    ("Our.Planet.Part.02.1080p", "part", None, [2], None),
    ("[SubsPlease] Frieren - 05 (1080p) [F02B9CEE]", "dash", None, [5], None),
    ("[DB]Cowboy Bebop_-_01_(Dual Audio_10bit_BD1080p_x265)", "dash", None, [1], None),
    ("One Piece - 1071", "dash", None, [1071], None),
    ("01 - Islands", "leading", None, [1], None),
    ("101 - Pilot", "leading", None, [101], None),
    ("Major.01.HDTVRip", "bare", None, [1], None),
    ("[HorribleSubs] Made in Abyss - OVA [1080p]", "special", 0, [], None),
    ("downton.abbey.christmas.special.2011.720p", "special", 0, [], None),
]


@pytest.mark.parametrize("stem,kind,season,eps,date", NUMBERING, ids=[n[0] for n in NUMBERING])
def test_number(stem, kind, season, eps, date):
    n = number(stem)
    assert n is not None
    assert (n.kind, n.season, n.episodes, n.date) == (kind, season, eps, date)


@pytest.mark.parametrize("stem", ["Dune.2021.1080p.BluRay.x264-GalaxyRG", "Movie.1920x1080.x264",
                                  "Show - 2019 - Title", "Inception (2010) 720p"])
def test_no_numbering(stem):
    n = number(stem)
    assert n is None or n.kind not in ("sxe", "x", "dash", "date")


SEASON_NAMES = [
    ("Breaking.Bad.S01.1080p", 1, None), ("The.Sopranos.S01-S06.1080p", None, (1, 6)),
    ("Succession Season 4 Complete", 4, None), ("Slime 3rd Season - 01 ~ 24", 3, None),
    ("Во все тяжкие / Breaking Bad / Сезон: 2 / Серии: 1-13", 2, None), ("Эпидемия (2019) 1 сезон", 1, None),
    ("Кухня (2012-2016) Сезоны 1-6", None, (1, 6)), ("Sherlock Complete Series 1-4", None, (1, 4)),
    ("Spy x Family Season 2 (01-12)", 2, None), ("Second Season", 2, None), ("Movie.2019.1080p", None, None),
]


@pytest.mark.parametrize("name,season,rng", SEASON_NAMES, ids=[n[0] for n in SEASON_NAMES])
def test_season_in_name(name, season, rng):
    assert season_in_name(name) == (season, rng)


@pytest.mark.parametrize("folder,season", [("Season 1", 1), ("S2", 2), ("Series 3", 3), ("Сезон 2", 2),
                                           ("1 сезон", 1), ("Specials", 0), ("Subs", None), ("Sample", None)])
def test_season_of_folder(folder, season):
    assert season_of_folder(folder) == season

"""Issue 13, nineteenth pass: the categories a held-out probe of non-English and transliterated name tests (a
Telegram rutor bot, Sonarr's Unicode fixture, a Russian folder-name cleaner, a subtitle tool's world-cinema names, a
media library's and a Rust scanner's parser tests) exposed — names written here.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import GB
from .helpers import one_file as _one


def _videos(r):
    return [(f.season, f.episodes) for f in r.files if f.role == "video"]


# --- a season marker glued to a transliterated title's last word ----------------------------------------------

@pytest.mark.parametrize("name, title, season", [
    ("Tishina.v.lesuS01.2023.WEB-DL.1080p", "Tishina v lesu", 1),
    ("Dom.u.rekiS03.2019.WEB-DL.HEVC.2160p.SDR.KinoGrp", "Dom u reki", 3),
    ("Gorodok.priklyucheniyS02", "Gorodok priklyucheniy", 2),
])
def test_a_season_marker_glued_to_the_title_is_the_season_not_a_film_title(name, title, season):
    r = _one(name)  # was a film "…lesuS01 (2023)", automatic
    assert r.type == "series" and r.title == title
    assert _videos(r)[0][0] == season


def test_a_glued_season_and_episode_in_the_files_number_them():
    folder = "Gorodok.priklyucheniyS02.2021.WEB-DL.1080p"
    files = tuple(FileInput(f"{folder}/Gorodok.priklyucheniyS02E0{i}.2021.WEB-DL.1080p.mkv", GB) for i in (1, 2))
    r = recognize(TorrentInput(folder, files))
    assert r.type == "series" and r.title == "Gorodok priklyucheniy"
    assert _videos(r) == [(2, [1]), (2, [2])]  # were "no episode number"


@pytest.mark.parametrize("name, title", [
    ("ThunderCATS01.mkv", "ThunderCATS01"),  # capitals before the S: a word of its own, not a glued marker
    ("Vasyas02.mkv", "Vasyas02"),  # a lowercase s: no season marker
])
def test_no_glued_season_without_the_lowercase_then_capital_shape(name, title):
    assert _one(name).title == title


# --- a number in a title before a bracketed year --------------------------------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("The 1920 Farm (2003).mkv", "The 1920 Farm", 2003),
    ("The 1950 Club (2004) 1080p.mkv", "The 1950 Club", 2004),
    ("A 1999 Night (2021) WEB-DL.mkv", "A 1999 Night", 2021),
])
def test_a_number_followed_by_title_words_and_a_bracketed_year_is_the_titles(name, title, year):
    r = _one(name)  # was "The 1920 Farm (2003)" of the year 1920
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name, title, year", [
    ("Some.Film.1999.Remastered.1080p.mkv", "Some Film", 1999),
    ("The.Movie.2010.1080p.BluRay.x264-GRP.mkv", "The Movie", 2010),
    ("Hotel 1920 (2012) 1080p.mkv", "Hotel 1920", 2012),
])
def test_a_bare_year_without_a_bracketed_year_after_it_still_ends_the_title(name, title, year):
    r = _one(name)
    assert r.title == title and r.year == year


@pytest.mark.parametrize("name", [
    "Tishina.v.lesuS1.2023.WEB-DL.1080p.mkv",
    "Dom.u.rekiS3E04.2019.1080p.mkv",
])
def test_a_one_digit_marker_glued_to_the_title_is_a_doubt(name):
    r = _one(name)  # was a film "Tishina v lesuS1 (2023)", automatic
    assert r.decision == "review"
    assert "title_leftover" in r.issues and "glued to its last word" in r.reason

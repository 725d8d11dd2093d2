"""Issue 13, eleventh movie pass: the categories a held-out probe of film names as other tools' tests write them
(a Kotlin renamer, a JS library scanner, tinyMediaManager's movie-name tests, a Chinese tracker-title parser and
small Go/Ruby/Rust/Python/JS suites) exposed — names written here.

Each wrong auto of the probe's first run was a shape where both readers agreed on a wrong answer; the rules below
either correct guessit's reading for every caller or turn the confident answer into a review with its reason.
"""

from __future__ import annotations

import pytest

from jellybit.recognition.text import guess

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a four-digit number past guessit's last year is no S20Exx ---------------------------------------------------

@pytest.mark.parametrize("name, title", [
    ("Space.Colony.2061.1080p.WEB-DL.x264.mkv", "Space Colony 2061"),
    ("Orbit 2077 720p BluRay.mkv", "Orbit 2077"),
    ("Station 2045.mkv", "Station 2045"),
])
def test_a_far_year_after_the_title_is_the_titles_number_not_season_20(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year is None
    assert r.decision == "review"  # no year: which film is still a question


def test_a_far_year_title_beside_its_real_year_is_one_confident_film():
    r = _one("Orbit 2077 (2019) - [1080p] [BluRay].mkv")  # guessit: episode 2077 of "season" 2019
    assert r.type == "movie" and r.title == "Orbit 2077" and r.year == 2019


def test_a_bracketed_far_year_is_the_films_year():
    r = _one("Tomorrow Film (2088).mkv")
    assert r.type == "movie" and r.title == "Tomorrow Film" and r.year == 2088


def test_guessit_is_corrected_for_every_caller_but_a_written_season_20_stays():
    assert guess("Space.Colony.2061.1080p.mkv").get("season") is None
    r = _one("Long.Show.S20E61.1080p.WEB.x264.mkv")
    assert r.type == "series" and _se(r) == (20, [61])
    r = _one("Show.2031.S01E02.720p.HDTV.mkv")  # a year guessit still reads is untouched
    assert r.type == "series" and r.year == 2031 and _se(r) == (1, [2])
    r = _one("[Grp] Long Show - 2045 [1080p].mkv")  # a fansub's lone number may be an absolute episode
    assert r.type == "series" and _se(r)[1] == [2045]


# --- a name that opens with a bare year ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "1999 The Last Summer.mkv",
    "1984.A.Cold.Winter.1080p.BluRay.x264.mkv",
    "2012 Return Of The Comet 720p WEB.mkv",
])
def test_a_bare_year_opening_the_name_may_be_the_titles_first_word(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "review"
    assert "opens the name" in r.reason


@pytest.mark.parametrize("name, title, year", [
    ("1999.The.Last.Summer.1985.720p.BluRay.mkv", "1999 The Last Summer", 1985),  # the year follows: no doubt
    ("(1999) The Last Summer.mkv", "The Last Summer", 1999),  # a folder-style bracketed year
    ("The.Last.Summer.1999.1080p.BluRay.x264.mkv", "The Last Summer", 1999),
])
def test_a_year_after_the_title_or_in_brackets_stays_confident(name, title, year):
    r = _one(name)
    assert r.title == title and r.year == year and r.decision == "auto"


# --- a title made only of release tokens or bracketed groups --------------------------------------------------------

@pytest.mark.parametrize("name", [
    "[Cargo] (2011).mkv",
    "[Night.Train.2019][720p][WEB-DL]",
])
def test_a_title_left_as_release_tokens_or_brackets_is_reviewed(name):
    r = _one(name)
    assert r.decision == "review"


@pytest.mark.parametrize("name", ["Night Train (2019) [1080p] [BluRay].mkv", "[Night Train][2019][1080p][BluRay].mkv"])
def test_an_ordinary_bracketed_release_tail_is_no_doubt(name):
    r = _one(name)
    assert r.title == "Night Train" and r.year == 2019 and r.decision == "auto"

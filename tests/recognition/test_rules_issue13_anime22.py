"""Issue 13, twenty-second pass (anime22): the categories a held-out probe of anime release names (a Rust anime
parser's regression set, a Rust tracker's parser tests, a Go renamer's and a Go fetcher's tests) exposed — names
written here.

A title's own number right before the `` - NN`` episode stays the title's (guessit splits ``100`` into a season and an
"episode title"); a dotted four-digit number read as season 10+ by guessit alone is a doubt (a long-running anime's
absolute number); a fansub film's decimal (``2.0``) runs on to its first bracket; an anime `` - NN`` under a later
season that no absolute count can reach yet is that season's own episode, decided.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a title's number before the dash episode -------------------------------------------------------------------

@pytest.mark.parametrize("name, title, episode", [
    ("Robo Patrol 100 - 07.mkv", "Robo Patrol 100", 7),
    ("Cafe Street 101 - 04.mkv", "Cafe Street 101", 4),
    ("[Grp] Robo Patrol 100 II - 09 [1080p].mkv", "Robo Patrol 100 II", 9),
])
def test_a_number_ending_the_title_before_the_dash_episode_is_the_titles(name, title, episode):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert _se(r)[1] == [episode]
    plain = _one(name.replace(title, title.split(" 1")[0]))  # without the number the dash still ends the title
    assert plain.title == title.split(" 1")[0] and _se(plain)[1] == [episode]


# --- a dotted four-digit number read by guessit alone ------------------------------------------------------------

def test_a_dotted_four_digit_number_is_a_doubt_not_season_ten():
    r = _one("Pirate.Saga.1092.VOSTFR.1080p.WEB.x264-GRP.mkv")
    assert r.decision == "review"
    assert "numbering_disagree" in r.issues and _se(r)[1] == [92]


# --- a fansub film's decimal without a year ---------------------------------------------------------------------

def test_a_fansub_films_decimal_runs_to_its_first_bracket():
    r = _one("[Grp] Starlight 2.0 The Long Road Home [720p][BD][1A2B3C4D].mkv")
    assert r.type == "movie"
    assert r.title == "Starlight 2.0 The Long Road Home"


# --- an anime dash number under a later season -------------------------------------------------------------------

@pytest.mark.parametrize("name, season, episode, doubted", [
    ("[Grp] Harbor Lights S4 - 24 [1080p].mkv", 4, 24, "[Grp] Harbor Lights S4 - 26 [1080p].mkv"),
    ("[Grp] Harbor Lights Season 2 - 03 (BS11 1280x720 x264 AAC).mp4", 2, 3,
     "[Grp] Harbor Lights Season 2 Part 2 - 03 (BS11 1280x720 x264 AAC).mp4"),  # a cour numbered on its own
    ("[Grp] Harbor Lights 3rd Season - 14 [1080p].mkv", 3, 14,
     "[Grp] Harbor Lights 2nd Season - 09 [1080p].mkv"),  # season 1 may have held eight
])
def test_a_number_no_absolute_count_reaches_is_the_seasons_episode(name, season, episode, doubted):
    r = _one(name)
    assert r.decision == "auto"
    assert r.title == "Harbor Lights" and _se(r) == (season, [episode])
    d = _one(doubted)
    assert d.decision == "review" and "anime_season_named" in d.issues


# --- a fansub range after the dash: a tilde, or a release version after a glued range --------------------------

@pytest.mark.parametrize("name, season, episodes", [
    ("[Grp] Harbor Lights S2 - 01 ~ 12 (BD 1920x1080 x.264 Flac)", 2, list(range(1, 13))),
    ("[Grp] Harbor Lights S2 - 03 ~ 04 [1080p].mkv", 2, [3, 4]),
    ("[Grp] Harbor Lights S2 - 07-08v2 [1080p].mkv", 2, [7, 8]),
])
def test_a_range_after_the_dash_is_every_episode_not_the_first(name, season, episodes):
    r = _one(name)
    assert r.title == "Harbor Lights" and _se(r) == (season, episodes)


# --- "Season N - 05 - Episode title" ----------------------------------------------------------------------------

@pytest.mark.parametrize("name, season, episode", [
    ("[Grp] Harbor Lights Season 3 - 04 - The Long Night [1080p].mkv", 3, 4),
    ("[Grp] Harbor Lights Season 2 - 06 - 100 Lanterns [1080p].mkv", 2, 6),
])
def test_an_episode_title_after_season_dash_episode_is_no_season_range(name, season, episode):
    r = _one(name)
    assert r.title == "Harbor Lights" and _se(r) == (season, [episode])

"""Issue 13, sixteenth TV pass: harder TV shapes — daily and talk shows, sports, specials, mini-series — from
media sorters', a download sorter's and small parsers' tests (the probe's names are never copied; these are
written here in the same shapes).

A sports event written after its season's year ("League.2023.Round.07.Place", "League.2023.Week.05.A.vs.B") is
read by both readers as a film of that year with the rest dropped: a doubt, never a silent film.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a sports event after the year is not a silent film ---------------------------------------------------------

@pytest.mark.parametrize("name", [
    "Grand.Racing.2023.Round.07.Harbour.City.Race.1080p.WEB.h264.mkv",
    "Grand.Racing.2024.R03.Harbour.City.Qualifying.1080p.mkv",
    "Gridiron.League.2023.Week.05.Harbour.Hawks.vs.River.Rams.720p.mkv",
    "Ice.League.2024.Final.Series.Game.6.1080p.WEB.mkv",
    "Road.Tour.2022.Stage.14.720p.HDTV.x264.mkv",
    "Football.League.2023.Matchday.21.720p.HDTV.mkv",
    "Football.League.2024.Harbour.United.vs.River.City.720p.HDTV.x264.mkv",
    "Football.League.2024.Harbour.United.v.River.City.1080p.mkv",
])
def test_a_numbered_round_week_or_game_or_a_match_after_the_year_is_doubted(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "review"
    assert "one event of a season of sport" in r.reason


@pytest.mark.parametrize("name", [
    "The.Long.Game.2019.1080p.BluRay.x264.mkv",         # an event word in the title, before the year
    "Round.About.Midnight.1986.1080p.BluRay.mkv",
    "Stage.Door.1937.720p.BluRay.x264.mkv",
    "Harbour.vs.River.2011.1080p.BluRay.x264.mkv",      # "vs" before the year is the title's
    "Some.Film.2010.R5.XviD-GRP.avi",                   # a release source, not a round (one digit)
    "Some.Film.2012.1080p.BluRay.x264-R2D2.mkv",
])
def test_a_film_whose_event_words_sit_in_its_title_or_release_tokens_stays_automatic(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "auto", r.reason


# --- an episode in Roman numerals after a season word -------------------------------------------------------------

@pytest.mark.parametrize("name, se", [
    ("Empire.Days.Season.II.Episode.IV.mkv", (2, [4])),
    ("Empire.Days.Season.3.Episode.VII.720p.mkv", (3, [7])),
    ("Empire.Days.Season.I.Episode.IX.mkv", (1, [9])),
])
def test_a_roman_episode_after_a_season_word_is_the_episode(name, se):
    r = _one(name)
    assert r.type == "series" and r.title == "Empire Days" and _se(r) == se


def test_a_roman_part_after_episode_alone_is_still_a_film():
    r = _one("Space.Saga.Episode.IV.A.New.Dawn.1977.1080p.BluRay.mkv")
    assert r.type == "movie" and r.year == 1977


# --- a special's marker spaced from its number, or after its season, is no word of the title ----------------------

@pytest.mark.parametrize("name, ep", [
    ("Harbour Folk SP 2.mkv", 2),
    ("Harbour Folk S02SP04.mkv", 4),
    ("Harbour Folk S01 SP03.mkv", 3),
])
def test_a_spaced_or_seasoned_special_marker_ends_the_title(name, ep):
    r = _one(name)
    assert r.title == "Harbour Folk" and _se(r) == (0, [ep])
    assert r.decision == "review"  # a special numbered by its name: season 0 may number it differently

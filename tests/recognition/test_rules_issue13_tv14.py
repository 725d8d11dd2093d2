"""Issue 13, fourteenth pass (TV): the categories a held-out probe of small tools' episode-parser tests (subtitle
downloaders, taggers, Swift/Elixir/C# parsers, download bots) exposed — names written here.

Both wrong autos of its first run were answers both readers agreed on (or a settle rule took silently): a day and
a month written unpadded before a year, which guessit alone reads as an air date although they may be the title's
numbers ("Ranma 1/2"), and a subtitle/dub marker left as the whole title. Each is now a doubt, never a fix.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes, v.date


# --- a day and a month unpadded before a year, read as a date by guessit alone ---------------------------------

@pytest.mark.parametrize("name, year, season, episode", [
    ("Saber.3.4.2019.S01E05.1080p.WEB.x264-GRP.mkv", 2019, 1, 5),
    ("Kite.Runner.2.1.2021.S03E02.720p.HDTV.x264-GRP.mkv", 2021, 3, 2),
])
def test_unpadded_day_month_before_a_year_beside_a_marker_is_no_air_date_and_a_doubt(name, year, season, episode):
    r = _one(name)
    assert r.type == "series" and _se(r) == (season, [episode], None)  # the marker places it, no date is taken
    assert r.year == year  # the year is the show's once no date holds it
    assert r.decision == "review" and "guessit alone" in r.reason


def test_unpadded_day_month_before_a_year_alone_is_a_doubtful_date():
    r = _one("Harbor.Lights.3.2.2019.720p.HDTV.x264.mkv")
    assert r.decision == "review" and "numbers of the title" in r.reason


@pytest.mark.parametrize("name, date", [
    ("Late.Show.2019.04.03.Guest.720p.HDTV.x264.mkv", "2019-04-03"),
    ("Night.Desk.2019.4.3.720p.HDTV.x264.mkv", "2019-04-03"),  # year first: our own rule reads it
])
def test_a_year_first_air_date_is_still_an_automatic_daily_episode(name, date):
    r = _one(name)
    assert _se(r) == (None, [], date) and r.decision == "auto"


# --- a subtitle or dub marker as the title ---------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "[Scene] [Tag] Subbed Legendado ENG Cold Harbor S03E04 [Tag].mp4",
    "[Rip] [Web] Subbed Legendado ENG Show Title S02E01 [Web].mp4",
    "Dubbed.S01E02.720p.HDTV.x264.mkv",
])
def test_a_subtitle_or_dub_marker_is_never_the_whole_title(name):
    r = _one(name)
    assert r.decision == "review" and "nothing explains" in r.reason


def test_a_marker_the_readers_drop_before_the_title_leaves_the_answer_automatic():
    r = _one("[Grp] [Tag] Dubbed Legendado ENG Some Name S01E09 [Tag].mp4")
    assert r.title == "Some Name" and _se(r) == (1, [9], None) and r.decision == "auto"


# --- batch e (first run on the engine above): a film's bare year before a spaced dash, a later SSEE after a marker

def test_a_bare_year_before_a_dashed_subtitle_with_no_release_token_is_a_type_doubt():
    # "2003" may be a four-digit season-and-episode number (S20E03) before an episode's title
    r = _one("The Harbour 2003 - The Long Night.m4v")
    assert r.type == "movie" and r.year == 2003
    assert r.decision == "review" and "season and episode number" in r.reason


@pytest.mark.parametrize("name", [
    "The Harbour 2003 - The Long Night 1080p BluRay x264.mkv",  # release tokens: a film's release
    "The Harbour (2003) - Extended.mkv",  # a bracketed year
])
def test_a_dashed_year_in_a_release_name_or_in_brackets_stays_an_automatic_film(name):
    r = _one(name)
    assert r.type == "movie" and r.title == "The Harbour" and r.year == 2003 and r.decision == "auto"


@pytest.mark.parametrize("name", [
    "Coast.Guard.S04E07 - 0409 - Storm.Title.mkv",
    "Coast.Guard.S04E07 - 409 - Storm.Title.mkv",
])
def test_a_later_episode_of_the_same_season_right_after_the_marker_is_a_range_doubt(name):
    r = _one(name)
    assert _se(r) == (4, [7], None) and r.decision == "review" and "end of a range" in r.reason


@pytest.mark.parametrize("name", [
    "Coast.Guard.S04E07.Room.409.720p.mkv",  # a number of the episode's title, not next to the marker
    "Coast Guard - S04E07 - 407 - Storm.mkv",  # the same episode written twice
])
def test_other_numbers_after_a_marker_are_no_range_doubt(name):
    r = _one(name)
    assert _se(r) == (4, [7], None) and r.decision == "auto"

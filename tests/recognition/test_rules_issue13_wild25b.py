"""Issue 13, wild25b pass: failure categories of TV and film names users pasted into media-client, Kodi add-on,
DVR/catch-up downloader, debrid and subtitle tools' issue threads.

The names here are written for these tests (invented shows and films in the same shapes), never copied from the
threads.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a recorder's hyphens are its spaces, up to the episode marker --------------------------------------------------

@pytest.mark.parametrize("name, title", [("Harbour-42-E07_2019-05-14.ts", "Harbour 42"),
                                         ("Night-Desk-E12_2020-11-02.ts", "Night Desk"),
                                         ("Copper-Bay-S02E03_2018-02-01.ts", "Copper Bay")])
def test_hyphen_joined_words_up_to_the_episode_marker_are_the_title(name, title):
    r = _one(name)
    assert (r.type, r.title) == ("series", title)


def test_a_hyphenated_title_word_before_a_dotted_marker_is_kept():  # a guard: the word itself is untouched
    r = _one("Spider-Harbour.S01E02.720p.WEB.x264-GRP.mkv")
    assert r.title == "Spider-Harbour"
    assert _se(r) == (1, [2])


# --- a digit-grouping comma inside a title's number ------------------------------------------------------------------

@pytest.mark.parametrize("name, title", [("10,000 Lanterns.mkv", "10,000 Lanterns"),
                                         ("The 1,000 Ponds.mp4", "The 1,000 Ponds"),
                                         ("100,000 Winters (2011).mkv", "100,000 Winters")])
def test_a_thousands_number_is_the_titles_not_an_episode_list(name, title):
    r = _one(name)
    assert (r.type, r.title) == ("movie", title)


def test_a_thousands_number_in_a_show_folder_is_the_shows():
    r = _one("tv/2,000 Bridges/Season 1/2,000 Bridges - S01E04.mkv")
    assert (r.type, r.title) == ("series", "2,000 Bridges")
    assert _se(r) == (1, [4])


def test_a_comma_episode_list_is_still_a_list():  # a guard: two-digit items after a marker
    r = _one("Copper Bay.S01E01,02.mkv")
    assert _se(r) == (1, [1, 2])


# --- a library's "{Series} - S01E02 - {Episode}" with a dashed series title ------------------------------------------

def test_a_dashed_series_title_runs_to_the_episode_marker():
    r = _one("Harbour Tales - The Lost Fleet - S01E03 - The Storm.mkv")
    assert (r.type, r.title) == ("series", "Harbour Tales - The Lost Fleet")
    assert _se(r) == (1, [3])
    assert r.decision == "review"  # the dash may still open a tag: a doubt kept


# --- a DVD rip's disc between the season and the episode ------------------------------------------------------------

@pytest.mark.parametrize("name, se", [("The Keeper S1 D2 E1.mp4", (1, [1])), ("Copper Bay S02 D01 E03.mkv", (2, [3]))])
def test_a_disc_between_season_and_episode(name, se):
    r = _one(name)
    assert r.type == "series"
    assert _se(r) == se


# --- a whole name of capitalised words joined, its year glued after them ----------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("TheQuietMeadowAndTheLake2004.mkv", "The Quiet Meadow And The Lake", 2004),
    ("CopperHarbour1999.avi", "Copper Harbour", 1999)])
def test_camel_case_words_with_a_glued_year_are_split(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.decision == "review"  # split at the capitals: never sure


def test_camel_case_without_a_year_is_left_alone():  # a guard
    r = _one("TheQuietMeadowFinale.mkv")
    assert r.title == "TheQuietMeadowFinale"

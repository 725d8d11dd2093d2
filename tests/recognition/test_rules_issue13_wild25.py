"""Issue 13, wild25 pass: failure categories of TV and film names users pasted into cross-seed, queue-cleaning,
post-processing, transcoding, subtitle, library and player tools' issue threads.

The names here are written for these tests (invented shows and films in the same shapes), never copied from the
threads.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a year-like number after the title's colon is the title's ---------------------------------------------------

@pytest.mark.parametrize("name", ["Harbor Lights: 1984 S02E03 720p.mkv", "Harbor Lights: 1984 S02E03"])
def test_a_number_after_the_titles_colon_is_a_word_of_the_title(name):
    r = _one(name)
    assert (r.title, r.year) == ("Harbor Lights: 1984", None)
    assert _se(r) == (2, [3])


def test_a_year_after_a_plain_title_is_still_the_shows_year():  # a guard: unchanged
    r = _one("Harbor Lights 2016 S02E03 720p.mkv")
    assert (r.title, r.year) == ("Harbor Lights", 2016)


# --- a random (obfuscated) file name inside a release folder -------------------------------------------------------

def test_a_hex_file_name_in_a_season_pack_folder_takes_the_folders_show_and_season():
    r = _one("tv/Copper.Harbor.2018.S03.1080p.WEB.h264-GRP/abc.xyz.4f1e9c0d2b7a55.mkv")
    assert (r.type, r.title, r.year) == ("series", "Copper Harbor", 2018)
    assert _se(r) == (3, [])
    assert r.decision == "review"  # the episode is not written anywhere


def test_a_random_file_under_a_random_folder_is_named_by_the_release_folder_above():
    r = _one("done/Copper.Harbor.S01E04.720p.BluRay.x264-GRP/pXkQZrTvbNmWqLsYdA/RkTfLmNQwPzXcVbHJs.mkv")
    assert (r.type, r.title) == ("series", "Copper Harbor")
    assert _se(r) == (1, [4])


def test_a_hex_file_name_in_a_dated_film_folder_is_that_film():
    r = _one("dl/Quiet.Meadow.2014.1080p.BluRay.x264-GRP/9b8c7d6e5f4a3b2c.mkv")
    assert (r.type, r.title, r.year) == ("movie", "Quiet Meadow", 2014)
    assert r.decision == "auto"


@pytest.mark.parametrize("stem, random", [("abc.xyz.4f1e9c0d2b7a55", True), ("RkTfLmNQwPzXcVbHJs", True),
                                          ("TheQuietMeadowFinale", False), ("Quiet.Meadow.Extras", False),
                                          ("deadline", False)])
def test_what_reads_as_a_random_name(stem, random):  # CamelCase words have no two capitals together
    from jellybit.recognition.decide import _obfuscated
    assert _obfuscated(stem) is random


# --- "Season N - EE" with a subtitle tag before the brackets ------------------------------------------------------

@pytest.mark.parametrize("name", ["[Grp] Kumo no Michi Season 2 - 05 VOSTFR [1080p].mkv",
                                  "[Grp] Kumo no Michi Season 2 - 05 MULTI (WEB) [1080p].mkv"])
def test_season_dash_episode_before_a_subtitle_tag_is_an_episode_not_a_season_range(name):
    r = _one(name)
    assert r.title == "Kumo no Michi"
    assert _se(r) == (2, [5])


def test_a_season_range_before_complete_stays_a_range():  # a guard
    r = _one("Kumo no Michi Season 1 - 4 Complete.mkv")
    assert r.decision == "review"
    assert _se(r)[1] == []


# --- guessit cuts a hyphened word of the title ---------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Tor-Ra.and.the.Night.Riders.S02.WEBRip.x264-GRP",
                                  "Tor-Ra.and.the.Night.Riders.S02E04.720p.WEB.x264-GRP.mkv"])
def test_a_hyphened_word_guessit_cuts_stays_in_the_title_up_to_the_marker(name):
    r = _one(name)
    assert r.title == "Tor-Ra and the Night Riders"


# --- the show folder spells the file's whole title, guessit cut it at a dash --------------------------------------

def test_the_show_folder_confirms_the_files_dashed_title():
    r = _one("tv/Copper Harbor - The Return (2019)/Season 2/Copper Harbor - The Return - S02E05 - Low Tide.mkv")
    assert (r.title, r.year) == ("Copper Harbor - The Return", 2019)
    assert _se(r) == (2, [5])
    assert r.decision == "auto"


def test_a_show_folder_the_file_only_shortens_stays_a_doubt():  # a guard: "Buffy" vs the folder's full name
    r = _one("tv/Copper Harbor Nights/Season 1/Copper - 1x03 - Fog.mkv")
    assert r.decision == "review"


# --- a film whose title has a number after its article, in a library folder ----------------------------------------

def test_a_film_file_named_like_its_library_folder_with_the_article_last():
    r = _one("films/100 Lanterns, The (2017) 1080p/The 100 Lanterns.mkv")
    assert (r.type, r.title, r.year) == ("movie", "The 100 Lanterns", 2017)
    assert r.decision == "auto"


def test_a_numbered_file_under_a_show_folder_is_still_an_episode():  # a guard
    r = _one("tv/Copper Harbor/The 105 Lanterns.mkv")
    assert r.type == "series" or r.decision == "review"

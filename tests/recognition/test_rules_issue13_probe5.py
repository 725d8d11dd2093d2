"""Issue 13, fifth pass: the categories a held-out probe of Jellyfin's and FlexGet's naming tests exposed — names
written here.

A chain of three or more episode numbers is the list written, not the range from its first to its last number, and
a list with a gap is reviewed; further markers of the same season after ``NxMM`` (``- x04``, ``- 02x04``, ``x04``,
``-E05``) belong to the file; a glued dash between two full markers is a range; ``S2015x04`` / ``S03xE04`` are
SxxEyy; guessit's season for a lone number too big to split (``Show 977``) is no witness.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    return r.files[0].season, r.files[0].episodes


@pytest.mark.parametrize("path,season,eps", [
    ("Season 3/Harbor Lights - 03x05-06-11 - The Pier.mkv", 3, [5, 6, 11]),
    ("Harbor.Lights.S02E07-E08-E10.720p.mkv", 2, [7, 8, 10]),
    ("Season 4/Harbor Lights 04x02 - 04x03 - 04x09 - Fog.mkv", 4, [2, 3, 9]),
])
def test_a_chain_with_a_gap_is_the_list_written_and_reviewed(path, season, eps):
    r = _one(path)
    assert r.type == "series" and _se(r) == (season, eps)
    assert r.decision == "review" and "a list with a gap" in r.reason


@pytest.mark.parametrize("path,season,eps", [
    ("Harbor.Lights.S02E07-E08-E09.720p.mkv", 2, [7, 8, 9]),
    ("Season 4/Dune Patrol 04x02 - x03 - x04 - Sand.mkv", 4, [2, 3, 4]),
    ("Season 4/Dune Patrol 04x02x03x04 - Sand.mkv", 4, [2, 3, 4]),
    ("Season 2011/Dune Patrol - 2011x05 - 2011x06 - 2011x07 - Sand.mkv", 2011, [5, 6, 7]),
    ("Season 2011/Dune Patrol - 2011x05-06-07 - Sand.mkv", 2011, [5, 6, 7]),
    ("Season 2011/Dune Patrol - 2011x05x06x07 - Sand.mkv", 2011, [5, 6, 7]),
])
def test_every_marker_of_a_chain_belongs_to_the_file(path, season, eps):
    assert _se(_one(path)) == (season, eps)


@pytest.mark.parametrize("path,season,eps", [
    ("Season 4/Dune Patrol - 04x02-E05 - Sand.mkv", 4, [2, 3, 4, 5]),
    ("Season 2011/Dune Patrol - 2011x02-E04 - Sand.mkv", 2011, [2, 3, 4]),
    ("Dune.Patrol.2x07-2x09.HDTV.x264-GRP.mkv", 2, [7, 8, 9]),
])
def test_a_glued_dash_between_two_markers_is_a_range(path, season, eps):
    assert _se(_one(path)) == (season, eps)


def test_a_spaced_number_after_the_marker_starts_the_episode_title():
    # "04x02 - 05 Ways to Lose": the 05 begins the episode's title, not a second episode
    assert _se(_one("Season 4/Dune Patrol 04x02 - 05 Ways to Lose.mkv")) == (4, [2])


@pytest.mark.parametrize("path,season,ep", [
    ("Season 2015/Dune Patrol S2015x04 Sand.mkv", 2015, 4),
    ("Season 2015/Dune Patrol S2015xE04 Sand.mkv", 2015, 4),
    ("Dune Patrol S03xE04 Sand.mkv", 3, 4),
])
def test_season_x_episode_spellings_with_an_s(path, season, ep):
    assert _se(_one(path)) == (season, [ep])


def test_guessit_splitting_a_number_too_big_to_split_is_no_season():
    # guessit reads "977" as S09E77; nothing written says season 9, and no season has 77 episodes by its number
    r = _one("Dune Patrol/Dune Patrol 977.avi")
    assert r.files[0].season != 9 and r.files[0].episodes == [977] and r.files[0].absolute
    assert r.decision == "review"


@pytest.mark.parametrize("path,iso", [
    ("Lantern Hour 2 mar 2013.mkv", "2013-03-02"),
    ("Lantern.Hour.2008x12.13.HDTV.x264-GRP.mkv", "2008-12-13"),
])
def test_dates_with_a_month_name_or_a_year_season_and_a_dotted_day(path, iso):
    r = _one(path)
    assert r.type == "series" and r.title == "Lantern Hour" and r.files[0].date == iso


def test_a_date_in_words_only_the_rules_read_is_a_doubt():
    # guessit reads no date here: a daily show's air date, or a title that names a day? review says
    r = _one("Lantern Hour - 2 Mar. 2013 - Guests.mkv")
    assert r.type == "series" and r.files[0].date == "2013-03-02"
    assert r.decision == "review" and "a date written in words" in r.reason


@pytest.mark.parametrize("path,season,eps", [
    ("Lantern.Hour.Season.3.Part.IV", 3, [4]),
    ("Lantern.Hour.S5.Harbour.Lights.Part2", 5, [2]),
])
def test_a_name_without_extension_keeps_its_last_dotted_token(path, season, eps):
    # the file has no extension: ".IV" and ".Part2" are the name's, not an extension to cut off
    assert _se(_one(path)) == (season, eps)


def test_a_file_named_by_its_number_with_no_show_folder_is_reviewed():
    # "Season 1/02 - The Pier.avi": "The Pier" is the episode's title, nothing names the show
    r = _one("Season 1/02 - The Pier.avi")
    assert _se(r) == (1, [2])
    assert r.decision == "review" and "may be the episode's title" in r.reason


def test_the_root_folder_above_a_season_folder_names_the_show():
    r = _one("Harbor Lights (2019)/Season 2/03 - Fog.mkv")
    assert (r.title, r.year) == ("Harbor Lights", 2019) and _se(r) == (2, [3])


def test_a_padded_leading_range_before_a_dash_is_the_files_episodes():
    r = _one("Harbor Lights/Season 2/02-04 - Pier 14 Blues.mkv")
    assert (r.title, *_se(r)) == ("Harbor Lights", 2, [2, 3, 4])


def test_a_number_in_the_episode_title_is_not_a_second_episode():
    # guessit adds the 14 of the episode's title to the number the file's name starts with
    r = _one("Harbor Lights/Season 2/02 - Pier 14 Blues.mkv")
    assert (r.title, *_se(r)) == ("Harbor Lights", 2, [2])

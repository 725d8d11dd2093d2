"""Issue 13, ninth pass: the categories a held-out probe of renamers', movers' and media servers' own tests
(a Java TV renamer, a TV mover script, a media server, a torrent automation tool) exposed — names written here.

A file named by its numbers alone takes its show from the folders; which folder names the show is only certain
above a season folder (``Show/Season 2/…``). A short dotted air date (``2013.4.15``) is a daily episode, while a year
followed by an audio layout (``2010.5.1``) is no date that anything but guessit reads.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes, v.date


# --- the show of a numbers-only file, from the folders -------------------------------------------------------

@pytest.mark.parametrize("path", [
    "Harbour Lights/Season 2/backup/S02E04.Storm.Warning.mkv",
    "Harbour Lights/Season02/old copies/S02E04.Storm.Warning~3.mkv",
    "Harbour Lights/Harbour.Lights.Season02/s02/backup/S02E04.Storm.Warning.mkv",
])
def test_the_show_folder_is_the_one_above_the_season_folder_not_a_folder_below_it(path):
    r = _one(path)
    assert r.type == "series" and r.title == "Harbour Lights" and _se(r) == (2, [4], None)
    assert r.decision == "auto"


@pytest.mark.parametrize("path", [
    "Harbour Lights/backup/S02E04.Storm.Warning.mkv",  # "backup" or "Harbour Lights"?
    "Library/comedy/hd/Harbour Lights/2x04.mkv",  # the library's folders around the show's
])
def test_several_folders_that_could_name_the_show_and_no_season_folder_go_to_review(path):
    r = _one(path)
    assert _se(r) == (2, [4], None)
    assert r.decision == "review" and "may be named by any of the folders" in r.reason


@pytest.mark.parametrize("path,title", [
    ("Harbour Lights/S02E04.Storm.Warning.mkv", "Harbour Lights"),
    ("TV/Harbour Lights/S02E04.Storm.Warning.mkv", "Harbour Lights"),  # a generic library word is no candidate
    ("Media/TV Shows/Harbour Lights/Season 2/S02E04.mkv", "Harbour Lights"),
])
def test_one_candidate_folder_or_a_season_folder_below_it_stays_automatic(path, title):
    r = _one(path)
    assert r.title == title and _se(r) == (2, [4], None) and r.decision == "auto"


# --- dates -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name,date", [
    ("Late.Night.Talk.2014.3.27.Guest.Name.HDTV.x264-GRP.mkv", "2014-03-27"),
    ("Late.Night.Talk.2014.11.6.HDTV.x264-GRP.mkv", "2014-11-06"),
])
def test_an_unpadded_dotted_air_date_is_a_daily_episode_not_a_film_of_that_year(name, date):
    r = _one(name)
    assert r.type == "series" and r.title == "Late Night Talk" and _se(r) == (None, [], date)
    assert r.year is None


@pytest.mark.parametrize("name", [
    "Night.Harbour.2010.5.1.DTS-GRP.mkv",
    "Night Harbour 2010 7.1 BluRay.mkv",
])
def test_a_year_then_an_audio_layout_is_never_an_automatic_air_date(name):
    r = _one(name)
    assert r.decision == "review"


@pytest.mark.parametrize("name,year", [
    ("Night.Harbour.2010.1080p.BluRay.DTS.5.1.x264-GRP.mkv", 2010),
    ("Night Harbour (2010) DD 5.1 WEB-DL.mkv", 2010),
])
def test_an_audio_layout_after_the_release_tags_leaves_the_film_alone(name, year):
    r = _one(name)
    assert r.type == "movie" and r.title == "Night Harbour" and r.year == year and r.decision == "auto"


# --- the show folder and the file, cross-checked ---------------------------------------------------------------

@pytest.mark.parametrize("path,year", [
    ("Library/Harbour Lights (1999) {tvdb-12}/Season 02/Harbour Lights - s02e04.mkv", 1999),
    ("media-b/Harbour Lights (1999)/Season 02/Harbour Lights 2x04.mkv", 1999),
])
def test_the_show_folder_below_a_library_root_gives_the_year_its_file_leaves_out(path, year):
    r = _one(path)
    assert r.title == "Harbour Lights" and r.year == year and _se(r) == (2, [4], None) and r.decision == "auto"


def test_a_file_naming_another_show_than_its_show_folder_goes_to_review():
    r = _one("Harbour Lights (1999)/Season 02/Coastal Patrol - 2x04.mkv")
    assert _se(r) == (2, [4], None)
    assert r.decision == "review" and "show folder 'Harbour Lights'" in r.reason


@pytest.mark.parametrize("path", [
    "Harbour Lights/Season 02/harbour.lights.s02e04.hdtv-grp.mkv",
    "Marvel's Harbour & Lights/Season 02/Marvels.Harbour.and.Lights.S02E04.mkv",  # punctuation and '&'/'and'
    "Harbour Lights (1999)/Season 02/Harbour Lights 1999 - 2x04.mkv",
])
def test_the_same_show_spelled_differently_in_folder_and_file_stays_automatic(path):
    r = _one(path)
    assert _se(r) == (2, [4], None) and r.decision == "auto"


# --- a leading season+episode number before an episode title that starts with a number -------------------------

@pytest.mark.parametrize("path,season,eps", [
    ("Harbour Lights/Season 2/205 - 100 Lanterns.avi", 2, [5]),
    ("Harbour Lights/Season 3/311 - 200 Miles Out.mkv", 3, [11]),
])
def test_a_season_folders_leading_number_is_the_episode_not_the_titles_hundred(path, season, eps):
    r = _one(path)
    assert r.title == "Harbour Lights" and _se(r) == (season, eps, None)


def test_a_show_named_by_a_number_before_a_dash_episode_keeps_the_dash_number():
    r = _one("Harbour Lights/Season 1/1883 - 05.mkv")  # 1883 is no "season 18" of a season-1 folder
    assert _se(r) == (1, [5], None)


# --- a bare number after a film's year ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "Harbour Lights (2017).6.1080p.x265.mkv",
    "Harbour Lights 2017 12 720p WEB.mkv",
])
def test_a_bare_number_right_after_the_year_is_no_confident_film(name):
    r = _one(name)
    assert r.decision == "review"


@pytest.mark.parametrize("name,title,year", [
    ("Harbour Lights 2049 (2017) 1080p.mkv", "Harbour Lights 2049", 2017),  # the number before the year is the title's
    ("Harbour.Lights.2001.2.CD.DVDRip.mkv", "Harbour Lights", 2001),  # a CD count
])
def test_numbers_the_readers_explain_leave_the_film_automatic(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year and r.decision == "auto"


# --- a word hyphenated to a number ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name,title,year", [
    ("Harbour-51.2015.1080p.BluRay.x264.mkv", "Harbour-51", 2015),
    ("Lantern-13.1995.720p.mkv", "Lantern-13", 1995),
])
def test_a_word_hyphenated_to_a_number_is_the_title_not_a_group_tag_and_the_number(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "review"  # a scene prefix ("grp-1917") is written the same way


def test_a_spaced_hyphenated_title_the_rules_read_whole_stays_automatic():
    r = _one("Lantern-7 (2019) 720p WEB.mkv")
    assert r.title == "Lantern-7" and r.year == 2019 and r.decision == "auto"


def test_a_folder_naming_the_show_with_its_season_is_the_show_folder_among_library_folders():
    r = _one("library/comedy/Harbour Lights Season 2 720p-GRP/S02E04-storm-warning.mp4")
    assert r.title == "Harbour Lights" and _se(r) == (2, [4], None) and r.decision == "auto"


def test_a_hyphenated_one_word_title_before_the_year_is_not_cut_at_its_hyphen():
    r = _one("Harbour-Keeper.2002.1080p.mkv")
    assert r.type == "movie" and r.title == "Harbour-Keeper" and r.year == 2002 and r.decision == "auto"


def test_a_lowercase_hyphenated_title_reads_whole_but_is_a_doubt():
    """guessit reads "harbour-" as a release group and keeps "keeper"; the whole word is the likelier title, but a
    lowercase scene file opens with its group the same way ("fulcrum-ballerina.2025", seventeenth pass): review."""
    r = _one("harbour-keeper.2002.mkv")
    assert r.type == "movie" and r.title == "Harbour-Keeper" and r.year == 2002 and r.decision == "review"


def test_a_short_lowercase_prefix_glued_to_a_word_stays_a_doubt():
    r = _one("lan-tern.2015.1080p.mkv")  # a scene group before a short form, or the title "Lan-Tern"
    assert r.title == "Lan-Tern" and r.decision == "review"


def test_a_scene_group_before_a_dotted_title_is_still_dropped():
    r = _one("grp-harbour.lights.2016.1080p.bluray.x264.mkv")
    assert r.title == "Harbour Lights" and r.year == 2016


@pytest.mark.parametrize("name,auto", [
    ("hlx-hl.s02e04.720p.mkv", False),  # a scene file: group tag + the show's short form
    ("grp-harbour.s02e04.mkv", False),
    ("x-harbour.s02e04.mkv", True),  # a one-letter word before the hyphen is the title's ("X-Men")
])
def test_a_lowercase_group_tag_glued_to_a_show_abbreviation_is_no_confident_title(name, auto):
    r = _one(name)
    assert _se(r) == (2, [4], None) and (r.decision == "auto") is auto

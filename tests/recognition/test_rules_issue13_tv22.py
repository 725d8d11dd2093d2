"""Issue 13, tv22 probe (Go, PHP, Python and Ruby episode-parser tests) — names written here, same shapes.

Three shapes the probe's suites held: a pack named "Full Season" / "Entire Series" (read as a film titled with the
phrase, as "Complete Series" never is); a lone number before a bare season-and-episode number ("24.618.hdtv"), which
guessit adds to the episodes (a list with a gap) or takes for the episode itself; and two years before an edition's
words ("Film.1985.2015.Special.Edition"), read confidently as the film "Film 1985" of 2015.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name, title", [
    ("Northern Shore Full Season 720p WEB-DL.mkv", "Northern Shore"),
    ("Glass Harbor Entire Series 1080p BluRay.mkv", "Glass Harbor"),
    ("The Quiet Coast Full Series 720p.mkv", "The Quiet Coast"),
])
def test_a_whole_pack_phrase_names_a_series_not_a_film(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert r.decision == "review"  # one file, no episode number


@pytest.mark.parametrize("name, title, year", [
    ("The Full Monty 1997 1080p BluRay.mkv", "The Full Monty", 1997),
    ("Full Metal Jacket 1987 720p BluRay.mkv", "Full Metal Jacket", 1987),
])
def test_full_without_a_season_word_stays_a_word_of_a_film(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name, season, episode", [
    ("42.508.hdtv.xvid-grp.avi", 5, 8),
    ("Nightwatch.12.1406.HDTV.x264-GRP.mkv", 14, 6),
    ("harbor.lights.36.0912.720p.hdtv.x264-grp.mkv", 9, 12),
])
def test_a_lone_number_before_a_bare_season_episode_number_is_no_episode(name, season, episode):
    r = _one(name)
    v = _video(r)
    assert r.type == "series" and v.season == season and v.episodes == [episode]
    assert r.decision == "review"  # the lone number: the title's, or another numbering?


def test_a_bare_season_episode_number_alone_is_unchanged():
    r = _one("garden.of.the.year.1204.hdtv-grp.avi")
    v = _video(r)
    assert r.title == "Garden of the Year" and v.season == 12 and v.episodes == [4]


def test_two_years_before_an_edition_are_a_doubt():
    r = _one("Return.to.the.Lake.1987.2017.Special.Edition.1080p.BluRay.x264-GRP.mkv")
    assert r.type == "movie" and r.decision == "review"


@pytest.mark.parametrize("name, title, year", [
    ("Orbit.Station.2049.2017.Remastered.1080p.BluRay.x264-GRP.mkv", "Orbit Station 2049", 2017),
    ("City.of.Glass.1984.2020.1080p.BluRay.x264-GRP.mkv", "City of Glass 1984", 2020),
])
def test_a_year_in_the_title_without_an_edition_or_later_than_the_film_stays_automatic(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year and r.decision == "auto"


# Batch 2 (a Haskell library scanner's paths, the PHP suite's handler rows): a special's word closing the title of a
# numbered episode, and a film file named otherwise than the film folder holding it.

@pytest.mark.parametrize("name, episode", [
    ("07 - The Winter Special.avi", 7),
    ("Quiet Street 05v2 - Holiday Special.avi", 5),
])
def test_a_special_word_in_the_title_after_an_episode_number_is_a_word_of_that_title(name, episode):
    r = _one(name)
    assert r.type == "series" and _video(r).episodes == [episode]


def test_a_numberless_special_after_the_title_is_still_a_special():
    r = _one("Quiet.Street.Special.720p.HDTV.x264-GRP.mkv")
    assert r.type == "series" and _video(r).season == 0


def test_a_film_file_named_otherwise_than_its_film_folder_of_the_same_year_is_a_doubt():
    r = _one("Harbor Town (1988)/Some Other Name (1988).mkv")
    assert r.type == "movie" and r.decision == "review"
    assert "name_files_disagree" in r.issues


@pytest.mark.parametrize("path, title, year", [
    ("Heat (1995)/heat.1995.720p.BluRay.x264-GRP.mkv", "Heat", 1995),
    ("Inception (2010)/Inception.2010.1080p.BluRay.x264-GRP.mkv", "Inception", 2010),
])
def test_a_film_file_named_as_its_folder_stays_automatic(path, title, year):
    r = _one(path)
    assert r.type == "movie" and r.title == title and r.year == year and r.decision == "auto"

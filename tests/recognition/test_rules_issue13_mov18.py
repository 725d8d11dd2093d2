"""Issue 13, eighteenth movie pass: the categories a held-out probe of film names from non-Python tools' tests (a Go
release parser's table, a TypeScript torrent-search front-end's work-identity tests, a Rust film-name parser, Swift
players' and library apps' filename parsers) exposed — names written here.

- A film title ending in a two-digit number before its bracketed year, with release tags after it (``Harbour 12
  (1988) [720p] [BluRay]``): guessit reads the number as episode 12 of "season" 1988 (its season is the name's own
  year, copied) and cuts the title before it; the number is the title's, as guessit itself reads the name without
  the tags. A number written with an episode's width (``05``) or in a fansub name stays a doubt.
- A Cyrillic title followed by Latin words that name an edition or a dub, in brackets or not (``Крепость (Directors
  Cut) 1991``, ``Крепость Hindi Dub 1991``): the Latin words were taken for the title in Latin and the Russian one for
  the original, a confident wrong title. They are no title; the Russian title is kept, and it is a doubt (``The Final
  Cut`` is a film's name too).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, year", [
    ("Harbour 12 (1988) [720p] [BluRay]", "Harbour 12", 1988),
    ("Harbour 12 (1988) [720p] [BluRay].mkv", "Harbour 12", 1988),
    ("Station's 14 (1975) [1080p] [WEBRip]", "Station's 14", 1975),
    ("Quarter 47 (2003) [2160p] [BluRay] [5.1]", "Quarter 47", 2003),
])
def test_a_number_before_a_bracketed_year_is_the_films_not_an_episode(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "auto"


@pytest.mark.parametrize("name", [
    "Harbour 05 (1988) [720p] [BluRay]",  # an episode's width
    "[Grp] Harbour 12 (1988) [720p]",  # a fansub name numbers episodes
])
def test_a_number_written_as_an_episode_before_the_year_stays_a_doubt(name):
    assert _one(name).decision == "review"


@pytest.mark.parametrize("name", [
    "Крепость (Directors Cut) 1991.mkv",
    "Крепость (Extended Edition) 1991.mkv",
    "Крепость (Hindi Dub) 1991.mkv",
    "Крепость (Rus Eng) 1991.mkv",
    "Крепость Directors Cut 1991.mkv",
    "Крепость Hindi Dub 1991.mkv",
])
def test_an_edition_or_dub_note_after_a_russian_title_is_not_its_latin_title(name):
    r = _one(name)
    assert r.type == "movie" and r.title == "Крепость" and r.year == 1991
    assert r.decision == "review" and "an edition or language note" in r.reason


@pytest.mark.parametrize("name, title, original", [
    ("Крепость (The Fortress) 1991.mkv", "The Fortress", "Крепость"),
    ("Крепость (Fortress) 1991.mkv", "Fortress", "Крепость"),
    ("Крепость The Fortress 1991.mkv", "The Fortress", "Крепость"),
])
def test_a_latin_title_after_a_russian_one_is_still_the_title(name, title, original):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.original_title == original and r.year == 1991
    assert r.decision == "auto"


def test_a_release_tag_in_brackets_after_a_russian_title_stays_confident():
    r = _one("Крепость (Remastered) 1991.mkv")
    assert r.title == "Крепость" and r.year == 1991 and r.decision == "auto"


@pytest.mark.parametrize("name", [
    "Крепость / Directors Cut [1991, BDRip 1080p]",
    "Крепость / Hindi Dub [1991, BDRip 1080p]",
])
def test_an_edition_or_dub_segment_of_a_tracker_title_is_not_its_latin_title(name):
    r = _one(name)
    assert r.type == "movie" and r.title == "Крепость" and r.year == 1991
    assert r.decision == "review" and "an edition or language note" in r.reason


def test_a_latin_segment_of_a_tracker_title_is_still_the_title():
    r = _one("Крепость / The Fortress [1991, BDRip 1080p]")
    assert r.title == "The Fortress" and r.original_title == "Крепость" and r.year == 1991

"""Issue 13, rules added at the twentieth passes' merge, from their left items — names written here.

A part number after a one-file film's year:
``Show.2013.Part.11.720p.HDTV`` was already read as an episode, but the same shape with a film's source
(``Harbour.Lights.2019.Part.3.1080p.WEB``, ``…2019.Pt.3``, ``…2019.Vol.3``) was a film "Harbour Lights (2019)",
auto at 1.0: the part number silently dropped. It is an episode of a documentary or mini-series, or one part of a
film split in files — never the whole film. A film's own "Part Two" before its year stays its title, certain.

A broadcaster named before a show (``HBO.Show.S01E01``, ``Channel.4.Show``) is no word of its title: stripped as a
doubt, as "BBC" and "National Geographic" already were.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name", [
    "Harbour.Lights.2019.Part.3.1080p.WEB.h264-GRP.mkv",
    "Quiet.Harbour.2016.Pt.2.720p.BluRay.x264-GRP.mkv",
    "Salt.Marsh.Diaries.2011.Vol.4.1080p.BluRay.x264-GRP.mkv",
    "Copper Lantern (2018) Part 2 [1080p].mkv",
])
def test_a_part_number_after_a_one_file_films_year_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review"
    assert "part number follows the year" in r.reason


@pytest.mark.parametrize("name, title, year", [
    ("Harbour.Lights.Part.Two.2019.1080p.WEB.h264-GRP.mkv", "Harbour Lights Part Two", 2019),
    ("Quiet.Harbour.Part.2.2016.720p.BluRay.x264-GRP.mkv", "Quiet Harbour Part 2", 2016),
    ("Salt Marsh Diaries Vol. 1 (2011).mkv", "Salt Marsh Diaries Vol. 1", 2011),
    ("Copper.Lantern.2018.1080p.BluRay.x264-GRP.mkv", "Copper Lantern", 2018),
])
def test_a_films_own_part_before_its_year_stays_its_title_and_certain(name, title, year):
    r = _one(name)
    assert r.type == "movie" and (r.title, r.year) == (title, year)
    assert r.decision == "auto"


@pytest.mark.parametrize("name, title", [
    ("HBO.Quiet.Harbour.S01E01.1080p.WEB.h264-GRP.mkv", "Quiet Harbour"),
    ("Netflix.Salt.Marsh.S02E03.1080p.mkv", "Salt Marsh"),
    ("Channel.4.Copper.Lantern.S01E02.720p.HDTV.mkv", "Copper Lantern"),
    ("Ch4.Copper.Lantern.S01E02.mkv", "Copper Lantern"),
    ("ITV.Harbour.Lights.S03E01.mkv", "Harbour Lights"),
])
def test_a_broadcaster_before_a_show_is_stripped_as_a_doubt(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title
    assert r.decision == "review" and "channel prefix" in r.reason


@pytest.mark.parametrize("name, title", [
    ("Channel.Zero.S01E01.720p.mkv", "Channel Zero"),
    ("Itvan.S01E01.720p.mkv", "Itvan"),
])
def test_a_title_that_only_starts_like_a_broadcaster_keeps_it(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "auto"


@pytest.mark.parametrize("name", [
    "2. Harbour Lights 1986 1080p.mkv",  # a list index with a dot and a space
    "3 - Harbour Lights (2019).mkv",
    "#3 Harbour Lights (2019).mkv",
    "17.Copper Lantern - The Return (2017).mkv",  # a dot glued to the index, the rest written with spaces
])
def test_a_collections_list_index_opening_a_film_name_is_a_doubt(name):
    r = _one(name)
    assert r.type == "movie"
    assert r.decision == "review"


@pytest.mark.parametrize("name, title", [
    ("12.Quiet.Men.1957.1080p.BluRay.x264-GRP.mkv", "12 Quiet Men"),  # a dotted name: the number is the title's
    ("12 Quiet Men (1957).mkv", "12 Quiet Men"),
    ("2 Fast Harbours (2003).mkv", "2 Fast Harbours"),
])
def test_a_number_that_is_a_films_first_word_stays_certain(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "auto"

"""Issue 13, thirteenth movie pass: the category a held-out probe of a media server's and small library tools'
parser tests exposed — names written here.

A group tag of letters and digits glued to an "S1" (``-S1N4``, ``.S2K9``) is no season marker: the name stays a
film. An "S1" on its own, or followed by an episode, still announces a season.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("name, title, year", [
    ("Harbor.Lights.2.2011.720p.Encode.S1N4.mkv", "Harbor Lights 2", 2011),
    ("Quiet.Orchard.2018.1080p.BluRay-S2K9.mkv", "Quiet Orchard", 2018),
    ("The Glass Road 2009 720p WEBRip x264-S4M1.mkv", "The Glass Road", 2009),
])
def test_a_group_tag_glued_to_an_s_number_is_no_season(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name, season, episodes", [
    ("Lantern.Vale.S02E05.1080p.WEB.mkv", 2, [5]),
    ("Lantern.Vale.S1E7.720p.mkv", 1, [7]),
])
def test_an_s_number_with_its_episode_is_still_a_season(name, season, episodes):
    r = _one(name)
    assert r.type == "series" and _se(r) == (season, episodes)


def test_a_bare_s_number_still_announces_a_season():
    r = _one("Lantern.Vale.S3.1080p.WEB.mkv")
    assert r.type == "series" and _se(r)[0] == 3


def test_two_glued_season_markers_are_still_seasons():
    r = _one("Lantern.Vale.1998.S01S02.COMPLETE.720p.WEB-GRP")
    assert r.type == "series"

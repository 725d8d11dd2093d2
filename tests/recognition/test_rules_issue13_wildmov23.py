"""Issue 13, twenty-third pass: a category a probe of film names users pasted into tools' issue threads exposed —
names written here.

A film whose title opens with a year and a colon ("1984: Big Brother Returns 2160p …") has no other year: both
readers take the year as the film's and the rest as its title. A year is not written "1984:" before a film's title,
so the colon form is the same doubt as a bare opening year ("2001.A.Space.Odyssey.1080p"): reviewed, not auto.

A film title that ends on an edition word after a connective ("Loud.Proud.And.Uncut.2004"): both readers cut the
word as the edition and keep a title ending on "And"; the word right before the year, after a connective, is the
title's. An edition written after the year stays an edition.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name", [
    "1984: Big Brother Returns 2160p BluRay x265 HEVC 10bit HDR AAC 5.1 Grp.mkv",
    "1999: A Night Out 1080p BluRay x264 DTS-Grp.mkv",
])
def test_a_year_and_colon_opening_a_film_name_is_reviewed(name):
    r = _one(name)
    assert r.type == "movie"
    assert r.decision == "review"


def test_a_year_colon_title_with_its_own_year_stays_auto():
    r = _one("1999: A Night Out (2004) 1080p BluRay x264 DTS-Grp.mkv")
    assert r.year == 2004 and r.title.startswith("1999")


@pytest.mark.parametrize("name, title, year", [
    ("Loud.Proud.And.Uncut.2004.1080p.BluRay.x264-GRP.mkv", "Loud Proud And Uncut", 2004),
    ("Tales.of.the.Extended.2011.720p.WEB-DL.x264-GRP.mkv", "Tales of the Extended", 2011),
])
def test_an_edition_word_after_a_connective_before_the_year_is_the_titles(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name, title", [
    ("Wild.Nights.2004.Uncut.1080p.BluRay.x264-GRP.mkv", "Wild Nights"),
    ("Fear.and.Loathing.in.Las.Vegas.1998.Remastered.1080p.BluRay.x264-GRP.mkv", "Fear and Loathing in Las Vegas"),
])
def test_an_edition_after_the_year_is_still_no_title(name, title):
    assert _one(name).title == title

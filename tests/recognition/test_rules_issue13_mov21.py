"""Issue 13, round 10 (mov21): a film title's leading number guessit took for an absolute episode — names written here.

``Num Words (YEAR) [1080p] …``: a bracketed tag after a film's parenthesised year turns guessit to an anime reading,
the title's leading number becoming absolute episode N and the title losing it. The film was auto at 0.9 as
"Days of Summer"-shaped titles. The settle already kept a leading number guessit took as an *episode* ("10 Things
I Hate About You"); it now keeps one taken as an *absolute* episode too, when the name has a year and we read no
episode of our own.

``Film (YEAR) [720] BluRay``: a frame height in brackets without its "p" right after the year was read (from guessit)
as episode 720, the film typed a series (review). It is the resolution.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, year", [
    ("300 Lanterns of Kyoto (2014) [1080p] BluRay x264-GRP.mkv", "300 Lanterns of Kyoto", 2014),
    ("250 Miles to Nowhere (2008) [720p] WEB-DL MULTi x264-GRP.mkv", "250 Miles to Nowhere", 2008),
    ("144 Winters (1996) [2160p] UHD BluRay x265-GRP.mkv", "144 Winters", 1996),
])
def test_a_films_leading_number_before_a_tag_after_its_year_stays_its_title(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)



@pytest.mark.parametrize("name, title, year", [
    ("Kings Lane (2011) [720] BluRay x264-GRP.mkv", "Kings Lane", 2011),
    ("Silent Orchard (2004) [1080] BluRay MULTi x264-GRP.mkv", "Silent Orchard", 2004),
])
def test_a_bare_frame_height_in_brackets_after_a_films_year_is_no_episode(name, title, year):
    """``Film (2011) [720] BluRay``: the resolution written without its "p" — guessit reads episode 720 of the
    "season" it copies from the year (evidence._height_after_year)."""
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert not r.files[0].episodes

"""Issue 13, twentieth pass (API responses): the category a probe of release names paired with a tracker API's
structured labels exposed — names written here.

A film name that writes a person before its year and words after it ("Some Actor - 1961 - Lantern on the Water",
"Some Director - (1977) Harbour of Glass") is read by both readers as the film "Some Actor": guessit takes the part
before the year as the title and the words after it as an alternative title, and nothing doubted it. Which side
names the film cannot be told from the name ("Harbour of Glass.1977.Some Director" is the other way round), so a
name that goes on after its year with two or more words (no release tags) is a doubt, never a fix. A year followed
by release tags, an edition, a one-word uploader tag, or nothing, stays automatic.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name", [
    "Dora Vale - 1961 - Lantern on the Water.avi",
    "Sam Okoro - (1977) Harbour of Glass.mkv",
    "Harbour of Glass.1977.Sam Okoro.mkv",
    "Lantern on the Water (1961) Dora Vale.avi",
])
def test_words_after_the_year_are_a_doubt_title_or_person(name):
    r = _one(name)
    assert r.type == "movie" and r.year in (1961, 1977)
    assert r.decision == "review"


@pytest.mark.parametrize("name, title, year", [
    ("Lantern on the Water (1961) DVDRip XviD.avi", "Lantern on the Water", 1961),
    ("Lantern.on.the.Water.1961.1080p.BluRay.x264-GRP.mkv", "Lantern on the Water", 1961),
    ("Lantern on the Water - 1961 - Uploadr_x264_DVDRip.mkv", "Lantern on the Water", 1961),
    ("Harbour of Glass 1977.mkv", "Harbour of Glass", 1977),
])
def test_a_year_followed_by_release_tags_or_nothing_stays_automatic(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "auto"


@pytest.mark.parametrize("name", ["Okoro - 1977 - Glass.mkv", "Okoro - (1977) - Glass.avi"])
def test_one_word_between_spaced_dashes_after_the_year_is_a_doubt_too(name):
    """Found at the merge: one word after the year was left automatic ("Okoro", 1.0); between spaced dashes the
    parts are fields, not a dotted group tag."""
    r = _one(name)
    assert r.type == "movie" and r.year == 1977
    assert r.decision == "review"


def test_one_word_after_a_dotted_year_stays_a_release_group_reading():
    r = _one("Harbour.of.Glass.1977.1080p.BluRay.x264-GRP.mkv")
    assert r.title == "Harbour of Glass" and r.decision == "auto"

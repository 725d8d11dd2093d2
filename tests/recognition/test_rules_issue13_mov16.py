"""Issue 13, sixteenth movie pass: the categories a held-out probe of hard film names (a media sync tool's Chinese
PT-site table, a film classifier's, a Radarr-cleaner's, small title extractors' and a Rust organiser's tests) exposed
— names written here.

A film title that guessit cuts before a word it reads as a country or an edition, written between the title and the
year (``Nobody.Like.Us.2011`` read "Nobody Like" with US a country, ``The.Moth.Collector.1997`` read "The Moth" with
Collector an edition), is a doubt: both readers agree on it, and nothing but the shape shows the word was the
title's. A tag written as one (capitals: ``DC``, ``US``; or with its release word: ``Collectors.Edition``) explains
itself. A film title that opens with ``Sample`` (a sample clip's marker) is a doubt too. Chinese title marks opening
a name (``《片名》2003.…``) hold the film's title: the marks go, the year after them is the year.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one

# --- a title word guessit reads as a country or an edition ---------------------------------------------------------

@pytest.mark.parametrize("name", [
    "Ghosts Like Us 1988 1080p BluRay x264-GRP.mkv",
    "Nobody.Like.Us.2011.720p.WEB-DL.x264-GRP.mkv",
    "The Stamp Collector 2004 BluRay 1080p AVC DTS-HD MA 5.1-GRP.mkv",
    "The.Moth.Collector.1997.1080p.BluRay.x264-GRP.mkv",
])
def test_a_title_cut_before_a_word_guessit_reads_as_a_country_or_edition_is_a_doubt(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "review"
    assert "country or an edition" in r.reason


@pytest.mark.parametrize("name, title, year", [
    ("Quiet.Harbour.2015.Collectors.Edition.1080p.BluRay.x264-GRP.mkv", "Quiet Harbour", 2015),
    ("Quiet.Harbour.DC.2012.1080p.BluRay.x264-GRP.mkv", "Quiet Harbour", 2012),
    ("Quiet.Harbour.US.2010.1080p.BluRay.x264-GRP.mkv", "Quiet Harbour", 2010),
    ("Harbour Lights (1994)/Harbour.Lights.(Satama.Valot).(1994).(Special.Edition).DVDRip.XviD-GRP.avi",
     "Harbour Lights", 1994),
])
def test_a_tag_written_as_a_tag_before_or_after_the_year_is_no_doubt(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year, r.decision) == ("movie", title, year, "auto")


# --- a sample clip's marker opening a film's name ------------------------------------------------------------------

def test_a_film_title_opening_with_sample_is_a_doubt():
    r = _one("Sample.Quiet.Harbour.2015.1080p.BluRay.x264-GRP")
    assert r.decision == "review" and "opens with 'Sample'" in r.reason


def test_a_title_word_that_merely_starts_with_sample_is_no_doubt():
    r = _one("Sampler.Tales.2015.1080p.BluRay.x264-GRP.mkv")
    assert (r.title, r.year, r.decision) == ("Sampler Tales", 2015, "auto")


# --- Chinese title marks opening a film's name --------------------------------------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("《春江夜话》2003.mkv", "春江夜话", 2003),
    ("《春江夜话》2003.国粤双语版.mkv", "春江夜话", 2003),
    ("《春江夜话》.2003.1080p.WEB-DL.mkv", "春江夜话", 2003),
])
def test_chinese_title_marks_opening_a_film_name_hold_its_title(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)


def test_chinese_title_marks_after_other_words_are_left_as_written():
    r = _one("电影《春江夜话》2003.1080p.mkv")  # "film《…》": more than a title before the marks
    assert r.decision == "review"

"""Issue 13, mov26 pass: failure categories of film names from a Go release parser's curated cases, a real NZB
indexer's film answers and TV-recorder names.

The names here are written for these tests (invented films and shows in the same shapes), never copied from the probe.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


# --- a "daily show" whose title is the date's own day and month is a doubt ------------------------------------------

@pytest.mark.parametrize("name", [
    "3.March.2021.1080p.WEB-DL.DDP.5.1-GRP.mkv",
    "21.October.2016.720p.BluRay.x264-GRP.mkv",
    "November.9th.2008.DVDRip.XviD-GRP.avi",
])
def test_a_title_that_is_the_dates_day_and_month_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review" and "type_conflict" in r.issues


@pytest.mark.parametrize("name, title", [
    ("Morning.Desk.3.March.2021.720p.WEB.h264-GRP.mkv", "Morning Desk"),
    ("Evening.Round.Up.October.21.2016.HDTV.x264-GRP.mkv", "Evening Round Up"),
])
def test_a_daily_show_with_its_name_stays_auto(name, title):  # guards: pass on the old engine too
    r = _one(name)
    assert (r.type, r.title, r.decision) == ("series", title, "auto")
    assert _video(r).date is not None


# --- an HTML character reference a feed left in the title is a doubt ------------------------------------------------

@pytest.mark.parametrize("name", [
    "Salt.&amp;.Pepper.2011.1080p.BluRay.x264-GRP.mkv",
    "Bread &amp; Roses (1999) 720p WEB-DL.mkv",
    "Kings.&amp;.Queens.S02E04.720p.HDTV.x264-GRP.mkv",
])
def test_an_html_reference_in_the_title_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review" and "title_leftover" in r.issues


def test_an_ampersand_written_as_such_stays_auto():  # a guard: passes on the old engine too
    r = _one("Salt.&.Pepper.2011.1080p.BluRay.x264-GRP.mkv")
    assert (r.type, r.title, r.year, r.decision) == ("movie", "Salt & Pepper", 2011, "auto")


# --- guessit's title cut inside a word the name writes whole -------------------------------------------------------

@pytest.mark.parametrize("name, title", [
    ("The.Oddest.Summer.of.Our.Lives.2012.1080p.WEBRip.x264-GRP.mkv", "The Oddest Summer of Our Lives"),
    ("Spider.Farm.or.The.Maddest.Harvest.1999.720p.BluRay.x264-GRP.mkv", "Spider Farm or The Maddest Harvest"),
])
def test_a_title_is_never_cut_inside_a_written_word(name, title):
    r = _one(name)
    assert (r.type, r.title) == ("movie", title)


# --- a capitalised word hyphened to a lowercase run is not a title's own hyphen -------------------------------------

@pytest.mark.parametrize("name", [
    "Grp-thelastharbour.2019.1080p.mkv",
    "Xyz-quietfields.2007.720p.mkv",
])
def test_a_capitalised_tag_before_a_lowercase_title_is_a_doubt(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "review"


@pytest.mark.parametrize("name, title", [
    ("Spider-Man.2002.1080p.mkv", "Spider-Man"),
    ("Half-Blood.2011.720p.mkv", "Half-Blood"),
])
def test_a_hyphened_title_written_alike_stays_auto(name, title):  # guards: pass on the old engine too
    r = _one(name)
    assert (r.type, r.title, r.decision) == ("movie", title, "auto")


# --- an edition qualifier before an edition phrase is no word of the title ------------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("The.Harbour.Keepers.Ultimate.Directors.Cut.1988.1080p.BluRay.x264-GRP.mkv", "The Harbour Keepers", 1988),
    ("Quiet.Fields.Roadshow.Directors.Cut.2003.720p.BluRay.x264-GRP.mkv", "Quiet Fields", 2003),
    ("Night.Orchard.Ultimate.Cut.2010.1080p.BluRay.x264-GRP.mkv", "Night Orchard", 2010),
])
def test_an_edition_qualifier_before_the_year_is_no_title_word(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)


@pytest.mark.parametrize("name, title", [
    ("The.Final.Cut.2004.1080p.BluRay.x264-GRP.mkv", "The Final Cut"),
    ("Harbour.Runner.The.Final.Cut.1982.1080p.BluRay.x264-GRP.mkv", "Harbour Runner The Final Cut"),
])
def test_an_edition_phrase_after_an_article_stays_the_title(name, title):  # guards: pass on the old engine too
    r = _one(name)
    assert (r.type, r.title) == ("movie", title)


# --- title words after an edition phrase, up to the year, are the title's -------------------------------------------

def test_title_words_after_an_edition_phrase_stay_in_the_title():
    r = _one("Star.Pilot.ZERO.Special.Edition.II.The.Burning.Coast.2005.1080p.BluRay.x264-GRP.mkv")
    assert (r.type, r.title, r.year) == ("movie", "Star Pilot ZERO Special Edition II The Burning Coast", 2005)


# --- a site's domain written in capitals before " - " is no title ----------------------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("EXAMPLESITE.COM - The.Quiet.Harbour.2019.1080p.WEB-DL.x264-GRP.mkv", "The Quiet Harbour", 2019),
    ("MOVIEBOX.NET - Night Fields (2004) 720p BluRay.mkv", "Night Fields", 2004),
])
def test_a_capitalised_site_domain_before_the_title_is_dropped(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)

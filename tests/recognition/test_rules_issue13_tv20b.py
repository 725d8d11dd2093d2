"""Issue 13, twentieth pass (tv20b): the categories a held-out probe of TV episode names from Java, Perl and Ruby
tools' tests (a renamer's season/episode matcher, a Perl TV-file parser, small Ruby renamers) exposed — names
written here.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one

# --- a short numbered marker right after a film's year, that nothing explains ("…2019.race.p07.1080p") ------------

@pytest.mark.parametrize("path", [
    "grand.prix.2019.race.p07.1080p-grp.mkv",       # a sports event's part, abbreviated, after words guessit keeps
    "poker.tour.2015.ft.p3.720p.WEB-grp.mkv",
    "Cycle.Tour.2020.stage.p12.1080p-grp.mkv",

])
def test_a_numbered_marker_after_the_year_is_doubted_not_an_automatic_film(path):
    r = _one(path)
    assert r.decision == "review"
    assert "follows the year" in r.reason

@pytest.mark.parametrize("path, title", [
    ("Quiet.Harbour.2013.720p.BluRay.x264-grp.mkv", "Quiet Harbour"),
    ("Quiet.Harbour.2013.German.1080p.BluRay.x264-grp.mkv", "Quiet Harbour"),
    ("Quiet.Harbour.2013.Extended.1080p.BluRay.x264-grp.mkv", "Quiet Harbour"),
    ("Quiet.Harbour.2013.1080p.WEB-DL.DDP5.1.H.264-grp.mkv", "Quiet Harbour"),
])
def test_a_film_with_only_release_tags_after_its_year_stays_automatic(path, title):
    r = _one(path)
    assert r.type == "movie" and r.title == title and r.decision == "auto"


# --- a British "Series N" season word guessit keeps in the title when its number is cut off ("…Series_10_-_…") ------

def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("path, title, season, episodes", [
    ("Harbour_Lights_Series_4_-_Episode_6_b01abcd2_default.mp4", "Harbour Lights", 4, [6]),
    ("Harbour_Lights_Series_12_-_Episode_03_p0xyz123_original.mp4", "Harbour Lights", 12, [3]),
    ("Quiet.Ward.Series.2.-.Episode.5.mkv", "Quiet Ward", 2, [5]),
    ("Quiet_Ward_Series_11_-_Episode_2_b0abc123_default.mp4", "Quiet Ward", 11, [2]),
])
def test_a_series_word_before_its_number_is_the_season_not_the_title(path, title, season, episodes):
    r = _one(path)
    assert r.title == title and _se(r) == (season, episodes)


@pytest.mark.parametrize("path, title", [
    ("The Quiet Series S01E02.mkv", "The Quiet Series"),            # a title ending in the word, no number after it
    ("Harbour.Watch.Series.3.Episode.2.720p.mkv", "Harbour Watch"),
])
def test_a_title_ending_in_series_or_a_plain_series_word_keeps_its_reading(path, title):
    assert _one(path).title == title

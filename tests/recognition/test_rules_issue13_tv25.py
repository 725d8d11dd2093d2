"""Issue 13, tv25 probe (Perl, Ruby, TypeScript/CoffeeScript, C#, Java, PHP, Swift and Clojure parser tests) —
names written here.

Three shapes the probe's suites held: a download page's link text saved as the name ("Download Show - 2017-10-15
(Cantonese)"), its verb read as the title's first word and sent out automatic; a cross range whose end repeats the
season with its own zero padding ("Show - 1x10-01x20"), read as the list 1, 10, 20; and MakeMKV's title-track
suffix ("Film_Name_t00"), read as the Spanish season "T00" (a special).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name, title", [
    ("Download Harbour Lights - 2019-03-14 (Cantonese).mp4", "Harbour Lights"),
    ("Download Harbour Lights - Episode 07 (English Subtitles).mp4", "Harbour Lights"),
    ("Download.Quiet.Harbour.2018.1080p.WEB-DL.mkv", "Quiet Harbour"),
])
def test_a_download_link_text_opening_the_name_is_a_doubt(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "review" and "opens with 'Download'" in (r.reason or "")


@pytest.mark.parametrize("name, title", [
    ("Downloaded.2013.1080p.WEB-DL.mkv", "Downloaded"),  # a word that only starts with it
    ("Download (2019).mkv", "Download"),  # the film named by the one word
])
def test_a_title_of_the_word_download_is_no_doubt(name, title):
    r = _one(name)
    assert r.title == title and "opens with 'Download'" not in (r.reason or "")


@pytest.mark.parametrize("name, season, episodes", [
    ("Harbour Lights - 1x10-01x14.mkv", 1, [10, 11, 12, 13, 14]),
    ("Harbour Lights - 2x03-02x05 - Tide.mkv", 2, [3, 4, 5]),
    ("Harbour.Lights.3x07-3x09.mkv", 3, [7, 8, 9]),  # unpadded: unchanged
])
def test_a_cross_range_repeating_its_season_with_padding(name, season, episodes):
    v = _video(_one(name))
    assert v.season == season and v.episodes == episodes


def test_a_whole_marker_glued_by_an_underscore_is_the_next_episode():
    v = _video(_one("Harbour_Lights_01x02_01x03.avi"))  # not [1, 2, 3]: the second "01" is the season again
    assert v.season == 1 and v.episodes == [2, 3]


def test_a_glued_list_after_a_marker_is_unchanged():
    v = _video(_one("Harbour Lights - 02x03-04-15 - Tide.mkv"))
    assert v.season == 2 and v.episodes[:2] == [3, 4]


@pytest.mark.parametrize("name", ["The_Quiet_Harbour_t00.mkv", "The_Quiet_Harbour_t01"])
def test_makemkv_title_track_suffix_is_no_season(name):
    r = _one(name)
    assert r.type == "movie" and _video(r).season is None


@pytest.mark.parametrize("name, season", [("Harbour Lights T06 [HDTV].mkv", 6), ("Harbour_Lights_T02.mkv", 2)])
def test_spanish_season_pack_letter_still_read(name, season):
    r = _one(name)
    assert r.type == "series" and _video(r).season == season


@pytest.mark.parametrize("name, title", [
    ("Harbour.Lights.Mini-Series.720p.HDTV.x264-GRP.mkv", "Harbour Lights"),
    ("The.Quiet.Harbour.Miniseries.1080p.BluRay.x264-GRP.mkv", "The Quiet Harbour"),
    ("Harbour Lights Mini Series 720p.mkv", "Harbour Lights"),
])
def test_an_unbracketed_miniseries_note_before_the_tags_is_a_show(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title


def test_a_title_holding_the_word_miniseries_stays_a_film():
    r = _one("The.Miniseries.Murders.2011.1080p.BluRay.x264-GRP.mkv")
    assert r.type == "movie" and r.title == "The Miniseries Murders" and r.year == 2011


@pytest.mark.parametrize("name, episode", [
    ("Harbour.Lights.(2.iz.3).The.Tide.2011.HDTVRip.720p.mkv", 2),
    ("Harbour.Lights.(1.iz.4).2012.SATRip.avi", 1),
])
def test_a_transliterated_n_of_m_in_brackets_is_that_episode(name, episode):
    r = _one(name)
    assert r.type == "series" and _video(r).episodes == [episode]


def test_a_transliterated_count_past_its_total_is_no_episode():
    r = _one("Harbour.Lights.(5.iz.3).2012.avi")
    assert r.type == "movie"


@pytest.mark.parametrize("name", ["14_Harbour_Lights_(1975).avi", "Some Cartoons/7_The_Quiet_Harbour_(1968).avi"])
def test_a_number_before_an_underscored_title_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review" and "opens the name" in (r.reason or "")


def test_a_dotted_number_title_stays_automatic():
    r = _one("12.Angry.Men.1957.1080p.BluRay.x264-GRP.mkv")
    assert r.title == "12 Angry Men" and r.decision == "auto"


@pytest.mark.parametrize("name, title, season", [
    ("Harbour Lights 3 season 1080p.mkv", "Harbour Lights", 3),
    ("Harbour Lights. 2 season #720p.mkv", "Harbour Lights", 2),
    ("Harbour Lights 2 season MVO Studio 720p.mkv", "Harbour Lights", 2),  # guessit runs on through "2 season"
])
def test_a_number_before_the_word_season_is_the_season(name, title, season):
    r = _one(name)
    assert r.type == "series" and r.title == title and _video(r).season == season


@pytest.mark.parametrize("name, title, season", [
    ("Catch 22 season 1.mkv", "Catch 22", 1),  # the season's own number follows: the one before is the title's
    ("Harbour 2 Season 3.mkv", "Harbour 2", 3),
])
def test_a_number_title_before_a_numbered_season_stays_the_titles(name, title, season):
    r = _one(name)
    assert r.title == title and _video(r).season == season

"""Issue 13, tv25b probe (a Flutter debrid app's, a Kotlin viewer's and small Ruby, Python, Rust, Dart and Go
parser suites) — names written here.

- "[4.11.12] Lantern Night.avi": three short dotted numbers with no four-digit year anywhere, read by guessit alone
  as an air date of a two-digit year (2012-04-11) and sent out automatic; the same numbers are as often a season
  and two episodes (a player's "[S.E.E]" notation) or a title's numbers: now a doubt; a bracketed "[S.E.E]" whose
  second episode follows the first is read as that season and those episodes, still a doubt against guessit's date.
- "S01E05 - Lantern Night.mkv", "Season 2 Episode 3 Harbour Lights.mkv", "[7.22] Lantern Night.avi" alone: a file
  opened by its season and episode, with no folder naming the show, had the words after them read as the show and
  sent out automatic — they are the episode's title as often: now a doubt (a show folder above still names it).
- "The 100 - Complete Series", "The.4400.Complete.Series": guessit stops the title at its article and reads the
  title's number as episode 100 or S44E00; an article alone names nothing, and a number of the title is no episode.
- "Show - All Seasons", "Show Entire Series Complete", "24 - Complete Series": a show's whole-pack phrase; the one
  file was read as a film ("All Seasons" as a title word, "Entire" kept in guessit's title).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name", [
    "[4.11.14] Lantern Night.avi",
    "[6.03.09] Harbour Watch.mp4",
    "[10.05.08] Harbour Tide.mkv",
])
def test_a_date_of_a_two_digit_year_read_by_guessit_alone_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review" and "two-digit year" in (r.reason or "")


@pytest.mark.parametrize("name, season, eps", [
    ("[4.11.12] Lantern Night.avi", 4, [11, 12]),
    ("[6.03.04] Harbour Watch.mp4", 6, [3, 4]),
])
def test_a_bracketed_season_and_two_following_episodes_are_read_with_a_doubt(name, season, eps):
    r = _one(name)
    assert (_video(r).season, _video(r).episodes, _video(r).date) == (season, eps, None)
    assert r.decision == "review" and "by the rules, as the date" in (r.reason or "")


@pytest.mark.parametrize("name, date", [
    ("Copper Street 2015.03.14 720p HDTV x264.mkv", "2015-03-14"),
    ("Copper.Street.2019-11-02.1080p.WEB.h264.mkv", "2019-11-02"),
])
def test_a_date_with_its_century_stays_automatic(name, date):
    r = _one(name)
    assert _video(r).date == date and "two-digit year" not in (r.reason or "")


@pytest.mark.parametrize("name", [
    "S01E05 - Lantern Night.mkv",
    "S02 - E03 - The Long Harbour.mkv",
    "Season 2 Episode 3 Harbour Lights.mkv",
    "[7.22] Lantern Night.avi",
    "3x04 - Copper Street.avi",
])
def test_a_lone_file_opened_by_its_season_and_episode_is_a_doubt_on_its_show(name):
    r = _one(name)
    assert r.decision == "review" and "may be the episode's title" in (r.reason or "")


def test_a_show_folder_above_still_names_the_show():
    r = _one("Copper Coast/Season 01/S01E05 - Lantern Night.mkv", name="Copper Coast")
    assert (r.title, _video(r).season, _video(r).episodes) == ("Copper Coast", 1, [5])
    assert "may be the episode's title" not in (r.reason or "")


@pytest.mark.parametrize("name, title", [
    ("The 300 - Complete Series [1080p]", "The 300"),
    ("The.300.Complete.Series.1080p", "The 300"),
    ("The 5500 Complete Series", "The 5500"),
])
def test_a_title_is_never_its_article_alone_and_its_number_is_no_episode(name, title):
    r = _one(name)
    v = _video(r)
    assert (r.title, r.type, v.season, v.episodes) == (title, "series", None, [])


@pytest.mark.parametrize("name, title", [
    ("Copper Coast - All Seasons [1080p]", "Copper Coast"),
    ("Copper Coast Entire Series Complete", "Copper Coast"),
    ("Copper Coast Whole Series 720p", "Copper Coast"),
    ("42 - Complete Series [1080p]", "42"),
])
def test_a_whole_series_phrase_names_a_show_pack(name, title):
    r = _one(name)
    assert (r.title, r.type) == (title, "series") and r.decision == "review"


def test_a_title_with_its_number_before_an_episode_marker_stays_automatic():
    r = _one("The.300.S01E01.720p.mkv")
    assert (r.title, _video(r).season, _video(r).episodes, r.decision) == ("The 300", 1, [1], "auto")

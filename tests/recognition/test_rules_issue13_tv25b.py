"""Issue 13, tv25b probe (a Flutter debrid app's, a Kotlin viewer's and small Ruby, Python, Rust, Dart and Go
parser suites) — names written here.

- "[4.11.12] Lantern Night.avi": three short dotted numbers with no four-digit year anywhere, read by guessit alone
  as an air date of a two-digit year (2012-04-11) and sent out automatic; the same numbers are as often a season
  and two episodes (a player's "[S.E.E]" notation) or a title's numbers: now a doubt.
- "S01E05 - Lantern Night.mkv", "Season 2 Episode 3 Harbour Lights.mkv", "[7.22] Lantern Night.avi" alone: a file
  opened by its season and episode, with no folder naming the show, had the words after them read as the show and
  sent out automatic — they are the episode's title as often: now a doubt (a show folder above still names it).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name", [
    "[4.11.12] Lantern Night.avi",
    "[6.03.04] Harbour Watch.mp4",
    "[10.05.06] Harbour Tide.mkv",
])
def test_a_date_of_a_two_digit_year_read_by_guessit_alone_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review" and "two-digit year" in (r.reason or "")


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

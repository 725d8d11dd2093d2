"""Issue 13, tv25b probe (a Flutter debrid app's, a Kotlin viewer's and small Ruby, Python, Rust, Dart and Go
parser suites) — names written here.

- "[4.11.12] Lantern Night.avi": three short dotted numbers with no four-digit year anywhere, read by guessit alone
  as an air date of a two-digit year (2012-04-11) and sent out automatic; the same numbers are as often a season
  and two episodes (a player's "[S.E.E]" notation) or a title's numbers: now a doubt.
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

"""Issue 13, at the merge of the twenty-third passes: air dates written in words, as American daily shows write
them, and a film named after a date — names written here.

- "Show Monday October 18 2021": the month's name first (and a weekday before it) is an air date; the title ends
  where it starts, so both readers agree on the show (it was a film titled "Show Monday October 18").
- "Day.Of.Days.June.6th.1944.1962.DVDRip": a date followed by another year is a film named after the date as
  often as a daily show's episode; it was a confident daily show.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _one(name: str):
    return recognize(TorrentInput(name, (FileInput(f"{name}.mkv", GB),)))


@pytest.mark.parametrize("name, title, date", [
    ("Morning Desk Monday October 18 2021 720p WEB", "Morning Desk", "2021-10-18"),
    ("Late.Talk.With.Sam.March.3.2022.1080p.WEB.h264", "Late Talk With Sam", "2022-03-03"),
    ("Evening.Panel.Friday.November.5.2021.720p.WEB", "Evening Panel", "2021-11-05"),
])
def test_an_american_air_date_in_words_ends_a_daily_show_title(name, title, date):
    r = _one(name)
    assert (r.type, r.title, r.files[0].date) == ("series", title, date)


def test_a_date_followed_by_another_year_is_a_doubt():
    r = _one("Day.Of.Days.June.6th.1944.1962.DVDRip.x264")
    assert r.decision == "review"
    assert "type_conflict" in r.issues and "named after a date" in r.reason


def test_a_month_word_in_a_film_title_is_no_date():
    r = _one("May.December.2023.1080p.WEB.h264")
    assert (r.type, r.title, r.year, r.decision) == ("movie", "May December", 2023, "auto")

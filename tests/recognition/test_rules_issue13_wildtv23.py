"""Issue 13, wildtv23 pass: failure categories of real TV names pasted into download/import tools' issue threads.

The names here are written for these tests (invented shows in the same shapes), never copied from the threads.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- an episode title that starts with a number, right after "SxxEyy-" ----------------------------------------

@pytest.mark.parametrize("name, season, episode", [
    ("Harbor.Lights-S07E14-9.Lives.of.a.Cat_720p.HDTV.mkv", 7, 14),
    ("Harbor Lights-S02E08-3,200 Miles-SDTV-x264_AAC-GRP.mp4", 2, 8),
])
def test_a_number_after_the_marker_dash_lower_than_the_episode_starts_the_episode_title(name, season, episode):
    r = _one(name)
    assert r.title == "Harbor Lights"
    assert _se(r) == (season, [episode])


def test_a_dash_range_after_the_marker_is_still_read():  # a guard: passes on the old engine too
    assert _se(_one("Harbor Lights - S03E09-10 - Two Parts (1080p x265 GRP).mkv")) == (3, [9, 10])


# --- a marker glued to the tag after it ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["the.quiet.coast.s03e07BluRay.10Bit.1080p.DD5.1.H265-grp",
                                  "The.Quiet.Coast.S03E07WEBRip.x264-GRP.mkv"])
def test_a_marker_glued_to_the_next_word_ends_the_title(name):
    r = _one(name)
    assert r.title.lower() == "the quiet coast"
    assert _se(r) == (3, [7])

"""Issue 13: doubts that fire on what a name does NOT explain, whatever its shape — names written here.

Held-out first runs had their wrong autos at confidence 0.85–1.0, on shapes no rule knew. These tests hold the
general signals that turn such a confident answer into a review with a reason, and what must stay automatic.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


# --- one file, many episodes, from a range's two ends -----------------------------------------------------------

@pytest.mark.parametrize("name, first, last", [
    ("Marathon.Man-S02E05-12.000.Steps.1080p.WEB.mkv", 5, 12),
    ("Night.Shift.S01E01-06.720p.HDTV.mkv", 1, 6),
    ("Some Show - 3x02-09 - Title.avi", 2, 9),
])
def test_one_file_said_to_hold_four_or_more_episodes_by_two_range_ends_is_reviewed(name, first, last):
    r = _one(name)
    v = _video(r)
    assert (v.episodes[0], v.episodes[-1]) == (first, last)  # the reading is kept for the person to confirm
    assert r.decision == "review"
    assert "range" in r.reason


@pytest.mark.parametrize("name, eps", [
    ("Show.Name.S02E03-04.720p.HDTV.mkv", [3, 4]),               # a double episode
    ("Show.Name.S02E03-05.720p.HDTV.mkv", [3, 4, 5]),            # a triple one
    ("Show Name - 4x10x11x12x13 - Title.avi", [10, 11, 12, 13]),  # every number written
    ("Show.Name.S01E01E02E03E04.mkv", [1, 2, 3, 4]),
    ("Some.Show.S03E02-E05.720p.HDTV.mkv", [2, 3, 4, 5]),             # both ends marked
    ("Пекари / The Bakers / Сезон: 1 / Серии: 1-6 из 10 [2024, WEB-DL]", [1, 2, 3, 4, 5, 6]),  # a tracker's count
    ("Пингвины / The Penguins [01x01-04 из 08]", [1, 2, 3, 4]),
])
def test_double_episodes_and_ranges_that_say_what_they_mean_stay_automatic(name, eps):
    r = _one(name)
    assert _video(r).episodes == eps
    assert r.decision == "auto"

"""Issue 13, twenty-third pass: the category a probe of European-language TV names (a French show sorter's tests)
exposed — names written here.

A title written with spaces and an apostrophe, then a dotted release tail ("Marvel's Agent Carter.S01E01.FASTSUB.
VOSTFR…"): the fast reader took the French `FASTSUB` tag (a quickly subtitled release) for a title word, its title
then disagreed with guessit's and the torrent went to review. `FASTSUB` and `SUBFRENCH` are release tags.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, season, episode", [
    ("Nobody's Fool Again.S02E04.FASTSUB.VOSTFR.720p.WEB-DL.x264-GRP.mkv", "Nobody's Fool Again", 2, 4),
    ("The Baker's Dozen.S01E09.FASTSUB.HDTV.XviD-GRP.avi", "The Baker's Dozen", 1, 9),
])
def test_a_spaced_title_with_an_apostrophe_before_a_dotted_tail(name, title, season, episode):
    r = _one(name)
    assert r.type == "series" and r.title == title
    f = r.files[0]
    assert f.season == season and f.episodes == [episode]
    assert r.decision == "auto"


def test_a_dotted_name_is_unchanged():
    r = _one("Nobodys.Fool.Again.S02E04.FASTSUB.VOSTFR.720p.WEB-DL.x264-GRP.mkv")
    assert r.type == "series" and r.title == "Nobodys Fool Again" and r.decision == "auto"

"""Issue 13, round 11 (mov22): French scene film names — names written here, same shapes as the probe's.

``Film.2008.FRENCH.DVDRiP.XViD-S60.avi``: a release group spelt like a season marker right after the codec was read
(by guessit and by our season reader) as season 60, the film typed a series (review).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, year", [
    ("Cold.Harbour.STV.2009.FRENCH.DVDRiP.XViD-S60.avi", "Cold Harbour", 2009),
    ("Paper.Lanterns.LIMITED.2005.FRENCH.DVDRiP.XViD-S60.avi", "Paper Lanterns", 2005),
    ("The.Glass.Orchard.2010.TRUEFRENCH.DVDRip.x264-S12.mkv", "The Glass Orchard", 2010),
])
def test_a_release_group_spelt_like_a_season_after_the_codec_is_no_season(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.files[0].season is None


def test_a_season_marker_before_the_codec_stays_a_season():
    r = _one("Harbour.Lights.S02.720p.HDTV.x264-GRP.mkv")
    assert (r.type, r.title, r.files[0].season) == ("series", "Harbour Lights", 2)

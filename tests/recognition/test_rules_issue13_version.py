"""Issue 13: a version number ending a film's title, right before its year — names written here.

``Robo.Kid.2.0.2025.1080p.WEB-DL`` was auto at 1.0 as "Robo Kid" (2025): guessit and the fast reader both took the
sequel's "2.0" for audio channels. Channels are written after the year and glued to their codec (``AAC2.0``,
``DD2.0``); a bare ``N.0`` between the title and the year is the title's.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, year", [
    ("Robo.Kid.2.0.2025.1080p.WEB-DL.x264-GRP.mkv", "Robo Kid 2.0", 2025),
    ("Lantern Keeper 3.0 (2019) [1080p].mkv", "Lantern Keeper 3.0", 2019),
    ("Night.Shift.2.0.[2021].720p.BluRay.mkv", "Night Shift 2.0", 2021),
])
def test_a_version_number_before_the_year_is_part_of_the_title(name, title, year):
    r = _one(name)
    assert r.type == "movie" and (r.title, r.year) == (title, year)


@pytest.mark.parametrize("name, title, year", [
    ("Robo.Kid.DD2.0.2025.1080p.WEB-DL.x264-GRP.mkv", "Robo Kid", 2025),
    ("Robo.Kid.2025.1080p.WEB-DL.AAC2.0.x264-GRP.mkv", "Robo Kid", 2025),
    ("Robo Kid 2025 1080p WEB-DL AAC 2.0 x264.mkv", "Robo Kid", 2025),
])
def test_audio_channels_glued_to_their_codec_or_after_the_year_stay_out_of_the_title(name, title, year):
    r = _one(name)
    assert r.type == "movie" and (r.title, r.year) == (title, year)

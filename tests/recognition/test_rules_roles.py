"""File roles without guessit: extension, advertisements, samples, extras (roles.first_pass)."""

from __future__ import annotations

import pytest

from jellybit.recognition.roles import common_root, first_pass, make_ctx

MB = 1024**2
ROLES = [
    ("R/Movie.2019.mkv", 4000 * MB, "video", None),
    ("R/Movie.2019.en.srt", 1, "subtitle", None),
    ("R/Movie.2019.nfo", 1, "junk", None),
    ("R/Rus Sound/Movie.2019.AVO.mka", 500 * MB, "junk", None),
    ("R/Rarbg.com.mp4", 12 * MB, "junk", None),
    ("R/www.Torrenting.com.mp4", 8 * MB, "junk", None),
    ("R/Downloaded from 1337x.to.mp4", 9 * MB, "junk", None),
    ("R/KONTRAST Promo.mp4", 15 * MB, "junk", None),
    ("R/ETRG.mp4", 6 * MB, "junk", None),
    ("R/www.1TamilMV.ms - Gladiator.II.2024.1080p.WEB-DL.mkv", 4000 * MB, "video", None),
    ("R/Sample/x.mkv", 30 * MB, "sample", None),
    ("R/movie-sample.mkv", 30 * MB, "sample", None),
    ("R/Movie.SMPL.mkv", 30 * MB, "sample", None),
    ("R/Featurettes/Making It.mkv", 300 * MB, "extra", "featurettes"),
    ("R/Extras/Deleted Scenes/One.mkv", 90 * MB, "extra", "deleted scenes"),
    ("R/Bonus/Hope.mkv", 300 * MB, "extra", "extras"),
    ("R/Special Features/x.mkv", 300 * MB, "extra", "extras"),
    ("R/Доп. материалы/Making of.mkv", 300 * MB, "extra", "extras"),
    ("R/Pulp.Fiction.1994.Trailer.mkv", 90 * MB, "extra", "trailers"),
    ("R/Barbie.2023.Welcome.To.Barbieland.Featurette.mkv", 200 * MB, "extra", "featurettes"),
    ("R/Trailer.Park.Boys.S12E01.mkv", 1000 * MB, "video", None),
    ("R/Season 1/01.mkv", 1000 * MB, "video", None),
]


@pytest.mark.parametrize("path,size,role,kind", ROLES, ids=[r[0] for r in ROLES])
def test_first_pass(path, size, role, kind):
    assert first_pass(make_ctx(0, path, size, "R")) == (role, kind)


def test_common_root():
    assert common_root(["A/x.mkv", "A/B/y.srt"]) == "A"
    assert common_root(["x.mkv"]) is None
    assert common_root(["A/x.mkv", "B/y.mkv"]) is None

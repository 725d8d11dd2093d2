"""Issue 13, tv26 probe (a media-name parser's indexer and library corpus, and names pasted in Sonarr, SickChill,
Medusa, tvrenamer and parse-torrent-name issue threads) — names written here.

- "Show.FULLSCREEN.S03D03.NTSC.DVD9-GRP", "Show.FULLSCREEN.DISC2.NTSC.DVD5-GRP": a DVD release's picture format
  (FULLSCREEN / WIDESCREEN in capitals), TV system (NTSC / PAL / SECAM in capitals), its disc ("DISC2") and a
  season's disc ("S03D03") were read as words of the title by the rules reader, and guessit keeps FULLSCREEN and
  DISC2 in its title: they are release tags, never the title's (the answer stays a review: a disc is no episode).
- The same words in a title's own spelling stay the title's ("The.Fullscreen.Club", "Disc.Jockey.Nights").
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name, title, season", [
    ("The.Quiet.Harbour.FULLSCREEN.S02D01.NTSC.DVD9-GRP.mkv", "The Quiet Harbour", 2),
    ("Marble.Town.Chronicles.WIDESCREEN.S01D02.PAL.DVD5-GRP.mkv", "Marble Town Chronicles", 1),
    ("Marble.Town.Chronicles.FULLSCREEN.DISC2.NTSC.DVD9-GRP.mkv", "Marble Town Chronicles", None),
    ("The.Lantern.Keepers.FULLSCREEN.BONUS.NTSC.DVD9-GRP.mkv", "The Lantern Keepers", None),
])
def test_a_dvds_picture_format_and_disc_are_release_tags(name, title, season):
    r = _one(name)
    assert r.title == title and _video(r).season == season
    assert r.decision == "review"  # a disc of a show is no episode: asked, never sent


@pytest.mark.parametrize("name, title, season, eps", [
    ("Lighthouse.Keepers.S01E04.WIDESCREEN.PAL.DVD5-GRP.mkv", "Lighthouse Keepers", 1, [4]),
    ("The.Fullscreen.Club.S01E03.720p.WEB.h264-GRP.mkv", "The Fullscreen Club", 1, [3]),
    ("Disc.Jockey.Nights.S01E02.720p.HDTV.x264-GRP.mkv", "Disc Jockey Nights", 1, [2]),
    ("Pal.and.Partner.S02E05.1080p.WEB.h264-GRP.mkv", "Pal and Partner", 2, [5]),
])
def test_the_same_words_spelled_as_a_titles_stay_the_title(name, title, season, eps):
    r = _one(name)
    v = _video(r)
    assert (r.title, v.season, v.episodes, r.decision) == (title, season, eps, "auto")

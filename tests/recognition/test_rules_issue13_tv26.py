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


# - "Harbour Lights 2x05 1984", "Harbour Lights - 2x05 - 1969": a year after a later season's "2x05" marker was read
#   as the show's year and sent out automatic, where the same year after "S02E05" was already that season's (a
#   doubt): the "NxNN" marker is a season's marker too.
# - "Harbour Lights - S01E05 - 1984 WEBDL-1080p": a year alone in the episode title's place of a library's
#   "Show - SxxEyy - Title" name is the episode's title (the show's year is written before the marker,
#   "Show (2019) - S01E05 - …"): no show year is read from it.

@pytest.mark.parametrize("name, season, ep", [
    ("Harbour.Lights.2x05.1984.HDTV.x264-GRP.mkv", 2, 5),
    ("Harbour Lights 3x11 1979.mkv", 3, 11),
])
def test_a_year_after_a_later_seasons_nxnn_marker_is_that_seasons(name, season, ep):
    r = _one(name)
    v = _video(r)
    assert (r.title, r.year, v.season, v.episodes) == ("Harbour Lights", None, season, [ep])
    assert r.decision == "review" and "written beside season" in (r.reason or "")


@pytest.mark.parametrize("name, season, ep", [
    ("Harbour Lights - S01E05 - 1984.mkv", 1, 5),
    ("Harbour Lights - 1x05 - 1984.mkv", 1, 5),
    ("Harbour Lights - S02E21 - 1969 HDTV-720p.mkv", 2, 21),
    ("Harbour Lights - S01E05 - 1984 Revisited WEBDL-1080p.mkv", 1, 5),
])
def test_a_year_in_the_episode_titles_place_is_not_the_shows(name, season, ep):
    r = _one(name)
    v = _video(r)
    assert (r.title, r.year, v.season, v.episodes, r.decision) == ("Harbour Lights", None, season, [ep], "auto")


@pytest.mark.parametrize("name, year", [
    ("Harbour Lights (2019) - S01E05 - The Fog.mkv", 2019),
    ("Harbour Lights (1984) - S01E05 - 1984.mkv", 1984),
])
def test_the_shows_year_before_the_marker_stays(name, year):
    r = _one(name)
    assert (r.title, r.year, r.decision) == ("Harbour Lights", year, "auto")


# - "Lantern.Town.2.0.S01E01.720p": guessit reads a decimal written just before the episode marker as audio
#   channels and cuts the show's title there; no release writes its channels before the marker (they follow the
#   source, "WEB-DL.DDP.2.0"): the title's decimal is kept as written, and it stays a doubt.

@pytest.mark.parametrize("name, season, ep", [
    ("Lantern.Town.2.0.S01E01.720p.WEB.h264-GRP.mkv", 1, 1),
    ("Lantern Town 2.0 S01E01.mkv", 1, 1),
    ("Lantern.Town.2.0.2x05.HDTV.x264-GRP.mkv", 2, 5),
])
def test_a_decimal_before_the_episode_marker_is_the_titles_with_a_doubt(name, season, ep):
    r = _one(name)
    v = _video(r)
    assert (r.title, v.season, v.episodes, r.decision) == ("Lantern Town 2.0", season, [ep], "review")


def test_channels_after_the_source_stay_audio():
    r = _one("Lantern.Town.S01E01.720p.WEB-DL.DDP.2.0.H.264-GRP.mkv")
    assert (r.title, r.decision) == ("Lantern Town", "auto")

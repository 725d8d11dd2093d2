"""Issue 13, twenty-fifth pass, anime (anime25): the categories a held-out probe of anime fansub and batch names (an
anime acquisition app's Nyaa tests, an anime manager's saved Nyaa search, a qBittorrent search adapter's parser
tests and small tools' tests) exposed — names written here.

A release version glued to an ``SxxEyy`` marker (``Show.S05E03v2.1080p``) ends the title like the marker (it was
kept in the title, at confidence 1.0); a doubled ``SS2`` after a title's word or bracketed alone (``(SS3)``) is the
season; a fansub bracket of streaming-service and subtitle tags (``[VIKI.WEB-DL 1080P AVC, AAC, M-SUB]``) is no
title.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a version glued to the episode marker -----------------------------------------------------------------------

@pytest.mark.parametrize("path, title, season, episodes", [
    ("Paper.Lantern.Days.S02E05v2.1080p.CR.WEB-DL.AAC2.0.H.264-GRP.mkv", "Paper Lantern Days", 2, [5]),
    ("Paper Lantern Days S03E11v3 1080p WEB.mkv", "Paper Lantern Days", 3, [11]),
    ("Paper.Lantern.Days.S01E07E08v2.720p.mkv", "Paper Lantern Days", 1, [7, 8]),
    ("[Grp] Paper Lantern Days - S02E04v2 [1080p].mkv", "Paper Lantern Days", 2, [4]),
])
def test_a_version_glued_to_the_marker_ends_the_title(path, title, season, episodes):
    r = _one(path)
    assert r.type == "series" and r.title == title
    assert _se(r) == (season, episodes)


def test_a_glued_version_neighbours_stay():
    # the spaced and dotted versions read as before
    r = _one("Paper.Lantern.Days.S02E05.v2.1080p.WEB-DL-GRP.mkv")
    assert r.title == "Paper Lantern Days" and _se(r) == (2, [5])
    r = _one("[Grp] Paper Lantern Days - 05v2 [1080p].mkv")
    assert r.title == "Paper Lantern Days" and _se(r)[1] == [5]
    # a word that merely starts with "v" after the marker is the episode's title, not a version
    r = _one("Paper.Lantern.Days.S02E05.Vanishing.Point.1080p.WEB-DL-GRP.mkv")
    assert r.title == "Paper Lantern Days" and _se(r) == (2, [5])


# --- the doubled "SS2" season ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("path, title, season, episode", [
    ("[RawGrp] Kami no Chouchin SS2 - 04 (MBS 1920x1080 x264 AAC).mkv", "Kami no Chouchin", 2, 4),
    ("[RawGrp] Kami no Chouchin - (SS3) EP02", "Kami no Chouchin", 3, 2),
    ("Kami no Chouchin SS2 - 07.mkv", "Kami no Chouchin", 2, 7),
])
def test_a_doubled_s_is_the_season(path, title, season, episode):
    r = _one(path)
    assert r.type == "series" and r.title == title
    assert _se(r) == (season, [episode])


def test_a_doubled_s_that_opens_the_title_is_no_season():
    r = _one("[Grp] SS4 Lanterns - 05 [1080p].mkv")
    assert _se(r)[0] != 4
    assert r.decision != "auto" or r.title == "SS4 Lanterns"
    r = _one("SSSS.Lantern - 05.mkv")  # letters only: a title
    assert "SSSS" in (r.title or "")


# --- a bracket of service and subtitle tags -------------------------------------------------------------------------

def test_a_service_and_subtitle_tag_bracket_is_no_title():
    r = _one("[Grp] Paper-Room TA - S01 (종이방; Paper Room) [VIKI.WEB-DL 1080P AVC, AAC, M-SUB][BATCH]")
    assert r.type == "series" and r.title == "Paper-Room TA"
    assert _se(r)[0] == 1
    r = _one("[Grp] Paper Lantern Days - 03 [HIDIVE WEB-DL 1080p][MultiSub].mkv")
    assert r.title == "Paper Lantern Days" and _se(r)[1] == [3]


# --- from batch 2: a wave-dash range, a title's number beside a dash range, a number glued to the title's word ------

@pytest.mark.parametrize("path, episodes", [
    ("[Grp] Paper Lanterns - 01〜12 [1080p].mkv", list(range(1, 13))),
    ("[Grp] Paper Lanterns - 01 〜 12 [1080p].mkv", list(range(1, 13))),
    ("[Grp] Paper Lanterns - 01～12 [1080p].mkv", list(range(1, 13))),
])
def test_a_wave_dash_range_is_a_range(path, episodes):
    r = _one(path)
    assert r.type == "series" and r.title == "Paper Lanterns"
    assert _se(r)[1] == episodes


@pytest.mark.parametrize("path, title, episodes", [
    ("[Grp] 42 - 01~11 [1080p].mkv", "42", list(range(1, 12))),
    ("[Grp] 42 - 01〜11 [1080p].mkv", "42", list(range(1, 12))),
    ("[Grp] 09-Lantern - 01~13 [1080p].mkv", None, list(range(1, 14))),
])
def test_a_titles_number_beside_a_dash_range_leaves_the_range(path, title, episodes):
    r = _one(path)
    assert r.type == "series" and _se(r)[1] == episodes
    if title:
        assert r.title == title


def test_a_padded_number_glued_to_the_titles_word_is_the_titles():
    r = _one("[Grp] 09-Lantern - 05 [1080p].mkv")
    assert r.title == "09-Lantern" and _se(r)[1] == [5]
    # a padded number with a spaced dash after it, and no episode after the words: still the episode
    r = _one("[Grp] 05 - The Paper Lantern.mkv")
    assert _se(r)[1] == [5]


# --- from batch 3: a title's last word guessit reads as a language code ------------------------------------------

def test_a_titles_last_word_read_as_a_language_stays_the_titles():
    # a group tag guessit does not take as the group ("[A & B]") leaves it the title's "Ko" as Korean subtitles
    r = _one("[Lantern Makers & Paper-Subs] Kami no Ko - 05v2 [1080p HEVC][0A1B2C3D].mkv")
    assert r.title == "Kami no Ko" and _se(r)[1] == [5]
    # a release word before the number is still no title word
    r = _one("[Lantern Makers & Paper-Subs] Paper Lantern ENG - 05 [1080p].mkv")
    assert r.title == "Paper Lantern"

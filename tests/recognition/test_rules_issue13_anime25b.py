"""Issue 13, twenty-fifth pass, anime second probe (anime25b): the categories a held-out probe of anime names users
pasted into Sonarr/Radarr/Jellyfin threads and anime-relations PRs exposed — names written here.

A fansub bracket holding a range with its extras after ``+`` and no batch word (``[01-10+OVA]``, ``[01-12+SP]``)
is a batch of those episodes (it read as a film); a CJK season word joined to the Latin title by an underscore
(``[中文名 第二季_Latin Title]``) is the season, as it is when a space or a slash joins them; a bracket that only lists
the seasons a batch holds (``[S1+S2 Fin]``, ``[S01-S03 END]``) is no title (it was taken over a mixed-script one).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- a bracketed range with its extras after "+" -----------------------------------------------------------------

@pytest.mark.parametrize("name, first, last", [
    ("[Grp][Paper Lantern Days][01-12+SP][1080p]", 1, 12),
    ("[Grp][Paper Lantern Days][01-13+OVA+SP][BDRip][1080p]", 1, 13),
    ("【某字幕组】[纸灯笼的日子 Paper Lantern Days][01-10+OVA][1080P][BIG5]", 1, 10),
    ("[Grp][Paper Lantern Days][13-24+特典][1080p]", 13, 24),
])
def test_a_bracketed_range_with_extras_is_a_batch(name, first, last):
    r = _one(name)
    assert r.type == "series" and "Paper Lantern Days" in r.title
    assert _se(r)[1] == list(range(first, last + 1))


def test_a_bracketed_range_with_a_batch_word_stays():
    r = _one("[Grp][Paper Lantern Days][01-12Fin+SP][1080p]")
    assert r.type == "series" and _se(r)[1] == list(range(1, 13))


def test_a_range_after_a_plus_of_no_extras_word_is_not_read_as_a_batch_by_this_rule():
    # "+Movie" is no extras word of the rule: the range keeps the older reading (reviewed, never a confident batch)
    r = _one("[Grp][Paper Lantern Days][01-12+Movie][1080p]")
    assert r.decision != "auto" or _se(r)[1] == list(range(1, 13))


# --- a CJK season word joined by an underscore --------------------------------------------------------------------

@pytest.mark.parametrize("name, season, episodes", [
    ("[Grp][纸灯笼的日子 第三季_Paper Lantern Days][05][1080p].mkv", 3, [5]),
    ("[Grp][纸灯笼的日子！第二季_Paper Lantern Days][全12話][BDRip][1080P]", 2, list(range(1, 13))),
])
def test_a_cjk_season_word_before_an_underscore_is_the_season(name, season, episodes):
    r = _one(name)
    assert r.type == "series" and r.title == "Paper Lantern Days"
    assert _se(r) == (season, episodes)


def test_a_cjk_season_word_before_a_space_stays():
    r = _one("[Grp][纸灯笼的日子 第三季 Paper Lantern Days][05][1080p].mkv")
    assert r.title == "Paper Lantern Days" and _se(r) == (3, [5])


# --- a bracket listing the batch's seasons ------------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "[Grp] Paper Lantern Days / 纸灯笼的日子 / 紙灯籠の日々 10-bit 1080p HEVC BDRip [S1+S2 Fin]",
    "[Grp] Paper Lantern Days / 纸灯笼的日子 [S01-S03 END][1080p]",
    "[Grp][Paper Lantern Days][S1&S2][BDRip]",
    "[Grp][Paper Lantern Days][S1+S2+S3 Fin][BDRip]",
])
def test_a_bracket_of_the_batchs_seasons_is_no_title(name):
    r = _one(name)
    assert r.type == "series" and r.title == "Paper Lantern Days"


def test_a_lone_season_bracket_stays_the_season():
    r = _one("[Grp][Paper Lantern Days][S2][05][1080p].mkv")
    assert r.title == "Paper Lantern Days" and _se(r) == (2, [5])

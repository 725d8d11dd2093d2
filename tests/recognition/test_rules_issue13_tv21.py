"""Issue 13: Korean broadcast names number an episode alone and date it year first — names written here.

Korean TV rips write ``Title.E03.140512.HDTV.H264.720p-Grp`` or ``Title E431 150606 "부제" HDTV``: the episode
counter, then the air date as YYMMDD. guessit reads the six digits day first (2012-05-14 for 140512), and a spaced
name with a Hangul episode title kept the ``E10`` in the title. The six digits right after an episode number are
its air date, year first; a bare ``E10`` after title words ends the title.
"""

from __future__ import annotations

import pytest

from jellybit.recognition.episodes import broadcast_date

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name, title, episode, aired", [
    ("Moonlit Garden.E07.150314.HDTV.H264.720p-NEXT.mp4", "Moonlit Garden", 7, "2015-03-14"),
    ("Running Kitchen E212.160507.HDTV.H264.720p-WITH.mp4", "Running Kitchen", 212, "2016-05-07"),
    ("Seoul Nights.E12.130405.HDTV.XviD-iPOP.avi", "Seoul Nights", 12, "2013-04-05"),
])
def test_six_digits_after_a_lone_episode_number_are_its_air_date_year_first(name, title, episode, aired):
    r = _one(name)
    assert r.type == "series" and r.title == title
    v = _video(r)
    assert v.episodes == [episode] and v.date == aired


@pytest.mark.parametrize("name, title, episode, aired", [
    ('Hidden Singer E05 150418 "첫 무대" HDTV H264 720p-WITH.mp4', "Hidden Singer", 5, "2015-04-18"),
    ('Night Market E09 140622 "마지막 밤" HDTV H264 720p-WITH.mp4', "Night Market", 9, "2014-06-22"),
])
def test_a_spaced_lone_episode_number_before_a_hangul_episode_title_ends_the_show_title(name, title, episode, aired):
    r = _one(name)
    assert r.type == "series" and r.title == title
    v = _video(r)
    assert v.episodes == [episode] and v.date == aired


@pytest.mark.parametrize("after, aired", [
    (".140512.HDTV", "2014-05-12"),
    (" 150613 HDTV", "2015-06-13"),
    (".991231.HDTV", None),  # a 2099 air date: not a date year first
    (".141332.HDTV", None),  # no thirteenth month
    (".1405120.HDTV", None),  # seven digits: no date
])
def test_broadcast_date_reads_only_a_real_past_date_year_first(after, aired):
    assert broadcast_date(after) == aired

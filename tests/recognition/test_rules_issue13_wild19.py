"""Issue 13, nineteenth pass: the category a probe of release names found in the wild (players' and scripts'
hard-coded paths, subtitle and indexer fixtures, download folders) exposed — names written here.

A film title with a version number written as a decimal ("Robot 2.0 The Return", "Saga 3.0+1.0 Thrice Again")
is cut by guessit at the decimal, which it reads as audio channels; when title words (not release tags) follow
the decimal and the year comes after them, the decimal is the title's and is shown with its dot;
a channel layout ("2.0", "5.1") with fewer than three words after it stays a doubt, an audio word after it is no title.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, year", [
    ("Robot.2.0.The.Long.Return.2018.1080p.BluRay.x264-GRP.mkv", "Robot 2.0 The Long Return", 2018),
    ("Saga.3.0+1.0.Thrice.Again.2021.1080p.AMZN.WEB-DL.DDP5.1.x264-GRP.mkv", "Saga 3.0+1.0 Thrice Again", 2021),
])
def test_a_decimal_version_number_inside_a_film_title_is_the_titles(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "auto"


@pytest.mark.parametrize("name, title", [
    ("Quiet.Harbour.2019.1080p.WEB-DL.DD.5.1.H.264-GRP.mkv", "Quiet Harbour"),  # channels after the year
    ("Quiet.Harbour.2.0.DD.2019.1080p.WEB-DL.H.264-GRP.mkv", "Quiet Harbour"),  # release tags follow the decimal
    ("Quiet.Harbour.2.0.Stereo.2019.1080p.WEB-DL.H.264-GRP.mkv", "Quiet Harbour"),  # an audio word follows it
])
def test_audio_channels_are_still_not_a_title(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


def test_a_channel_layout_with_a_short_tail_is_the_title_but_still_reviewed():
    r = _one("Robot.2.0.Returns.2018.1080p.BluRay.x264-GRP.mkv")
    assert r.title == "Robot 2.0 Returns" and r.year == 2018
    assert r.decision == "review"  # "2.0" is a channel layout too: one word after it is not enough to be sure


def test_title_words_guessit_takes_for_a_group_before_the_year_are_the_titles():
    r = _one("Robot.2.0.The.Long.Return.2018.mkv")  # guessit: release group "The.Long.Return", title "Robot"
    assert r.title == "Robot 2.0 The Long Return" and r.year == 2018

"""Issue 13, round 11 (mov22): French scene film names — names written here, same shapes as the probe's.

``Film.2008.FRENCH.DVDRiP.XViD-S60.avi``: a release group spelt like a season marker right after the codec was read
(by guessit and by our season reader) as season 60, the film typed a series (review).

``Film.13.FRENCH.BDRip.XviD``, ``Film.123.FRENCH.R5``: a film's own number right after its title, with only a film
source and no episode marker, was guessit's episode 13 (or S01E23); the film was typed a series, its title cut.

``Film.FRENCHQC.DVDRiP``, ``Film.LIMITEDEDITION``, ``Film.REAL.PROPER``, ``Film.2011TRUEFRENCH``: scene tags guessit
does not know stayed in the title (and a year glued to its tag was lost).
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


@pytest.mark.parametrize("name, title", [
    ("Quartier.13.FRENCH.BDRip.XviD-GRP.avi", "Quartier 13"),
    ("Station.51.TRUEFRENCH.DVDRip.XviD-GRP.avi", "Station 51"),
    ("Le.Train.De.16.Heures.FRENCH.DVDRip.XviD-GRP.avi", "Le Train De 16 Heures"),
    ("The.Night.Bus.142.FRENCH.R5.XviD-GRP.avi", "The Night Bus 142"),
])
def test_a_films_number_before_a_film_only_source_is_its_title(name, title):
    r = _one(name)
    assert (r.type, r.title) == ("movie", title)
    assert not r.files[0].episodes


@pytest.mark.parametrize("name", [
    "Harbour.Lights.13.HDTV.x264-GRP.mkv",  # a TV source: the bare number may be an episode (review, as before)
    "Harbour.Lights.S01E13.DVDRip.XviD-GRP.avi",  # a marker: the episode
])
def test_a_number_beside_a_tv_source_or_a_marker_is_still_an_episode(name):
    r = _one(name)
    assert r.type == "series"
    assert r.files[0].episodes == [13]


@pytest.mark.parametrize("name, title, year", [
    ("Les.Nuits.Blanches.FRENCHQC.DVDRiP.XviD-GRP.avi", "Les Nuits Blanches", None),
    ("supersonic.LIMITEDEDITION.FRENCH.DVDRIP.XVID-GRP.avi", "Supersonic", None),
    ("Marquise.REAL.PROPER.FRENCH.DVDRiP.XViD-GRP.avi", "Marquise", None),
    ("Goblins.2012TRUEFRENCH.DVDRip.XVID.GRP.avi", "Goblins", 2012),
])
def test_french_scene_tags_guessit_does_not_know_end_the_title(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)

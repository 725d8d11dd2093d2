"""Issue 13, gonly26 pass: one general doubt of the two readers — a scored field of the final reading (the title,
the year, the numbering) that guessit alone gave, that no reader of ours (the fast reader, the plain "words before
the marker / the one year" reading, the numbering rules and their vocabulary) nor any other name of the torrent
(its folders, its file) reads, is never applied unseen.

The names here are written for these tests (invented shows and films in the same shapes).
"""

from __future__ import annotations

import pytest

from jellybit.recognition import evidence

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- the plain reading of our own: the words before the marker or the one year, and that year ------------------------

@pytest.mark.parametrize("name, head, year", [
    ("Quiet.Harbour.(1987).avi", "Quiet Harbour", 1987),
    ("Copper Bay 3x9 - The Long Night.mkv", "Copper Bay", None),
    ("Lantern Hill (2011)S 04E08.mkv", "Lantern Hill", 2011),
    ("Old Mill Tales.s1950e02.m4v", "Old Mill Tales", None),
    ("Die Ringe 2. Staffel Folge 5", "Die Ringe", None),
    ("Film 1999 Remake 2019.mkv", None, None),  # two years: no anchor, no year (which is the film's?)
    ("Plain Words Only.mkv", None, None),  # no anchor: no plain reading
])
def test_head_reading(name, head, year):
    h, y = evidence.head_reading(name)
    assert (h, y) == (head, year)


# --- guessit alone: never applied unseen -----------------------------------------------------------------------------

def test_a_title_only_guessit_reads_is_a_doubt():
    # no fast reading, no marker, no year: guessit's title (cut at "Vita", a platform to it) is all there is
    r = _one("Harbour Lights Vita [GRP].mkv")
    assert "guessit_only" in r.issues
    assert r.decision == "review" and "only guessit reads the title" in r.reason


def test_a_bare_number_only_guessit_splits_is_a_doubt():
    # "0307": guessit alone reads season 3 episode 7; no marker or word of our vocabulary numbers the file
    r = _one("Harbourside.0307.PDTV-GRP.mkv")
    assert _se(r) == (3, [7])
    assert r.decision == "review"
    assert "only guessit reads the numbering" in r.reason


# --- guards: what one of our readers (or a folder) also reads stays auto ---------------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("Quiet.Harbour.(1987).avi", "Quiet Harbour", 1987),  # the fast reader declines; the plain reading agrees
    ("Mister Lanterne - 2014 - DVDRIP.avi", "Mister Lanterne", 2014),  # the one year, written apart
])
def test_a_film_our_plain_reading_agrees_with_stays_auto(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.decision == "auto"


@pytest.mark.parametrize("name, title, se", [
    ("Copper Bay 3x9 - The Long Night.mkv", "Copper Bay", (3, [9])),  # a one-digit episode after the "x"
    ("Lantern Hill (2011)S 04E08.mkv", "Lantern Hill", (4, [8])),  # a space inside the marker
    ("Old Mill Tales.s1950e02.m4v", "Old Mill Tales", (1950, [2])),  # a year as the season
    ("Harbourside Saison 2 Épisode 5.mkv", "Harbourside", (2, [5])),  # our vocabulary's season and episode words
])
def test_a_show_our_plain_reading_agrees_with_stays_auto(name, title, se):
    r = _one(name)
    assert (r.type, r.title) == ("series", title)
    assert _se(r) == se
    assert "guessit_only" not in r.issues


def test_a_folder_named_the_title_explains_it():
    # the file names only its number; the show's folder spells the title guessit reads from it
    r = _one("Harbour Nights/Staffel 2/06.mkv", name="06.mkv")
    assert r.title == "Harbour Nights"
    assert "guessit_only" not in r.issues

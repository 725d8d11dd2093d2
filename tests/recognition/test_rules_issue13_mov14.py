"""Issue 13, fourteenth movie pass: the categories a held-out probe of film-name tests from other tools (a Go torrent
name parser, a Kotlin player's Telegram/scene normaliser tests, a Go Plex renamer) exposed — names written here.

A messaging channel's handle written into a file name (``@Channel Film 2010``, ``[@Channel] Film.1990``,
``Film.2013.BluRay-@Share``, ``S03E04 - @Channel - Show``) is the channel that posted the file, never the title:
both readers read the name without it. A title that still holds one is a doubt. A film title that stops at a
release word while the name writes more words before the year (``How.to.Repack.Your.Bags.2015`` read as "How to")
is a doubt too: the release word was a word of the title. A capitalised word hyphenated to a film's capitalised
dotted title (``Spider-Man.Far.From.Home``-like) is read as the title's first word, still in review. The German
episode word (``Folge 103``) numbers an episode as written.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- channel handles ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("@FilmVault Quiet Orchard 2018 German 1080p.mkv", "Quiet Orchard", 2018),
    ("@FilmVault - Quiet Orchard 2018 1080p WEB.mkv", "Quiet Orchard", 2018),
    ("[@FilmVault] Harbor.Lights.1994.720p.BluRay.mkv", "Harbor Lights", 1994),
    ("Harbor.Lights.1994.720p.BluRay-@FilmVault.mkv", "Harbor Lights", 1994),
    ("Harbor.Lights.1994,[@FilmVault].mkv", "Harbor Lights", 1994),
    ("Harbor Lights (1994) 720p-hardsub-(@FilmVault).mkv", "Harbor Lights", 1994),
    ("Harbor.Lights.1994@FilmVault.720p.BluRay.mkv", "Harbor Lights", 1994),
    ("Harbor.Lights.1994.1080p@FilmVault.mkv", "Harbor Lights", 1994),
    ("\u2728@film_vault\u2728Harbor Lights 1994 BluRay 720p.mkv", "Harbor Lights", 1994),
])
def test_a_channel_handle_is_not_part_of_a_film_title(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "auto"


@pytest.mark.parametrize("name, title, season, episodes", [
    ("@ShowVault Lantern Vale S02E05.mkv", "Lantern Vale", 2, [5]),
    ("S03E04 - @ShowVault - Lantern Vale.mp4", "Lantern Vale", 3, [4]),
])
def test_a_channel_handle_is_not_part_of_a_show_title(name, title, season, episodes):
    r = _one(name)
    assert r.type == "series" and r.title == title and _se(r) == (season, episodes)


@pytest.mark.parametrize("name, title", [
    ("Harbor.Lights.1994.BDRip.720p.x264-Grp@Site.mkv", "Harbor Lights"),  # a group's own spelling, letters glued
    ("Quiet.Orchard.2018.TVRip.Xvid-m@ster.avi", "Quiet Orchard"),
])
def test_an_at_sign_inside_a_group_tag_is_left_to_the_group(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


# --- a title cut at a release word -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "How.to.Repack.a.Suitcase.2016.1080p.WEB-DL.x264-GRP.mkv",
    "Learning.to.Repack.Old.Boxes.2013.720p.BluRay.x264-GRP.mkv",
    "Time.to.Remux.the.Past.2017.1080p.WEB-DL.x264-GRP.mkv",
])
def test_a_title_cut_at_a_release_word_with_words_before_the_year_is_reviewed(name):
    r = _one(name)
    assert r.decision == "review"
    assert "ahead of its year" in r.reason


@pytest.mark.parametrize("name, title, year", [
    ("Harbor.Lights.EXTENDED.CUT.2019.1080p.BluRay.x264-GRP.mkv", "Harbor Lights", 2019),
    ("Harbor.Lights.Director's.Cut.2004.BluRay.1080p.REMUX-GRP.mkv", "Harbor Lights", 2004),
    ("Der.Stille.Hafen.Extended.2001.German.DL.1080p.BluRay.x264.mkv", "Der Stille Hafen", 2001),
    ("Harbor.Lights.2019.REPACK.1080p.BluRay.x264-GRP.mkv", "Harbor Lights", 2019),
])
def test_release_words_between_a_title_and_its_year_explain_themselves(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "auto"


# --- a capitalised word hyphenated to a film's title ----------------------------------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("Bat-Girl.Rises.Again.2019.1080p.BluRay.mkv", "Bat-Girl Rises Again", 2019),
    ("Bat-Girl.Rises.Again.2019.1080p.BluRay", "Bat-Girl Rises Again", 2019),
    ("Wasp-Woman.and.the.Hive.2018.720p.WEB-DL.mkv", "Wasp-Woman and the Hive", 2018),
])
def test_a_capitalised_word_hyphenated_to_a_film_title_is_read_as_its_first_word_but_still_doubted(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "review" and title.split("-")[0] + "-" in r.reason  # a group's shape too (tenth pass)


@pytest.mark.parametrize("name, title", [
    ("grp-quiet.orchard.2018.1080p.bluray.x264.mkv", "Quiet Orchard"),   # a scene file's lowercase group prefix
    ("GrP-Quiet.Orchard.2018.1080p.BluRay.x264.mkv", "Quiet Orchard"),   # a group's own mixed case
    ("Grp-Lantern.Vale.S01E01.720p.HDTV.x264.mkv", "Lantern Vale"),      # an episode
])
def test_a_group_prefix_before_a_dotted_title_is_dropped_and_doubted(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "review"


# --- the German episode word ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, episode", [
    ("Lantern Vale Folge 103 - Der lange Sturm.mp4", 103),   # not S01E03: the word says it is one number
    ("Lantern.Vale.Folge.12.German.720p.WEB.mkv", 12),
    ("Hafenkinder - Folge 2210.mp4", 2210),
])
def test_folge_is_an_episode_word(name, episode):
    r = _one(name)
    assert r.type == "series" and _se(r)[1] == [episode]

"""Issue 13, seventeenth movie pass: the categories a held-out probe of everyday film names (a Scala torrent-name
parser's, a film-depot tool's, renamers', subtitle fetchers' and a Rust real-world-filename table's tests) exposed
— names written here.

A scene group tag glued by a hyphen to a one-word film title (``glimmer-meadow.2021.bdrip``, ``GLIMMER-meadow.2021``)
is read by guessit as the group and the word after it as the title; our rules keep the hyphenated run as the title
(``Ant-Man``, ``X-Men``). The run stays a confident title where the two words are written alike — a capitalised
word (``Bat-Girl``), capitals before capitals (``BAT-GIRL``) — and, as the ninth pass decided, a hand-written
lowercase name with nothing after its year (``harbour-keeper.2002.mkv``). A group's own spelling (capitals or mixed
case before a lowercase word) or a lowercase prefix opening a scene file that goes on with release tags is a doubt
(before, only a lowercase prefix of up to five letters was).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name", [
    "glimmer-meadow.2021.1080p.bluray.x264.mkv",
    "glimmer-meadow.2021.bdrip.mkv",
    "GLIMMER-meadow.2021.webrip.x264.mkv",
    "GlimmeR-meadow.2021.720p.bluray.mkv",
    "GLIMMER-meadow.2021.mkv",
    "nordicsub-harbour.2019.720p.bluray.x264.mkv",
])
def test_a_group_tag_glued_to_a_one_word_film_title_is_a_doubt(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "review"
    assert "may be a group tag before the title" in r.reason


@pytest.mark.parametrize("name, title, year", [
    ("Bat-Girl.2019.1080p.BluRay.x264-GRP.mkv", "Bat-Girl", 2019),
    ("Z-Men.2004.720p.BluRay.x264-GRP.mkv", "Z-Men", 2004),
    ("BAT-GIRL.2019.1080p.WEB-DL.x264-GRP.mkv", "BAT-GIRL", 2019),
    ("ROBO-K.2008.720p.BluRay.x264-GRP.mkv", "ROBO-K", 2008),
])
def test_a_hyphenated_title_written_alike_stays_confident(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year, r.decision) == ("movie", title, year, "auto")

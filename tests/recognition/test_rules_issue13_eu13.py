"""Issue 13, thirteenth pass (eu13): the categories a held-out probe of European release-name tests (a German
indexer's Jellyfin plugin, a German series-ID parser, a C# renamer with German collection names, a Go forwarder's
listing titles) exposed — names written here.

A zero-padded running number that opens a film's name (``01.``, ``007.``-style collection numbering) is kept as the
title's first word by both readers: the answer may be right, so it is a doubt with a reason, never a silent fix.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title", [
    ("03.The.Quiet.Harbour.2011.1080p.BluRay.x264-GRP", "03 The Quiet Harbour"),
    ("007.Agentenfilm.Die.Rueckkehr.1974.German.DL.720p.BluRay.x264", "007 Agentenfilm Die Rueckkehr"),
    ("02 - Winterreise im Norden (2016) German AC3 1080p.mkv", "02 - Winterreise im Norden"),
])
def test_a_zero_padded_running_number_opening_a_film_name_is_doubted(name, title):
    # the title is left as read (both readers keep the number); only the decision and its reason are asserted
    r = _one(name)
    assert r.type == "movie" and r.decision == "review"
    assert "running number" in r.reason and title.split()[0] in r.reason


@pytest.mark.parametrize("name, title, year", [
    ("300.Years.of.Rain.2014.1080p.BluRay.x264-GRP", "300 Years of Rain", 2014),
    ("21.Bridges.Over.Water.2019.German.DL.1080p.WEB.h264-GRP", "21 Bridges Over Water", 2019),
    ("The.Lake.House.Nights.2006.German.DL.1080p.BluRay.x264-GRP", "The Lake House Nights", 2006),
])
def test_a_title_that_starts_with_a_plain_number_stays_automatic(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year
    assert r.decision == "auto"

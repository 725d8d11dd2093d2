"""Issue 13, fifteenth pass: the categories a held-out probe of indexer and debrid tools' release-name tests (a media
manager's indexer parser, a scene/NZB parser, a DHT indexer's classifier, a newznab bridge) exposed — names written
here.

A range of 50 or more episodes behind one marker ("S1E1-171", "Ep.01-51") was read as its two ends: a title's number
read as a range end is more common than a 171-episode file. A name that says the range is the pack — the total it
belongs to ("of 171", "из 171") or a "Complete" word right after its end — is read whole.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("name, season, last", [
    ("Harbour Lights: S1E1-96 of 96 [2001-2004, DVDRip]", 1, 96),
    ("Night Ferry S02E01-64 of 64 [2015, WEB-DL 720p]", 2, 64),
    ("Marsh.Kings.Ep.01-74.Complete.720p.BluRay.x264-GRP", None, 74),
    ("Copper.Valley.E001-E120.Complete.1080p.WEB-DL-GRP", None, 120),
])
def test_a_long_range_the_name_calls_the_pack_is_read_whole(name, season, last):
    s, eps = _se(_one(name))
    assert eps == list(range(1, last + 1))
    if season is not None:
        assert s == season


def test_a_long_range_in_a_complete_pack_is_not_doubted_as_a_title_number():
    r = _one("Marsh.Kings.Ep.01-74.Complete.720p.BluRay.x264-GRP")
    assert r.title == "Marsh Kings"
    assert "a number of the title?" not in r.reason


@pytest.mark.parametrize("name, eps", [
    ("Show.S01E01-72.1080p.WEB-DL-GRP", [1, 72]),          # no total, no "Complete": still its two ends
    ("Show.S01E01-72.of.40.1080p.WEB-DL-GRP", [1, 72]),    # a total below the end is no total of the range
])
def test_a_long_range_without_a_pack_word_stays_its_two_ends(name, eps):
    assert _se(_one(name))[1] == eps


# --- a fansub group written without its brackets ----------------------------------------------------------------

@pytest.mark.parametrize("name, title, season, eps", [
    ("CrispySubs Lantern Keepers S01E05 1080p.mkv", "Lantern Keepers", 1, [5]),
    ("Mochi-Raws Harbor Witch S02E03 1080p.mkv", "Harbor Witch", 2, [3]),
    ("ToastSubs.Glass.Orchard.1080p.S02E07.mkv", "Glass Orchard", 2, [7]),
    ("Pebble-subs_Iron_Garden_-_S01E04_[720p].mkv", "Iron Garden", 1, [4]),
])
def test_an_unbracketed_fansub_group_before_the_title_is_not_its_first_word(name, title, season, eps):
    r = _one(name)
    assert r.title == title and _se(r) == (season, eps)


def test_an_unbracketed_fansub_group_is_dropped_before_a_bare_episode_number_which_stays_a_doubt():
    r = _one("CrispySubs Lantern Keepers 118 720p.mkv")
    assert r.title == "Lantern Keepers"
    assert r.decision == "review"  # "118": absolute episode 118 or S01E18? still a question


@pytest.mark.parametrize("name, title", [
    ("Straws.in.the.Wind.2019.1080p.BluRay.x264-GRP.mkv", "Straws in the Wind"),  # "raws" inside a word
    ("Subsonic.2019.1080p.WEB-DL-GRP.mkv", "Subsonic"),                         # "Subs" + lower case
    ("NoSubs.2019.1080p.WEB-DL-GRP.mkv", "NoSubs"),                             # too short to be a group's name
])
def test_words_that_only_look_like_a_group_stay_in_the_title(name, title):
    assert _one(name).title == title

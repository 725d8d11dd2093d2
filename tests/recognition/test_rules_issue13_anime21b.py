"""Issue 13, twenty-first pass (anime21b): the categories a held-out probe of anime release names (a downloader's
Kotlin parser test, a C# release parser's anime rows, a TypeScript anime fetcher's file-name tests, a fansub-title
parser's per-group tests) exposed — names written here.

In a fansub bracket name with no space, the underscores are the spaces (``[Grp]_Title_カナ_-_03_[720p]``); a lone
``- 03`` between two brackets is the episode, not a release tag; a revised batch ``[1-12 Fin v2]`` and an unpadded
``[1-12]`` range are the whole batch.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- an underscored fansub name with a kana or Han word ---------------------------------------------------------

@pytest.mark.parametrize("name, episode", [
    ("[Grp]_Kawa_no_ほとり_-_03_[720p][1A2B3C4D].mkv", 3),
    ("[Grp]_Kawa_no_ほとり_-_07_[BD720p][1A2B3C4D].mkv", 7),
    ("[Grp]_Kawa_no_ほとり-_05_[h264-720p][1A2B3C4D].mkv", 5),
    ("[Grp]_Kawa_no_ほとり_-_11_[720p_x264]_[10bit]_[1A2B3C4D].mkv", 11),
])
def test_underscores_are_the_spaces_of_a_fansub_name_with_kana(name, episode):
    r = _one(name)
    assert r.type == "series"
    assert _se(r)[1] == [episode]
    assert r.title.startswith("Kawa no")


# --- a lone dash number between brackets ------------------------------------------------------------------------

@pytest.mark.parametrize("name, episode", [
    ("[Grp] 川のほとり [9F8E7D6C] - 04 [720p][1A2B3C4D].mkv", 4),
    ("[Grp] 川のほとり [特別篇] - 02 [1080P][WEB-DL][CHT].mp4", 2),
])
def test_a_dash_number_between_brackets_is_the_episode(name, episode):
    r = _one(name)
    assert r.type == "series"
    assert _se(r)[1] == [episode]


# --- revised and unpadded batch brackets ------------------------------------------------------------------------

@pytest.mark.parametrize("name, last", [
    ("[某字幕组] 河畔 / Kawabe no Hito [1-12 Fin v2][1080p][简体内嵌]", 12),
    ("[某字幕组] 河畔 / Kawabe no Hito [1-10][1080p][简繁内封]", 10),
    ("[某字幕组] 河畔 / Kawabe no Hito [01-13 END v2][1080p][简体内嵌]", 13),
])
def test_a_revised_or_unpadded_batch_bracket_is_the_whole_range(name, last):
    r = _one(name.replace("/", "_"))
    assert r.type == "series" and r.title == "Kawabe no Hito"
    assert _se(r)[1] == list(range(1, last + 1))

"""Issue 13, eighth pass: the categories a held-out probe of media-centre scanners' tests (Kodi, tinyMediaManager,
MediaElch) and anime parsers' tests (rakun, seanime-parser) exposed — names written here.

A DVD/Blu-ray structure file (``VIDEO_TS/VTS_01_1.VOB``) is named by the folder holding the disc, never read as
episode 1 of a show called "VTS".
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import GB
from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("path,title,season,eps", [
    ("Harbour Lights/Season 3/Harbour Lights - S03E07/VIDEO_TS/VTS_01_1.VOB", "Harbour Lights", 3, [7]),
    ("Harbour Lights S01E04 S01E05/VIDEO_TS/VIDEO_TS.VOB", "Harbour Lights", 1, [4, 5]),
    ("Harbour Lights 2x09/BDMV/STREAM/00002.m2ts", "Harbour Lights", 2, [9]),
])
def test_a_disc_structure_file_is_named_by_the_folder_holding_the_disc(path, title, season, eps):
    r = _one(path)
    assert r.type == "series" and r.title == title and _se(r) == (season, eps)


def test_the_files_of_one_disc_are_one_episode_not_episodes_one_and_two():
    files = tuple(FileInput("Harbour Lights S02E13 DVD/VIDEO_TS/" + n, s) for n, s in [
        ("VTS_01_1.VOB", GB), ("VTS_01_2.VOB", GB), ("VTS_01_0.IFO", 1000)])
    r = recognize(TorrentInput("Harbour Lights S02E13 DVD", files))
    vids = [f for f in r.files if f.role == "video"]
    assert r.title == "Harbour Lights" and {(f.season, tuple(f.episodes)) for f in vids} == {(2, (13,))}
    assert r.decision == "review"  # two files of one episode: a person says how to link a disc


@pytest.mark.parametrize("path,season,eps", [
    ("Harbour Lights - S01E02_1x03 - Two Titles.mkv", 1, [2, 3]),
    ("harbour.lights.s02e05 2x06.mkv", 2, [5, 6]),
    ("Harbour.Lights.S03E04S03E05.mkv", 3, [4, 5]),
    ("Harbour.Lights.S03E04S03E07.mkv", 3, [4, 7]),   # a gap: both written, reviewed (episode_gap)
])
def test_a_second_full_marker_of_the_same_season_is_the_files_too(path, season, eps):
    from jellybit.recognition import episodes
    n = episodes.number(path.rsplit(".", 1)[0])
    assert n is not None and (n.season, n.episodes) == (season, eps)
    r = _one(path)
    assert _se(r) == (season, eps)
    if eps[-1] - eps[0] > len(eps) - 1:
        assert r.decision == "review"


@pytest.mark.parametrize("path,eps", [
    ("Harbour.Lights.S03E04.1080p.x264.mkv", [4]),
    ("Harbour Lights S01E05 S01E05 - Title.mkv", [5]),  # the same marker twice is one episode
])
def test_other_tokens_after_a_marker_add_no_episode(path, eps):
    assert _se(_one(path))[1] == eps


@pytest.mark.parametrize("path", ["Harbour.Lights.S03E04.S04E05.mkv", "Harbour Lights - S03E04 - S04E01 - Title.mkv",
                                  "Harbour.Lights.S01E01E02S02E01.mkv"])
def test_episodes_of_two_seasons_in_one_file_are_reviewed(path):
    r = _one(path)
    season, eps = _se(r)
    assert r.decision == "review" and (season, eps[:1]) in ((3, [4]), (1, [1]))
    assert not (season == 3 and 5 in eps)  # guessit's S03-S04 list is not season 3's range (was S03E04-E05, auto)


@pytest.mark.parametrize("path,ep", [
    ("Harbour Lights - 109 - The Long Night (2004).mkv", 109),
    ("Harbour Lights - 12 - Fog Bank (1999).mkv", 12),
])
def test_a_number_between_spaced_dashes_before_an_episode_title_is_no_film(path, ep):
    r = _one(path)
    # guessit calls it a film "Harbour Lights (YYYY)" and drops the number: a token nothing explains
    assert r.type == "series" and r.title == "Harbour Lights" and r.decision == "review"
    assert _se(r)[1] in ([ep], [ep % 100])  # absolute, or the season split of a 3-digit number: both reviewed


@pytest.mark.parametrize("path", ["Harbour Lights (2004).mkv", "Harbour Lights - The Long Night (2004).mkv",
                                  "Harbour Lights 2 - The Long Night (2004).mkv"])
def test_a_dated_film_with_no_dashed_number_stays_a_film(path):
    assert _one(path).type == "movie"


def test_the_same_marker_written_twice_is_one_episode_in_parts():
    r = _one("harbour.lights.s03e01.1.s03e01.2.of.2.mkv")
    assert _se(r) == (3, [1]) and r.decision == "review"  # guessit's E01-E02 is written nowhere (was auto)


@pytest.mark.parametrize("path,ep", [
    ("EP117 The Lighthouse Keeper.avi", 117),
    ("Harbour Lights/ep142_The_Keeper.mov", 142),
    ("Harbour Lights/e105 - The Keeper.mkv", 105),
])
def test_an_episode_words_three_digit_number_is_never_split_into_a_season(path, ep):
    r = _one(path)
    assert r.type == "series" and _se(r)[1] == [ep]  # was S01E17 / S01E42 / S01E05: "EP" writes the episode whole


def test_a_bare_leading_three_digit_number_still_splits_with_a_doubt():
    r = _one("117 The Lighthouse Keeper.avi")
    assert _se(r) == (1, [17]) and r.decision == "review"


@pytest.mark.parametrize("path,season,eps", [
    ("Harbour Lights Season 01 - 01-13.mkv", 1, list(range(1, 14))),
    ("[Grp] Harbour Lights Season 2 - 01-12 [1080p].mkv", 2, list(range(1, 13))),
    ("[Grp] Harbour Lights - 05-08 [1080p].mkv", 1, [5, 6, 7, 8]),
])
def test_a_glued_range_after_a_spaced_dash_is_the_files_episodes(path, season, eps):
    assert _se(_one(path)) == (season, eps)  # was episode 1 (or 5) only: never one episode of a range


@pytest.mark.parametrize("path", ["[Grp] Harbour Lights - 13 - 25 Batch (1080p)",
                                  "[Grp] Harbour Lights 13 ~ 25 Batch [1080p]",
                                  "[Grp] Harbour Lights 13-25 Batch (1080p)"])
def test_two_numbers_before_a_batch_word_are_its_range(path):
    assert _se(_one(path))[1] == list(range(13, 26))  # " - 13 - 25 Batch" was episodes 13 and 25



def test_a_title_phrase_guessit_cuts_at_its_own_number_stays_whole():
    r = _one("[Grp] Lamp 100: Kaze no Naka no 100 no Uta - 07.mkv")
    assert r.type == "series" and r.title == "Lamp 100: Kaze no Naka no 100 no Uta" and _se(r)[1] == [7]
    assert r.decision == "review"  # the readers still disagree on the title


@pytest.mark.parametrize("path,title", [
    ("[Grp] Lamp Keeper - Night Shift - 07 [1080p].mkv", "Lamp Keeper"),   # " - Subtitle": guessit's cut, kept
    ("[Grp] Lamp Keeper 07 [1080p].mkv", "Lamp Keeper"),
])
def test_a_cut_at_a_separator_is_still_guessits(path, title):
    assert _one(path).title == title

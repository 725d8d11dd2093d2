"""Issue 13, sixth pass: the categories a held-out probe of tvnamer's and Sick-Beard's (SickGear/SickChill) parser
tables exposed — names written here.

A one-digit ``NxM`` after a title (``[1x1]``, ``.3x7.``) is the numbering, so a number-titled show never becomes
its whole file name; a leading number followed by a marker is the show's (``30 Rock - 4x22``); a scene file
abbreviated after its group (``grp-ab.s01e02``) in a release folder of the same episode is named by the folder; an
episode word before a worded air date is the numbering; a number dotted on in front of a spaced title may be an
absolute episode number (reviewed).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    return r.files[0].season, r.files[0].episodes


@pytest.mark.parametrize("path,season,ep", [
    ("Lantern Cove - [2x4].avi", 2, 4),
    ("Lantern Cove [3x9] the ferry.avi", 3, 9),
    ("lantern.cove.5x1.the_ferry.avi", 5, 1),
    ("Lantern Cove-[1x6].avi", 1, 6),
])
def test_a_one_digit_episode_after_a_title_is_the_numbering(path, season, ep):
    from jellybit.recognition import episodes
    n = episodes.number(path.rsplit(".", 1)[0])
    assert n is not None and (n.kind, n.season, n.episodes) == ("x", season, [ep])  # the rules read it too
    r = _one(path)
    assert r.type == "series" and r.title == "Lantern Cove" and _se(r) == (season, [ep])


@pytest.mark.parametrize("path", [
    "3x3 Lanterns - 05 [720p].mkv",   # a title that starts with NxM is no numbering of its own
    "Lantern Cove 1280x720.mkv",
])
def test_a_leading_or_resolution_nxm_is_not_a_one_digit_episode(path):
    from jellybit.recognition import episodes
    n = episodes.number(path.rsplit(".", 1)[0])
    assert n is None or n.kind != "x"


@pytest.mark.parametrize("path,season,ep", [
    ("777.2x5.the_wrong_turn.avi", 2, 5),
    ("777 1999 - [4x3].avi", 4, 3),
    ("777.305.The Wrong_turn.avi", 3, 5),
])
def test_a_number_titled_show_is_never_its_whole_file_name_at_auto(path, season, ep):
    r = _one(path)
    assert r.title == "777" and _se(r) == (season, [ep])
    assert r.decision == "review" and "is a number" in r.reason


def test_a_title_holding_a_one_digit_marker_is_a_doubt():
    from jellybit.recognition import evidence
    assert evidence.unexplained_leftover("Lantern 2x5 Cove") == ["2x5"]


def test_a_leading_number_before_a_marker_is_the_shows_even_in_a_season_folder():
    r = _one("48 Hours Club/Season 3/48 Hours Club - 3x11 -.avi")
    assert r.title == "48 Hours Club" and _se(r) == (3, [11])


def test_a_number_named_file_in_a_season_folder_still_takes_the_show_folder():
    r = _one("Lantern Cove/Season 02/07 - The Ferry.mkv")
    assert r.title == "Lantern Cove" and _se(r) == (2, [7])


def test_a_scene_abbreviated_file_is_named_by_its_release_folder():
    r = _one("Lantern.Cove.S03E09.720p.HDTV.x264-GRP/grp-lc.s03e09.720p.mkv")
    assert r.title == "Lantern Cove" and _se(r) == (3, [9])
    assert r.decision == "review"  # the name and the file still disagree on the title


def test_a_full_file_name_in_a_release_folder_keeps_its_own_reading():
    r = _one("Lantern.Cove.S03E09.720p-GRP/Lantern.Cove.S03E09.mkv")
    assert r.title == "Lantern Cove" and _se(r) == (3, [9]) and r.decision == "auto"


def test_an_episode_word_before_a_worded_air_date_is_the_numbering():
    r = _one("Lantern Cove - Episode 4 - Tue 13 Mar 2007 [GRP].avi")
    assert r.type == "series" and r.files[0].episodes == [4]
    assert r.decision == "review"  # no season written: assumed 1


def test_a_worded_date_alone_stays_a_date():
    r = _one("Lantern Cove 13 Mar 2007.mkv")
    assert r.files[0].date == "2007-03-13" and r.files[0].episodes == []


@pytest.mark.parametrize("path", [
    "212.Lantern Cove Tales.s04e007.mkv",
    "212-213.Lantern Cove Tales.s04e007e008.mkv",
])
def test_a_number_dotted_in_front_of_a_spaced_title_is_reviewed(path):
    r = _one(path)
    assert r.files[0].season == 4 and r.decision == "review"


@pytest.mark.parametrize("path,season,ep", [
    ("777-s3e6.avi", 3, 6),
    ("777-[5x2].avi", 5, 2),
])
def test_a_number_title_joined_to_its_marker_is_kept_whole(path, season, ep):
    r = _one(path)  # guessit reads "7" and seasons 7-3
    assert r.title == "777" and _se(r) == (season, [ep]) and r.decision == "review"


@pytest.mark.parametrize("path,season,ep", [
    ("Lantern.Cove.S0305.the_ferry.avi", 3, 5),
    ("Lantern Cove - S1012 - Fog.mkv", 10, 12),
])
def test_a_season_and_episode_glued_after_s_are_read_with_a_doubt(path, season, ep):
    r = _one(path)
    assert r.type == "series" and r.title == "Lantern Cove" and _se(r) == (season, [ep])
    assert r.decision == "review" and "two bare numbers" in r.reason


def test_a_year_glued_after_s_is_no_glued_episode():
    from jellybit.recognition import episodes
    n = episodes.number("Lantern.Cove.S2011.Complete")
    assert n is None or n.kind != "short"


def test_a_dash_number_with_a_crc_is_an_anime_absolute_number():
    r = _one("Lantern Cove Harbour 2077 - 14 [BD] [0A1B2C3D].mkv")  # no group bracket in front
    f = r.files[0]
    assert r.title == "Lantern Cove Harbour 2077" and f.episodes == [14] and f.absolute
    assert r.decision == "review"


def test_a_dash_number_without_a_crc_is_no_anime_by_itself():
    r = _one("Lantern Cove - 14 - The Ferry.mkv")
    assert not r.files[0].absolute


def test_a_year_numbered_season_pack_in_one_file_is_no_film_at_auto():
    r = _one("Lantern.Cove.S2014.Complete.720p.mkv")  # guessit: season 2014; was a film "Lantern Cove (2014)", auto
    assert r.type == "series" and r.decision == "review"


def test_a_title_that_starts_with_nxn_keeps_it_before_the_real_marker():
    r = _one("4x4 Lanterns - s03e05-06 - The Ferry.mkv")  # guessit: title "Lanterns", S04E04
    assert r.title == "4x4 Lanterns" and _se(r) == (3, [5, 6])
    assert r.decision == "review"  # an NxN in a title stays a doubt

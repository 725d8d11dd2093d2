"""Issue 13, eleventh pass: the categories a held-out probe of usenet/indexer tools' tests (SABnzbd's sorter, a Go
release parser's table, a Perl show-name parser) exposed — names written here.

Every first-run wrong auto of that probe was a shape both readers read the same wrong way; most are turned into a
doubt with a human reason (review), not into a new confident answer.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes, v.date


# --- numbering -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, season", [
    ("Office Tales (2003) Series 2 Disc 1 of 3 DVDR-GRP", 2),
    ("Harbour Lights (1999) Series 3 Disk 2 of 2 ISO DVDR-GRP", 3),
])
def test_a_disc_number_is_no_episode(name, season):
    r = _one(name)
    assert r.type == "series" and _se(r)[:2] == (season, []) and r.decision == "review"


def test_a_date_written_with_bare_one_digit_numbers_is_a_doubt():
    r = _one("program 2019 3 7 guest")
    assert r.decision == "review" and "2019 3 7" in r.reason


def test_a_padded_spaced_date_stays_confident():
    r = _one("Late Talk Tonight 2021 04 12 Guest Name 720p WEB-DL AAC 2.0 H.264-GRP.mkv")
    assert r.decision == "auto" and _se(r)[2] == "2021-04-12"


@pytest.mark.parametrize("name, e", [
    ("Some Show S02E0506 Title.mkv", 506),
    ("some.show.03x1213.title.mkv", 1213),
])
def test_a_four_digit_episode_of_two_consecutive_halves_is_a_doubt(name, e):
    r = _one(name)
    assert _se(r)[1] == [e] and r.decision == "review" and f"{e // 100} and {e % 100}" in r.reason


def test_a_long_show_s_four_digit_episode_stays_confident():
    r = _one("Long.Running.Show.S01E1087.Title.1080p.WEB.h264-GRP.mkv")
    assert _se(r)[:2] == (1, [1087]) and r.decision == "auto"


# --- titles ----------------------------------------------------------------------------------------------------

def test_a_title_that_ends_with_a_connective_is_a_doubt():
    r = _one("Bigger.Louder.and.Directors.Cut.2003.1080p.BluRay.x264-GRP.mkv")
    assert r.decision == "review" and "ends with 'and'" in r.reason


def test_an_edition_word_after_the_connective_is_now_the_titles():
    # (twenty-third pass: "Uncut" right before the year after "and" is the title's, no longer a doubt)
    r = _one("Bigger.Louder.and.Uncut.2003.1080p.BluRay.x264-GRP.mkv")
    assert r.title == "Bigger Louder and Uncut" and r.year == 2003


def test_a_part_between_tildes_is_a_doubt():
    r = _one("[Grp]_Sora_no_Kanata_~Lost_Memory~_(2019)_[BD_1080p_x264_FLAC].mkv")
    assert r.type == "movie" and r.decision == "review" and "tildes" in r.reason


def test_a_film_named_extras_only_is_a_doubt():
    r = _one("Space.Wars.Extras.Only.2019.1080p.BluRay-GRP.mkv")
    assert r.decision == "review" and "Extras" in r.reason


def test_a_show_named_extras_is_not_an_extras_doubt():
    r = _one("Extras.S02E03.720p.HDTV.x264-GRP.mkv")
    assert r.title == "Extras" and r.decision == "auto"


def test_an_alternative_title_after_a_dash_before_the_year_is_a_doubt():
    r = _one("(Drama) Studio Originals - Jane Roe - A Night in Denver (2019) 1080p WEBRip x264-GRP.mkv")
    assert r.type == "movie" and r.decision == "review" and "which part" in r.reason


# --- type ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "XWF.Night.of.Champions.2021.PPV.720p.WEB.h264-GRP.mkv",
    "Cage Fight Gala 2019 PPV HDTV x264-GRP.mkv",
])
def test_a_pay_per_view_event_is_a_type_doubt(name):
    r = _one(name)
    assert r.decision == "review" and "pay-per-view" in r.reason


def test_a_film_stays_confident():
    r = _one("Quiet.Harbour.2016.1080p.BluRay.x264-GRP.mkv")
    assert r.type == "movie" and r.decision == "auto"


@pytest.mark.parametrize("name, title", [
    ("Country.Vet.MD.S03E07.HDTV.x264-GRP.mkv", "Country Vet MD"),
    ("Nurse Tanner MD S01E02 720p WEB h264-GRP.mkv", "Nurse Tanner MD"),
])
def test_md_right_before_the_episode_marker_is_a_title_word(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "auto"


def test_md_after_the_marker_is_still_a_release_tag():
    r = _one("Harbour.Lights.S02E04.MD.German.XviD-GRP.avi")
    assert r.title == "Harbour Lights"


@pytest.mark.parametrize("name, season", [
    ("Harbour.Lights.S03.1080p.WEB.EAC3.51.x264-GRP", 3),
    ("Quiet.Town.S01.720p.WEB-DL.AAC.20.H.264-GRP", 1),
])
def test_an_audio_layout_after_its_codec_is_no_episode(name, season):
    r = _one(name)
    assert r.type == "series" and _se(r)[:2] == (season, [])


def test_a_bare_number_after_a_title_word_is_still_read():
    r = _one("Show.Name.51.720p.HDTV.x264-GRP.mkv")
    assert _se(r)[1] == [51]


@pytest.mark.parametrize("name, title", [
    ("Journey.Film.A.2001.1080p.WEB-DL.mkv", "Journey Film A"),
    ("Plan.B.Or.Plan.A.2015.720p.BluRay.x264-GRP.mkv", "Plan B Or Plan A"),
    ("The.Long.Game.On.2019.1080p.WEB-DL.mkv", "The Long Game On"),
    ("Only.Fade.In.2012.1080p.BluRay.mkv", "Only Fade In"),
])
def test_titles_end_in_a_letter_or_a_particle_and_stay_automatic(name, title):
    r = _one(name)
    assert (r.type, r.title, r.decision) == ("movie", title, "auto")


def test_a_dashed_subtitle_the_title_already_holds_raises_no_second_doubt():
    r = _one("Mission Impossible - Fallout (2018) 1080p.mkv")
    assert r.title == "Mission Impossible - Fallout"
    assert "which part is the film's title" not in r.reason  # the readers' disagreement already says it

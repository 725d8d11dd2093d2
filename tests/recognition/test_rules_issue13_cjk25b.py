"""Issue 13, twenty-fifth pass, second probe (cjk25b): Chinese drive folders, Korean board names, Chinese PT titles
with the counters before the Latin title and Hong Kong captures — names written here.

Chinese: a drive's progress note written without brackets or shortened (``片名 (2026) [WEB-4K] [更至12集]``,
``片名 更新至12集``) says the show's episodes are there (dropped, the folder was a confident film); a Han title, its
counters and notes, then a dotted Latin title (``片名.第4季[第235集][无字片源].Latin.Title.2021…``: the counter cut the
Latin title off and the Han title won, at auto). Korean: a board's dub and quality tags (``[한국어더빙]``,
``[우리말더빙]``, ``[고화질저용량]``, an unbracketed ``한글`` before a bracket) are no title; a channel tag whose
``[`` was lost (``OCN] 제목.E04.180313``: ``OCN`` was kept in the title, at auto); a Latin bracket before a dotted
Hangul broadcast name (``[UMAX] 제목.E02.UHDTV…``) is a channel or uploader, no fansub group; ``시즌2``
before a Latin title that numbers the same season; ``10부작`` an N-part series. Hong Kong captures' channel prefix
(``RTHK31.``, ``TVB.``) is dropped as the other broadcasters' are, with the same doubt.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name", [
    "晚风小镇 (2025) [WEB-4K] [国语中字] [更至16集]",
    "晚风小镇 (2025) 4K 更新至16集",
    "晚风小镇 更新到第16集",
])
def test_a_drive_progress_note_without_brackets_is_a_show_not_a_film(name):
    r = _one(name)
    assert r.title == "晚风小镇" and r.type == "series"
    assert r.decision == "review"  # no file numbers an episode


def test_a_bracketed_progress_note_still_leaves_the_files_numbering():
    r = _one("晚风小镇【更新至第20集】/S01E18.2025.1080p.mkv")
    assert r.title == "晚风小镇" and (_video(r).season, _video(r).episodes) == (1, [18])


@pytest.mark.parametrize("name, title, season, episode", [
    ("远山星河.第3季[第120集][无字片源].Distant.Star.River.2022.1080p.WEB-DL.AAC-Grp", "Distant Star River", 3, 120),
    ("远山星河.第35集.Distant.Star.River.2022.1080p.WEB-DL.H264.AAC-Grp.mkv", "Distant Star River", None, 35),
])
def test_han_counters_before_a_dotted_latin_title_leave_the_latin_title(name, title, season, episode):
    r = _one(name)
    assert r.title == title
    assert episode in _video(r).episodes
    if season:
        assert _video(r).season == season


def test_a_latin_title_without_han_counters_before_it_is_untouched():
    r = _one("远山星河.Distant.Star.River.S03E12.2022.1080p.WEB-DL.mkv")
    assert r.title == "Distant Star River" and (_video(r).season, _video(r).episodes) == (3, [12])


@pytest.mark.parametrize("name, title", [
    ("[한국어더빙] BBC.The.Deep.Ocean.2003.dvdrip 깊은 바다.6부작", "The Deep Ocean"),
    ("[우리말더빙] 고대 문명의 비밀 Secrets of Old Cities 8부작", "Secrets of Old Cities"),
])
def test_a_korean_dub_tag_is_no_title_and_an_n_part_series_is_a_show(name, title):
    r = _one(name)
    assert r.title == title and r.type == "series"


def test_an_unbracketed_subtitle_tag_before_a_bracket_is_no_title():
    r = _one("한글[고화질저용량] 어둠의 끝 시즌3 Edge.of.Dark.S03E05.720p.WEB.mkv")
    assert r.title == "Edge of Dark" and (_video(r).season, _video(r).episodes) == (3, [5])


def test_a_channel_tag_that_lost_its_opening_bracket_is_no_title():
    r = _one("OCN] 어두운 골목.E06.190417.720p-NEXT.mp4")
    v = _video(r)
    assert r.title == "어두운 골목" and (v.episodes, v.date) == ([6], "2019-04-17")


def test_a_latin_bracket_before_a_dotted_hangul_broadcast_name_is_no_group():
    r = _one("[UMAX] 하얀 등대.E03.UHDTV.60fps.x265.AAC.2160p-Grp.mp4")
    assert r.title == "하얀 등대" and _video(r).episodes == [3]


def test_a_korean_season_word_alone_still_numbers_the_season():
    r = _one("하얀 등대 시즌2 5화.mp4")
    assert r.title == "하얀 등대" and (_video(r).season, _video(r).episodes) == (2, [5])


@pytest.mark.parametrize("name, title", [
    ("RTHK31.Quiet.Harbour.1993.1080i.HDTV.H264-Grp.mkv", "Quiet Harbour"),
    ("TVB.Jade.Harbour.Lights.E07.720p.HDTV.mkv", "Harbour Lights"),
])
def test_a_hong_kong_channel_prefix_is_dropped_with_a_doubt(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "review" and "channel" in r.reason


@pytest.mark.parametrize("name, title", [
    ("가을밤 Between.Two.Seasons.2019.720p.HDRip.H264.AAC-Grp.mkv", "Between Two Seasons"),
    ("Between.Two.Seasons.2019.720p.HDRip.H264.AAC-Grp.mkv", "Between Two Seasons"),
])
def test_seasons_before_a_year_is_a_word_of_the_title(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == 2019  # "Seasons" was cut as a season marker


def test_seasons_before_a_range_still_marks_the_seasons():
    r = _one("Quiet.Show.Seasons.1-3.720p.mkv")
    assert r.title == "Quiet Show" and r.type == "series"


def test_a_title_with_a_bracket_never_closed_is_a_doubt():
    r = _one("Far Shore(Far.Shore.2012.1080p.BluRay.x264-Grp.mkv")
    assert r.decision == "review" and "never closed" in r.reason

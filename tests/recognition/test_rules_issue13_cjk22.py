"""Issue 13: Chinese, Japanese and Korean names — Korean counters and broadcast dates, Chinese drive folders and
progress notes, alias words between scripts, Han-numeral counters — names written here.

Korean names count in their own words (``시즌8 12화``: season 8, episode 12; ``261회``; ``5-7화``; an anime's
``1기``); a broadcast rip's ``E561.180317`` is placed by its air date, as a daily show is. Chinese drives put a show
under ``正片`` (the feature) and note how far it has got (``【更新至第18集】``); ``测试 AKA Title`` joins two titles;
``第貳季 第參話`` and ``第十二集`` count in Han numerals. Where the name cannot tell (a Latin run after a CJK title's
numbering, an arc word after a Latin title, a second year), the torrent is reviewed with the reason.
"""

from __future__ import annotations

import pytest

from jellybit.recognition.text import han_number, read_korean_counters

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name, title, season, episodes", [
    ("바람의 정원 시즌3 7화 [720P].mp4", "바람의 정원", 3, [7]),
    ("푸른 밤 시즌2 3-5화 [1080P].mkv", "푸른 밤", 2, [3, 4, 5]),
    ("[미드] 별빛 항구 시즌11 [4화].mp4", "별빛 항구", 11, [4]),
])
def test_korean_season_and_episode_counters_are_read(name, title, season, episodes):
    r = _one(name)
    assert r.type == "series" and r.title == title
    v = _video(r)
    assert (v.season, v.episodes) == (season, episodes)


def test_a_korean_anime_season_and_episode_span_are_read():
    r = _one("달빛 기사단 2기 (MX 1280x720 x264 AAC) 01~10화 (완결).mkv")
    assert r.title == "달빛 기사단"
    v = _video(r)
    assert v.season == 2 and v.episodes == list(range(1, 11))


def test_a_korean_episode_word_after_a_dash_is_the_episode():
    r = _one("은하 탐정 - 08화 (AT-X 1280x720 x264 AAC).mkv")
    assert r.type == "series" and r.title == "은하 탐정" and _video(r).episodes == [8]


def test_read_korean_counters_leaves_other_names_alone():
    assert read_korean_counters("Show.S01E02.mkv") == "Show.S01E02.mkv"
    assert read_korean_counters("화요일의 노래.E05.200101.720p-NEXT") == "화요일의 노래.E05.200101.720p-NEXT"
    assert read_korean_counters("쇼 시즌4 9화") == "쇼 S04E09"
    assert read_korean_counters("쇼 (마지막회).E16.200101") == "쇼.E16.200101"


@pytest.mark.parametrize("name, title, episode, aired", [
    ("달리는 식탁.E412.190302.720p-NEXT.mp4", "달리는 식탁", 412, "2019-03-02"),
    ("[KBS] 밤의 정원.E07.170415.1080p-NEXT.mp4", "밤의 정원", 7, "2017-04-15"),
    ("Harbor Lights.E23.160910.HDTV.H264.720p-WITH.mp4", "Harbor Lights", 23, "2016-09-10"),
    ("[JTBC] 말싸움 188회 170622 720p HDTV x264-RAiN.mp4", "말싸움", 188, "2017-06-22"),
])
def test_a_broadcast_rip_is_placed_by_its_air_date_and_decided(name, title, episode, aired):
    r = _one(name)
    v = _video(r)
    assert r.type == "series" and r.title == title and v.episodes == [episode] and v.date == aired
    assert v.season is None and aired in v.target
    assert r.decision == "auto"


def test_a_worded_date_after_an_episode_word_still_assumes_the_season():
    r = _one("Harbor Lights - Episode 6 - Sat 10 Sep 2016 [GRP].avi")
    assert _video(r).season == 1 and r.decision == "review"


@pytest.mark.parametrize("name, title", [
    ("일심 Ilsim.2016.720p.HDRip.H264.AAC-GRP.mp4", "Ilsim"),
    ("바다의 끝 The.Sea.End.2015.1080p.WEBRip.x264-GRP.mkv", "The Sea End"),
])
def test_a_hangul_title_before_a_dotted_latin_release_name(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year in (2015, 2016) and r.decision == "auto"


def test_a_chinese_feature_folder_is_no_title():
    r = _one("山海经.2021.S01.2160p/正片/S01E03.mkv")
    assert r.title == "山海经" and r.year == 2021 and (_video(r).season, _video(r).episodes) == (1, [3])


def test_a_two_character_chinese_title_is_no_short_title():
    r = _one("山河/S01E02.mkv")
    assert r.title == "山河" and r.decision == "auto"


def test_a_one_letter_title_is_still_short():
    r = _one("X/S01E02.mkv")
    assert r.decision == "review"


@pytest.mark.parametrize("folder", ["某某剧集【更新至第20集】", "某某剧集 [更新至20集]", "某某剧集 (更新到20話)"])
def test_a_drive_progress_note_is_no_part_of_the_title(folder):
    r = _one(f"{folder}/S01E18.2025.1080p.mkv")
    assert r.title == "某某剧集" and (_video(r).season, _video(r).episodes) == (1, [18])


@pytest.mark.parametrize("sep", ["AKA", "a.k.a.", "又名"])
def test_an_alias_word_between_a_chinese_and_a_latin_title_belongs_to_neither(sep):
    r = _one(f"灯火人家 {sep} Lamplight Homes.S03E04.mkv")
    assert r.title == "Lamplight Homes" and r.original_title == "灯火人家"
    assert (_video(r).season, _video(r).episodes) == (3, [4])


def test_financial_numerals_count_a_season_and_an_episode():
    r = _one("Quiet Show.第貳季 第肆話.1080p.mkv")
    assert (_video(r).season, _video(r).episodes) == (2, [4])


def test_a_han_numeral_episode_counter_is_its_number():
    r = _one("长风 第两季 第十一集.mkv")
    assert r.title == "长风" and (_video(r).season, _video(r).episodes) == (2, [11]) and r.decision == "auto"
    r = _one("长风 第十一集 [1080p].mkv")
    assert r.title == "长风" and _video(r).episodes == [11] and "disagree" not in r.reason


def test_han_number():
    assert [han_number(t) for t in ("三", "十", "十二", "二十", "二十一", "7")] == [3, 10, 12, 20, 21, 7]
    assert [han_number(t) for t in ("一二", "十十", "二十十", "")] == [None, None, None, None]


def test_latin_words_after_a_cjk_titles_numbering_are_a_doubt():
    r = _one("[한영통합] 파도소리 시즌2 [7화] Wave Sound.mp4")
    assert r.title == "파도소리" and (_video(r).season, _video(r).episodes) == (2, [7])
    assert r.decision == "review" and "Wave Sound" in r.reason


def test_an_arc_word_after_a_latin_title_is_a_doubt():
    r = _one("Quiet Film 海岸篇.2021.mkv")
    assert r.decision == "review" and "海岸篇" in r.reason


def test_a_second_year_after_the_year_read_is_a_doubt():
    r = _one("Quiet (1990 Story).2022.1080p.mkv")
    assert r.decision == "review" and "2022" in r.reason


def test_a_resolution_or_colour_space_is_no_second_year():
    assert _one("Quiet Film 2012 2160p BT2020 HEVC.mkv").decision == "auto"
    assert _one("Quiet.Film.2008.1920X1080.h264.mkv").decision == "auto"


@pytest.mark.parametrize("name, title, season, episode", [
    ("[アニメ BD] 星の庭園(第1期) 第03話「はじまり」(1920x1080 HEVC 10bit FLAC).mkv", "星の庭園", 1, 3),
    ("[アニメ BD] 月夜の図書館（第2期） 第07話.mkv", "月夜の図書館", 2, 7),
])
def test_a_bd_folders_season_glued_to_a_japanese_title_ends_it(name, title, season, episode):
    r = _one(name)
    assert r.title == title and (_video(r).season, _video(r).episodes) == (season, [episode])
    assert "disagree" not in r.reason


def test_an_episode_range_between_a_chinese_and_a_latin_title_goes_behind_the_latin_one():
    r = _one("大海之歌.E01-E06.Song.of.the.Sea.2011.1080p.Blu-ray.x265.mkv")
    assert r.title == "Song of the Sea" and r.original_title == "大海之歌" and r.year == 2011
    assert _video(r).episodes == [1, 2, 3, 4, 5, 6]


def test_a_pack_word_before_hd_is_no_film_title():
    r = _one("天涯.全26集.HD.mkv")
    assert r.type == "series" and r.title == "天涯"


def test_an_installment_in_bu_before_an_episode_counter_is_the_season():
    r = _one("远方的家.第3部.第07集.1080p.mkv")
    assert r.title == "远方的家" and (_video(r).season, _video(r).episodes) == (3, [7])


def test_a_first_season_files_year_is_the_shows_when_its_folder_names_it():
    r = _one("山海经/S01E02.2024.2160p.WEB-DL.H265.mkv")
    assert r.title == "山海经" and r.year == 2024 and (_video(r).season, _video(r).episodes) == (1, [2])


def test_a_later_seasons_year_stays_that_seasons():
    r = _one("山海经/S03E02.2024.2160p.WEB-DL.H265.mkv")
    assert r.title == "山海经" and r.year is None

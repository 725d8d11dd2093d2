"""Issue 13, fourteenth pass: the categories a held-out probe of anime and Asian-drama release names (a Chinese
anime RSS bot's golden titles and parser tests, an anime list-sync tool's extractor tests, small Rust/C#/Swift/
Java anime and media tools' parser tests) exposed — names written here.

In a fansub bracket name the show's title comes before the episode number: the brackets after it are release
notes (``[B-Global]``, ``[Multi Sub]``, ``[GB_JP]``, codec lists), never the title.
"""

from __future__ import annotations

import pytest

from jellybit.recognition.fansub import reading_form

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("name, title, episode", [
    ("[某字幕組] 灯笼俱乐部 / Lantern Club - 05 [CR-Global][WEB-DL][1080p][AVC AAC][Multi Sub][MKV]",
     "Lantern Club", 5),
    ("[某字幕組&LoliHouse] 灯笼 / Lantern Club - 07 [WebRip 1080p HEVC-10bit AAC ASSx2][简繁日内封字幕]",
     "Lantern Club", 7),
    ("[某字幕組]Paper Lantern 纸灯笼[312][2024.05.01][AVC][1080P][GB_JP][MP4][98.20 MB]", "Paper Lantern", 312),
    ("[某字幕組] Lantern Club - 02 [WEB 1080p HEVC10-bit OPUSx2][TTFC]", "Lantern Club", 2),
])
def test_brackets_after_the_episode_are_release_notes_not_the_title(name, title, episode):
    canon, _ = reading_form(name)
    assert title in canon and (f" - {episode:02d}" in canon or f" - {episode}" in canon)
    r = _one(name.replace("/", "_") + ".mkv")
    assert r.type == "series" and r.title == title
    assert _se(r)[1] == [episode]


def test_a_title_before_the_episode_still_wins_over_a_latin_note_bracket():
    # no episode number: nothing is cut, the earlier field stays the title
    canon, _ = reading_form("[某字幕組][Lantern Club][BDRip][1080p][Multi Sub]")
    assert canon.startswith("[某字幕組] Lantern Club")


def test_a_bracket_that_is_only_a_season_gives_the_season():
    name = "[某字幕組] 灯笼俱乐部 [Season 3] / Lantern Club - 04 [WebRip 1080p HEVC-10bit AAC][简繁内封字幕]"
    canon, original = reading_form(name)
    assert canon.startswith("[某字幕組] Lantern Club S03 - 04") and original == "灯笼俱乐部"
    r = _one(name.replace("/", "_") + ".mkv")
    assert r.title == "Lantern Club" and _se(r) == (3, [4])


@pytest.mark.parametrize("name, title", [
    ("[某字幕組][纸灯笼 PAPER_LANTERN][1-6+SP][BDRIP][720P][X264-10bit_AAC]", "PAPER LANTERN"),
    ("[某字幕組][纸灯笼 / Kami_no_Chouchin-Yoru_no_Hen][03][简体][1080P][MP4]", "Kami no Chouchin-Yoru no Hen"),
])
def test_an_underscore_between_latin_words_beside_cjk_is_a_space(name, title):
    canon, original = reading_form(name)
    assert title in canon and original == "纸灯笼"


@pytest.mark.parametrize("name, episode", [
    ("[某字幕組] 纸灯笼俱乐部存在吗？（不，不存在!!）-03 [WebRip 1080p HEVC10-bit AAC] [简繁日内封]", 3),
    ("[某字幕組] 纸灯笼骑士 / 紙ランタン EP21 [WEBDL] [1080p] [TTFC]", 21),
])
def test_an_episode_glued_to_a_closing_mark_or_after_ep_ends_the_title(name, episode):
    r = _one(name.replace("/", "_") + ".mkv")
    assert r.type == "series" and _se(r)[1] == [episode]
    assert "WebRip" not in (r.title or "") and "TTFC" not in (r.title or "")


def test_a_title_holding_the_film_year_is_a_doubt():
    # the title ran past the year that dates the film: never a confident film
    r = _one("【某站电影】纸灯笼[简繁字幕].Lantern.2011.RERiP.1080p.BluRay.x264-GRP.mkv")
    # (since the twenty-fifth pass the dotted year after a spaced head ends the title: "Lantern" (2011), no longer
    # a title holding its year; a confident reading only when it is that one)
    assert (r.title, r.year) == ("Lantern", 2011) or (r.decision == "review" and "2011" in r.reason)


def test_a_film_whose_title_is_not_its_year_stays_auto():
    r = _one("Paper.Lanterns.2011.1080p.BluRay.x264-GRP.mkv")
    assert r.title == "Paper Lanterns" and r.year == 2011 and r.decision == "auto"


@pytest.mark.parametrize("name, title", [
    ("[某字幕組] 劇場版 纸灯笼 0 [1080p]", "纸灯笼 0"),
    ("[某字幕組]电影版纸灯笼：夜之歌[BDRip 1080p]", "纸灯笼:夜之歌"),
    ("[某字幕組]劇場版PAPER×LANTERN CODE: Night[WEB-DL 1080p]", "PAPER×LANTERN CODE: Night"),
    ("[Grp] Gekijouban Paper Lantern 2 [1080p]", "Paper Lantern 2"),
])
def test_a_film_marker_opening_the_title_makes_a_film_and_is_dropped(name, title):
    r = _one(name + ".mkv")
    assert r.type == "movie" and r.title == title


@pytest.mark.parametrize("name, title, episode", [
    ("[Grp] Paper Lantern OVA02 [BDRip 1080p]", "Paper Lantern", 2),
    ("[Grp] Paper Lantern SP04 [BDRip 1080p]", "Paper Lantern", 4),
    ("[某字幕組] 纸灯笼 / Paper Lantern OVA03 [WebRip 1080p HEVC-10bit AAC]", "Paper Lantern", 3),
])
def test_a_special_glued_to_its_number_is_no_word_of_the_title(name, title, episode):
    r = _one(name.replace("/", "_") + ".mkv")
    assert r.type == "series" and r.title == title
    assert _se(r) == (0, [episode])


@pytest.mark.parametrize("name, title", [
    ("[Grp] Paper Lantern Complete Batch [BDRip 1080p]", "Paper Lantern"),
    ("[某字幕組] 纸灯笼合集 [BDRip 1080p]", "纸灯笼"),
    ("[某字幕組] 纸灯笼全集 [BDRip 1080p]", "纸灯笼"),
])
def test_a_batch_named_as_one_file_is_a_series_reviewed(name, title):
    r = _one(name + ".mkv")
    assert r.type == "series" and r.title == title and r.decision == "review"


def test_a_total_episode_count_is_the_whole_run():
    r = _one("[某字幕組] 纸灯笼 全12话 [1080p].mkv")
    assert r.type == "series" and r.title == "纸灯笼"
    assert _se(r)[1] == list(range(1, 13))


@pytest.mark.parametrize("name, episode", [
    ("[某字幕組] Paper Lantern [07_夜のランタン] [1080p]", 7),
    ("[某字幕組&某字幕組]★10月新番[纸灯笼 / Paper_Lantern][05(31)][简体][1080P][MP4]", 5),
])
def test_an_episode_bracket_with_its_subtitle_or_absolute_number(name, episode):
    r = _one(name.replace("/", "_") + ".mkv")
    assert r.type == "series" and _se(r)[1] == [episode]


def test_an_episode_bracket_with_an_episode_letter_and_a_season_bracket():
    r = _one("[某字幕組][Paper Lantern Club][S02][E04][BIG5][1080P].mp4")
    assert r.title == "Paper Lantern Club" and _se(r) == (2, [4])


def test_a_crc_in_parentheses_still_closes_a_bracket_name():
    r = _one("[GRP][LANTERN][0917][V2][1080P][AVC_AAC][CHS_JP](A1B2C3D4).mp4")
    assert r.title == "LANTERN" and _se(r)[1] == [917]


@pytest.mark.parametrize("name", [
    "[Grp] 纸灯笼OVA [1080p]", "[Grp] 纸灯笼番外篇 [1080p]", "[Grp] 纸灯笼特别篇 [1080p]",
])
def test_a_special_word_glued_to_a_cjk_title_is_season_0(name):
    r = _one(name + ".mkv")
    assert r.type == "series" and r.title == "纸灯笼" and _se(r)[0] == 0 and r.decision == "review"


def test_a_fansub_release_dated_in_its_own_bracket_without_a_film_word_is_a_type_doubt():
    r = _one("[Grp-Raws] Paper Lantern Brotherhood [BD 1920x1080 HEVC-10bit OPUS][2011].mkv")
    assert r.decision == "review" and "batch" in r.reason


@pytest.mark.parametrize("name", [
    "[Grp-Raws] Paper Lantern (2011) [BDRip 1080p].mkv",  # a film's year in parentheses
    "[Grp] Paper Lantern Movie [BD 1080p][2011].mkv",  # a film word
])
def test_a_dated_fansub_film_with_a_film_shape_raises_no_type_doubt(name):
    r = _one(name)
    assert "batch" not in r.reason


@pytest.mark.parametrize("path, title, episode", [
    ("纸灯笼/05 [1080p].mkv", "纸灯笼", 5),
    ("Paper Lantern/07 [1080p][HEVC].mkv", "Paper Lantern", 7),
])
def test_a_file_named_by_its_number_alone_takes_the_show_from_its_folder(path, title, episode):
    r = _one(path)
    assert r.type == "series" and r.title == title and _se(r)[1] == [episode]
    assert "is a number" not in r.reason

"""Issue 13, fourth pass: fansub bracket names and anime absolute numbers, on names written here.

Chinese (and other) fansub groups write each field in its own bracket; the group, a bracket of tags or the
whole name must never be the title, ``[12END]`` is episode 12 (not a film), the Latin title of a dual
``中文 / English`` bracket is the title and the other its original title. An anime group's number without a
season is an absolute count, placed in season 1 by assumption (review).
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.fansub import canonical
from jellybit.recognition.roles import split_path

from .helpers import GB
from .helpers import one_file as _one


@pytest.mark.parametrize("name,title,eps", [
    ("[青柠字幕组][灯塔小镇/Lantern Town][07][1080P][简繁内封].mkv", "Lantern Town", [7]),
    ("【北风字幕社】★7月新番★[灯塔小镇 / Lantern Town][11END][720p][繁体][MP4].mp4", "Lantern Town", [11]),
    ("[RiverSubs][Lantern_Town][03][GB][1080P][x264_AAC].mp4", "Lantern Town", [3]),
    ("【北风字幕社】【灯塔小镇_Lantern Town】[第09话][1080p_HEVC][简繁外挂].mkv", "Lantern Town", [9]),
    ("[北风字幕社] 灯塔小镇 / Lantern Town [04][1080p][简日内嵌].mp4", "Lantern Town", [4]),
    ("[北风字幕社] 灯塔小镇 Lantern Town 第06话 MP4 1080P GB.mp4", "Lantern Town", [6]),
    ("[北风字幕社&RiverSubs] 灯塔小镇 / Lantern Town - 05 [WebRip 1080p HEVC-10bit AAC][简繁内封字幕].mkv",
     "Lantern Town", [5]),
    ("[RiverSubs]灯塔小镇·Lantern Town[10][BIG5][1080p].mp4", "Lantern Town", [10]),
    ("[北风字幕社][灯塔小镇][Lantern Town][2021][02][1080p][HEVC][BIG5].mp4", "Lantern Town", [2]),
    ("[北风字幕社][灯塔小镇][13完][繁体][720P][MP4].mp4", "灯塔小镇", [13]),
])
def test_fansub_bracket_names(name, title, eps):
    r = _one(name)
    f = r.files[0]
    assert (r.type, r.title, f.episodes, f.season, f.absolute) == ("series", title, eps, 1, True)
    assert r.decision == "review"  # no season written: which season is still a question
    dated = f" ({r.year})" if r.year else ""  # a "[2021]" bracket is the show's year (intl14 pass)
    assert f.target and f.target.endswith(f"Season 01/{title}{dated} S01E{eps[0]:02d}" + f.target[-4:])


def test_fansub_dual_title_keeps_the_other_script_as_original():
    r = _one("[北风字幕社][灯塔小镇 / Lantern Town][08][1080P].mkv")
    assert (r.title, r.original_title) == ("Lantern Town", "灯塔小镇")


def test_a_slash_inside_brackets_is_not_a_folder():
    assert split_path("[Grp][灯塔小镇/Lantern Town][01][720P].mkv") == ["[Grp][灯塔小镇/Lantern Town][01][720P].mkv"]
    assert split_path("Show [Grp]/Season 1/Show - 01.mkv") == ["Show [Grp]", "Season 1", "Show - 01.mkv"]
    r = _one("[Grp][灯塔小镇/Lantern Town][01][720P].mkv")
    assert r.title == "Lantern Town" and r.files[0].episodes == [1]


def test_fansub_batch_range_is_every_episode_not_a_movie():
    r = _one("[北风字幕社][灯塔小镇][LANTERN TOWN][01-12完][简日双语字幕][720P][MP4].mp4")
    assert r.type == "series" and r.title == "LANTERN TOWN" and r.files[0].episodes == list(range(1, 13))


def test_full_width_digits_are_read():
    r = _one("[Grp] Lantern Town - １２６ [1080p].mkv")
    assert r.files[0].episodes == [126]


def test_ordinary_group_names_are_left_as_written():
    for stem in ("[Grp] Lantern Town - 03 [1080p]", "[Grp] Lantern Town S2 - 07 [1080p]",
                 "[Grp] Lantern Town - 01 (1080p) [ABCD1234]", "Lantern.Town.S01E01.1080p.WEB-DL"):
        assert canonical(stem) is None


def test_anime_number_without_a_season_is_absolute_but_placed_in_season_one():
    r = _one("[Grp] Lantern Town - 03 [1080p].mkv")
    f = r.files[0]
    assert (f.season, f.episodes, f.absolute) == (1, [3], True)
    assert "anime_season_assumed" in r.issues and "absolute" not in r.issues


def test_a_season_in_the_name_is_not_absolute():
    r = _one("Lantern.Town.S02E03.1080p.WEB-DL.x264-GRP.mkv")
    assert (r.files[0].season, r.files[0].absolute) == (2, False)
    r = _one("[Grp] Lantern Town S2 - 03 [1080p].mkv")
    assert (r.files[0].season, r.files[0].absolute) == (2, False)


def test_subtitles_of_a_fansub_video_keep_their_language():
    t = TorrentInput("[Grp][Lantern Town][05][1080P]", (
        FileInput("[Grp][Lantern Town][05][1080P]/[Grp][Lantern Town][05][1080P].mkv", GB),
        FileInput("[Grp][Lantern Town][05][1080P]/[Grp][Lantern Town][05][1080P].chs.ass", 50_000)))
    r = recognize(t)
    v, s = r.files
    assert v.episodes == [5] and s.role == "subtitle" and s.video == v.path and s.lang is not None


# --- dates, broadcast parts and country codes (the same pass, names written here) -------------------------

@pytest.mark.parametrize("name,date", [
    ("Lantern.Town.Tonight.2019.17.03.PDTV.XviD-GRP.avi", "2019-03-17"),  # year-day-month: month 17 is impossible
    ("Lantern_Town_Tonight_03.17.2019_hdtv.x264-GRP.mp4", "2019-03-17"),  # US month-day-year: month 17 likewise
    ("2019_03_17_1080_all.mp4", "2019-03-17"),  # a name that is only a date: the "title" 20 must not eat it
])
def test_dates_in_the_only_possible_order(name, date):
    r = _one(name)
    assert r.type == "series" and r.files[0].date == date
    assert "date_ambiguous" not in r.issues


@pytest.mark.parametrize("name", [
    "Lantern.Town.Tonight.05.04.2019.HDTV.x264-GRP.mkv",  # 5 April or May 4?
    "Lantern.Town.Tonight.190504.720p.HDTV.x264-GRP.mkv",  # YYMMDD or DDMMYY?
])
def test_a_date_that_reads_in_two_orders_is_reviewed(name):
    r = _one(name)
    assert r.files[0].date and "date_ambiguous" in r.issues and r.decision == "review"


def test_a_pack_with_a_day_above_twelve_pins_the_order():
    files = tuple(FileInput(f"Tonight/Lantern.Town.Tonight.{d}.04.2019.HDTV.mkv", GB) for d in ("05", "06", "25"))
    r = recognize(TorrentInput("Tonight", files))
    assert [f.date for f in r.files] == ["2019-04-05", "2019-04-06", "2019-04-25"]
    assert "date_ambiguous" not in r.issues


@pytest.mark.parametrize("name,ep", [
    ("The.Lantern.Dynasty.Part.2.DSR.XviD-GRP.avi", 2),
    ("The Lantern Dynasty 2011 Part 3 REPACK 720p HDTV x264-GRP.mkv", 3),
])
def test_a_broadcast_part_is_a_miniseries_episode(name, ep):
    r = _one(name)
    assert (r.type, r.title, r.files[0].episodes) == ("series", "The Lantern Dynasty", [ep])
    assert r.decision == "review"


def test_a_film_part_from_a_disc_stays_a_film():
    r = _one("The.Lantern.Saga.Part.2.2011.1080p.BluRay.x264-GRP.mkv")
    assert (r.type, r.title, r.year) == ("movie", "The Lantern Saga Part 2", 2011)


def test_a_country_after_the_title_is_a_question():
    r = _one("Lantern.Town.US.S02E03.720p.HDTV.x264-GRP.mkv")
    assert r.title == "Lantern Town" and "country_dropped" in r.issues and r.decision == "review"
    assert "country_dropped" not in _one("Lantern.Town.S02E03.720p.HDTV.x264-GRP.mkv").issues


# --- titles written in two scripts, site prefixes, "NofM" (the same pass, names written here) -------------

@pytest.mark.parametrize("name", [
    "灯塔小镇.Lantern.Town.S01E01.1080p.WEB-DL.mkv",
    "灯塔小镇 Lantern Town S01E01 1080p.mkv",
    "Lantern.Town.灯塔小镇.S01E01.1080p.mkv",
    "Фонарный.город.Lantern.Town.S01E01.1080p.WEB-DL.mkv",
    "Фонарный город Lantern Town S01E01 1080p.mkv",
])
def test_a_title_in_two_scripts_is_the_latin_one_with_the_other_as_original(name):
    r = _one(name)
    assert r.title == "Lantern Town" and r.original_title in ("灯塔小镇", "Фонарный город")
    assert "readers_disagree" not in r.issues


@pytest.mark.parametrize("title", ["Папа SOS", "Шерлок в России", "Lantern Town", "灯塔小镇Lantern Town",
                                   "Фонарь Lantern город Town"])
def test_titles_that_are_not_two_scripts_stay_whole(title):
    from jellybit.recognition.titles import split_dual
    assert split_dual(title) is None


@pytest.mark.parametrize("name", ["www.Example.ph - Lantern.Town.S01E01.720p.mkv",
                                  "[www.Example.co] Lantern Town S01E01 720p.mkv"])
def test_a_site_prefix_with_any_domain_is_dropped(name):
    r = _one(name)
    assert r.title == "Lantern Town" and not {"readers_disagree", "title_leftover"} & set(r.issues)


def test_n_of_m_ends_the_title():
    r = _one("Lantern.Harbour.3of6.Rivers.720p.HDTV.x264-GRP.mkv")
    assert (r.title, r.files[0].episodes) == ("Lantern Harbour", [3]) and "readers_disagree" not in r.issues


def test_a_numbered_ova_is_a_special_with_its_number_and_a_question():
    r = _one("[Grp] Lantern Town OVA - 02 [1080p].mkv")
    assert (r.files[0].season, r.files[0].episodes) == (0, [2])
    assert "special_numbered" in r.issues and r.decision == "review"
    assert "special_numbered" not in _one("Lantern.Town.S00E02.1080p.WEB.mkv").issues


# --- titles around the episode marker, and Russian tracker titles (names written here) ---------------------

@pytest.mark.parametrize("name,title", [
    ("Lantern.Cam.S02E01.720p.WEB.h264-GRP.mkv", "Lantern Cam"),  # "Cam" before the marker is a title word
    ("Harbour Cam S08E09 A Hail of Lanterns 1080p WEB-DL DD 2 0 H 264-GRP.mkv", "Harbour Cam"),
    ("1911 S02E01 The Lantern Season 1080p WEB-DL DDP5 1 H 264-GRP.mkv", "1911"),  # what follows is the episode's
])
def test_the_show_title_is_written_before_the_episode_marker(name, title):
    r = _one(name)
    assert r.title == title and "readers_disagree" not in r.issues


@pytest.mark.parametrize("name,title,year,original", [
    ("О фонарях и людях (Of Lanterns and Men) 1992 BDRip 1080p.mkv", "Of Lanterns and Men", 1992, "О фонарях и людях"),
    ("Фонарщик 3 2006г. BDRip 1080p.mkv", "Фонарщик 3", 2006, None),
    ("Фонари. 1988. 1080p. HEVC. 10bit..mkv", "Фонари", 1988, None),
])
def test_russian_tracker_titles(name, title, year, original):
    r = _one(name)
    assert (r.title, r.year, r.original_title) == (title, year, original)


def test_a_bracketed_type_word_is_not_the_title():
    r = _one("[Grp][Lantern Town / LNTN][Movie][BDRip][1080P][AVC 8bit][简体内嵌].mkv")
    assert r.type == "movie" and r.title == "Lantern Town"  # of two Latin aliases, the first


# --- more fansub shapes and anime numbering (names written here) ------------------------------------------

@pytest.mark.parametrize("name,title,eps", [
    ("[RiverSubs][Lantern_Town_Chronicles][01][DVDRip][x264_AC3].mkv", "Lantern Town Chronicles", [1]),
    ("[RiverSubs][LanternTown][001][Jpn_Chs_Cht][x264_aac][DVDRip][7FE2C873].mkv", "LanternTown", [1]),
    ("[北风字幕社][灯塔小镇][Lantern Town][11][1280x720][繁体].mp4", "Lantern Town", [11]),
    ("【RiverSubs】★【Lantern Time】[24（END）][GB][720P_MP4].mp4", "Lantern Time", [24]),
    ("[Lantern Town Harbour HD REMASTER][07][Big5][720p][AVC_AAC][encoded by GRP].mp4", "Lantern Town Harbour", [7]),
    ("[RiverSubs][Lantern Town to the Harbour] 02 [BIG][X264_AAC][720P].mp4", "Lantern Town to the Harbour", [2]),
    ("[Lantern].148.[Xvid.mp3].[FE68D5F1].avi", "Lantern", [148]),
])
def test_more_fansub_bracket_shapes(name, title, eps):
    r = _one(name)
    assert (r.type, r.title, r.files[0].episodes) == ("series", title, eps)


@pytest.mark.parametrize("name,season,eps", [
    ("Lantern Town 2nd Season 24 (Blu-Ray 1080p) [Grp].mkv", 2, [24]),
    ("Lantern Town ep. 1-5.mkv", 1, [1, 2, 3, 4, 5]),
    ("Lantern Town Season 1 OVA [Grp] OVA - 05.mkv", 0, [5]),
    ("[Grp]_Lantern_Town_-_01_-_H264_-_720p_-_E83AD672.mkv", 1, [1]),  # not the "E83" of the CRC
    ("Lantern Town Episódio 3 – Harbour.mkv", 1, [3]),
])
def test_anime_numbering_shapes(name, season, eps):
    r = _one(name)
    assert (r.files[0].season, r.files[0].episodes) == (season, eps) and r.title == "Lantern Town"


def test_a_tracker_head_ends_at_an_episode_word():
    r = _one("Lantern Town - Episode 3 - A Dim Harbour / The Lights Return, Part 1.mkv")
    assert r.title == "Lantern Town" and r.files[0].episodes == [3]

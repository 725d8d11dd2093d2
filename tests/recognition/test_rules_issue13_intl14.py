"""Issue 13, fourteenth pass (intl14): the categories a held-out probe of tracker and non-English parser tests (a
Chinese PT tool's meta cases, a Jackett-fed Russian series watcher, a C# rutracker/toloka release parser) exposed —
names written here.

A Chinese PT tracker often lists a release as its whole scene name in a first bracket, followed by its own tags
(``[Film.Name.2019.1080p.BluRay.x264-GRP][中字]``): that bracket is the name. And a chosen title that still holds a
resolution, a source or a codec is a release name no reader took apart: a doubt with its reason, wherever it stands.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, year", [
    ("[Quiet.Harbour.Nights.2019.1080p.BluRay.x264-GRP][国英双语][简繁字幕]", "Quiet Harbour Nights", 2019),
    ("[The.Long.Winter.Road.2021.2160p.UHD.Blu-ray.HEVC.DTS-HD.MA.5.1-TEAM@Site][原盘中字] [漫长的冬路][58.20GB]",
     "The Long Winter Road", 2021),
    ("[Paper.Lanterns.2008.720p.WEB-DL.H264-GRP] [纸灯笼]", "Paper Lanterns", 2008),
])
def test_a_first_bracket_holding_a_whole_release_name_is_the_name(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name", [
    "[SubGrp] Show Name [01][1080p][CHS]",           # a fansub bracket name: the tags are read, not unwrapped
    "[Some.Tag] Quiet Harbour Nights 2019 1080p",   # a bracket without a year and a release token is a tag
])
def test_other_leading_brackets_are_not_read_as_a_release_name(name):
    from jellybit.recognition.fansub import reading_form
    assert not reading_form(name)[0].startswith(name[1:name.index("]")] + " ")


@pytest.mark.parametrize("title, token", [
    ("[Some.Film.2023.2160p.UHD.Blu-ray.HEVC-GRP] 91.86GB", "2160p"),
    ("Another Film x265", "x265"),
    ("Third Film WEB-DL Cut", "WEB-DL"),
])
def test_a_title_holding_a_resolution_source_or_codec_is_doubted(title, token):
    from jellybit.recognition.evidence import unexplained_leftover
    assert token in unexplained_leftover(title)


@pytest.mark.parametrize("title", ["The Matrix", "Se7en", "Blade Runner 2049", "Ocean's 8", "1080 Degrees"])
def test_titles_without_release_tokens_are_not_doubted_by_it(title):
    from jellybit.recognition.evidence import unexplained_leftover
    assert unexplained_leftover(title) == []


# --- a Chinese season word in a fansub name: the season, never part of the title ------------------------------

def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("name, title, season, episode", [
    # a CJK-only title: the season word stays in the reading form and ends the title there
    ("[某字幕組] 紙燈籠俱樂部 第三季 - 14 (Baha 1920x1080 AVC AAC MP4) [0A1B2C3D].mp4", "紙燈籠俱樂部", 3, [14]),
    ("[某字幕组][10月新番][纸灯笼俱乐部 第二季][05][1080p][简体中文].mp4", "纸灯笼俱乐部", 2, [5]),
    # a Latin title after it in the same field: the season is the field's, the Latin title the title
    ("[某发布组] 纸灯笼俱乐部 第三季 PAPER LANTERN Ⅲ [04] [1080p] [简中内封].mkv", "PAPER LANTERN Ⅲ", 3, [4]),
    ("[某-Raws] 纸灯笼俱乐部！ 第二季 / Paper Lantern Club!! - 06 (B-Global 1920x1080 HEVC AAC MKV).mkv",
     "Paper Lantern Club!!", 2, [6]),
])
def test_a_chinese_season_word_in_a_fansub_name_is_the_season(name, title, season, episode):
    r = _one(name)
    assert r.type == "series" and r.title == title and _se(r) == (season, episode)


def test_a_chinese_season_word_followed_by_more_chinese_is_not_given_to_a_latin_title():
    # "第四季 新篇章": the season has a title of its own, so the Latin piece may name the season, not the show
    from jellybit.recognition.fansub import reading_form
    form, _ = reading_form("[某壓制部] 紙燈籠 第四季 新篇章 _ Paper Lantern：New Chapter [01] [1080p]")
    assert " S04" not in form


# --- a Chinese web-release tracker's bracket fields: [Title][2022][WEB-DL][1080][TV Series][TV 08] -------------

@pytest.mark.parametrize("name, title, year, episode", [
    ("[纸灯笼][Paper Lantern][2021][WEB-DL][2160][TV Series][TV 11][SomeWEB]", "Paper Lantern", 2021, [11]),
    ("[纸灯笼俱乐部][Paper Lantern Club][2023][WEB-DL][1080][TV Series][第03话][SomeWEB]", "Paper Lantern Club", 2023,
     [3]),
])
def test_a_web_release_bracket_name_reads_its_year_resolution_and_tv_episode(name, title, year, episode):
    r = _one(name + ".mkv")
    assert r.type == "series" and r.title == title and r.year == year and _se(r)[1] == episode


def test_a_bare_number_bracket_not_after_a_source_is_still_the_episode():
    r = _one("[某字幕组][Paper Lantern Club][1080][简体].mkv")  # a long show's episode 1080
    assert _se(r)[1] == [1080]


def test_a_fansub_year_bracket_before_a_season_and_episode_is_the_shows_year():
    r = _one("[某-Team][国漫][纸灯笼 第1季][Paper Lantern Season 1][2004][07][AVC][GB][1080P].mp4")
    assert (r.title, r.year, _se(r)) == ("Paper Lantern", 2004, (1, [7]))


# --- Ukrainian tracker titles (toloka): "серія", "серії 1-10", a language list "Ukr/Eng" ----------------------

@pytest.mark.parametrize("name, season, episodes", [
    ("Ліхтар (Сезон 1, серії 1-8) / Lantern (Season 1) (2023) WEB-DL 1080p Ukr/Eng", 1, list(range(1, 9))),
    ("Ліхтар (Сезон 2, серія 4) / Lantern (Season 2) WEB-DL 1080p Ukr/Eng | Sub Ukr", 2, [4]),
    ("Ліхтар 3 сезон 7 серія.mkv", 3, [7]),
])
def test_ukrainian_episode_words_are_read(name, season, episodes):
    r = _one(name)
    assert r.type == "series" and _se(r) == (season, episodes)


def test_a_language_list_with_slashes_is_no_folder():
    from jellybit.recognition.roles import split_path
    assert split_path("Ліхтар / Lantern (2023) BDRip 1080p 2xUkr/Eng | sub Ukr/Eng") == [
        "Ліхтар / Lantern (2023) BDRip 1080p 2xUkr/Eng | sub Ukr/Eng"]
    assert split_path("Lantern/Eng/Lantern.S01E01.mkv") == ["Lantern", "Eng", "Lantern.S01E01.mkv"]  # real folders


def test_a_season_marker_glued_number_is_no_episode_count():
    # "S01.Серия.05": the "01" belongs to the season marker, the episode is 5 (was episode 1)
    r = _one("Ліхтар.S01.Серія.05.2023.WEB-DL.1080p.mkv")
    assert _se(r) == (1, [5])


def test_a_chinese_season_word_beside_a_latin_title_only_is_a_doubt():
    # the season is read (第三季 → 3), but the Latin title may be that season's own title: reviewed with the reason
    r = _one("[某发布组] 纸灯笼 第三季 / Paper Lantern NEW DAWN [01] [1080p] [简中内封].mkv")
    assert r.title == "Paper Lantern NEW DAWN" and _se(r) == (3, [1])
    assert r.decision == "review" and "that season's own title" in r.reason


def test_a_chinese_season_word_with_a_latin_season_marker_is_no_doubt():
    r = _one("[某字幕組][纸灯笼 第二季][Paper Lantern S2][01][1080P][MP4][简中].mp4")
    assert _se(r) == (2, [1]) and "own title" not in r.reason


@pytest.mark.parametrize("tag", ["【23年日剧】", "[2024年4月番]", "【21年韩剧】"])
def test_a_broadcast_season_bracket_is_a_tag_not_the_title(tag):
    r = _one(f"【某字幕组】{tag}【纸灯笼俱乐部】【05】【1080P】【中日双语】.mp4")
    assert r.title == "纸灯笼俱乐部" and _se(r)[1] == [5]

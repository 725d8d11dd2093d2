"""Issue 13, twenty-first pass: the categories a held-out probe of CJK and anime name tests (a Chinese cloud-drive
scraper's recognition contract, a Dart cloud-drive name parser, a Python media-path parser with Japanese BD names)
exposed — names written here.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import GB
from .helpers import one_file as _one


def _videos(r):
    return [(f.season, f.episodes) for f in r.files if f.role == "video"]


# --- a Chinese release site's publish banner, and the dotted Latin release name after the CJK title ------------

@pytest.mark.parametrize("folder, title, original, season", [
    ("【影视站发布 www.ExampleHD.com】海边小镇 第三季[全8集][国英多音轨+简繁英字幕].Seaside.Town.S03.2022.WEB-DL-Grp",
     "Seaside Town", "海边小镇", 3),
    ("【影视站发布 www.ExampleHD.com】午夜列车[全6集][简繁英字幕].Night.Train.S01.1080p.WEB-DL.DDP5.1.H.264-Grp",
     "Night Train", "午夜列车", 1),
    ("【影视站发布 www.ExampleHD.com】山海经.第十一季[全10集][国语配音+中文字幕].Mountain.Tales.S11.2021.WEB-DL-Grp",
     "Mountain Tales", "山海经", 11),
])
def test_a_site_banner_is_no_group_and_the_latin_title_after_the_tags_is_the_title(folder, title, original, season):
    files = tuple(FileInput(f"{folder}/0{i}.mkv", GB) for i in (1, 2))
    r = recognize(TorrentInput(folder, files))  # was the CJK title (or "海边小镇 第三季"), the site banner the group
    assert r.type == "series" and r.title == title and r.original_title == original
    assert [s for s, _ in _videos(r)] == [season, season]


def test_a_site_banner_after_the_title_goes_too():
    r = _one("剧名【影视站发布 www.ExampleHD.com】第二季[全6集][简繁英字幕].S02.2015.1080p.BluRay.x264-Grp.mkv")
    assert r.type == "series" and r.title == "剧名"  # was "剧名【影视站发布 www ExampleHD com】第二季 S02.2015"
    assert _videos(r)[0][0] == 2


@pytest.mark.parametrize("name, season", [
    ("山海经.第十二季.Mountain.Tales.1080p.WEB-DL.mkv", 12),
    ("山海经 第十二季 第05集.mkv", 12),
    ("山海经 第二十三季 E05.mkv", 23),
])
def test_chinese_numeral_seasons_past_ten(name, season):
    r = _one(name)  # "第十二季" was split into "第十" + "二季": season 2, or "第十" left in the title
    assert r.type == "series" and "十" not in r.title and "季" not in r.title
    assert _videos(r)[0][0] == season


def test_a_chinese_episode_span_in_brackets_is_no_film():
    r = _one("江湖夜雨[高码版][第21-22集][国语配音+中文字幕].2024.2160p.WEB-DL.H265.AAC-Grp.mkv")
    assert r.type == "series" and r.title == "江湖夜雨"  # was the film "江湖夜雨" (2024), automatic
    assert _videos(r)[0][1] == [21, 22]


# --- a dash episode before a bracketed air date -----------------------------------------------------------------

@pytest.mark.parametrize("name, episode", [
    ("Nintama Rantarou - 2215 [2024.03.11] [1080p].mp4", 2215),
    ("Ojarumaru - 1845 (2023.11.20) [720p].mkv", 1845),
])
def test_a_dash_episode_before_a_bracketed_air_date_is_the_episode(name, episode):
    r = _one(name)  # was a daily show of that date with no episode, automatic
    assert r.type == "series" and _videos(r)[0][1] == [episode]


def test_a_daily_show_date_without_an_episode_before_it_stays_a_date():
    r = _one("The Late Hour - [2024.03.11] [1080p].mkv")
    assert r.type == "series" and r.files[0].date == "2024-03-11"


# --- a CJK title ending in a Latin letter or word ----------------------------------------------------------------

@pytest.mark.parametrize("name, title", [
    ("铁甲战士 Z [03] [1080p].mkv", "铁甲战士 Z"),
    ("[Grp] 转生之后成为了 A 级 - 02 [1080P][WEB-DL][CHT].mp4", "转生之后成为了 A 级"),
])
def test_a_latin_letter_ending_a_cjk_title_is_no_title_of_its_own(name, title):
    r = _one(name)  # was "Z", "A 级": guessit's tail of the CJK title
    assert r.title == title and r.decision == "review"


def test_a_latin_title_beside_a_cjk_one_is_still_the_latin_title():
    r = _one("[Grp] 星之旅人 Hoshi no Tabibito - 04 [1080p].mkv")
    assert r.title == "Hoshi no Tabibito" and r.original_title == "星之旅人"


# --- a Cyrillic anime-season tag in a Latin name -----------------------------------------------------------------

def test_a_cyrillic_tv_season_tag_does_not_make_a_russian_tracker_title():
    r = _one("Sample Anime - 05 [ТВ-2] [2025].mkv")
    assert r.type == "series" and r.title == "Sample Anime"  # was "Sample Anime - 05", no episode
    assert _videos(r) == [(2, [5])]


# --- special and season words of anime names ---------------------------------------------------------------------

@pytest.mark.parametrize("name, episode", [
    ("Starlight.Brigade.OAV.02.1080p.mkv", 2),
    ("[Grp] Starlight Brigade OAV 03 [1080p].mkv", 3),
    ("Starlight.Brigade.Specials.04.720p.mkv", 4),
])
def test_oav_and_specials_number_a_special(name, episode):
    r = _one(name)  # "OAV" was a title word and its number an episode of season 1; "Specials.04" too
    assert r.title == "Starlight Brigade"
    assert _videos(r) == [(0, [episode])]


def test_a_tv_season_tag_folder_is_the_season():
    r = _one("Starlight Brigade (2024)/[TV-2]/03.mkv")
    assert r.type == "series" and r.title == "Starlight Brigade"  # was a film "03"
    assert _videos(r) == [(2, [3])]


# --- Ukrainian tracker (toloka) counts, seasons and titles -------------------------------------------------------

@pytest.mark.parametrize("name, episodes", [
    ("Зоряний патруль (10 з 10) / Star Patrol (2019) BDRip 1080p Ukr/Jap", list(range(1, 11))),
    ("Зоряний патруль (Сезон 1, 7 з 12) / Star Patrol (Season 1) (2019) WEB-DL 1080p", list(range(1, 8))),
    ("Зоряний патруль (Сезон 2, серії 6 з ХХ) / Star Patrol (Season 2) (2020) WEB-DL", list(range(1, 7))),
    ("Зоряний патруль (Сезон 2, 30 серій з 40) / Star Patrol (Season 2) (2020) WEB-DL", list(range(1, 31))),
    ("Зоряний патруль / Star Patrol (14 з 80 епізодів) (2011) TVRip", list(range(1, 15))),
    ("Зоряний патруль (Сезон 2, 1-4 з ???) / Star Patrol (Season 2) (2020) WEB-DL", [1, 2, 3, 4]),
    ("Наука вдома (2012) SATRip (7 випусків)", list(range(1, 8))),
])
def test_ukrainian_counts_of_released_episodes(name, episodes):
    r = _one(name)  # "з" is the Ukrainian "из": were a film, the total, or no episodes
    assert r.type == "series" and _videos(r)[0][1] == episodes


def test_the_singular_ukrainian_episode_word_stays_one_episode():
    r = _one("Зоряний патруль / Star Patrol (серія 10 з 10) (2019) HDTVRip")
    assert _videos(r)[0][1] == [10]


def test_a_ukrainian_season_range_with_its_episode_count_is_no_range_of_episodes():
    r = _one("Зоряний патруль / Star Patrol (Сезон 3, 18 серій з 26) (2021) WEB-DL 1080p")
    assert _videos(r)[0] == (3, list(range(1, 19)))  # was "seasons 3-18", an assumed season 1


@pytest.mark.parametrize("name", [
    "Молодий детектив / Young Detective (Сезони 1-4) (2012-2016) BDRip Ukr/Eng",
    "Молодий детектив / Young Detective (Сезони 1-3, 5) (2012-2016) WEB-DL 1080p",
])
def test_ukrainian_plural_seasons_make_a_series(name):
    r = _one(name)  # was the film "Young Detective" (2012), automatic
    assert r.type == "series" and r.title == "Young Detective"


@pytest.mark.parametrize("name", [
    "Зоряний патруль / Star Patrol (Season 1 + OAD) (2013) WEB-DLRip 720p",
    "Зоряний патруль (Сезон 1 + 3 Спешли) / Star Patrol (Season 1) (2013) BDRip 1080p",
])
def test_specials_that_come_with_a_season_pack_do_not_make_it_season_0(name):
    r = _one(name)  # was season 0, "a special without an episode number"
    assert r.type == "series" and _videos(r)[0][0] == 1


def test_a_bracketed_mini_series_note_is_a_series():
    r = _one("Морський вовк / Sea Wolf (Mini Series) (2009) BDRip 1080p Ukr/Eng")
    assert r.type == "series" and r.title == "Sea Wolf"  # was the film Sea Wolf (2009), automatic
    assert _videos(r)[0][0] == 1


@pytest.mark.parametrize("name, title", [
    ("2044: Останній рейс / 2044 (2019) BDRip 1080p Ukr/Eng", "2044"),
    ("Випускники 2001го / Class Of 2001 (1995) BDRip Ukr/Eng", "Class Of 2001"),
    ("Місто 2033 / Metro City 2033 (2018) WEB-DL 1080p", "Metro City 2033"),
])
def test_a_year_shaped_number_in_a_tracker_title_before_its_bracketed_year_is_the_titles(name, title):
    r = _one(name)  # was the Russian/Ukrainian head cut at the number ("Випускники"), automatic
    assert r.title == title


def test_a_pipe_between_a_cyrillic_and_a_latin_title_separates_the_titles():
    r = _one("Зелена скринька | Midori no Hako (2023) WEB-DL 1080p Ukr/Jap")
    assert r.title == "Midori no Hako" and r.original_title == "Зелена скринька"  # was the Cyrillic title


@pytest.mark.parametrize("name", [
    "Долина вовків. Всі сезони / Wolf Valley. All seasons (2010-2015) WEB-DL 1080p",
    "Долина волков. Все сезоны / Wolf Valley (2010-2015) WEB-DL 1080p",
])
def test_an_all_seasons_pack_in_one_file_is_never_a_confident_film(name):
    r = _one(name)  # was the film "Wolf Valley. All seasons" (2010), automatic
    assert r.decision == "review"


@pytest.mark.parametrize("name, episode", [
    ("山海经 第〇七集.mkv", 7),
    ("山海经 第一〇集 [1080p].mkv", 10),
])
def test_a_han_digit_counter_with_the_ideographic_zero_is_its_digits(name, episode):
    r = _one(name)  # "第〇七集" was no episode number
    assert r.type == "series" and _videos(r)[0][1] == [episode]

"""Issue 13, twenty-fifth pass (cjk25): Korean webhard names and Japanese broadcast recordings — names written here.

Korean: a season word before a broadcast rip's episode counter and air date (``제목 시즌2.E07.180321``, read
``S02.E07``: guessit's day-first 2021-03-18 was taken at auto); a webhard's leading bracket that holds the title
and not a tag (``[무한도전]부제.E561.180317``, ``[ 제목 ] 배우 이름 31회``: the bracket was read as a group and the
subject or cast became the title, at auto), its category and genre tags (``[미드]``, ``[신작]``, ``[EBS공식릴]``,
``[ 멜로 로맨스 코메디 ]``) that are not; the channel before the title (``TV조선 제목.E227``, ``SBS 제목 3화``,
``[EBS공식릴]EBS제목_…``); an official rip's underscore fields (``제목_부제_180306_HD``: the subject was in the title).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name, title, season, episode, date", [
    ("바다의 노래 시즌2.E07.190412.720p-NEXT.mp4", "바다의 노래", 2, 7, "2019-04-12"),
    ("작은 집 이야기 시즌3.E15.200105.HDTV.H264.720p-NEXT.mp4", "작은 집 이야기", 3, 15, "2020-01-05"),
])
def test_a_korean_season_word_before_a_dated_counter_keeps_the_year_first_date(name, title, season, episode, date):
    r = _one(name)
    v = _video(r)
    assert r.title == title and (v.season, v.episodes, v.date) == (season, [episode], date)  # was 20XX-.. day-first


@pytest.mark.parametrize("name, title, episode, date", [
    ("[별빛여행]바닷가 특집.E230.190302.720p-NEXT.mp4", "별빛여행", 230, "2019-03-02"),
    ("[ 푸른 정원 ] 김하늘 이서준 12회 5월3일.고화질.HDTV.H264.720p-HJ.mp4", "푸른 정원", 12, None),
])
def test_a_korean_bracket_that_is_not_a_tag_is_the_title(name, title, episode, date):
    r = _one(name)
    v = _video(r)
    assert r.title == title and v.episodes == [episode] and v.date == date


@pytest.mark.parametrize("name, title", [
    ("[ 초록 숲의 비밀 ] 숲속 친구들이 떠나는 신나는 모험.mp4", "초록 숲의 비밀"),
])
def test_a_korean_bracket_title_before_a_blurb(name, title):
    assert _one(name).title == title


@pytest.mark.parametrize("name, title, season, episode", [
    ("[미드] 어느 도시 시즌4 09화.mp4", "어느 도시", 4, 9),
    ("[신작] 조용한 식당 [5화 1080p][2019] 2분기 일드.mp4", "조용한 식당", None, 5),
    ("[한영통합] 파도소리 시즌2 [7화].mp4", "파도소리", 2, 7),
])
def test_a_korean_category_bracket_is_a_tag(name, title, season, episode):
    r = _one(name)
    v = _video(r)
    assert r.title == title and v.episodes == [episode] and (season is None or v.season == season)


def test_a_korean_genre_bracket_is_a_tag():
    r = _one("[ 액션 스릴러 ] 먼 바다 - Far Sea (2015) BRRiP x264.mp4")
    assert r.title == "Far Sea" and r.year == 2015


@pytest.mark.parametrize("name, title, episode, date", [
    ("TV조선 밤의 토론.E112.190604.720p-NEXT.mp4", "밤의 토론", 112, "2019-06-04"),
    ("SBS 바람의 집 4화 입니다.mp4", "바람의 집", 4, None),
    ("MBC 오늘의 요리.E33.190104.720p-NEXT.mp4", "오늘의 요리", 33, "2019-01-04"),
])
def test_a_korean_channel_before_the_title_is_no_part_of_it(name, title, episode, date):
    r = _one(name)
    v = _video(r)
    assert r.title == title and v.episodes == [episode] and v.date == date


@pytest.mark.parametrize("name, title, date", [
    ("[EBS공식릴]EBS숲의하루_다람쥐의겨울_190107_HD.mp4", "숲의하루", "2019-01-07"),
    ("[KBS공식릴]KBS동네한바퀴(종합2)_골목길을걷다_190210(재방)_HD.mp4", "동네한바퀴", "2019-02-10"),
])
def test_an_official_rip_fields_title_subject_date(name, title, date):
    r = _one(name)
    assert r.title == title and _video(r).date == date  # was "EBS숲의하루 다람쥐의겨울", at auto


@pytest.mark.parametrize("name, title, episode, date", [
    ("[tvN] 작은 마을.E03.190301.720p-NEXT.mp4", "작은 마을", 3, "2019-03-01"),
    ("[JTBC] 저녁 뉴스.190319.720p-NEXT.mp4", "저녁 뉴스", None, "2019-03-19"),
])
def test_latin_channel_brackets_unchanged(name, title, episode, date):
    r = _one(name)
    v = _video(r)
    assert r.title == title and v.date == date and (episode is None or v.episodes == [episode])


# Japanese broadcast recordings named by their EPG title (a recorder's "$Title$.ts" or its start time before it)


@pytest.mark.parametrize("name, title, season, episode", [
    ("[新]森の食卓　第３話「春の山菜」[字][デ].ts", "森の食卓", None, 3),
    ("【連続テレビ小説】港の灯（４２）「嵐の夜」[解][字].ts", "港の灯", None, 42),
    ("＜時代劇＞風の剣士　第２シリーズ　第７話「月夜」[字].ts", "風の剣士", 2, 7),
    ("アニメ　星屑のカフェ　＃１１[字].ts", "星屑のカフェ", None, 11),
    ("星屑のカフェ 第2期　＃５「再会」.ts", "星屑のカフェ", 2, 5),
    ("韓国時代劇「光の王」　＃２４（字幕）.ts", "光の王", None, 24),
    ("中国時代劇　雲の城　第12話「約束」（全40話）.ts", "雲の城", None, 12),
    ("水曜アニメ＜夜枠＞ねこのまち #3.ts", "ねこのまち", None, 3),
    ("本好きの旅人　港町の章　第六話[字].ts", "本好きの旅人 港町の章", None, 6),  # a space inside the title
    ("2024年05月01日21時00分00秒-[新]森の食卓　第１話[字].m2ts", "森の食卓", None, 1),
])
def test_a_japanese_epg_name_is_its_title_and_numbering(name, title, season, episode):
    r = _one(name)
    v = _video(r)
    assert r.type == "series" and r.title == title and v.episodes == [episode]
    assert season is None or v.season == season


@pytest.mark.parametrize("name, title", [
    ("ひるのまど！[デ].ts", "ひるのまど!"),
    ("[字]旅する台所▽港町の朝ごはん.ts", "旅する台所"),
    ("夕焼け散歩【下町の路地裏を歩く】[字][再].ts", "夕焼け散歩"),
    ("名探偵ミナト「消えた時計」.ts", "名探偵ミナト"),
    ("アニメA・くもの糸.ts", "くもの糸"),
    ("なにわの食卓　春の特盛スペシャル！[字].ts", "なにわの食卓"),
])
def test_a_japanese_epg_name_without_a_number_is_a_programme_reviewed(name, title):
    r = _one(name)
    assert r.type == "series" and r.title == title and r.decision == "review"  # was a film titled with the blurb


def test_a_japanese_recording_dated_by_the_recorder():
    r = _one("2023年07月15日18時00分00秒-名探偵ミナト「消えた時計」[解][字][デ]_HD-1.ts")
    assert r.type == "series" and r.title == "名探偵ミナト" and _video(r).date == "2023-07-15"


@pytest.mark.parametrize("name, title", [
    ("シネマ「遠い夏」＜字幕スーパー＞.ts", "遠い夏"),
    ("映画「海辺の町」[二].ts", "海辺の町"),
])
def test_a_film_shown_on_tv_stays_a_film(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


@pytest.mark.parametrize("name, title, season, episode", [
    ("アニメ シーズン2 第3話.mkv", "アニメ", 2, 3),  # the genre word is the whole title here
    ("[Grp] 森の食卓 - 03 [1080p].mkv", "森の食卓", None, 3),  # a fansub name: its own readers
    ("(BD)雲の城 第05話「約束」(1440x1080 x264-10bpp flac).mkv", "雲の城", None, 5),
])
def test_japanese_names_that_are_no_epg_titles_unchanged(name, title, season, episode):
    r = _one(name)
    v = _video(r)
    assert r.title == title and v.episodes == [episode] and (season is None or v.season == season)


@pytest.mark.parametrize("name, title, year", [
    ("夏の灯 (1971)/夏の灯 (1971) - 1080p.mp4", "夏の灯", 1971),  # a library's film folder: no episode 1971
    ("さくら通り (2004).mkv", "さくら通り", 2004),
])
def test_a_bracketed_year_after_a_kana_title_is_the_films_year(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)


# Chinese fansub and tracker names


@pytest.mark.parametrize("name, title, episode", [
    ("【某字幕社】★4月新番 星之彼方的少女 04 GB 720P MP4.mp4", "星之彼方的少女", 4),
    ("【某字幕社】★10月新番 星之彼方的少女 11 BIG5 1080P MP4.mp4", "星之彼方的少女", 11),
])
def test_an_unclosed_season_banner_is_not_the_whole_name(name, title, episode):
    r = _one(name)
    assert r.type == "series" and r.title == title and _video(r).episodes == [episode]  # was a film "【某字幕社】★4月…"


def test_an_episode_bracket_with_its_own_title_after_a_dash():
    r = _one("【某字幕组】【少年侦探团】【第512集-消失的钟声】【简体mp4】【1080P】.mp4")
    assert r.type == "series" and r.title == "少年侦探团" and _video(r).episodes == [512]


def test_category_brackets_before_the_group_are_no_group():
    r = _one("[动漫][连载][someone][星辰之歌][Xing Chen Zhi Ge][27-30][2160p][WEB-DL][MP4].mp4")
    assert r.title == "Xing Chen Zhi Ge" and _video(r).episodes == [27, 28, 29, 30]  # was the uploader "Someone"


def test_a_mixed_word_as_much_han_as_latin_is_the_chinese_title():
    r = _one("TV风云.The.TV.Story.S02.2011.1080p.WEB-DL.AAC.H264-GRP.mkv")
    assert r.title == "The TV Story" and _video(r).season == 2  # was "TV风云 The TV Story"

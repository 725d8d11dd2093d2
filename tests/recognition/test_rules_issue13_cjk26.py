"""Issue 13, twenty-sixth pass (cjk26): Chinese and Japanese release shapes — names written here.

Chinese: a Han title dotted to a spaced Latin one (``片名.Don't Stop Now 2021``: the mixed word ``片名.Don't`` was
counted as the Han title's and the Latin title lost its first word, at auto); a bare season word is no Latin title
(``片名.Season 18``); a subtitle-language pair (``Chi_Jap``), a dashed audio tag (``片名-国语``) and an episode's
own title glued after its marker (``片名.S02E05某某大冒险``) are no part of the title. Japanese EPG names: a
broadcaster's genre word before the title without 「」 (``大河ドラマ 題名（３）``, ``連続テレビ小説　題名``) and a
genre label in 《》/〈〉 (``《映画》題名``, ``〈アニメ〉題名``) are the EPG's category, never the title.
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


@pytest.mark.parametrize("name, title, original, year", [
    ("别回头.Don't Look Back Now.2019.1080p.WEB-DL.H264.AAC-GRP.mkv", "Don't Look Back Now", "别回头", 2019),
    ("小镇往事.Small Town Tales.2020.2160p.WEB-DL.H265.AAC-GRP.mp4", "Small Town Tales", "小镇往事", 2020),
])
def test_a_han_title_dotted_to_a_spaced_latin_one(name, title, original, year):
    r = _one(name)
    assert (r.type, r.title, r.original_title, r.year) == ("movie", title, original, year)  # was "Look Back Now"


def test_a_dotted_latin_title_with_release_words_is_not_split_at_the_script_dot():
    # the one-dot rule only: "片名.Title Words.E09…" keeps its own reading (no "Title Words.E09" title)
    r = _one("胜负.Play the Game.E04.2021.WEB-DL.2160p.H265.AAC-GRP.mp4")
    assert r.title == "Play the Game" and _video(r).episodes == [4]


def test_a_bare_season_word_is_no_latin_title():
    r = _one("小火车和朋友们第7季 第3集_1920x1080_H264.mp4")
    v = _video(r)
    assert r.title == "小火车和朋友们" and (v.season, v.episodes) == (7, [3]) and r.decision == "auto"


@pytest.mark.parametrize("name, title", [
    ("猫的眼睛.Neko.no.Me.Chi_Jap.BDrip.1024X576-YYeTs人人影视.mkv", "Neko no Me"),
    ("雨夜.Rainy.Night.Chi_Eng.HDTVrip.1024X576-YYeTs人人影视.mkv", "Rainy Night"),
])
def test_a_subtitle_language_pair_is_no_part_of_the_title(name, title):
    assert _one(name).title == title  # was "Neko no Me Chi Jap"


@pytest.mark.parametrize("name, title", [
    ("欢乐一家-国语1080P.mkv", "欢乐一家"),
    ("山海之间-粤语.mp4", "山海之间"),
])
def test_a_dashed_audio_tag_is_no_part_of_the_title(name, title):
    assert _one(name).title == title  # was "欢乐一家-国语"


def test_a_dashed_han_title_stays_whole():
    assert _one("山与海-序章.mkv").title == "山与海-序章"


def test_an_episode_title_glued_after_its_marker():
    r = _one("国漫/飞天小队/03/飞天小队.S03E05海底大冒险.mp4")
    v = _video(r)
    assert r.title == "飞天小队" and (v.season, v.episodes) == (3, [5])  # was "S03E05海底大冒险"


@pytest.mark.parametrize("name, title, episode", [
    ("【新】大河ドラマ 風の城（３）.ts", "風の城", 3),
    ("大河ドラマ 風の城（１２）[字].ts", "風の城", 12),
])
def test_an_epg_genre_word_before_the_title(name, title, episode):
    r = _one(name)
    assert r.type == "series" and r.title == title and _video(r).episodes == [episode]  # was "大河ドラマ 風の城"


def test_the_morning_drama_slot_before_the_title():
    r = _one("［字］連続テレビ小説　花の道.ts")
    assert r.type == "series" and r.title == "花の道" and r.decision == "review"  # was titled "連続テレビ小説"


def test_a_film_label_in_book_brackets():
    r = _one("《映画》空の果てまで.ts")
    assert r.type == "movie" and r.title == "空の果てまで"  # was "映画 空の果てまで"


def test_an_anime_label_in_angle_brackets_is_a_programme():
    r = _one("〈アニメ〉星のかけら 第二章編.ts")
    assert r.type == "series" and r.title == "星のかけら 第二章編" and r.decision == "review"  # was a film


def test_a_genre_word_that_is_the_whole_title_stays():
    r = _one("ドラマ 第3話.ts")
    assert r.title == "ドラマ" and _video(r).episodes == [3]

"""Issue 13, sixteenth pass: the categories a held-out probe of whole multi-video packs (a cloud-drive scanner's
folder trees, a renamer's demo trees) exposed — every tree here written for this file.

A pack is scored as a whole: every episode file must carry its season and number.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.episodes import season_of_folder

GB = 1024**3


def _pack(name: str, paths: list[str]):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{p}", GB) for p in paths)))


def _placed(r):
    return {f.path.split("/", 1)[1]: (f.season, list(f.episodes)) for f in r.files if f.role == "video"}


# --- bare numbers in season folders: the same number in two seasons is two episodes ----------------------------

@pytest.mark.parametrize("name, paths, placed", [
    ("Harbour Lights", ["Season 1/01.mkv", "Season 1/02.mkv", "Season 2/01.mkv", "Season 2/02.mkv"],
     [(1, [1]), (1, [2]), (2, [1]), (2, [2])]),
    ("Harbour Lights 720p", ["S01/01.mp4", "S01/02.mp4", "S01/03.mp4", "S02/01.mp4", "S02/02.mp4", "S02/03.mp4"],
     [(1, [1]), (1, [2]), (1, [3]), (2, [1]), (2, [2]), (2, [3])]),
    ("青石巷", ["S02 1080P (40集)/01.mp4", "S02 1080P (40集)/02.mp4",
             "S01 1080P (30集)/01.mp4", "S01 1080P (30集)/02.mp4"],
     [(2, [1]), (2, [2]), (1, [1]), (1, [2])]),
])
def test_bare_numbers_repeating_across_season_folders_are_episodes_of_each_season(name, paths, placed):
    r = _pack(name, paths)
    assert r.type == "series" and [_placed(r)[p] for p in paths] == placed


def test_numbered_files_without_season_folders_keep_their_reading():
    r = _pack("Harbour Lights", ["Part 1/01.mkv", "Part 2/01.mkv"])
    assert r.type == "movie"  # the same number twice and no season folder: not two episodes


# --- Chinese season words in folders ------------------------------------------------------------------------

@pytest.mark.parametrize("folder, season", [
    ("第3季", 3), ("山海情第2季", 2), ("长河 第一季(24集全)", 1), ("第十二季", 12), ("第二部", 2), ("第三季 花絮", 3),
])
def test_a_chinese_season_word_in_a_folder_is_its_season(folder, season):
    assert season_of_folder(folder) == season


@pytest.mark.parametrize("folder", ["长河2 第二季 (更新中)(附第1季)", "长河1-3季", "第二部电影合集", "部落第三季节"])
def test_a_folder_naming_two_seasons_or_no_season_word_names_none(folder):
    assert season_of_folder(folder) is None


def test_episodes_under_chinese_season_folders_are_placed_in_them():
    r = _pack("长河", ["长河第1季/长河.E01.mp4", "长河第1季/长河.E02.mp4",
                     "长河第2季/长河2.E01.mp4", "长河第2季/长河2.E02.mp4"])
    placed = _placed(r)
    assert r.type == "series" and placed["长河第2季/长河2.E01.mp4"] == (2, [1])
    assert placed["长河第1季/长河.E02.mp4"] == (1, [2])


def test_part_folders_of_a_chinese_drama_are_its_seasons():
    r = _pack("青石巷1-2季", ["第一部/01.mp4", "第一部/02.mp4", "第二部/01.mp4", "第二部/02.mp4"])
    placed = _placed(r)
    assert r.type == "series" and placed["第二部/02.mp4"] == (2, [2]) and placed["第一部/01.mp4"] == (1, [1])


# --- Chinese names: a sort letter, a glued resolution, Blu-ray words ---------------------------------------------

@pytest.mark.parametrize("name, paths, title", [
    ("K 青石巷 (2021)", ["Season 1/青石巷.S01E01.mp4", "Season 1/青石巷.S01E02.mp4"], "青石巷"),
    ("山海之间1080P.内嵌字幕", ["S01E01.mp4", "S01E02.mp4", "S01E03.mp4"], "山海之间"),
    ("长夜将尽 蓝光原盘MAX", ["第1集/长夜将尽.S01.E01.mp4", "第2集/长夜将尽.S01.E02.mp4"], "长夜将尽"),
    ("长夜将尽 原盘", ["长夜将尽.S01E01.mkv", "长夜将尽.S01E02.mkv"], "长夜将尽"),
])
def test_release_words_around_a_chinese_title_are_not_the_title(name, paths, title):
    r = _pack(name, paths)
    assert r.type == "series" and r.title == title


@pytest.mark.parametrize("name, title", [("X战警 逆转未来", "X战警 逆转未来"), ("K歌之王", "K歌之王")])
def test_a_latin_letter_glued_to_a_chinese_title_is_part_of_it(name, title):
    r = _pack(name, [f"{name}.2014.1080p.mkv"])
    assert r.title == title


# --- sibling folders numbering one Chinese title: its seasons ------------------------------------------------

def test_folders_naming_one_chinese_title_with_different_digits_are_its_seasons():
    r = _pack("青石巷", ["三季全/青石巷3.2019.30集/青石巷3.E30.DVDRip.mkv",
                      "三季全/青石巷3.2019.30集/青石巷3.E29.DVDRip.mkv",
                      "三季全/青石巷2 1080P 国语/青石巷2.Blue.Lane.II.E02.1080P.mp4",
                      "三季全/青石巷1 4K/4K版/02.ts", "三季全/青石巷1 4K/4K版/01.ts"])
    placed = _placed(r)
    assert r.type == "series"
    assert placed["三季全/青石巷3.2019.30集/青石巷3.E30.DVDRip.mkv"] == (3, [30])
    assert placed["三季全/青石巷2 1080P 国语/青石巷2.Blue.Lane.II.E02.1080P.mp4"] == (2, [2])
    assert placed["三季全/青石巷1 4K/4K版/01.ts"] == (1, [1])


def test_one_numbered_chinese_folder_alone_gives_no_season():
    r = _pack("青石巷3", ["青石巷3 1080P/青石巷3.E01.mp4", "青石巷3 1080P/青石巷3.E02.mp4"])
    assert all(s != 3 for s, _ in _placed(r).values())  # a sequel's number, or a season: not told by one folder


@pytest.mark.parametrize("path", ["青石巷第二季/01.mp4", "青石巷第2季/01.mp4"])
def test_a_folder_naming_the_show_before_its_season_word_still_names_the_show(path):
    r = recognize(TorrentInput("01.mp4", (FileInput(path, GB),)))
    assert r.title == "青石巷" and _placed_one(r) == (2, [1]) and r.decision == "auto"


def _placed_one(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, list(v.episodes)


def test_a_titled_season_folder_names_the_show_before_a_library_folder_above_it():
    r = recognize(TorrentInput("7.mkv", (FileInput("/share/剧集/青石巷 第二季 (2019)/7.mkv", GB),)))
    assert r.title == "青石巷" and _placed_one(r) == (2, [7])

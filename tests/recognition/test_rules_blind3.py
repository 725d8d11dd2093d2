"""General rules added after the third blind batch (each rule tested on names that are NOT in the corpus)."""

from __future__ import annotations

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.episodes import season_in_name
from jellybit.recognition.fastname import read

GB = 1024**3
MB = 1024**2
KB = 1024


def _t(name, *files):
    return TorrentInput(name, tuple(FileInput(p, int(s)) for p, s in files))


def test_anime_season_then_dash_episode_is_not_a_season_range():
    assert season_in_name("[SubsPlease] Mashle S2 - 03 (1080p) [0A1B2C3D]") == (2, None)
    assert season_in_name("Show.S01-S03.1080p") == (None, (1, 3))
    assert season_in_name("Show S1-3 720p") == (None, (1, 3))


def test_season_word_then_episode_range_is_not_a_season_range():
    assert season_in_name("Склифосовский (2012) 1 сезон 1-16 серии") == (1, None)
    assert season_in_name("Show Seasons 1-4 Complete") == (None, (1, 4))


def test_nxnn_range_token_ends_the_title():
    assert read("Seinfeld.5x01-02.The.Mango.DVDRip.avi").title == "Seinfeld"
    assert read("[ASW] Mashle - 01-12 [1080p HEVC][Batch]".split("] ", 1)[1]).title == "Mashle"


def test_three_digit_dash_numbers_with_announced_season():
    name = "The Simpsons Season 4 DVDRip"
    r = recognize(_t(name, *[(f"{name}/The Simpsons - {400 + e} - Episode.avi", 170 * MB) for e in (1, 2, 3)]))
    assert [(f.season, f.episodes) for f in r.files] == [(4, [1]), (4, [2]), (4, [3])]


def test_three_digit_dash_numbers_without_season_stay_absolute():
    name = "Bleach (101-130)"
    r = recognize(_t(name, *[(f"{name}/Bleach - {100 + e}.mkv", 300 * MB) for e in (1, 2, 3)]))
    assert all(f.absolute and f.season is None for f in r.files) and r.decision == "review"


def test_unnumbered_video_in_specials_folder_is_season_0():
    name = "Fawlty Towers Complete"
    files = [(f"{name}/Series 1/Fawlty Towers S01E0{e}.avi", 350 * MB) for e in (1, 2)]
    files.append((f"{name}/Specials/Fawlty Towers Reunion (2005).avi", 350 * MB))
    r = recognize(_t(name, *files))
    assert r.files[2].season == 0 and r.decision == "review"


def test_russian_episode_range_without_season_means_season_1():
    name = "Обоюдное согласие (2023) [01-08 из 08] WEB-DL 1080p"
    r = recognize(_t(name, *[(f"{name}/Oboyudnoe.soglasie.E{e:02d}.mkv", 2 * GB) for e in (1, 2)]))
    assert [f.season for f in r.files] == [1, 1] and r.decision == "auto"
    # a title ending in a number might be a season ("Мажор 2"): still assumed, review
    name = "Мажор 2 [01-12 из 12] (2016)"
    r = recognize(_t(name, *[(f"{name}/Major.2.{e:02d}.avi", 700 * MB) for e in (1, 2)]))
    assert r.decision == "review"


def test_numbered_files_plus_unnumbered_special_is_a_series():
    name = "[Kametsu] Hyouka (BD 1080p Hi10 FLAC)"
    files = [(f"{name}/Hyouka - {e:02d}.mkv", 1 * GB) for e in (1, 2)] + [(f"{name}/Hyouka - SP.mkv", 1 * GB)]
    r = recognize(_t(name, *files))
    assert r.type == "series" and r.files[2].season == 0


def test_smaller_copy_with_words_of_its_own_is_an_extra_not_a_version():
    name = "Tenet.2020.1080p.BluRay"
    r = recognize(_t(name, (f"{name}/Tenet.2020.1080p.BluRay.x264.mkv", 12 * GB),
                     (f"{name}/Tenet.2020.Looking.at.the.Future.1080p.mkv", 1 * GB)))
    assert [f.role for f in r.files] == ["video", "extra"] and r.decision == "auto"
    # resolution/edition differences stay versions
    r = recognize(_t(name, (f"{name}/Tenet.2020.2160p.UHD.BluRay.x265-TERMiNAL.mkv", 40 * GB),
                     (f"{name}/Tenet.2020.IMAX.Edition.1080p.BluRay.x264-SPARKS.mkv", 12 * GB)))
    assert [f.role for f in r.files] == ["video", "video"]


def test_small_episode_copy_naming_a_trailer_is_an_extra():
    name = "Andor.S02.1080p"
    files = [(f"{name}/Andor.S02E0{e}.1080p.mkv", 3 * GB) for e in (1, 2)]
    files.append((f"{name}/Andor.S02E01.Teaser.1080p.mkv", 40 * MB))
    r = recognize(_t(name, *files))
    assert r.files[2].role == "extra" and r.files[2].target.split("/")[-2] == "trailers"


def test_collection_member_keeps_its_dash_subtitle_and_nested_subs():
    name = "The Hobbit Trilogy"
    a, b = "The Hobbit - An Unexpected Journey (2012)", "The Hobbit - The Desolation of Smaug (2013)"
    files = [(f"{name}/{a}/{a}.mkv", 9 * GB), (f"{name}/{a}/Subs/English.srt", 60 * KB),
             (f"{name}/{b}/{b}.mkv", 9 * GB)]
    r = recognize(_t(name, *files))
    assert r.files[0].title == "The Hobbit - An Unexpected Journey" and r.files[0].year == 2012
    assert r.files[1].year == 2012 and r.files[1].target is not None


def test_genre_word_before_a_russian_title_is_dropped():
    name = "Сериал Физрук (2014) Сезон 1"
    r = recognize(_t(name, (f"{name}/Fizruk.s01e01.avi", 700 * MB)))
    assert r.title == "Физрук"

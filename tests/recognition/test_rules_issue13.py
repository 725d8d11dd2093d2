"""One test per failure category of issue 13, on names written here (never copied from a public corpus).

Each test states the category; the names are invented shows/films in the shapes the category names.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

MB, GB = 1024**2, 1024**3


def _t(name, *files):
    return TorrentInput(name, tuple(FileInput(p, s) for p, s in files))


def _one(name, size=2 * GB):
    return recognize(_t(name, (name, size)))


def _pack(root, names, size=GB):
    return recognize(_t(root, *[(f"{root}/{n}", size) for n in names]))


# ---------------------------------------------------------------- one-file season packs
@pytest.mark.parametrize("name", ["Glass.Harbour.S02.720p.WEB-DL.x264-GRP.mkv",
                                  "Glass Harbour Complete Season 2 1080p.mkv"])
def test_one_file_season_pack_is_season_not_episode(name):
    r = _one(name)
    v = r.files[0]
    assert r.type == "series" and r.title == "Glass Harbour"
    assert v.season == 2 and v.episodes == [] and r.decision == "review"


# ---------------------------------------------------------------- multi-episode ranges
@pytest.mark.parametrize("stem,season,eps", [
    ("Tin.Lanterns.3x07.3x08.HDTV.x264-GRP", 3, [7, 8]),
    ("Tin.Lanterns.3x07-3x09.HDTV.x264-GRP", 3, [7, 8, 9]),
    ("Tin.Lanterns.S03E07-08-09.720p.WEB.h264-GRP", 3, [7, 8, 9]),
    ("Tin.Lanterns.S03E07E08.720p.WEB.h264-GRP", 3, [7, 8]),
])
def test_multi_episode_ranges_in_every_spelling(stem, season, eps):
    r = _one(stem + ".mkv")
    assert r.title == "Tin Lanterns" and r.files[0].season == season and r.files[0].episodes == eps


# ---------------------------------------------------------------- "Series"/"Season" in titles, site prefixes
def test_site_prefix_before_a_marker_is_dropped():
    r = _one("www.FakeSiteTorrents.ph - Copper Orchard (2021) 1080p WEB-DL.mkv")
    assert r.title == "Copper Orchard" and r.year == 2021


def test_season_word_that_belongs_to_the_title_stays():
    r = _one("The.Dry.Season.2019.1080p.BluRay.x264-GRP.mkv")
    assert r.type == "movie" and r.title == "The Dry Season" and r.year == 2019


# ---------------------------------------------------------------- anime
@pytest.mark.parametrize("name,eps", [
    ("[Kappa]_Moonlit_Garden_-_07_[720p][ABCD1234].mkv", [7]),
    ("[Kappa] Moonlit Garden - 07 (1080p) [ABCD1234].mkv", [7]),
    ("[Kappa] Moonlit Garden - 07-08 (1080p).mkv", [7, 8]),
])
def test_anime_group_formats(name, eps):
    r = _one(name, 400 * MB)
    assert r.type == "series" and r.title == "Moonlit Garden" and r.files[0].episodes == eps


def test_anime_batch_is_never_a_movie():
    root = "[Kappa] Moonlit Garden (01-12) [BD 1080p]"
    r = _pack(root, [f"[Kappa] Moonlit Garden - {e:02d} [BD 1080p].mkv" for e in range(1, 13)], 500 * MB)
    assert r.type == "series" and [f.episodes for f in r.files] == [[e] for e in range(1, 13)]


def test_anime_end_marker_is_the_last_episode():
    r = _one("[Kappa] Moonlit Garden - 12END [1080p].mkv", 400 * MB)
    assert r.type == "series" and r.files[0].episodes == [12]


def test_anime_final_season_is_reviewed():
    r = _pack("[Kappa] Moonlit Garden The Final Season [1080p]",
              [f"[Kappa] Moonlit Garden The Final Season - {e:02d} [1080p].mkv" for e in (1, 2)], 500 * MB)
    assert r.type == "series" and r.title == "Moonlit Garden" and r.decision == "review"


# ---------------------------------------------------------------- bare numbers, NofM, Spanish, Russian word order
def test_bare_three_digit_pack_is_season_and_episode():
    r = _pack("Kettle Street Season 1", [f"kettle.street.1{e:02d}.hdtv.mkv" for e in range(1, 5)])
    assert [(f.season, f.episodes) for f in r.files] == [(1, [e]) for e in range(1, 5)]


def test_n_of_m_parts_of_a_documentary_series():
    r = _one("Deep Currents 3of6 The Abyss 720p HDTV x264.mkv")
    assert r.type == "series" and r.title == "Deep Currents" and r.files[0].episodes == [3]


def test_spanish_temporada_and_cap():
    r = _one("Sombra Roja - Temporada 2 [HDTV 720p][Cap.205][Castellano].mkv")
    assert r.title == "Sombra Roja" and (r.files[0].season, r.files[0].episodes) == (2, [5])


def test_russian_season_then_episode_word_order():
    r = _one("Тихий двор 3 сезон 7 серия.mkv")
    assert (r.files[0].season, r.files[0].episodes) == (3, [7])


# ---------------------------------------------------------------- Russian
def test_russian_year_beside_s01_is_the_shows_year():
    r = _pack("Тихий двор / Quiet Yard [S01] (2021) WEB-DL 1080p",
              [f"Quiet.Yard.S01E{e:02d}.1080p.mkv" for e in (1, 2)])
    assert r.title == "Quiet Yard" and r.year == 2021 and r.original_title == "Тихий двор"


def test_russian_year_beside_a_later_season_is_unknown():
    r = _pack("Тихий двор / Quiet Yard [S03] (2024) WEB-DL 1080p",
              [f"Quiet.Yard.S03E{e:02d}.1080p.mkv" for e in (1, 2)])
    assert r.title == "Quiet Yard" and r.year is None and "season_year" in r.issues


def test_russian_of_total_pack_with_dotted_numbers():
    root = "Тихий двор (2021) [01-04 из 04] WEB-DL 1080p"
    r = _pack(root, [f"Tihiy.dvor.{e:02d}.WEB-DL.1080p.mkv" for e in range(1, 5)])
    assert r.type == "series" and [(f.season, f.episodes) for f in r.files] == [(1, [e]) for e in range(1, 5)]


def test_two_part_tv_film_is_one_movie_in_two_parts():
    root = "Дорога на север (1979) DVDRip"
    r = _pack(root, ["Дорога на север (1 серия).avi", "Дорога на север (2 серия).avi"], 700 * MB)
    assert r.type == "movie" and r.year == 1979 and [f.part for f in r.files] == ["part1", "part2"]


# ---------------------------------------------------------------- dual titles, group tags
def test_cjk_english_dual_title_takes_the_latin_one():
    r = _one("青石巷.Bluestone.Lane.S01E03.2160p.WEB-DL.H265.mkv")
    assert r.title == "Bluestone Lane" and (r.files[0].season, r.files[0].episodes) == (1, [3])


def test_cyrillic_english_dual_title_with_short_sxe():
    r = _one("Тихий двор / Quiet Yard (S2E1) WEB-DL.mkv")
    assert r.title == "Quiet Yard" and r.original_title == "Тихий двор"
    assert (r.files[0].season, r.files[0].episodes) == (2, [1])


def test_bracketed_group_tag_is_never_the_title():
    r = _one("[ZeroSubs] Paper Lantern Club - 05 [720p].mkv", 400 * MB)
    assert r.title == "Paper Lantern Club"


# ---------------------------------------------------------------- release tokens left in titles, daily, folders
def test_sxxeyy_never_stays_inside_the_title():
    r = _one("Copper.Orchard-S02E04-Night.Train.720p.mkv")
    assert r.title == "Copper Orchard" and (r.files[0].season, r.files[0].episodes) == (2, [4])


def test_daily_show_with_words_after_the_date():
    r = _one("The.Evening.Desk.2023.05.17.Guest.Name.Here.720p.WEB.h264-GRP.mkv")
    assert r.type == "series" and r.title == "The Evening Desk" and r.files[0].date == "2023-05-17"
    assert r.year is None


def test_multi_season_pack_with_a_year_is_not_a_movie():
    r = _pack("Copper.Orchard.2018.S01-S02.1080p.BluRay",
              [f"Season {s}/Copper.Orchard.S0{s}E0{e}.mkv" for s in (1, 2) for e in (1, 2)])
    assert r.type == "series" and r.title == "Copper Orchard" and r.year == 2018


def test_folder_context_gives_show_and_season():
    r = recognize(_t("Copper Orchard", ("Copper Orchard/Season 01/01 Pilot.mkv", GB),
                     ("Copper Orchard/Season 01/02 The Well.mkv", GB)))
    assert r.title == "Copper Orchard" and [(f.season, f.episodes) for f in r.files] == [(1, [1]), (1, [2])]


def test_one_file_named_after_its_episode_takes_the_show_from_folders():
    r = recognize(_t("E04 - The Well.mkv", ("library/Copper Orchard/Season 02/E04 - The Well.mkv", GB)))
    assert r.title == "Copper Orchard" and (r.files[0].season, r.files[0].episodes) == (2, [4])


# ---------------------------------------------------------------- subtitle languages from release words
def test_vostfr_subtitle_is_french():
    root = "Copper.Orchard.S01.VOSTFR.720p"
    r = recognize(_t(root, (f"{root}/Copper.Orchard.S01E01.VOSTFR.720p.mkv", GB),
                     (f"{root}/Copper.Orchard.S01E01.VOSTFR.srt", 40_000)))
    assert r.files[1].lang == "fr"


# ---------------------------------------------------------------- confidence: unexplained leftovers
def test_language_words_never_stay_in_an_auto_title():
    r = _one("Copper.Orchard.2019.German.DL.1080p.BluRay.x264-GRP.mkv")
    assert r.title == "Copper Orchard" and r.year == 2019


def test_readers_that_disagree_send_to_review_with_both_readings():
    r = _one("Mission Control - Second Orbit (2020) 1080p.mkv")
    assert r.title == "Mission Control - Second Orbit"  # never a skip: the case must keep disagreeing
    assert r.decision == "review" and "disagree" in r.reason


# ---------------------------------------------------------------- shapes found probing other public suites
@pytest.mark.parametrize("name,season,eps", [
    ("Glass Harbour - 4.07 - The Pier.mkv", 4, [7]),
    ("Glass Harbour - Episode 2.11 - Low Tide.avi", 2, [11]),
    ("[3.05] The Pier.avi", 3, [5]),
    ("Stekljannaya.gavan.(3.sez.07.ser.iz.12).2015.HDTVRip.avi", 3, [7]),
    ("Стеклянная гавань. Сезон №4. Серия №112.avi", 4, [112]),
    ("Стеклянная гавань – Сезон 2, Эпизод 6 – Причал [1080p].mkv", 2, [6]),
])
def test_numbering_spellings(name, season, eps):
    f = _one(name).files[0]
    assert (f.season, f.episodes) == (season, eps)


def test_cyrillic_x_separator_pack():
    r = _one("Стеклянная гавань / Glass Harbour [04х01-06] (2019) HDTVRip.avi")
    assert r.type == "series" and r.title == "Glass Harbour" and r.files[0].season == 4


def test_dual_title_split_by_a_full_stop():
    r = _one("Стеклянная гавань. Glass Harbour. Сезон 2. Эпизод 03 (2019).avi")
    assert r.title == "Glass Harbour" and r.original_title == "Стеклянная гавань"


def test_tracker_title_inside_a_path_is_not_folders():
    name = "Стеклянная гавань / Glass Harbour / Сезон: 1 / Серии: 1-8 из 8 [2019, WEB-DL 1080p]"
    r = recognize(_t(name, (f"{name}/Glass.Harbour.S01E01.mkv", GB), (f"{name}/Glass.Harbour.S01E02.mkv", GB)))
    assert r.title == "Glass Harbour" and [f.episodes for f in r.files] == [[1], [2]]


def test_year_range_in_brackets_is_not_an_episode():
    r = _one("Glass Harbour Season 1 (1991 - 92) DVDRip.avi")
    assert r.files[0].episodes == [] and r.files[0].season == 1 and r.decision == "review"


def test_ordinal_russian_season_is_cut_from_the_title():
    r = _one("Стеклянная гавань_ 3-й сезон 05-я серия_ Причал.avi")
    assert r.title == "Стеклянная гавань" and (r.files[0].season, r.files[0].episodes) == (3, [5])


@pytest.mark.parametrize("title", ["Copper Orchard German DL", "www Copper Orchard", "Copper Orchard S01E02",
                                   "Copper Orchard The"])
def test_a_title_holding_release_words_is_never_certain(title):
    from jellybit.recognition.confidence import PENALTY
    from jellybit.recognition.evidence import unexplained_leftover

    assert unexplained_leftover(title) and PENALTY["title_leftover"] >= 0.15
    assert not unexplained_leftover("The French Dispatch") and not unexplained_leftover("The Office")


def test_a_title_override_holding_such_words_is_the_persons_choice():
    r = recognize(_t("Copper.Orchard.S01E01.mkv", ("Copper.Orchard.S01E01.mkv", GB)),
                  overrides={"title": "Copper Orchard The"})
    assert "title_leftover" not in r.issues


@pytest.mark.parametrize("name,season,eps", [
    ("[Kappa] Moonlit Garden 2nd Season - 05 [1080p].mkv", 2, [5]),
    ("[Kappa] Moonlit Garden Second Season - 05 [1080p].mkv", 2, [5]),
    ("[Kappa] Moonlit Garden [12END][1080p].mkv", 1, [12]),
    ("Copper Orchard Series 2 Episode 3.mkv", 2, [3]),
])
def test_ordinal_season_words_and_bracketed_episodes(name, season, eps):
    r = _one(name, 400 * MB)
    assert r.type == "series" and r.title in ("Moonlit Garden", "Copper Orchard")
    assert (r.files[0].season, r.files[0].episodes) == (season, eps)


# ---------------------------------------------------------------- torrent name vs its files
def test_name_and_files_of_different_seasons_go_to_review():
    r = _pack("Copper.Orchard.S02.1080p.WEB", [f"Copper.Orchard.S03E0{e}.1080p.WEB.mkv" for e in (1, 2)])
    assert r.decision == "review" and "name_files_disagree" in r.issues


def test_name_and_files_of_different_shows_go_to_review():
    r = _pack("Copper.Orchard.S02.1080p.WEB", [f"Glass.Harbour.S02E0{e}.1080p.WEB.mkv" for e in (1, 2)])
    assert r.decision == "review" and "Glass Harbour" in r.reason


def test_one_file_whose_sxxeyy_differs_from_the_name_goes_to_review():
    r = recognize(_t("Copper.Orchard.S02E03.1080p", ("Copper.Orchard.S02E03.1080p/Copper.Orchard.S01E01.mkv", GB)))
    assert r.decision == "review" and "name_files_disagree" in r.issues


def test_a_subtitle_only_torrent_still_says_which_episode_each_is_for():
    root = "Copper.Orchard.S02.Subtitles"
    r = recognize(_t(root, (f"{root}/Copper.Orchard.S02E01.en.srt", 40_000),
                     (f"{root}/Copper.Orchard.S02E02.en.srt", 40_000)))
    assert [(f.season, f.episodes, f.target) for f in r.files] == [(2, [1], None), (2, [2], None)]
    assert r.decision == "review"


@pytest.mark.parametrize("folder,season,eps,date", [
    ("Copper.Orchard.S03E07.1080p.WEB.h264-GRP-Obfuscated", 3, [7], None),
    ("The.Evening.Desk.2023.05.17.Guest.Name.1080p.WEB.h264-GRP-Scrambled", None, [], "2023-05-17"),
])
def test_obfuscated_video_takes_the_release_names_numbering(folder, season, eps, date):
    r = recognize(_t(folder, (f"{folder}/9f2c4e7a1b3d4c5e8f90a1b2c3d4e5f6.mkv", GB)))
    f = r.files[0]
    assert (f.season, f.episodes, f.date) == (season, eps, date)


def test_one_unnumbered_file_in_a_season_folder_is_an_episode_of_the_folders_show():
    r = recognize(_t("Low Tide_1080p.mp4", ("library/Copper Orchard (2019)/Season 2/Low Tide_1080p.mp4", GB)))
    assert (r.type, r.title, r.year, r.files[0].season) == ("series", "Copper Orchard", 2019, 2)
    assert r.decision == "review"  # no episode number


def test_a_file_with_its_own_sxxeyy_keeps_its_own_title_under_a_season_folder():
    r = recognize(_t("Copper.Orchard.S02E01.mkv", ("shows/Orchard/Season 2/Copper.Orchard.S02E01.mkv", GB)))
    assert r.title == "Copper Orchard"


def test_one_file_in_a_folder_named_with_a_season_is_a_series():
    r = recognize(_t("Copper Orchard - Low Tide.mkv", ("Copper Orchard Season 3/Copper Orchard - Low Tide.mkv", GB)))
    assert r.type == "series" and r.files[0].season == 3


def test_readers_that_disagree_on_the_year_are_a_doubt(monkeypatch):
    from jellybit.recognition import titles

    name = "Copper.Orchard.1985.1080p.BluRay.mkv"
    monkeypatch.setattr(titles, "guess", lambda _: {"title": "Copper Orchard", "year": 2012, "type": "movie"})
    info = titles.parse_name(name)
    assert info.year == 1985 and "year readers disagree: 1985 (rules) vs 2012 (guessit)" in info.title_doubt

"""Issue 13, twenty-fourth pass, held-out check of the Russian pass (ru24c): categories a fresh probe of Jackett's
rewritten rutracker/kinozal titles, anime tracker titles and tracker tools' tests exposed — every name below written
here, none from the probe.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _one(name: str, size: int = 2 * GB):
    return recognize(TorrentInput(name, (FileInput(name, size),)))


# --- Jackett's anime form "(S2) / Romaji 2nd Season / English Season 2 [TV]": the season opens the name ---

@pytest.mark.parametrize("name, title, season", [
    ("(S2) / Hoshi no Kagami 2nd Season / Mirror of Stars Season 2 [TV] [E08 of 12] [RUS(int), JAP+Sub] [2025, "
     "WEB-DL] [1080p]", "Hoshi no Kagami", 2),
    ("(S1) / Kaze no Tabibito / The Wind Walker [TV] [E24 of 24] [RUS(ext), JAP+Sub] [2023, BDRip] [1080p]",
     "Kaze no Tabibito", 1),
])
def test_a_leading_season_segment_is_no_title_and_the_first_latin_title_is_read(name, title, season):
    # the "(S2)" segment stands where the Russian title was: the tracker split saw an empty first segment and gave
    # up, leaving guessit's last title (the English one) as a confident answer
    r = _one(name)
    assert r.type == "series" and r.title == title and r.files[0].season == season
    assert r.decision == "review"  # two Latin titles: which one the library knows is a guess


# --- "Кириллица ТВ-2 / Latin TV-2", "Кириллица / Latin TV-1 [01-201]": the Latin TV-N beside a Cyrillic title ---

def test_a_latin_tv_tag_ending_the_original_title_is_its_season():
    r = _one("Стальные крылья ТВ-3 / Hagane no Tsubasa TV-3 [12 из 12]")
    assert r.title == "Hagane no Tsubasa" and r.files[0].season == 3


def test_a_latin_tv_tag_alone_beside_a_cyrillic_title_makes_a_series():
    # was a confident film "Kumo no Ito TV-1" (2009): the range of 150 episodes too long for the episode readers
    r = _one("Паутина / Kumo no Ito TV-1 [01-150] (2009) BDRip 720p | L2")
    assert r.type == "series" and r.title == "Kumo no Ito" and r.files[0].season == 1
    assert r.decision == "review"


def test_a_latin_tv_word_inside_a_title_stays():
    # no Cyrillic title beside it, and not the title's last word
    r = _one("Retro TV-2 Special Night (2019) WEB-DL 1080p")
    assert "TV-2" in (r.title or "")


# --- a film with a bracketed range of numbers: "[001-150]" is a tracker's episode pack as often ---

def test_a_bracketed_range_of_numbers_on_a_film_is_a_doubt():
    r = _one("Паутина / Kumo no Ito [001-150] (2009) BDRip 720p")
    assert r.decision == "review"
    # (since the twenty-fifth pass a bracket of episodes alone is read as them: a series of 150, one file, reviewed)
    assert "range of numbers" in r.reason or "150 episodes (1–150)" in r.reason


@pytest.mark.parametrize("name", [
    "Мост / The Bridge (2019) BDRip 1080p",
    "Поезд / The Train [1080p] (2020) WEB-DL",
])
def test_a_film_without_a_number_range_stays_auto(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "auto"


# --- a name a listing cut short ("…") inside the title read ---

def test_a_title_running_into_an_ellipsis_is_a_doubt():
    # "- AniLiberty…": the site's name cut, so not recognised as the site; the title kept it
    r = _one("Небесный сад 2 / E01-E06 Sora no Niwa 2nd Season - AniLiber…")
    assert r.decision == "review"
    assert "cut short" in r.reason


def test_an_ellipsis_in_the_release_notes_only_is_no_title_doubt():
    r = _one("Stillwater / S1E1-8 of 8 [2024, WEB-DL 1080p] MVO (HDRezka Studio) + Original + Su…")
    assert r.title == "Stillwater"
    assert "cut short" not in (r.reason or "")


# --- "ДБ (ТВ-3)", "MVO (ТВ-6)": a channel credited for a dub is no anime season tag ---

def test_a_channel_credited_for_a_dub_is_no_season():
    # was season 3 of a one-season drama: "(ТВ-3)" is the TV-3 channel that dubbed it
    r = _one("Ведьма (Лесная ведьма) (1-12 серии из 12) / Manyeo / 2019 / ДБ (ТВ-3), СТ / WEB-DL (1080p)")
    assert r.type == "series" and r.files[0].season == 1


def test_a_channel_credited_for_a_film_dub_makes_no_series():
    # was a series (season 6) for a film whose voice-over the TV-6 channel made
    r = _one("Чужие / Aliens (Джеймс Кэмерон / James Cameron) [1986, США, фантастика, BDRip] MVO (ТВ-6) + Eng")
    assert r.type == "movie" and r.year == 1986


def test_a_bracketed_tv_tag_after_a_title_stays_the_season():
    r = _one("Ночной дозор (ТВ-2) / Yoru no Mihari 2 [TV] [12 из 12] [RUS(ext), JAP+Sub] [2021, WEB-DL] [1080p]")
    assert r.files[0].season == 2


# --- "(ТВ 2, часть 2)": the second cour of season 2 is season 2 ---

@pytest.mark.parametrize("name", [
    "Tsuki no Michi II | Лунная дорога (ТВ 2, часть 2) [2022, TV, 12 из 12 эп.] BDRip 1080p",
    "Лунная дорога (ТВ-2, часть 1) / Tsuki no Michi 2nd Season [TV] [01-12 из 12] [RUS(int)] [2021, WEB-DL] [1080p]",
])
def test_a_tv_tag_with_its_part_is_the_season(name):
    # was season 1 (no season read): the tag's closing bracket came after the part, not the number
    assert _one(name).files[0].season == 2


# --- Russian tracker files: "Title.01.DVDRip-GRP" and "01 серия Title rip by Uploader" ---

@pytest.mark.parametrize("name, title, ep", [
    ("Тихая гавань.03.DVDRip-GRP.avi", "Тихая гавань", 3),
    ("Лесная тропа.12.SATRip.avi", "Лесная тропа", 12),
])
def test_a_spaced_cyrillic_title_with_a_dotted_scene_tail_is_cut_before_it(name, title, ep):
    # was titled "Тихая гавань.03.DVDRip-GRP": the spaced title sent the name down the tracker split
    r = _one(name)
    assert r.type == "series" and r.title == title and r.files[0].episodes == [ep]


@pytest.mark.parametrize("name, title, ep", [
    ("02 серия Тихая гавань rip by Uploader77.mkv", "Тихая гавань", 2),
    ("07 серия Сосновый бор rip by Someone.avi", "Сосновый бор", 7),
])
def test_an_episode_word_before_the_title_and_a_rip_credit_after_it_leave_the_title(name, title, ep):
    # was titled "rip by Uploader77" (guessit's reading of what follows the alternative title)
    r = _one(name)
    assert r.type == "series" and r.title == title and r.files[0].episodes == [ep]


@pytest.mark.parametrize("name, title", [
    ("Stand by Me (1986) BDRip 1080p.mkv", "Stand by Me"),
    ("Москва слезам не верит.1979.BDRip.mkv", "Москва слезам не верит"),
])
def test_by_in_a_title_and_a_spaced_cyrillic_film_stay(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


# --- rutracker's filename-safe names: "Русское 3 Latin 3 (…)": the number both titles end with is the first's too ---

def test_a_number_both_titles_end_with_stays_with_the_latin_title_only_once():
    # was "3 Lantern Town 3": the number after the Cyrillic run was read as the Latin title's first word
    r = _one("Фонарный город 3 Lantern Town 3 (Иван Петров Ivan Petrov) [2024, США, драма] Dub [rutracker-1234567]")
    assert r.title == "Lantern Town 3"


def test_a_latin_title_opening_with_a_number_keeps_it():
    r = _one("28 недель спустя 28 Weeks Later (Хуан Карлос Фреснадильо) [2007, ужасы] Dub [rutracker-7654321]")
    assert r.title == "28 Weeks Later"

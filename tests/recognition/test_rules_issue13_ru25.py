"""Issue 13, twenty-fifth pass: categories a held-out probe of Russian and Ukrainian tracker titles and dub-studio
file names (a tracker clone's database dump, toloka titles pasted in Sonarr/Prowlarr threads, anime dubbers' file
names in organisers' and players' tests) exposed — every name below written here, none from the probe.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize
from tests.recognition.helpers import one_file

GB = 1024**3


# --- a count of episodes out of a total not known yet: "03 з XX", "[120 из ххх]" — the first N ---

@pytest.mark.parametrize("name, season, last", [
    ("Сад каміння (Сезон 2, 05 з XX) / Stone Garden (2025) WEB-DL 1080p Ukr/Jap", 2, 5),
    ("Пламя дракона / Dragon Flame [120 из ххх]", None, 120),
    ("Пламя дракона / Dragon Flame [12 из ??] [WEBRip 1080p]", None, 12),
])
def test_a_count_out_of_an_unknown_total_is_the_first_episodes(name, season, last):
    r = one_file(name)
    assert r.type == "series"
    assert r.files[0].episodes == list(range(1, last + 1))
    if season is not None:
        assert r.files[0].season == season


def test_a_count_out_of_a_known_total_is_unchanged():
    r = one_file("Сад каміння (Сезон 1, 7 з 12) / Stone Garden (2024) WEB-DL 1080p Ukr/Jap")
    assert r.files[0].season == 1 and r.files[0].episodes == list(range(1, 8))


# --- Anidub writes the Latin title's season tag in Roman numerals: "Владыка ТВ-4 / Overlord TV-IV" ---

@pytest.mark.parametrize("name, title, season", [
    ("Стальной рыцарь ТВ-3 / Steel Knight TV-III [12 из 12] [BDRip 1080p]", "Steel Knight", 3),
    ("Стальной рыцарь ТВ-2 / Steel Knight TV-II [05 из 12] [HDTV 720p]", "Steel Knight", 2),
])
def test_a_roman_tv_tag_ends_the_latin_title_beside_a_cyrillic_one(name, title, season):
    r = one_file(name)
    assert r.type == "series" and r.title == title and r.files[0].season == season


# --- toloka's English tag "(S3, C 1-9)", "(S3, E 10)": the season, then its episodes after a comma ---

@pytest.mark.parametrize("name, season, eps", [
    ("Stone Garden (S2, C 1-6) (2025) WEB-DL 1080p Ukr/Eng", 2, list(range(1, 7))),
    ("Stone Garden (S2, E 7) (2025) WEB-DL 1080p Ukr/Eng", 2, [7]),
    ("Stone Garden (S1, EP 1-4) (2024) WEB-DL 1080p Ukr/Eng", 1, [1, 2, 3, 4]),
])
def test_a_toloka_season_and_episode_tag(name, season, eps):
    r = one_file(name)
    assert r.type == "series" and r.title == "Stone Garden"
    assert r.files[0].season == season and r.files[0].episodes == eps


def test_a_title_with_a_letter_c_after_a_comma_is_no_episode_tag():
    r = one_file("Paris, C Est La Vie (2019) WEB-DL 1080p.mkv")
    assert r.type == "movie"


# --- the subtitles' languages listed with slashes are no folders: "Sub Ukr/Eng/Heb" ---

def test_a_three_language_list_stays_in_the_name():
    name = "Stone Garden (S2, C 1-6) (2025) WEB-DL 1080p Ukr/Eng | Sub Ukr/Eng/Heb"
    r = recognize(TorrentInput(name, (FileInput(name, 4 * GB),)))
    assert r.title == "Stone Garden" and r.files[0].season == 2


# --- a bracket holding only a range of episodes, after the release tags ---

@pytest.mark.parametrize("name, last", [
    ("Hoshi no Niwa - AniLiberty [WEB-DL 1080p][HEVC][1-8]", 8),
    ("Hoshi no Niwa [WEBRip 1080p] [01-12]", 12),
])
def test_a_trailing_bracket_of_episodes_makes_a_series_pack(name, last):
    r = one_file(name)
    assert r.type == "series" and r.title == "Hoshi no Niwa"
    assert r.files[0].episodes == list(range(1, last + 1))
    assert r.decision == "review"  # one file said to hold many episodes


def test_a_bracketed_year_range_is_no_episode_range():
    r = one_file("Hoshi no Niwa [2019-2021] [WEBRip 1080p].mkv")
    assert r.files[0].episodes == []


# --- a source word guessit does not know ends the title ---

@pytest.mark.parametrize("name", ["Quiet Harbour BDRemux 1080p.mkv", "Quiet.Harbour.BDRemux.2160p.mkv"])
def test_a_source_word_guessit_keeps_is_no_word_of_the_title(name):
    assert one_file(name).title == "Quiet Harbour"


# --- a spaced Cyrillic title joined to its year and release tags by underscores ---

@pytest.mark.parametrize("name, title", [
    ("Тихая гавань!_2025_WEB-DLRip", "Тихая гавань!"),
    ("Тихая гавань_2024_BDRip.avi", "Тихая гавань"),
])
def test_underscores_joining_a_spaced_title_to_its_year(name, title):
    r = one_file(name)
    assert r.type == "movie" and r.title == title and r.year in (2024, 2025)


def test_an_underscored_cyrillic_name_without_spaces_is_unchanged():
    r = one_file("Гавань_2018_BDRip")
    assert r.title == "Гавань" and r.year == 2018


# --- an anime dub studio's bracket marks an anime file: its bracketed number is the episode ---

@pytest.mark.parametrize("name, ep", [
    ("Hoshi_no_Niwa_[3]_[AniLibria]_[BDRip_1080p].mkv", 3),
    ("Hoshi_no_Niwa_[7]_[SHIZA_Project]_[WEBRip_720p].mkv", 7),
])
def test_a_single_digit_bracket_beside_an_anime_dub_tag_is_an_episode(name, ep):
    r = one_file(name)
    assert r.type == "series" and r.title == "Hoshi no Niwa" and r.files[0].episodes == [ep]


def test_a_film_with_an_anime_dub_tag_and_no_number_stays_a_film():
    r = one_file("Hoshi_no_Niwa_[AniLibria]_[WEBRip_1080p].mkv")
    assert r.type == "movie"


def test_a_dub_credit_after_a_dash_ends_the_title():
    r = one_file("Hoshi no Niwa - AniLiberty [WEB-DL 1080p][HEVC][1-8]")
    assert "AniLiberty" not in (r.title or "")


# --- an anime release's "TV" before its episodes ---

@pytest.mark.parametrize("name, title", [
    ("[SHIZA] Hoshi no Niwa TV (01-10) [1080p]", "Hoshi no Niwa"),
    ("[AniDub] Hoshi no Niwa 2 TV - 04 [720p]", "Hoshi no Niwa 2"),
])
def test_an_anime_tv_word_before_the_episodes_is_no_title_word(name, title):
    assert one_file(name).title == title


def test_a_title_ending_in_tv_without_episodes_after_it_keeps_it():
    assert one_file("[Grp] Hoshi no Niwa TV [BD 1080p].mkv").title.endswith("TV")


# --- a tracker's original title in brackets, the marker glued after it ---

def test_a_bracketed_title_glued_to_its_marker():
    r = one_file("(Quiet Harbour)s02e01-08 (HD 1080p WEBDL) - rus")
    assert r.type == "series" and r.title == "Quiet Harbour"
    assert r.files[0].season == 2 and r.files[0].episodes == list(range(1, 9))


# --- a bracket of episodes both ends of which the rules read, against guessit's first number or split last one ---

@pytest.mark.parametrize("name, last", [
    ("Звёздный путь / Star Path TV-1 [01-201]", 201),   # guessit: "201" as S02E01
    ("Star Path [001-150] [DVDRip]", 150),               # guessit: episode 1 alone
])
def test_a_bracketed_range_beats_guessits_split_of_its_end(name, last):
    r = one_file(name)
    assert r.type == "series" and r.files[0].episodes == list(range(1, last + 1))
    assert r.files[0].season in (None, 1)
    assert r.decision == "review"


# --- a year written twice after the title ---

@pytest.mark.parametrize("name", ["Quiet Harbour.2019.2019.WEB-DL.1080p.mkv", "Quiet.Harbour.2019.2019.BDRip.mkv"])
def test_a_year_written_twice_is_no_word_of_the_title(name):
    r = one_file(name)
    assert r.title == "Quiet Harbour" and r.year == 2019


def test_a_number_title_before_its_year_stays():
    r = one_file("2012.2012.BDRip.mkv")
    assert r.title == "2012"


# --- a spaced title whose last word is a number, dotted to the scene's year and tags ---

@pytest.mark.parametrize("name, title, year", [
    ("Тихая гавань 2.2021.Hybrid.UHD.Blu-Ray.Remux.2160p.mkv", "Тихая гавань 2", 2021),
    ("Тихая гавань 3.2023.2023.WEB-DL.1080p.mkv", "Тихая гавань 3", 2023),
    ("Тихая гавань 2.2021.WEB-DL.1080p", "Тихая гавань 2", 2021),
])
def test_a_title_number_dotted_to_the_year_ends_the_title(name, title, year):
    r = one_file(name)
    assert r.type == "movie" and r.title == title and r.year == year and not r.original_title


def test_a_decimal_title_before_its_year_stays():
    assert one_file("Robot 2.0.2018.1080p.mkv").title == "Robot 2.0"

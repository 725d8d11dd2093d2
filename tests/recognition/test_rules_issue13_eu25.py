"""Issue 13, twenty-fifth pass (eu25): categories a held-out probe of European-language release and file names
(German DDL and scene names, French Zone-Telechargement names, Brazilian, Spanish, Italian, Catalan, Dutch and Czech
names from tools' tests and issue threads) exposed — names written here.

1. A compact three-digit range of one hundred ("show.306-307" in a season-3 release) is S03E06-E07, each number split
   the same way; it was episodes 306 and 307 of season 3, confidently.
2. A name joined by hyphens only ends with its compact number ("grp-show-dd51-dl-7p-x264-412"): it was not read.
3. The Dutch and Flemish season and episode abbreviations ("Se.3 afl.4"), and a list of episodes after an episode
   word ("afl.2-3-4", "afl.5 en 6", "Folge 7 & 8"): the show was titled "Show Se 3" and the season lost.
4. An edition written in Portuguese, Spanish, Italian, French or German ("Versão Estendida", "Versión del Director",
   "Versione Estesa", "Version Longue", "Kinofassung") is no word of the title: both readers kept it, a confident
   wrong title.
5. A foreign season word written right before SxxEyy ("Show.Staffel.S02E01") is no word of the show's title (the
   file reader kept it: a review "another show?").
6. "Part" in the other European languages ("Teil1", "Deel 2", "Partie 3", "Parte 1") numbers a season pack's
   episodes as "Part1" does; and a folder of one part ("Show.Teil1.GERMAN…" in "Show.S01.GERMAN…") is no second show
   packed beside the first. The files had no episode and the pack was reviewed as "another show?".
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import one_file as _one

GB = 1024**3


def _pack(name: str, *files: str):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", 2 * GB) for f in files)))


# 1. the compact range
def test_compact_range_in_a_season_release_is_split_like_its_single_numbers():
    r = _pack("Kellerkind.S03.German.DL.1080p.WEB-GRP", "kellerkind.306-307.mkv", "kellerkind.308.mkv")
    got = {f.path.rsplit("/", 1)[-1]: (f.season, f.episodes) for f in r.files}
    assert got == {"kellerkind.306-307.mkv": (3, [6, 7]), "kellerkind.308.mkv": (3, [8])}
    assert r.title == "Kellerkind"


def test_compact_range_alone_is_no_confident_absolute_pair():
    r = _one("kellerkind.306-307.mkv")
    assert r.files[0].episodes != [306, 307] or r.decision == "review"


@pytest.mark.parametrize("stem", ["Film.2012-2013.mkv", "Show.S01E01-E02.mkv"])
def test_other_hyphened_numbers_are_not_compact_ranges(stem):
    r = _one(stem)
    assert r.files[0].episodes not in ([12, 13], [201, 202])


# 2. the hyphen-joined tail
def test_hyphen_joined_scene_file_ends_with_its_compact_number():
    r = _pack("Stadtkrimi.S04.German.DD51.Dubbed.DL.720p.WEB.x264-TVX",
              "tvx-stadtkrimi-dd51-ded-dl-7p-web-x264-412.mkv")
    f = r.files[0]
    assert (f.season, f.episodes) == (4, [12]) and r.title == "Stadtkrimi"


def test_hyphen_joined_name_with_a_dotted_part_keeps_its_old_reading():
    r = _one("grp-film.2016-1080p.mkv")
    assert r.type == "movie" and r.year == 2016


# 3. Dutch and Flemish abbreviations, episode lists
@pytest.mark.parametrize("name, title, season, episodes", [
    ("De Kotmadam Se.4 afl.7.mkv", "De Kotmadam", 4, [7]),
    ("De.Kotmadam.Se.4.afl.7.720p.mkv", "De Kotmadam", 4, [7]),
    ("Thuis Se.2 afl.5 en 6.mkv", "Thuis", 2, [5, 6]),
    ("Thuis Se.2 afl.2-3-4.mkv", "Thuis", 2, [2, 3, 4]),
])
def test_dutch_season_and_episode_abbreviations(name, title, season, episodes):
    r = _one(name)
    assert r.type == "series" and r.title == title
    f = r.files[0]
    assert f.season == season and f.episodes == episodes


@pytest.mark.parametrize("name, season, episodes", [
    ("Der Alte Staffel 3 Folge 7 & 8.mkv", 3, [7, 8]),
    ("Serija Sezon 2 Odcinek 4 i 5.mkv", 2, [4, 5]),
    ("Serija Sezon 2 Odcinek 1-4.mkv", 2, [1, 2, 3, 4]),  # a range, as before
    ("Serija Sezon 2 Odcinek 9 i 3.mkv", 2, [9]),  # not ascending: the first alone
])
def test_episode_lists_after_an_episode_word(name, season, episodes):
    r = _one(name)
    f = r.files[0]
    assert f.season == season and f.episodes == episodes


@pytest.mark.parametrize("name, title", [
    ("Se7en.1995.1080p.mkv", "Se7en"),
    ("Que.Se.Mueran.Los.Feos.2010.mkv", "Que Se Mueran Los Feos"),
])
def test_se_as_a_title_word_is_kept(name, title):
    r = _one(name)
    assert r.type == "movie" and r.title == title


# 4. editions in other European languages
@pytest.mark.parametrize("name, title, year", [
    ("Gladiador.Versão.Estendida.2000.1080p.BluRay.DUAL.mkv", "Gladiador", 2000),
    ("Gladiador.Versao.do.Diretor.2000.720p.mkv", "Gladiador", 2000),
    ("El.Laberinto.Versión.del.Director.2006.Castellano.mkv", "El Laberinto", 2006),
    ("La.Grande.Notte.Versione.Estesa.2011.iTA.mkv", "La Grande Notte", 2011),
    ("Le.Grand.Voyage.Version.Longue.2004.FRENCH.1080p.mkv", "Le Grand Voyage", 2004),
    ("Der.Untergang.Kinofassung.2004.German.DL.1080p.mkv", "Der Untergang", 2004),
])
def test_foreign_edition_phrase_is_no_title_word(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year


@pytest.mark.parametrize("name, title", [
    ("Another.Version.of.Me.2018.1080p.mkv", "Another Version of Me"),
    ("La.Version.Francaise.2015.mkv", "La Version Francaise"),
])
def test_version_as_a_title_word_is_kept(name, title):
    r = _one(name)
    assert r.title == title


# 5. a foreign season word before SxxEyy
@pytest.mark.parametrize("name, title", [
    ("Die.Rosenheim.Cops.Staffel.S03E04.German.720p.WEB.x264-GRP.mkv", "Die Rosenheim Cops"),
    ("Plus.Belle.La.Vie.Saison.S02E10.FRENCH.HDTV.mkv", "Plus Belle La Vie"),
])
def test_foreign_season_word_before_the_marker_is_no_title_word(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "auto"
    assert r.files[0].episodes and r.files[0].season is not None


def test_english_season_word_before_the_marker_stays_a_doubt():
    r = _one("Open.Season.S01E02.720p.mkv")  # "Open Season" may be the show
    assert r.title == "Open Season" or r.decision == "review"


# 6. part words
def test_german_part_folders_number_a_season_pack():
    name = "Der.Einschlag.S01.GERMAN.DL.720p.WEB.H264-GRP"
    r = _pack(name, "Der.Einschlag.Teil1.GERMAN.DL.720p.WEB.H264-GRP/grp-der.einschlag.teil1.720p.mkv",
              "Der.Einschlag.Teil2.GERMAN.DL.720p.WEB.H264-GRP/grp-der.einschlag.teil2.720p.mkv")
    assert r.title == "Der Einschlag" and r.decision == "auto"
    assert sorted((f.season, tuple(f.episodes)) for f in r.files if f.role == "video") == [(1, (1,)), (1, (2,))]


@pytest.mark.parametrize("part", ["Deel", "Partie", "Parte"])
def test_part_words_number_episodes_in_a_season_pack(part):
    name = "Reeks.S01.720p.WEB-GRP"
    r = _pack(name, f"Reeks.{part}.1.720p.mkv", f"Reeks.{part}.2.720p.mkv")
    assert sorted(tuple(f.episodes) for f in r.files if f.role == "video") == [(1,), (2,)]


def test_a_dated_film_in_parts_keeps_its_part_in_the_title():
    r = _one("Die.Verlorene.Stadt.Teil.1.2010.German.DL.1080p.mkv")
    assert r.type == "movie" and r.year == 2010

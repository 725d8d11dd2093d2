"""Issue 13, movie-name pass: failure categories of a held-out probe of film names (Radarr's and
parse-torrent-name's suites), tested on names written here (the probe's cases are never copied).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


# --- a 19th-century film year is a year (guessit's years start at 1900: it reads "1897" as S18E97)
@pytest.mark.parametrize("name,title,year", [
    ("Arrival of a Mail Train (1896) [DVD].mp4", "Arrival of a Mail Train", 1896),
    ("Arrival.of.a.Mail.Train.1896.DVDRip.x264-GRP.mkv", "Arrival of a Mail Train", 1896),
    ("The Garden Scene [1888] 480p.mkv", "The Garden Scene", 1888),
])
def test_nineteenth_century_year_is_a_film_year(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.files[0].season is None and r.files[0].episodes == []


def test_a_four_digit_episode_number_after_1900_is_still_guessits_reading():
    r = _one("Harbour.Lights.S19E05.HDTV.x264-GRP.mkv")
    assert (r.type, r.files[0].season, r.files[0].episodes) == ("series", 19, [5])


# --- a frame size is never a year-numbered season ("1920x804" is not season 1920, episode 804)
@pytest.mark.parametrize("name", [
    "[Grp] Lantern Town Gaiden [BDRip 1920x804 HEVC FLAC] [0A1B2C3D].mkv",
    "Lantern.Town.Gaiden.2048x858.BluRay.x265-GRP.mkv",
])
def test_resolution_is_not_a_year_season(name):
    r = _one(name)
    assert r.type == "movie" and r.files[0].season is None
    assert r.title == "Lantern Town Gaiden"


def test_year_numbered_season_still_reads():
    r = _one("Pawn Market - 2016x114 - Gold Coins.mkv")
    assert (r.type, r.files[0].season, r.files[0].episodes) == ("series", 2016, [114])


# --- "a.k.a." is spelled one way, so both readers agree on a dual-titled film; the first title is the title
# (what the library shows and a lookup finds), the other the original title (a metadata source is asked both)
@pytest.mark.parametrize("name,title,other", [
    ("Le Phare a.k.a. The Lighthouse Keeper 2019 1080p BluRay x264.mkv", "Le Phare", "The Lighthouse Keeper"),
    ("Sparrow A.K.A. Night Crossing 1994 720p WEB-DL.mkv", "Sparrow", "Night Crossing"),
    ("Le.Phare.a.k.a.The.Lighthouse.Keeper.2019.1080p.BluRay.x264-GRP.mkv", "Le Phare", "The Lighthouse Keeper"),
    ("Harbour Lights AKA Hafenlichter 1998 1080p BluRay x264-GRP", "Harbour Lights", "Hafenlichter"),
    ("Sparrow.aka.Night.Crossing.1994.720p.WEB-DL.x264-GRP.mkv", "Sparrow", "Night Crossing"),
])
def test_aka_spellings(name, title, other):
    r = _one(name)
    assert (r.type, r.title, r.original_title) == ("movie", title, other)
    assert r.decision == "auto"


def test_aka_series_takes_the_first_title():
    r = _one("Lantern Bay aka The Harbour Lights S01E02 720p HDTV x264-GRP.mkv")
    assert (r.type, r.title, r.original_title) == ("series", "Lantern Bay", "The Harbour Lights")


def test_a_film_named_aka_is_not_split():
    r = _one("AKA.2023.1080p.NF.WEB-DL.DDP5.1.H.264-GRP.mkv")
    assert (r.type, r.title, r.year, r.original_title) == ("movie", "AKA", 2023, None)


# --- a title that starts with a bracketed number keeps it ("(500) Days of …"); a bracketed year does not
def test_leading_bracketed_number_is_part_of_the_title():
    r = _one("(300).Nights.In.Harbour.(2011).1080p.BluRay.x264-GRP.mkv")
    assert (r.type, r.title, r.year) == ("movie", "(300) Nights In Harbour", 2011)


def test_leading_bracketed_year_is_the_year():
    r = _one("(1987) Harbour Lights.mkv")
    assert (r.title, r.year) == ("Harbour Lights", 1987)


# --- a language name right before the year: a release tag or the title's own word? Never a confident guess
@pytest.mark.parametrize("name", [
    "The.Quiet.Dutch.2004.720p.BluRay.x264-GRP.mkv",
    "Der.Stille.Hafen.German.2011.PAL.DVDR-GRP.mkv",
])
def test_language_before_year_is_reviewed(name):
    r = _one(name)
    assert r.type == "movie" and r.decision == "review"
    assert "readers_disagree" in r.issues


def test_language_after_the_is_the_titles_word():
    r = _one("Milos.the.Greek.1971.720p.BluRay.x264-GRP.mkv")
    assert (r.title, r.year, r.decision) == ("Milos the Greek", 1971, "auto")


def test_language_tag_after_the_year_is_still_a_tag():
    r = _one("Stille.Hafen.2011.German.DL.1080p.BluRay.x264-GRP.mkv")
    assert (r.title, r.year, r.decision) == ("Stille Hafen", 2011, "auto")


# --- an edition written before the year is not part of the title (guessit keeps "EXTENDED EDITION")
@pytest.mark.parametrize("name", [
    "Harbour.Lights.2.EXTENDED.EDITION.2015.German.DL.1080p.BluRay.x264-GRP.mkv",
    "Harbour.Lights.2.Directors.Cut.2015.1080p.BluRay.x264-GRP.mkv",
])
def test_edition_before_year_is_not_title(name):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", "Harbour Lights 2", 2015)
    assert r.decision == "auto"


def test_a_final_cut_title_is_kept():
    r = _one("Harbour.Lights.The.Final.Cut.1999.1080p.BluRay.x264-GRP.mkv")
    assert r.title == "Harbour Lights The Final Cut"


# --- an anime film's " - Subtitle" with no episode number anywhere is the film's, not an episode title
@pytest.mark.parametrize("name,title", [
    ("[Grp] Lantern Town - The Night Ferry v2 [0A1B2C3D].mkv", "Lantern Town - The Night Ferry"),
    ("[Grp] Lantern Town - Harbour's Crown [BD 1080p FLAC] [0A1B2C3D].mkv", "Lantern Town - Harbour's Crown"),
])
def test_anime_film_keeps_its_subtitle(name, title):
    r = _one(name)
    assert (r.type, r.title) == ("movie", title)
    assert r.decision == "review"  # one title or a special of a show? the readers disagree, said in the reason


def test_anime_episode_title_is_still_cut():
    r = _one("[Grp] Lantern Town - The Night Ferry - 05 [1080p].mkv")
    assert (r.type, r.title, r.files[0].episodes) == ("series", "Lantern Town", [5])


# --- a digits-only (obfuscated) file in a dated film release folder is that film, not episode 23
@pytest.mark.parametrize("path", [
    "Harbour.Lights.2018.1080p.WEB-DL.DD5.1.H264-GRP/123.mkv",
    "Harbour Lights 2018 720p WEB-DL DD5 1 H 264-GRP/180424_26.mkv",
])
def test_digits_only_file_in_film_release(path):
    r = _one(path)
    assert (r.type, r.title, r.year) == ("movie", "Harbour Lights", 2018)
    assert r.files[0].season is None and r.files[0].episodes == []
    assert r.decision == "review"  # guessit still reads the digits as an episode: said, not hidden


def test_digits_only_file_in_episode_release_keeps_the_folders_episode():
    r = _one("Harbour.Lights.S02E05.1080p.WEB-DL.H264-GRP/123.mkv")
    assert (r.type, r.files[0].season, r.files[0].episodes) == ("series", 2, [5])


# --- a one-file torrent named after a release that ends in its audio codec is a video, not an audio track
@pytest.mark.parametrize("name,kind", [
    ("Harbour.Lights.S01E05.Night.Ferry.WEB-DL.x264.AAC", "series"),
    ("Harbour.Lights.2011.1080p.BluRay.x264.DTS", "movie"),
])
def test_release_name_ending_in_audio_codec(name, kind):
    r = _one(name)
    assert r.type == kind and r.title == "Harbour Lights"
    assert r.files[0].role == "video" and "no_video" not in r.issues


def test_a_real_audio_file_is_not_a_video():
    r = _one("Harbour Lights OST (2011)/01 - Night Ferry.flac")
    assert r.files[0].role == "junk" and "no_video" in r.issues


# --- a decimal number in a spaced film name ("1.11", "3.33") is the title's, not a bare episode 11; a one-word
# bracket inside the title ("(Not)") does not end it
@pytest.mark.parametrize("name,title", [
    ("[Grp] Lantern 1.11 - You Are (Not) Home (1080p BD HEVC FLAC) [0A1B2C3D].mkv",
     "Lantern 1.11 - You Are (Not) Home"),
    ("[Grp] Lantern 3.33 - You Can (Not) Sail v2 (1080p BD HEVC FLAC) [0A1B2C3D].mkv",
     "Lantern 3.33 - You Can (Not) Sail"),
])
def test_decimal_film_title(name, title):
    r = _one(name)
    assert (r.type, r.title) == ("movie", title)
    assert r.files[0].episodes == [] and r.decision == "review"


def test_dotted_scene_name_still_reads_its_bare_episode():
    r = _one("Harbour.Lights.S02.Disc1/Harbour.Lights.205.HDTV.x264-GRP.mkv")
    assert r.type == "series" and (r.files[0].season, r.files[0].episodes) == (2, [5])


# --- a year range in a dotted name: before another year it is the title's period; otherwise the work's years
def test_period_in_title_before_the_year():
    r = _one("Harbour.Lights.Lisbon.1974-1976.2019.DOCU.HDTV.x264-GRP.mkv")
    assert (r.type, r.title, r.year) == ("movie", "Harbour Lights Lisbon 1974-1976", 2019)


@pytest.mark.parametrize("name", [
    "Harbour.Lights.1990-2000.1080p.BluRay.x264-GRP.mkv",
    "Harbour Lights 1990-2000 1080p BluRay x264-GRP.mkv",
])
def test_year_range_ends_the_title(name):
    r = _one(name)
    assert (r.title, r.year) == ("Harbour Lights", 1990)


# --- a ". "-split Russian name: a segment of release tokens ("1080p") is never the Latin title
def test_dot_split_name_release_tokens_are_not_a_title():
    r = _one("Тихая гавань. 1080p. HEVC. 10bit..mkv")
    assert (r.type, r.title) == ("movie", "Тихая гавань")


def test_numbered_dot_name_keeps_its_index_like_the_other_numbered_shapes():
    r = _one("2. Тихая гавань. 1991. 1080p. HEVC. 10bit..mkv")  # as "01. Title 2000", "08.Title.2014"
    assert (r.type, r.title, r.year) == ("movie", "2. Тихая гавань", 1991)


def test_dot_split_dual_title_still_takes_the_latin_one():
    r = _one("Тихая гавань. Quiet Harbour. 1991. 1080p.mkv")
    assert (r.title, r.original_title, r.year) == ("Quiet Harbour", "Тихая гавань", 1991)


# --- Polish releases star their years: "*1984-2021*" is a year range, not a word of the title
def test_starred_year_range():
    r = _one("Harbour Lights *1984-2021* [720p] [BDRip] [XviD] [Lektor PL].mkv")
    assert (r.title, r.year) == ("Harbour Lights", 1984)


# --- a name made only of bracket groups (Chinese fansubs): the first Latin group that is not the group tag
@pytest.mark.parametrize("name,title", [
    ("[Grp-Team][国漫][灯塔之城][Lantern Town Ⅱ][01-12][AVC][GB][1080P]", "Lantern Town Ⅱ"),
    ("【字幕组】★10月新番★[Night Ferry][03][720p][简体]", "Night Ferry"),
    ("[Grp][Night Ferry / NF][Movie][BDRip][1080P][AVC 8bit][简体内嵌]", "Night Ferry"),
])
def test_bracket_only_names(name, title):
    r = _one(name, name=name)  # " / " inside a name is not a folder
    assert r.title == title
    assert r.decision == "review"  # no year, or anime numbering without a season: said, not guessed


def test_bracket_words_in_a_scene_title_are_kept_out():
    r = _one("Harbour.Lights.2019.1080p.WEB-DL.x264-GRP[TGx].mkv")
    assert (r.title, r.year) == ("Harbour Lights", 2019)


# --- a tracker name with two titles of the same script: which one the library knows is a guess (review)
@pytest.mark.parametrize("name,title", [
    ("Тихая гавань / Stiller Hafen / Quiet Harbour (Иван Петров / Ivan Petrov) [1976, ФРГ, драма, DVDRip]",
     "Stiller Hafen"),
    ("Тихая гавань / Цiхая гавань (1987) TVRip", "Тихая гавань"),
])
def test_two_titles_of_one_script_are_reviewed(name, title):
    r = _one(name, name=name)
    assert (r.type, r.title) == ("movie", title)
    assert r.decision == "review" and "readers_disagree" in r.issues


def test_russian_and_one_latin_title_stays_auto():
    name = "Тихая гавань / Quiet Harbour (2002) DVDRip"
    r = _one(name, name=name)
    assert (r.title, r.original_title, r.year, r.decision) == ("Quiet Harbour", "Тихая гавань", 2002, "auto")


# --- a folder-style leading year: the rest is read as a release name (" - Subtitle" kept, reviewed)
def test_leading_year_then_dual_title():
    r = _one("(2000) Il faro - The Lighthouse Keeper (DvdRip Ita Eng AC3 5.1).avi")
    assert (r.type, r.title, r.year) == ("movie", "Il faro - The Lighthouse Keeper", 2000)
    assert r.decision == "review"


# --- a Russian year written with "г." (год) is the year, not a word of the title
@pytest.mark.parametrize("name", ["Тихая гавань 1991г. BDRip 1080p.mkv", "Тихая гавань 1991 г. DVDRip.avi"])
def test_russian_year_with_g(name):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", "Тихая гавань", 1991)

"""Issue 13, twenty-sixth pass, anime (anime26): the categories a held-out probe of real Nyaa release names (an mpv
subtitle loader's test list), a Go anime-name library's tests and a C# fansub-name parser's test model exposed —
names written here.

A title's fraction written with a dash once its slash is gone, before the show's year (``Show.1-2.2024.S02E02``),
is no air date guessit alone may take with the year (the year was lost, the answer automatic); a fansub disc
release named without a file (``Title (2012) [Grp][1920x1080 BD FLAC]``, no video extension) is one film or a whole
series' disc batch, which only the files tell: a doubt, never an automatic film. A plural bit depth (``[x264 10bits]``)
is a release tag of a fansub bracket name (it was taken for the title over a mixed-script one, the episode lost); a
group's type label after a dash (``Title - Movie``) is no word of the film's title; a ``Part N`` before an anime's
dashed episode number (``Show Part 2 - 14``) is the show's cour, no word of its title.

Fansub bracket names: a CJK aside in parentheses after a Latin title (``Show - S02E16 (かな; Show Season 2)``) makes
no bracket name of a Latin one (its tag bracket was read as the title, the episode lost); a streaming-service tag
(``TVER``), a re-release note (``[Reseed Fin]``, ``[S1+S2+OVA Reseed Fin]``), a disc volume (``[Vol.1]``) and two
slashed subtitle codes (``[CHS/CHT]``) are no title; a proofread batch (``[01-06 精校合集]``) is the batch's episodes;
an unpadded number before a padded one across a spaced dash (``Slave 2 - 03``) is the title's sequel number and then
the episode, as a falling one is (it was episodes 2-3).
"""

from __future__ import annotations

import pytest

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes, v.date


# --- a dashed fraction of the title before the year ----------------------------------------------------------------

@pytest.mark.parametrize("name, year, season, episode", [
    ("Maison.1-2.2024.S02E02.Some.Title.1080p.WEB-DL.AAC2.0.H.264-GRP.mkv", 2024, 2, 2),
    ("Kite.Runner.2-1.2021.S03E05.720p.HDTV.x264-GRP.mkv", 2021, 3, 5),
])
def test_a_dashed_fraction_before_a_year_beside_a_marker_is_no_air_date(name, year, season, episode):
    r = _one(name)
    assert r.type == "series" and _se(r) == (season, [episode], None)
    assert r.year == year
    assert r.decision == "review" and "guessit alone" in r.reason


def test_a_padded_dashed_air_date_beside_no_marker_is_not_this_doubt():
    r = _one("Late.Desk.2019-04-03.Guest.720p.HDTV.x264.mkv")
    assert _se(r)[2] == "2019-04-03" and "numbers of the title" not in (r.reason or "")


# --- a fansub disc release named without a file ----------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "Paper Lanterns (2012) [Grp-Other][1920x1080 Hi10P BD FLAC]",
    "[Grp] Paper Lanterns (2016) [BD 1080p AAC]",
    "Paper Lanterns (2013) [Grp](Blu-ray 1080p FLAC)",
])
def test_a_fansub_disc_release_without_a_file_is_no_automatic_film(name):
    r = _one(name)
    assert r.decision == "review" and "disc batch" in r.reason


@pytest.mark.parametrize("name", [
    "[Grp] Paper Lanterns (2016) [BD 1080p AAC].mkv",  # a file: one film
    "Paper.Lanterns.2010.1080p.BluRay.x264-GRP",  # the scene form, no fansub bracket
    "[Grp] Paper Lanterns the Movie Progressive [BD 1080p] (2022)",  # the name says film
])
def test_a_named_file_or_a_scene_name_is_not_this_doubt(name):
    r = _one(name)
    assert r.type == "movie" and "disc batch" not in (r.reason or "")


# --- a plural bit depth is a release tag -----------------------------------------------------------------------

def test_a_plural_bit_depth_bracket_is_no_title():
    r = _one("[Grp] Paper Lanterns (紙の灯籠「前編」) - S02E05 (17) [1080p][x264 10bits][AAC][Multiple Subtitles].mkv")
    assert r.type == "series" and r.title == "Paper Lanterns"
    assert _se(r)[:2] == (2, [5])


# --- a type label after a dash ------------------------------------------------------------------------------

def test_a_dashed_movie_label_is_no_word_of_the_title():
    r = _one("[Grp] Paper Lanterns - Movie [1080p WEB-DL AVC AAC][MultiSub][0A1B2C3D].mkv")
    assert r.type == "movie" and r.title == "Paper Lanterns"


@pytest.mark.parametrize("name, title", [
    ("[Grp] Paper Lanterns - The Movie [1080p][0A1B2C3D].mkv", "Paper Lanterns - The Movie"),
    ("The.Paper.Movie.2014.1080p.BluRay.x264-GRP.mkv", "The Paper Movie"),
])
def test_a_title_ending_on_the_word_keeps_it(name, title):
    assert _one(name).title == title


# --- a cour before the dashed episode -------------------------------------------------------------------------

@pytest.mark.parametrize("name, episode", [
    ("[Grp] Paper Lanterns Part 2 - 14 [1080p CR WEB-DL AVC AAC][MultiSub][0A1B2C3D].mkv", 14),
    ("[Grp] Paper Lanterns (2025) Part 2 - 03 [1080p][0A1B2C3D].mkv", 3),
])
def test_a_part_before_an_anime_episode_is_no_title_word(name, episode):
    r = _one(name)
    assert r.type == "series" and r.title == "Paper Lanterns" and _se(r)[1] == [episode]


def test_a_films_part_is_kept():
    r = _one("[Grp] Paper Lanterns Part 2 (2019) [1080p].mkv")
    assert r.type == "movie" and r.title == "Paper Lanterns Part 2"


# --- fansub bracket names ---------------------------------------------------------------------------------------

def test_a_cjk_aside_in_parentheses_makes_no_bracket_name():
    r = _one("[Grp] Paper Lanterns - S02E16 (かみのとうろう; Paper Lanterns Season 2) "
             "[TVER.WEB-DL 1920x1080 AVC 8bit, AAC 2.0][0A1B2C3D].mkv")
    assert r.type == "series" and r.title == "Paper Lanterns" and _se(r)[:2] == (2, [16])


@pytest.mark.parametrize("name", [
    "[Grp] 纸灯笼 / Paper Lanterns / かみのとうろう 10-bit 1080p HEVC BDRip [Reseed Fin]",
    "[Grp] 纸灯笼 / Paper Lanterns / かみのとうろう 10-bit 1080p HEVC BDRip [S1+S2+OVA Reseed Fin]",
    "[Grp A & Grp B][Paper_Lanterns/かみのとうろう][BDrip][Vol.1][CHS/CHT]",
])
def test_release_notes_volumes_and_subtitle_codes_are_no_title(name):
    assert _one(name).title == "Paper Lanterns"


def test_a_proofread_batch_is_its_episodes():
    r = _one("[Grp][纸灯笼][Paper Lanterns][01-06 精校合集][BDRip][1080P][AVC 8bit][简日双语]")
    assert r.type == "series" and r.title == "Paper Lanterns" and _se(r)[1] == list(range(1, 7))


def test_an_unpadded_sequel_number_before_a_padded_episode_is_no_range():
    r = _one("[Grp] 纸灯笼2 / Paper Lanterns 2 - 03 [WebRip 1080p HEVC-10bit AAC][简繁内封字幕]")
    assert r.type == "series" and _se(r)[1] == [3]


@pytest.mark.parametrize("name, episodes", [
    ("[Grp] 纸灯笼 / Paper Lanterns - 01 - 12 [1080p][简繁内封]", list(range(1, 13))),
    ("[Grp][22/7][01][1080p]", [1]),
])
def test_a_padded_range_and_a_numbers_title_stay(name, episodes):
    r = _one(name)
    assert _se(r)[1] == episodes and r.title

"""Issue 13, movie-name pass: failure categories of a held-out probe of film names (Radarr's and
parse-torrent-name's suites), tested on names written here (the probe's cases are never copied).
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _one(path, name=None, size=2 * GB):
    return recognize(TorrentInput(name or path.rsplit("/", 1)[-1], (FileInput(path, size),)))


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

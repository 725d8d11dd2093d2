"""Issue 13, fifteenth pass: the categories a held-out probe of Spanish, Portuguese, Italian, Turkish and Nordic
release-name tests (Spanish indexer/Telegram/catalogue parsers, a Turkish-series bot, a Brazilian addon, an Italian
renamer) exposed — names written here.

A device's or an app's name for a recording ("video_2023-01-01", "VID_20230101_120000", "IMG_1234") is no title and
its digits are no numbering; the Spanish abbreviation ``cap03`` / ``Cap.07`` of "capítulo" is an episode marker.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import one_file as _one

GB = 1024**3


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


def _torrent(name, *paths):
    return recognize(TorrentInput(name, tuple(FileInput(p, 2 * GB) for p in paths)))


# --- a device's name for a recording ----------------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "video_2024-03-17.mp4",          # read as the daily show "Video", 17 March 2024, automatic
    "Video 2021-11-05.mkv",
    "Clip.2019.07.30.mp4",
])
def test_a_device_name_with_a_date_is_no_daily_show_title(name):
    r = _one(name)
    assert r.decision == "review"
    assert "generic name a device or an app gives" in r.reason


def test_a_film_folder_holding_a_device_named_file_is_the_film():
    # the file's recording date made the film a daily show "Lantern Bay" (auto); the folder names the film
    r = _torrent("Lantern Bay (2016)", "Lantern Bay (2016)/video_2022-05-09.mp4")
    assert r.type == "movie" and r.title == "Lantern Bay" and r.year == 2016
    assert _se(r) == (None, [])


@pytest.mark.parametrize("path", ["Harbour Nights (2011)/VID_20210914_183012.mp4",
                                  "Harbour Nights (2011)/IMG_4821.mov"])
def test_a_camera_stamp_is_no_episode_number(path):
    r = _torrent("Harbour Nights (2011)", path)
    assert r.type == "movie" and r.title == "Harbour Nights" and r.year == 2011


@pytest.mark.parametrize("name, title, year", [
    ("Movie 43 2013.mkv", "Movie 43", 2013),            # a title that starts with a device word is a title
    ("The.Film.Club.2019.1080p.WEB-DL.mkv", "The Film Club", 2019),
    ("Video.Nasty.2021.720p.BluRay.x264.mkv", "Video Nasty", 2021),
])
def test_titles_holding_a_device_word_stay_automatic(name, title, year):
    r = _one(name)
    assert r.title == title and r.year == year and r.decision == "auto"


# --- "cap03": the Spanish abbreviation of "capítulo" --------------------------------------------------------------

def test_a_cap_file_in_a_show_folder_is_that_show_s_episode():
    r = _one("Aquí Mando Yo/cap07.mkv")   # was the film "Cap07", in review
    assert r.type == "series" and r.title == "Aquí Mando Yo" and _se(r)[1] == [7]


@pytest.mark.parametrize("name, episode", [
    ("Los Vecinos [Cap.09].mkv", 9),
    ("Los Vecinos cap09.mkv", 9),
    ("Los Vecinos Cap 11 720p.mkv", 11),
])
def test_cap_with_one_or_two_digits_is_the_episode(name, episode):
    r = _one(name)
    assert r.type == "series" and _se(r)[1] == [episode]


@pytest.mark.parametrize("name, se", [
    ("Los Vecinos [HDTV][Cap.214][Castellano].mkv", (2, [14])),   # three digits: season and episode, as before
    ("Los Vecinos [HDTV 720p][Cap.1003].mkv", (10, [3])),
])
def test_cap_with_three_or_four_digits_is_still_season_and_episode(name, se):
    r = _one(name)
    assert r.type == "series" and _se(r) == se


@pytest.mark.parametrize("name, title, year", [
    ("Red.Cap.2.2019.1080p.WEB-DL.mkv", "Red Cap 2", 2019),      # a one-digit number after a spaced "Cap": a title
    ("Blue Cap 3 (2020).mkv", "Blue Cap 3", 2020),
    ("Captain.Marvelous.2018.720p.BluRay.mkv", "Captain Marvelous", 2018),
])
def test_cap_inside_a_film_title_is_no_episode(name, title, year):
    r = _one(name)
    assert r.type == "movie" and r.title == title and r.year == year

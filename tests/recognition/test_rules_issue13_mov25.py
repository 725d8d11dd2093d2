"""Issue 13, mov25 pass: failure categories of film, documentary and daily-show names from saved tracker pages, a
user's download folder, media libraries' records and a film library's folders.

The names here are written for these tests (invented films and shows in the same shapes), never copied from the probe.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import one_file as _one

GB = 1024**3


def _video(r):
    return [f for f in r.files if f.role == "video"][0]


def _torrent(name, *paths):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{p}", GB if p.endswith((".mkv", ".mp4", ".avi"))
                                                        else 90_000) for p in paths)))


# --- an audio layout glued to the video codec is never a season and an episode --------------------------------------

@pytest.mark.parametrize("name, title, year", [
    ("Harbour.Lights.1987.1080p.BluRay.REMUX.DTS-HD.MA.5.1x265-GRP.mkv", "Harbour Lights", 1987),
    ("The.Quiet.Orchard.2004.720p.WEB-DL.DD.7.1x264-GRP.mkv", "The Quiet Orchard", 2004),
    ("Winter.Roads.2019.2160p.UHD.BluRay.TrueHD.2.0x265-GRP", "Winter Roads", 2019),
])
def test_an_audio_layout_before_the_codec_is_no_episode(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert _video(r).episodes == []


def test_a_season_by_episode_marker_stays_read():  # a guard: passes on the old engine too
    v = _video(_one("Harbour.Lights.2x07.720p.HDTV.x264-GRP.mkv"))
    assert (v.season, v.episodes) == (2, [7])


# --- a capitalised broadcaster after a documentary's title is the channel (dropped, with its doubt) ------------------

@pytest.mark.parametrize("name, title", [
    ("Secrets.of.the.Glaciers.BBC.2016.720p.HDTV.x264.mkv", "Secrets of the Glaciers"),
    ("The.Salt.Road.CH4.480p.HDTV.H264.mkv", "The Salt Road"),
    ("Kings.of.the.Desert.PBS.2011.1080p.WEB.mkv", "Kings of the Desert"),
])
def test_a_broadcaster_after_the_title_is_dropped_with_a_doubt(name, title):
    r = _one(name)
    assert r.title == title
    assert r.decision == "review"
    assert "prefix_stripped" in r.issues


@pytest.mark.parametrize("name, title", [
    ("Ask.The.BBC.2012.720p.mkv", "Ask The BBC"),  # a title ending on "the" goes on with the channel's name
    ("The.Story.of.Hbo.2015.1080p.mkv", "The Story of Hbo"),  # not written in capitals: a word of the title
])
def test_a_broadcaster_word_inside_a_title_stays(name, title):  # guards: pass on the old engine too
    assert _one(name).title == title


def test_an_animation_studio_after_the_title_is_dropped_with_a_doubt():
    r = _one("Hop Pixar [2011] dvd rip grp/Hop Pixar [2011] dvd rip grp.avi")
    assert (r.title, r.year) == ("Hop", 2011)
    assert r.decision == "review"


# --- a TV capture going on after its year with an episode's title is a type doubt ----------------------------------

@pytest.mark.parametrize("name", [
    "Whale.Month.2014.Teeth.Of.The.Reef.720p.HDTV.x264-GRP.mkv",
    "Frontier.Science.2009.What.Makes.Us.Dream.PDTV.XviD.MP3.avi",
])
def test_an_episode_title_after_the_year_of_a_tv_capture_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review"
    assert "type_conflict" in r.issues


@pytest.mark.parametrize("name, title, year", [
    ("Harbour.Lights.1987.720p.HDTV.x264-GRP.mkv", "Harbour Lights", 1987),
    ("Harbour.Lights.1987.Directors.Cut.HDTV.x264-GRP.mkv", "Harbour Lights", 1987),
    ("Harbour.Lights.1987.German.HDTV.x264-GRP.mkv", "Harbour Lights", 1987),
])
def test_a_film_captured_from_tv_stays_a_film(name, title, year):  # guards: pass on the old engine too
    r = _one(name)
    assert (r.type, r.title, r.year, r.decision) == ("movie", title, year, "auto")


# --- a film torrent's title holding words before its one video's whole title is a doubt ----------------------------

def test_words_before_the_videos_title_are_a_doubt():
    r = _torrent("Pixelworks' Moon Garden 2003 1080p BDRip H264 AAC - GRP",
                 "Moon-Garden-2003-Bluray-1080p.mp4", "Moon-Garden-2003-Bluray-1080p.en.srt")
    assert r.decision == "review"
    assert "name_files_disagree" in r.issues


@pytest.mark.parametrize("name, files", [
    ("The.Moon.Garden.2003.1080p.BluRay.x264-GRP", ["Moon.Garden.2003.1080p.BluRay.x264-GRP.mkv"]),  # an article
    ("Moon.Garden.2003.1080p.BluRay.x264-GRP", ["Moon-Garden-2003-Bluray-1080p.mkv"]),  # the same title
])
def test_a_video_named_like_its_torrent_stays_auto(name, files):  # guards: pass on the old engine too
    r = _torrent(name, *files)
    assert r.decision == "auto" and "name_files_disagree" not in r.issues


# --- a documentary archive's "Collection K" batch before an NofM part is no word of the show's title ---------------

@pytest.mark.parametrize("name, title, episode", [
    ("Building.Britain.Collection.3.2of6.The.Barn.DVDRip.x264.AAC.mkv", "Building Britain", 2),
    ("How.Bridges.Work.Collection.2.14of20.Suspension.PDTV.x264.AAC.mp4", "How Bridges Work", 14),
])
def test_an_archive_batch_is_no_title_word(name, title, episode):
    r = _one(name)
    assert r.title == title
    assert _video(r).episodes == [episode]


def test_a_film_collection_number_stays():  # a guard: passes on the old engine too
    assert _one("Spy.Collection.2.1080p.BluRay.mkv").title == "Spy Collection 2"


# --- a dated file numbered beside its date is a numbering doubt -----------------------------------------------------

@pytest.mark.parametrize("name", [
    "Cartoon Hour PT 12 - A Snowy Evening - 11-24-1994.avi",
    "Cartoon.Hour.Part.7.Winter.Games.1996.02.11.mkv",
])
def test_a_part_number_before_an_air_date_is_a_doubt(name):
    r = _one(name)
    assert _video(r).date is not None
    assert r.decision == "review"
    assert "numbering_disagree" in r.issues


@pytest.mark.parametrize("name", [
    "Night.Talk.2021.05.14.Guest.Name.720p.WEB.h264.mkv",
    "Night.Talk.2021.05.14.The.Long.Road.Part.2.720p.WEB.h264.mkv",  # that day's story in two parts
])
def test_a_guest_or_a_part_after_the_date_stays_auto(name):  # guards: pass on the old engine too
    r = _one(name)
    assert (_video(r).date, r.decision) == ("2021-05-14", "auto")


# --- an unnumbered "SP" closing a name after a hyphen is the release group ----------------------------------------

def test_a_group_named_sp_is_no_special():
    r = _one("Quiet.Orchard.Weekend.2007.DVDRip.XViD-SP.avi")
    assert (r.type, r.title, r.year) == ("movie", "Quiet Orchard Weekend", 2007)


def test_an_unnumbered_special_stays_a_special():  # a guard: passes on the old engine too
    r = _one("Harbour Lights - SP.mkv")
    assert r.type == "series" and _video(r).season == 0


# --- a word guessit reads as a channel, with title words running on from it to the marker, is the title's -------

def test_a_channel_word_inside_a_shows_title_is_kept():
    r = _one("The.Real.History.of.Deep.Space.S01E03.Probes.480p.HDTV.H264.mkv")
    assert r.title == "The Real History of Deep Space"
    assert (_video(r).season, _video(r).episodes) == (1, [3])


# --- hyphens for spaces up to the year, then a dotted tag: the hyphens still separate the words -------------------

@pytest.mark.parametrize("name", [
    "Quiet-Orchard-2019-1080p-TS-V2-WEB.DL-GR-P-ENsubs {imdb-tt0000001}.mkv",
    "Quiet-Orchard-2019-720p-HDRip-WEB.DL-XY-Z.mkv",
])
def test_a_hyphen_spaced_name_with_a_dotted_tag_is_read(name):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", "Quiet Orchard", 2019)


def test_a_hyphenated_title_before_a_dotted_year_stays():  # a guard: passes on the old engine too
    assert _one("Spider-Man.2002.1080p.BluRay.x264-GRP.mkv").title == "Spider-Man"


def test_a_sagas_episode_number_before_the_videos_title_stays_auto():
    r = _torrent("Sky Saga Episode III The Long Night (1991) [1080p]", "The-Long-Night-1991-Bluray-1080p.mp4")
    assert (r.title, r.year, r.decision) == ("Sky Saga Episode III The Long Night", 1991, "auto")

"""Issue 13, twenty-second pass (packs): the categories a held-out probe of whole torrents from a user's real TV
download folder (season packs, nested per-episode release folders, a fifteen-season DVD collection) and a file
matcher's download list exposed — names written here.

- "Show - Season 1/Show.S01-03.avi": a DVD collection's "Sxx-yy" is season xx's episode yy where the file's folder
  (or the torrent) names season xx; a name's "S01-03" elsewhere is seasons 1 to 3, so alone it stays unread.
- "Show.COMPLETE/Show - Season 1/Pilot.avi", …: several videos that all sit in season folders are a series' episodes
  (unnumbered: reviewed), not "different movies in one torrent".
- "Show S05E07 HDTV x264-2HD[ettv]/other.show.312.x264-kyr.mp4": a one-file torrent whose file's bare number is
  neither the name's episode nor its scene split was a confident S05E312; now the name's S05E07, reviewed.
- "Show.S05.1080p/Show.S05E01.1080p.WEB-GRP/abc1def.mkv", …: a season pack of per-episode release folders whose
  videos are obfuscated takes each folder's episode (its one video; the torrent naming no other season).
- "Film (2019) [1080p]/Film.1987.1080p.BluRay.x264-GRP.mkv": the same title years apart in the folder and its one
  video (a remake, or its original?) was a confident 2019 film; now a doubt (one year apart stays the same film).
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, episodes, recognize

EP = 370_000_000


def _pack(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", EP) for f in files)))


def _se_all(r):
    return sorted((f.season, f.episodes) for f in r.files if f.role == "video")


def test_season_dash_episode_in_season_folders():
    r = _pack("Harbour.Watch.COMPLETE.DVDRip.XviD-OLD", [
        "Harbour Watch - Season 1/Harbour.Watch.S01-01 & 02.avi",
        "Harbour Watch - Season 1/Harbour.Watch.S01-03.avi",
        "Harbour Watch - Season 2/Harbour.Watch.S02-01.avi",
        "Harbour Watch - Season 2/Harbour.Watch.S02-11l.avi",
    ])
    assert r.type == "series" and r.title == "Harbour Watch"
    assert _se_all(r) == [(1, [1, 2]), (1, [3]), (2, [1]), (2, [11])]


def test_season_dash_episode_under_a_season_name():
    r = _pack("Harbour.Watch.S03.DVDRip.XviD-OLD", ["Harbour.Watch.S03-05.avi", "Harbour.Watch.S03-06.avi"])
    assert r.type == "series"
    assert _se_all(r) == [(3, [5]), (3, [6])]


@pytest.mark.parametrize("name, files", [
    # the folder names another season: no reading
    ("Harbour.Watch.COMPLETE.DVDRip.XviD-OLD", ["Harbour Watch - Season 4/Harbour.Watch.S01-03.avi",
                                                 "Harbour Watch - Season 4/Harbour.Watch.S01-04.avi"]),
    # nothing else gives the season: "S01-03" may be seasons 1 to 3
    ("Harbour.Watch.DVDRip.XviD-OLD", ["Harbour.Watch.S01-03.avi", "Harbour.Watch.S01-04.avi"]),
])
def test_season_dash_without_an_agreeing_season_stays_unread(name, files):
    r = _pack(name, files)
    assert r.decision != "auto"
    assert all(not f.episodes for f in r.files if f.role == "video")


def test_one_file_season_dash_is_no_episode():
    r = recognize(TorrentInput("Harbour.Watch.S01-03.avi", (FileInput("Harbour.Watch.S01-03.avi", EP),)))
    assert r.decision != "auto"
    assert all(not f.episodes for f in r.files if f.role == "video")


@pytest.mark.parametrize("folders", [
    ("Harbour Watch - Season 1", "Harbour Watch - Season 2"),
    ("Season 1", "Season 2"),
])
def test_unnumbered_videos_in_season_folders_are_a_series(folders):
    a, b = folders
    r = _pack("Harbour.Watch.COMPLETE.DVDRip.XviD-OLD", [f"{a}/Pilot.avi", f"{a}/Low Tide.avi", f"{b}/The Return.avi"])
    assert r.type == "series" and r.decision != "auto"
    assert sorted(f.season for f in r.files if f.role == "video") == [1, 1, 2]


def test_dated_films_in_season_folders_stay_films():
    r = _pack("Festival Shorts", ["Season 1/Copper.Lantern.2018.1080p.mkv", "Season 2/Grey.Orchard.2020.1080p.mkv"])
    assert r.type == "movie"


def _one(name, file):
    return recognize(TorrentInput(name, (FileInput(f"{name}/{file}", EP),)))


def test_one_file_bare_number_against_the_names_marker_is_a_doubt():
    r = _one("Copper Coast S05E07 PROPER HDTV x264-2HD[ettv]", "harbour.watch.312.x264-kyr.mp4")
    assert r.decision != "auto"
    assert _se_all(r) == [(5, [7])]
    assert "name_files_disagree" in r.issues


@pytest.mark.parametrize("name, file, se", [
    ("Copper Coast S02E11 HDTV x264-LOL[ettv]", "copper.coast.211.hdtv-lol.mp4", (2, [11])),
    ("Copper.Coast.S01E14.HDTV.x264-LOL", "copper.coast.114.hdtv-lol.mp4", (1, [14])),
])
def test_one_file_scene_split_agrees_with_the_name(name, file, se):
    r = _one(name, file)
    assert r.decision == "auto"
    assert _se_all(r) == [se]


def test_obfuscated_videos_take_their_episode_folders():
    name = "Copper.Coast.S05.1080p.WEB.h264-GRP"
    r = _pack(name, [f"Copper.Coast.S05E{e:02d}.1080p.WEB.h264-GRP/x{e}q7.mkv" for e in (1, 2, 3)])
    assert r.type == "series" and r.decision == "auto"
    assert _se_all(r) == [(5, [1]), (5, [2]), (5, [3])]


@pytest.mark.parametrize("files", [
    # the torrent names season 5, the folders season 4: which?
    [f"Copper.Coast.S04E{e:02d}.1080p.WEB.h264-GRP/x{e}q7.mkv" for e in (1, 2)],
    # two unnumbered videos in one episode folder: which is the episode?
    ["Copper.Coast.S05E01.1080p.WEB.h264-GRP/x1q7.mkv", "Copper.Coast.S05E01.1080p.WEB.h264-GRP/y1q7.mkv"],
])
def test_episode_folders_that_cannot_tell_stay_a_doubt(files):
    r = _pack("Copper.Coast.S05.1080p.WEB.h264-GRP", files)
    assert r.decision != "auto"


def _film(name, file):
    return recognize(TorrentInput(name, (FileInput(f"{name}/{file}", 4_000_000_000),)))


def test_same_title_years_apart_in_folder_and_file_is_a_doubt():
    r = _film("Lantern Bay (2019) [1080p]", "Lantern.Bay.1987.1080p.BluRay.x264-GRP.mkv")
    assert r.type == "movie" and r.decision != "auto"
    assert "name_files_disagree" in r.issues


@pytest.mark.parametrize("name, file, year", [
    ("Lantern Bay (2019) [1080p]", "Lantern.Bay.2018.1080p.BluRay.x264-GRP.mkv", 2019),  # one year apart
    ("Lantern Bay (2019) [1080p]", "Lantern.Bay.2019.1080p.BluRay.x264-GRP.mkv", 2019),
])
def test_same_film_in_folder_and_file_stays_confident(name, file, year):
    r = _film(name, file)
    assert r.decision == "auto" and r.year == year


def test_season_dash_frame_height_is_no_episode():
    """"Show-S03-720p-HDTV": the number after "S03-" is the frame height, not episode 720 of a season folder's pack
    (a regression of the DVD-collection rule, found on the tv22 probe)."""
    assert episodes.season_dash("The-Wire-S02-720p-HDTV") is None
    assert episodes.season_dash("The-Wire-S02-1080i-HDTV") is None
    assert episodes.season_dash("Wire.S02-07.avi").episodes == [7]

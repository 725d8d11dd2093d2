"""Issue 13, eighteenth pass: the categories a held-out probe of whole torrents (library scanners' and importers'
folder trees, real torrent info dicts) exposed — every tree here written for this file.

A pack is scored as a whole: the show's name and every episode file's season and number.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _pack(name: str, paths: list[str]):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{p}", GB) for p in paths)))


def _placed(r):
    return [(f.season, list(f.episodes)) for f in r.files if f.role == "video"]


# --- a show's name with a spaced dash, written whole before every file's marker --------------------------------

@pytest.mark.parametrize("name, paths, title, placed", [
    ("Harbour Watch - Night Shift", ["Season 1/Harbour Watch - Night Shift S01E03.mkv"],
     "Harbour Watch - Night Shift", [(1, [3])]),
    ("Harbour Watch - Night Shift", ["Season 2/Harbour Watch - Night Shift - S02E01 - The Tide.mkv",
                                     "Season 2/Harbour Watch - Night Shift - S02E02 - Fog.mkv"],
     "Harbour Watch - Night Shift", [(2, [1]), (2, [2])]),
    ("Copper & Salt - Coastal Unit", ["Copper & Salt - Coastal Unit 1x04.avi", "Copper & Salt - Coastal Unit 1x05.avi"],
     "Copper & Salt - Coastal Unit", [(1, [4]), (1, [5])]),
])
def test_a_dashed_name_every_file_writes_whole_is_the_shows_name(name, paths, title, placed):
    r = _pack(name, paths)
    assert r.type == "series" and r.title == title and _placed(r) == placed and r.decision == "auto"


@pytest.mark.parametrize("name, paths", [
    # the files write only the first part: the part after the dash is not theirs
    ("Harbour Watch - Night Shift", ["Season 1/Harbour Watch S01E03.mkv"]),
    # one file writes the whole run, the other does not: no agreement on the longer name
    ("Harbour Watch - Night Shift", ["Harbour Watch - Night Shift S01E03.mkv", "Harbour Watch S01E04.mkv"]),
])
def test_a_dashed_name_the_files_do_not_write_whole_keeps_the_first_part(name, paths):
    r = _pack(name, paths)
    assert r.title == "Harbour Watch"


def test_a_dashed_name_with_a_year_is_left_to_the_year_reading():
    r = _pack("Harbour Watch - Night Shift (2021)", ["Season 01/Harbour Watch - Night Shift - S01E01 - Pilot.mkv"])
    assert r.title == "Harbour Watch - Night Shift" and r.year == 2021


# --- the torrent's title goes on after the files' whole title ------------------------------------------------

@pytest.mark.parametrize("name, paths", [
    # a release word read as a word of the title
    ("Harbour Lights FIXED -grp", ["Harbour Lights S04/Harbour Lights - 4x01 - The Quay.mkv"]),
    # the show's full name that the files shorten (which one is the show is for a human or a lookup)
    ("Harbour Lights The Long Watch Complete Series", ["Season 1/Harbour Lights - 1x01 - Landfall.avi",
                                                       "Season 1/Harbour Lights - 1x02 - Ebb.avi"]),
])
def test_a_torrent_title_longer_than_its_files_whole_title_is_a_doubt(name, paths):
    r = _pack(name, paths)
    assert r.decision == "review" and "name_files_disagree" in r.issues


@pytest.mark.parametrize("name, paths", [
    ("Harbour Lights US", ["Season 1/Harbour.Lights.S01E01.mkv"]),          # a country after the title
    ("Harbour Lights 2019", ["Harbour.Lights.S01E01.720p.mkv"]),             # a year after the title
    ("Harbour Lights 3 - Grp", ["Harbour.Lights.S03E02.avi"]),               # the season glued to the title
    ("Harbour Lights", ["Season 1/Harbour.Lights.S01E01.mkv"]),              # the same title
])
def test_a_country_a_year_or_the_season_after_the_title_is_no_doubt(name, paths):
    r = _pack(name, paths)
    assert "name_files_disagree" not in r.issues

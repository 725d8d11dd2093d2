"""Issue 13, eighth pass: the categories a held-out probe of media-centre scanners' tests (Kodi, tinyMediaManager,
MediaElch) and anime parsers' tests (rakun, seanime-parser) exposed — names written here.

A DVD/Blu-ray structure file (``VIDEO_TS/VTS_01_1.VOB``) is named by the folder holding the disc, never read as
episode 1 of a show called "VTS".
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import GB
from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


@pytest.mark.parametrize("path,title,season,eps", [
    ("Harbour Lights/Season 3/Harbour Lights - S03E07/VIDEO_TS/VTS_01_1.VOB", "Harbour Lights", 3, [7]),
    ("Harbour Lights S01E04 S01E05/VIDEO_TS/VIDEO_TS.VOB", "Harbour Lights", 1, [4, 5]),
    ("Harbour Lights 2x09/BDMV/STREAM/00002.m2ts", "Harbour Lights", 2, [9]),
])
def test_a_disc_structure_file_is_named_by_the_folder_holding_the_disc(path, title, season, eps):
    r = _one(path)
    assert r.type == "series" and r.title == title and _se(r) == (season, eps)


def test_the_files_of_one_disc_are_one_episode_not_episodes_one_and_two():
    files = tuple(FileInput("Harbour Lights S02E13 DVD/VIDEO_TS/" + n, s) for n, s in [
        ("VTS_01_1.VOB", GB), ("VTS_01_2.VOB", GB), ("VTS_01_0.IFO", 1000)])
    r = recognize(TorrentInput("Harbour Lights S02E13 DVD", files))
    vids = [f for f in r.files if f.role == "video"]
    assert r.title == "Harbour Lights" and {(f.season, tuple(f.episodes)) for f in vids} == {(2, (13,))}
    assert r.decision == "review"  # two files of one episode: a person says how to link a disc

"""Issue 13, thirteenth pass: the categories a held-out probe of packs and paths (a media centre's filename-to-metadata
tests, an anime library manager's download paths) exposed — names written here.

A torrent's name and its file may name two different shows while sharing a word ("Harbour Nights" and "Coastal
Nights"): a shared word is no agreement. Only one title's words holding the other's ("The Office US" / "The
Office"), or one spelling inside the other ("S.H.I.E.L.D." / "SHIELD"), is.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _pack(root: str, *paths: str):
    files = [FileInput(f"{root}/{root}.nfo", 4096)] + [FileInput(f"{root}/{p}", GB) for p in paths]
    return recognize(TorrentInput(root, tuple(files)))


@pytest.mark.parametrize("root, path", [
    ("Harbour Nights", "Season 1/Coastal Nights 01x04 The Pier.mkv"),
    ("Red.Valley.S02.720p.WEB-DL", "Red.Canyon.S02E03.720p.WEB-DL.mkv"),
    ("Silver Creek Season 3", "Silver Harbour - 3x07 - Storm.avi"),
])
def test_a_file_naming_another_show_that_shares_a_word_with_the_torrent_is_reviewed(root, path):
    r = _pack(root, path)
    assert r.decision == "review" and "name_files_disagree" in r.issues


@pytest.mark.parametrize("root, path", [
    ("Agents of S.H.I.E.L.D. S02 720p", "Agents.of.SHIELD.S02E01.720p.mkv"),
    ("The Office US S03 720p", "The.Office.S03E01.720p.mkv"),
    ("Pine Hollow", "Season 2/02x05 The Long Night.mkv"),
    ("Pine Hollow", "Season 2/S02E05 The Long Night.mkv"),
])
def test_the_same_show_spelt_otherwise_or_a_file_led_by_its_number_is_no_disagreement(root, path):
    r = _pack(root, path)
    assert "name_files_disagree" not in r.issues

"""Issue 13, twenty-third pass (packs): a category a held-out probe of whole torrents (nyaa .torrent info dicts,
issue threads' pasted folders) exposed — names written here.

- "Show Name 100/001 - Title.mkv, 002 - …", "Other Show 300/01 - Start.mkv, …": a folder name closing with a bare
  number, over several videos that number themselves without it, was read as episode 100 (and guessit's S03E00 of
  "300" as season 3 for every file): a confident wrong title and season. The number is the title's.
- "Show.Name.S02.DVDRip.XviD-GRP/grp-shn201.avi, grp-shn202.avi": an old scene file named only by group tag, show
  abbreviation and a glued season+episode read no episode (reviewed); now season 2's episodes where the torrent
  writes season 2 (a glued number of another season, or with no season written, stays unread).
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

EP = 1_200_000_000


def _pack(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", EP) for f in files)))


@pytest.mark.parametrize(("name", "files", "title"), [
    ("Ghost Patrol 100", ["001 - The First Night.mkv", "002 - Cold Hands.mkv", "003 - Lanterns.mkv"],
     "Ghost Patrol 100"),
    ("Iron Lotus 300", ["01 - Start.mkv", "02 - Middle.mkv"], "Iron Lotus 300"),
])
def test_closing_bare_number_of_a_numbered_pack_is_the_titles(name, files, title):
    r = _pack(name, files)
    assert r.title == title
    assert not (r.decision == "auto" and {f.season for f in r.files if f.role == "video"} - {1, None})


def test_glued_scene_shorthand_in_a_season_torrent():
    r = _pack("Quiet.Harbor.S02.DVDRip.XviD-GRP", ["grp-qh201.avi", "grp-qh202.avi"])
    assert {(f.season, tuple(f.episodes)) for f in r.files if f.role == "video"} == {(2, (1,)), (2, (2,))}


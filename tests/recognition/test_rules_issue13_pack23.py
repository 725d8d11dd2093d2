"""Issue 13, twenty-third pass (packs): a category a held-out probe of whole torrents (nyaa .torrent info dicts,
issue threads' pasted folders) exposed — names written here.

- "Show Name 100/001 - Title.mkv, 002 - …", "Other Show 300/01 - Start.mkv, …": a folder name closing with a bare
  number, over several videos that number themselves without it, was read as episode 100 (and guessit's S03E00 of
  "300" as season 3 for every file): a confident wrong title and season. The number is the title's.
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


def test_closing_number_that_a_file_carries_stays_an_episode():
    # one of the videos is that episode: the name is the release of episode 12 with its extras, not a title number
    r = _pack("Show Name 12", ["Show Name 12.mkv", "Show Name 12 (NCOP).mkv"])
    assert r.title == "Show Name"

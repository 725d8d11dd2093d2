"""Issue 13, twenty-third pass: a category a probe of real LostFilm-style names (users' folder lists and renamer
fixtures) exposed — names written here.

LostFilm names its season folders "Show N - LostFilm.TV [1080p]": the dub studio, credited after a dash, is no word
of the title; with it dropped, the season number left after the title is the files' season, not the show's name.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _season_folder(folder: str, stem: str, season: int, n: int = 3):
    files = tuple(FileInput(f"{folder}/{stem}.S{season:02d}E{e:02d}.1080p.rus.LostFilm.TV.mkv", GB)
                  for e in range(1, n + 1))
    return recognize(TorrentInput(folder, files))


@pytest.mark.parametrize("folder, stem, season, title", [
    ("Quiet Harbour 2 - LostFilm.TV [1080p]", "Quiet.Harbour", 2, "Quiet Harbour"),
    ("Copper Lantern 4 - LostFilm.TV [MP4]", "Copper.Lantern", 4, "Copper Lantern"),
    ("Glass Orchard. New Roots 1 - LostFilm.TV [720p]", "Glass.Orchard.New.Roots", 1, "Glass Orchard. New Roots"),
])
def test_a_dub_credit_after_a_dash_is_no_word_of_the_title(folder, stem, season, title):
    r = _season_folder(folder, stem, season)
    assert r.type == "series" and r.title == title
    assert {f.season for f in r.files} == {season}
    assert r.decision == "auto"



def test_a_season_number_the_files_cannot_confirm_is_a_doubt():
    # guessit reads "Ab-Cd.Ef.S01E01…" with "Ab" as a group: the files spell neither "Ab-Cd Ef" nor "Ab-Cd Ef 1"
    r = _season_folder("Obi-Lan Vesper 1 - LostFilm.TV [1080p]", "Obi-Lan.Vesper", 1)
    assert {f.season for f in r.files} == {1}
    assert r.decision == "review"


@pytest.mark.parametrize("name, title", [
    ("Дракон 3D (2014).mkv", "Дракон"),
    ("Небеса 3D (2012) BDRip 1080p.mkv", "Небеса"),
    ("Небеса / Heavens 3D (2012) BDRip 1080p.mkv", "Heavens"),
])
def test_a_3d_release_ending_the_title_is_no_word_of_it(name, title):
    """"Аватар 3D (2009)": the 3D release, which guessit already cuts from a Latin-only name ("Avatar 3D (2009)"
    → "Avatar"); the Russian reader kept it, so the same film had two titles by the script of its name."""
    r = recognize(TorrentInput(name, (FileInput(name, 4 * GB),)))
    assert r.type == "movie" and r.title == title

"""Issue 13, seventeenth pass: the category a held-out probe of real tracker names (saved tracker, RSS and web-UI
responses in other tools' test fixtures) exposed — names written here.

Portuguese and Spanish trackers number a season with an ordinal sign before the word ("2ª Temporada", "3a
Temporada", "1º Temporada") or give a range of them ("1ª a 8ª Temporada", "1-4 Temporada", "Temporadas 1 a 5").
The ordinal is the season's, never a word of the title, and a range gives its first season, not its last.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import one_file as _one

GB = 1024**3


def _pack(name: str, files: list[str]):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", GB) for f in files)))


@pytest.mark.parametrize("name, season", [
    ("Harbour Lights 2ª Temporada Completa 720p Dublado", 2),
    ("Harbour Lights 3ª Temporada [1080p] [Dual Audio]", 3),
    ("Harbour.Lights.4a.Temporada.720p.Dublado", 4),
    ("Harbour Lights 1º Temporada WEB-DL 1080p Legendado", 1),
])
def test_an_iberian_ordinal_season_is_the_season_not_a_title_word(name, season):
    r = _one(name)
    v = [f for f in r.files if f.role == "video"][0]
    assert (r.type, r.title, v.season) == ("series", "Harbour Lights", season)
    assert "readers disagree" not in (r.reason or "")


@pytest.mark.parametrize("name", [
    "Harbour Lights 1ª a 4ª Temporada Completa 1080p",
    "Harbour Lights 1-4 Temporada Dual Audio",
    "Harbour Lights Temporadas 1 a 4 Completas 720p",
    "Harbour.Lights.1-4.Temporada.720p.Dublado",
])
def test_an_iberian_season_range_gives_its_first_season_and_no_episodes(name):
    r = _one(name)
    v = [f for f in r.files if f.role == "video"][0]
    assert (r.type, r.title, v.season, list(v.episodes)) == ("series", "Harbour Lights", 1, [])


def test_a_pack_named_with_an_ordinal_season_is_automatic_when_its_files_agree():
    r = _pack("Harbour Lights 2ª Temporada [1080p] [Dual Audio]",
              [f"Harbour.Lights.S02E{i:02d}.1080p.Dual.mkv" for i in range(1, 7)])
    assert (r.type, r.title) == ("series", "Harbour Lights")
    assert [(f.season, list(f.episodes)) for f in r.files] == [(2, [i]) for i in range(1, 7)]
    assert r.decision == "auto"


def test_a_pack_named_with_a_season_range_agrees_with_its_first_season_files():
    r = _pack("Harbour Lights 1ª a 3ª Temporada Completa 1080p",
              [f"Harbour.Lights.S01E{i:02d}.1080p.mkv" for i in range(1, 6)])
    assert (r.type, r.title) == ("series", "Harbour Lights")
    assert {f.season for f in r.files} == {1}
    assert "says season" not in (r.reason or "")


def test_an_episode_range_before_a_season_word_stays_episodes():
    r = _one("Harbour.Lights.S02E01-02.Temporada.2.720p.mkv")
    v = [f for f in r.files if f.role == "video"][0]
    assert (r.title, v.season, list(v.episodes)) == ("Harbour Lights", 2, [1, 2])


@pytest.mark.parametrize("name, title", [
    ("The 100 Temporada 3 Completa 720p", "The 100"),  # a title's number before the season word stays the title's
    ("Dark Season 2 [1080p]", "Dark"),
])
def test_numbers_before_a_season_word_without_an_ordinal_sign_are_unchanged(name, title):
    r = _one(name)
    assert r.title == title

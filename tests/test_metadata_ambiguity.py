"""TMDB ambiguity (issue 13): several real-shaped entries per query → the right choice, or review with the
reason; never auto on a title TMDB does not know. Against the local fake TMDB (tests/fakes/tmdb.py)."""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.metadata import enrich
from jellybit.recognition.metadata.tmdb import TRANSLIT_CAP, TmdbClient, TmdbSource
from tests.fakes.tmdb import API_KEY

GB = 10**9


def torrent(name: str, files: list[tuple[str, int]]) -> TorrentInput:
    return TorrentInput(name, tuple(FileInput(p, s) for p, s in files))


def one(name: str) -> TorrentInput:
    return torrent(name, [(name, 4 * GB)])


def pack(root: str, fmt: str, eps) -> TorrentInput:
    return torrent(root, [(f"{root}/{fmt.format(e=e)}", GB) for e in eps])


@pytest.fixture
def tmdb(fake_tmdb, tmp_path):
    return TmdbSource(TmdbClient(API_KEY, fake_tmdb.url, cache_dir=tmp_path / "cache" / "tmdb", timeout=0.5))


# -- remake pair ------------------------------------------------------------------------------------
def test_remake_with_a_year_picks_that_film(tmdb):
    e = enrich(recognize(one("Master.i.Margarita.2024.WEB-DL.1080p.mkv")), sources=[tmdb])
    assert e.decision == "auto" and e.result.tmdb_id == 1029281
    assert (e.result.title, e.result.year, e.result.original_title) == (
        "The Master and Margarita", 2024, "Мастер и Маргарита")


def test_remake_without_a_year_is_review_naming_both(tmdb):
    e = enrich(recognize(one("Master.i.Margarita.WEB-DL.1080p.mkv")), sources=[tmdb])
    assert e.decision == "review"
    assert "The Master and Margarita (2024)" in e.reason and "The Master and Margarita (1994)" in e.reason


# -- same title, a movie and a series ----------------------------------------------------------------
def test_same_title_series_pack_is_the_series_with_its_first_air_year(tmdb):
    e = enrich(recognize(pack("Fargo.S02.1080p.BluRay", "Fargo.S02E{e:02d}.1080p.BluRay.mkv", range(1, 11))),
               sources=[tmdb])
    assert e.decision == "auto" and (e.result.type, e.result.tmdb_id, e.result.year) == ("series", 60622, 2014)
    assert e.result.files[0].target.startswith("Fargo (2014) [tmdbid-60622]/Season 02/")


def test_same_title_film_is_the_film(tmdb):
    e = enrich(recognize(one("Fargo.1996.1080p.BluRay.x264-GRP.mkv")), sources=[tmdb])
    assert e.decision == "auto" and (e.result.type, e.result.tmdb_id, e.result.year) == ("movie", 275, 1996)


def test_series_with_an_episode_beyond_the_counts_is_not_auto(tmdb):
    e = enrich(recognize(pack("Fargo.S04.1080p", "Fargo.S04E{e:02d}.mkv", [12, 13])), sources=[tmdb])
    assert e.decision == "review"


# -- transliterated Russian titles --------------------------------------------------------------------
def test_transliteration_known_to_tmdb_as_an_alternative_title_matches(tmdb):
    e = enrich(recognize(pack("Master.i.Margarita.2005.DVDRip", "Master.i.Margarita.S01E{e:02d}.avi", range(1, 11))),
               sources=[tmdb])
    assert e.decision == "auto" and (e.result.type, e.result.tmdb_id) == ("series", 12345)


def test_transliteration_only_is_found_through_cyrillic_but_only_proposed(tmdb):
    e = enrich(recognize(one("Brat.1997.DVDRip.XviD.avi")), sources=[tmdb])
    top = e.candidates[0]
    assert top.external_id == "20992" and top.extra.get("via") == "transliteration"
    assert top.score <= TRANSLIT_CAP and e.decision == "review"
    assert e.result.title == "Brother" and e.result.year == 1997  # proposed identity for the person to confirm


# -- no match ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Quorble.Vantage.2019.1080p.WEB-DL.mkv", "Quorble.Vantage.S01E01.1080p.mkv"])
def test_never_auto_on_a_title_tmdb_does_not_know(tmdb, name):
    offline = recognize(one(name))
    e = enrich(offline, sources=[tmdb])
    assert e.decision == "review" and "no match" in e.reason

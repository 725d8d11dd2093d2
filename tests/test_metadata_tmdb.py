"""TMDB client and source against the local fake TMDB (real HTTP), and the scoring rules."""

from __future__ import annotations

import json

import pytest

from jellybit import logs
from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.metadata import MetadataUnavailable
from jellybit.recognition.metadata import scoring as sc
from jellybit.recognition.metadata.tmdb import POSTER_BASE, TmdbClient, TmdbSource, is_read_token
from tests.fakes.tmdb import API_KEY, READ_TOKEN


def torrent(name: str, files: list[tuple[str, int]]) -> TorrentInput:
    return TorrentInput(name, tuple(FileInput(p, s) for p, s in files))


def season_pack(name: str, season: int, episodes: int) -> TorrentInput:
    return torrent(name, [(f"{name}/Show.S{season:02d}E{e:02d}.mkv", 400_000_000) for e in range(1, episodes + 1)])


@pytest.fixture
def client(fake_tmdb, tmp_path):
    return TmdbClient(API_KEY, fake_tmdb.url, cache_dir=tmp_path / "cache" / "tmdb", timeout=2)


# -- scoring ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("a, b", [
    ("The Office", "office"), ("Amélie", "Amelie"), ("Fast & Furious", "Fast and Furious"),
    ("Mission: Impossible - Fallout", "Mission Impossible Fallout"), ("Ocean's Eleven", "Oceans Eleven"),
    ("Le Fabuleux Destin d'Amélie Poulain", "Le.Fabuleux.Destin.d.Amelie.Poulain"), ("X-Men", "X Men"),
])
def test_normalise_makes_equivalent_titles_equal(a, b):
    assert sc.normalise(a) == sc.normalise(b)
    assert sc.similarity(a, b) == 1.0


def test_similarity_is_graded_and_never_one_for_different_titles():
    assert 0.3 < sc.similarity("Dune", "Dune: Part Two") < 0.9
    assert sc.similarity("Dune", "Inception") < 0.4
    assert sc.similarity("Слово пацана. Кровь на асфальте", "The Boy's Word: Blood on the Asphalt") < 0.3
    assert sc.title_score(["Слово пацана. Кровь на асфальте"],
                          ["The Boy's Word: Blood on the Asphalt", "Слово пацана. Кровь на асфальте"]) == 1.0


def test_year_type_and_popularity_factors():
    assert sc.year_factor(2021, 2021) == 1.0
    assert sc.year_factor(2021, 2020) == 0.9 > sc.year_factor(2021, 2019) > sc.year_factor(2021, 1984)
    assert sc.year_factor(None, 1984) == sc.year_factor(2021, None) == 1.0  # unknown is neutral
    assert sc.type_factor("movie", "movie") == 1.0 > sc.type_factor("movie", "series")
    assert 0 < sc.popularity_bonus(5) < sc.popularity_bonus(500) <= sc.POPULARITY_MAX_BONUS
    assert sc.popularity_bonus(None) == 0.0


def test_episode_plausibility_uses_the_torrents_highest_numbers():
    pack = recognize(season_pack("Show.S02.1080p", 2, 22))
    assert sc.series_shape(pack) == ({2: 22}, 0)
    assert sc.episode_factor(pack, {1: 6, 2: 22, 3: 25}) == 1.0
    assert sc.episode_factor(pack, {1: 6, 2: 6}) == 0.8  # episode 22 of a 6-episode season
    assert sc.episode_factor(pack, {1: 6}) == 0.6  # no season 2 at all
    assert sc.episode_factor(pack, None) == 1.0  # unknown: neutral


def test_score_a_perfect_fit_is_near_one_and_parts_are_kept():
    res = recognize(torrent("Dune.2021.1080p", [("Dune.2021.1080p.mkv", 4_000_000_000)]))
    s, parts = sc.score(res, queries=["Dune"], names=["Dune"], year=2021, kind="movie", popularity=180)
    assert 0.99 < s <= 1.0 and parts["title"] == parts["year"] == parts["type"] == 1.0
    far, _ = sc.score(res, queries=["Dune"], names=["Dune"], year=1984, kind="movie", popularity=35)
    assert far < 0.6


# -- client: auth, shapes, errors --------------------------------------------------------------------


def test_v3_key_goes_in_the_query_and_v4_token_in_the_header(fake_tmdb, tmp_path):
    assert not is_read_token(API_KEY) and is_read_token(READ_TOKEN)
    TmdbClient(API_KEY, fake_tmdb.url).search("movie", "Inception", 2010)
    TmdbClient(READ_TOKEN, fake_tmdb.url).search("movie", "Dune", 2021)
    v3, v4 = fake_tmdb.requests
    assert v3.query["api_key"] == API_KEY and "authorization" not in v3.headers
    assert v3.query == {"query": "Inception", "include_adult": "false", "language": "en-US", "page": "1",
                        "year": "2010", "api_key": API_KEY}
    assert v4.headers["authorization"] == f"Bearer {READ_TOKEN}" and "api_key" not in v4.query


def test_search_details_and_alternative_titles(client):
    (dune,) = client.search("movie", "Dune", 2021)
    assert dune["id"] == 438631 and dune["release_date"] == "2021-09-15"
    shows = client.search("series", "The Office")
    assert [s["id"] for s in shows] == [2316, 2996]
    assert client.search("series", "The Office", 2001)[0]["id"] == 2996  # first_air_date_year
    office = client.details("series", 2316)
    assert office["number_of_seasons"] == 9
    assert {s["season_number"]: s["episode_count"] for s in office["seasons"]}[2] == 22
    assert "The Office (US)" in [t["title"] for t in office["alternative_titles"]["results"]]
    assert "Дюна" in client.alternative_titles("movie", 841)
    assert client.details("movie", 999999) is None  # 404 → None, not an error


def test_wrong_key_is_unavailable_with_tmdbs_message_and_no_key(fake_tmdb, log_records):
    bad = "0000000000000000000000000000dead"
    with pytest.raises(MetadataUnavailable, match="refused the API key.*Invalid API key") as exc:
        TmdbClient(bad, fake_tmdb.url).search("movie", "Dune")
    assert bad not in str(exc.value)
    assert not any(bad in json.dumps(r) for r in log_records())


@pytest.mark.parametrize("trouble", ["500", "503", "hang", "refused"])
def test_outages_become_metadata_unavailable(fake_tmdb, refused, trouble, log_records):
    url = fake_tmdb.url
    if trouble == "hang":
        fake_tmdb.hang(seconds=3)
    elif trouble == "refused":
        url = refused + "/3"
    else:
        fake_tmdb.fail(int(trouble))
    with pytest.raises(MetadataUnavailable) as exc:
        TmdbClient(API_KEY, url, timeout=0.3).search("movie", "Dune")
    assert API_KEY not in str(exc.value)
    (rec,) = [r for r in log_records() if r.get("service") == "tmdb"]
    assert rec["outcome"] == "error" and rec["error_type"] == "MetadataUnavailable"
    assert API_KEY not in json.dumps(log_records())


def test_429_waits_retry_after_once_then_succeeds(fake_tmdb):
    waits = []
    fake_tmdb.rate_limit(retry_after="2", times=1)
    results = TmdbClient(API_KEY, fake_tmdb.url, sleep=waits.append).search("movie", "Inception")
    assert waits == [2.0] and results[0]["id"] == 27205
    assert len(fake_tmdb.requests) == 2


def test_429_twice_is_unavailable(fake_tmdb):
    waits = []
    fake_tmdb.rate_limit(retry_after="1", times=2)
    with pytest.raises(MetadataUnavailable, match="rate limit"):
        TmdbClient(API_KEY, fake_tmdb.url, sleep=waits.append).search("movie", "Inception")
    assert waits == [1.0]


# -- cache ------------------------------------------------------------------------------------------


def test_answers_are_cached_in_memory_and_on_disk_without_the_key(fake_tmdb, client, tmp_path):
    client.search("movie", "Dune", 2021)
    client.search("movie", "Dune", 2021)
    assert fake_tmdb.paths() == ["search/movie"]
    again = TmdbClient(READ_TOKEN, fake_tmdb.url, cache_dir=tmp_path / "cache" / "tmdb")  # a restart, other auth
    assert again.search("movie", "Dune", 2021)[0]["id"] == 438631
    assert fake_tmdb.paths() == ["search/movie"]
    files = list((tmp_path / "cache" / "tmdb").rglob("*.json"))
    assert files and not any(API_KEY in f.read_text() or READ_TOKEN in f.read_text() for f in files)


def test_expired_cache_entries_are_asked_again(fake_tmdb, tmp_path):
    stale = TmdbClient(API_KEY, fake_tmdb.url, cache_dir=tmp_path, ttl=0)
    stale.search("movie", "Dune", 2021)
    stale.search("movie", "Dune", 2021)
    assert fake_tmdb.paths() == ["search/movie", "search/movie"]


def test_errors_are_not_cached(fake_tmdb, client):
    fake_tmdb.fail(500, times=1)
    with pytest.raises(MetadataUnavailable):
        client.search("movie", "Dune", 2021)
    assert client.search("movie", "Dune", 2021)[0]["id"] == 438631


# -- logging ----------------------------------------------------------------------------------------


def test_every_call_is_logged_with_the_bound_download_and_never_the_key(fake_tmdb, log_records):
    source = TmdbSource(TmdbClient(API_KEY, fake_tmdb.url))
    with logs.download_context("01jdownload0000000000000000", ["a" * 40]):
        source.candidates(recognize(season_pack("The.Office.S02.1080p", 2, 22)), None)
    calls = [r for r in log_records() if r.get("service") == "tmdb"]
    assert len(calls) == len(fake_tmdb.requests) >= 2
    for r in calls:
        assert r["download_id"] == "01jdownload0000000000000000" and r["infohash"] == "a" * 40
        assert r["endpoint"] and isinstance(r["duration_ms"], float) and r["outcome"] == "ok" and r["status"] == 200
    assert {r["endpoint"] for r in calls} >= {"search/tv", "tv/2316"}
    assert API_KEY not in json.dumps(log_records())


# -- source -----------------------------------------------------------------------------------------


def test_source_builds_candidates_with_poster_overview_and_seasons(fake_tmdb):
    source = TmdbSource(TmdbClient(API_KEY, fake_tmdb.url))
    cands = source.candidates(recognize(season_pack("The.Office.S02.1080p", 2, 22)), None)
    us, uk = cands[0], next(c for c in cands if c.external_id == "2996")
    assert (us.source, us.external_id, us.title, us.year, us.type) == ("tmdb", "2316", "The Office", 2005, "series")
    assert us.poster_url == POSTER_BASE + "/p2316.jpg"
    assert us.extra["episodes_per_season"][2] == 22 and us.extra["number_of_seasons"] == 9
    assert us.score > 0.95 and uk.score < 0.85  # 22 episodes cannot be the UK season 2 (6 episodes)
    assert uk.extra["score_parts"]["episodes"] == 0.8


def test_source_matches_a_cyrillic_title_through_the_original_title(fake_tmdb):
    res = recognize(torrent("Слово пацана. Кровь на асфальте (2023) WEB-DL",
                            [(f"Slovo/Слово пацана s01e{i:02}.mkv", 1_000_000_000) for i in range(1, 9)]))
    (top, *_) = TmdbSource(TmdbClient(API_KEY, fake_tmdb.url)).candidates(res, None)
    assert top.title == "The Boy's Word: Blood on the Asphalt" and top.original_title == res.title
    assert top.score > 0.95


def test_source_falls_back_to_no_year_and_to_the_other_type(fake_tmdb):
    source = TmdbSource(TmdbClient(API_KEY, fake_tmdb.url))
    off_by_one = recognize(torrent("Inception.2011.1080p", [("Inception.2011.1080p.mkv", 4_000_000_000)]))
    top = source.candidates(off_by_one, None)[0]
    assert top.external_id == "27205" and 0.85 < top.score < 0.95  # one year off: a small penalty
    assert fake_tmdb.paths()[:2] == ["search/movie", "search/movie"]
    fake_tmdb.reset_requests()
    as_movie = recognize(torrent("Breaking.Bad.1080p", [("Breaking.Bad.1080p.mkv", 1_000_000_000)]))
    assert as_movie.type == "movie"
    top = source.candidates(as_movie, None)[0]
    assert (top.type, top.external_id) == ("series", "1396") and top.score < 0.8  # type disagreement penalised
    assert "search/tv" in fake_tmdb.paths()


def test_source_without_a_title_asks_nothing(fake_tmdb):
    res = recognize(torrent("x", [("x.mkv", 1)]))
    res.title = None
    assert TmdbSource(TmdbClient(API_KEY, fake_tmdb.url)).candidates(res, None) == []
    assert fake_tmdb.requests == []

"""enrich(): the offline parse plus TMDB and LLM candidates → one decision, against the local fakes."""

from __future__ import annotations

import json
import re

import pytest

from jellybit import logs
from jellybit.config import Settings
from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.metadata import Candidate, MetadataUnavailable, enrich, sources_from_settings
from jellybit.recognition.metadata.llm import LlmClient, LlmSource
from jellybit.recognition.metadata.tmdb import TmdbClient, TmdbSource
from tests.fakes.tmdb import API_KEY, READ_TOKEN


def torrent(name: str, files: list[tuple[str, int]]) -> TorrentInput:
    return TorrentInput(name, tuple(FileInput(p, s) for p, s in files))


DUNE_2021 = torrent("Dune.2021.1080p.WEB-DL", [("Dune.2021.1080p.WEB-DL/Dune.2021.1080p.WEB-DL.mkv", 4 * 10**9),
                                               ("Dune.2021.1080p.WEB-DL/Sample/sample.mkv", 40 * 10**6)])
DUNE = torrent("Dune.1080p.BluRay", [("Dune.1080p.BluRay.mkv", 4 * 10**9)])
UNKNOWN = torrent("Xyzzy.Plugh.2020.1080p", [("Xyzzy.Plugh.2020.1080p.mkv", 4 * 10**9)])
KB_TCW = torrent("KB.TCW.1990.DVDRip", [(f"KB.TCW.1990.DVDRip/KB.TCW.Part.{e}.avi", 7 * 10**8) for e in range(1, 4)])


def office(episodes: int) -> TorrentInput:
    return torrent("The.Office.S02.1080p", [(f"The.Office.S02.1080p/The.Office.S02E{e:02d}.mkv", 4 * 10**8)
                                            for e in range(1, episodes + 1)])


@pytest.fixture
def tmdb(fake_tmdb, tmp_path):
    return TmdbSource(TmdbClient(API_KEY, fake_tmdb.url, cache_dir=tmp_path / "cache" / "tmdb", timeout=0.5))


def llm(fake_llm) -> LlmSource:
    return LlmSource(LlmClient(fake_llm.url, "test-model", timeout=2))


# -- decisions ---------------------------------------------------------------------------------------


def test_a_clear_movie_is_auto_and_retargeted_to_the_tmdb_identity(tmdb):
    offline = recognize(DUNE_2021)
    e = enrich(offline, sources=[tmdb], threshold=0.85)
    assert e.decision == "auto" and e.confidence > 0.95
    assert e.reason.startswith("TMDB match Dune (2021) 0.99")
    assert (e.result.title, e.result.year, e.result.tmdb_id, e.result.type) == ("Dune", 2021, 438631, "movie")
    assert e.result.files[0].target == "Dune (2021) [tmdbid-438631]/Dune (2021) [tmdbid-438631].mkv"
    assert e.result.files[1].role == "sample" and e.result.files[1].target is None
    assert (e.result.decision, e.result.reason) == (e.decision, e.reason)
    assert e.chosen is e.candidates[0] and e.chosen.external_id == "438631"
    assert [c.source for c in e.candidates] == ["tmdb", "parse"]  # the parse stays pickable
    assert e.candidates[0].poster_url.startswith("https://image.tmdb.org/t/p/w342/")
    assert offline.tmdb_id is None and offline.files[0].target == "Dune (2021)/Dune (2021).mkv"  # input untouched


def test_two_close_candidates_need_review_with_the_reason(tmdb):
    e = enrich(recognize(DUNE), sources=[tmdb], threshold=0.85)
    assert e.decision == "review"
    assert re.search(r"two candidates within 10 points: Dune \(2021\) 0\.\d\d vs Dune \(1984\) 0\.\d\d", e.reason)
    assert [c.label for c in e.candidates if c.source == "tmdb"][:2] == ["Dune (2021)", "Dune (1984)"]
    assert "parse" in [c.source for c in e.candidates]
    assert e.result.tmdb_id == 438631  # proposed for the person to confirm, not applied


def test_the_margin_is_configurable(tmdb):
    assert enrich(recognize(DUNE), sources=[tmdb], margin=0.001).decision == "auto"


def test_episode_counts_tell_the_office_us_from_uk(tmdb):
    us = enrich(recognize(office(22)), sources=[tmdb])
    assert us.decision == "auto" and us.result.tmdb_id == 2316
    assert us.result.files[0].target == "The Office (2005) [tmdbid-2316]/Season 02/The Office (2005) S02E01.mkv"
    both = enrich(recognize(office(6)), sources=[tmdb])  # season 2 with 6 episodes exists in both
    assert both.decision == "review" and "The Office (2005)" in both.reason and "The Office (2001)" in both.reason


def test_a_cyrillic_release_matches_through_the_original_title(tmdb):
    res = recognize(torrent("Слово пацана. Кровь на асфальте (2023) WEB-DL",
                            [(f"Slovo/Слово пацана s01e{i:02}.mkv", 10**9) for i in range(1, 9)]))
    e = enrich(res, sources=[tmdb])
    assert e.decision == "auto" and e.result.tmdb_id == 239770
    assert e.result.title == "The Boy's Word: Blood on the Asphalt"
    assert e.result.original_title == "Слово пацана. Кровь на асфальте"


def test_no_tmdb_match_means_review_even_when_the_offline_parse_is_sure(tmdb):
    offline = recognize(UNKNOWN)
    assert offline.decision == "auto"
    e = enrich(offline, sources=[tmdb])
    assert e.decision == "review" and e.reason == "TMDB has no match for 'Xyzzy Plugh'"
    assert [c.source for c in e.candidates] == ["parse"] and e.candidates[0].score <= 0.5
    assert e.result.files[0].target == offline.files[0].target


def test_an_identity_chosen_by_the_person_is_not_asked_again(fake_tmdb, tmdb):
    chosen = recognize(DUNE, overrides={"title": "Dune", "year": 1984, "tmdb_id": 841})
    e = enrich(chosen, sources=[tmdb])
    assert fake_tmdb.requests == [] and e.result.tmdb_id == 841 and e.decision == "auto"


# -- outages ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("trouble", ["500", "hang", "refused", "bad key"])
def test_a_tmdb_outage_degrades_to_the_offline_result(fake_tmdb, refused, tmp_path, trouble):
    url, key = fake_tmdb.url, API_KEY
    if trouble == "500":
        fake_tmdb.fail(500)
    elif trouble == "hang":
        fake_tmdb.hang(seconds=3)
    elif trouble == "refused":
        url = refused + "/3"
    else:
        key = "ffffffffffffffffffffffffffffffff"
    source = TmdbSource(TmdbClient(key, url, cache_dir=tmp_path, timeout=0.3))
    sure = enrich(recognize(DUNE_2021), sources=[source])
    assert sure.decision == "auto" and sure.confidence == 1.0
    assert re.match(r"metadata source unreachable \(TMDB (answered HTTP 500|did not answer|unreachable|refused)",
                    sure.reason)
    assert "offline result used: movie: Dune (2021)" in sure.reason
    assert sure.result.tmdb_id is None and [c.source for c in sure.candidates] == ["parse"]
    unsure = enrich(recognize(DUNE), sources=[source])
    assert unsure.decision == "review" and "offline result needs your review" in unsure.reason
    assert "movie without a year" in unsure.reason and unsure.unavailable
    assert key not in unsure.reason


def test_a_source_that_breaks_unexpectedly_degrades_too():
    class Broken:
        name = "tmdb"

        def candidates(self, result, hints):
            raise KeyError("results")

    e = enrich(recognize(DUNE_2021), sources=[Broken()])
    assert e.decision == "auto" and "internal error (KeyError)" in e.reason


# -- LLM ---------------------------------------------------------------------------------------------


def test_the_llm_is_not_asked_when_tmdb_is_already_sure(tmdb, fake_llm):
    e = enrich(recognize(DUNE_2021), sources=[tmdb, llm(fake_llm)])
    assert e.decision == "auto" and fake_llm.requests == []


def test_an_llm_agreeing_with_tmdb_confirms_it_but_is_not_trusted_blindly(tmdb, fake_llm):
    fake_llm.reply({"type": "movie", "title": "Dune", "year": 2021,
                    "files": [{"path": "Dune.1080p.BluRay.mkv", "season": None, "episodes": []}]})
    e = enrich(recognize(DUNE), sources=[tmdb, llm(fake_llm)])
    assert len(fake_llm.requests) == 1
    dune_2021 = next(c for c in e.candidates if c.external_id == "438631")
    answer = next(c for c in e.candidates if c.source == "llm")
    assert dune_2021.extra["confirmed_by"] == "llm" and answer.extra["agrees_with"] == "tmdb:438631"
    assert e.decision == "review" and "Dune (1984)" in e.reason  # 1984 is still as plausible by the names


def test_an_llm_title_is_checked_against_tmdb_and_only_proposed(tmdb, fake_tmdb, fake_llm):
    offline = recognize(KB_TCW)
    assert (offline.title, offline.decision) == ("KB TCW", "auto")  # offline overconfidence…
    fake_llm.reply({"type": "series", "title": "The Civil War", "year": 1990,
                    "files": [{"path": f.path, "season": 1, "episodes": [i]} for i, f in enumerate(KB_TCW.files, 1)]})
    e = enrich(offline, sources=[tmdb, llm(fake_llm)])
    assert "search/tv" in fake_tmdb.paths()
    found = next(c for c in e.candidates if c.external_id == "1393")
    assert found.extra["via"] == "llm" and found.score <= 0.8
    assert e.decision == "review"  # …caught: TMDB knows no "KB TCW", and the LLM's answer is only a proposal
    assert "(TMDB, found through the LLM's answer) is below the threshold" in e.reason
    assert (e.result.title, e.result.type, e.result.tmdb_id) == ("The Civil War", "series", 1393)


def test_a_malformed_llm_answer_is_ignored_while_tmdb_is_down(fake_tmdb, fake_llm, tmp_path, log_records):
    fake_tmdb.fail(502)
    fake_llm.reply('{"type": "movie", "title": "Dune", "year": 2021,')
    source = TmdbSource(TmdbClient(API_KEY, fake_tmdb.url, cache_dir=tmp_path))
    e = enrich(recognize(DUNE), sources=[source, llm(fake_llm)])
    assert e.decision == "review" and [c.source for c in e.candidates] == ["parse"]
    assert "offline result needs your review" in e.reason
    (w,) = [r for r in log_records() if r["msg"].startswith("llm answer ignored")]
    assert w["level"] == "WARNING" and "not valid JSON" in w["why"]


def test_a_hallucinating_llm_alone_changes_nothing(fake_llm, log_records):
    fake_llm.reply({"type": "movie", "title": "Dune", "year": 2021,
                    "files": [{"path": "Dune.2021.2160p.mkv", "season": None, "episodes": []}]})
    offline = recognize(DUNE)
    e = enrich(offline, sources=[llm(fake_llm)])
    assert (e.decision, e.reason) == ("review", offline.reason) and e.chosen is None
    assert any("hallucinated" in r["msg"] for r in log_records())


def test_a_valid_llm_answer_alone_is_a_proposal_below_the_threshold(fake_llm):
    fake_llm.reply({"type": "movie", "title": "Dune", "year": 2021, "files": []})
    e = enrich(recognize(DUNE), sources=[llm(fake_llm)])
    assert e.decision == "review" and e.chosen.source == "llm" and e.confidence <= 0.8
    assert e.result.files[0].target == "Dune (2021)/Dune (2021).mkv"


def test_an_llm_outage_is_only_a_note(tmdb, fake_llm):
    fake_llm.fail(500)
    e = enrich(recognize(DUNE), sources=[tmdb, llm(fake_llm)])
    assert e.decision == "review" and "metadata source unreachable (LLM answered HTTP 500)" in e.reason


# -- caching and logging ------------------------------------------------------------------------------


def test_a_second_enrich_of_the_same_torrent_asks_nothing(fake_tmdb, tmp_path):
    settings = Settings(data_dir=tmp_path, tmdb_api_key=API_KEY, tmdb_url=fake_tmdb.url)
    first = enrich(recognize(office(22)), sources=sources_from_settings(settings))
    asked = len(fake_tmdb.requests)
    assert asked >= 2
    again = enrich(recognize(office(22)), sources=sources_from_settings(settings))
    assert len(fake_tmdb.requests) == asked and again.result.to_dict() == first.result.to_dict()
    restarted = TmdbSource(TmdbClient(READ_TOKEN, fake_tmdb.url, cache_dir=tmp_path / "cache" / "tmdb"))
    enrich(recognize(office(22)), sources=[restarted])  # a new process: the on-disk cache answers
    assert len(fake_tmdb.requests) == asked
    assert list((tmp_path / "cache" / "tmdb").rglob("*.json"))


def test_every_external_call_is_logged_in_the_download_context_without_secrets(fake_tmdb, fake_llm, tmp_path,
                                                                                log_records):
    fake_llm.api_key = "sk-llm-secret-value"
    fake_llm.reply({"type": "movie", "title": "Dune", "year": 2021, "files": []})
    sources = [TmdbSource(TmdbClient(API_KEY, fake_tmdb.url, cache_dir=tmp_path)),
               LlmSource(LlmClient(fake_llm.url, "m", "sk-llm-secret-value"))]
    with logs.download_context("01jcombine0000000000000000", ["c" * 40]):
        enrich(recognize(DUNE), sources=sources)
    calls = [r for r in log_records() if r.get("service") in ("tmdb", "llm") and "duration_ms" in r]
    assert len(calls) == len(fake_tmdb.requests) + len(fake_llm.requests) >= 3
    for r in calls:
        assert r["download_id"] == "01jcombine0000000000000000" and r["endpoint"] and r["outcome"] == "ok"
    text = json.dumps(log_records())
    assert API_KEY not in text and "sk-llm-secret-value" not in text


# -- configuration -----------------------------------------------------------------------------------


def test_sources_from_settings(tmp_path):
    assert sources_from_settings(Settings(data_dir=tmp_path)) == []
    both = sources_from_settings(Settings(data_dir=tmp_path, tmdb_api_key=API_KEY, llm_url="http://127.0.0.1:9/v1",
                                          llm_model="llama3"))
    assert [s.name for s in both] == ["tmdb", "llm"]
    assert both[0].client.cache.directory == tmp_path / "cache" / "tmdb"
    assert [s.name for s in sources_from_settings(Settings(data_dir=tmp_path, llm_url="http://x.test/v1"))] == []


def test_candidates_serialise_for_storage():
    c = Candidate("tmdb", "841", "Dune", None, 1984, "movie", 0.98765, extra={"popularity": 35.2})
    assert c.to_dict()["score"] == 0.988 and c.label == "Dune (1984)"
    assert issubclass(MetadataUnavailable, Exception)

"""Recognition in the worker and the review commands (SPEC §7, graph edges of Refine/SetType/Apply)."""

from __future__ import annotations

import json

import pytest

from jellybit import recognition, recognizer, store
from jellybit.infohash import normalize
from jellybit.qbit.errors import QbitUnavailable
from jellybit.worker import recognize as rw

PACK = [(f"Some.Show.S02.1080p.WEB-DL/Some.Show.S02E0{n}.1080p.WEB-DL.mkv", 900_000_000) for n in range(1, 7)]
PACK.append(("Some.Show.S02.1080p.WEB-DL/Some.Show.S02E01.1080p.WEB-DL.en.srt", 40_000))
NO_YEAR_MOVIE = [("Stalker/Stalker.mkv", 4_000_000_000)]


def completed(name: str, n: int = 1) -> str:
    r = store.create_download_if_no_active(hashes=[normalize(f"{n:040x}")], source_ref="magnet:?", source_kind="magnet",
                                           name=name, state="completed")
    return r.download_id


def files(entries):
    return lambda d: [recognition.FileInput(p, s) for p, s in entries]


def test_a_clear_season_pack_goes_to_linking_with_a_stored_recognition(db, settings):
    d = completed("Some.Show.S02.1080p.WEB-DL")
    assert rw.recognize_one(d, settings, files(PACK)) == "linking"
    assert store.get(d).state == "linking"
    rec = recognizer.current_recognition(d)
    assert (rec.type, rec.title, rec.method) == ("series", "Some Show", "parse")
    assert json.loads(rec.seasons) == [2]
    mapping = json.loads(rec.mapping)
    targets = {f["path"]: f["target"] for f in mapping["files"]}
    assert targets[PACK[0][0]] == "Some Show/Season 02/Some Show S02E01.mkv"
    assert targets[PACK[-1][0]] == "Some Show/Season 02/Some Show S02E01.en.srt"
    assert [c.source for c in rec.candidates] == ["parse"]
    history = [r.to_state for r in store.StateChange.select().where(store.StateChange.download == d)
               .order_by(store.StateChange.id)]
    assert history == ["completed", "recognizing", "linking"]


def test_an_unsure_recognition_goes_to_review_with_a_reason(db, settings):
    d = completed("Stalker")
    assert rw.recognize_one(d, settings, files(NO_YEAR_MOVIE)) == "review"
    rec = recognizer.current_recognition(d)
    assert rec.reason and store.get(d).state == "review"


def test_qbittorrent_down_postpones_recognition_and_changes_nothing(db, settings):
    d = completed("Stalker")

    def down(_):
        raise QbitUnavailable("connection refused")

    assert rw.recognize_one(d, settings, down) is None
    assert store.get(d).state == "completed" and recognizer.current_recognition(d) is None


def test_a_download_left_in_recognizing_by_a_crash_is_recognised_again(db, settings):
    d = completed("Some.Show.S02.1080p.WEB-DL")
    store.set_state(d, "recognizing")  # the process died here
    rw.recognize_pending(settings, files(PACK))
    assert store.get(d).state == "linking" and recognizer.current_recognition(d) is not None


def test_rerecognition_supersedes_the_previous_recognition(db, settings):
    d = completed("Stalker")
    rw.recognize_one(d, settings, files(NO_YEAR_MOVIE))
    store.set_state(d, "recognizing")
    rw.recognize_one(d, settings, files(NO_YEAR_MOVIE))
    statuses = sorted(r.status for r in store.Recognition.select().where(store.Recognition.download == d))
    assert statuses == ["current", "superseded"]


# -- the review commands through the JSON API ---------------------------------------------------------------


@pytest.fixture
def in_review(db, settings, app):
    d = completed("Stalker")
    rw.recognize_one(d, settings, files(NO_YEAR_MOVIE))
    assert store.get(d).state == "review"
    return d


def test_override_year_then_recognition_auto_applies(api, settings, in_review):
    resp = api.post(f"/api/v1/downloads/{in_review}/override", json={"year": 1979})
    assert resp.status_code == 200 and resp.get_json()["state"] == "recognizing"
    assert rw.recognize_one(in_review, settings, files(NO_YEAR_MOVIE)) == "linking"
    mapping = json.loads(recognizer.current_recognition(in_review).mapping)
    assert mapping["files"][0]["target"] == "Stalker (1979)/Stalker (1979).mkv"


def test_set_type_and_refine_go_back_to_recognizing_and_are_used(api, settings, in_review):
    assert api.post(f"/api/v1/downloads/{in_review}/set-type", json={"type": "series"}).status_code == 200
    assert store.Override.get().field == "type"
    # a lone file without an episode number cannot be placed as a series: back to review, with the override
    assert rw.recognize_one(in_review, settings, files(NO_YEAR_MOVIE)) == "review"
    assert recognizer.current_recognition(in_review).type == "series"
    resp = api.post(f"/api/v1/downloads/{in_review}/refine", json={"hint": "movie from 1979"})
    assert resp.status_code == 200 and store.Hint.get().text == "movie from 1979"
    assert recognizer.hints_of(in_review) == "movie from 1979"


@pytest.mark.parametrize("action,body", [("refine", {"hint": ""}), ("refine", {"hint": "x" * 501}),
                                         ("set-type", {"type": "opera"}), ("override", {"year": 1500}),
                                         ("override", {"colour": "red"}), ("override", {})])
def test_bad_review_input_is_400_and_changes_nothing(api, in_review, action, body):
    resp = api.post(f"/api/v1/downloads/{in_review}/{action}", json=body)
    assert resp.status_code == 400 and resp.get_json()["code"] == "bad_request"
    assert store.get(in_review).state == "review"


def test_apply_with_the_current_recognition(api, in_review):
    resp = api.post(f"/api/v1/downloads/{in_review}/apply", json={})
    assert resp.status_code == 200 and resp.get_json()["state"] == "linking"


def test_apply_with_a_chosen_candidate_re_targets_the_files(api, in_review):
    rec = recognizer.current_recognition(in_review)
    chosen = store.MetadataCandidate.create(recognition=rec.id, source="tmdb", external_id="1398",
                                            title="Stalker", year=1979, type="movie", score=0.9)
    resp = api.post(f"/api/v1/downloads/{in_review}/apply", json={"candidate_id": chosen.id.upper()})
    assert resp.status_code == 200 and resp.get_json()["state"] == "linking"
    now = recognizer.current_recognition(in_review)
    assert (now.title, now.year, now.tmdb_id, now.method) == ("Stalker", 1979, 1398, "manual")
    target = json.loads(now.mapping)["files"][0]["target"]
    assert target == "Stalker (1979) [tmdbid-1398]/Stalker (1979) [tmdbid-1398].mkv"


def test_apply_with_a_candidate_of_another_download_or_garbage_is_404(api, settings, in_review, count_queries):
    other = completed("Other.Movie.2001", n=2)
    rw.recognize_one(other, settings, files([("Other.Movie.2001/Other.Movie.2001.mkv", 10**9)]))
    foreign = recognizer.current_recognition(other).candidates[0]
    resp = api.post(f"/api/v1/downloads/{in_review}/apply", json={"candidate_id": foreign.id})
    assert resp.status_code == 404
    with count_queries() as qc:
        resp = api.post(f"/api/v1/downloads/{in_review}/apply", json={"candidate_id": "42"})
    assert resp.status_code == 404
    assert not any("metadata_candidate" in sql for sql in qc.sql)
    assert store.get(in_review).state == "review"


def test_review_commands_are_refused_outside_review(api, settings):
    d = completed("Some.Show.S02.1080p.WEB-DL")
    for action, body in (("apply", {}), ("refine", {"hint": "x"}), ("rerecognize", None)):
        resp = api.post(f"/api/v1/downloads/{d}/{action}", json=body)
        assert resp.status_code == 409 and resp.get_json()["code"] == "illegal_transition"
    assert store.get(d).state == "completed"


# -- with a metadata source (a local fake TMDB speaking the real protocol) -----------------------------------


def test_with_tmdb_a_clear_movie_auto_applies_with_its_tmdb_id(db, settings, fake_tmdb, log_records):
    from tests.fakes.tmdb import API_KEY as TMDB_KEY
    s = settings.replace(tmdb_url=fake_tmdb.url, tmdb_api_key=TMDB_KEY)
    d = completed("Inception.2010.1080p.BluRay.x264-GRP")
    entries = [("Inception.2010.1080p.BluRay.x264-GRP/Inception.2010.1080p.BluRay.x264-GRP.mkv", 9 * 10**9)]
    assert rw.recognize_one(d, s, files(entries)) == "linking"
    rec = recognizer.current_recognition(d)
    assert (rec.title, rec.year, rec.tmdb_id, rec.method) == ("Inception", 2010, 27205, "metadata")
    assert json.loads(rec.mapping)["files"][0]["target"] == \
        "Inception (2010) [tmdbid-27205]/Inception (2010) [tmdbid-27205].mkv"
    assert {c.source for c in rec.candidates} >= {"tmdb", "parse"}
    calls = [r for r in log_records() if r.get("service") == "tmdb"]
    assert calls and all(r["download_id"] == d for r in calls)
    assert TMDB_KEY not in json.dumps(log_records())


def test_with_tmdb_two_close_candidates_go_to_review_with_the_reason(db, settings, fake_tmdb):
    from tests.fakes.tmdb import API_KEY as TMDB_KEY
    s = settings.replace(tmdb_url=fake_tmdb.url, tmdb_api_key=TMDB_KEY)
    d = completed("Dune.1080p.WEB-DL")
    assert rw.recognize_one(d, s, files([("Dune.1080p.WEB-DL/Dune.1080p.WEB-DL.mkv", 5 * 10**9)])) == "review"
    rec = recognizer.current_recognition(d)
    assert "Dune" in rec.reason
    years = sorted(c.year for c in rec.candidates if c.source == "tmdb")
    assert years[:2] == [1984, 2021]


def test_a_tmdb_outage_degrades_to_the_offline_result_and_nothing_is_stuck(db, settings, refused):
    s = settings.replace(tmdb_url=refused, tmdb_api_key="x" * 32)
    d = completed("Stalker")
    assert rw.recognize_one(d, s, files(NO_YEAR_MOVIE)) == "review"
    assert "unreachable" in recognizer.current_recognition(d).reason

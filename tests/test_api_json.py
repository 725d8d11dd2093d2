"""The API's cheaper answers say exactly what Flask's ``jsonify`` of the same objects said (issue 16 item 7):
the same bytes, and the list made from rows equal to the list made from ``Download`` objects."""

from datetime import datetime, timezone

from jellybit import store
from jellybit.api import dto
from jellybit.store import queries
from jellybit.store.fields import format_ts
from tests.fixtures.browser import seed_download

V1 = "c9e15763f722f23e98a29decdfae341b98d53056"
MAGNET = f"magnet:?xt=urn:btih:{V1}&dn=Dune.Part.Two.2024.2160p"


def _varied_downloads() -> list[str]:
    """Downloads in the shapes the DTO treats differently: live speeds, errors (with their commands), hidden."""
    ids = [seed_download("Live.Show.S01", "downloading", progress=0.51234, dlspeed=1200, upspeed=30, eta=90,
                         size=10**9, save_path="/dl/Live.Show.S01", category="jellybit"),
           seed_download("Stuck.Show.S02", "stuck", dlspeed=5, eta=3),
           seed_download("Failed.Movie.2020", "failed", error_code="qbit_add", error_message="refused: 409"),
           seed_download("Missing.Movie.2019", "target_missing", error_code="target_missing",
                         error_message="2 links are gone"),
           seed_download("Done.Movie.1999", "done", dlspeed=99),  # not live: speeds are not shown
           seed_download("Cancelled.Ünïcode.名前", "cancelled")]
    store.update_fields(ids[-2], hidden_at=datetime.now(timezone.utc))
    return ids


def _same_as_jsonify(app, resp) -> None:
    with app.app_context():
        expected = app.json.response(resp.get_json()).get_data()
    assert resp.get_data() == expected
    assert resp.mimetype == "application/json"


def test_list_answer_is_byte_for_byte_what_jsonify_says(app, api):
    _varied_downloads()
    for query in ("?limit=50", "?limit=2", "?state=failed", "?q=movie", "?q=Done"):
        resp = api.get("/api/v1/downloads" + query)
        assert resp.status_code == 200, resp.data
        assert resp.get_json()["items"], query
        _same_as_jsonify(app, resp)


def test_list_from_rows_equals_the_list_from_downloads(app):
    _varied_downloads()
    for kw in ({}, {"state": "failed"}, {"q": "movie"}, {"limit": 3}, {"state": "active", "limit": 1}):
        rows = queries.list_rows(**kw)
        objects = queries.list_downloads(**kw)
        assert rows.next_cursor == objects.next_cursor
        assert dto.from_rows(rows.items) == dto.downloads(objects.items), kw
    errors = {d["name"]: d["error"] for d in dto.from_rows(queries.list_rows(state="all").items)}
    assert errors["Failed.Movie.2020"]["code"] == "qbit_add" and errors["Failed.Movie.2020"]["hint"]
    assert errors["Live.Show.S01"] is None


def test_a_stored_timestamp_is_said_as_isoformat_says_it():
    for dt in (datetime(2026, 12, 1, 11, 42, 4, 374704, tzinfo=timezone.utc),
               datetime(2026, 12, 1, 11, 42, 4, 0, tzinfo=timezone.utc),  # isoformat drops a zero fraction
               datetime(2026, 12, 1, 11, 42, 4, 10, tzinfo=timezone.utc)):
        assert dto._ts_text(format_ts(dt)) == dto._ts(dt)
    assert dto._ts_text(None) is None


def test_ingest_and_read_answers_are_byte_for_byte_what_jsonify_says(app, api):
    created = api.post("/api/v1/downloads", json={"magnets": [MAGNET, "magnet:?xt=urn:btih:nothex"]})
    assert created.status_code == 201
    _same_as_jsonify(app, created)
    items = created.get_json()["items"]
    assert [i["status"] for i in items] == ["created", "error"]
    did = items[0]["download"]["id"]
    assert items[0]["download"] == dto.download(store.get(did), store.hashes_of(did))  # answered from RETURNING
    existing = api.post("/api/v1/downloads", json={"magnet": MAGNET})
    assert existing.status_code == 200 and existing.get_json()["items"][0]["download"]["id"] == did
    _same_as_jsonify(app, existing)
    refused = api.post("/api/v1/downloads", json={"magnet": "magnet:?xt=urn:btih:nothex"})
    assert refused.status_code == 400
    _same_as_jsonify(app, refused)
    one = api.get(f"/api/v1/downloads/{did}")
    assert one.status_code == 200
    _same_as_jsonify(app, one)


def test_a_re_added_torrent_says_it_is_in_the_library_in_the_same_bytes(app, api):
    done = seed_download("Dune.Part.Two.2024.2160p", "done", hashes=[V1])
    resp = api.post("/api/v1/downloads", json={"magnet": MAGNET})
    assert resp.status_code == 201
    item = resp.get_json()["items"][0]
    assert item["in_library"]["id"] == done and item["download"]["id"] != done
    _same_as_jsonify(app, resp)


def test_the_encoded_list_follows_every_change_of_a_download(app):
    """The per-download JSON kept between lists is made again when its row or its hashes change."""
    from jellybit.api import jsonout
    from jellybit.infohash import Infohash

    ids = _varied_downloads()

    def same() -> str:
        rows = queries.list_rows(state="all").items
        text = dto.encoded_rows(rows)
        assert text == jsonout.encode(dto.from_rows(rows))
        return text

    first = same()
    assert same() == first  # asked again: the same answer (from the kept texts)
    store.update_fields(ids[0], progress=0.75, dlspeed=7)
    assert '"progress":0.75' in same() and same() != first
    store.add_infohashes(ids[1], [Infohash("b" * 64, "v2")])
    assert '"hash":"' + "b" * 64 + '"' in same()
    store.set_state(ids[0], "failed", error_code="qbit_add", error_message="gone")
    assert '"code":"qbit_add"' in same()

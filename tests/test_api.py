"""The JSON API (SPEC §11): auth, ingest, list/search/paginate, errors with request_id, OpenAPI."""

import io
import json

import pytest

from jellybit import commands, logs, store
from tests import torrent_factory as tf
from tests.fixtures.db import QueryCounter

V1 = "c9e15763f722f23e98a29decdfae341b98d53056"
V2 = "2" * 64
MAGNET = f"magnet:?xt=urn:btih:{V1}&dn=Dune.Part.Two.2024.2160p"


def api_routes(app):
    return [(r.rule, m) for r in app.url_map.iter_rules() if r.rule.startswith("/api/")
            for m in r.methods - {"HEAD", "OPTIONS"}]


def assert_error(resp, status, code):
    assert resp.status_code == status, resp.data
    body = resp.get_json()
    assert body["code"] == code and body["error"] and body["request_id"] == resp.headers["X-Request-ID"]
    return body


def test_every_api_route_without_a_key_or_with_a_wrong_key_is_401(app, client):
    routes = api_routes(app)
    assert len(routes) >= 5
    for rule, method in routes:
        path = rule.replace("<id_>", "01jzabcdefghjkmnpqrstvwxyz").replace("<action>", "cancel")
        for headers in ({}, {"X-Api-Key": "wrong"}):
            resp = client.open(path, method=method, headers=headers)
            assert_error(resp, 401, "unauthorized")


def test_api_is_disabled_without_a_configured_key(tmp_path):
    from jellybit import config
    from jellybit.factory import create_app
    app = create_app(config.load({}, dotenv=None, data_dir=tmp_path, database=tmp_path / "x.db"))
    resp = app.test_client().get("/api/v1/downloads", headers={"X-Api-Key": ""})
    assert_error(resp, 401, "api_disabled")
    store.close_database()


def test_same_magnet_twice_is_201_then_200_with_the_same_id(api):
    first = api.post("/api/v1/downloads", json={"magnet": MAGNET})
    assert first.status_code == 201
    (item,) = first.get_json()["items"]
    assert item["status"] == "created" and item["download"]["state"] == "catched"
    assert item["download"]["infohashes"] == [{"hash": V1, "kind": "v1"}]
    second = api.post("/api/v1/downloads", json={"magnets": [MAGNET]})
    assert second.status_code == 200
    assert second.get_json()["items"][0]["download"]["id"] == item["download"]["id"]


def test_hybrid_magnet_after_its_v1_magnet_adds_the_v2_hash(api):
    first = api.post("/api/v1/downloads", json={"magnet": MAGNET}).get_json()["items"][0]["download"]
    resp = api.post("/api/v1/downloads", json={"magnet": f"magnet:?xt=urn:btih:{V1}&xt=urn:btmh:1220{V2}"})
    assert resp.status_code == 200
    got = resp.get_json()["items"][0]["download"]
    assert got["id"] == first["id"]
    assert got["infohashes"] == [{"hash": V1, "kind": "v1"}, {"hash": V2, "kind": "v2"}]


def test_torrent_upload_multipart(api, tmp_path):
    root = tf.make_payload(tmp_path / "p" / "Movie.2020", {"Movie.2020.mkv": 50000})
    data = tf.make_torrent(root, "v2")
    resp = api.post("/api/v1/downloads", data={"torrent": [(io.BytesIO(data), "m.torrent"),
                                                           (io.BytesIO(b"junk"), "bad.torrent")]},
                    content_type="multipart/form-data")
    assert resp.status_code == 201
    created, bad = resp.get_json()["items"]
    assert created["download"]["infohashes"] == [{"hash": tf.infohashes_of(data).v2, "kind": "v2"}]
    assert bad["status"] == "error" and bad["error"]["code"] == "malformed_torrent" and bad["input"] == "bad.torrent"


def test_only_errors_is_400_with_the_error_shape_and_nothing_created(api):
    body = assert_error(api.post("/api/v1/downloads", json={"magnet": "magnet:?xt=urn:btih:zz"}), 400,
                        "invalid_magnet")
    assert body["items"][0]["status"] == "error"
    assert store.Download.select().count() == 0


@pytest.mark.parametrize("kwargs,status,code", [
    ({"json": {}}, 400, "bad_request"),
    ({"json": []}, 400, "bad_request"),
    ({"json": {"magnet": 5}}, 400, "bad_request"),
    ({"json": {"magnet": MAGNET, "extra": 1}}, 400, "bad_request"),
    ({"json": {"magnets": [MAGNET] * 101}}, 400, "bad_request"),
    ({"data": "magnet", "content_type": "text/plain"}, 415, "unsupported_media_type"),
])
def test_bad_requests(api, kwargs, status, code):
    assert_error(api.post("/api/v1/downloads", **kwargs), status, code)


def test_garbage_id_is_404_without_a_query_and_uppercase_id_works(api):
    d = api.post("/api/v1/downloads", json={"magnet": MAGNET}).get_json()["items"][0]["download"]
    with QueryCounter(store.database) as qc:
        assert_error(api.get("/api/v1/downloads/abc!!!"), 404, "not_found")
        assert_error(api.get("/api/v1/downloads/42"), 404, "not_found")
    assert qc.sql == []
    assert api.get(f"/api/v1/downloads/{d['id'].upper()}").get_json()["id"] == d["id"]
    from jellybit import ident
    assert_error(api.get(f"/api/v1/downloads/{ident.new_id()}"), 404, "not_found")


def test_list_filters_search_and_cursor_pagination(api):
    ids = []
    for n in range(7):
        h = f"{n + 1:040x}"
        resp = api.post("/api/v1/downloads", json={"magnet": f"magnet:?xt=urn:btih:{h}&dn=Show+{n}"})
        ids.append(resp.get_json()["items"][0]["download"]["id"])
    store.set_state(ids[0], "cancelled")
    page1 = api.get("/api/v1/downloads?limit=3").get_json()
    assert [d["id"] for d in page1["items"]] == ids[::-1][:3]
    page2 = api.get(f"/api/v1/downloads?limit=3&cursor={page1['next_cursor']}").get_json()
    page3 = api.get(f"/api/v1/downloads?limit=3&cursor={page2['next_cursor']}").get_json()
    assert [d["id"] for d in page2["items"] + page3["items"]] == ids[::-1][3:]
    assert page3["next_cursor"] is None
    active = api.get("/api/v1/downloads?state=active").get_json()["items"]
    assert ids[0] not in {d["id"] for d in active} and len(active) == 6
    assert [d["id"] for d in api.get("/api/v1/downloads?state=cancelled").get_json()["items"]] == [ids[0]]
    by_hash = api.get(f"/api/v1/downloads?q={4:040x}").get_json()["items"]
    assert [d["id"] for d in by_hash] == [ids[3]]
    by_name = api.get("/api/v1/downloads?q=Show 5").get_json()["items"]
    assert [d["id"] for d in by_name] == [ids[5]]
    assert_error(api.get("/api/v1/downloads?state=nope"), 400, "bad_request")
    assert_error(api.get("/api/v1/downloads?cursor=zzz"), 400, "bad_request")
    assert_error(api.get("/api/v1/downloads?limit=0"), 400, "bad_request")


def test_error_request_id_is_in_the_json_log_line_of_that_request(api):
    stream = io.StringIO()
    logs.configure("INFO", stream=stream)
    resp = api.post("/api/v1/downloads", json={"magnet": "magnet:?xt=urn:btih:bad"})
    rid = resp.get_json()["request_id"]
    logs.configure("WARNING")
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert any(r.get("request_id") == rid and r["msg"].startswith("ingest refused") for r in lines)
    assert any(r.get("request_id") == rid and r.get("status") == 400 for r in lines)


def test_openapi_document_matches_the_routes(app, api):
    doc = api.get("/api/v1/openapi.json").get_json()
    assert doc["openapi"].startswith("3.")
    documented = {(f"/api/v1{p}", m.upper()) for p, ops in doc["paths"].items() for m in ops}
    routed = set()
    for rule, method in api_routes(app):
        path = rule.replace("<id_>", "{id}")
        if "<action>" in path:
            routed |= {(path.replace("<action>", a), method) for a in commands.CATALOGUE}
        else:
            routed.add((path, method))
    assert documented == routed


def test_health(api):
    body = api.get("/api/v1/health").get_json()
    assert body["status"] == "ok" and body["components"]["database"]["ok"] is True


def test_actions_defer_cancel_and_refusals(api):
    d = api.post("/api/v1/downloads", json={"magnet": MAGNET}).get_json()["items"][0]["download"]
    resp = api.post(f"/api/v1/downloads/{d['id']}/defer")
    assert resp.status_code == 200 and resp.get_json()["state"] == "deferred"
    resp = api.post(f"/api/v1/downloads/{d['id'].upper()}/cancel", json={})
    assert resp.status_code == 200 and resp.get_json()["state"] == "cancelled"
    body = assert_error(api.post(f"/api/v1/downloads/{d['id']}/defer"), 409, "illegal_transition")
    assert "cancelled" in body["error"]
    assert_error(api.post(f"/api/v1/downloads/{d['id']}/retry"), 409, "illegal_transition")
    assert_error(api.post(f"/api/v1/downloads/{d['id']}/fly"), 404, "not_found")
    assert_error(api.post("/api/v1/downloads/not-an-id/cancel"), 404, "not_found")
    assert_error(api.post(f"/api/v1/downloads/{d['id']}/cancel", data="x", content_type="application/json"),
                 400, "bad_request")


def test_retry_without_qbittorrent_is_503_and_changes_nothing(api):
    d = api.post("/api/v1/downloads", json={"magnet": MAGNET}).get_json()["items"][0]["download"]
    store.set_state(d["id"], "failed", error_code="qbit_add", error_message="x")
    assert_error(api.post(f"/api/v1/downloads/{d['id']}/retry"), 503, "qbit_unavailable")
    assert store.get(d["id"]).state == "failed"


def test_health_includes_the_library_checks_and_is_degraded_when_they_fail(api, settings, monkeypatch):
    import os
    for p in (settings.movies_dir, settings.shows_dir, settings.data_dir / "downloads"):
        p.mkdir(parents=True, exist_ok=True)
    body = api.get("/api/v1/health").get_json()
    assert body["status"] == "ok"
    assert body["components"]["movies library"]["ok"] and body["components"]["shows library"]["ok"]
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    body = api.get("/api/v1/health").get_json()
    assert body["status"] == "degraded" and body["components"]["database"]["ok"]
    lib = body["components"]["shows library"]
    assert lib["ok"] is False and "not writable" in lib["detail"] and "write access" in lib["hint"]


@pytest.mark.parametrize("body, said", [
    ({"remove_torrent": "yes"}, "'remove_torrent' must be a boolean"),
    ({"delete_data": 1}, "'delete_data' must be a boolean"),
    ({"remove": True}, "unknown fields: remove"),
])
def test_a_cancel_body_that_does_not_fit_its_schema_is_400_and_changes_nothing(api, body, said):
    from tests.fixtures.browser import seed_download
    did = seed_download("Cancel.Me", "downloading")
    resp = api.post(f"/api/v1/downloads/{did}/cancel", json=body)
    assert said in assert_error(resp, 400, "bad_request")["error"]
    assert store.get(did).state == "downloading"


def test_a_cancel_with_false_options_is_a_plain_cancel(api):
    from tests.fixtures.browser import seed_download
    did = seed_download("Cancel.Me", "downloading")
    resp = api.post(f"/api/v1/downloads/{did}/cancel", json={"remove_torrent": False, "delete_data": False})
    assert resp.status_code == 200 and resp.get_json()["state"] == "cancelled"


def test_a_finished_download_reports_no_speed(api):
    from tests.fixtures.browser import seed_download
    done = seed_download("Finished.One", "done", dlspeed=5_000_000, upspeed=70_000, eta=30)
    live = seed_download("Running.One", "downloading", dlspeed=5_000_000, eta=30)
    got = api.get(f"/api/v1/downloads/{done}").get_json()
    assert (got["dlspeed"], got["upspeed"], got["eta"], got["state_words"]) == (0, 0, None, "in library")
    assert api.get(f"/api/v1/downloads/{live}").get_json()["dlspeed"] == 5_000_000


def test_an_error_is_said_in_words_with_what_helps(api):
    from tests.fixtures.browser import seed_download
    did = seed_download("Dead.Magnet", "failed", error_code="magnet_timeout", error_message="after=20")
    error = api.get(f"/api/v1/downloads/{did}").get_json()["error"]
    assert error == {"code": "magnet_timeout", "message": "No metadata after 20 s.",
                     "hint": "Nobody seems to share this magnet: Retry later.", "detail": None}


def test_size_limits_are_said_in_mib(api, app):
    limit = app.config["JELLYBIT"].max_torrent_size
    resp = api.post("/api/v1/downloads", data={"torrent": [(io.BytesIO(b"d" * (limit + 5)), "big.torrent")]},
                    content_type="multipart/form-data")
    body = assert_error(resp, 400, "too_large")
    assert "10 MiB" in body["error"] and str(limit) not in body["error"]
    assert body["items"][0]["error"]["detail"]  # the technical text stays available
    huge = api.post("/api/v1/downloads", data=b"x" * (app.config["MAX_CONTENT_LENGTH"] + 1),
                    content_type="multipart/form-data; boundary=x")
    said = assert_error(huge, 413, "too_large")["error"]
    assert "MiB" in said and str(app.config["MAX_CONTENT_LENGTH"]) not in said

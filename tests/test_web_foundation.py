"""The app factory: request ids, 404 for bad ids without a query, uppercase ids, error pages in words."""

from jellybit import store
from jellybit.infohash import normalize
from tests.fixtures.db import QueryCounter


def test_scenario_uppercase_id_in_url_opens_the_same_download(client):
    """Сценарий: Uppercase-вариант id в URL."""
    r = store.create_download_if_no_active(hashes=[normalize("a" * 40)], source_ref="m", source_kind="magnet",
                                           name="Dune.2021.2160p")
    low = client.get(f"/download/{r.download_id}")
    up = client.get(f"/download/{r.download_id.upper()}")
    assert low.status_code == up.status_code == 200
    assert b"Dune.2021.2160p" in up.data.replace(b"<wbr>", b"") and r.download_id.encode() in up.data


def test_scenario_garbage_id_gives_404_without_a_database_query(client):
    """Сценарий: Мусор вместо id."""
    with QueryCounter(store.database) as qc:
        resp = client.get("/download/abc!!!")
    assert resp.status_code == 404 and b"Not found" in resp.data
    assert qc.sql == []


def test_every_response_carries_a_request_id(client):
    resp = client.get("/")
    assert len(resp.headers["X-Request-ID"]) == 26
    resp = client.get("/", headers={"X-Request-ID": "client-chosen-id-1"})
    assert resp.headers["X-Request-ID"] == "client-chosen-id-1"


def test_error_pages_are_pages_and_unknown_api_routes_stay_json(client):
    page = client.get("/no/such/page")
    assert page.status_code == 404 and page.mimetype == "text/html"
    assert page.headers["X-Request-ID"].encode() in page.data
    api = client.get("/api/v1/no-such-route")
    assert api.status_code == 404 and api.json["code"] == "not_found"

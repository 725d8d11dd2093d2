"""Issue 14 §6: malformed input gets a 4xx and a log record — never a 500, a lost record or a stored row."""

from __future__ import annotations

import io
import json

import pytest

from jellybit import logs, store
from jellybit.commands import CATALOGUE as COMMANDS

DEEP = "[" * 5000 + "]" * 5000  # far past the JSON parser's recursion limit
ZERO_MAGNET = "magnet:?xt=urn:btih:" + "0" * 40 + "&dn=Nothing"


@pytest.fixture
def log_file(tmp_path):
    """The production handlers, with a real file: a record that cannot be encoded is lost there."""
    path = tmp_path / "jellybit.log"
    logs.configure("INFO", file=str(path), stream=io.StringIO())
    yield lambda: [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    logs.configure("WARNING")


def _deep(key: str | None) -> str:
    return DEEP if key is None else f'{{"{key}": {DEEP}}}'


@pytest.mark.parametrize("body", [_deep(None), _deep("magnet"), _deep("magnets")])
def test_deeply_nested_json_on_ingest_is_a_400_and_logged(api, log_file, body):
    resp = api.post("/api/v1/downloads", data=body, content_type="application/json")
    assert resp.status_code == 400 and resp.json["code"] == "bad_request"
    assert any(r.get("path") == "/api/v1/downloads" and r.get("status") == 400 for r in log_file())
    assert store.Download.select().count() == 0


def test_deeply_nested_json_on_every_action_route_is_a_400(api, log_file):
    created = api.post("/api/v1/downloads", json={"magnet": "magnet:?xt=urn:btih:" + "ab" * 20}).json
    download_id = created["items"][0]["download"]["id"]
    for action in COMMANDS:
        for body in (_deep(None), _deep("hint")):
            resp = api.post(f"/api/v1/downloads/{download_id}/{action}", data=body, content_type="application/json")
            assert resp.status_code == 400, (action, resp.status_code, resp.get_data(as_text=True)[:200])
    logged = [r for r in log_file() if r.get("status") == 400 and r.get("path", "").startswith("/api/v1/downloads/")]
    assert len(logged) == 2 * len(COMMANDS)


def test_a_lone_surrogate_in_a_magnet_is_refused_and_its_record_is_not_lost(api, log_file, capsys):
    magnet = "magnet:?xt=urn:btih:\ud800x"
    resp = api.post("/api/v1/downloads", data=json.dumps({"magnet": magnet}), content_type="application/json")
    assert resp.status_code == 400
    records = log_file()  # every line is JSON
    refused = [r for r in records if r.get("msg", "").startswith("ingest refused")]
    assert refused and refused[0]["input"].startswith("magnet:?xt=urn:btih:")
    assert "\ud800" in refused[0]["input"]  # escaped in the file, the same text when read back
    assert "Logging error" not in capsys.readouterr().err
    assert store.Download.select().count() == 0


def test_a_magnet_with_an_all_zero_infohash_is_refused(api, client):
    resp = api.post("/api/v1/downloads", json={"magnet": ZERO_MAGNET})
    assert resp.status_code == 400 and "all zeros" in resp.json["error"]
    v2 = "magnet:?xt=urn:btmh:1220" + "0" * 64
    assert api.post("/api/v1/downloads", json={"magnet": v2}).status_code == 400
    assert store.Download.select().count() == 0

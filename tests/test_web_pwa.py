"""The installable app: manifest (share target, magnet: handler, icons), service worker, favicon, htmx."""

import struct


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_manifest_is_installable_and_a_share_target(client):
    resp = client.get("/manifest.webmanifest")
    assert resp.status_code == 200 and resp.mimetype == "application/manifest+json"
    m = resp.get_json(force=True)
    assert m["name"] == "jellybit" and m["start_url"] == "/" and m["display"] == "standalone"
    sizes = {(i["sizes"], i["purpose"]) for i in m["icons"]}
    assert sizes == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in m["icons"]:
        w, h = map(int, icon["sizes"].split("x"))
        assert _png_size(client.get(icon["src"]).data) == (w, h)
    share = m["share_target"]
    assert share["action"] == "/add" and share["method"] == "POST" and share["enctype"] == "multipart/form-data"
    assert share["params"]["text"] == "magnets" and share["params"]["files"][0]["name"] == "torrent"
    assert m["protocol_handlers"] == [{"protocol": "magnet", "url": "/add?magnet=%s"}]


def test_service_worker_is_served_at_the_root_and_caches_only_the_shell(client):
    resp = client.get("/sw.js")
    body = resp.get_data(as_text=True)
    assert resp.status_code == 200 and resp.mimetype == "text/javascript"
    assert resp.headers["Service-Worker-Allowed"] == "/" and resp.headers["Cache-Control"] == "no-cache"
    assert "__VERSION__" not in body and "__SHELL__" not in body
    shell = body.split("const SHELL = [")[1].split("]")[0]
    assert "/static/app.css?v=" in shell and "/static/htmx-2.0.11.min.js?v=" in shell
    assert "/download" not in shell and "/api" not in shell
    assert "cache.put" not in body  # nothing fetched at runtime is ever stored


def test_favicon_and_vendored_htmx(client):
    assert _png_size(client.get("/favicon.ico").data) == (32, 32)
    htmx = client.get("/static/htmx-2.0.11.min.js")
    assert htmx.status_code == 200 and b'version:"2.0.11"' in htmx.data.replace(b" ", b"")

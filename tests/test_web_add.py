"""The add page: paste magnets, upload torrents, one result per item; the share target and magnet: handler."""

import io

from jellybit import store
from tests.fixtures.browser import form_token

MAGNET = "magnet:?xt=urn:btih:c9e15763f722f23e98a29decdfae341b98d53056&dn=Some.Show.S01"


def test_add_page_shows_a_result_per_item(client):
    assert client.get("/add").status_code == 200
    resp = client.post("/add", data={"csrf_token": form_token(client),
                                     "magnets": f"{MAGNET}\nmagnet:?xt=urn:btih:nope\n{MAGNET}",
                                     "torrent": [(io.BytesIO(b"junk"), "bad.torrent")]},
                       content_type="multipart/form-data")
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200
    assert html.count("<strong>Added</strong>") == 1 and html.count("Already here") == 1
    assert html.count("Not added") == 2 and resp.headers["X-Request-ID"] in html
    d = store.Download.get()
    assert f'href="/download/{d.id}"' in html
    assert html.count(f'id="card-{d.id}"') == 1  # the card of what was added, right there


def test_add_page_with_nothing_is_an_error(client):
    resp = client.post("/add", data={"csrf_token": form_token(client), "magnets": ""})
    assert resp.status_code == 400 and "Not added" in resp.get_data(as_text=True)
    assert store.Download.select().count() == 0


def test_htmx_add_gets_only_the_results_and_tells_the_counters(client):
    resp = client.post("/add", data={"csrf_token": form_token(client), "magnets": MAGNET},
                       headers={"HX-Request": "true"})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200 and "<html" not in html and "<strong>Added</strong>" in html
    assert resp.headers["HX-Trigger"] == "jb:changed" and "HX-Request" in resp.headers["Vary"]


def test_share_target_post_without_a_token_only_fills_the_form(client):
    """The phone's share sheet cannot know the CSRF token: nothing is ingested until the person taps Add."""
    resp = client.post("/add", data={"magnets": f"Look at this: {MAGNET} nice", "title": "shared",
                                     "torrent": [(io.BytesIO(b"d4:infod4:name1:xee"), "shared.torrent")]},
                       content_type="multipart/form-data")
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200 and store.Download.select().count() == 0
    assert f">{MAGNET.replace('&', '&amp;')}</textarea>" in html
    assert "Shared file: <strong>shared.torrent</strong>" in html
    token = html.split('name="shared" value="')[1].split('"')[0]
    confirmed = client.post("/add", data={"csrf_token": form_token(client), "magnets": MAGNET, "shared": token})
    assert confirmed.status_code == 200 and "<strong>Added</strong>" in confirmed.get_data(as_text=True)
    assert confirmed.get_data(as_text=True).count("Not added") == 1  # the shared junk torrent, in words
    again = client.post("/add", data={"csrf_token": form_token(client), "shared": token})  # a token works once
    assert again.status_code == 400


def test_magnet_protocol_handler_prefills_the_form(client):
    resp = client.get("/add", query_string={"magnet": MAGNET})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200 and MAGNET.replace("&", "&amp;") in html and "tap Add" in html
    assert store.Download.select().count() == 0


def test_a_wrong_token_is_refused_not_taken_for_a_share(client):
    form_token(client)
    resp = client.post("/add", data={"csrf_token": "forged", "magnets": MAGNET})
    assert resp.status_code == 200 and store.Download.select().count() == 0  # pre-filled, not ingested

"""The minimal add page: paste magnets, upload torrents, one result per item."""

import io

from jellybit import store

MAGNET = "magnet:?xt=urn:btih:c9e15763f722f23e98a29decdfae341b98d53056&dn=Some.Show.S01"


def test_add_page_shows_a_result_per_item(client):
    assert client.get("/add").status_code == 200
    resp = client.post("/add", data={"magnets": f"{MAGNET}\nmagnet:?xt=urn:btih:nope\n{MAGNET}",
                                     "torrent": [(io.BytesIO(b"junk"), "bad.torrent")]},
                       content_type="multipart/form-data")
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200
    assert html.count("<strong>Added</strong>") == 1 and html.count("Already here") == 1
    assert html.count("Not added") == 2 and resp.headers["X-Request-ID"] in html
    d = store.Download.get()
    assert f'href="/download/{d.id}"' in html


def test_add_page_with_nothing_is_an_error(client):
    resp = client.post("/add", data={"magnets": ""})
    assert resp.status_code == 400 and "Not added" in resp.get_data(as_text=True)
    assert store.Download.select().count() == 0

"""The add page: paste magnets, upload torrents, one result per item; the share target and magnet: handler."""

import html as htmllib
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


def _textarea(html: str) -> str:
    after = html.split('placeholder="magnet:?xt=urn:btih:…"')[1]
    return htmllib.unescape(after.split(">", 1)[1].split("</textarea>")[0])


LINES = [MAGNET, "this is not a magnet", "magnet:?xt=urn:btih:nope"]


def test_htmx_add_gives_back_only_the_lines_it_did_not_take_with_their_reasons(client):
    resp = client.post("/add", data={"csrf_token": form_token(client), "magnets": "\n".join(LINES) + "\n\n"},
                       headers={"HX-Request": "true"})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200 and html.count("<strong>Added</strong>") == 1 and html.count("Not added") == 2
    assert '<textarea id="magnets"' in html and 'hx-swap-oob="true"' in html  # the form's text area, replaced
    assert _textarea(html) == "this is not a magnet\nmagnet:?xt=urn:btih:nope"
    assert "This line is not a magnet link (magnet links start with “magnet:?”)." in html
    assert "This magnet link is broken or cut off: copy it again." in html
    assert '<input id="torrent" type="file"' in html  # the picker is emptied, so nothing is sent twice


def test_a_plain_post_shows_the_page_with_the_refused_lines_in_the_text_area(client):
    resp = client.post("/add", data={"csrf_token": form_token(client), "magnets": "\n".join(LINES)})
    html = resp.get_data(as_text=True)
    assert "<html" in html and html.count('<textarea id="magnets"') == 1 and 'hx-swap-oob' not in html
    assert _textarea(html) == "this is not a magnet\nmagnet:?xt=urn:btih:nope"


def test_all_accepted_empties_the_text_area(client):
    html = client.post("/add", data={"csrf_token": form_token(client), "magnets": MAGNET},
                       headers={"HX-Request": "true"}).get_data(as_text=True)
    assert _textarea(html) == ""


def test_a_file_that_is_not_a_torrent_is_said_as_a_sentence_with_the_detail_behind_a_disclosure(client):
    page = b"<!DOCTYPE html><html><body>Login required</body></html>"
    html = client.post("/add", data={"csrf_token": form_token(client), "torrent": [(io.BytesIO(page), "x.torrent")]},
                       content_type="multipart/form-data", headers={"HX-Request": "true"}).get_data(as_text=True)
    text = htmllib.unescape(html)
    assert "x.torrent</span>: This file is not a .torrent (it starts with “<!DOCTYPE html><html><bo…”)." in text
    details = text.split('<details class="tech"><summary>Details</summary><p>')[1].split("</p>")[0]
    assert "bencode" in details or "byte" in details or "dictionary" in details


def test_a_too_large_torrent_is_said_in_mib(client, app):
    limit = app.config["JELLYBIT"].max_torrent_size
    html = client.post("/add", data={"csrf_token": form_token(client),
                                     "torrent": [(io.BytesIO(b"d" * (limit + 10)), "big.torrent")]},
                       content_type="multipart/form-data").get_data(as_text=True)
    assert "This file is larger than the limit of 10 MiB for a .torrent" in html

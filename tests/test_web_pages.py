"""The list, the card partial, the details page and commands from a card (Flask test client)."""

import json
import re

import pytest

from jellybit import store
from jellybit.ident import new_id
from tests.fixtures.browser import HYBRID, form_token, seed_download
from tests.fixtures.db import QueryCounter

HX = {"HX-Request": "true"}


def cards_in(html: str) -> list[str]:
    return re.findall(r'<article class="card[^"]*" id="card-([0-9a-z]+)"', html)


def test_list_shows_newest_first_with_live_counts(client):
    a = seed_download("Older.One", "done")
    b = seed_download("Waiting.One", "review")
    c = seed_download("Newest.One", "downloading")
    html = client.get("/").get_data(as_text=True)
    assert cards_in(html) == [c, b, a]
    counts = dict(re.findall(r'href="/\?state=(\w+)"[^>]*>\s*\w+ <span class="count">(\d+)</span>', html))
    assert counts == {"active": "2", "review": "1", "done": "1", "failed": "0", "all": "3"}
    assert 'class="chip attention"' in html  # review is highlighted when non-zero


@pytest.mark.parametrize("state, expected", [("active", ["d", "r"]), ("review", ["r"]), ("done", ["x"]),
                                             ("failed", ["f"]), ("all", ["f", "d", "r", "x"]), ("bogus", None)])
def test_filter_chips(client, state, expected):
    ids = {"x": seed_download("Done.One", "done"), "r": seed_download("Review.One", "review"),
           "d": seed_download("Dl.One", "downloading"), "f": seed_download("Failed.One", "failed")}
    expected = expected or ["f", "d", "r", "x"]  # an unknown filter shows everything
    assert cards_in(client.get(f"/?state={state}").get_data(as_text=True)) == [ids[k] for k in expected]


def test_search_by_name_any_hash_prefix_or_id(client):
    hybrid = seed_download("Master.i.Margarita", "downloading", hashes=list(HYBRID))
    other = seed_download("Other.Thing", "downloading")
    assert cards_in(client.get("/?q=margarita").get_data(as_text=True)) == [hybrid]
    assert cards_in(client.get(f"/?q={HYBRID[0][:8]}").get_data(as_text=True)) == [hybrid]  # v1 prefix
    assert cards_in(client.get(f"/?q={HYBRID[1][:12].upper()}").get_data(as_text=True)) == [hybrid]  # v2 prefix
    assert cards_in(client.get(f"/?q={HYBRID[1]}").get_data(as_text=True)) == [hybrid]  # a pasted full hash
    assert cards_in(client.get(f"/?q={other}").get_data(as_text=True)) == [other]
    empty = client.get("/?q=nothing-like-this").get_data(as_text=True)
    assert cards_in(empty) == [] and "No download matches" in empty


def test_search_from_htmx_returns_only_the_list(client):
    seed_download("Frag.One", "downloading")
    resp = client.get("/?q=frag", headers=HX)
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200 and "<html" not in html and len(cards_in(html)) == 1
    assert "HX-Request" in resp.headers["Vary"]
    boosted = client.get("/?q=frag", headers={**HX, "HX-Boosted": "true"}).get_data(as_text=True)
    assert "<html" in boosted


def test_pagination_with_the_keyset_cursor(client, monkeypatch):
    from jellybit.web import downloads
    monkeypatch.setattr(downloads, "PAGE_SIZE", 3)
    ids = [seed_download(f"Item.{i}", "downloading") for i in range(7)][::-1]
    first = client.get("/").get_data(as_text=True)
    assert cards_in(first) == ids[:3]
    cursor = re.search(r"cursor=([0-9a-z]+)", first).group(1)
    second = client.get(f"/?state=all&cursor={cursor}", headers=HX).get_data(as_text=True)
    assert cards_in(second) == ids[3:6] and 'hx-trigger="click, revealed"' in second
    third = client.get(f"/?cursor={re.search(r'cursor=([0-9a-z]+)', second).group(1)}", headers=HX)
    assert cards_in(third.get_data(as_text=True)) == ids[6:] and "Load more" not in third.get_data(as_text=True)
    assert client.get("/?cursor=not-an-id").status_code == 400


def test_list_and_card_run_a_constant_number_of_queries(client):
    def count(url):
        with QueryCounter(store.database) as qc:
            assert client.get(url).status_code == 200
        return len(qc.sql)

    seed_download("Q.0", "review")
    few = count("/")
    for i in range(12):
        seed_download(f"Q.{i + 1}", "downloading", hashes=[f"{i + 1:040x}", f"{i + 1:064x}"])
    assert count("/") == few <= 5
    assert count(f"/download/{seed_download('Q.card', 'done')}/card") <= 3


def test_card_partial_polls_while_active_and_stops_when_terminal(client):
    did = seed_download("Live.One", "downloading", progress=0.5, dlspeed=2_000_000, eta=120, size=10**9)
    html = client.get(f"/download/{did}/card").get_data(as_text=True)
    assert html.startswith("<article") and f'hx-get="/download/{did}/card"' in html and 'every 2s' in html
    assert "50%" in html and "2.0 MB/s" in html and "2 min left" in html and "<progress" in html
    store.set_state(did, "completed")
    store.set_state(did, "recognizing")
    store.set_state(did, "review")
    assert 'every 10s' in client.get(f"/download/{did}/card").get_data(as_text=True)
    store.set_state(did, "cancelled")
    html = client.get(f"/download/{did}/card").get_data(as_text=True)
    assert "hx-trigger" not in html.split(">")[0] and "cancelled" in html


def test_every_hash_has_its_own_row_label_and_copy_button(client):
    did = seed_download("Hybrid.One", "downloading", hashes=list(HYBRID))
    html = client.get(f"/download/{did}/card").get_data(as_text=True)
    rows = re.findall(r'<span class="kind">(v[12])</span>\s*<code class="hash" title="([0-9a-f]+)" '
                      r'aria-label="v[12] infohash ([0-9a-f]+)">([^<]+)</code>\s*'
                      r'<button type="button" class="copy" data-copy="([0-9a-f]+)"', html)
    assert rows == [("v1", HYBRID[0], HYBRID[0], "c9e1…3056", HYBRID[0]),
                    ("v2", HYBRID[1], HYBRID[1], "d8dd…fabb", HYBRID[1])]


@pytest.mark.parametrize("state, shown, hidden", [
    ("downloading", ["Ask me before linking", "Cancel…"], ["Retry", "Undo…", "Apply", "Review →", "Later"]),
    ("review", ["Review →", "Apply", "Later", "Cancel…"], ["Retry", "Undo…"]),
    ("failed", ["Retry"], ["Later", "Cancel…", "Undo…"]),
    ("done", ["Undo…"], ["Retry", "Later", "Cancel…"]),
    ("cancelled", [], ["Retry", "Later", "Undo…", "Relink"]),  # cancelled before it was complete: nothing to link
])
def test_only_legal_actions_are_buttons(client, state, shown, hidden):
    html = client.get(f"/download/{seed_download('Btn.' + state, state)}/card").get_data(as_text=True)
    for words in shown:
        assert f">{words}<" in html, words
    for words in hidden:
        assert f">{words}<" not in html, words


def test_a_command_from_a_card_answers_with_the_new_card(client):
    did = seed_download("Defer.Me", "downloading")
    resp = client.post(f"/download/{did}/defer", headers={**HX, "X-CSRF-Token": form_token(client)})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200 and cards_in(html) == [did] and 'data-state="deferred"' in html
    assert resp.headers["HX-Trigger"] == "jb:changed"


def test_a_plain_form_post_redirects_to_the_details(client):
    did = seed_download("Cancel.Me", "downloading")
    resp = client.post(f"/download/{did}/cancel", data={"csrf_token": form_token(client), "how": "keep"})
    assert resp.status_code == 303 and resp.location == f"/download/{did}"
    assert store.get(did).state == "cancelled"


def test_an_illegal_command_shows_the_reason_inside_the_card(client):
    did = seed_download("Done.Already", "done")
    resp = client.post(f"/download/{did}/defer", headers={**HX, "X-CSRF-Token": form_token(client)})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 409 and cards_in(html) == [did]
    assert 'role="alert"' in html and "Not possible now: it is in library" in html
    assert "hx-trigger" not in html.split(">")[0]  # a refused card waits for OK instead of polling it away


def test_a_hash_owned_by_another_active_download_is_the_reason(client, app):
    """Retry refused by the one-active-per-infohash invariant: the card says which download has it."""

    class Runtime:
        services = {"qbit": object()}  # never called: the refusal comes before anything leaves the process

    app.extensions["jellybit.runtime"] = Runtime()
    old = seed_download("Same.Torrent", "failed", hashes=[HYBRID[0]])
    new = seed_download("Same.Torrent.Again", "downloading", hashes=[HYBRID[0]])
    resp = client.post(f"/download/{old}/retry", headers={**HX, "X-CSRF-Token": form_token(client)})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 409 and "Another active download already has this torrent (c9e1…3056)" in html
    assert f'href="/download/{new}">Open it</a>' in html and store.get(old).state == "failed"


def test_a_command_that_needs_qbittorrent_says_so(client):
    did = seed_download("No.Qbit", "failed")
    resp = client.post(f"/download/{did}/retry", headers={**HX, "X-CSRF-Token": form_token(client)})
    assert resp.status_code == 503 and "qBittorrent is not configured." in resp.get_data(as_text=True)


def test_a_refused_plain_post_renders_the_details_with_the_reason(client):
    did = seed_download("Plain.Refusal", "done")
    resp = client.post(f"/download/{did}/defer", data={"csrf_token": form_token(client)})
    assert resp.status_code == 409 and "Not possible now" in resp.get_data(as_text=True)


@pytest.mark.parametrize("url", ["/download/{}", "/download/{}/card", "/review/{}", "/review/{}/plan"])
@pytest.mark.parametrize("id_", ["garbage!!", "01m8pw5ffe1f5kvhpbber4nfcp"])
def test_invalid_or_unknown_ids_are_404_pages(client, url, id_):
    resp = client.get(url.format(id_))
    assert resp.status_code == 404 and b"Not found" in resp.data


def test_commands_on_unknown_ids_or_names_are_404(client):
    did = seed_download("Four.Oh.Four", "downloading")
    token = form_token(client)
    assert client.post(f"/download/{new_id()}/defer", data={"csrf_token": token}).status_code == 404
    assert client.post("/download/nope/defer", data={"csrf_token": token}).status_code == 404
    assert client.post(f"/download/{did}/explode", data={"csrf_token": token}).status_code == 404


def test_details_page_has_everything(client):
    did = seed_download("Details.S01", "failed", hashes=list(HYBRID), error_code="qbit_add",
                        error_message="HTTP 415", size=3_000_000_000)
    rec = store.Recognition.create(
        download=did, type="series", title="Details", year=2020, seasons="[1]", confidence=0.7, status="current",
        mapping=json.dumps({"input": {"name": "Details.S01", "files": [{"path": "Details.S01/e1.mkv", "size": 7}]},
                            "files": [{"path": "Details.S01/e1.mkv", "role": "video", "season": 1, "episodes": [1],
                                       "target": "Details (2020)/Season 01/Details S01E01.mkv"}]}))
    store.MetadataCandidate.create(recognition=rec.id, source="tmdb", external_id="42", title="Details", year=2020,
                                   type="series", score=0.7)
    store.FileLink.create(download=did, apply_batch_id=new_id(), source_path="/dl/Details.S01/e1.mkv",
                          target_path="/lib/shows/Details (2020)/Season 01/Details S01E01.mkv", size=7)
    html = client.get(f"/download/{did}").get_data(as_text=True)
    assert HYBRID[0] in html and HYBRID[1] in html and html.count('class="copy"') == 4  # card + full list
    assert "Details.S01/e1.mkv" in html and "7 B" in html and "S01E01" in html and "video" in html
    assert "Details S01E01.mkv" in html and "/dl/Details.S01/e1.mkv" in html and "⇄" in html
    assert "Series · Details (2020) · S01 · 1 episode" in html
    assert ("<strong>qBittorrent did not take the torrent.</strong> Check qBittorrent on the health page, "
            "then Retry.") in html
    assert '<details class="tech"><summary>Details</summary><p>HTTP 415</p>' in html  # the technical part, apart
    history = re.findall(r"<strong>([a-z ]+)</strong>", html.split("<h2>History</h2>")[1])
    assert history == ["failed", "downloading", "adding"]


def test_health_dot_fragment(client):
    html = client.get("/health/dot").get_data(as_text=True)
    assert 'class="dot dot-green"' in html and 'href="/health"' in html

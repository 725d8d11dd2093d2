"""The list page's one poll: GET /downloads/changes answers only with the cards that changed (Flask test client)."""

import re
from urllib.parse import parse_qs, urlsplit

from jellybit import store
from tests.fixtures.browser import seed_download

HX = {"HX-Request": "true"}


def poller(html: str) -> dict[str, str]:
    """The query of the page's poll URL (since, state, q)."""
    tag = re.search(r'<div id="poll"[^>]*>', html).group(0)
    url = re.search(r'hx-get="([^"]+)"', tag).group(1).replace("&amp;", "&")
    return {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}


def counts_of(html: str) -> str:
    return re.search(r'data-counts="([^"]*)"', html).group(1)


def poll(client, page: str, ids: list[str], **extra):
    query = {**poller(page), "ids": ",".join(ids), "counts": counts_of(page), **extra}
    return client.get("/downloads/changes", query_string=query, headers=HX)


def test_the_list_has_one_poll_and_its_cards_do_not_poll_themselves(client):
    ids = [seed_download(f"Active.{i}", "downloading") for i in range(3)] + [seed_download("Waits", "review")]
    html = client.get("/").get_data(as_text=True)
    polling = re.findall(r'<(\w+)[^>]* id="(\w+)"[^>]*hx-trigger="[^"]*every', html)
    assert len(re.findall(r'hx-trigger="[^"]*every', html)) == 2  # the list's poll and the health dot (60 s)
    assert ("div", "poll") in polling
    assert 'id="poll"' in html and 'hx-trigger="every 2s"' in html
    assert all(f'hx-get="/download/{i}/card"' not in html.split(f'id="card-{i}"')[1].split(">")[0] for i in ids)
    assert "every 15s" not in html  # the chips come with the poll now


def unchanged(resp) -> bool:
    return resp.status_code == 200 and resp.data == b"" and resp.headers["HX-Reswap"] == "none"


def test_nothing_changed_costs_an_empty_answer_that_keeps_the_connection(client):
    ids = [seed_download(f"Idle.{i}", "downloading") for i in range(3)]
    page = client.get("/").get_data(as_text=True)
    resp = poll(client, page, ids)
    assert unchanged(resp) and resp.headers["Content-Length"] == "0"  # waitress closes after a 204


def test_a_progress_update_sends_only_that_card_out_of_band_and_advances_the_cursor(client):
    ids = [seed_download(f"Dl.{i}", "downloading", progress=0.1) for i in range(3)]
    page = client.get("/").get_data(as_text=True)
    store.update_fields(ids[1], progress=0.7)
    resp = poll(client, page, ids)
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200
    assert re.findall(r'<article class="card[^"]*" id="card-(\w+)"', html) == [ids[1]]
    card_tag = html.split(f'id="card-{ids[1]}"')[1].split(">")[0]
    assert 'hx-swap-oob="true"' in card_tag and "hx-trigger" not in card_tag and "70%" in html
    assert 'id="chips"' not in html  # the counts did not change
    assert poller(html)["since"] > poller(page)["since"]
    again = poll(client, html + page, ids)  # the answer's cursor (first poll URL), the page's counts
    assert unchanged(again)  # the new cursor: the same change is not sent twice


def test_a_card_that_leaves_the_filter_is_swapped_in_place_and_the_chips_follow(client):
    did = seed_download("Finishing", "downloading")
    page = client.get("/?state=active").get_data(as_text=True)
    assert poller(page)["state"] == "active"
    for to in ("completed", "recognizing", "linking", "done"):
        store.set_state(did, to)
    html = poll(client, page, [did]).get_data(as_text=True)
    assert f'id="card-{did}"' in html and 'data-state="done"' in html  # still there, with its new state
    chips = html.split('id="chips"')[1].split(">")[0]
    assert 'hx-swap-oob="true"' in chips
    assert re.search(r'state=done"[^>]*>\s*Done <span class="count">1</span>', html)
    assert 'class="chip active"' in html.split('id="chips"')[1]  # still the page's own filter


def test_counts_changed_elsewhere_refresh_the_chips_only(client):
    shown = seed_download("Shown", "downloading")
    page = client.get("/").get_data(as_text=True)
    seed_download("Added.From.Telegram", "downloading")
    html = poll(client, page, [shown]).get_data(as_text=True)
    assert 'id="chips"' in html and "<article" not in html


def test_a_card_the_page_could_not_swap_is_sent_again_on_request(client):
    did = seed_download("Busy", "downloading")
    page = client.get("/").get_data(as_text=True)
    assert unchanged(poll(client, page, [did]))
    html = poll(client, page, [did], stale=did).get_data(as_text=True)
    assert f'id="card-{did}"' in html


def test_only_cards_on_the_page_are_considered_and_bad_input_is_refused(client):
    mine, other = seed_download("Mine", "downloading"), seed_download("Other", "downloading")
    page = client.get("/").get_data(as_text=True)
    store.update_fields(other, progress=0.5)
    assert unchanged(poll(client, page, [mine, "not-an-id"]))
    assert client.get("/downloads/changes?since=yesterday", headers=HX).status_code == 400


def test_a_command_answer_on_the_list_does_not_poll_itself_but_on_the_details_page_it_does(client):
    did = seed_download("Asked", "downloading")
    on_list = {**HX, "HX-Current-URL": "http://localhost/?state=active"}
    html = client.get(f"/download/{did}/card", headers=on_list).get_data(as_text=True)
    assert "hx-trigger" not in html.split(">")[0]
    on_detail = {**HX, "HX-Current-URL": f"http://localhost/download/{did}"}
    assert "every 2s" in client.get(f"/download/{did}/card", headers=on_detail).get_data(as_text=True)


def test_a_later_page_opened_whole_gets_its_counts_from_the_first_poll(client):
    ids = [seed_download(f"Many.{i}", "downloading") for i in range(3)]
    page = client.get(f"/?cursor={ids[-1]}").get_data(as_text=True)  # "Load more" without JavaScript
    assert counts_of(page) == ""
    html = poll(client, page, ids[:-1]).get_data(as_text=True)
    assert 'id="chips"' in html


def test_the_cursor_timestamps_round_trip_and_parse_strictly():
    import random
    from datetime import datetime, timezone

    import pytest

    from jellybit.store.fields import format_ts, parse_ts
    rnd = random.Random(5)
    for _ in range(2000):
        dt = datetime.fromtimestamp(rnd.uniform(0, 4e9), timezone.utc)
        assert parse_ts(format_ts(dt)) == dt and parse_ts(format_ts(dt)).tzinfo is not None
    for bad in ("yesterday", "", "2026-12-01 09:00:00.123456Z", "2026-12-01T09:00:00,123456Z",
                "2026-12-01T09:00:00.12345xZ", "2026-12-01T09:00:00+00:00"):
        with pytest.raises(ValueError):
            parse_ts(bad)

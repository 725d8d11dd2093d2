"""Every message a person reads about a download tells the truth and names only buttons that exist.

Rendered through the real app (Flask test client): the card, the details page, the Telegram status text.
"""

import dataclasses
import html as htmllib
import re

import pytest

from jellybit import commands, store, words
from jellybit.health import Status
from jellybit.store import graph
from jellybit.telegram import texts
from tests.fixtures.browser import PATHS, seed_download


def card_html(client, did: str) -> str:
    return client.get(f"/download/{did}/card").get_data(as_text=True)


def problem_text(html: str) -> str:
    m = re.search(r'<div class="error"><p>(.*?)</p>', html, re.S)
    return htmllib.unescape(re.sub(r"<[^>]+>", "", m.group(1))) if m else ""


def visible(html: str) -> str:
    """The text a person sees (tags removed), plus every tooltip."""
    return htmllib.unescape(re.sub(r"<[^>]+>", " ", html)) + " ".join(re.findall(r'title="([^"]*)"', html))


def buttons(html: str) -> set[str]:
    found = set(re.findall(r'<button type="submit"[^>]*>([^<]+)</button>', html))
    found |= {s.rstrip("…") for s in re.findall(r'<summary class="button">([^<]+)</summary>', html)}
    if 'href="/review/' in html:
        found.add("Open the review")
    return found


@pytest.fixture
def slow_settings(app):
    """Today's setting differs from the one that applied when the download failed (20 s)."""
    app.config["JELLYBIT"] = dataclasses.replace(app.config["JELLYBIT"], magnet_timeout=1800.0)
    return app.config["JELLYBIT"]


@pytest.mark.parametrize("stored", ["after=20", "no metadata after 20 s: nobody seems to share this torrent"])
def test_a_magnet_timeout_says_the_duration_that_applied_once(client, slow_settings, stored):
    did = seed_download("Dead.Magnet", "failed", error_code="magnet_timeout", error_message=stored)
    said = problem_text(card_html(client, did))
    assert said == "No metadata after 20 s. Nobody seems to share this magnet: Retry later."
    assert "30 min" not in card_html(client, did)


def test_a_stall_names_its_duration_and_the_buttons_of_stuck(client):
    did = seed_download("Slow.One", "stuck", error_code="stalled", error_message=words.timeout_detail(7200))
    assert problem_text(card_html(client, did)) == ("No progress for 2 h. Nobody seems to seed it right now: "
                                                    "Retry later, or Cancel if nobody seeds it.")


def test_a_failed_link_names_retry_the_button_it_has(client):
    did = seed_download("Linked.Badly", "failed", error_code="link_apply", error_message="EACCES on /lib")
    html = card_html(client, did)
    assert problem_text(html) == ("Placing the files into the library failed. Check the library rows on the "
                                  "health page, then Retry.")
    assert "Relink" not in visible(html) and "Retry" in buttons(html)
    assert '<details class="tech"><summary>Details</summary><p>EACCES on /lib</p>' in html


def test_every_error_in_every_state_names_only_buttons_the_card_has(client):
    for state in sorted(graph.ALL):
        did = seed_download(f"Some.Case.{len(state)}.{state[::-1]}", state)
        for code in words.ERRORS:
            store.Download.update(error_code=code, error_message="detail").where(store.Download.id == did).execute()
            html = card_html(client, did)
            said = problem_text(html)
            assert said, f"{code} is said in words"
            offered = buttons(html)
            for label in [*(c.label for c in commands.CATALOGUE.values()), "Open the review"]:
                if re.search(rf"\b{label}\b", said):
                    assert label in offered, f"{code} in {state} says {label!r}, the card offers {sorted(offered)}"


@pytest.mark.parametrize("state", sorted(PATHS))
def test_no_raw_state_name_is_shown_or_in_a_tooltip(client, state):
    did = seed_download("Some.Name", state)
    seen = visible(card_html(client, did))
    assert words.state_word(state) in seen
    if state not in words.state_word(state):
        assert not re.search(rf"\b{state}\b", seen), f"raw {state!r} shown"
    assert "catched" not in visible(client.get(f"/download/{did}").get_data(as_text=True))


def test_every_state_has_words_and_a_sentence():
    assert set(words.STATES) == graph.ALL
    assert all(word and sentence.endswith(".") for word, sentence in words.STATES.values())
    assert words.state_word("no-such-state") == "unknown"


def test_telegram_says_the_state_in_words():
    class D:
        id, name, state, progress = "01J0000000000000000000000", "Some.Show", "catched", 0.0
        error_message = hidden_at = None
    assert "State: adding" in texts.status(D(), "http://jb")
    assert "— adding" in texts.active_list([D()], "http://jb", more=False)


@pytest.mark.parametrize("qbit_state, said", [("queuedDL", "queued in qBittorrent"),
                                              ("metaDL", "waiting for metadata"),
                                              ("stalledDL", "no peers right now"),
                                              ("stoppedDL", "paused in qBittorrent")])
def test_a_downloading_card_says_what_qbittorrent_is_doing(client, qbit_state, said):
    did = seed_download(f"Q.{qbit_state}", "downloading", qbit_state=qbit_state, progress=0.25)
    html = card_html(client, did)
    assert '<span class="activity"' in html and said in html and "25%" in html
    assert "0 B/s" not in html and "time left unknown" not in html


def test_a_transferring_card_shows_speed_and_time_left(client):
    did = seed_download("Fast.One", "downloading", qbit_state="downloading", progress=0.5, dlspeed=2_000_000, eta=90)
    html = card_html(client, did)
    assert "2.0 MB/s" in html and "2 min left" in html and 'class="activity"' not in html


def test_a_new_card_says_when_qbittorrent_is_down(client, app):
    did = seed_download("Waiting.For.Qbit", "catched")
    assert "does not answer" not in card_html(client, did)  # unknown (no qBittorrent check): nothing claimed
    app.extensions["jellybit.health"].register("qbittorrent", lambda: Status(
        False, "QbitUnavailable: HTTPConnectionPool(host='127.0.0.1', port=8081): Max retries exceeded with u",
        extra={"url": "http://127.0.0.1:8081"}))
    html = card_html(client, did)
    assert "qBittorrent at http://127.0.0.1:8081 does not answer." in html and 'href="/health"' in html
    assert "HTTPConnectionPool" not in html
    app.extensions["jellybit.health"].register("qbittorrent", lambda: Status(True, "qBittorrent 5.0"))
    assert "does not answer" not in card_html(client, did)


def test_the_todo_never_offers_a_command_the_state_lacks():
    for code, err in words.ERRORS.items():
        for state in graph.ALL:
            said = words.todo(err, state)
            for cmd, _ in err.helps:
                label = "Open the review" if cmd == words.REVIEW else commands.label(cmd)
                if label in said:
                    assert cmd in words.commands(state), (code, state)
            assert set(words.commands(state)) >= set(commands.available(state))


RAW = ("QbitUnavailable: HTTPConnectionPool(host='127.0.0.1', port=8081): Max retries exceeded with url: "
       "/api/v2/sync/maindata (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f"
       "c>: Failed to establish a new connection: [Errno 111] Connection refus")


@pytest.mark.parametrize("detail, said, todo", [
    (RAW, "qBittorrent at http://127.0.0.1:8081 does not answer.", "Start qBittorrent, or check that JELLYBIT_QBT_URL"),
    ("QbitAuthError: login refused", "qBittorrent at http://127.0.0.1:8081 refused jellybit's login.",
     "Check JELLYBIT_QBT_USERNAME and JELLYBIT_QBT_PASSWORD."),
])
def test_the_health_page_says_why_qbittorrent_is_down_in_a_sentence(client, app, detail, said, todo):
    app.extensions["jellybit.health"].register("qbittorrent", lambda: Status(
        False, detail, "is qBittorrent running?", extra={"url": "http://127.0.0.1:8081"}))
    html = client.get("/health").get_data(as_text=True)
    row = htmllib.unescape(html.split("<strong>qbittorrent</strong>")[1].split("</li>")[0])
    assert f'<p class="detail">{said}</p>' in row and f"What to do: {todo}" in row
    shown_outside_details = re.sub(r"<details.*?</details>", "", row, flags=re.S)
    assert "Connection refus" not in shown_outside_details and "QbitAuthError" not in shown_outside_details
    assert '<details class="tech"><summary>Details</summary>' in row  # the raw text is still there, behind it


@pytest.mark.parametrize("present, said", [
    (True, "The torrent is still in qBittorrent, but its files are not on disk (it stopped at 0 %)"),
    (False, "The torrent is no longer in qBittorrent, so there is nothing to place."),
])
def test_relink_of_a_cancelled_magnet_says_which_part_is_missing(client, app, settings, present, said):
    from jellybit.runtime import Runtime
    from tests.fixtures.browser import form_token
    runtime = Runtime(settings)
    runtime.services["torrent_present"] = lambda d: present
    app.extensions["jellybit.runtime"] = runtime
    did = seed_download("Cancelled.Magnet", "completed", content_path="/nonexistent/Cancelled.Magnet")
    store.set_state(did, "cancelled")  # complete once, so Relink is offered; then its files went away
    resp = client.post(f"/download/{did}/relink", headers={"HX-Request": "true", "X-CSRF-Token": form_token(client)})
    html = htmllib.unescape(resp.get_data(as_text=True))
    assert resp.status_code == 409 and said in html
    assert "Add the torrent again" in html or "Add it again" in html
    if present:
        assert "gone from qBittorrent" not in html and "no longer in qBittorrent" not in html


def test_a_refusal_says_states_in_words():
    from jellybit.store import IllegalTransition
    from jellybit.web import render
    exc = IllegalTransition("x", "done", "recognizing", "only reverted, cancelled or target_missing downloads can be "
                                                          "relinked")
    said, _ = render.refusal_words(exc)
    assert said == ("Not possible now: it is in library (only undone, cancelled or library file missing downloads "
                    "can be relinked).")


def test_the_details_page_lists_past_errors_in_words(client):
    did = seed_download("Past.Errors", "failed", error_code="magnet_timeout", error_message="after=20")
    html = client.get(f"/download/{did}").get_data(as_text=True)
    last = html.split("<h2>Last errors</h2>")[1].split("</section>")[0]
    assert "failed — No metadata in time." in last  # the history keeps no duration: none is made up
    assert "<strong>No metadata after 20 s.</strong> Nobody seems to share this magnet: Retry later." in last


def test_every_error_code_the_code_stores_has_words():
    """One table: a code written anywhere (worker, layout, desync) must be in ``words.ERRORS``."""
    import pathlib

    from jellybit.layout import desync, linker
    root = pathlib.Path(words.__file__).parent
    stored = {m for path in root.rglob("*.py") for m in re.findall(r'error_code="([a-z_]+)"', path.read_text())}
    stored |= set(linker.REVIEW_CODES.values()) | {"plan_problem", "link_apply"}
    stored |= {to for to in desync._MATRIX.values() if to != "done"}  # desync stores the state it moves to
    assert stored >= {"magnet_timeout", "stalled", "qbit_add"} and stored <= set(words.ERRORS), \
        sorted(stored - set(words.ERRORS))


@pytest.mark.parametrize("state, todo", [("failed", "Add the torrent again."),
                                         ("review", "Cancel it, then add the torrent again.")])
def test_a_missing_source_says_the_way_back_the_state_allows(state, todo):
    assert words.problem("source_missing", "gone", state).todo == todo


def test_a_download_cancelled_before_it_was_complete_is_not_offered_relink(client):
    from tests.fixtures.browser import form_token
    did = seed_download("Cancelled.Early", "cancelled")
    card = client.get(f"/download/{did}/card").get_data(as_text=True)
    assert ">Relink<" not in card
    resp = client.post(f"/download/{did}/relink", headers={"HX-Request": "true", "X-CSRF-Token": form_token(client)})
    html = htmllib.unescape(resp.get_data(as_text=True))
    assert resp.status_code == 409 and "nothing to place yet: add the torrent again" in html
    assert store.get(did).state == "cancelled"

"""The UI in a real browser (Debian Chromium, phone viewport): add, live cards, copy, search, review → Apply.

Every wait is on the DOM with a deadline (Playwright's ``expect`` retries until its timeout), never a sleep.
The page fixtures fail a test that logged any console error.
"""

import re

import pytest
from playwright.sync_api import expect

from jellybit import store
from tests.fixtures.browser import HYBRID, seed_download, seed_review

pytestmark = pytest.mark.browser

MAGNET = "magnet:?xt=urn:btih:c9e15763f722f23e98a29decdfae341b98d53056&dn=Browser.Test.S01.1080p"


def test_add_a_magnet_and_its_card_appears(phone):
    phone.goto("/add")
    phone.get_by_label("Paste magnet links").fill(MAGNET)
    phone.get_by_role("button", name="Add", exact=True).click()
    card = phone.locator("#results article.card")
    expect(card).to_have_count(1)
    expect(card.locator(".name")).to_have_text("Browser.Test.S01.1080p")
    expect(card.locator(".badge")).to_have_text("adding")
    expect(phone.locator("#results")).to_contain_text("Added")
    expect(phone.get_by_label("Paste magnet links")).to_have_value("")  # emptied after success
    did = store.Download.get().id
    expect(card).to_have_attribute("id", f"card-{did}")


def test_the_add_form_keeps_the_lines_it_did_not_take(phone):
    phone.goto("/add")
    box = phone.get_by_label("Paste magnet links")
    box.fill(f"{MAGNET}\nthis is not a magnet\nmagnet:?xt=urn:btih:nope")
    phone.get_by_role("button", name="Add", exact=True).click()
    expect(phone.locator("#results article.card")).to_have_count(1)
    expect(box).to_have_value("this is not a magnet\nmagnet:?xt=urn:btih:nope")  # the accepted line left
    results = phone.locator("#results .outcomes")
    expect(results).to_contain_text("This line is not a magnet link")
    expect(results).to_contain_text("This magnet link is broken or cut off: copy it again.")
    detail = results.locator("li.bad").last.locator("details.tech")
    expect(detail.locator("p")).not_to_be_visible()  # the technical text waits behind the disclosure
    detail.locator("summary").click()
    expect(detail.locator("p")).to_contain_text("btih")
    box.fill(MAGNET.replace("c9e1", "aaaa"))  # the next submit sends only what is in the box now
    phone.get_by_role("button", name="Add", exact=True).click()
    expect(box).to_have_value("")
    expect(phone.locator("#results .outcomes li")).to_have_count(1)


def test_a_card_follows_the_download_without_a_reload(phone):
    did = seed_download("Live.Card.S01", "downloading", progress=0.2, dlspeed=1_000_000, eta=600, size=10**9)
    phone.goto("/")
    phone.evaluate("window.__samePage = true")
    card = phone.locator(f"#card-{did}")
    expect(card.locator(".pct")).to_have_text("20%")
    # One poll for the whole list (#poll); besides it only the top bar's health dot polls (every 60 s).
    polling = phone.locator("[hx-trigger*='every']")
    expect(polling).to_have_count(2)
    expect(phone.locator("#main [hx-trigger*='every']")).to_have_count(1)
    expect(phone.locator("#poll")).to_have_count(1)
    expect(card).not_to_have_attribute("hx-trigger", re.compile(".*"))
    store.update_fields(did, progress=0.6)
    expect(card.locator(".pct")).to_have_text("60%")
    store.set_state(did, "completed")
    expect(card.locator(".badge")).to_have_text("downloaded")
    for to in ("recognizing", "linking", "done"):
        store.set_state(did, to)
    expect(card.locator(".badge")).to_have_text("in library")
    expect(card).not_to_have_attribute("hx-trigger", re.compile(".*"))  # it never polls itself
    expect(phone.locator("#main [hx-trigger*='every']")).to_have_count(1)
    assert phone.evaluate("window.__samePage") is True
    expect(phone.locator(".chip.active .count")).to_have_text("1")


def test_each_copy_button_copies_exactly_its_own_hash(phone):
    did = seed_download("Hybrid.Torrent.2024", "downloading", hashes=list(HYBRID))
    phone.goto("/")
    phone.locator(f"#card-{did} details.facts-row > summary").click()  # one tap away (issue 17 item 8)
    rows = phone.locator(f"#card-{did} .hashes li")
    expect(rows).to_have_count(2)
    for row, (kind, full) in zip(rows.all(), (("v1", HYBRID[0]), ("v2", HYBRID[1]))):
        expect(row.locator(".kind")).to_have_text(kind)
        expect(row.locator(".hash")).to_have_attribute("title", full)
        button = row.get_by_role("button", name=f"Copy the {kind} infohash")
        button.click()
        expect(button).to_have_text("copied")
        assert phone.evaluate("navigator.clipboard.readText()") == full
    expect(rows.first.get_by_role("button")).to_have_text("Copy", timeout=4000)  # the confirmation fades


def test_search_by_a_pasted_hash_prefix_filters_in_place(phone):
    hybrid = seed_download("Hybrid.Found", "downloading", hashes=list(HYBRID))
    other = seed_download("Other.Hidden", "downloading")
    phone.goto("/")
    expect(phone.locator("article.card")).to_have_count(2)
    phone.get_by_label("Search by name or infohash").fill(HYBRID[1][:10])
    expect(phone.locator("article.card")).to_have_count(1)
    expect(phone.locator(f"#card-{hybrid}")).to_be_visible()
    expect(phone.locator(f"#card-{other}")).to_have_count(0)
    expect(phone).to_have_url(re.compile(r"q=" + HYBRID[1][:10]))


def test_an_open_confirm_step_is_not_wiped_by_polling(phone):
    busy = seed_download("Busy.Card", "downloading", progress=0.1)
    idle = seed_download("Idle.Card", "downloading", progress=0.1)
    phone.goto("/")
    phone.locator(f"#card-{busy} summary", has_text="Cancel…").click()
    expect(phone.locator(f"#card-{busy} details.confirm")).to_have_attribute("open", "")
    store.update_fields(busy, progress=0.9)
    store.update_fields(idle, progress=0.9)
    expect(phone.locator(f"#card-{idle} .pct")).to_have_text("90%")  # the other card refreshed meanwhile
    for _ in range(2):  # two more polls of the list: the open card was never replaced
        with phone.expect_response(lambda r: "/downloads/changes" in r.url, timeout=5000):
            pass
    expect(phone.locator(f"#card-{busy} details.confirm")).to_have_attribute("open", "")
    expect(phone.locator(f"#card-{busy} .pct")).to_have_text("10%")
    phone.locator(f"#card-{busy} summary", has_text="Cancel…").click()  # closed and left: the next poll
    phone.evaluate("document.activeElement.blur()")                       # brings the update it held back
    expect(phone.locator(f"#card-{busy} .pct")).to_have_text("90%")
    phone.locator(f"#card-{busy} summary", has_text="Cancel…").click()
    phone.get_by_role("button", name="Cancel, keep the torrent").click()
    expect(phone.locator(f"#card-{busy} .badge")).to_have_text("cancelled")
    assert store.get(busy).state == "cancelled"


def test_review_then_apply_ends_in_linking(phone):
    seed = seed_review(candidates=[  # two works (the same work from two sources would be one choice)
        dict(source="parse", title="The Bear", year=2021, type="series", score=0.62),
        dict(source="tmdb", external_id="136315", title="The Bear", year=2022, type="series", score=0.58)])
    phone.goto(f"/review/{seed.download_id}")
    expect(phone.locator(".why")).to_have_text("Two candidates are close.")
    radios = phone.locator("input[name=candidate_id]")
    expect(radios.first).to_be_checked()
    expect(phone.locator("#plan")).to_contain_text("The Bear S02E01.mkv")
    phone.locator("label.cand").nth(1).click()
    expect(phone.locator("#plan")).to_contain_text("The Bear (2022) [tmdbid-136315]/")
    phone.get_by_role("button", name="Apply").click()
    expect(phone).to_have_url(re.compile(f"/download/{seed.download_id}$"))
    card = phone.locator(f"#card-{seed.download_id}")
    expect(card).to_have_attribute("data-state", re.compile("linking|done"))
    assert store.get(seed.download_id).state in ("linking", "done")
    assert store.Recognition.get(store.Recognition.download == seed.download_id,
                                 store.Recognition.status == "current").tmdb_id == 136315

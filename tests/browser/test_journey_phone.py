"""The phone journey (issue 9) in a real browser against jellybit running as in production.

A magnet shared into the add page → the card follows it live (adding → downloading with progress →
in library) without a reload → the library holds hard links → Undo from the card, confirmed once →
undone, library clean → Relink → in library again. Real qbittorrent-nox, a libtorrent seeder, Chromium.
"""

from __future__ import annotations

import contextlib
import os
import re

import pytest
from playwright.sync_api import expect

from tests.fixtures.browser import PHONE, open_page
from tests.fixtures.seeder import local_torrent
from tests.test_journeys import has_stages, with_bot

pytestmark = [pytest.mark.browser, pytest.mark.qbt]

NAME = "Phone.Journey.Film.2019.1080p.WEB-DL"


def library_files(root) -> dict[str, int]:
    return {os.path.relpath(os.path.join(d, f), root): os.stat(os.path.join(d, f)).st_ino
            for d, _, fs in os.walk(root) for f in fs}


@pytest.fixture
def slow_qbittorrent(qbt):
    """A global download limit, so the card is seen downloading with its progress (loopback is instant)."""
    qbt.set_preferences({"dl_limit": 3 * 1024 * 1024})
    yield qbt
    qbt.set_preferences({"dl_limit": 0})


def test_journey_phone_add_follow_live_undo_relink(chromium, live_jellybit, seeder, slow_qbittorrent, tmp_path,
                                                    qbt_daemon, fake_bot_api):
    live = live_jellybit(magnet_timeout=60.0, **with_bot(fake_bot_api))
    t = local_torrent(tmp_path / "seed", NAME, {f"{NAME}.mkv": 12 * 1024 * 1024, f"{NAME}.nfo": 300}, "v1")
    seeder.seed(t)
    phone_page = contextlib.contextmanager(open_page)(chromium, live, PHONE)  # fails on any console error
    with phone_page as page:
        page.set_default_timeout(20_000)
        page.goto("/add?magnet=" + t.magnet(seeder.peer).replace("&", "%26"))  # as the magnet: handler opens it
        expect(page.get_by_label("Paste magnet links")).to_have_value(re.compile("^magnet:"))
        page.get_by_role("button", name="Add", exact=True).click()
        expect(page.locator("#results")).to_contain_text("Added")
        download_id = page.locator("#results article.card").get_attribute("id").removeprefix("card-")

        page.goto("/")
        page.evaluate("window.__samePage = true")
        card = page.locator(f"#card-{download_id}")
        expect(card.locator(".badge")).to_have_text("downloading")
        expect(card.locator(".pct")).to_have_text(re.compile(r"^\d+%$"))
        expect(card.locator(".badge")).to_have_text("in library", timeout=60_000)
        assert page.evaluate("window.__samePage") is True  # live, never reloaded

        files = library_files(live.settings.movies_dir)
        source = qbt_daemon.downloads_dir / NAME / f"{NAME}.mkv"
        assert files == {"Phone Journey Film (2019)/Phone Journey Film (2019).mkv": os.stat(source).st_ino}

        card.locator("summary", has_text="Undo…").click()
        card.get_by_role("button", name="Yes, undo").click()
        expect(card.locator(".badge")).to_have_text("undone")
        assert library_files(live.settings.movies_dir) == {}
        assert source.exists()  # the torrent's data is untouched

        card.get_by_role("button", name="Relink").click()
        expect(card.locator(".badge")).to_have_text("in library", timeout=40_000)
        assert set(library_files(live.settings.movies_dir)) == set(files)
        assert page.evaluate("window.__samePage") is True
    fake_bot_api.wait_call("sendMessage", lambda p: f"undo:{download_id}" in str(p.get("reply_markup", "")))
    assert has_stages(live, download_id)

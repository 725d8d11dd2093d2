"""Every screen at phone and desktop width: no horizontal scroll, no console error; screenshots for docs/."""

import os

import pytest
from playwright.sync_api import expect

from jellybit.health import Status
from tests.fixtures.browser import SCREENSHOTS, seed_demo

pytestmark = pytest.mark.browser

MAGNET = "magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567&dn=Severance.S02.2160p.ATVP.WEB-DL"
SAVE = os.environ.get("JELLYBIT_SCREENSHOTS") == "1"  # `make screenshots` refreshes docs/screenshots/


def _screens(ids):
    return [("list", "/"), ("card-hybrid", f"/download/{ids['hybrid']}"), ("review", f"/review/{ids['review']}"),
            ("add", "/add"), ("health", "/health"), ("card-failed", f"/download/{ids['failed']}")]


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_every_screen_fits_and_logs_no_error(device, request, live, tmp_path):
    page = request.getfixturevalue(device)
    ids = seed_demo()
    registry = live.app.extensions["jellybit.health"]
    registry.register("qbittorrent", lambda: Status(True, "qBittorrent v5.1.2 (Web API 2.11.4)"))
    registry.register("telegram", lambda: Status(False, "Bot API unreachable: connection refused",
                                                  "check the network, or JELLYBIT_TELEGRAM_API_URL"))
    width = page.viewport_size["width"]
    for name, path in _screens(ids):
        page.goto(path)
        expect(page.locator(".dot-link .dot")).to_have_class("dot dot-amber")  # the lazy dot arrived: telegram is down
        assert page.evaluate("document.documentElement.scrollWidth") <= width, name
        target = SCREENSHOTS if SAVE else tmp_path
        page.screenshot(path=str(target / f"{name}-{device}.png"), full_page=True)
    page.emulate_media(color_scheme="dark")
    page.goto("/")
    expect(page.locator(".dot-link .dot")).to_have_class("dot dot-amber")
    page.screenshot(path=str((SCREENSHOTS if SAVE else tmp_path) / f"list-dark-{device}.png"), full_page=True)
    page.emulate_media(color_scheme="light")
    page.goto("/add")
    page.get_by_label("Paste magnet links").fill(f"{MAGNET}\nmagnet:?xt=urn:btih:not-a-hash")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#results article.card")).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.screenshot(path=str((SCREENSHOTS if SAVE else tmp_path) / f"add-results-{device}.png"), full_page=True)

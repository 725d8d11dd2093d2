"""History, a download's log timeline and settings in a real browser at 390 px and on a desktop (issue 17,
items 3-5): the history filter works, the timeline shows every stage, secrets are masked; screenshots."""

from __future__ import annotations

import io
import os

import pytest
from playwright.sync_api import expect

from jellybit import config, logs, store
from tests.fixtures.browser import SCREENSHOTS, seed_demo, seed_download

pytestmark = pytest.mark.browser

SAVE = os.environ.get("JELLYBIT_SCREENSHOTS") == "1"  # `make screenshots` refreshes docs/screenshots/
TMDB_KEY = "tmdb-secret-token-0123456789"
API_KEY = "api-secret-key-0123456789"

STAGE_RECORDS = [  # the loggers that write each stage in production, through the real logging setup
    ("jellybit.ingest.service", "ingest accepted: magnet"),
    ("jellybit.qbit.client", "qbittorrent torrents/add"),
    ("jellybit.worker.qbt_sync", "qBittorrent reports the download complete"),
    ("jellybit.worker.recognize", "recognised: a movie, one video file, confident"),
    ("jellybit.layout.apply", "layout batch done"),
    ("jellybit.notify", "notification sent"),
]


@pytest.fixture
def live_settings(tmp_path):
    """The browser fixtures' settings plus secrets and a JSON log file."""
    lib = tmp_path / "library"
    return config.load({"JELLYBIT_TMDB_API_KEY": TMDB_KEY, "JELLYBIT_API_KEY": API_KEY}, dotenv=None,
                       data_dir=tmp_path / "data", database=tmp_path / "data" / "jellybit.db",
                       movies_dir=lib / "movies", shows_dir=lib / "shows", log_file=str(tmp_path / "jellybit.log"))


@pytest.fixture
def logging_to_file(live_settings):
    logs.configure("INFO", file=live_settings.log_file, stream=io.StringIO())
    yield
    logs.configure("WARNING")


def _fits(page, name: str, device: str, tmp_path) -> None:
    width = page.viewport_size["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width, name
    page.screenshot(path=str((SCREENSHOTS if SAVE else tmp_path) / f"{name}-{device}.png"), full_page=True)


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_history_filter_log_timeline_and_masked_settings(device, request, live, tmp_path, logging_to_file):
    page = request.getfixturevalue(device)
    ids = seed_demo()
    with store.acting("telegram:4242"):
        store.set_state(ids["review"], "deferred")
    with store.acting("web"):
        store.set_state(ids["catched"], "cancelled")
    for logger, msg in STAGE_RECORDS:
        with logs.download_context(ids["done"], ["ab" * 20]):
            logs.get_logger(logger).info(msg, extra={"service": "qbittorrent"} if ".qbit" in logger else {})

    # history: everything, then filtered to the problems
    page.goto("/history")
    rows = page.locator(".h-row")
    expect(rows.first).to_contain_text("by the web app")
    total = rows.count()
    assert total > 10
    expect(page.locator(".h-row", has_text="Telegram (user 4242)")).to_have_count(1)
    _fits(page, "history", device, tmp_path)
    page.get_by_label("State").select_option("failed")
    page.get_by_role("button", name="Show").click()
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("Some.Obscure.Documentary")
    page.get_by_label("Type").select_option("movie")
    page.get_by_label("State").select_option("")
    page.get_by_role("button", name="Show").click()
    expect(rows).to_have_count(6)  # Dune's six changes: the only movie
    rows.first.get_by_role("link").click()
    expect(page).to_have_url(f"{live.url}/download/{ids['done']}")

    # the download's log, loaded after its page
    stages = page.locator("#log .log-stages .stage")
    expect(stages.first).to_be_visible()
    shown = {t.split()[0] for t in stages.all_inner_texts()}
    assert {"ingest", "qBittorrent", "recognition", "layout", "notification"} <= shown
    expect(page.locator("#log .log-record").first).to_contain_text("notification sent")  # newest first
    _fits(page, "log-timeline", device, tmp_path)

    # settings: every value, secrets masked
    page.goto("/settings")
    html = page.content()
    assert TMDB_KEY not in html and API_KEY not in html
    tmdb = page.locator(".setting", has=page.locator("code.setting-env", has_text="JELLYBIT_TMDB_API_KEY"))
    expect(tmdb.locator(".setting-value")).to_have_text("***")
    expect(tmdb.locator(".source")).to_have_text("environment")
    expect(page.locator(".paths")).to_contain_text("Hard links work")
    expect(page.locator(".versions")).to_contain_text("Python")
    _fits(page, "settings", device, tmp_path)


def test_the_nav_reaches_history_and_settings_on_a_phone(phone, live):
    seed_download("Nav.Test", "downloading")
    phone.goto("/")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    phone.get_by_role("link", name="History").click()
    expect(phone.get_by_role("heading", name="History")).to_be_visible()
    phone.get_by_role("link", name="Settings").click()
    expect(phone.get_by_role("heading", name="Settings & status")).to_be_visible()

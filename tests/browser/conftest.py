"""Browser tests: Debian Chromium + Playwright against a real waitress server (tests/fixtures/browser.py)."""

from tests.fixtures.browser import chromium, desktop, live, live_settings, phone  # noqa: F401

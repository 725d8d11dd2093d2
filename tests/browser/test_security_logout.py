"""Issue 14 §3 in a real browser: a visible Log out that really ends the session (a copied cookie is dead)."""

from __future__ import annotations

import pytest
import requests
from playwright.sync_api import expect

from jellybit import config

pytestmark = pytest.mark.browser

PASSWORD = "browser-logout-password"


@pytest.fixture
def live_settings(tmp_path):
    lib = tmp_path / "library"
    return config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "jellybit.db",
                       movies_dir=lib / "movies", shows_dir=lib / "shows", password=PASSWORD)


def test_log_out_is_visible_and_ends_the_session(phone, live):
    phone.goto("/")
    expect(phone).to_have_url(live.url + "/login?next=/")
    expect(phone.get_by_role("button", name="Log out")).to_have_count(0)  # nothing to log out of yet
    phone.get_by_label("Password").fill(PASSWORD)
    phone.get_by_role("button", name="Sign in").click()
    expect(phone).to_have_url(live.url + "/")
    cookie = next(c for c in phone.context.cookies() if c["name"] == "jellybit_session")
    copied = {"jellybit_session": cookie["value"]}
    assert requests.get(live.url + "/", cookies=copied, allow_redirects=False, timeout=5).status_code == 200

    logout = phone.get_by_role("button", name="Log out")
    expect(logout).to_be_visible()
    expect(logout).to_be_in_viewport()
    logout.click()
    expect(phone).to_have_url(live.url + "/login")
    assert requests.get(live.url + "/", cookies=copied, allow_redirects=False, timeout=5).status_code == 302
    phone.goto("/")
    expect(phone).to_have_url(live.url + "/login?next=/")

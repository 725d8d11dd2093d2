"""Secrets never leak (issue 9): the API key, the web password, the qBittorrent password, the Telegram
token and the TMDB key never appear in the logs, any page (errors, health, login), any API answer or the
OpenAPI document — while jellybit lives a day of work with known secret values."""

from __future__ import annotations

import re

import pytest
import requests

from tests.fakes.telegram import CHAT_ID, TOKEN
from tests.fakes.tmdb import API_KEY as TMDB_KEY
from tests.fixtures.web import API_KEY

pytestmark = pytest.mark.qbt

PASSWORD = "correct-horse-battery-staple-7"
QBT_PASSWORD = "qbt-secret-pass-9"


def test_secrets_never_appear_in_logs_pages_or_api(live_jellybit, fake_bot_api, fake_tmdb):
    live = live_jellybit(env={"JELLYBIT_PASSWORD": PASSWORD}, qbt_password=QBT_PASSWORD,
                         telegram_token=TOKEN, telegram_chat_ids=frozenset({CHAT_ID}),
                         telegram_api_url=fake_bot_api.url, tmdb_url=fake_tmdb.url, tmdb_api_key=TMDB_KEY)
    secrets = {"api key": API_KEY, "web password": PASSWORD, "qBittorrent password": QBT_PASSWORD,
               "Telegram token": TOKEN, "TMDB key": TMDB_KEY}
    outputs: list[str] = []

    def keep(resp: requests.Response) -> requests.Response:
        outputs.append(f"{resp.status_code} {resp.url}\n{resp.headers}\n{resp.text}")
        return resp

    web = requests.Session()
    keep(web.get(live.url + "/", timeout=10))  # → the login page
    login = keep(web.get(live.url + "/login", timeout=10))
    token = re.search(r'name="csrf_token" value="([^"]+)"', login.text).group(1)
    keep(web.post(live.url + "/login", data={"csrf_token": token, "password": "wrong " + PASSWORD[:5]}, timeout=10))
    keep(web.post(live.url + "/login", data={"csrf_token": token, "password": PASSWORD, "next": "/"}, timeout=10))
    for path in ("/", "/add", "/health", "/health/dot", "/download/not-an-id", "/download/01jzabcdefghjkmnpqrstvwxyz",
                 "/review/01jzabcdefghjkmnpqrstvwxyz", "/manifest.webmanifest", "/sw.js", "/nope"):
        keep(web.get(live.url + path, timeout=10))
    keep(web.post(live.url + "/add", data={"magnets": "no magnet here"}, timeout=10))  # no CSRF: refused

    magnet = "magnet:?xt=urn:btih:" + "6f" * 20 + "&dn=Secret.Test.2020"
    fake_bot_api.send_text(f"please add {magnet}")
    fake_bot_api.send_text("/list")
    fake_bot_api.wait_call("sendMessage", lambda p: "Secret.Test.2020" in p.get("text", ""), timeout=20)
    created = keep(live.api("POST", "/downloads", json={"magnet": magnet}))
    download_id = created.json()["items"][0]["download"]["id"]
    for method, path, kw in (("GET", "/downloads", {}), ("GET", f"/downloads/{download_id}", {}),
                             ("GET", "/health", {}), ("GET", "/openapi.json", {}),
                             ("POST", f"/downloads/{download_id}/retry", {}), ("GET", "/downloads/zzz", {}),
                             ("POST", "/downloads", {"json": {"magnet": "magnet:?xt=urn:btih:bad"}}),
                             ("GET", f"/downloads/{download_id}/plan", {})):
        keep(live.api(method, path, **kw))
    keep(requests.get(live.url + "/api/v1/downloads", headers={"X-Api-Key": API_KEY[:-1]}, timeout=10))
    live.wait_state(download_id, "downloading")

    outputs.append(live.log_file.read_text())
    outputs += [str(call.params) for call in fake_bot_api.calls]  # what jellybit told Telegram
    everything = "\n".join(outputs)
    assert "Sign in" in everything and "openapi" in everything and download_id in live.log_file.read_text()
    leaked = [name for name, value in secrets.items() if value in everything]
    assert leaked == [], f"leaked: {leaked}"

"""Secrets never leak (issues 9 and 14): the API key, the web password, the qBittorrent password, the Telegram
token and the TMDB key never appear in the logs, any page (errors, health, login), any API answer or the
OpenAPI document — while jellybit lives a day of work with known secret values — nor through the text of an
upstream error that echoes the request, which every client wrapper redacts before it leaves the wrapper."""

from __future__ import annotations

import re

import pytest
import requests

from jellybit import config, health, recognition, recognizer, store
from jellybit.factory import create_app
from jellybit.infohash import normalize
from jellybit.qbit.client import QbitClient
from jellybit.qbit.errors import QbitError
from jellybit.recognition.metadata.llm import LlmClient
from jellybit.runtime import Runtime
from jellybit.worker import recognize as rw
from tests.fakes import FakeHTTPServer, Recorded, Reply
from tests.fakes.telegram import CHAT_ID, TOKEN
from tests.fakes.tmdb import API_KEY as TMDB_KEY
from tests.fixtures.web import API_KEY

PASSWORD = "correct-horse-battery-staple-7"
QBT_PASSWORD = "qbt-secret-pass-9"


@pytest.mark.qbt
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


class Echo(FakeHTTPServer):
    """An upstream that fails and echoes the whole request back (query string and headers included)."""

    def __init__(self, status: int = 500) -> None:
        super().__init__()
        self.status = status

    def handle(self, req: Recorded) -> Reply:
        echoed = f"bad request {req.body!r} {req.query} {req.path} {dict(req.headers)}"
        return Reply(self.status, {"status_message": echoed, "error": echoed})


@pytest.fixture
def echo():
    with Echo() as server:
        yield server


def _settings(tmp_path, **values):
    return config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=tmp_path / "data",
                       database=tmp_path / "data" / "jellybit.db", **values)


def test_an_echoed_tmdb_key_is_neither_stored_in_the_reason_nor_shown(tmp_path, echo):
    settings = _settings(tmp_path, tmdb_url=echo.url, tmdb_api_key=TMDB_KEY)  # registered at load
    app = create_app(settings)
    try:
        d = store.create_download_if_no_active(hashes=[normalize("ab" * 20)], source_ref="magnet:?",
                                               source_kind="magnet", name="Stalker", state="completed").download_id
        rw.recognize_one(d, settings, lambda _: [recognition.FileInput("Stalker/Stalker.mkv", 4 * 10**9)])
        assert any(TMDB_KEY in r.query.values() for r in echo.requests)  # the upstream did echo it
        reason = recognizer.current_recognition(d).reason
        assert "TMDB answered HTTP 500" in reason and "***" in reason and TMDB_KEY not in reason
        client = app.test_client()
        for page in (f"/download/{d}", f"/review/{d}"):
            html = client.get(page).get_data(as_text=True)
            assert TMDB_KEY not in html
        api = client.get(f"/api/v1/downloads/{d}", headers={"X-Api-Key": API_KEY}).get_data(as_text=True)
        assert TMDB_KEY not in api
    finally:
        store.close_database()


def test_an_echoed_llm_key_never_leaves_the_client(tmp_path):
    secret = "sk-llm-secret-key-4242"
    _settings(tmp_path, llm_api_key=secret)

    class Completion(FakeHTTPServer):
        def handle(self, req: Recorded) -> Reply:  # a chat completion that quotes the Authorization header
            return Reply(200, {"choices": [{"message": {"content": f"you sent {req.headers['authorization']}"}}]})

    with Completion() as server:
        answer = LlmClient(server.url, "m", secret).complete([{"role": "user", "content": "x"}])
    assert answer == "you sent Bearer ***"


def test_an_echoed_qbittorrent_password_never_leaves_the_client():
    secret = "qbt-echoed-password-77"

    class LoginEcho(Echo):  # 403 until logged in; the login itself fails and echoes the form
        def handle(self, req: Recorded) -> Reply:
            return super().handle(req) if req.path.endswith("/auth/login") else Reply(403, "Forbidden")

    with LoginEcho() as echo:
        client = QbitClient(echo.url, "admin", secret, timeout=5)
        with pytest.raises(QbitError) as caught:
            client.add(magnet="magnet:?xt=urn:btih:" + "cd" * 20)
    assert any(secret in r.body.decode() for r in echo.requests if r.body)  # it was sent and echoed
    assert "answered" in str(caught.value) and secret not in str(caught.value)


def test_health_details_are_redacted_on_the_page_and_the_api(tmp_path):
    token = "123456:health-token-secret"
    settings = _settings(tmp_path, telegram_token=token, telegram_chat_ids=frozenset({1}))
    runtime = Runtime(settings)
    runtime.health.register("telegram", lambda: health.Status(False, f"Bad Request: {token}", f"check {token}"))
    runtime.health.register("broken", lambda: (_ for _ in ()).throw(RuntimeError(f"token {token}")))
    app = create_app(settings, runtime=runtime)
    try:
        statuses = runtime.health.run()
        assert statuses["telegram"].detail == "Bad Request: ***" and statuses["telegram"].hint == "check ***"
        assert statuses["broken"].detail == "check failed: token ***"
        client = app.test_client()
        page = client.get("/health").get_data(as_text=True)
        api = client.get("/api/v1/health", headers={"X-Api-Key": API_KEY}).get_data(as_text=True)
        assert "Bad Request: ***" in page and "Bad Request: ***" in api
        assert token not in page and token not in api
    finally:
        store.close_database()

"""Settings & status (issue 17 item 5): every setting with where it came from, secrets never shown, versions,
paths with the real hard-link test, services with their last run and last error."""

from __future__ import annotations

import re
import socket
import time

import pytest

from jellybit import config, store
from jellybit.factory import create_app
from jellybit.health import Status
from jellybit.qbit.client import QbitClient
from jellybit.runtime import Runtime
from jellybit.worker.scheduler import Jobs

SECRETS = {"JELLYBIT_API_KEY": "api-key-from-the-environment-123", "JELLYBIT_TMDB_API_KEY": "tmdb-v4-token-abc",
           "JELLYBIT_LLM_API_KEY": "k9!",  # shorter than redaction registers: still never shown
           # (a "!" never occurs in the page's random CSRF tokens, which once held "k9" by chance)
           "JELLYBIT_PASSWORD": "correct horse battery", "JELLYBIT_TELEGRAM_TOKEN": "123456:telegram-bot-token"}


def test_load_records_where_each_value_came_from(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text("JELLYBIT_PORT=9000\nJELLYBIT_POLL_INTERVAL=7\nJELLYBIT_LOG_LEVEL=\n")
    s = config.load({"JELLYBIT_POLL_INTERVAL": "9", "JELLYBIT_DISCOVER": "true"}, dotenv=dotenv,
                    data_dir=tmp_path / "d")
    assert s.sources["port"] == ".env" and s.port == 9000
    assert s.sources["poll_interval"] == "environment" and s.poll_interval == 9.0  # the environment wins
    assert s.sources["discover"] == "environment"
    assert s.sources["log_level"] == "default"  # empty in .env is unset
    assert s.sources["data_dir"] == "program"
    assert set(s.sources) == {x.name for x in config.SETTINGS}
    assert s.replace(port=1).sources == s.sources  # not part of the settings' identity or equality
    assert s == s.replace(sources={})


@pytest.fixture
def secret_app(tmp_path):
    settings = config.load({**SECRETS, "JELLYBIT_TELEGRAM_CHAT_IDS": "42"}, dotenv=None, data_dir=tmp_path / "data",
                           qbt_password="qbt-password-xyz", movies_dir=tmp_path / "lib" / "movies",
                           shows_dir=tmp_path / "lib" / "shows")
    app = create_app(settings)
    yield app
    store.close_database()


def signed_in(app):
    from tests.fixtures.browser import form_token
    client = app.test_client()
    token = form_token(client, "/login")
    client.post("/login", data={"password": SECRETS["JELLYBIT_PASSWORD"], "csrf_token": token})
    return client


def setting_rows(html: str) -> dict[str, tuple[str, str]]:
    """env name → (source, value) as the page shows them."""
    return {env: (src, val) for env, src, val in re.findall(
        r'<code class="setting-env">(\w+)</code> <span class="source[^"]*">([^<]+)</span></p>\s*'
        r'<p class="setting-value"><code[^>]*>([^<]*)</code>', html)}


def test_every_setting_is_shown_with_its_source_and_no_secret_ever(secret_app):
    client = signed_in(secret_app)
    resp = client.get("/settings")
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200
    rows = setting_rows(html)
    assert set(rows) == {s.env for s in config.SETTINGS}
    for value in [*SECRETS.values(), "qbt-password-xyz"]:
        assert value not in html
    assert rows["JELLYBIT_API_KEY"] == ("environment", "***")
    assert rows["JELLYBIT_LLM_API_KEY"] == ("environment", "***")
    assert rows["JELLYBIT_QBT_PASSWORD"] == ("set at start", "***")
    assert rows["JELLYBIT_JELLYFIN_API_KEY"] == ("default", "unset")
    assert rows["JELLYBIT_PORT"] == ("default", "8080")
    assert rows["JELLYBIT_TELEGRAM_CHAT_IDS"] == ("environment", "42")
    assert rows["JELLYBIT_POLL_INTERVAL"] == ("default", "5")
    assert "set its variable" in html and "then restart" in html and "<code>.env</code>" in html


def test_versions_paths_and_services_without_a_runtime(secret_app):
    html = signed_in(secret_app).get("/settings").get_data(as_text=True)
    import platform

    import jellybit
    assert f"<dt>jellybit</dt><dd>{jellybit.__version__}</dd>" in html
    assert f"<dt>Python</dt><dd>{platform.python_version()}</dd>" in html
    assert "not connected in this process" in html
    assert html.count("Hard links work") == 2  # movies and shows, tested for real under tmp_path
    assert "<strong>worker</strong> <span class=\"muted\">not running in this process" in html


def test_qbittorrent_versions_through_the_runtime_client_and_a_bounded_failure(tmp_path, qbt_daemon):
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data")
    runtime = Runtime(settings)
    runtime.services["qbit"] = QbitClient(qbt_daemon.url, timeout=3.0)
    app = create_app(settings, runtime=runtime)
    try:
        html = app.test_client().get("/settings").get_data(as_text=True)
        version = runtime.services["qbit"].version()
        assert f"<dt>qBittorrent</dt><dd>{version['app_version']}</dd>" in html
        assert f"<dt>qBittorrent Web API</dt><dd>{version['webapi_version']}</dd>" in html
        with socket.socket() as s:  # a port nobody listens on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        runtime.services["qbit"] = QbitClient(f"http://127.0.0.1:{port}", timeout=1.0)
        started = time.monotonic()
        down = app.test_client().get("/settings").get_data(as_text=True)
        assert time.monotonic() - started < 10
        assert "<dt>qBittorrent</dt><dd>not reachable:" in down
    finally:
        store.close_database()


def test_services_show_the_last_run_and_last_error(tmp_path):
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data")
    runtime = Runtime(settings)
    jobs = Jobs()
    calls = []

    def flaky():
        calls.append(1)
        raise RuntimeError("the disk said no")

    jobs.add("link", flaky, 3600)  # runs once at start, then hourly
    runtime.services["jobs"] = jobs
    up = {"ok": False}
    runtime.health.register("telegram", lambda: Status(True, "polling") if up["ok"] else
                            Status(False, "Bot API unreachable: connection refused"))
    app = create_app(settings, runtime=runtime)
    jobs.start()
    try:
        deadline = time.monotonic() + 10
        while not jobs.runs["link"].last_end and time.monotonic() < deadline:
            time.sleep(0.02)
        client = app.test_client()
        client.get("/settings")  # the bot is down at this check
        up["ok"] = True
        html = client.get("/settings").get_data(as_text=True)
    finally:
        jobs.stop()
        store.close_database()
    worker = html[html.index("<strong>worker</strong>"):html.index("<strong>bot</strong>")]
    assert "running 1 jobs" in worker and "Last run" in worker
    assert "RuntimeError: the disk said no" in worker and "link: 1 runs" in worker
    bot = html[html.index("<strong>bot</strong>"):html.index("<strong>managed qBittorrent</strong>")]
    assert "up: polling" in bot and "Last error" in bot and "Bot API unreachable" in bot  # up now, the error kept

"""Who may use the web UI: login, proxy header, CSRF on every state-changing request, headers, rate limit."""

import re

import pytest
from werkzeug.security import generate_password_hash

from jellybit import config, store
from jellybit.factory import create_app
from jellybit.web import security
from tests.fixtures.browser import form_token, seed_download
from tests.fixtures.serving import Served

PASSWORD = "correct horse battery"


def make_app(tmp_path, **overrides):
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "j.db",
                           **overrides)
    app = create_app(settings)
    app.config["TESTING"] = True
    return app


@pytest.fixture
def locked(tmp_path):
    app = make_app(tmp_path, password=PASSWORD)
    yield app
    store.close_database()


def _sample_value(name: str) -> str:
    return "01m8pw5ffe1f5kvhpbber4nfcp" if name == "id_" else {"action": "defer", "filename": "app.css"}.get(name, "x")


def _every_route(app):
    for rule in app.url_map.iter_rules():
        url = rule.build({arg: _sample_value(arg) for arg in rule.arguments}, append_unknown=False)[1]
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            yield rule.endpoint, method, url


def test_every_route_but_the_public_ones_needs_a_login(locked):
    """Walk Flask's URL map: everything except login, manifest, service worker, favicon, static and the
    API (its own key) answers an anonymous request with a redirect to the login page or a 401."""
    client = locked.test_client()
    seen = set()
    for endpoint, method, url in _every_route(locked):
        seen.add(endpoint)
        resp = client.open(url, method=method)
        if endpoint in security.PUBLIC_ENDPOINTS:
            assert resp.status_code in (200, 302, 400, 404), (endpoint, resp.status_code)  # 400: login POST w/o token
            continue
        if endpoint.startswith("api."):
            assert resp.status_code == 401, (endpoint, url)
            continue
        if method == "GET":
            assert resp.status_code == 302 and resp.location.startswith("/login?next="), (endpoint, url)
        else:
            assert resp.status_code == 401, (endpoint, method, url)
    assert {"downloads.index", "downloads.act", "review.page", "add.add", "health.page"} <= seen
    assert security.PUBLIC_ENDPOINTS <= seen


def test_public_endpoints_really_are_public(locked):
    client = locked.test_client()
    for url in ("/login", "/manifest.webmanifest", "/sw.js", "/favicon.ico", "/static/app.css"):
        assert client.get(url).status_code == 200, url


def test_login_with_the_plain_password_then_logout(locked):
    client = locked.test_client()
    assert client.get("/").status_code == 302
    token = form_token(client, "/login")
    wrong = client.post("/login", data={"csrf_token": token, "password": "nope"})
    assert wrong.status_code == 401 and "Wrong password" in wrong.get_data(as_text=True)
    ok = client.post("/login", data={"csrf_token": token, "password": PASSWORD, "next": "/health"})
    assert ok.status_code == 302 and ok.location == "/health"
    assert client.get("/").status_code == 200
    assert client.post("/logout", data={"csrf_token": form_token(client, "/")}).status_code == 302
    assert client.get("/").status_code == 302


def test_login_with_a_werkzeug_hash(tmp_path):
    app = make_app(tmp_path, password=generate_password_hash(PASSWORD))
    client = app.test_client()
    token = form_token(client, "/login")
    assert client.post("/login", data={"csrf_token": token, "password": PASSWORD}).status_code == 302
    assert client.get("/").status_code == 200
    store.close_database()


@pytest.mark.parametrize("target", ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:x"])
def test_login_never_redirects_off_site(locked, target):
    client = locked.test_client()
    resp = client.post("/login", data={"csrf_token": form_token(client, "/login"), "password": PASSWORD,
                                       "next": target})
    assert resp.status_code == 302 and resp.location == "/"


def test_login_is_rate_limited_per_address(locked):
    client = locked.test_client()
    token = form_token(client, "/login")
    for _ in range(5):
        assert client.post("/login", data={"csrf_token": token, "password": "x"}).status_code == 401
    blocked = client.post("/login", data={"csrf_token": token, "password": PASSWORD})
    assert blocked.status_code == 429 and "Too many attempts" in blocked.get_data(as_text=True)
    other = locked.test_client()  # another address is not blocked
    resp = other.post("/login", data={"csrf_token": form_token(other, "/login"), "password": PASSWORD},
                      environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert resp.status_code == 302


def test_rate_limiter_forgets_after_the_window():
    now = [0.0]
    limiter = security.RateLimiter(limit=2, window=300, clock=lambda: now[0])
    limiter.fail("a"), limiter.fail("a")
    assert limiter.blocked_for("a") == 300 and limiter.blocked_for("b") == 0
    now[0] = 300.0
    assert limiter.blocked_for("a") == 0


def test_trusted_proxy_header_signs_in_only_when_configured(tmp_path):
    app = make_app(tmp_path, host="0.0.0.0", trusted_proxy_header="X-Remote-User")
    client = app.test_client()
    assert client.get("/", headers={"X-Remote-User": "anna"}).status_code == 200
    assert client.get("/").status_code == 302
    assert client.get("/", headers={"X-Remote-User": " "}).status_code == 302
    store.close_database()


def test_loopback_without_password_needs_no_login(client):
    assert client.get("/").status_code == 200 and client.get("/login").status_code == 302


def test_session_cookie_flags(tmp_path):
    app = make_app(tmp_path, password=PASSWORD, cookie_secure=True)
    resp = app.test_client().get("/login")
    cookie = resp.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Secure" in cookie
    store.close_database()


def test_secret_key_is_generated_once_and_kept(tmp_path):
    first = make_app(tmp_path).secret_key
    again = make_app(tmp_path).secret_key
    assert first == again and len(first) > 40
    assert (tmp_path / "data" / "secret_key").stat().st_mode & 0o077 == 0
    store.close_database()


def test_security_headers_and_no_inline_code(client):
    did = seed_download("Headers.Test", "downloading")
    for url in ("/", "/add", "/health", f"/download/{did}", f"/download/{did}/card"):
        resp = client.get(url)
        csp = resp.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "style-src 'self'" in csp and "frame-ancestors 'none'" in csp
        assert resp.headers["X-Content-Type-Options"] == "nosniff" and resp.headers["X-Frame-Options"] == "DENY"
        assert resp.headers["Referrer-Policy"] == "same-origin" and resp.headers["Cache-Control"] == "no-store"
        html = resp.get_data(as_text=True)
        assert not re.search(r"<script(?![^>]*\bsrc=)", html), url  # no inline script
        assert not re.search(r"<style|\sstyle=|\son[a-z]+=", html), url  # no inline style or handler


@pytest.mark.parametrize("how", ["none", "wrong", "other-session"])
def test_state_changing_requests_need_the_csrf_token(client, app, how):
    did = seed_download("Csrf.Test", "downloading")
    headers = {}
    data = {}
    if how == "wrong":
        form_token(client)
        headers = {"X-CSRF-Token": "wrong"}
    elif how == "other-session":
        data = {"csrf_token": form_token(app.test_client())}
    resp = client.post(f"/download/{did}/defer", data=data, headers=headers)
    assert resp.status_code == 400 and "expired" in resp.get_data(as_text=True)
    assert store.get(did).state == "downloading"


def test_htmx_sends_the_token_in_a_header(client):
    did = seed_download("Csrf.Header", "downloading")
    resp = client.post(f"/download/{did}/defer", headers={"X-CSRF-Token": form_token(client), "HX-Request": "true"})
    assert resp.status_code == 200 and store.get(did).state == "deferred"


def test_the_api_is_exempt_from_csrf_and_uses_its_key(api):
    did = seed_download("Api.Csrf", "downloading")
    assert api.post(f"/api/v1/downloads/{did}/defer").status_code == 200


def test_an_anonymous_htmx_request_is_sent_to_the_login_page(locked):
    resp = locked.test_client().get("/chips", headers={"HX-Request": "true",
                                                       "HX-Current-URL": "http://h/?state=review"})
    assert resp.status_code == 401 and resp.headers["HX-Redirect"] == "/login?next=/"


# -- revocable sessions (issue 14 §3) -----------------------------------------------------------------------

COOKIE = "jellybit_session"


def _signed_in(app):
    client = app.test_client()
    resp = client.post("/login", data={"csrf_token": form_token(client, "/login"), "password": PASSWORD})
    assert resp.status_code == 302
    return client


def _with_cookie(app, value):
    other = app.test_client()
    other.set_cookie(COOKIE, value)
    return other


def test_logout_ends_the_session_on_the_server_too(locked):
    client = _signed_in(locked)
    stolen = client.get_cookie(COOKIE).value
    assert _with_cookie(locked, stolen).get("/").status_code == 200
    client.post("/logout", data={"csrf_token": form_token(client, "/")})
    assert _with_cookie(locked, stolen).get("/").status_code == 302  # the copy no longer works


def test_log_out_everywhere_ends_every_session(locked):
    phone, laptop = _signed_in(locked), _signed_in(locked)
    phone.post("/logout", data={"csrf_token": form_token(phone, "/"), "everywhere": "1"})
    assert laptop.get("/").status_code == 302
    assert _signed_in(locked).get("/").status_code == 200  # a new login works


def test_a_new_password_ends_every_session_and_the_same_one_keeps_them(tmp_path):
    app = make_app(tmp_path, password=PASSWORD)
    cookie = _signed_in(app).get_cookie(COOKIE).value
    store.close_database()
    same = make_app(tmp_path, password=PASSWORD)  # a restart
    assert _with_cookie(same, cookie).get("/").status_code == 200
    store.close_database()
    changed = make_app(tmp_path, password="a different password")
    assert _with_cookie(changed, cookie).get("/").status_code == 302
    store.close_database()
    back = make_app(tmp_path, password=PASSWORD)  # and changing it back does not revive the old sessions
    assert _with_cookie(back, cookie).get("/").status_code == 302
    store.close_database()


def test_the_session_is_not_extended_by_every_response(locked):
    client = _signed_in(locked)
    for path in ("/", "/health", "/add"):
        resp = client.get(path)
        assert resp.status_code == 200 and "Set-Cookie" not in resp.headers, path


def test_a_session_ends_thirty_days_after_the_login(tmp_path):
    now = [1_000_000.0]
    sessions = security.SessionStore(tmp_path / "sessions.json", "k", "pw", clock=lambda: now[0])
    assert sessions.valid("sid", sessions.epoch, now[0])
    now[0] += security.SESSION_LIFETIME
    assert not sessions.valid("sid", sessions.epoch, 1_000_000.0)
    assert (tmp_path / "sessions.json").stat().st_mode & 0o777 == 0o600


def test_static_responses_carry_no_cookie(locked):
    client = _signed_in(locked)
    for url in ("/static/app.css", "/favicon.ico", "/manifest.webmanifest"):
        resp = client.get(url)
        assert resp.status_code == 200 and "Set-Cookie" not in resp.headers, url
    anonymous = locked.test_client()
    resp = anonymous.get("/static/app.css")
    assert "public" in resp.headers["Cache-Control"] and "Set-Cookie" not in resp.headers


# -- the login limit under a race, and behind a proxy (issue 14 §4) ----------------------------------------


def test_parallel_wrong_logins_get_five_password_checks_not_more(tmp_path, monkeypatch):
    """Real waitress, 8 threads, a (slow) werkzeug hash, 30 wrong attempts at once from one address."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    import requests

    from jellybit.factory import server_options

    checks = []
    real = security.check_password
    monkeypatch.setattr(security, "check_password", lambda c, g: checks.append(1) or real(c, g))
    app = make_app(tmp_path, password=generate_password_hash(PASSWORD))
    served = Served(app, threads=8, **server_options(app))
    url = f"{served.url}/login"
    try:
        sessions = []
        for _ in range(30):  # each with its own form token, fetched before the race starts
            s = requests.Session()
            token = re.search(r'name="csrf_token" value="([^"]+)"', s.get(url, timeout=10).text).group(1)
            sessions.append((s, token))
        barrier = threading.Barrier(30)

        def attempt(pair):
            s, token = pair
            barrier.wait()
            return s.post(url, data={"csrf_token": token, "password": "wrong"}, timeout=30,
                          allow_redirects=False).status_code

        with ThreadPoolExecutor(30) as pool:
            statuses = sorted(pool.map(attempt, sessions))
    finally:
        served.stop()
        store.close_database()
    assert len(checks) == 5
    assert statuses == [401] * 5 + [429] * 25


def test_forwarded_for_counts_only_from_a_trusted_proxy(tmp_path):
    app = make_app(tmp_path, password=PASSWORD, trusted_proxies=config._networks("10.0.0.2, 192.168.1.0/24"))
    proxy = {"REMOTE_ADDR": "10.0.0.2"}

    def wrong(client, environ, forwarded):
        return client.post("/login", data={"csrf_token": form_token(client, "/login"), "password": "x"},
                           headers={"X-Forwarded-For": forwarded}, environ_base=environ).status_code

    client = app.test_client()
    for _ in range(5):  # one person behind the proxy gets it wrong five times …
        assert wrong(client, proxy, "192.168.7.10") == 401
    assert wrong(client, proxy, "192.168.7.10") == 429
    assert wrong(app.test_client(), proxy, "192.168.7.11") == 401  # … and the rest of the household is not locked out

    outsider = {"REMOTE_ADDR": "203.0.113.5"}  # not a proxy: its X-Forwarded-For is ignored
    attacker = app.test_client()
    for i in range(5):
        assert wrong(attacker, outsider, f"198.51.100.{i}") == 401
    assert wrong(attacker, outsider, "198.51.100.99") == 429  # a fresh forged address per try does not help
    store.close_database()


def test_trusted_proxies_setting_parses_addresses_and_networks():
    s = config.load({"JELLYBIT_TRUSTED_PROXIES": "127.0.0.1, 10.0.0.0/8;::1"}, dotenv=None)
    assert [str(n) for n in s.trusted_proxies] == ["127.0.0.1/32", "10.0.0.0/8", "::1/128"]
    with pytest.raises(config.ConfigError, match="JELLYBIT_TRUSTED_PROXIES"):
        config.load({"JELLYBIT_TRUSTED_PROXIES": "proxy.local"}, dotenv=None)

"""Who may use the web UI, and how its requests are protected (SPEC §9, docs/web.md).

One gate for every request (``before_request``), so a new route is protected by default:

* **auth** — a session cookie set by the login page (password: plain text or a werkzeug hash, compared
  in constant time), or a header set by an explicitly trusted reverse proxy. With neither configured the
  app only runs on loopback (``config.load`` refuses otherwise) and needs no login. Public: the login page,
  the PWA manifest, the service worker, the favicon and ``/static``. The JSON API has its own key.
* **CSRF** — a per-session token in a ``<meta>`` tag (htmx sends it as ``X-CSRF-Token`` via ``app.js``)
  and in a hidden field of every form; every state-changing request outside ``/api/v1`` must carry it.
  The add page is the one exception that does not *refuse*: a token-less POST there is the PWA share
  target, which only pre-fills the form (nothing is ingested without a token).
* **headers** — a CSP without inline scripts or styles, nosniff, no framing, a strict referrer policy.
* **sessions** — revocable although the cookie is signed, not stored: a login records its session id, the
  server-side session epoch and a fingerprint of the password in ``<data>/sessions.json`` (0600). Log out
  revokes that id, "log out everywhere" and a changed password start a new epoch, and a session ends 30 days
  after the login (the cookie is not re-sent, and so not extended, on every response).
* **login rate limit** — 5 failures per 5 minutes per client address, in memory (one process); the check and
  the record are one step, so parallel attempts cannot all pass the check first.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import threading
import time
from collections import deque
from datetime import timedelta
from ipaddress import ip_address
from pathlib import Path
from urllib.parse import urlsplit

from flask import Blueprint, Flask, abort, current_app, g, redirect, render_template, request, session, url_for
from flask.sessions import SecureCookieSessionInterface
from flask_htmx import HTMX
from flask_htmx import make_response as htmx_response
from werkzeug.middleware.proxy_fix import ProxyFix
from werkzeug.security import check_password_hash

from jellybit import logs
from jellybit.config import Settings

from . import current

log = logs.get_logger("jellybit.web.security")

bp = Blueprint("auth", __name__)

# Endpoints anyone may reach (the URL-map test checks that nothing else is).
PUBLIC_ENDPOINTS = frozenset({"auth.login", "pwa.manifest", "pwa.service_worker", "pwa.favicon", "static"})
# Cacheable responses that must never carry a cookie.
COOKIELESS_ENDPOINTS = frozenset({"static", "pwa.manifest", "pwa.favicon"})
# State-changing endpoints that decide themselves what a token-less request means (the share target).
SHARE_ENDPOINTS = frozenset({"add.add"})
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
CSRF_HEADER = "X-CSRF-Token"
CSRF_FIELD = "csrf_token"

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; "
       "connect-src 'self'; font-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; "
       "base-uri 'self'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}


def secret_key(settings: Settings) -> str:
    """The configured key, else one generated once and kept in ``<data>/secret_key`` (sessions survive restarts)."""
    if settings.secret_key:
        return settings.secret_key
    path = Path(settings.data_dir) / "secret_key"
    try:
        return path.read_text().strip() or _new_key(path)
    except FileNotFoundError:
        return _new_key(path)


def _new_key(path: Path) -> str:
    key = secrets.token_urlsafe(48)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.touch(mode=0o600)
    tmp.write_text(key)
    tmp.replace(path)
    return key


def login_required(settings: Settings) -> bool:
    return bool(settings.password or settings.trusted_proxy_header)


def check_password(configured: str, given: str) -> bool:
    """A werkzeug hash (``scrypt:…``/``pbkdf2:…``) or plain text; both compared in constant time."""
    if configured.startswith(("scrypt:", "pbkdf2:")) and "$" in configured:
        return check_password_hash(configured, given)
    return hmac.compare_digest(configured.encode("utf-8"), given.encode("utf-8", "surrogateescape"))


class TrustedProxies:
    """WSGI middleware: ``X-Forwarded-For``/``-Proto`` count only when the peer is a configured proxy.

    Behind a proxy every request comes from the proxy's address, so the login limit would lock the whole
    household out; trusting the header from anyone would let an attacker pick a fresh address per attempt.
    werkzeug's ``ProxyFix`` reads one hop (the proxy's own entry) and keeps the original in
    ``werkzeug.proxy_fix.orig``.
    """

    def __init__(self, app, networks):
        self.app, self.networks = app, tuple(networks)
        self.fixed = ProxyFix(app, x_for=1, x_proto=1)

    def __call__(self, environ, start_response):
        if self.networks and self._trusted(environ.get("REMOTE_ADDR", "")):
            return self.fixed(environ, start_response)
        return self.app(environ, start_response)

    def _trusted(self, addr: str) -> bool:
        try:
            ip = ip_address(addr)
        except ValueError:
            return False
        return any(ip in net for net in self.networks)


class RateLimiter:
    """At most ``limit`` failures per ``window`` seconds per key; in memory, because jellybit is one process."""

    def __init__(self, limit: int = 5, window: float = 300.0, clock=time.monotonic):
        self.limit, self.window, self.clock = limit, window, clock
        self._fails: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, key: str) -> deque[float]:
        q = self._fails.setdefault(key, deque())
        cutoff = self.clock() - self.window
        while q and q[0] <= cutoff:
            q.popleft()
        return q

    def blocked_for(self, key: str) -> float:
        """Seconds until ``key`` may try again (0 when it may)."""
        with self._lock:
            q = self._recent(key)
            return max(0.0, q[0] + self.window - self.clock()) if len(q) >= self.limit else 0.0

    def attempt(self, key: str) -> float:
        """Check and record one attempt in a single step: 0 when it may go ahead (it counts as a failure until
        :meth:`reset`), else the seconds to wait. Parallel attempts cannot all pass the check first."""
        with self._lock:
            q = self._recent(key)
            if len(q) >= self.limit:
                return max(0.0, q[0] + self.window - self.clock())
            q.append(self.clock())
            self._bound()
            return 0.0

    def fail(self, key: str) -> None:
        with self._lock:
            self._recent(key).append(self.clock())
            self._bound()

    def _bound(self) -> None:
        if len(self._fails) > 10_000:  # a flood of addresses must not grow memory without bound
            self._fails = {k: v for k, v in self._fails.items() if v}

    def reset(self, key: str) -> None:
        with self._lock:
            self._fails.pop(key, None)


SESSION_LIFETIME = 30 * 86400  # seconds from the login, never extended by use


class SessionStore:
    """The server side of the signed-cookie sessions: the epoch, and the ids revoked by logging out.

    ``<data>/sessions.json`` (0600) survives restarts. It also keeps an HMAC of the password under the secret
    key, so a restart with another password starts a new epoch: every older session ends.
    """

    def __init__(self, path: Path, secret: str, password: str | None, clock=time.time):
        self.path, self.clock = path, clock
        self._lock = threading.Lock()
        fingerprint = hmac.new(secret.encode(), (password or "").encode("utf-8", "surrogateescape"),
                               hashlib.sha256).hexdigest()
        state = self._read()
        if state.get("password") != fingerprint or not isinstance(state.get("epoch"), str):
            state = {"epoch": secrets.token_urlsafe(16), "password": fingerprint, "revoked": {}}
            self._write(state)
        self._state = state

    @property
    def epoch(self) -> str:
        return self._state["epoch"]

    def valid(self, sid: object, epoch: object, since: object) -> bool:
        if not isinstance(sid, str) or not isinstance(since, (int, float)):
            return False
        with self._lock:
            return (epoch == self._state["epoch"] and sid not in self._state["revoked"]
                    and 0 <= self.clock() - since < SESSION_LIFETIME)

    def revoke(self, sid: object, since: object) -> None:
        """End one session (kept until it would have expired anyway)."""
        if not isinstance(sid, str):
            return
        with self._lock:
            now = self.clock()
            revoked = {k: v for k, v in self._state["revoked"].items() if v > now}
            revoked[sid] = (since if isinstance(since, (int, float)) else now) + SESSION_LIFETIME
            self._state = {**self._state, "revoked": revoked}
            self._write(self._state)

    def new_epoch(self) -> None:
        """End every session (log out everywhere)."""
        with self._lock:
            self._state = {**self._state, "epoch": secrets.token_urlsafe(16), "revoked": {}}
            self._write(self._state)

    def _read(self) -> dict:
        try:
            state = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return state if isinstance(state, dict) and isinstance(state.get("revoked"), dict) else {}

    def _write(self, state: dict) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(state, f)
        tmp.replace(self.path)


class _SessionInterface(SecureCookieSessionInterface):
    """No ``Set-Cookie`` on static files: they are ``Cache-Control: public``, and a shared cache would keep it.
    The JSON API never reads the session (its key is its auth, and it has no CSRF): its requests get the
    null session, so no cookie is parsed or signed per API call."""

    def open_session(self, app, request):
        if request.path.startswith("/api/"):
            return None  # Flask's null session: empty, and it refuses writes
        return super().open_session(app, request)

    def should_set_cookie(self, app, session) -> bool:
        return request.endpoint not in COOKIELESS_ENDPOINTS and super().should_set_cookie(app, session)

    def save_session(self, app, session, response) -> None:
        if request.endpoint in COOKIELESS_ENDPOINTS:
            return
        super().save_session(app, session, response)


def _sessions() -> SessionStore:
    return current_app.extensions["jellybit.sessions"]


def csrf_token() -> str:
    """This session's token (created on first use; a template global)."""
    token = session.get("csrf")
    if not token:
        token = session["csrf"] = secrets.token_urlsafe(32)
    return token


def csrf_valid() -> bool:
    expected = session.get("csrf")
    given = request.headers.get(CSRF_HEADER) or request.form.get(CSRF_FIELD, "")
    return bool(expected) and hmac.compare_digest(expected.encode(), given.encode("utf-8", "surrogateescape"))


def is_authenticated() -> bool:
    settings: Settings = current_app.config["JELLYBIT"]
    if not login_required(settings):
        return True
    if settings.trusted_proxy_header and request.headers.get(settings.trusted_proxy_header, "").strip():
        return True
    return (bool(settings.password) and session.get("auth") is True
            and _sessions().valid(session.get("sid"), session.get("epoch"), session.get("since")))


def _safe_next(target: str | None) -> str:
    """Only same-site paths: an open redirect after login would be a phishing aid."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return url_for("downloads.index")
    parts = urlsplit(target)
    return parts.path + (f"?{parts.query}" if parts.query else "")


def _gate():
    """Auth, then CSRF, for every request that is not the API's (which checks its own key)."""
    if request.path.startswith("/api/") or request.blueprint == "api":
        return None
    endpoint = request.endpoint or ""
    if endpoint not in PUBLIC_ENDPOINTS and not is_authenticated():
        if current.is_htmx():  # htmx: send the whole page to the login form
            here = urlsplit(current_app.htmx.current_url or "/")
            return htmx_response("login needed", 401, redirect=url_for("auth.login", next=_safe_next(here.path)))
        if request.method in UNSAFE_METHODS:
            abort(401)
        return redirect(url_for("auth.login", next=request.full_path.rstrip("?")))
    if request.method in UNSAFE_METHODS:
        ok = csrf_valid()
        if endpoint in SHARE_ENDPOINTS:
            g.csrf_ok = ok
        elif not ok:
            log.warning("CSRF token missing or wrong", extra={"path": request.path})
            return render_template("error.html", status=400, title="This form has expired",
                                   message="Reload the page and try again."), 400
    return None


def _headers(response):
    headers = response.headers
    present = {k.lower() for k in headers.keys()}  # one pass, not a case-insensitive scan per header
    for name, value in HEADERS.items():
        if name.lower() not in present:
            headers.add(name, value)
    if request.endpoint != "static" and "cache-control" not in present:
        headers["Cache-Control"] = "no-store"  # download pages are never cached (also by the SW)
    return response


def install(app: Flask) -> None:
    settings: Settings = app.config["JELLYBIT"]
    app.secret_key = secret_key(settings)
    app.config.update(SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="Lax",
                      SESSION_COOKIE_SECURE=settings.cookie_secure, SESSION_COOKIE_NAME="jellybit_session",
                      PERMANENT_SESSION_LIFETIME=timedelta(seconds=SESSION_LIFETIME),
                      SESSION_REFRESH_EACH_REQUEST=False)  # the cookie expires 30 days after login, not after use
    app.session_interface = _SessionInterface()
    app.extensions["jellybit.sessions"] = SessionStore(Path(settings.data_dir) / "sessions.json", app.secret_key,
                                                       settings.password)
    HTMX(app)
    app.extensions["jellybit.login_limiter"] = RateLimiter()
    app.jinja_env.globals.update(csrf_token=csrf_token, login_required=lambda: login_required(settings),
                                 signed_in=lambda: bool(settings.password) and is_authenticated())
    app.before_request(_gate)
    app.after_request(_headers)
    app.register_blueprint(bp)


def _client_key() -> str:
    return request.remote_addr or "?"


@bp.route("/login", methods=["GET", "POST"])
def login():
    settings: Settings = current_app.config["JELLYBIT"]
    target = _safe_next(request.values.get("next"))
    if not login_required(settings) or is_authenticated():
        return redirect(target)
    error, status = None, 200
    if request.method == "POST":
        limiter: RateLimiter = current_app.extensions["jellybit.login_limiter"]
        wait = limiter.attempt(_client_key())
        if wait:
            error, status = f"Too many attempts. Try again in {int(wait // 60) + 1} min.", 429
            log.warning("login rate-limited", extra={"client": _client_key()})
        elif settings.password and check_password(settings.password, request.form.get("password", "")):
            limiter.reset(_client_key())
            csrf = session.get("csrf")
            session.clear()  # a fresh session on login (no fixation); keep the form token
            session.permanent = True
            session.update(auth=True, sid=secrets.token_urlsafe(16), epoch=_sessions().epoch, since=time.time())
            if csrf:
                session["csrf"] = csrf
            log.info("signed in", extra={"client": _client_key()})
            return redirect(target)
        else:  # the attempt is already recorded as a failure
            log.warning("wrong password", extra={"client": _client_key()})
            error, status = "Wrong password.", 401
    return render_template("login.html", error=error, next=target,
                           password_login=bool(settings.password)), status


@bp.post("/logout")
def logout():
    """End this session on the server too (a copied cookie stops working); ``everywhere`` ends them all."""
    if request.form.get("everywhere"):
        _sessions().new_epoch()
        log.info("signed out everywhere", extra={"client": _client_key()})
    else:
        _sessions().revoke(session.get("sid"), session.get("since"))
        log.info("signed out", extra={"client": _client_key()})
    session.clear()
    return redirect(url_for("auth.login"))

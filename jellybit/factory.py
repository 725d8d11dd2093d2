"""The Flask application factory: it owns the wiring (the Flask tutorial's shape).

``create_app`` opens the database (applying pending migrations, idempotent), installs the request context
(request ids, DB connections, the access log) and registers the transports as peers: the web UI
(:mod:`jellybit.web`, one blueprint per screen) and the JSON API (:mod:`jellybit.api`). Neither transport
imports the other; both reach the product through the command catalogue (:mod:`jellybit.commands`) and the
store. The Telegram bot talks to Telegram by long polling, so it has no routes: it is a background service,
started with the others from the explicit list in ``app.py`` (:mod:`jellybit.services`). ``create_app``
starts no thread, so tests can build as many apps as they like.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from flask import Flask, g, render_template, request
from werkzeug.exceptions import HTTPException

from jellybit import api, health, ident, logs, store, web
from jellybit.config import Settings
from jellybit.ingest.service import MAX_FILES

log = logs.get_logger("jellybit.http")

ROOT = Path(__file__).resolve().parents[1]


def request_body_limit(settings: Settings) -> int:
    """The largest request body, for Flask and waitress alike: two torrents of the largest size, plus forms.

    waitress buffers a body to a temporary file before the app sees it, so this is also the disk a request
    can take before anyone logged in (issue 14); many files belong in several requests.
    """
    return settings.max_torrent_size * 2 + 1024 * 1024


# waitress' request threads in production (app.py): a slow qBittorrent or Jellyfin call holds one, not the UI.
# bench_api_ingest.py serves jellybit and its echo baseline with these and server_options (docs/performance.md
# has the ingest's CPU per request for 1, 2, 4 and 8).
SERVER_THREADS = 8


def server_options(app: Flask) -> dict:
    """waitress options that follow the app's limits (``waitress.create_server(app, **server_options(app))``)."""
    return {"max_request_body_size": app.config["MAX_CONTENT_LENGTH"]}


def create_app(settings: Settings, *, runtime=None) -> Flask:
    """Build the WSGI app for ``settings``; ``runtime`` carries live services (qBittorrent, …)."""
    app = Flask("jellybit", template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    app.config["JELLYBIT"] = settings
    app.config["MAX_CONTENT_LENGTH"] = request_body_limit(settings)
    app.config["MAX_FORM_PARTS"] = MAX_FILES + 44  # files plus the few text fields a form has
    app.config["SEND_FILE_MAX_AGE_DEFAULT"] = 7 * 86400  # shell assets are versioned (?v=<hash>)
    app.extensions["jellybit.runtime"] = runtime
    app.extensions["jellybit.health"] = runtime.health if runtime is not None else health.Registry()
    for secret in settings.secrets():
        logs.register_secret(secret)

    store.open_database(settings.database)
    store.migrate_database()

    _install_request_context(app)
    web.install(app)
    api.install(app)
    _install_error_pages(app)
    return app


ERROR_WORDS = {
    400: ("Bad request", "Something in that request was not right."),
    401: ("Sign in first", "This needs you to be signed in."),
    403: ("Not allowed", "You may not do this."),
    404: ("Not found", "There is nothing at this address."),
    405: ("Not allowed", "This address does not take that kind of request."),
    413: ("Too large", "The upload is larger than jellybit accepts."),
    429: ("Too many requests", "Wait a moment and try again."),
}


def _install_error_pages(app: Flask) -> None:
    """Errors as pages in words (with the request id); routes the API does not know still answer in JSON."""

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException):
        if request.path.startswith(api.PREFIX + "/"):
            return api.error_response(exc.code or 500, "not_found" if exc.code == 404 else "http_error",
                                  "no such API route" if exc.code == 404 else exc.description)
        title, message = ERROR_WORDS.get(exc.code or 500, ("Something went wrong" if (exc.code or 500) >= 500
                                                           else exc.name, "It is in the log, with the request id."))
        return render_template("error.html", status=exc.code, title=title, message=message), exc.code


def _install_request_context(app: Flask) -> None:
    """A request id per request (echoed in ``X-Request-ID``), bound into the log context.

    The hooks run on every request: they read ``request`` and ``g`` through their objects, not once per
    attribute through Flask's context proxies (~1 µs a look-up; the access log alone made eight).
    """

    @app.before_request
    def _start():
        req, ctx = request._get_current_object(), g._get_current_object()
        incoming = req.headers.get("X-Request-ID", "")
        ctx.request_id = request_id = incoming if 8 <= len(incoming) <= 64 and incoming.replace("-", "").isalnum() \
            else ident.new_id()
        ctx.started = time.perf_counter()
        ctx.log_ctx = logs.bind(request_id=request_id)
        ctx.log_ctx.__enter__()
        store.database.connect(reuse_if_open=True)

    @app.after_request
    def _finish(response):
        req, ctx = request._get_current_object(), g._get_current_object()
        response.headers["X-Request-ID"] = ctx.get("request_id", "")
        path = req.path
        if path.startswith("/static/"):
            return response
        # Successful reads are routine (cards poll every few seconds): DEBUG; changes and errors: INFO.
        method, status = req.method, response.status_code
        level = logging.DEBUG if method in ("GET", "HEAD") and status < 400 else logging.INFO
        if not log.isEnabledFor(level):
            return response  # the record would be dropped: do not build it (every request pays otherwise)
        elapsed = round((time.perf_counter() - ctx.get("started", time.perf_counter())) * 1000, 2)
        log.log(level, "%s %s %s", method, path, status,
                extra={"method": method, "path": path, "status": status, "duration_ms": elapsed})
        return response

    @app.teardown_request
    def _teardown(exc):
        # The thread's connection stays open for its next request: waitress threads live as long as
        # the process, and closing the last WAL connection checkpoints the log each time (~1 ms).
        ctx = g.pop("log_ctx", None)
        if ctx is not None:
            ctx.__exit__(None, None, None)

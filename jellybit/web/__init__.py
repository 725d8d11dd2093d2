"""The Flask application factory: web pages, the JSON API, request ids, DB connections.

``create_app`` only assembles parts (the Flask tutorial's shape). It opens the
database and applies pending migrations (idempotent), but starts no thread:
the scheduler and the bot are started by ``app.py`` alone, so tests can build
as many apps as they like.
"""

from __future__ import annotations

import time
from pathlib import Path

from flask import Flask, g, request

from jellybit import health, ident, logs, store
from jellybit.config import Settings

log = logs.get_logger("jellybit.http")

ROOT = Path(__file__).resolve().parents[2]


def create_app(settings: Settings, *, runtime=None) -> Flask:
    """Build the WSGI app for ``settings``; ``runtime`` carries live services (qBittorrent, …)."""
    app = Flask("jellybit", template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    app.config["JELLYBIT"] = settings
    app.config["MAX_CONTENT_LENGTH"] = settings.max_torrent_size * 20 + 1024 * 1024
    app.extensions["jellybit.runtime"] = runtime
    app.extensions["jellybit.health"] = runtime.health if runtime is not None else health.Registry()
    for secret in settings.secrets():
        logs.register_secret(secret)

    store.open_database(settings.database)
    store.migrate_database()

    _install_request_context(app)

    from jellybit.api import bp as api_bp
    from jellybit.web import pages
    app.register_blueprint(pages.bp)
    app.register_blueprint(api_bp)
    return app


def _install_request_context(app: Flask) -> None:
    """A request id per request (echoed in ``X-Request-ID``), bound into the log context."""

    @app.before_request
    def _start():
        incoming = request.headers.get("X-Request-ID", "")
        g.request_id = incoming if 8 <= len(incoming) <= 64 and incoming.replace("-", "").isalnum() \
            else ident.new_id()
        g.started = time.perf_counter()
        g.log_ctx = logs.bind(request_id=g.request_id)
        g.log_ctx.__enter__()
        store.database.connect(reuse_if_open=True)

    @app.after_request
    def _finish(response):
        response.headers["X-Request-ID"] = g.get("request_id", "")
        if request.path.startswith("/static/"):
            return response
        log.info("%s %s %s", request.method, request.path, response.status_code,
                 extra={"method": request.method, "path": request.path, "status": response.status_code,
                        "duration_ms": round((time.perf_counter() - g.get("started", time.perf_counter())) * 1000,
                                             2)})
        return response

    @app.teardown_request
    def _teardown(exc):
        # The thread's connection stays open for its next request: waitress threads live as long as
        # the process, and closing the last WAL connection checkpoints the log each time (~1 ms).
        ctx = g.pop("log_ctx", None)
        if ctx is not None:
            ctx.__exit__(None, None, None)

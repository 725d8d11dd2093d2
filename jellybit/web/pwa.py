"""The installable-app parts: manifest, service worker at the site root, favicon, versioned asset URLs.

The service worker must be served from ``/sw.js`` (not ``/static/``) so its scope is the whole site.
Its cache name carries a hash of the shell files, so a new release replaces the old cache; it caches
only the shell (CSS, JS, icons, offline page) and never a page or an API answer.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from flask import Blueprint, current_app, send_from_directory, url_for

bp = Blueprint("pwa", __name__)

HTMX_VERSION = "2.0.11"
SHELL = ("app.css", "app.js", f"htmx-{HTMX_VERSION}.min.js", "icon-192.png", "icon-512.png",
         "icon-maskable-512.png", "offline.html")


@cache
def _version(static_folder: str) -> str:
    digest = hashlib.sha256()
    for name in SHELL:
        digest.update((Path(static_folder) / name).read_bytes())
    return digest.hexdigest()[:12]


def version() -> str:
    return _version(current_app.static_folder)


def asset(name: str) -> str:
    """``/static/<name>?v=<shell hash>``: long-lived caching without stale files after an upgrade."""
    return url_for("static", filename=name, v=version())


def install(app) -> None:
    app.jinja_env.globals.update(asset=asset, htmx_version=HTMX_VERSION)
    app.register_blueprint(bp)


@bp.get("/manifest.webmanifest")
def manifest():
    resp = send_from_directory(current_app.static_folder, "manifest.webmanifest",
                               mimetype="application/manifest+json", max_age=3600)
    return resp


@bp.get("/sw.js")
def service_worker():
    source = (Path(current_app.static_folder) / "sw.js").read_text()
    shell = [url_for("static", filename=name, v=version()) for name in SHELL if name != "offline.html"]
    body = (source.replace("__VERSION__", version())
            .replace('"__SHELL__"', ", ".join(f'"{u}"' for u in shell))
            .replace("__OFFLINE__", url_for("static", filename="offline.html")))
    resp = current_app.response_class(body, mimetype="text/javascript")
    resp.headers["Service-Worker-Allowed"] = "/"
    resp.headers["Cache-Control"] = "no-cache"
    return resp


@bp.get("/favicon.ico")
def favicon():
    return send_from_directory(current_app.static_folder, "favicon.png", mimetype="image/png", max_age=86400)

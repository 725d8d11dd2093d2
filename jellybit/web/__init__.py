"""The web UI: one blueprint per screen (docs/web.md), the shared rendering, and the guard of every
request that is not the API's (:mod:`.security`). :func:`install` is what the application factory
(:mod:`jellybit.factory`) calls; nothing here knows the API.
"""

from __future__ import annotations

from flask import Flask

from . import add, downloads, health_page, history, pwa, render, review, security, settings_page


def install(app: Flask) -> None:
    """Register the screens, the security guard, the shared template helpers and the PWA shell."""
    security.install(app)
    app.wsgi_app = security.TrustedProxies(app.wsgi_app, app.config["JELLYBIT"].trusted_proxies)
    render.install(app)
    pwa.install(app)
    for blueprint in (downloads.bp, review.bp, add.bp, health_page.bp, history.bp, settings_page.bp):
        app.register_blueprint(blueprint)

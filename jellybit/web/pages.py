"""Server-rendered pages (minimal for now; the phone-first UI replaces them)."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from jellybit import store

bp = Blueprint("pages", __name__)


@bp.get("/")
def index():
    downloads = list(store.Download.select().order_by(store.Download.id.desc()).limit(50))
    hashes = store.hashes_for(d.id for d in downloads)
    return render_template("index.html", downloads=downloads, hashes=hashes)


@bp.get("/download/<id_>")
def download(id_: str):
    try:
        d = store.get(id_)  # parses first: garbage → NotFound without a query
    except store.NotFound:
        abort(404)
    return render_template("download.html", d=d, hashes=store.hashes_of(d.id))


@bp.app_errorhandler(404)
def not_found(_exc):
    return render_template("404.html"), 404

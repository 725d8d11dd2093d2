"""Server-rendered pages (minimal for now; the phone-first UI replaces them)."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, g, render_template, request

from jellybit import store
from jellybit.ingest import service

bp = Blueprint("pages", __name__)


@bp.get("/")
def index():
    downloads = list(store.Download.select().order_by(store.Download.id.desc()).limit(50))
    hashes = store.hashes_for(d.id for d in downloads)
    return render_template("index.html", downloads=downloads, hashes=hashes)


@bp.route("/add", methods=["GET", "POST"])
def add():
    """Paste magnets and/or upload .torrent files; every item gets its own result line."""
    outcomes = None
    if request.method == "POST":
        settings = current_app.config["JELLYBIT"]
        torrents = [(f.filename or "upload.torrent", f.read(settings.max_torrent_size + 1))
                    for f in request.files.getlist("torrent") if f.filename]
        text = request.form.get("magnets", "")
        outcomes = service.ingest_many(magnets=[text] if text.strip() else [], torrents=torrents,
                                       torrents_dir=settings.torrents_dir, max_size=settings.max_torrent_size,
                                       category=settings.qbt_category)
        if not outcomes:
            outcomes = service.ingest_text("")
    return render_template("add.html", outcomes=outcomes, request_id=g.get("request_id")), \
        (400 if outcomes and all(o.error for o in outcomes) else 200)


@bp.get("/download/<id_>")
def download(id_: str):
    try:
        d = store.get(id_)  # parses first: garbage → NotFound without a query
    except store.NotFound:
        abort(404)
    return render_template("download.html", d=d, hashes=store.hashes_of(d.id))


@bp.app_errorhandler(404)
def not_found(exc):
    if request.path.startswith("/api/"):  # routes the API blueprint does not know still answer in JSON
        from jellybit.api.errors import error_response
        return error_response(404, "not_found", "no such API route")
    return render_template("404.html"), 404

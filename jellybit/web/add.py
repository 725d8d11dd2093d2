"""``/add``: paste magnets, pick ``.torrent`` files; also the PWA share target and the ``magnet:`` handler.

A POST with the session's CSRF token ingests. A POST *without* one is what the phone's share sheet sends
(it cannot know the token): it only pre-fills the form — shared ``.torrent`` files wait in a small
in-memory stash under an unguessable token — and the person submits with one tap. So nothing is ever
ingested by a request another site could forge.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict

from flask import Blueprint, abort, current_app, g, render_template, request

from jellybit import store
from jellybit.ingest import service
from jellybit.ingest.magnet import find_magnets

from . import render

bp = Blueprint("add", __name__)


class Stash:
    """Files shared into the app, kept until the person confirms.

    Bounded by total bytes (not only by count: 39 shared 10 MB files once took 552 MB), by count and by age;
    the oldest go first.
    """

    def __init__(self, max_bytes: int = 32 * 1024 * 1024, max_items: int = 32, max_age: float = 1800.0):
        self.max_bytes, self.max_items, self.max_age = max_bytes, max_items, max_age
        self._items: OrderedDict[str, tuple[float, str, bytes]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    @property
    def total_bytes(self) -> int:
        return self._bytes

    def put(self, filename: str, data: bytes) -> str:
        token = secrets.token_urlsafe(18)
        with self._lock:
            self._expire()
            self._items[token] = (time.monotonic(), filename, data)
            self._bytes += len(data)
            while len(self._items) > self.max_items or self._bytes > self.max_bytes:
                self._drop_oldest()
        return token

    def take(self, token: str) -> tuple[str, bytes] | None:
        with self._lock:
            self._expire()
            item = self._items.pop(token, None)
            if item:
                self._bytes -= len(item[2])
        return (item[1], item[2]) if item else None

    def peek_name(self, token: str) -> str | None:
        with self._lock:
            item = self._items.get(token)
        return item[1] if item else None

    def _drop_oldest(self) -> None:
        self._bytes -= len(self._items.popitem(last=False)[1][2])

    def _expire(self) -> None:
        cutoff = time.monotonic() - self.max_age
        while self._items and next(iter(self._items.values()))[0] < cutoff:
            self._drop_oldest()


def _stash() -> Stash:
    stash = current_app.extensions.get("jellybit.share_stash")
    if stash is None:  # room for a few shared files of the largest accepted size
        max_bytes = max(32 * 1024 * 1024, 3 * current_app.config["JELLYBIT"].max_torrent_size)
        stash = current_app.extensions.setdefault("jellybit.share_stash", Stash(max_bytes=max_bytes))
    return stash


def _uploads(limit: int) -> list[tuple[str, bytes]]:
    files = [f for f in request.files.getlist("torrent") if f.filename]
    if len(files) > service.MAX_FILES:
        abort(413, f"at most {service.MAX_FILES} .torrent files per upload")
    return [(f.filename or "upload.torrent", f.read(limit + 1)) for f in files]


def _prefill_text(*parts: str) -> str:
    """Shared text often wraps the magnet in prose ("Check this out: magnet:?…"): keep the magnets if any."""
    text = "\n".join(p.strip() for p in parts if p and p.strip())
    found = find_magnets(text) if text else []
    return "\n".join(found) if found else text


@bp.route("/add", methods=["GET", "POST"])
def add():
    settings = current_app.config["JELLYBIT"]
    if request.method == "GET":  # the magnet: protocol handler and plain visits
        text = _prefill_text(request.args.get("magnet", ""), request.args.get("text", ""),
                             request.args.get("url", ""))
        return render_template("add.html", prefill=text, shared=[], outcomes=None, shared_in=bool(text))
    if not g.get("csrf_ok"):  # the share target: fill the form in, ingest nothing
        text = _prefill_text(request.form.get("magnets", ""), request.form.get("url", ""),
                             request.form.get("title", ""))
        shared = [(_stash().put(name, data), name) for name, data in _uploads(settings.max_torrent_size)]
        return render_template("add.html", prefill=text, shared=shared, outcomes=None, shared_in=True)
    torrents = _uploads(settings.max_torrent_size)
    for token in request.form.getlist("shared"):
        item = _stash().take(token)
        if item:
            torrents.append(item)
    text = request.form.get("magnets", "")
    outcomes = service.ingest_lines(text, category=settings.qbt_category) if text.strip() else []
    outcomes += service.ingest_many(torrents=torrents, torrents_dir=settings.torrents_dir,
                                    max_size=settings.max_torrent_size, category=settings.qbt_category)
    if not outcomes:
        outcomes = service.ingest_text("")
    ids = list(dict.fromkeys(o.ingested.download_id for o in outcomes if o.ingested))
    rows = {d.id: d for d in store.Download.select().where(store.Download.id.in_(ids))} if ids else {}
    cards = render.cards([rows[i] for i in ids if i in rows])
    status = 400 if all(o.error for o in outcomes) else 200
    # What was not accepted goes back into the text area (accepted lines leave it), reasons listed below.
    kept = "\n".join(dict.fromkeys(o.text for o in outcomes if o.error and o.text))
    created = any(o.ingested and o.ingested.created for o in outcomes)
    return render.page_or_fragment("add.html", "add/_results.html", status, trigger="jb:changed" if created else None,
                                   outcomes=outcomes, cards=cards, request_id=g.get("request_id"), prefill=kept,
                                   shared=[], shared_in=False)

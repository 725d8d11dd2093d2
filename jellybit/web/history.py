"""``/history``: every state change across downloads, and ``/download/<id>/log``: one download's log records.

Both answer "what happened?"; the first from ``state_change`` (``queries.history``), the second from the
JSON log file (``jellybit.logs_reader``), loaded by the details page after it rendered, so a slow disk never
holds up the page.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

from flask import Blueprint, abort, current_app, render_template, request

from jellybit import logs_reader, store, words
from jellybit.store import queries

from . import render

bp = Blueprint("history", __name__)

PAGE = 50

GROUP_WORDS = {"active": "Active (any working state)", "review": "Review (needs you)", "done": "Done",
               "failed": "Failed (any problem)"}
# The state filter: the list's groups first, then every single state by its word (the state changed INTO).
STATE_CHOICES = ([("", "Any state")] + [(g, GROUP_WORDS[g]) for g in queries.GROUPS if g in GROUP_WORDS]
                 + sorted(((s, words.state_word(s)) for s in store.graph.ALL - set(GROUP_WORDS)), key=lambda c: c[1]))


class BadFilter(ValueError):
    """A filter a person typed that cannot be used, in words."""


def _day(name: str) -> date | None:
    raw = request.args.get(name, "").strip()
    if not raw:
        return None
    try:
        return date.fromisoformat(raw)
    except ValueError:
        raise BadFilter(f"“{raw[:20]}” is not a date; use the date picker (YYYY-MM-DD).") from None


def _filters() -> dict:
    """The page's filters, cleaned: unknown choices fall back to "all", bad dates are refused in words."""
    state = request.args.get("state", "")
    kind = request.args.get("type", "")
    order = request.args.get("order", "newest")
    return {"state": state if state in queries.GROUPS or state in store.graph.ALL else "",
            "type": kind if kind in queries.TYPES else "",
            "q": request.args.get("q", "").strip()[:200],
            "from": _day("from"), "to": _day("to"),
            "order": order if order in queries.ORDERS else "newest"}


def _midnight(d: date | None) -> datetime | None:
    return datetime(d.year, d.month, d.day, tzinfo=timezone.utc) if d else None


def _query_string(f: dict, cursor: str | None = None) -> str:
    from urllib.parse import urlencode
    args = {k: (v.isoformat() if isinstance(v, date) else v) for k, v in f.items() if v}
    if cursor:
        args["cursor"] = cursor
    return urlencode(args)


@bp.get("/history")
def page():
    try:
        f = _filters()
    except BadFilter as exc:
        return render_template("history/page.html", f={}, rows=[], next_cursor=None, problem=str(exc),
                               states=STATE_CHOICES, more_qs=""), 400
    if f["from"] and f["to"] and f["to"] < f["from"]:
        f["from"], f["to"] = f["to"], f["from"]  # a range typed backwards means the same days
    try:
        result = queries.history(state=f["state"] or None, type=f["type"] or None, q=f["q"] or None,
                                 since=_midnight(f["from"]),
                                 until=_midnight(f["to"] + timedelta(days=1)) if f["to"] else None,
                                 order=f["order"], cursor=request.args.get("cursor") or None, limit=PAGE)
    except queries.BadQuery as exc:
        return render_template("history/page.html", f=f, rows=[], next_cursor=None, problem=str(exc),
                               states=STATE_CHOICES, more_qs=""), 400
    context = dict(f=f, rows=result.items, next_cursor=result.next_cursor, problem=None,
                   states=STATE_CHOICES, more_qs=_query_string(f, result.next_cursor),
                   first_page=not request.args.get("cursor"))
    return render.page_or_fragment("history/page.html", "history/_rows.html", **context)


@bp.get("/download/<id_>/log")
def download_log(id_: str):
    """The download's log records, newest first (the details page loads this fragment lazily)."""
    try:
        d = store.get(id_)
    except store.NotFound:
        abort(404)
    settings = current_app.config["JELLYBIT"]
    timeline = logs_reader.read_download_log(settings.log_file, d.id)
    stages = {}
    for r in timeline.records:
        stages[r.stage] = stages.get(r.stage, 0) + 1
    return render.page_or_fragment("history/log_page.html", "history/_log.html", d=d, timeline=timeline,
                                   stages=stages, log_file=settings.log_file, settings=settings,
                                   max_mb=logs_reader.MAX_BYTES // (1024 * 1024))


bp.add_app_template_global(store.actor_words, "actor_words")

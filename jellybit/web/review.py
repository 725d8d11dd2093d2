"""``/review/<id>``: "is this right?" answered with one tap (design/ui.md, Review).

The read model is :mod:`jellybit.review` (``review_view`` / ``plan_for``); this module only shapes it for
the page: the plan's targets become a folder tree under their library root, skipped files and problems
are listed apart. Commands
post to the same ``/download/<id>/<action>`` endpoints as the cards, with ``from=review``.
"""

from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template, request

from jellybit import actions, commands, ident, review, store
from jellybit.recognition.metadata.base import MetadataUnavailable

from . import render
from .current import get_or_404

bp = Blueprint("review", __name__)


def _parts(target: str, roots: tuple[str, ...]) -> list[str]:
    """Path segments of a target; a library root stays one segment (``/srv/media/shows``) instead of four."""
    target = target.replace("\\", "/")
    for root in roots:
        if root and target.startswith(root.rstrip("/") + "/"):
            return [root.rstrip("/")] + [p for p in target[len(root.rstrip("/")) + 1:].split("/") if p]
    return [p for p in target.split("/") if p]


def tree(items: list[dict], roots: tuple[str, ...] = ()) -> dict:
    """Plan items → nested folders ``{name, folders:[…], files:[{name, source, role}]}``, sorted.

    Built from each item's ``target`` so the page shows exactly the paths that will be created.
    """
    root: dict = {"name": "", "folders": {}, "files": []}
    for item in items:
        parts = _parts(str(item.get("target") or ""), roots)
        if not parts:
            continue
        node = root
        for part in parts[:-1]:
            node = node["folders"].setdefault(part, {"name": part, "folders": {}, "files": []})
        node["files"].append({"name": parts[-1], "source": item.get("source") or "", "role": item.get("role")})

    def freeze(node: dict) -> dict:
        return {"name": node["name"], "files": sorted(node["files"], key=lambda f: f["name"]),
                "folders": [freeze(n) for _, n in sorted(node["folders"].items())]}

    return freeze(root)


def label(entry) -> str:
    """A skipped file or a problem may be a string or a dict; say it in one line."""
    if isinstance(entry, dict):
        what = entry.get("source") or entry.get("path") or entry.get("target") or ""
        why = entry.get("reason") or entry.get("message") or entry.get("role") or ""
        if what and why and what not in why:
            return f"{what} — {why}"
        return why or what or str(entry)
    return str(entry)


def plan_context(plan: dict | None) -> dict:
    settings = current_app.config["JELLYBIT"]
    plan = plan or {}
    roots = tuple(str(p) for p in (plan.get("root"), settings.movies_dir, settings.shows_dir, settings.anime_dir) if p)
    items = [i for i in plan.get("items") or [] if isinstance(i, dict)]
    return {"plan_tree": tree(items, roots), "plan_count": len(items),
            "skipped": [label(s) for s in plan.get("skipped") or []],
            "problems": [label(p) for p in plan.get("problems") or []]}


def _view(d: store.Download) -> review.ReviewView:
    """The review for the candidate in the address, or for the best one when that is not (or no longer) one."""
    settings = current_app.config["JELLYBIT"]
    asked = request.args.get("candidate_id") or None
    if asked is not None:
        try:
            return review.review_view(d.id, settings, asked)
        except store.NotFound:
            pass  # an old link after a re-recognition: show the current choice instead of a 404
    return review.review_view(d.id, settings)


def review_page(d: store.Download, *, refusal: str = "", status: int = 200):
    try:
        view = _view(d)
    except store.NotFound:
        abort(404)
    except actions.ActionError as exc:
        return render_template("review/page.html", d=d, view=None, notice=exc.message,
                               card=render.card(d), available=commands.legal_for([d])[d.id]), status
    settings = current_app.config["JELLYBIT"]
    rec = view.recognition
    return render_template("review/page.html", d=d, view=view, candidates=view.candidates, selected=view.selected,
                           refusal=refusal, card=render.card(d, view.hashes, rec),
                           available=commands.legal_for([d])[d.id], tmdb=bool(settings.tmdb_api_key),
                           query=(rec.title or "") if rec else "", year=(rec.year or "") if rec else "",
                           kind=(rec.type or "") if rec else "", **plan_context(view.plan)), status


@bp.get("/review/<id_>")
def page(id_: str):
    return review_page(get_or_404(id_))


@bp.get("/review/<id_>/plan")
def plan(id_: str):
    """The plan and the files for the chosen candidate (swapped in when the person picks another one)."""
    d = get_or_404(id_)
    candidate_id = request.args.get("candidate_id", "")
    if not ident.is_valid(candidate_id):
        abort(404)
    try:
        view = review.review_view(d.id, current_app.config["JELLYBIT"], ident.parse(candidate_id))
    except store.NotFound:
        abort(404)
    except actions.ActionError as exc:
        return render_template("review/_plan.html", plan_error=exc.message, **plan_context(None))
    return render_template("review/_plan.html", d=d, view=view, available=commands.legal_for([d])[d.id],
                           **plan_context(view.plan))


SEARCH_MAX = 200


@bp.get("/review/<id_>/search")
def search(id_: str):
    """TMDB's answers for a title (the "Not right?" search), each one a form that overrides the identity."""
    d = get_or_404(id_)
    settings = current_app.config["JELLYBIT"]
    query = (request.args.get("q") or "").strip()[:SEARCH_MAX]
    year_text = (request.args.get("year") or "").strip()
    year = int(year_text) if year_text.isdigit() and 1870 <= int(year_text) <= 2100 else None
    kind = request.args.get("type") if request.args.get("type") in actions.TYPES else None
    found, error = [], ""
    if not settings.tmdb_api_key:
        error = "TMDB is not configured (JELLYBIT_TMDB_API_KEY): say the title and year below instead."
    elif not query:
        error = "Type a title to search for."
    else:
        try:
            found = review.search_titles(settings, query, year, kind)
        except MetadataUnavailable as exc:
            error = f"{exc}. Try again later, or say the title and year below."
        if not found and not error:
            error = f"TMDB knows nothing called “{query}”" + (f" from {year}" if year else "") + "."
    return render_template("review/_found.html", d=d, found=found, error=error,
                           available=commands.legal_for([d])[d.id])

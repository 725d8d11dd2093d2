"""The list, the card, the details page and the person's commands on a download (SPEC §9).

Every command answers with the same card template (``downloads/_card.html``): the updated card on
success, the unchanged card with the reason inside it when refused. Commands are the shared
:mod:`jellybit.actions`, looked up by name at call time, so the web never re-implements one.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask_htmx import make_response as htmx_response

from jellybit import actions, commands, ident, store
from jellybit.store import queries
from jellybit.store.fields import format_ts, parse_ts, utcnow

from . import current, render
from .current import get_or_404
from .review import review_page

bp = Blueprint("downloads", __name__)

PAGE_SIZE = 50
MAX_WATCHED = 500  # card ids one poll may name (ten "Load more" pages)
BULK = tuple(c for c in commands.CATALOGUE.values() if c.bulk)  # the Select mode's commands
CHIPS = (("active", "Active"), ("review", "Review"), ("done", "Done"), ("failed", "Failed"), ("all", "All"))


VIEWS = ("cards", "table")  # the list as cards (phones) or a dense sortable table (desktop)


def _filters() -> tuple[str, str]:
    state = request.args.get("state", "all")
    return (state if state in queries.GROUPS else "all"), request.args.get("q", "").strip()[:200]


def _view() -> str:
    view = request.args.get("view", "cards")
    return view if view in VIEWS else "cards"


@bp.get("/")
def index():
    """Cards newest first; search and "Load more" return only the list fragment to htmx."""
    state, q = _filters()
    cursor = request.args.get("cursor") or None
    try:
        page = queries.list_downloads(state=state, q=q or None, cursor=cursor, limit=PAGE_SIZE)
    except queries.BadQuery as exc:
        return render_template("error.html", status=400, title="Bad address", message=str(exc)), 400
    context = dict(cards=render.cards(page.items), next_cursor=page.next_cursor, state=state, q=q, bulk=BULK,
                   view=_view(),
                   chips=CHIPS, counts=None if cursor else queries.group_counts(), more=bool(cursor),
                   since=_cursor(page.items))
    return render.page_or_fragment("index.html", "downloads/_list.html", **context)


def _cursor(downloads, since: str = "") -> str:
    """The newest ``updated_at`` among the cards shown: later changes are stamped after it.

    That holds because every write to a download stamps ``updated_at`` inside its write transaction, and
    write transactions are serialised, so a change not yet visible to this read is stamped later.
    """
    stamps = [format_ts(d.updated_at) for d in downloads if d.updated_at is not None]
    return max([since, *stamps]) if stamps or since else format_ts(utcnow())


def _ids(raw: str) -> list[str]:
    out = []
    for part in raw.split(",")[:MAX_WATCHED]:
        try:
            out.append(ident.parse(part))
        except ident.InvalidId:
            continue  # a card id the page made up cannot match a download anyway
    return out


@bp.app_template_global("for_list")
def for_list() -> bool:
    """Is this htmx request (a command's answer, a refusal's OK) from the list page? Its card then does
    not poll itself: the page's one poll brings it."""
    return current.is_htmx() and urlsplit(current_app.htmx.current_url or "").path == url_for("downloads.index")


@bp.app_template_global("counts_sig")
def _counts_sig(counts: dict[str, int] | None) -> str:
    """The chips' counts as one short word the page sends back, so unchanged chips are not resent."""
    if counts is None:  # a later page rendered whole (no counts read): the first poll brings them
        return ""
    return ".".join(str(counts[key]) for key, _ in CHIPS)


@bp.get("/downloads/changes")
def changes():
    """The list page's ONE poll: the cards on the page that changed since ``since``, swapped out-of-band.

    The page sends the ids of its cards (``ids``), the cards it could not swap last time because the
    person was using them (``stale``) and its chip counts (``counts``). Nothing changed → an empty answer,
    so an idle card costs nothing. A card that changed out of the page's filter is swapped in place with
    its new state (nothing vanishes under the thumb); the chips say where it went.
    """
    state, q = _filters()
    since = request.args.get("since", "")
    try:
        parse_ts(since)
    except ValueError:
        abort(400)
    ids = _ids(request.args.get("ids", ""))
    stale = set(_ids(request.args.get("stale", ""))) & set(ids)
    changed: list[store.Download] = []
    if ids:
        D = store.Download
        moved = D.updated_at > since
        if stale:
            moved = moved | D.id.in_(sorted(stale))
        changed = list(D.select().where(D.id.in_(ids), moved).order_by(D.id.desc()))
    counts = queries.group_counts()
    chips_stale = request.args.get("counts") != _counts_sig(counts)
    if not changed and not chips_stale:
        # Not 204: waitress closes the connection after a response without Content-Length, which a 204 must
        # not carry, so every idle poll would cost a new TCP connection. An empty 200 that swaps nothing.
        return htmx_response("", reswap="none")
    return render_template("downloads/_changes.html", cards=render.cards(changed), since=_cursor(changed, since),
                           state=state, q=q, chips=CHIPS, counts=counts if chips_stale else None, view=_view())


@bp.get("/chips")
def chips():
    """The filter chips with fresh counts, after every command (between commands they come with the list's poll)."""
    state, q = _filters()
    return render_template("downloads/_chips.html", chips=CHIPS, counts=queries.group_counts(), state=state, q=q)


@bp.get("/download/<id_>/card")
def card(id_: str):
    """The card alone: what a polling card fetches to replace itself."""
    return render_template("downloads/_card.html", card=render.card(get_or_404(id_)))


@bp.get("/download/<id_>/menu")
def menu(id_: str):
    """The card's "More…" commands, fetched when the menu opens (a plain visit goes to the details page,
    where they are inline)."""
    d = get_or_404(id_)
    if not current.is_htmx():
        return redirect(url_for("downloads.detail", id_=d.id), 303)
    return render_template("downloads/_menu.html", card=render.card(d))


@bp.get("/download/<id_>")
def detail(id_: str):
    d = get_or_404(id_)
    return _detail_page(d, render.card(d))


def _detail_page(d: store.Download, the_card: render.Card, status: int = 200):
    recs = list(store.Recognition.select().where(store.Recognition.download == d.id)
                .order_by(store.Recognition.id.desc()))
    current = next((r for r in recs if r.status == store.Recognition.CURRENT), None)
    candidates = list(store.MetadataCandidate.select().where(store.MetadataCandidate.recognition == current.id)
                      .order_by(store.MetadataCandidate.score.desc())) if current else []
    links = list(store.FileLink.select().where(store.FileLink.download == d.id).order_by(store.FileLink.id.desc()))
    history = list(store.StateChange.select().where(store.StateChange.download == d.id)
                   .order_by(store.StateChange.id.desc()))
    errors = [h for h in history if h.error_code][:5]
    files = render.mapping_files(current.mapping) if current else []
    sizes = {link.source_path: link.size for link in links if link.size is not None}
    sizes.update(render.input_sizes(current.mapping) if current else {})
    return render_template("downloads/detail.html", d=d, card=the_card, rec=current, candidates=candidates,
                           links=links, history=history, errors=errors, files=files, sizes=sizes,
                           error=the_card.problem, recognitions=recs), status


# -- commands -------------------------------------------------------------------------------------------

def _refused(d: store.Download, exc: Exception, from_review: bool):
    """The reason inside the card (or on the review page), with 400/409/503 as the command said."""
    status = exc.status if isinstance(exc, actions.ActionError) else 409
    fresh = store.get(d.id)  # a partly done command (cancelled, then qBittorrent failed) changed it
    present = None
    if isinstance(exc, actions.ActionError) and exc.code == "source_missing":
        deps = current.deps()
        present = deps.torrent_present(fresh) if deps.torrent_present else None
    words, link = render.refusal_words(exc, fresh, present)
    the_card = render.card(fresh)
    the_card.refusal, the_card.refusal_link = words, link
    if from_review and not current.is_htmx():
        return review_page(fresh, refusal=words, status=status)
    if current.is_htmx():
        return htmx_response(render_template("downloads/_card.html", card=the_card), status, trigger="jb:changed")
    return _detail_page(fresh, the_card, status)


@bp.post("/download/<id_>/<action>")
def act(id_: str, action: str):
    """Run one command of the catalogue; htmx gets the card back, a plain form post is redirected (or
    re-rendered with the reason on refusal)."""
    command = commands.get(action)
    if command is None:
        abort(404)
    d = get_or_404(id_)
    from_review = request.form.get("from") == "review"
    try:
        result = commands.run(command, d.id, current.deps(), command.parse(request.form, form=True), actor="web")
    except store.NotFound as exc:
        if exc.entity == "download":
            abort(404)
        stale = actions.ActionError("That choice is no longer offered: reload the page and choose again.",
                                    code="stale", status=409)
        return _refused(d, stale, from_review)
    except commands.REFUSALS as exc:
        return _refused(d, exc, from_review)
    target = url_for("downloads.detail", id_=result.id)
    if from_review and command.to is None:  # a per-file change: back to the review (same choice), new plan
        chosen = request.form.get("candidate_id", "")
        target = url_for("review.page", id_=result.id, **({"candidate_id": chosen} if ident.is_valid(chosen) else {}))
    if current.is_htmx() and not from_review:
        return htmx_response(render_template("downloads/_card.html", card=render.card(result)), trigger="jb:changed")
    if current.is_htmx():
        return htmx_response("", 204, redirect=target)
    return redirect(target, 303)


@bp.post("/downloads/bulk")
def bulk():
    """One command for the cards the person selected: every card comes back out-of-band — changed, or with
    its refusal inside — and one line says how many went through (each result reported per card)."""
    command = commands.get(request.form.get("action", ""))
    if command is None or not command.bulk:
        abort(400)
    ids = request.form.getlist("ids")
    try:
        outcomes = commands.run_many(command, ids, current.deps(), actor="web")
    except commands.Invalid as exc:
        return render_template("downloads/_bulk.html", summary=exc.message, cards=[]), 400
    done = [o.download for o in outcomes if o.download is not None]
    refused = {o.download_id: o.refused for o in outcomes if o.refused is not None}
    fresh = list(store.Download.select().where(store.Download.id.in_(list(refused)))) if refused else []
    the_cards = render.cards(done + fresh)  # one set of queries for every card, changed or refused
    for c in the_cards:
        if c.d.id in refused:
            c.refusal, c.refusal_link = render.refusal_words(refused[c.d.id], c.d)
    n_ok, n_no = len(done), len(outcomes) - len(done)
    summary = f"{command.done}: {n_ok} of {len(outcomes)}." + (
        f" {n_no} refused: the reason is on each card." if n_no else "")
    return htmx_response(render_template("downloads/_bulk.html", summary=summary, cards=the_cards),
                         trigger="jb:changed")

"""How downloads look: the card's view model, words for states and errors, formatting, page-or-fragment.

Everything a card shows is computed here once (:class:`Card`), so the list, the card endpoint and every
action response render the same template from the same data and cannot drift apart.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone

from flask import current_app, make_response, render_template
from markupsafe import Markup, escape

from jellybit import actions, error_codes, store
from jellybit.error_codes import duration_words
from jellybit.infohash import Infohash
from jellybit.layout import journal
from jellybit.store import queries

# Badge colour by group (design/ui.md, card anatomy 1).
GROUPS = {
    "working": ("catched", "downloading", "completed", "recognizing", "linking"),
    "needs": ("review", "stuck", "deferred"),
    "finished": ("done",),
    "problem": ("failed", "target_missing", "orphaned", "deleted"),
    "neutral": ("cancelled", "reverted"),
}
GROUP_OF = {state: group for group, states in GROUPS.items() for state in states}

# What a person reads on the badge; the raw state stays in ``data-state`` and the title.
STATE_WORDS = {
    "catched": "adding", "downloading": "downloading", "completed": "downloaded", "recognizing": "recognising",
    "review": "needs review", "linking": "linking", "done": "in library", "failed": "failed", "stuck": "stuck",
    "cancelled": "cancelled", "deferred": "later", "reverted": "undone", "target_missing": "library file missing",
    "orphaned": "source gone", "deleted": "deleted",
}

# Polling interval per group: working cards change by themselves; "needs you" ones only rarely (recovery).
POLL = {"working": "2s", "needs": "10s"}

ACTION_LABELS = {
    "apply": "Apply", "retry": "Retry", "undo": "Undo", "relink": "Relink", "defer": "Later", "cancel": "Cancel",
    "rerecognize": "Recognise again", "refine": "Refine", "set-type": "Set type", "override": "Override",
}
REVIEW_ACTIONS = frozenset({"refine", "set-type", "override", "rerecognize"})  # live on the review page


def size_words(n: int | None) -> str:
    if n is None:
        return "size unknown"
    value = float(n)
    for unit in ("B", "kB", "MB", "GB", "TB"):
        if value < 1000 or unit == "TB":
            return f"{value:.0f} {unit}" if unit == "B" or value >= 100 else f"{value:.1f} {unit}"
        value /= 1000
    return f"{n} B"  # pragma: no cover


def speed_words(n: int | None) -> str:
    return f"{size_words(n or 0)}/s"


def eta_words(eta: int | None) -> str:
    if eta is None or eta < 0 or eta >= 8_640_000:  # qBittorrent's "infinity"
        return "time left unknown"
    return f"{duration_words(eta)} left"


def ago(dt: datetime | None, now: datetime | None = None) -> str:
    if dt is None:
        return ""
    seconds = ((now or datetime.now(timezone.utc)) - dt).total_seconds()
    if seconds < 45:
        return "just now"
    if seconds < 3600:
        return f"{max(1, round(seconds / 60))} min ago"
    if seconds < 86400:
        return f"{round(seconds / 3600)} h ago"
    if seconds < 30 * 86400:
        days = round(seconds / 86400)
        return "yesterday" if days == 1 else f"{days} days ago"
    return dt.strftime("%-d %b %Y")


def exact_time(dt: datetime | None) -> str:
    return dt.strftime("%Y-%m-%d %H:%M UTC") if dt else ""


def short_hash(h: str) -> str:
    """``c9e1…3056``: enough to tell hashes apart at a glance; the full value is in title/aria."""
    return f"{h[:4]}…{h[-4:]}" if len(h) > 12 else h


def mapping_files(mapping: str | None) -> list[dict]:
    """The per-file decisions of a recognition (``{"files": [...]}`` or a bare list); [] when absent or bad."""
    if not mapping:
        return []
    try:
        data = json.loads(mapping)
    except ValueError:
        return []
    files = data.get("files") if isinstance(data, dict) else data
    return [f for f in files if isinstance(f, dict)] if isinstance(files, list) else []


def input_sizes(mapping: str | None) -> dict[str, int]:
    """File sizes as qBittorrent reported them, kept in the recognition's stored input."""
    try:
        data = json.loads(mapping or "{}")
        files = data.get("input", {}).get("files", []) if isinstance(data, dict) else []
        return {f["path"]: int(f["size"]) for f in files if isinstance(f, dict) and "path" in f and "size" in f}
    except (ValueError, TypeError, AttributeError):
        return {}


def recognition_summary(rec: store.Recognition | None) -> str:
    """"Series · The Bear (2022) · S02 · 10 episodes" or "Movie · Dune (2021)"."""
    if rec is None or not rec.title:
        return ""
    parts = [{"movie": "Movie", "series": "Series"}.get(rec.type or "", (rec.type or "").title() or "Unknown")]
    parts.append(f"{rec.title} ({rec.year})" if rec.year else rec.title)
    if rec.type == "series":
        try:
            seasons = [int(s) for s in json.loads(rec.seasons or "[]")]
        except (ValueError, TypeError):
            seasons = []
        if seasons:
            parts.append(" ".join(f"S{s:02d}" for s in sorted(seasons)[:4]) + (" …" if len(seasons) > 4 else ""))
        videos = [f for f in mapping_files(rec.mapping) if f.get("role") == "video"]
        episodes = sum(len(f.get("episodes") or []) or 1 for f in videos)
        if episodes:
            parts.append(f"{episodes} episode{'s' if episodes != 1 else ''}")
    return " · ".join(parts)


def current_recognitions(download_ids: Iterable[str]) -> dict[str, store.Recognition]:
    """The newest non-superseded recognition of each download, in one query (no N+1)."""
    ids = list(download_ids)
    if not ids:
        return {}
    out: dict[str, store.Recognition] = {}
    rows = (store.Recognition.select()
            .where(store.Recognition.download.in_(ids), store.Recognition.status != "superseded")
            .order_by(store.Recognition.id))
    for rec in rows:
        out[rec.download_id] = rec  # ascending ULIDs: the last one wins
    return out


@dataclass
class Card:
    """Everything ``downloads/_card.html`` shows for one download."""

    d: store.Download
    hashes: list[Infohash]
    summary: str = ""
    refusal: str = ""  # why the last action was refused, shown inside the card
    refusal_link: tuple[str, str] | None = None  # (href, words) next to the refusal
    actions: list[str] = field(default_factory=list)
    # (words, href, name): the other download of the same torrent that owns the library files (issue 12)
    related: tuple[str, str, str] | None = None

    @property
    def group(self) -> str:
        return GROUP_OF.get(self.d.state, "neutral")

    @property
    def state_words(self) -> str:
        return STATE_WORDS.get(self.d.state, self.d.state)

    @property
    def poll(self) -> str | None:
        return None if self.d.state in store.TERMINAL else POLL.get(self.group)

    @property
    def downloading(self) -> bool:
        return self.d.state == "downloading"

    @property
    def percent(self) -> float:
        return max(0.0, min(100.0, (self.d.progress or 0.0) * 100))

    @property
    def review_link(self) -> bool:
        return bool(REVIEW_ACTIONS & set(self.actions))

    @property
    def buttons(self) -> list[str]:
        return [a for a in self.actions if a not in REVIEW_ACTIONS]


def error_words(d: store.Download, settings, qbt_problem: str | None = None) -> tuple[str, str] | None:
    """(what happened, what to do) for the download's error, or None. A new download that cannot reach
    qBittorrent says why (``qbt_problem``: the worker's word for what is wrong, issue 15 item 6)."""
    if d.state == "catched" and not d.error_code and qbt_problem:
        return (f"not sent to qBittorrent yet: {qbt_problem}",
                "It is sent as soon as qBittorrent answers; the health page has the details.")
    if not d.error_code and not d.error_message:
        return None
    known = error_codes.words(d.error_code, settings)
    if known is None:
        return d.error_message or d.error_code or "", ""
    what, todo = known
    if d.error_message and d.error_message not in what:
        what = f"{what}: {d.error_message}"
    return what, todo


def card(d: store.Download, hashes: list[Infohash] | None = None, rec: store.Recognition | None = None,
         *, with_rec: bool = True) -> Card:
    """One download's card; reads hashes and the recognition when the caller has not (the card endpoint)."""
    if hashes is None:
        hashes = store.hashes_of(d.id)
    if rec is None and with_rec:
        rec = current_recognitions([d.id]).get(d.id)
    return Card(d, hashes, recognition_summary(rec), actions=actions.available(d.state),
                related=related_links([d])[d.id])


def cards(downloads: list[store.Download]) -> list[Card]:
    """Cards for a page of downloads: a constant number of queries whatever the page size."""
    ids = [d.id for d in downloads]
    hashes = store.hashes_for(ids)
    recs = current_recognitions(ids)
    related = related_links(downloads)
    return [Card(d, hashes[d.id], recognition_summary(recs.get(d.id)), actions=actions.available(d.state),
                 related=related[d.id]) for d in downloads]


def related_links(downloads: list[store.Download]) -> dict[str, tuple[str, str, str] | None]:
    """"Already in your library as …" for active re-adds (one query), "its files now belong to …" for a
    download whose links a re-add took over (rare: one query each)."""
    active = [d.id for d in downloads if d.state in store.ACTIVE]
    earlier = queries.in_library_for(active)
    out: dict[str, tuple[str, str, str] | None] = {}
    for d in downloads:
        other = earlier.get(d.id)
        words = "Already in your library as"
        if d.error_code == "taken_over":
            owner = journal.taken_over_by(d.id)
            other = store.Download.get_or_none(store.Download.id == owner) if owner else None
            words = "Its library files now belong to"
        out[d.id] = (words, f"/download/{other.id}", other.name or other.id) if other is not None else None
    return out


def refusal_words(exc: Exception) -> tuple[str, tuple[str, str] | None]:
    """A refused command in words (and a link when another download is the reason)."""
    if isinstance(exc, store.InfohashTaken):
        return (f"Another active download already has this torrent ({short_hash(exc.infohash)}).",
                (f"/download/{exc.owner_id}", "Open it"))
    if isinstance(exc, store.IllegalTransition):
        why = f" ({exc.reason})" if exc.reason else ""
        return f"Not possible now: it is {STATE_WORDS.get(exc.frm, exc.frm)}{why}.", None
    if isinstance(exc, actions.ActionError):
        return exc.message[:1].upper() + exc.message[1:], None
    return str(exc), None


def page_or_fragment(page: str, fragment: str, status: int = 200, **context):
    """The one place that decides: an htmx swap gets the fragment, everything else the full page.

    Boosted and history-restore requests want whole pages. ``Vary`` keeps caches from mixing the two.
    """
    htmx = current_app.htmx
    want_fragment = bool(htmx) and not htmx.boosted and not htmx.history_restore_request
    resp = make_response(render_template(fragment if want_fragment else page, **context), status)
    resp.headers["Vary"] = "HX-Request"
    return resp


_BREAK_AFTER = re.compile(r"([._\-\]\)/])(?=\S)")


def breakable(name: str | None) -> Markup:
    """Release names have no spaces: offer line breaks after dots, dashes, brackets (``<wbr>``), escaped."""
    return Markup(_BREAK_AFTER.sub(r"\1<wbr>", str(escape(name or ""))))


def sentence(text: str | None) -> str:
    """"two candidates are close" → "Two candidates are close."."""
    text = (text or "").strip()
    if not text:
        return ""
    return text[:1].upper() + text[1:] + ("" if text[-1] in ".!?" else ".")


def _qbt_problem(d: store.Download) -> str | None:
    """What keeps qBittorrent out of reach, from the worker (None when it is up or unknown)."""
    if d.state != "catched":
        return None
    runtime = current_app.extensions.get("jellybit.runtime")
    problem = runtime.services.get("qbt_problem") if runtime is not None else None
    return problem() if problem is not None else None


def install(app) -> None:
    """Filters and globals the templates share."""
    app.jinja_env.filters.update(size=size_words, speed=speed_words, eta=eta_words, ago=ago, exact=exact_time,
                                 short_hash=short_hash, breakable=breakable, sentence=sentence)
    app.jinja_env.globals.update(
        error_words=lambda d: error_words(d, current_app.config["JELLYBIT"], _qbt_problem(d)),
        action_labels=ACTION_LABELS,
        state_words=STATE_WORDS, group_of=GROUP_OF)

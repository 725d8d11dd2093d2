"""How downloads look: the card's view model, words for states and errors, formatting, page-or-fragment.

Everything a card shows is computed here once (:class:`Card`), so the list, the card endpoint and every
action response render the same template from the same data and cannot drift apart.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone

from flask import render_template, url_for
from flask_htmx import make_response as htmx_response
from markupsafe import Markup, escape

from jellybit import actions, commands, store, words
from jellybit.infohash import Infohash
from jellybit.layout import journal
from jellybit.qbit.states import PAUSED_STATES
from jellybit.store import queries
from jellybit.words import REVIEW_ACTIONS, duration_words, sentence, state_word

from . import current

# Badge colour by group (design/ui.md, card anatomy 1).
GROUPS = {
    "working": ("catched", "downloading", "completed", "recognizing", "linking"),
    "needs": ("review", "stuck", "deferred"),
    "finished": ("done",),
    "problem": ("failed", "target_missing", "orphaned", "deleted"),
    "neutral": ("cancelled", "reverted"),
}
GROUP_OF = {state: group for group, states in GROUPS.items() for state in states}

# Polling interval per group: working cards change by themselves; "needs you" ones only rarely (recovery).
POLL = {"working": "2s", "needs": "10s"}


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
    torrent: dict | None = None  # qBittorrent's torrent as the worker last saw it (None: not known)

    @property
    def done_of_size(self) -> str:
        """"1.2 of 4.3 GB" while it downloads (the size alone when nothing is known yet)."""
        if not self.d.size:
            return ""
        done = (self.torrent or {}).get("completed")
        done = int(done) if done is not None else int((self.d.progress or 0) * self.d.size)
        return f"{size_words(done)} of {size_words(self.d.size)}"

    @property
    def facts(self) -> list[tuple[str, str]]:
        """Peers, ratio, seeding time and queue position from qBittorrent's live view, as (label, words)."""
        t = self.torrent
        if not t:
            return []
        out = []
        if not self.downloading:  # a downloading card says it in its progress line already
            state = t.get("state")
            said = ("paused", "") if state in PAUSED_STATES else words.qbit_words(state, t.get("progress"))
            out.append(("qBittorrent", said[0] if said else "seeding" if float(t.get("progress") or 0) >= 1
                        else str(state or "unknown")))
        out += [("Seeds", f"{t.get('num_seeds', 0)} of {max(0, t.get('num_complete', 0))}"),
               ("Peers", f"{t.get('num_leechs', 0)} of {max(0, t.get('num_incomplete', 0))}")]
        if (self.d.progress or 0) >= 1 or float(t.get("progress") or 0) >= 1:
            out.append(("Ratio", f"{float(t.get('ratio') or 0):.2f}"))
            out.append(("Seeding", duration_words(int(t.get("seeding_time") or 0))))
        if int(t.get("priority") or 0) > 0 and t.get("state") in ("queuedDL", "queuedUP"):
            out.append(("Queue", f"#{t['priority']}"))
        return out

    @property
    def hidden(self) -> bool:
        return self.d.hidden_at is not None

    @property
    def group(self) -> str:
        return GROUP_OF.get(self.d.state, "neutral")

    @property
    def state_words(self) -> str:
        return state_word(self.d.state)

    @property
    def state_sentence(self) -> str:
        """The badge's tooltip: what the state means, never the raw state name."""
        return words.state_sentence(self.d.state)

    @property
    def problem(self) -> words.Problem | None:
        return words.download_problem(self.d, self.actions)

    @property
    def activity(self) -> tuple[str, str] | None:
        """What qBittorrent is doing with a downloading torrent (queued, waiting for metadata, no peers)."""
        return words.qbit_words(self.d.qbit_state, self.d.progress) if self.downloading else None

    @property
    def waiting_for_qbit(self) -> tuple[str, str] | None:
        """Why a new download still sits in "adding": qBittorrent is down (said with what to do)."""
        if self.d.state != "catched":
            return None
        status = current.qbit_status()
        if status is None or status.ok:
            return None
        extra = status.extra or {}
        return words.qbit_down(status.detail, extra.get("url"), extra.get("code"))

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
        """The main actions, on the card itself."""
        return [a for a in self.actions if a not in REVIEW_ACTIONS and not commands.CATALOGUE[a].in_menu]

    @property
    def menu(self) -> list[str]:
        """The torrent and list commands, behind the card's "More…"."""
        return [a for a in self.actions if commands.CATALOGUE[a].in_menu]


def card(d: store.Download, hashes: list[Infohash] | None = None, rec: store.Recognition | None = None,
         *, with_rec: bool = True) -> Card:
    """One download's card; reads hashes and the recognition when the caller has not (the card endpoint)."""
    if hashes is None:
        hashes = store.hashes_of(d.id)
    if rec is None and with_rec:
        rec = queries.current_recognition(d.id)
    live = current.live_torrents()
    torrent_of = (lambda _d: live.match(hashes)) if live is not None else None
    return Card(d, hashes, recognition_summary(rec), actions=commands.legal_for([d], torrent_of)[d.id],
                related=related_links([d])[d.id], torrent=torrent_of(d) if torrent_of else None)


def cards(downloads: list[store.Download]) -> list[Card]:
    """Cards for a page of downloads: a constant number of queries whatever the page size."""
    ids = [d.id for d in downloads]
    hashes = store.hashes_for(ids)
    recs = queries.current_recognitions(ids)
    related = related_links(downloads)
    live = current.live_torrents()
    torrent_of = (lambda d: live.match(hashes[d.id])) if live is not None else None
    legal = commands.legal_for(downloads, torrent_of)
    return [Card(d, hashes[d.id], recognition_summary(recs.get(d.id)), actions=legal[d.id],
                 related=related[d.id], torrent=torrent_of(d) if torrent_of else None) for d in downloads]


def related_links(downloads: list[store.Download]) -> dict[str, tuple[str, str, str] | None]:
    """"Already in your library as …" for active re-adds (one query), "its files now belong to …" for a
    download whose links a re-add took over (rare: one query each)."""
    active = [d.id for d in downloads if d.state in store.ACTIVE]
    earlier = queries.in_library_for(active)
    out: dict[str, tuple[str, str, str] | None] = {}
    for d in downloads:
        other = earlier.get(d.id)
        said = "Already in your library as"
        if d.error_code == "taken_over":
            owner = journal.taken_over_by(d.id)
            other = store.Download.get_or_none(store.Download.id == owner) if owner else None
            said = "Its library files now belong to"
        out[d.id] = (said, url_for("downloads.detail", id_=other.id), other.name or other.id) if other else None
    return out


def refusal_words(exc: Exception, d: store.Download | None = None,
                  present: bool | None = None) -> tuple[str, tuple[str, str] | None]:
    """A refused command in words (and a link when another download is the reason).

    ``d`` is the download as it is after the refusal, ``present`` whether qBittorrent lists its torrent:
    together they say which part of a missing source is missing.
    """
    if isinstance(exc, store.InfohashTaken):
        return (f"Another active download already has this torrent ({short_hash(exc.infohash)}).",
                (url_for("downloads.detail", id_=exc.owner_id), "Open it"))
    if isinstance(exc, store.IllegalTransition):
        why = f" ({words.states_in_words(exc.reason)})" if exc.reason else ""
        return f"Not possible now: it is {state_word(exc.frm)}{why}.", None
    if isinstance(exc, actions.ActionError):
        if exc.code == "source_missing" and d is not None:
            return words.source_gone(present, d.progress, d.state), None
        return sentence(words.states_in_words(exc.message)), None
    return sentence(str(exc)), None


def page_or_fragment(page: str, fragment: str, status: int = 200, *, trigger: str | None = None, **context):
    """An htmx swap gets the fragment, everything else the full page (:func:`current.is_htmx` decides).

    ``trigger`` names an htmx event for the page (``jb:changed``: the list and the chips refresh).
    ``Vary`` keeps caches from mixing the two.
    """
    resp = htmx_response(render_template(fragment if current.is_htmx() else page, **context), status, trigger=trigger)
    resp.headers["Vary"] = "HX-Request"
    return resp


_BREAK_AFTER = re.compile(r"([._\-\]\)/])(?=\S)")


def breakable(name: str | None) -> Markup:
    """Release names have no spaces: offer line breaks after dots, dashes, brackets (``<wbr>``), escaped."""
    return Markup(_BREAK_AFTER.sub(r"\1<wbr>", str(escape(name or ""))))


def install(app) -> None:
    """Filters and globals the templates share."""
    app.jinja_env.filters.update(size=size_words, speed=speed_words, eta=eta_words, ago=ago, exact=exact_time,
                                 short_hash=short_hash, breakable=breakable, sentence=sentence)
    app.jinja_env.globals.update(
        action_label=commands.label, command=commands.get,
        state_word=state_word, group_of=GROUP_OF, qbit_down=words.qbit_down,
        error_title=words.error_title)

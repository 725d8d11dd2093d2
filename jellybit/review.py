"""What a person needs to answer a review: why, the candidates, and the exact plan (read-only).

Shared by the web review page, the API's ``GET …/plan`` and the Telegram notification, so every
transport shows the same reason and the same plan.
"""

from __future__ import annotations

import json
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

from jellybit import ident, logs, store
from jellybit.config import Settings
from jellybit.infohash import Infohash
from jellybit.layout.plan import Roots, build_plan
from jellybit.recognition.metadata.scoring import normalise
from jellybit.recognition.metadata.tmdb import POSTER_BASE, TmdbClient
from jellybit.recognizer import (
    PERSON_ROLE,
    current_recognition,
    file_overrides_of,
    hints_of,
    overrides_of,
    recognize_as,
    with_container_extensions,
)


@dataclass
class Choice:
    """One identity to choose: candidates of the same work from several sources shown once, with all of
    them. ``id`` is the candidate a pick applies — the one that knows most (TMDB's has the id and poster)."""

    id: str
    title: str
    original_title: str | None
    year: int | None
    type: str | None
    score: float
    poster_url: str | None
    overview: str | None
    sources: list[str]


@dataclass
class FileRow:
    """One file of the torrent as the Manual Import review shows it: what it is and where it goes."""

    path: str
    name: str
    role: str  # episode | extra | sample | subtitle | skip (recognizer.PERSON_ROLE)
    season: int | None
    episodes: str  # "3", "3-4"
    target: str | None
    size: int | None
    changed: bool  # the person changed it
    number: str = ""  # "S02E05", "S02E05-E06" as the library names it


def _number(season: int | None, episodes: list[int] | None) -> str:
    if season is None or not episodes:
        return ""
    tail = f"-E{episodes[-1]:02d}" if len(episodes) > 1 else ""
    return f"S{season:02d}E{episodes[0]:02d}{tail}"


@dataclass
class ReviewView:
    download: store.Download
    hashes: list[Infohash]
    recognition: store.Recognition | None
    reason: str
    candidates: list[Choice] = field(default_factory=list)
    files: list[FileRow] = field(default_factory=list)
    plan: dict | None = None
    selected: str = ""  # the candidate whose plan is shown (and which Apply sends)


#: Which source's candidate stands for a group of the same work (the most informative first).
SOURCE_RANK = {"tmdb": 0, "manual": 1, "llm": 2, "parse": 3}
SOURCE_WORDS = {"tmdb": "TMDB", "llm": "LLM", "parse": "offline parse", "manual": "you"}


def choices(candidates: list[store.MetadataCandidate]) -> list[Choice]:
    """Candidates grouped by identity (title, year, type — two TMDB ids stay two works), best score first."""
    groups: list[list[store.MetadataCandidate]] = []
    for c in sorted(candidates, key=lambda c: (-c.score, SOURCE_RANK.get(c.source, 9), c.id)):
        key = (normalise(c.title), c.year, c.type)
        for group in groups:
            g = group[0]
            ids = {x.external_id for x in group if x.source == "tmdb"}
            if (normalise(g.title), g.year, g.type) == key and not (c.source == "tmdb" and ids - {c.external_id}):
                group.append(c)
                break
        else:
            groups.append([c])
    out = []
    for group in groups:
        lead = min(group, key=lambda c: (SOURCE_RANK.get(c.source, 9), -c.score))
        sources = list(dict.fromkeys(SOURCE_WORDS.get(c.source, c.source) for c in group))
        out.append(Choice(lead.id, lead.title, lead.original_title, lead.year, lead.type,
                          max(c.score for c in group), next((c.poster_url for c in group if c.poster_url), None),
                          next((c.overview for c in group if c.overview), None), sources))
    return out


def _files_and_kind(rec: store.Recognition, candidate: store.MetadataCandidate | None,
                    settings: Settings) -> tuple[list[dict], str]:
    """The per-file decision of the recognition, or of the recognition re-run with a candidate's identity
    exactly as Apply with that candidate re-runs it (so the preview is what gets linked)."""
    if candidate is None:
        return json.loads(rec.mapping)["files"], rec.type
    key = _preview_key(rec, candidate, settings)
    with _LOCK:
        hit = _PREVIEWS.get(key)
        if hit is not None:
            _PREVIEWS.move_to_end(key)
            return hit
    result = recognize_as(rec, candidate, settings)
    out = ([f.to_dict() for f in result.files], result.type)
    with _LOCK:
        _PREVIEWS[key] = out
        while len(_PREVIEWS) > MAX_PREVIEWS:
            _PREVIEWS.popitem(last=False)
    return out


# A candidate's preview is pure in these inputs, and re-running the rules on a 200-episode pack costs ~60 ms
# on every page view: keep the last few (callers only read them).
MAX_PREVIEWS = 32
_PREVIEWS: OrderedDict[str, tuple[list[dict], str]] = OrderedDict()
_LOCK = threading.Lock()


def _preview_key(rec: store.Recognition, candidate: store.MetadataCandidate, settings: Settings) -> str:
    d = rec.download_id
    return json.dumps([rec.id, candidate.id, overrides_of(d), hints_of(d), file_overrides_of(d),
                       settings.auto_threshold], sort_keys=True, default=str)


def _episodes_text(numbers: list[int] | None) -> str:
    if not numbers:
        return ""
    if numbers == list(range(numbers[0], numbers[-1] + 1)) and len(numbers) > 1:
        return f"{numbers[0]}-{numbers[-1]}"
    return ",".join(str(n) for n in numbers)


def file_rows(rec: store.Recognition, files: list[dict]) -> list[FileRow]:
    """Every file of the torrent in its order, with the role and numbers of ``files`` (one decision)."""
    sizes = {f["path"]: f.get("size") for f in json.loads(rec.mapping)["input"]["files"]}
    changed = file_overrides_of(rec.download_id)
    return [FileRow(f["path"], f["path"].rsplit("/", 1)[-1], PERSON_ROLE.get(f.get("role"), "skip"),
                    f.get("season"), _episodes_text(f.get("episodes")), f.get("target"), sizes.get(f["path"]),
                    f["path"] in changed, _number(f.get("season"), f.get("episodes"))) for f in files]


ROOT_SETTINGS = {"movie": ("movies", "JELLYBIT_MOVIES_DIR"), "series": ("shows", "JELLYBIT_SHOWS_DIR")}


def root_problem(root: Path, kind: str) -> dict | None:
    """Why files cannot be placed under this library root at all, with the setting to change; None if fine.

    Checked before the plan is built, so a review page explains a bad root instead of failing on it.
    """
    name, setting = ROOT_SETTINGS.get(kind, ("library", "the library setting"))
    if not root.is_absolute():
        return {"code": "library_root", "path": str(root),
                "message": f"the {name} library folder “{root}” is not a full path: set {setting} to an absolute "
                           f"path (for example /srv/media/{name}) and restart jellybit"}
    existing = root
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not os.access(existing, os.W_OK | os.X_OK):
        return {"code": "library_root", "path": str(root),
                "message": f"jellybit may not write in the {name} library folder “{existing}”: give the user "
                           f"running jellybit write access to it, or set {setting} to a folder it can write"}
    return None


def plan_dict(d: store.Download, files: list[dict], kind: str, settings: Settings) -> dict:
    """The layout plan as data (nothing touched on disk); a root that cannot work is the plan's one problem."""
    roots = Roots.from_settings(settings)
    bad = root_problem(Path(roots.for_kind(kind)), kind)
    if bad is not None:
        return {"ok": False, "kind": kind, "root": bad["path"], "save_path": d.save_path, "items": [],
                "skipped": [], "problems": [bad], "tree": {"name": bad["path"], "dirs": [], "files": []}}
    files = with_container_extensions(files, d.save_path)  # what the linker will apply (recognizer.layout_input)
    plan = build_plan(save_path=d.save_path or "", files=files, kind=kind, roots=roots)
    return plan.as_dict()


def _problems_line(plan: dict | None) -> str:
    return "; ".join(p.get("message", "") for p in (plan or {}).get("problems") or [])


def _candidate(rec: store.Recognition, candidate_id: str | None) -> store.MetadataCandidate | None:
    """A candidate of THIS recognition (the id parsed before any query), or None when none is asked for."""
    if candidate_id is None:
        return None
    try:
        cid = ident.parse(candidate_id)
    except ident.InvalidId:
        raise store.NotFound("candidate", str(candidate_id)[:40]) from None
    candidate = store.MetadataCandidate.get_or_none(store.MetadataCandidate.id == cid)
    if candidate is None or candidate.recognition_id != rec.id:
        raise store.NotFound("candidate of this download", cid)
    return candidate


def plan_for(download_id: str, settings: Settings, candidate_id: str | None = None) -> dict:
    """The plan of the current recognition, or of a candidate of it (ids parsed before any query)."""
    d = store.get(download_id)
    rec = current_recognition(d.id)
    if rec is None or not rec.mapping:
        raise store.NotFound("recognition of download", d.id)
    files, kind = _files_and_kind(rec, _candidate(rec, candidate_id), settings)
    return plan_dict(d, files, kind, settings)


def review_view(download_id: str, settings: Settings, candidate_id: str | None = None) -> ReviewView:
    """The review of a download; the plan (and the files) of ``candidate_id``, else of the best choice —
    the one Apply sends — so what the page shows is what Apply links."""
    d = store.get(download_id)
    rec = current_recognition(d.id)
    hashes = store.hashes_of(d.id)
    if rec is None:
        reason = d.error_message or "not recognised yet"
        return ReviewView(d, hashes, None, reason)
    shown = choices(list(rec.candidates))
    selected = candidate_id or (shown[0].id if shown else None)
    files, kind = (_files_and_kind(rec, _candidate(rec, selected), settings) if rec.mapping else ([], rec.type))
    plan = plan_dict(d, files, kind, settings) if files and kind in ("movie", "series") else None
    rows = file_rows(rec, files) if rec.mapping else []
    return ReviewView(d, hashes, rec, _reason(d, rec, plan), shown, rows, plan, selected or "")


def _reason(d: store.Download, rec: store.Recognition, plan: dict | None) -> str:
    """Why it waits, as of NOW: a plan problem is said from the plan built just now (it may be fixed since,
    or be another one), a collision from the last Apply; otherwise the recognition's own reason."""
    if d.error_code == "plan_problem":
        now = _problems_line(plan)
        if now:
            return now
        return "the files could not be placed last time, but the plan below works now: check it and Apply"
    if d.error_code in ("collision", "recognition_error", "source_missing", "unsafe_path") and d.error_message:
        return d.error_message  # set by the worker after this recognition: the newer truth
    return rec.reason or _problems_line(plan)


# -- the title search (TMDB when configured) ----------------------------------------------------------------


@dataclass
class Found:
    """A work TMDB knows, to choose as the identity (through the Override command: tmdb_id, title, year, type)."""

    tmdb_id: int
    title: str
    original_title: str | None
    year: int | None
    type: str
    poster_url: str | None
    overview: str | None
    popularity: float


MAX_FOUND = 10


def search_titles(settings: Settings, query: str, year: int | None = None, kind: str | None = None) -> list[Found]:
    """Movies and series (or ``kind`` only) TMDB finds for ``query``, the most popular first.

    Raises ``MetadataUnavailable`` (words without the key) when TMDB cannot answer; answers are cached
    like the recognition's, so searching again costs nothing."""
    logs.register_secret(settings.tmdb_api_key)
    client = TmdbClient(settings.tmdb_api_key, settings.tmdb_url, cache_dir=Path(settings.data_dir) / "cache" / "tmdb")
    found: list[Found] = []
    for k in ([kind] if kind in ("movie", "series") else ["series", "movie"]):
        movie = k == "movie"
        for raw in client.search(k, query, year) or (client.search(k, query) if year else []):
            title = raw.get("title" if movie else "name") or raw.get("original_title" if movie else "original_name")
            if not isinstance(title, str) or not title:
                continue
            original = raw.get("original_title" if movie else "original_name")
            date = raw.get("release_date" if movie else "first_air_date")
            poster = raw.get("poster_path")
            popularity = raw.get("popularity")
            found.append(Found(
                int(raw["id"]), title, original if isinstance(original, str) and original != title else None,
                int(date[:4]) if isinstance(date, str) and date[:4].isdigit() else None, k,
                POSTER_BASE + poster if isinstance(poster, str) and poster else None,
                raw.get("overview") if isinstance(raw.get("overview"), str) and raw.get("overview") else None,
                float(popularity) if isinstance(popularity, (int, float)) else 0.0))
    return sorted(found, key=lambda f: -f.popularity)[:MAX_FOUND]

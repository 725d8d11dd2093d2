"""Recognition of a stored download: run the offline engine and the metadata sources, store the decision.

The engine itself (``jellybit.recognition``) is pure; this module is where its input comes from (the
person's hints and overrides) and where its output goes (the ``recognition`` and ``metadata_candidate``
rows). The recognition row keeps its input, so Apply with a chosen candidate re-runs the rules without
qBittorrent, and the layout and the review read their per-file decisions from here. The metadata sources
(TMDB, an LLM) only add candidates; an outage degrades to the offline result.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

from jellybit import recognition, store
from jellybit.config import Settings
from jellybit.layout import container
from jellybit.layout.safety import is_safe_relative
from jellybit.recognition import targets, text
from jellybit.recognition.metadata import combine
from jellybit.store.queries import current_recognition  # noqa: F401  (the recognition pipeline's one lookup)


@dataclass
class Decision:
    """What one recognition pass decided, ready to be stored."""

    result: recognition.Result
    decision: str
    confidence: float
    reason: str
    method: str = "parse"
    candidates: list = field(default_factory=list)


def hints_of(download_id: str) -> str | None:
    texts = [h.text for h in store.Hint.select().where(store.Hint.download == download_id).order_by(store.Hint.id)]
    return "\n".join(texts) or None


def overrides_of(download_id: str) -> dict:
    """The person's hard overrides, newest per field winning."""
    out: dict = {}
    for o in store.Override.select().where(store.Override.download == download_id,
                                           store.Override.file_path.is_null()).order_by(store.Override.id):
        out[o.field] = json.loads(o.value)
    return out


# -- per-file overrides (the Manual Import review) -----------------------------------------------------------

#: The roles a person gives a file, and the role the plan knows them by ("skip" is placed nowhere).
FILE_ROLES = {"episode": "video", "extra": "extra", "sample": "sample", "subtitle": "subtitle", "skip": "skip"}
PERSON_ROLE = {"video": "episode", "extra": "extra", "sample": "sample", "subtitle": "subtitle", "junk": "skip",
               "skip": "skip"}
FILE_FIELDS = ("role", "season", "episodes")


def file_overrides_of(download_id: str) -> dict[str, dict]:
    """The person's per-file changes: path → {role, season, episodes}, the newest per file and field winning."""
    out: dict[str, dict] = {}
    for o in store.Override.select().where(store.Override.download == download_id,
                                           store.Override.file_path.is_null(False)).order_by(store.Override.id):
        if o.field in FILE_FIELDS:
            out.setdefault(o.file_path, {})[o.field] = json.loads(o.value)
    return out


def with_file_overrides(result: recognition.Result, per_file: dict[str, dict]) -> recognition.Result:
    """The result with the person's per-file roles and numbers, every target placed again (in place).

    Applied after the rules and after any metadata source, so every pass — the worker's, a candidate's
    preview, Apply — places the files the person placed. A subtitle follows its video (skip the episode
    and its subtitle goes with it)."""
    if not per_file:
        return result
    for f in result.files:
        change = per_file.get(f.path)
        if not change:
            continue
        if "role" in change:
            f.role = FILE_ROLES.get(change["role"], f.role)
        if change.get("season") is not None:
            f.season = change["season"]
        if change.get("episodes"):
            f.episodes = list(change["episodes"])
        if "season" in change or "episodes" in change:
            f.absolute, f.date = False, None  # the person's number places it, not a date or absolute count
        if f.role not in ("junk", "skip") and f.title is None:
            f.title, f.year = result.title, result.year
    targets.assign(result.files, result.type, result.tmdb_id)
    return result


def decide(torrent: recognition.TorrentInput, *, hints: str | None, overrides: dict, settings: Settings,
           per_file: dict[str, dict] | None = None) -> Decision:
    """Offline recognition, then the metadata sources when configured (never raises for an outage); the
    person's per-file changes last."""
    result = recognition.recognize(torrent, hints, overrides, settings.auto_threshold)
    sources = combine.sources_from_settings(settings)
    if sources:
        enriched = combine.enrich(result, sources=sources, hints=hints, threshold=settings.auto_threshold)
        return Decision(with_file_overrides(enriched.result, per_file or {}), enriched.decision,
                        enriched.confidence, enriched.reason, "metadata", list(enriched.candidates))
    result = with_file_overrides(result, per_file or {})
    return Decision(result, result.decision, result.confidence, result.reason)


def store_decision(download_id: str, torrent: recognition.TorrentInput, d: Decision) -> store.Recognition:
    """Supersede the current recognition and record this one with its candidates, in one transaction."""
    r = d.result
    seasons = sorted({f.season for f in r.files if f.season is not None})
    mapping = {"input": {"name": torrent.name, "files": [{"path": f.path, "size": f.size} for f in torrent.files]},
               "files": [f.to_dict() for f in r.files], "issues": list(r.issues)}
    with store.write_tx():
        (store.Recognition.update(status="superseded")
         .where(store.Recognition.download == download_id, store.Recognition.is_current()).execute())
        rec = store.Recognition.create(
            download=download_id, type=r.type, title=r.title, original_title=r.original_title, year=r.year,
            seasons=json.dumps(seasons), tmdb_id=r.tmdb_id, confidence=d.confidence, method=d.method,
            status=store.Recognition.CURRENT, reason=d.reason, mapping=json.dumps(mapping, ensure_ascii=False))
        candidates = d.candidates or [_parse_candidate(r, d.confidence)]
        for c in candidates:
            store.MetadataCandidate.create(
                recognition=rec.id, source=c.source, external_id=c.external_id, title=c.title or "?",
                original_title=getattr(c, "original_title", None), year=c.year, type=c.type, score=c.score,
                poster_url=getattr(c, "poster_url", None), overview=getattr(c, "overview", None))
    return rec


@dataclass
class _Candidate:
    """A candidate to store: the offline parse itself, or a copy of an earlier stored one."""

    source: str
    external_id: str | None
    title: str | None
    original_title: str | None
    year: int | None
    type: str | None
    score: float
    poster_url: str | None = None
    overview: str | None = None


def _parse_candidate(r: recognition.Result, confidence: float) -> _Candidate:
    return _Candidate("parse", str(r.tmdb_id) if r.tmdb_id else None, r.title, r.original_title, r.year,
                      r.type, confidence)


def stored_input(rec: store.Recognition) -> recognition.TorrentInput:
    data = json.loads(rec.mapping)["input"]
    return recognition.TorrentInput(data["name"], tuple(recognition.FileInput(f["path"], f["size"])
                                                        for f in data["files"]))


def recognize_as(rec: store.Recognition, candidate: store.MetadataCandidate,
                 settings: Settings) -> recognition.Result:
    """Re-run the offline rules on a stored recognition's input with a candidate's identity (pure, no write).

    The one place a candidate becomes overrides: Apply stores the result, the review preview only shows it.
    """
    overrides = overrides_of(rec.download_id)
    if candidate.source != "parse":
        overrides.update({"title": candidate.title, "year": candidate.year, "type": candidate.type or rec.type})
        if candidate.source == "tmdb" and candidate.external_id and candidate.external_id.isdigit():
            overrides["tmdb_id"] = int(candidate.external_id)
    result = recognition.recognize(stored_input(rec), hints_of(rec.download_id), overrides, settings.auto_threshold)
    return with_file_overrides(result, file_overrides_of(rec.download_id))


def rerun_with_candidate(download_id: str, candidate: store.MetadataCandidate, settings: Settings) -> store.Recognition:
    """Apply a chosen candidate: re-run the offline rules with its identity and store that as current."""
    rec = current_recognition(download_id)
    if rec is None or not rec.mapping:
        raise store.NotFound("recognition of download", download_id)
    torrent = stored_input(rec)
    result = recognize_as(rec, candidate, settings)
    chosen = Decision(result, "auto", max(candidate.score, result.confidence),
                      f"chosen by you: {candidate.title} ({candidate.year or '?'})", "manual",
                      [_candidate_copy(c) for c in rec.candidates])
    return store_decision(download_id, torrent, chosen)


def identity_of(rec: store.Recognition) -> dict:
    """The current recognition's identity as overrides, when it came from more than the offline rules (a
    metadata match or a chosen candidate): a per-file change must not lose the work that was chosen."""
    if rec.method == "parse":
        return {}
    out = {"title": rec.title, "year": rec.year, "type": rec.type, "tmdb_id": rec.tmdb_id}
    return {k: v for k, v in out.items() if v is not None}


def recognize_files(rec: store.Recognition, settings: Settings) -> recognition.Result:
    """The current recognition again, offline, with its identity and the per-file changes (pure, no write)."""
    overrides = {**overrides_of(rec.download_id), **identity_of(rec)}
    result = recognition.recognize(stored_input(rec), hints_of(rec.download_id), overrides, settings.auto_threshold)
    return with_file_overrides(result, file_overrides_of(rec.download_id))


def rerun_with_files(download_id: str, settings: Settings, result: recognition.Result | None = None,
                     ) -> store.Recognition:
    """A per-file change: the offline rules again with the current identity (no external call), written
    into the current recognition's decision. The same row, so its candidates keep their ids: the review's
    choice and Telegram's "Apply #n" stay valid, and each of them re-runs with the change (``recognize_as``)."""
    rec = current_recognition(download_id)
    if rec is None or not rec.mapping:
        raise store.NotFound("recognition of download", download_id)
    result = result or recognize_files(rec, settings)
    mapping = json.loads(rec.mapping)
    mapping["files"] = [f.to_dict() for f in result.files]
    changed = len(file_overrides_of(download_id))
    reason = f"you changed {changed} file{'s' if changed != 1 else ''}: check the plan below and Apply"
    seasons = sorted({f.season for f in result.files if f.season is not None})
    with store.write_tx():
        (store.Recognition.update(mapping=json.dumps(mapping, ensure_ascii=False), reason=reason,
                                  seasons=json.dumps(seasons))
         .where(store.Recognition.id == rec.id).execute())
    return store.Recognition.get_by_id(rec.id)


def _candidate_copy(c: store.MetadataCandidate) -> _Candidate:
    return _Candidate(c.source, c.external_id, c.title, c.original_title, c.year, c.type, c.score, c.poster_url,
                      c.overview)


def layout_input(d: store.Download) -> dict | None:
    """What the linker applies: the current recognition's per-file decisions and its kind."""
    rec = current_recognition(d.id)
    if rec is None or not rec.mapping or rec.type not in ("movie", "series"):
        return None
    return {"files": with_container_extensions(json.loads(rec.mapping)["files"], d.save_path), "kind": rec.type,
            "anime": False}


def with_container_extensions(files: list[dict], save_path: str | None) -> list[dict]:
    """The files with each video's target given the extension its content shows, where the file's name has
    no video extension (recognition names targets offline, from names alone; here the data is on disk).

    Jellyfin only shows files with a video extension: without this, ``Show.S01E02.720p.HDTV.x264-GRP`` would
    be linked as ``Show S01E02.x264-grp``. A file whose content is no known container keeps its target."""
    if not save_path:
        return files
    out = []
    for f in files:
        target, path = f.get("target"), f.get("path") or ""
        ext = targets.extension_of(path).lower()
        # an unsafe path is never read (the plan refuses it anyway: safety.is_safe_relative is its rule)
        if f.get("role") == "video" and target and ext not in text.VIDEO_EXT and is_safe_relative(path):
            sniffed = container.sniff(os.path.join(save_path, path))
            if sniffed:
                stem = target[:-len(ext) - 1] if ext and target.lower().endswith("." + ext) else target
                f = {**f, "target": f"{stem}.{sniffed}"}
        out.append(f)
    return out

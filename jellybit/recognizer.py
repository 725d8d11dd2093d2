"""Recognition of a stored download: run the offline engine and the metadata sources, store the decision.

The engine itself (``jellybit.recognition``) is pure; this module is where its input comes from (the
person's hints and overrides) and where its output goes (the ``recognition`` and ``metadata_candidate``
rows). The recognition row keeps its input, so Apply with a chosen candidate re-runs the rules without
qBittorrent, and the layout and the review read their per-file decisions from here. The metadata sources
(TMDB, an LLM) only add candidates; an outage degrades to the offline result.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from jellybit import recognition, store
from jellybit.config import Settings
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


def decide(torrent: recognition.TorrentInput, *, hints: str | None, overrides: dict, settings: Settings) -> Decision:
    """Offline recognition, then the metadata sources when configured (never raises for an outage)."""
    result = recognition.recognize(torrent, hints, overrides, settings.auto_threshold)
    sources = combine.sources_from_settings(settings)
    if sources:
        enriched = combine.enrich(result, sources=sources, hints=hints, threshold=settings.auto_threshold)
        return Decision(enriched.result, enriched.decision, enriched.confidence, enriched.reason,
                        "metadata", list(enriched.candidates))
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
    return recognition.recognize(stored_input(rec), hints_of(rec.download_id), overrides, settings.auto_threshold)


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


def _candidate_copy(c: store.MetadataCandidate) -> _Candidate:
    return _Candidate(c.source, c.external_id, c.title, c.original_title, c.year, c.type, c.score, c.poster_url,
                      c.overview)


def layout_input(d: store.Download) -> dict | None:
    """What the linker applies: the current recognition's per-file decisions and its kind."""
    rec = current_recognition(d.id)
    if rec is None or not rec.mapping or rec.type not in ("movie", "series"):
        return None
    return {"files": json.loads(rec.mapping)["files"], "kind": rec.type, "anime": False}

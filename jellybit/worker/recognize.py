"""Recognition in the worker: ``completed → recognizing → linking | review`` (SPEC §7).

The file list comes from qBittorrent (paths as it reports them, under the save path); files it will not
download (priority 0) are left out, because they will never be on disk. The offline engine decides
first; configured metadata sources (TMDB, an LLM) add candidates and may make the decision surer — an
outage only degrades to the offline result. Everything the decision used is stored on the
``recognition`` row (its input too), so Apply with another candidate can re-run it without qBittorrent.

A download found in ``recognizing`` (a crash mid-recognition, or Refine/SetType/Rerecognize) is simply
recognised again: the step is pure apart from reading the file list, so repeating it is safe.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from jellybit import logs, recognition, store
from jellybit.config import Settings
from jellybit.qbit import errors as qerr
from jellybit.qbit.client import QbitClient
from jellybit.qbit.states import api_id

log = logs.get_logger(__name__)

try:  # metadata sources are optional; without them the offline result stands alone
    from jellybit.recognition.metadata import combine as _combine
except ImportError:  # pragma: no cover - the package is part of the repository
    _combine = None


@dataclass
class Decision:
    """What one recognition pass decided, ready to be stored."""

    result: recognition.Result
    decision: str
    confidence: float
    reason: str
    method: str = "parse"
    candidates: list = field(default_factory=list)


FilesFor = Callable[[store.Download], list[recognition.FileInput]]


def files_from_qbittorrent(client: QbitClient) -> FilesFor:
    """The download's files as qBittorrent reports them (wanted files only)."""

    def files_for(d: store.Download) -> list[recognition.FileInput]:
        hashes = store.hashes_of(d.id)
        torrent = client.find(hashes)
        ident_ = torrent["hash"] if torrent else api_id(hashes)
        files = client.files(ident_)
        return [recognition.FileInput(f["name"], int(f.get("size") or 0)) for f in files
                if int(f.get("priority", 1)) != 0]

    return files_for


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
    if _combine is not None:
        sources = _combine.sources_from_settings(settings)
        if sources:
            enriched = _combine.enrich(result, sources=sources, hints=hints, threshold=settings.auto_threshold)
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
         .where(store.Recognition.download == download_id, store.Recognition.status == "current").execute())
        rec = store.Recognition.create(
            download=download_id, type=r.type, title=r.title, original_title=r.original_title, year=r.year,
            seasons=json.dumps(seasons), tmdb_id=r.tmdb_id, confidence=d.confidence, method=d.method,
            status="current", reason=d.reason, mapping=json.dumps(mapping, ensure_ascii=False))
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


def recognize_one(download_id: str, settings: Settings, files_for: FilesFor) -> str | None:
    """Recognise one ``completed`` or ``recognizing`` download; returns its new state (None: try later)."""
    d = store.get(download_id)
    with logs.download_context(d.id, [h.hash for h in store.hashes_of(d.id)]):
        try:
            files = files_for(d)
        except qerr.QbitError as exc:
            log.warning("file list unavailable, recognition postponed: %s", exc)
            return None
        if not files:
            log.warning("qBittorrent lists no files yet; recognition postponed")
            return None
        if d.state == "completed":
            store.set_state(d.id, "recognizing")
        torrent = recognition.TorrentInput(d.name or Path(files[0].path).parts[0], tuple(files))
        decision = decide(torrent, hints=hints_of(d.id), overrides=overrides_of(d.id), settings=settings)
        rec = store_decision(d.id, torrent, decision)
        to = "linking" if decision.decision == "auto" else "review"
        log.info("recognised: %s", decision.reason, extra={"recognition_id": rec.id, "decision": decision.decision,
                                                             "confidence": round(decision.confidence, 3),
                                                             "method": decision.method})
        store.set_state(d.id, to)
        return to


def recognize_pending(settings: Settings, files_for: FilesFor) -> None:
    """The job: every download waiting for recognition, oldest first; one failure never stops the rest."""
    ids = [d.id for d in store.Download.select(store.Download.id)
           .where(store.Download.state.in_(("completed", "recognizing"))).order_by(store.Download.id)]
    for download_id in ids:
        try:
            recognize_one(download_id, settings, files_for)
        except store.StoreError as exc:  # moved on meanwhile (cancelled, deferred): nothing to do
            log.info("recognition skipped: %s", exc, extra={"download_id": download_id})


def current_recognition(download_id: str) -> store.Recognition | None:
    return (store.Recognition.select().where(store.Recognition.download == download_id,
                                             store.Recognition.status == "current")
            .order_by(store.Recognition.id.desc()).first())


def stored_input(rec: store.Recognition) -> recognition.TorrentInput:
    data = json.loads(rec.mapping)["input"]
    return recognition.TorrentInput(data["name"], tuple(recognition.FileInput(f["path"], f["size"])
                                                        for f in data["files"]))


def rerun_with_candidate(download_id: str, candidate: store.MetadataCandidate, settings: Settings) -> store.Recognition:
    """Apply a chosen candidate: re-run the offline rules with its identity and store that as current."""
    rec = current_recognition(download_id)
    if rec is None or not rec.mapping:
        raise store.NotFound("recognition of download", download_id)
    torrent = stored_input(rec)
    overrides = overrides_of(download_id)
    if candidate.source != "parse":
        overrides.update({"title": candidate.title, "year": candidate.year, "type": candidate.type})
        if candidate.source == "tmdb" and candidate.external_id and candidate.external_id.isdigit():
            overrides["tmdb_id"] = int(candidate.external_id)
    result = recognition.recognize(torrent, hints_of(download_id), overrides, settings.auto_threshold)
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

"""What a person needs to answer a review: why, the candidates, and the exact plan (read-only).

Shared by the web review page, the API's ``GET …/plan`` and the Telegram notification, so every
transport shows the same reason and the same plan.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from jellybit import ident, store
from jellybit.config import Settings
from jellybit.infohash import Infohash
from jellybit.recognizer import current_recognition, recognize_as


@dataclass
class ReviewView:
    download: store.Download
    hashes: list[Infohash]
    recognition: store.Recognition | None
    reason: str
    candidates: list[store.MetadataCandidate] = field(default_factory=list)
    files: list[dict] = field(default_factory=list)
    plan: dict | None = None


def _files_and_kind(rec: store.Recognition, candidate: store.MetadataCandidate | None,
                    settings: Settings) -> tuple[list[dict], str]:
    """The per-file decision of the recognition, or of the recognition re-run with a candidate's identity."""
    if candidate is None or candidate.source == "parse":
        return json.loads(rec.mapping)["files"], rec.type
    result = recognize_as(rec, candidate, settings)
    return [f.to_dict() for f in result.files], result.type


def plan_dict(d: store.Download, files: list[dict], kind: str, settings: Settings) -> dict:
    """The layout plan as data (nothing touched on disk)."""
    from jellybit.layout.plan import Roots, build_plan
    plan = build_plan(save_path=d.save_path or "", files=files, kind=kind, roots=Roots.from_settings(settings))
    return plan.as_dict()


def plan_for(download_id: str, settings: Settings, candidate_id: str | None = None) -> dict:
    """The plan of the current recognition, or of a candidate of it (ids parsed before any query)."""
    d = store.get(download_id)
    rec = current_recognition(d.id)
    if rec is None or not rec.mapping:
        raise store.NotFound("recognition of download", d.id)
    candidate = None
    if candidate_id is not None:
        try:
            cid = ident.parse(candidate_id)
        except ident.InvalidId:
            raise store.NotFound("candidate", str(candidate_id)[:40]) from None
        candidate = store.MetadataCandidate.get_or_none(store.MetadataCandidate.id == cid)
        if candidate is None or candidate.recognition_id != rec.id:
            raise store.NotFound("candidate of this download", cid)
    files, kind = _files_and_kind(rec, candidate, settings)
    return plan_dict(d, files, kind, settings)


def review_view(download_id: str, settings: Settings) -> ReviewView:
    d = store.get(download_id)
    rec = current_recognition(d.id)
    hashes = store.hashes_of(d.id)
    if rec is None:
        reason = d.error_message or "not recognised yet"
        return ReviewView(d, hashes, None, reason)
    candidates = sorted(rec.candidates, key=lambda c: (-c.score, c.id))
    files = json.loads(rec.mapping)["files"] if rec.mapping else []
    reason = d.error_message if d.error_code in ("plan_problem", "collision") and d.error_message else rec.reason
    plan = plan_dict(d, files, rec.type, settings) if files and rec.type in ("movie", "series") else None
    return ReviewView(d, hashes, rec, reason or "", candidates, files, plan)

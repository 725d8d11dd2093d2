"""What a person needs to answer a review: why, the candidates, and the exact plan (read-only).

Shared by the web review page, the API's ``GET …/plan`` and the Telegram notification, so every
transport shows the same reason and the same plan.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from jellybit import ident, store
from jellybit.config import Settings
from jellybit.infohash import Infohash
from jellybit.layout.plan import Roots, build_plan
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
    plan = build_plan(save_path=d.save_path or "", files=files, kind=kind, roots=roots)
    return plan.as_dict()


def _problems_line(plan: dict | None) -> str:
    return "; ".join(p.get("message", "") for p in (plan or {}).get("problems") or [])


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
    plan = plan_dict(d, files, rec.type, settings) if files and rec.type in ("movie", "series") else None
    return ReviewView(d, hashes, rec, _reason(d, rec, plan), candidates, files, plan)


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

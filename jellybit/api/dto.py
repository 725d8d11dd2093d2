"""What the API says about a download. ``id`` is a string ULID; ``infohashes`` a list of ``{hash, kind}``."""

from __future__ import annotations

from jellybit import store, words
from jellybit.infohash import Infohash

LIVE = ("downloading", "stuck")  # the only states whose torrent the worker follows: speeds are true only there


def _ts(dt):
    return None if dt is None else dt.isoformat().replace("+00:00", "Z")


def _error(d: store.Download) -> dict | None:
    problem = words.download_problem(d) if d.error_code else None
    if problem is None:
        return None
    return {"code": d.error_code, "message": problem.what, "hint": problem.todo, "detail": problem.detail or None}


def download(d: store.Download, hashes: list[Infohash]) -> dict:
    live = d.state in LIVE
    return {
        "id": d.id,
        "name": d.name,
        "state": d.state,
        "state_words": words.state_word(d.state),
        "progress": round(d.progress or 0.0, 4),
        "size": d.size,
        "dlspeed": d.dlspeed if live else 0,
        "upspeed": d.upspeed if live else 0,
        "eta": d.eta if live else None,
        "category": d.category,
        "save_path": d.save_path,
        "source_kind": d.source_kind,
        "infohashes": [{"hash": h.hash, "kind": h.kind} for h in hashes],
        "error": _error(d),
        "created_at": _ts(d.created_at),
        "updated_at": _ts(d.updated_at),
        "state_changed_at": _ts(d.state_changed_at),
        "hidden": d.hidden_at is not None,
        "links": {"self": f"/api/v1/downloads/{d.id}", "web": f"/download/{d.id}"},
    }


def downloads(rows: list[store.Download]) -> list[dict]:
    hashes = store.hashes_for(d.id for d in rows)  # one query for the whole page
    return [download(d, hashes[d.id]) for d in rows]

"""``POST /api/v1/downloads/<id>/<action>``: the person's commands (SPEC §11), one route for the catalogue.

The action is a command of :mod:`jellybit.commands`; its JSON body is checked by the catalogue (the same
rules the web form and Telegram use, and the schema the OpenAPI document publishes).
"""

from __future__ import annotations

from flask import current_app, jsonify, request

from jellybit import commands, store
from jellybit.runtime import deps_of

from . import bp, dto
from .errors import ApiError, json_object, refusal


@bp.post("/downloads/<id_>/<action>")
def run_action(id_: str, action: str):
    command = commands.get(action)
    if command is None:
        raise ApiError(404, "not_found", f"no action {action!r}; use one of {', '.join(sorted(commands.CATALOGUE))}")
    d = store.get(id_)  # invalid or unknown id → 404 before anything else
    body = json_object("the body must be a JSON object") if request.content_length else {}
    # a refusal is answered by the blueprint (errors.refusal)
    result = commands.run(command, d.id, deps_of(current_app), command.parse(body), actor="api")
    return jsonify(dto.download(result, store.hashes_of(result.id)))


@bp.post("/downloads/bulk")
def run_bulk():
    """``{"action": "hide", "ids": [...]}``: one command for several downloads, a result per id (never all
    or nothing: a refusal is reported for its download and the others still run)."""
    body = json_object("the body must be a JSON object")
    unknown = sorted(set(body) - {"action", "ids"})
    if unknown:
        raise ApiError(400, "bad_request", f"unknown fields: {', '.join(unknown)}; allowed: action, ids")
    command = commands.get(body.get("action")) if isinstance(body.get("action"), str) else None
    if command is None:
        raise ApiError(400, "bad_request", "'action' must be one of " + ", ".join(
            c.name for c in commands.CATALOGUE.values() if c.bulk))
    ids = body.get("ids")
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise ApiError(400, "bad_request", "'ids' must be a list of download ids")
    outcomes = commands.run_many(command, ids, deps_of(current_app), actor="api")
    results = []
    for o in outcomes:
        if o.refused is None:
            results.append({"id": o.download_id, "ok": True,
                            "download": dto.download(o.download, store.hashes_of(o.download_id))})
        else:
            said = refusal(o.refused)
            results.append({"id": o.download_id, "ok": False, "status": said.status,
                            "error": {"code": said.code, "message": said.message}})
    return jsonify({"action": command.name, "results": results})


"""``POST /api/v1/downloads/<id>/<action>``: the person's commands (SPEC §11)."""

from __future__ import annotations

from flask import current_app, jsonify, request

from jellybit import actions, store
from jellybit.runtime import deps_for

from . import bp, dto, openapi
from .errors import ApiError

_BOOL = {"type": "boolean"}
COMMANDS = {
    "retry": (lambda id_, deps, body: actions.retry(id_, deps), None,
              "Retry a failed or stuck download (re-adds it to qBittorrent)"),
    "cancel": (lambda id_, deps, body: actions.cancel(id_, deps, remove_torrent=bool(body.get("remove_torrent")),
                                                      delete_data=bool(body.get("delete_data"))),
               {"type": "object", "additionalProperties": False,
                "properties": {"remove_torrent": _BOOL, "delete_data": _BOOL}},
               "Cancel an active download; optionally remove the torrent (and its data)"),
    "defer": (lambda id_, deps, body: actions.defer(id_, deps), None, "Put an active download aside"),
}


def register(name: str, fn, body_schema: dict | None, summary: str) -> None:
    """Commands added by later capabilities (apply, refine, undo, …) register here and in the OpenAPI doc."""
    COMMANDS[name] = (fn, body_schema, summary)
    openapi.ACTIONS[name] = (body_schema, summary)


for _name, (_fn, _schema, _summary) in list(COMMANDS.items()):
    openapi.ACTIONS[_name] = (_schema, _summary)


@bp.post("/downloads/<id_>/<action>")
def run_action(id_: str, action: str):
    command = COMMANDS.get(action)
    if command is None:
        raise ApiError(404, "not_found", f"no action {action!r}; use one of {', '.join(sorted(COMMANDS))}")
    d = store.get(id_)  # invalid or unknown id → 404 before anything else
    body = {}
    if request.content_length:
        body = request.get_json(silent=True)
        if not isinstance(body, dict):
            raise ApiError(400, "bad_request", "the body must be a JSON object")
    deps = deps_for(current_app.extensions.get("jellybit.runtime"), current_app.config["JELLYBIT"])
    try:
        result = command[0](d.id, deps, body)
    except actions.ActionError as exc:
        raise ApiError(exc.status, exc.code, exc.message) from None
    return jsonify(dto.download(result, store.hashes_of(result.id)))

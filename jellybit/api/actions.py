"""``POST /api/v1/downloads/<id>/<action>``: the person's commands (SPEC §11)."""

from __future__ import annotations

import json

from flask import current_app, jsonify, request

from jellybit import actions, store
from jellybit.runtime import deps_for

from . import bp, dto, openapi
from .errors import ApiError, json_object

_BOOL = {"type": "boolean"}
COMMANDS = {
    "retry": (lambda id_, deps, body: actions.retry(id_, deps), None,
              "Retry a failed or stuck download (re-adds it to qBittorrent)"),
    "cancel": (lambda id_, deps, body: actions.cancel(id_, deps, remove_torrent=body.get("remove_torrent", False),
                                                      delete_data=body.get("delete_data", False)),
               {"type": "object", "additionalProperties": False,
                "properties": {"remove_torrent": _BOOL, "delete_data": _BOOL}},
               "Cancel an active download; optionally remove the torrent (and its data)"),
    "defer": (lambda id_, deps, body: actions.defer(id_, deps), None, "Put an active download aside"),
    "apply": (lambda id_, deps, body: actions.apply(id_, deps, candidate_id=_str(body, "candidate_id", False)),
              {"type": "object", "additionalProperties": False, "properties": {"candidate_id": {"type": "string"}}},
              "Link it into the library with the current recognition, or with the chosen candidate"),
    "refine": (lambda id_, deps, body: actions.refine(id_, deps, _str(body, "hint")),
               {"type": "object", "required": ["hint"], "additionalProperties": False,
                "properties": {"hint": {"type": "string", "maxLength": actions.MAX_HINT}}},
               "Add a hint (\"season 2 of The Bear\") and recognise again"),
    "set-type": (lambda id_, deps, body: actions.set_type(id_, deps, _str(body, "type")),
                 {"type": "object", "required": ["type"], "additionalProperties": False,
                  "properties": {"type": {"type": "string", "enum": list(actions.TYPES)}}},
                 "Say it is a movie or a series, and recognise again"),
    "override": (lambda id_, deps, body: actions.override(id_, deps, **_fields(body)),
                 {"type": "object", "additionalProperties": False, "minProperties": 1, "properties": {
                     "title": {"type": "string"}, "year": {"type": "integer"}, "tmdb_id": {"type": "integer"},
                     "season": {"type": "integer"}}},
                 "Override title, year, TMDB id or season, and recognise again"),
    "rerecognize": (lambda id_, deps, body: actions.rerecognize(id_, deps), None, "Recognise again"),
    "undo": (lambda id_, deps, body: actions.undo(id_, deps), None,
             "Remove the library links that are still ours (the torrent keeps seeding)"),
    "relink": (lambda id_, deps, body: actions.relink(id_, deps), None,
               "Recognise and link again (after Undo, Cancel or a missing target)"),
}


def _str(body: dict, key: str, required: bool = True) -> str | None:
    value = body.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise ApiError(400, "bad_request", f"'{key}' must be a string")
    return value


_TYPES = {"boolean": bool, "string": str, "integer": int, "object": dict}


def validate(body: dict, schema: dict | None) -> None:
    """The body against the command's schema (the one the OpenAPI document publishes): a wrong type or an
    unknown key is a 400, never silently coerced (``{"remove_torrent": "yes"}`` is not a yes)."""
    if schema is None:
        return
    props = schema.get("properties", {})
    unknown = sorted(set(body) - set(props)) if schema.get("additionalProperties") is False else []
    if unknown:
        raise ApiError(400, "bad_request", f"unknown fields: {', '.join(unknown)}; allowed: {', '.join(sorted(props))}")
    missing = [k for k in schema.get("required", []) if k not in body]
    if missing:
        raise ApiError(400, "bad_request", f"missing field: {', '.join(missing)}")
    if len(body) < schema.get("minProperties", 0):
        raise ApiError(400, "bad_request", f"give at least one of: {', '.join(sorted(props))}")
    for key, value in body.items():
        rule = props[key] if key in props else {}
        want = _TYPES.get(rule.get("type", ""))
        if want is not None and (not isinstance(value, want) or (want is int and isinstance(value, bool))):
            raise ApiError(400, "bad_request", f"'{key}' must be a {rule['type']}, not {json.dumps(value)[:40]}")
        if "enum" in rule and value not in rule["enum"]:
            raise ApiError(400, "bad_request", f"'{key}' must be one of {', '.join(map(str, rule['enum']))}")
        if "maxLength" in rule and isinstance(value, str) and len(value) > rule["maxLength"]:
            raise ApiError(400, "bad_request", f"'{key}' is longer than {rule['maxLength']} characters")


def _fields(body: dict) -> dict:
    unknown = set(body) - {"title", "year", "tmdb_id", "season"}
    if unknown:
        raise ApiError(400, "bad_request", f"unknown fields: {', '.join(sorted(unknown))}")
    return body


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
        body = json_object("the body must be a JSON object")
    validate(body, command[1])
    deps = deps_for(current_app.extensions.get("jellybit.runtime"), current_app.config["JELLYBIT"])
    try:
        result = command[0](d.id, deps, body)
    except actions.ActionError as exc:
        raise ApiError(exc.status, exc.code, exc.message) from None
    return jsonify(dto.download(result, store.hashes_of(result.id)))

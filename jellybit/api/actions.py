"""``POST /api/v1/downloads/<id>/<action>``: the person's commands (SPEC §11), one route for the catalogue.

The action is a command of :mod:`jellybit.commands`; its JSON body is checked by the catalogue (the same
rules the web form and Telegram use, and the schema the OpenAPI document publishes).
"""

from __future__ import annotations

from flask import jsonify, request

from jellybit import actions, commands, store
from jellybit.web.current import deps

from . import bp, dto
from .errors import ApiError, json_object


@bp.post("/downloads/<id_>/<action>")
def run_action(id_: str, action: str):
    command = commands.get(action)
    if command is None:
        raise ApiError(404, "not_found", f"no action {action!r}; use one of {', '.join(sorted(commands.CATALOGUE))}")
    d = store.get(id_)  # invalid or unknown id → 404 before anything else
    body = json_object("the body must be a JSON object") if request.content_length else {}
    try:
        result = commands.run(command, d.id, deps(), command.parse(body), actor="api")
    except actions.ActionError as exc:
        raise ApiError(exc.status, exc.code, exc.message) from None
    return jsonify(dto.download(result, store.hashes_of(result.id)))

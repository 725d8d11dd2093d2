"""The JSON API under ``/api/v1`` (SPEC §11): API-key auth, one error shape, an OpenAPI document."""

from __future__ import annotations

import peewee
from flask import Blueprint
from werkzeug.exceptions import HTTPException

from jellybit import commands, logs, store

from .auth import require_api_key
from .errors import ApiError, error_response, handle_api_error, handle_http_exception, handle_refusal

PREFIX = "/api/v1"
bp = Blueprint("api", __name__, url_prefix=PREFIX)
bp.before_request(require_api_key)
bp.register_error_handler(ApiError, handle_api_error)
bp.register_error_handler(HTTPException, handle_http_exception)


for _refused in commands.REFUSALS:  # a refused command, said by errors.refusal
    bp.register_error_handler(_refused, handle_refusal)


@bp.errorhandler(peewee.DatabaseError)
def _database(exc: peewee.DatabaseError):
    """An unusable database is a 503 that names the cause (read-only, full, locked), logged with it."""
    cause = store.describe_error(exc)
    logs.get_logger(__name__).error("database error: %s", cause, extra={"error_type": type(exc).__name__})
    return error_response(503, "database_unavailable", cause)


from . import actions, downloads, health, openapi  # noqa: E402,F401  (routes register on import)

__all__ = ["PREFIX", "bp", "error_response", "install"]


def install(app) -> None:
    """What the application factory calls: the API's routes under :data:`PREFIX`."""
    app.register_blueprint(bp)

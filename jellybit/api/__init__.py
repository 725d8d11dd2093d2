"""The JSON API under ``/api/v1`` (SPEC §11): API-key auth, one error shape, an OpenAPI document."""

from __future__ import annotations

from flask import Blueprint
from werkzeug.exceptions import HTTPException

from jellybit import store

from .auth import require_api_key
from .errors import ApiError, error_response, handle_api_error, handle_http_exception

bp = Blueprint("api", __name__, url_prefix="/api/v1")
bp.before_request(require_api_key)
bp.register_error_handler(ApiError, handle_api_error)
bp.register_error_handler(HTTPException, handle_http_exception)


@bp.errorhandler(store.NotFound)
def _not_found(exc: store.NotFound):
    return error_response(404, "not_found", str(exc))


@bp.errorhandler(store.IllegalTransition)
def _illegal(exc: store.IllegalTransition):
    return error_response(409, "illegal_transition", str(exc), state=exc.frm)


@bp.errorhandler(store.InfohashTaken)
def _taken(exc: store.InfohashTaken):
    return error_response(409, "infohash_taken", str(exc), owner_id=exc.owner_id)


from . import actions, downloads, health, openapi  # noqa: E402,F401  (routes register on import)

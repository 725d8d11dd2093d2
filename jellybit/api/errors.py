"""The one JSON error shape of the API: ``{"error", "code", "request_id"}`` with the right status."""

from __future__ import annotations

from flask import g, jsonify, request
from werkzeug.exceptions import HTTPException

from jellybit import actions, store
from jellybit.words import mib


class ApiError(Exception):
    """Raised by handlers; rendered by :func:`error_response`."""

    def __init__(self, status: int, code: str, message: str, **extra):
        super().__init__(message)
        self.status, self.code, self.message, self.extra = status, code, message, extra


def error_response(status: int, code: str, message: str, **extra):
    body = {"error": message, "code": code, "request_id": g.get("request_id"), **extra}
    return jsonify(body), status


def handle_api_error(exc: ApiError):
    return error_response(exc.status, exc.code, exc.message, **exc.extra)


def refusal(exc: Exception) -> ApiError:
    """A refused command as the API says it — the one mapping for a single command's error answer and for
    each result of a bulk command: unknown → 404, illegal in this state or a hash owned elsewhere → 409,
    the command's own refusal with its status."""
    if isinstance(exc, actions.ActionError):
        return ApiError(exc.status, exc.code, exc.message)
    if isinstance(exc, store.NotFound):
        return ApiError(404, "not_found", str(exc))
    if isinstance(exc, store.InfohashTaken):
        return ApiError(409, "infohash_taken", str(exc), owner_id=exc.owner_id)
    if isinstance(exc, store.IllegalTransition):
        return ApiError(409, "illegal_transition", str(exc), state=exc.frm)
    raise TypeError(f"not a refusal: {exc!r}")


def handle_refusal(exc: Exception):
    return handle_api_error(refusal(exc))


_HTTP_CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
               405: "method_not_allowed", 409: "conflict", 413: "too_large", 415: "unsupported_media_type"}


def handle_http_exception(exc: HTTPException):
    status = exc.code or 500
    message = exc.description or exc.name
    if status == 413:
        message = too_large_words()
    return error_response(status, _HTTP_CODES.get(status, "http_error"), message)


def json_object(problem: str) -> dict:
    """The request body as a JSON object, else a 400 saying ``problem``.

    Invalid JSON and invalid UTF-8 are ``None`` from ``get_json(silent=True)``; JSON nested deeper than the
    parser's recursion limit raises ``RecursionError`` instead, which would be a 500 (issue 14).
    """
    try:
        body = request.get_json(silent=True)
    except RecursionError:
        raise ApiError(400, "bad_request", "the JSON body is nested too deeply") from None
    if not isinstance(body, dict):
        raise ApiError(400, "bad_request", problem)
    return body


def too_large_words() -> str:
    """The request limit in MiB, and the .torrent limit it comes from (not raw bytes)."""
    from flask import current_app

    settings = current_app.config["JELLYBIT"]
    return (f"the request is larger than {mib(current_app.config['MAX_CONTENT_LENGTH'])}; one .torrent may be up "
            f"to {mib(settings.max_torrent_size)} (JELLYBIT_MAX_TORRENT_SIZE)")

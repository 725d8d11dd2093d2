"""The API's JSON answers without Flask's ``jsonify`` indirection: the same bytes, less work per request.

``jsonify`` goes through the app's JSON provider, which sorts every dict's keys and passes a ``default`` hook
for types our answers never contain. The answers built here (:mod:`.dto` and the routes of
:mod:`.downloads`) write their keys in sorted order, so ``json.dumps`` without sorting gives exactly the
provider's output (compact separators, ASCII escapes, a final newline); ``tests/test_api_json.py`` holds
the bytes equal.
"""

from __future__ import annotations

import json

from flask import current_app

encode = json.JSONEncoder(ensure_ascii=True, separators=(",", ":")).encode


def response(body, status: int = 200):
    """A ``200`` (or ``status``) ``application/json`` response of ``body``, whose dicts have sorted keys."""
    return raw(encode(body), status)


def raw(text: str, status: int = 200):
    """A response of JSON text already encoded as :data:`encode` does."""
    return current_app.response_class(text + "\n", status=status, mimetype="application/json")

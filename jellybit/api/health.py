"""``GET /api/v1/health``: every component's status."""

from __future__ import annotations

from flask import current_app, jsonify

from . import bp


@bp.get("/health")
def health():
    results = current_app.extensions["jellybit.health"].run()
    ok = all(s.ok for s in results.values())
    return jsonify({"status": "ok" if ok else "degraded",
                    "components": {name: s.as_dict() for name, s in results.items()}})

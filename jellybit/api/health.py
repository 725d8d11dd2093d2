"""``GET /api/v1/health``: every component's status, and the same library checks as the health page."""

from __future__ import annotations

from flask import current_app, jsonify

from jellybit import health as checks

from . import bp


@bp.get("/health")
def health():
    """One truth with ``/health``: the registered components, then a real link test per library root."""
    rows = current_app.extensions["jellybit.health"].run() | checks.library_checks(current_app.config["JELLYBIT"])
    ok = all(status.ok for status in rows.values())
    return jsonify({"status": "ok" if ok else "degraded",
                    "components": {name: status.as_dict() for name, status in rows.items()}})

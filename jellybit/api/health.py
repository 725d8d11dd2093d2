"""``GET /api/v1/health``: every component's status, and the same library checks as the health page."""

from __future__ import annotations

from flask import jsonify

from . import bp


@bp.get("/health")
def health():
    """One truth with ``/health``: its rows (components, then a real link test per library root)."""
    from jellybit.web import health_page
    rows = health_page.check_all()
    ok = all(r.status.ok for r in rows)
    return jsonify({"status": "ok" if ok else "degraded",
                    "components": {r.name: r.status.as_dict() for r in rows}})

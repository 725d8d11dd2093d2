"""``/health``: one row per dependency, plus a REAL hard-link test of every library root
(:func:`jellybit.health.library_checks`). The top bar's dot uses the same checks, with the link test
cached for a minute.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from flask import Blueprint, current_app, redirect, render_template, url_for

from jellybit import health, logs
from jellybit.qbit.client import QbitClient
from jellybit.qbit.managed import PASSWORD_FILE

from . import render

bp = Blueprint("health", __name__)
log = logs.get_logger(__name__)

ESSENTIAL = frozenset({"database", "qbittorrent"})  # red when down; anything else down is amber


@dataclass
class Row:
    name: str
    status: health.Status

    @property
    def since_words(self) -> str:
        return render.ago(_dt(self.status.since)) if self.status.since else ""

    @property
    def since_exact(self) -> str:
        return render.exact_time(_dt(self.status.since)) if self.status.since else ""


def _dt(epoch: float):
    from datetime import datetime, timezone
    return datetime.fromtimestamp(epoch, timezone.utc)


def check_all() -> list[Row]:
    """Registered components first, then one row per library root (a fresh link test each time)."""
    settings = current_app.config["JELLYBIT"]
    rows = [Row(name, s) for name, s in current_app.extensions["jellybit.health"].run().items()]
    now = time.time()
    for name, status in health.library_checks(settings).items():
        status.since = _since(name, status.ok, now)
        rows.append(Row(name, status))
    _memory()["libraries"] = (now, all(r.status.ok for r in rows if r.name.endswith("library")))
    return rows


def _memory() -> dict:
    """Per-app memory: since when each root is in its state, and the dot's cached link result."""
    return current_app.extensions.setdefault("jellybit.web_health", {"changes": {}, "libraries": None})


def _since(name: str, ok: bool, now: float) -> float:
    changes = _memory()["changes"]
    prev = changes.get(name)
    if prev is None or prev[0] != ok:
        changes[name] = (ok, now)
    return changes[name][1]


def dot() -> tuple[str, str]:
    """(colour, words) for the top bar: red if an essential component is down, amber for anything else."""
    statuses = current_app.extensions["jellybit.health"].run()
    cached = _memory()["libraries"]
    if cached is None or time.time() - cached[0] > 60:
        settings = current_app.config["JELLYBIT"]
        ok = all(status.ok for status in health.library_checks(settings).values())
        cached = _memory()["libraries"] = (time.time(), ok)
    down = [n for n, s in statuses.items() if not s.ok]
    if any(n in ESSENTIAL for n in down):
        return "red", f"{', '.join(down)} down"
    if down or not cached[1]:
        return "amber", ", ".join(down + ([] if cached[1] else ["library"])) + " need attention"
    return "green", "all good"


@bp.app_template_global("qbit_webui")
def qbittorrent_webui() -> tuple[str, bool, str, str] | None:
    """(URL, managed?, user, where its password is) of the qBittorrent WebUI in use, so a person can open
    it to look behind jellybit (the managed one has a generated password: say where it is kept)."""
    settings = current_app.config["JELLYBIT"]
    runtime = current_app.extensions.get("jellybit.runtime")
    managed = runtime.services.get("managed_qbt") if runtime is not None else None
    if managed is not None:
        return managed.url, True, settings.qbt_username, str(settings.data_dir / PASSWORD_FILE)
    url = settings.qbt_url
    return (url, False, settings.qbt_username, "") if url else None


@bp.get("/health")
def page():
    rows = check_all()
    settings = current_app.config["JELLYBIT"]
    return render_template("health.html", rows=rows, ok=all(r.status.ok for r in rows),
                           download_dir=health.download_dir(settings), paths=settings.paths(),
                           webui=qbittorrent_webui(), qbit_auth_stopped=_qbit_auth_stopped())


def _qbit_clients() -> list[QbitClient]:
    """The process's qBittorrent clients: the commands' and the poller's (each has its own login gate)."""
    runtime = current_app.extensions.get("jellybit.runtime")
    if runtime is None:
        return []
    sync = runtime.services.get("qbt_sync")
    found = [runtime.services.get("qbit"), sync.client if sync is not None else None]
    return [c for c in found if isinstance(c, QbitClient)]


def _qbit_auth_stopped() -> bool:
    return any(c.auth_stopped for c in _qbit_clients())


@bp.post("/health/qbittorrent/login")
def qbit_login_again():
    """After refused logins the client stops trying (so qBittorrent never bans this address); once the
    password is right again in qBittorrent, the person reopens the gate here instead of restarting."""
    for qbit in _qbit_clients():
        qbit.reset_auth()
    log.info("qBittorrent login gate reopened by the person")
    return redirect(url_for("health.page"), 303)


@bp.get("/health/dot")
def dot_fragment():
    """The top bar's dot, loaded after the page (so a page render never waits for health checks)."""
    colour, words = dot()
    return render_template("_dot.html", colour=colour, words=words)

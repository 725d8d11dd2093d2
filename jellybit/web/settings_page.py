"""``/settings``: the effective configuration and where each value came from, versions, paths, services.

Read-only: a value is changed by its ``JELLYBIT_*`` variable in ``.env`` or the environment and a restart,
which the page says. Secrets are never shown: a set secret is ``***`` whatever its length, and every value
shown passes through :func:`jellybit.redaction.redact` too (a URL may carry a token). The paths' hard-link
test and the components' status are the health page's (:mod:`.health_page`, :mod:`jellybit.health`).
"""

from __future__ import annotations

import platform
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from flask import Blueprint, current_app, render_template

import jellybit
from jellybit import config, health
from jellybit.qbit import errors as qerr
from jellybit.redaction import MASK, redact

bp = Blueprint("settings", __name__)

SOURCE_WORDS = {"default": "default", ".env": ".env", "environment": "environment", "program": "set at start"}


@dataclass(frozen=True)
class Row:
    env: str
    value: str
    source: str
    meaning: str
    default_doc: str
    secret: bool


def shown(setting: config.Setting, value: Any) -> str:
    """A setting's value in words, never a secret's."""
    if value is None or value == "" or value == () or value == frozenset():
        return "unset"
    if setting.secret:
        return MASK
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, float):
        text = f"{value:g}"
    elif isinstance(value, frozenset):
        text = ", ".join(str(v) for v in sorted(value))
    elif isinstance(value, tuple) and value and isinstance(value[0], tuple):
        text = ";".join(f"{a}={b}" for a, b in value)
    elif isinstance(value, tuple):
        text = ", ".join(str(v) for v in value)
    else:
        text = str(value)
    return redact(text)


def rows(settings: config.Settings) -> list[Row]:
    return [Row(s.env, shown(s, getattr(settings, s.name)), SOURCE_WORDS[settings.sources.get(s.name, "default")],
                s.meaning, s.default_doc, s.secret) for s in config.SETTINGS]


def _when(epoch: float | None) -> datetime | None:
    return datetime.fromtimestamp(epoch, timezone.utc) if epoch else None


def versions() -> list[tuple[str, str]]:
    """jellybit, Python, SQLite, and qBittorrent's app and Web API versions when it answers.

    Through the runtime's command client: it refuses at once while qBittorrent is known to be down and
    has a short timeout, so this page never waits long for it.
    """
    out = [("jellybit", jellybit.__version__), ("Python", platform.python_version()),
           ("SQLite", sqlite3.sqlite_version)]
    runtime = current_app.extensions.get("jellybit.runtime")
    client = runtime.services.get("qbit") if runtime is not None else None
    if client is None:
        out += [("qBittorrent", "not connected in this process (no worker)")]
        return out
    try:
        v = client.version()
    except qerr.QbitError as exc:
        out += [("qBittorrent", redact(f"not reachable: {exc}")[:200])]
    else:
        out += [("qBittorrent", v.get("app_version", "?")), ("qBittorrent Web API", v.get("webapi_version", "?"))]
    return out


@dataclass(frozen=True)
class PathRow:
    name: str
    path: str
    check: Any = None  # a health Status for the library roots (the real hard-link test)


def paths(settings: config.Settings) -> list[PathRow]:
    tests = health.library_checks(settings)
    return [PathRow(name, path, tests.get(name)) for name, path in settings.paths().items()]


@dataclass(frozen=True)
class Service:
    name: str
    state: str  # in words
    ok: bool | None  # None: not running here, nothing to judge
    last_run: datetime | None = None
    last_error: str | None = None
    last_error_at: datetime | None = None
    detail: str = ""


def services() -> list[Service]:
    """The worker (its jobs), the bot, the managed qBittorrent: from the runtime and the health registry."""
    runtime = current_app.extensions.get("jellybit.runtime")
    registry = current_app.extensions["jellybit.health"]
    statuses = registry.run()
    svc = runtime.services if runtime is not None else {}
    out = []
    jobs = svc.get("jobs")
    if jobs is None:
        out.append(Service("worker", "not running in this process", None,
                           detail="JELLYBIT_WORKER=false, or the web app runs without its background jobs"))
    else:
        runs = jobs.runs.values()
        last = max((r.last_end for r in runs if r.last_end), default=None)
        failed = max((r for r in runs if r.last_error_at), key=lambda r: r.last_error_at, default=None)
        out.append(Service("worker", f"running {len(jobs.runs)} jobs", True, _when(last),
                           failed.last_error if failed else None, _when(failed.last_error_at) if failed else None,
                           ", ".join(f"{name}: {r.runs} runs" for name, r in jobs.runs.items())))
    out.append(_from_registry("bot", "telegram", statuses, registry,
                              "not configured (JELLYBIT_TELEGRAM_TOKEN unset)"))
    managed, supervisor = svc.get("managed_qbt"), svc.get("qbt_supervisor")
    if managed is None:
        out.append(Service("managed qBittorrent", "not used (JELLYBIT_QBT_URL is set, or qbittorrent-nox is not "
                           "installed, or JELLYBIT_QBT_MANAGED=false)", None))
    else:
        running = managed.is_running()
        words = f"running at {managed.url}" if running else "not running"
        if supervisor is not None and (supervisor.restarts or supervisor.deaths):
            words += f" · {supervisor.deaths} exits, {supervisor.restarts} restarts"
        problem = supervisor.problem if supervisor is not None else None
        err = registry.last_error.get("qbittorrent")
        out.append(Service("managed qBittorrent", words, running and problem is None,
                           _when(registry.last_run.get("qbittorrent")), problem or (err[0] if err else None),
                           _when(err[1]) if err and not problem else None))
    out.append(_from_registry("qBittorrent connection", "qbittorrent", statuses, registry, "not checked here"))
    return out


def _from_registry(label: str, name: str, statuses: dict, registry, absent: str) -> Service:
    status = statuses.get(name)
    if status is None:
        return Service(label, absent, None)
    err = registry.last_error.get(name)
    return Service(label, ("up" if status.ok else "down") + (f": {status.detail}" if status.detail else ""),
                   status.ok, _when(registry.last_run.get(name)), err[0] if err else None,
                   _when(err[1]) if err else None)


@bp.get("/settings")
def page():
    settings = current_app.config["JELLYBIT"]
    return render_template("settings/page.html", rows=rows(settings), versions=versions(), paths=paths(settings),
                           services=services(), download_dir=health.download_dir(settings))

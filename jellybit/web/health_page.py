"""``/health``: one row per dependency, plus a REAL hard-link test of every library root.

The link test creates a temporary file in the download directory and ``os.link``s it into each library
root, then removes both: only that proves hard links work (same filesystem, permissions, no odd mount).
A root that does not exist yet is tested at its nearest existing parent, which is where it would be
created. The top bar's dot uses the same checks, with the link test cached for a minute.
"""

from __future__ import annotations

import errno
import os
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from flask import Blueprint, current_app, render_template

from jellybit.health import Status
from jellybit.qbit.managed import PASSWORD_FILE

from . import render

bp = Blueprint("health", __name__)

ESSENTIAL = frozenset({"database", "qbittorrent"})  # red when down; anything else down is amber
EXDEV_WORDS = "different filesystems: hard links are impossible; move one, or choose copy/symlink"


@dataclass
class Row:
    name: str
    status: Status

    @property
    def since_words(self) -> str:
        return render.ago(_dt(self.status.since)) if self.status.since else ""

    @property
    def since_exact(self) -> str:
        return render.exact_time(_dt(self.status.since)) if self.status.since else ""


def _dt(epoch: float):
    from datetime import datetime, timezone
    return datetime.fromtimestamp(epoch, timezone.utc)


def download_dir(settings) -> Path:
    return Path(settings.qbt_save_path) if settings.qbt_save_path else Path(settings.data_dir) / "downloads"


def _existing(path: Path) -> Path:
    """``path`` or its nearest existing ancestor (where ``mkdir -p`` would start)."""
    path = path.absolute()
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def link_test(source_dir: Path, root: Path) -> Status:
    """Can a file in ``source_dir`` be hard-linked into ``root``? Leaves nothing behind."""
    src_dir, dst_dir = _existing(source_dir), _existing(root)
    pending = "" if dst_dir == root.absolute() else " (not created yet; tested at its parent)"
    if not os.access(dst_dir, os.W_OK | os.X_OK):
        return Status(False, f"{root}: not writable{pending}",
                      f"give the user running jellybit write access to {dst_dir}")
    try:
        fd, src = tempfile.mkstemp(prefix=".jellybit-linktest-", dir=src_dir)
    except OSError as exc:
        return Status(False, f"cannot write in the download directory {source_dir}: {exc.strerror}",
                      "check JELLYBIT_QBT_SAVE_PATH and its permissions")
    os.close(fd)
    dst = dst_dir / f".jellybit-linktest-{os.getpid()}-{threading.get_ident()}-{time.monotonic_ns()}"
    try:
        os.link(src, dst)
    except OSError as exc:
        if exc.errno == errno.EXDEV:
            return Status(False, f"{root}: {EXDEV_WORDS}",
                          "put the library and the downloads on the same filesystem, or set "
                          "JELLYBIT_LINK_FALLBACK=copy (or symlink)")
        return Status(False, f"{root}: hard link failed ({exc.strerror})", "check the filesystem and permissions")
    finally:
        os.unlink(src)
    os.unlink(dst)
    return Status(True, f"{root}: writable, hard links work{pending}")


def library_roots(settings) -> dict[str, Path]:
    roots = {"movies library": settings.movies_dir, "shows library": settings.shows_dir}
    if settings.anime_dir:
        roots["anime library"] = settings.anime_dir
    return {name: Path(p) for name, p in roots.items()}


def check_all() -> list[Row]:
    """Registered components first, then one row per library root (a fresh link test each time)."""
    settings = current_app.config["JELLYBIT"]
    rows = [Row(name, s) for name, s in current_app.extensions["jellybit.health"].run().items()]
    now = time.time()
    source = download_dir(settings)
    for name, root in library_roots(settings).items():
        status = link_test(source, root)
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
        ok = all(link_test(download_dir(settings), root).ok for root in library_roots(settings).values())
        cached = _memory()["libraries"] = (time.time(), ok)
    down = [n for n, s in statuses.items() if not s.ok]
    if any(n in ESSENTIAL for n in down):
        return "red", f"{', '.join(down)} down"
    if down or not cached[1]:
        return "amber", ", ".join(down + ([] if cached[1] else ["library"])) + " need attention"
    return "green", "all good"


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
                           download_dir=download_dir(settings), paths=settings.paths(), webui=qbittorrent_webui())


@bp.get("/health/dot")
def dot_fragment():
    """The top bar's dot, loaded after the page (so a page render never waits for health checks)."""
    colour, words = dot()
    return render_template("_dot.html", colour=colour, words=words)

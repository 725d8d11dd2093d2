"""Health of jellybit's dependencies, shown by the health page and ``/api/v1/health``.

Each component is a check function registered by the part that owns the dependency (the worker registers
qBittorrent, the bot registers Telegram, …). A check returns a :class:`Status`; it must be quick and never
raise (an exception is reported as "down").
"""

from __future__ import annotations

import errno
import os
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from jellybit import logs, store
from jellybit.redaction import redact

log = logs.get_logger(__name__)


@dataclass
class Status:
    ok: bool
    detail: str = ""
    hint: str = ""  # what the person can do when it is red
    since: float | None = None  # epoch seconds of the last change
    extra: dict | None = None

    def as_dict(self) -> dict:
        d = asdict(self)
        return {k: v for k, v in d.items() if v not in (None, "")} | {"ok": self.ok}


Check = Callable[[], Status]


def database_check() -> Status:
    """Reads AND a write: a database that answers SELECT but refuses writes is not "ok" (issue 15, item 9)."""
    try:
        with store.connection():
            store.database.execute_sql("SELECT 1").fetchone()
    except Exception as exc:  # noqa: BLE001 - reported, not raised
        return Status(False, store.describe_error(exc), "check the data directory's disk space and permissions")
    problem = store.probe_write()
    if problem is not None:
        return Status(False, f"cannot write: {problem}", "jellybit records nothing until this is fixed")
    return Status(True, "SQLite readable and writable")


class Registry:
    """Named checks; remembers since when each component has been in its current state."""

    def __init__(self) -> None:
        self._checks: dict[str, Check] = {"database": database_check}
        self._last: dict[str, tuple[bool, float]] = {}
        self.last_run: dict[str, float] = {}  # name → when its check last ran (epoch seconds)
        self.last_error: dict[str, tuple[str, float]] = {}  # name → the last "down" detail seen, and when

    def register(self, name: str, check: Check) -> None:
        self._checks[name] = check

    def run(self) -> dict[str, Status]:
        return {name: self._run_one(name, check) for name, check in self._checks.items()}

    def check(self, name: str) -> Status | None:
        """One component's status (None when nothing registered it): a page that needs only qBittorrent's
        does not run the database write test and Jellyfin's HTTP call as well."""
        check = self._checks.get(name)
        return self._run_one(name, check) if check is not None else None

    def _run_one(self, name: str, check: Check) -> Status:
        try:
            status = check()
        except Exception as exc:  # noqa: BLE001 - a broken check is a red component
            status = Status(False, f"check failed: {exc}")
        # a detail often quotes an upstream error, which may echo a token or key (issue 14)
        status.detail, status.hint = redact(status.detail), redact(status.hint)
        prev = self._last.get(name)
        if prev is None or prev[0] != status.ok:
            self._last[name] = (status.ok, time.time())
            if prev is not None:
                (log.warning if not status.ok else log.info)(
                    "%s is %s", name, "up" if status.ok else "down", extra={"component": name,
                                                                            "detail": status.detail})
        status.since = status.since or self._last[name][1]
        self.last_run[name] = time.time()
        if not status.ok:
            self.last_error[name] = (status.detail, self.last_run[name])
        return status


# -- library roots: a REAL hard-link test ----------------------------------------------------------
# It creates a temporary file in the download directory and ``os.link``s it into each library root, then
# removes both: only that proves hard links work (same filesystem, permissions, no odd mount). A root that
# does not exist yet is tested at its nearest existing parent, which is where it would be created.

EXDEV_WORDS = "different filesystems: hard links are impossible; move one, or choose copy/symlink"


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


def library_checks(settings) -> dict[str, Status]:
    """One fresh link test per library root, by its name ("movies library", …)."""
    source = download_dir(settings)
    return {name: link_test(source, root) for name, root in library_roots(settings).items()}

"""One layout operation at a time per download: apply, undo, relink and desync (issue 15, item 3).

Each of them reads the download's state and its links, changes the disk, then records the result. Two
of them interleaved on one download make a false state: Undo removes the links, the desync pass in
between sees them gone and moves ``done → target_missing``, and Undo's own ``done → reverted`` then
fails. Holding this lock across check, disk and record makes each operation see the world it changes.

In-process only: one jellybit process owns a data directory (its lock file). The lock is re-entrant,
so an operation may call another on the same download (apply's preflight may run the desync check).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

__all__ = ["serialised", "LayoutBusy"]

_guard = threading.Lock()
_locks: dict[str, threading.RLock] = {}


class LayoutBusy(TimeoutError):
    """Another layout operation on this download did not finish within the caller's timeout."""


@contextlib.contextmanager
def serialised(download_id: str, timeout: float | None = None) -> Iterator[None]:
    """Hold the download's layout lock; re-read the state inside, never before. ``timeout``: how long a
    caller that must answer (a web thread) waits before :class:`LayoutBusy`; None waits (the worker)."""
    key = str(download_id)
    with _guard:
        lock = _locks.get(key)
        if lock is None:
            lock = _locks[key] = threading.RLock()
    if not lock.acquire(timeout=-1 if timeout is None else timeout):
        raise LayoutBusy(f"download {key} is being laid out right now")
    try:
        yield
    finally:
        lock.release()

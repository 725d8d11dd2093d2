"""The WAL checkpoint, run in the background instead of inside a request.

With SQLite's default ``wal_autocheckpoint`` (1,000 pages) the commit that crosses the threshold runs the
checkpoint itself: every ~90th ingest paid 2–20 ms (mostly ``fsync``) inside its request, holding the writer
lock, so every other writer waited too. The connections now checkpoint only past
:data:`~jellybit.store.db.AUTOCHECKPOINT_PAGES` (a bound for a process without this thread), and
:class:`Checkpointer` runs ``PRAGMA wal_checkpoint(PASSIVE)`` on its own connection every few seconds, or
sooner after :data:`WAKE_COMMITS` commits. PASSIVE waits for no reader or writer: writers keep appending to
the WAL while it copies pages, so a request never waits for its ``fsync``. Durability is unchanged (WAL with
``synchronous=NORMAL``: a commit is in the WAL; the checkpoint only moves pages into the database file).
"""

from __future__ import annotations

import sqlite3
import threading
import time

from jellybit import logs

from . import db

log = logs.get_logger(__name__)

INTERVAL = 2.0  # seconds between background passes when little is written
WAKE_COMMITS = 200  # … or sooner, after this many commits (~2,200 WAL frames of ingests)
WARN_FRAMES = 3 * db.AUTOCHECKPOINT_PAGES  # a WAL this long means the checkpoint cannot keep up (a long reader)


class Checkpointer:
    """Checkpoints the WAL of the database at ``path`` on its own connection and thread.

    ``hold_writer`` takes the process's writer lock around the checkpoint (the requests' writers then wait for
    it, as they did for an in-request checkpoint); off by default: measured in docs/performance.md.
    """

    def __init__(self, path: str, *, interval: float = INTERVAL, wake_commits: int = WAKE_COMMITS,
                 warn_frames: int = WARN_FRAMES, hold_writer: bool = False) -> None:
        self.path, self.interval, self.wake_commits = path, interval, wake_commits
        self.warn_frames, self.hold_writer = warn_frames, hold_writer
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()  # run_once from the thread and from a caller (tests, stop)
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.last: tuple[int, int] | None = None  # (wal_frames, checkpointed) of the last pass
        self._warned = False
        self._failing = False

    def run_once(self) -> tuple[int, int, int]:
        """One ``wal_checkpoint(PASSIVE)``: ``(busy, wal_frames, checkpointed_frames)`` as SQLite reports them."""
        with self._lock:
            if self._conn is None:
                self._conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            start = time.perf_counter()
            if self.hold_writer:
                with db._writer:
                    busy, frames, done = self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            else:
                busy, frames, done = self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            elapsed = (time.perf_counter() - start) * 1000
            if (frames, done) != self.last and frames > 0:  # something was written since the last pass
                log.debug("WAL checkpoint: %d of %d frames in %.1f ms", done, frames, elapsed,
                          extra={"duration_ms": round(elapsed, 2), "frames": done, "wal_frames": frames,
                                 "busy": busy})
            self.last = (frames, done)
            self._warn(frames, done)
            return busy, frames, done

    def _warn(self, frames: int, done: int) -> None:
        """Once when the WAL grows past the threshold, once when it is back below it (edges, not ticks)."""
        if frames > self.warn_frames and not self._warned:
            self._warned = True
            log.warning("the database's WAL has %d frames (%d checkpointed): a long-running reader may be "
                        "keeping the checkpoint from finishing", frames, done,
                        extra={"wal_frames": frames, "frames": done})
        elif frames <= self.warn_frames and self._warned:
            self._warned = False
            log.info("the database's WAL is back to %d frames", frames, extra={"wal_frames": frames})

    def wake(self) -> None:
        self._wake.set()

    def start(self) -> "Checkpointer":
        db.set_commit_listener(self.wake, self.wake_commits)
        self._thread = threading.Thread(target=self._loop, name="wal-checkpoint", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        db.set_commit_listener(None, 0)
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(10)
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def _loop(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(self.interval)
            self._wake.clear()
            if self._stop.is_set():
                return
            try:
                self.run_once()
            except sqlite3.Error as exc:  # the next pass tries again; the connections' bound still holds
                if not self._failing:
                    log.warning("WAL checkpoint failed: %s", db.describe_error(exc), extra={"error": str(exc)})
                self._failing = True
            else:
                if self._failing:
                    log.info("WAL checkpoint works again")
                self._failing = False


def start(runtime) -> None:
    """Runtime starter (:data:`jellybit.services.SERVICES`): the background checkpoint of this process's database."""
    path = db.database.database
    if db.database.deferred or not path or path == ":memory:":
        return
    checkpointer = Checkpointer(path).start()
    runtime.services["wal_checkpoint"] = checkpointer
    runtime.on_stop(checkpointer.stop)

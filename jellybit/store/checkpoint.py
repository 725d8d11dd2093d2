"""The WAL checkpoint, run in the background instead of inside a request.

With SQLite's default ``wal_autocheckpoint`` (1,000 pages) the commit that crosses the threshold runs the
checkpoint itself: every ~90th ingest paid 2–20 ms (mostly ``fsync``) inside its request, holding the writer
lock, so every other writer waited too. The connections now checkpoint only past
:data:`~jellybit.store.db.AUTOCHECKPOINT_PAGES` (a bound for a process without this thread), and
:class:`Checkpointer` runs ``PRAGMA wal_checkpoint(PASSIVE)`` on its own connection every few seconds, or
sooner after :data:`WAKE_COMMITS` commits. PASSIVE waits for no reader or writer: writers keep appending to
the WAL while it copies the bulk of the pages and syncs, so a request does not wait for that ``fsync``; a long
WAL's pass ends with a short ``RESTART`` under the writer lock (see :class:`Checkpointer`). Durability is
unchanged (WAL with ``synchronous=NORMAL``: a commit is in the WAL; the checkpoint only moves pages into the
database file).
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
RETRY = 0.02  # seconds: the next pass when this one could not copy every frame or restart the WAL
RESTART_FRAMES = 1000  # SQLite's default bound: a WAL longer than this should have restarted from its start
RESTART_WAIT = 0.01  # seconds RESTART may wait for readers of an older snapshot (busy=1 after: tried again soon)
WARN_FRAMES = 8000  # frames (~32 MB): the checkpoint is not keeping up (a long reader); below db's bound


class Checkpointer:
    """Checkpoints the WAL of the database at ``path`` on its own connection and thread.

    ``lock`` says when the process's writer lock is held: ``"finish"`` (the default) copies the bulk without it,
    then, when the WAL is longer than :data:`RESTART_FRAMES`, runs ``RESTART`` holding it: the few frames
    written meanwhile, and the WAL starts again from its first frame. A WAL restarts only when a writer begins
    with every frame copied and no reader on an older snapshot; under steady writes that moment did not come
    and the WAL grew to ``wal_autocheckpoint``, where every commit checkpointed again (docs/performance.md,
    fifth pass). ``"never"`` and ``"always"`` (the whole pass under the lock) are kept for that measurement.
    """

    def __init__(self, path: str, *, interval: float = INTERVAL, wake_commits: int = WAKE_COMMITS,
                 warn_frames: int = WARN_FRAMES, lock: str = "finish") -> None:
        self.path, self.interval, self.wake_commits = path, interval, wake_commits
        self.warn_frames, self.lock = warn_frames, lock
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()  # run_once from the thread and from a caller (tests, stop)
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.last: tuple[int, int] | None = None  # (wal_frames, checkpointed) of the last pass
        self._warned = False
        self._failing = False

    def run_once(self) -> tuple[int, int, int]:
        """One pass: ``(busy, wal_frames, checkpointed_frames)`` as SQLite reports them for its last checkpoint."""
        with self._lock:
            if self._conn is None:
                # The busy timeout bounds how long RESTART waits for older readers (with the writer lock held).
                self._conn = sqlite3.connect(self.path, timeout=RESTART_WAIT, isolation_level=None,
                                             check_same_thread=False)
            start = time.perf_counter()
            if self.lock == "always":
                with db._writer:
                    busy, frames, done = self._checkpoint()
            else:
                busy, frames, done = self._checkpoint()
                if self.lock == "finish" and frames > RESTART_FRAMES:
                    with db._writer:  # only the frames written meanwhile, then the WAL restarts from its start
                        busy, frames, done = self._checkpoint("RESTART")
            elapsed = (time.perf_counter() - start) * 1000
            if (frames, done) != self.last and frames > 0:  # something was written since the last pass
                log.debug("WAL checkpoint: %d of %d frames in %.1f ms", done, frames, elapsed,
                          extra={"duration_ms": round(elapsed, 2), "frames": done, "wal_frames": frames,
                                 "busy": busy})
            self.last = (frames, done)
            self._warn(frames, done)
            return busy, frames, done

    def _checkpoint(self, mode: str = "PASSIVE") -> tuple[int, int, int]:
        return self._conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()

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
        wait, retry = self.interval, RETRY
        while not self._stop.is_set():
            self._wake.wait(wait)
            self._wake.clear()
            if self._stop.is_set():
                return
            wait = self.interval
            try:
                busy, frames, done = self.run_once()
                # A reader's older snapshot kept frames back, or RESTART could not wait it out: try again soon,
                # as SQLite's own checkpoint retries at every commit past its threshold, but backing off (to the
                # interval) while it stays so: a long reader (a backup) must not make every 20 ms a 10 ms
                # wait of the writers.
                if busy or done < frames:
                    wait, retry = retry, min(retry * 2, self.interval)
                else:
                    retry = RETRY
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

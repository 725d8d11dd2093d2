"""The WAL checkpoint runs in the background (store/checkpoint.py), never on a request's commit."""

import io
import json
import sqlite3
import threading
from pathlib import Path

from jellybit import logs, store
from jellybit.infohash import normalize
from jellybit.store.checkpoint import Checkpointer

DEFAULT_AUTOCHECKPOINT = 1000  # SQLite's: the commit that crosses it checkpoints inside the request


def _ingest(n: int, start: int = 0) -> None:
    """``n`` commits of the ingest's create transaction (``raw_write_tx``, ~11 WAL frames each)."""
    for i in range(start, start + n):
        got = store.create_download_if_no_active(hashes=[normalize(f"{i + 1:040x}")], source_ref=f"m{i}",
                                                 source_kind="magnet")
        assert got.created


def _wal_frames_on_disk(db) -> int:
    """How many frames the -wal file holds (it is never truncated, so it only grows while nothing resets it)."""
    page = db.execute_sql("PRAGMA page_size").fetchone()[0]
    return Path(f"{db.database}-wal").stat().st_size // (page + 24)


def test_request_commits_leave_the_wal_to_the_background_pass(db):
    assert db.execute_sql("PRAGMA wal_autocheckpoint").fetchone()[0] == store.db.AUTOCHECKPOINT_PAGES
    _ingest(300)
    # With the default, a commit would have checkpointed and the WAL restarted from its start at ~1,000 frames.
    written = _wal_frames_on_disk(db)
    assert written > 2 * DEFAULT_AUTOCHECKPOINT
    checkpointer = Checkpointer(db.database)
    try:
        busy, frames, done = checkpointer.run_once()
        assert (busy, done) == (0, frames) and frames >= written - 1  # every frame was still to be checkpointed
        _ingest(1, start=300)  # the next writer restarts the WAL from its first frame
        busy, frames, done = checkpointer.run_once()
        assert busy == 0 and 0 < frames == done < 50 and _wal_frames_on_disk(db) == written
    finally:
        checkpointer.stop()
    assert store.Download.select().count() == 301


def test_the_background_thread_checkpoints_after_enough_commits(db):
    checkpointer = Checkpointer(db.database, interval=3600, wake_commits=50).start()  # only commits wake it
    try:
        _ingest(120)
        for _ in range(100):  # it runs on its own thread: give it the time to
            if checkpointer.last is not None:
                break
            threading.Event().wait(0.05)
        assert checkpointer.last is not None and checkpointer.last[1] > 0
    finally:
        checkpointer.stop()
    assert _wal_frames_on_disk(db) < 120 * 11  # restarted from its start at least once


def test_a_wal_kept_long_by_a_reader_is_a_warning_once(db):
    stream = io.StringIO()
    logs.configure("DEBUG", stream=stream)
    reader = sqlite3.connect(db.database, isolation_level=None)
    checkpointer = Checkpointer(db.database, warn_frames=200)
    try:
        _ingest(5)
        reader.execute("BEGIN")
        reader.execute("SELECT COUNT(*) FROM download").fetchone()  # holds this snapshot: later frames stay
        _ingest(40, start=5)
        busy, frames, done = checkpointer.run_once()
        assert frames > 200 and done < frames
        _ingest(5, start=45)
        checkpointer.run_once()
        reader.execute("COMMIT")
        checkpointer.run_once()  # everything copied now
        _ingest(1, start=50)  # … and the WAL restarts
        checkpointer.run_once()
    finally:
        checkpointer.stop()
        reader.close()
        logs.configure("WARNING")
    records = [json.loads(line) for line in stream.getvalue().splitlines()]
    mine = [r for r in records if r["logger"] == "jellybit.store.checkpoint"]
    assert [r["level"] for r in mine if r["level"] != "DEBUG"] == ["WARNING", "INFO"]
    passes = [r for r in mine if r["level"] == "DEBUG"]
    assert passes and all({"duration_ms", "frames", "wal_frames"} <= r.keys() for r in passes)


def test_a_long_wal_restarts_and_a_reader_in_the_way_only_makes_the_pass_busy(db):
    reader = sqlite3.connect(db.database, isolation_level=None)
    checkpointer = Checkpointer(db.database)
    try:
        _ingest(5)
        reader.execute("BEGIN")
        reader.execute("SELECT COUNT(*) FROM download").fetchone()
        _ingest(120, start=5)  # > 1,000 frames: the pass ends with RESTART under the writer lock
        busy, frames, done = checkpointer.run_once()
        assert busy == 1 and frames > 1000 and done < frames  # RESTART gave up on the reader …
        free = []

        def take_the_writer_lock():
            free.append(store.db._writer.acquire(timeout=5))
            store.db._writer.release()

        worker = threading.Thread(target=take_the_writer_lock)
        worker.start()
        worker.join()
        assert free == [True]  # … and let go of the writer lock
        reader.execute("COMMIT")
        busy, frames, done = checkpointer.run_once()
        assert busy == 0 and frames == done > 1000
        _ingest(1, start=125)
        assert checkpointer.run_once()[1] < 50  # the WAL started again from its first frame
    finally:
        checkpointer.stop()
        reader.close()

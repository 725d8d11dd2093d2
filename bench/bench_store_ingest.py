"""Concurrent ingest through create_download_if_no_active vs a bare sqlite3 baseline.

4 threads, 10,000 ingests, 20% duplicates, each a BEGIN IMMEDIATE transaction:
the active-owner lookup, then the download row and its hash. Prints ingests/s
for both, the ratio, and the count of active downloads afterwards (must equal
the number of distinct hashes: the invariant held).

    .venv/bin/python bench/bench_store_ingest.py
"""

from __future__ import annotations

import random
import sqlite3
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jellybit import ident, store  # noqa: E402
from jellybit.infohash import normalize  # noqa: E402

THREADS, TOTAL, DUP = 4, 10_000, 0.20


def workload(seed=1):
    rnd = random.Random(seed)
    distinct = int(TOTAL * (1 - DUP))
    hashes = [f"{rnd.getrandbits(160):040x}" for _ in range(distinct)]
    items = hashes + [rnd.choice(hashes) for _ in range(TOTAL - distinct)]
    rnd.shuffle(items)
    return items, distinct


def run_threads(items, fn):
    chunks = [items[i::THREADS] for i in range(THREADS)]
    threads = [threading.Thread(target=fn, args=(c,)) for c in chunks]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0


def bench_jellybit(path, items):
    store.open_database(path)
    store.migrate_database()

    def work(chunk):
        with store.connection():
            for h in chunk:
                store.create_download_if_no_active(hashes=[normalize(h)], source_ref="magnet:?xt=urn:btih:" + h,
                                                   source_kind="magnet")

    elapsed = run_threads(items, work)
    with store.connection():
        active = store.Download.select().where(store.Download.state.in_(store.ACTIVE)).count()
    store.close_database()
    return elapsed, active


def bench_bare(path, items):
    """The same transaction shape with the stdlib driver only (on the same migrated schema)."""
    store.open_database(path)
    store.migrate_database()
    store.close_database()
    terminal = tuple(sorted(store.TERMINAL))
    q = ",".join("?" * len(terminal))

    def work(chunk):
        conn = sqlite3.connect(path, isolation_level=None, timeout=10, check_same_thread=False)
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA synchronous=NORMAL")
        for h in chunk:
            conn.execute("BEGIN IMMEDIATE")
            row = conn.execute("SELECT d.id FROM download_infohash h JOIN download d ON d.id = h.download_id "
                               f"WHERE h.infohash IN (?) AND d.state NOT IN ({q}) LIMIT 1", (h, *terminal)).fetchone()
            if not row:
                new, now = ident.new_id(), "2026-01-01T00:00:00.000000Z"
                conn.execute("INSERT INTO download (id, name, state, source_ref, source_kind, created_at, updated_at, "
                             "state_changed_at) VALUES (?, '', 'catched', ?, 'magnet', ?, ?, ?)",
                             (new, "magnet:?xt=urn:btih:" + h, now, now, now))
                conn.execute("INSERT INTO download_infohash (infohash, download_id, kind, created_at) "
                             "VALUES (?, ?, 'v1', ?)", (h, new, now))
            conn.execute("COMMIT")
        conn.close()

    elapsed = run_threads(items, work)
    conn = sqlite3.connect(path)
    active = conn.execute("SELECT count(*) FROM download").fetchone()[0]
    conn.close()
    return elapsed, active


def main():
    items, distinct = workload()
    with tempfile.TemporaryDirectory() as tmp:
        bare_t, bare_active = bench_bare(str(Path(tmp) / "bare.db"), items)
        jb_t, jb_active = bench_jellybit(str(Path(tmp) / "jb.db"), items)
    bare_rate, jb_rate = TOTAL / bare_t, TOTAL / jb_t
    print(f"ingests: {TOTAL} ({THREADS} threads, {DUP:.0%} duplicates, {distinct} distinct hashes)")
    print(f"bare sqlite3 baseline : {bare_rate:9.0f} ingests/s   active={bare_active}")
    print(f"jellybit store        : {jb_rate:9.0f} ingests/s   active={jb_active}  "
          f"(jellybit also writes the state history row)")
    print(f"ratio jellybit/bare   : {jb_rate / bare_rate:.2f}  (target >= 0.33)")
    assert jb_active == distinct == bare_active, "invariant broken"


if __name__ == "__main__":
    main()

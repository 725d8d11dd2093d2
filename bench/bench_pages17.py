"""The read side of issue 17's pages: a download's log timeline and the history page, at production sizes.

Log: a full rotation set (jellybit.log + 5 rotated files, 10 MiB each, ~60 MiB of JSON lines from 2,000
downloads), one download's records asked for. Beside the bounded reader (from the end, 64 KiB blocks, id
pre-filter, at most 16 MiB) the naive way in the same run: read every file whole and ``json.loads`` every line.
Peak memory of each with tracemalloc.

History: 10,000 downloads with 60,000 state changes; the page's query (50 rows) unfiltered, by state, by type,
by name, and deep in the pages (a cursor at the oldest tenth).

    .venv/bin/python bench/bench_pages17.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jellybit import ident, logs_reader, store  # noqa: E402
from jellybit.store import queries  # noqa: E402
from jellybit.store.fields import format_ts, utcnow  # noqa: E402

LOGGERS = ["jellybit.qbit.client", "jellybit.worker.qbt_sync", "jellybit.worker.recognize", "jellybit.layout.apply",
           "jellybit.http", "jellybit.notify", "jellybit.ingest.service"]


def write_logs(directory: Path, ids: list[str], file_bytes: int = 10 * 1024 * 1024) -> Path:
    rng = random.Random(3)
    base = directory / "jellybit.log"
    names = [base] + [base.with_name(f"jellybit.log.{n}") for n in range(1, 6)]
    for path in reversed(names):  # oldest first, as the handler wrote them
        with open(path, "w", encoding="utf-8") as f:
            written = 0
            while written < file_bytes:
                did = rng.choice(ids)
                rec = {"ts": "2026-12-01T10:00:00.000Z", "level": "INFO", "logger": rng.choice(LOGGERS),
                       "msg": "qbittorrent torrents/info", "download_id": did,
                       "infohash": f"{rng.getrandbits(160):040x}",
                       "service": "qbittorrent", "endpoint": "torrents/info", "duration_ms": 1.7, "outcome": "ok"}
                line = json.dumps(rec) + "\n"
                f.write(line)
                written += len(line)
    return base


def naive(log_file: Path, did: str) -> list[dict]:
    out = []
    for path in logs_reader.log_files(log_file):
        for line in path.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            if rec.get("download_id") == did:
                out.append(rec)
    return out


def timed(fn, repeat: int) -> tuple[float, float, object]:
    """(median ms, peak MiB, last result)."""
    times = []
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - t0) * 1000)
    tracemalloc.start()
    fn()
    peak = tracemalloc.get_traced_memory()[1] / 1024 / 1024
    tracemalloc.stop()
    return statistics.median(times), peak, result


def seed_history(n: int) -> None:
    rng = random.Random(7)
    now = format_ts(utcnow())
    downloads, changes, recs = [], [], []
    walk = ["catched", "downloading", "completed", "recognizing", "linking", "done"]
    for i in range(n):
        did = ident.new_id()
        downloads.append((did, f"Some.Show.{i:05d}.S01.1080p.WEB-DL", "done", "magnet:?xt=urn:btih:x", "magnet",
                          now, now, now))
        for k, to in enumerate(walk):
            changes.append((ident.new_id(), did, walk[k - 1] if k else None, to, rng.choice([None, "web", "api"]),
                            now))
        if i % 2:
            recs.append((ident.new_id(), did, rng.choice(["movie", "series"]), "current", now))
    db = store.database
    with store.write_tx():
        db.execute_sql("PRAGMA foreign_keys = OFF")
        for row in downloads:
            db.execute_sql("INSERT INTO download (id, name, state, source_ref, source_kind, created_at, updated_at, "
                           "state_changed_at) VALUES (?,?,?,?,?,?,?,?)", row)
        for row in changes:
            db.execute_sql("INSERT INTO state_change (id, download_id, from_state, to_state, actor, created_at) "
                           "VALUES (?,?,?,?,?,?)", row)
        for row in recs:
            db.execute_sql("INSERT INTO recognition (id, download_id, type, status, created_at) VALUES (?,?,?,?,?)",
                           row)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--downloads", type=int, default=10_000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        ids = [ident.new_id() for _ in range(2000)]
        log_file = write_logs(tmp, ids)
        size = sum(p.stat().st_size for p in logs_reader.log_files(log_file)) / 1024 / 1024
        did = ids[17]
        print(f"log: {size:.0f} MiB in {len(logs_reader.log_files(log_file))} files, one download's records")
        ms_n, mib_n, all_recs = timed(lambda: naive(log_file, did), max(1, args.repeat // 2))
        ms_b, mib_b, timeline = timed(lambda: logs_reader.read_download_log(log_file, did), args.repeat)
        print(f"  naive (every file whole, json.loads every line): {ms_n:8.1f} ms  peak {mib_n:6.1f} MiB  "
              f"{len(all_recs)} records")
        print(f"  bounded reader (from the end, id pre-filter):   {ms_b:8.1f} ms  peak {mib_b:6.1f} MiB  "
              f"{len(timeline.records)} records, {timeline.scanned_bytes / 1024 / 1024:.0f} MiB read, "
              f"truncated={timeline.truncated}")

        store.open_database(tmp / "jb.db")
        store.migrate_database()
        store.database.connect(reuse_if_open=True)
        seed_history(args.downloads)
        oldest = queries.history(order="oldest", limit=1).items[0].id
        deep = queries.history(order="oldest", cursor=oldest, limit=100).items[-1].id  # near the oldest
        cases = {
            "unfiltered": {}, "state=failed (matches nothing)": {"state": "failed"},
            "state=done (1 change in 6)": {"state": "done"}, "state=active (4 in 6)": {"state": "active"},
            "type=series": {"type": "series"}, "q=name": {"q": "Show.0999"}, "deep cursor": {"cursor": deep},
        }
        n = store.database.execute_sql("SELECT COUNT(*) FROM state_change").fetchone()[0]
        print(f"history: {args.downloads} downloads, {n} state changes, 50 rows per page; median ms")
        without = {label: timed(lambda kw=kw: queries.history(limit=50, **kw), args.repeat)
                   for label, kw in cases.items()}
        # the alternative tried and not shipped: an index on the state changed into
        store.database.execute_sql("CREATE INDEX state_change_to_state ON state_change (to_state, id)")
        with_index = {label: timed(lambda kw=kw: queries.history(limit=50, **kw), args.repeat)
                      for label, kw in cases.items()}
        print(f"  {'':32s} {'as shipped':>14s} {'+ (to_state, id) index':>24s}")
        for label in cases:
            print(f"  {label:32s} {without[label][0]:14.2f} {with_index[label][0]:24.2f}  "
                  f"{len(with_index[label][2].items)} rows")
        store.close_database()


if __name__ == "__main__":
    main()

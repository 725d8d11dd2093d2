"""Server time of the web UI with a big database: the list page (50 cards) and one card partial.

10,000 downloads with 20,000 infohashes (every download a v1+v2 hybrid) and 3,000 recognitions, in a
temporary SQLite file. Requests go through the whole Flask stack (security gate, CSRF, sessions,
templates) via the test client; the time is the WSGI call. Also counts SQL statements per request, which
must not grow with the page size (no N+1).

    .venv/bin/python bench/bench_web.py [--downloads 10000] [--requests 300]

Targets: list p50 ≤ 30 ms, card p50 ≤ 5 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jellybit import config, ident, store  # noqa: E402
from jellybit.store.fields import format_ts, utcnow  # noqa: E402
from jellybit.web import create_app  # noqa: E402

STATES = ["downloading"] * 3 + ["done"] * 4 + ["review", "failed", "cancelled", "catched", "stuck"]
TARGETS = {"list": 30.0, "card": 5.0}


def seed(n: int) -> list[str]:
    rng = random.Random(7)
    now = format_ts(utcnow())
    ids = [ident.new_id() for _ in range(n)]
    downloads, hashes, recs = [], [], []
    for i, did in enumerate(ids):
        state = rng.choice(STATES)
        name = f"Some.Show.{i:05d}.S0{rng.randint(1, 9)}.1080p.WEB-DL.x264-GROUP"
        downloads.append((did, name, state, rng.random(), rng.randint(10**8, 10**11), rng.randint(0, 10**7),
                          rng.randint(0, 10**4), "magnet:?xt=urn:btih:x", "magnet", now, now, now))
        hashes.append((f"{rng.getrandbits(160):040x}", did, "v1", now))
        hashes.append((f"{rng.getrandbits(256):064x}", did, "v2", now))
        if i % 3 == 0:
            mapping = {"files": [{"path": f"e{k}.mkv", "role": "video", "season": 1, "episodes": [k]}
                                 for k in range(1, 9)]}
            recs.append((ident.new_id(), did, "series", f"Show {i}", 2020, "[1]", 0.9, "parse", "current",
                         json.dumps(mapping), now))
    db = store.database
    with store.write_tx():
        db.execute_sql("SELECT 1")
        cur = db.connection().cursor()
        cur.executemany("INSERT INTO download (id, name, state, progress, size, dlspeed, eta, source_ref, "
                        "source_kind, created_at, updated_at, state_changed_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                        downloads)
        cur.executemany("INSERT INTO download_infohash (infohash, download_id, kind, created_at) VALUES (?,?,?,?)",
                        hashes)
        cur.executemany("INSERT INTO recognition (id, download_id, type, title, year, seasons, confidence, method, "
                        "status, mapping, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)", recs)
    db.execute_sql("ANALYZE")
    return ids


def timed(client, url: str, requests: int) -> tuple[list[float], int]:
    """Milliseconds per request, and SQL statements of one request."""
    sql: list[str] = []
    hook = lambda event: sql.append(event.sql)  # noqa: E731
    store.database.query_hooks.append(hook)
    assert client.get(url).status_code == 200
    store.database.query_hooks.remove(hook)
    for _ in range(10):  # warm up (template compilation, SQLite page cache)
        client.get(url)
    times = []
    for _ in range(requests):
        t0 = time.perf_counter()
        resp = client.get(url)
        times.append((time.perf_counter() - t0) * 1000)
        assert resp.status_code == 200
    return times, len(sql)


def pct(values: list[float], p: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1] if p < 100 else max(values)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--downloads", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        settings = config.load({}, dotenv=None, data_dir=Path(tmp), database=Path(tmp) / "bench.db")
        app = create_app(settings)
        t0 = time.perf_counter()
        ids = seed(args.downloads)
        n_hashes = store.DownloadInfohash.select().count()
        print(f"seeded {len(ids):,} downloads, {n_hashes:,} infohashes in {time.perf_counter() - t0:.1f} s")
        client = app.test_client()
        card_id = ids[len(ids) // 2]
        failed = False
        rows = [("list (50 cards)", "list", "/"), ("list, search by hash prefix", None, "/?q=" + store.hashes_of(
            card_id)[0].hash[:8]), ("list, page 2 (cursor)", None, f"/?cursor={ids[-51]}"),
            ("card partial", "card", f"/download/{card_id}/card")]
        print(f"{'request':32} {'p50 ms':>8} {'p99 ms':>8} {'SQL/req':>8}  target")
        for label, key, url in rows:
            times, queries = timed(client, url, args.requests)
            p50, p99 = statistics.median(times), pct(times, 99)
            target = TARGETS.get(key)
            verdict = "" if target is None else (f"p50 ≤ {target:g} ms " + ("ok" if p50 <= target else "MISSED"))
            failed |= target is not None and p50 > target
            print(f"{label:32} {p50:8.2f} {p99:8.2f} {queries:8d}  {verdict}")
        store.close_database()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

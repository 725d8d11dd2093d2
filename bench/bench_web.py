"""Server time of the web UI with a big database, and what one open list tab costs per minute.

10,000 downloads with 20,000 infohashes (every download a v1+v2 hybrid) and 3,000 recognitions, in a
temporary SQLite file. Requests go through the whole Flask stack (security gate, CSRF, sessions,
templates) via the test client; the time is the WSGI call. Also counts SQL statements per request, which
must not grow with the page size (no N+1).

Then the polling traffic of one open list tab with 50 active cards, for one simulated minute, through a
real waitress on loopback with browser-like headers, counting the bytes on the wire both ways: the old
design (every card polls GET /download/<id>/card every 2 s) beside the current one (the page polls
GET /downloads/changes every 2 s), in the same run against the same changes. The worker is simulated by
writing progress with ``store.update_fields`` every 5 s (its tick) to all, 5 or none of the 50 downloads.

    .venv/bin/python bench/bench_web.py [--downloads 10000] [--requests 300]

Targets: list p50 ≤ 30 ms, card p50 ≤ 5 ms; the poll at most 1/10 of the old requests and bytes when
nothing changes.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jellybit import config, ident, store  # noqa: E402
from jellybit.factory import create_app  # noqa: E402
from jellybit.store.fields import format_ts, utcnow  # noqa: E402

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


class Tab:
    """One browser tab's HTTP/1.1 keep-alive connection; counts the bytes on the wire both ways."""

    UA = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
          "Chrome/156.0.0.0 Mobile Safari/537.36")

    def __init__(self, port: int):
        self.port, self.sock = port, socket.create_connection(("127.0.0.1", port), timeout=10)
        self.cookie = self.csrf = ""
        self.sent = self.received = self.requests = 0
        self.busy_s = 0.0
        self.last_head = b""

    def get(self, path: str, *, htmx: str | None = None) -> tuple[int, str]:
        base = f"http://127.0.0.1:{self.port}"
        lines = [f"GET {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}", "Connection: keep-alive",
                 f"User-Agent: {self.UA}", "Accept-Language: en-GB,en;q=0.9",
                 "Accept-Encoding: gzip, deflate, br, zstd"]
        if htmx:  # what htmx 2 sends for a polling element, plus app.js' CSRF header
            lines += ["HX-Request: true", f"HX-Trigger: {htmx}", f"HX-Target: {htmx}", f"HX-Current-URL: {base}/",
                      f"X-CSRF-Token: {self.csrf}", "Accept: */*", "Sec-Fetch-Site: same-origin",
                      "Sec-Fetch-Mode: cors", "Sec-Fetch-Dest: empty", f"Referer: {base}/"]
        else:
            lines += ["Accept: text/html,application/xhtml+xml,*/*;q=0.8", "Sec-Fetch-Mode: navigate"]
        if self.cookie:
            lines.append(f"Cookie: {self.cookie}")
        raw = ("\r\n".join(lines) + "\r\n\r\n").encode()
        t0 = time.perf_counter()
        self.sock.sendall(raw)
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError(f"server closed the connection after {self.last_head!r}")
            head += chunk
        head, body = head.split(b"\r\n\r\n", 1)
        m = re.search(rb"(?i)content-length: *(\d+)", head)
        length = int(m.group(1)) if m else 0
        while len(body) < length:
            body += self.sock.recv(65536)
        self.busy_s += time.perf_counter() - t0
        self.last_head = head
        self.sent += len(raw)
        self.received += len(head) + 4 + len(body)
        self.requests += 1
        if m := re.search(rb"(?i)set-cookie: *(session=[^;]+)", head):
            self.cookie = m.group(1).decode()
        return int(head.split()[1]), body.decode()


def poll_url(html: str, ids: list[str], counts: str) -> str:
    """The URL htmx 2 builds for #poll: its hx-get plus the parameters app.js adds (URI-encoded)."""
    url = re.search(r'<div id="poll"[^>]*hx-get="([^"]+)"', html).group(1).replace("&amp;", "&")
    return f"{url}&ids={quote(','.join(ids), safe='')}&stale=&counts={quote(counts, safe='')}"


SCENARIOS = (("all 50 progress (worker writes each every 5 s)", 50), ("5 of 50 progress", 5),
             ("none changes (queued, stalled, no peers)", 0))


def traffic(app, ids: list[str]) -> bool:
    """Requests, bytes and server time per minute for one tab: per-card polling vs the page's one poll."""
    import waitress.server  # noqa: PLC0415 - only this part needs a real server

    store.database.execute_sql(f"UPDATE download SET state = 'downloading' WHERE id IN "
                               f"({','.join('?' * len(ids))})", ids)
    server = waitress.server.create_server(app, host="127.0.0.1", port=0, threads=4)
    threading.Thread(target=server.run, daemon=True).start()
    print("\none open list tab, 50 active cards, one simulated minute (polls every 2 s, worker tick every 5 s); "
          "bytes on the wire both ways, uncompressed")
    print(f"{'scenario':48} {'design':22} {'req/min':>8} {'kB/min':>8} {'server ms/min':>14}")
    ok = True
    try:
        for label, moving in SCENARIOS:
            old, new = Tab(server.effective_port), Tab(server.effective_port)
            for tab in (old, new):
                status, page = tab.get("/")
                assert status == 200, status
                tab.csrf = re.search(r'name="csrf-token" content="([^"]+)"', page).group(1)
                tab.sent = tab.received = tab.requests = 0
                tab.busy_s = 0.0
            shown = re.findall(r'<article class="card[^"]*" id="card-(\w+)"', page)
            assert sorted(shown) == sorted(ids), "the 50 active cards are the first page"
            url = poll_url(page, shown, re.search(r'data-counts="([^"]*)"', page).group(1))
            counts = re.search(r'data-counts="([^"]*)"', page).group(1)
            rng = random.Random(11)
            for second in range(60):
                if second % 5 == 0 and second:
                    for did in shown[:moving]:
                        store.update_fields(did, progress=rng.random(), dlspeed=rng.randint(10**5, 10**7),
                                            eta=rng.randint(60, 6000))
                if second % 2 == 0:
                    for did in shown:
                        assert old.get(f"/download/{did}/card", htmx=f"card-{did}")[0] == 200
                    status, body = new.get(url, htmx="poll")
                    assert status == 200, status
                    if body:
                        if m := re.search(r'data-counts="([^"]*)"', body):
                            counts = m.group(1)
                        url = poll_url(body, shown, counts)
            for design, tab in (("per-card polls (old)", old), ("one poll per page", new)):
                print(f"{label:48} {design:22} {tab.requests:8d} {(tab.sent + tab.received) / 1000:8.1f} "
                      f"{tab.busy_s * 1000:14.0f}")
            if moving == 0:
                ok &= new.requests * 10 <= old.requests and (new.sent + new.received) * 10 <= old.sent + old.received
            for tab in (old, new):
                tab.sock.close()
    finally:
        server.close()
    return ok


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
        if not traffic(app, ids[-50:]):
            print("MISSED: the one poll should cost at most 1/10 of per-card polling when nothing changes")
            failed = True
        store.close_database()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

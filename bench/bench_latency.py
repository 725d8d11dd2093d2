"""Latency under load (issue 15, item 10): ``GET /api/v1/downloads`` while jellybit is busy.

jellybit runs as in production in a child process (waitress with 8 threads, the worker's jobs on, a real
isolated qbittorrent-nox) and is loaded for ``--seconds`` by 4 writers (magnets through the API, ~13/s
in all), 2 readers (``GET /api/v1/downloads`` back to back: the measured requests) and 2 polling pages
(the list page every 0.5 s, like a phone and a desktop open on it). Printed side by side with the
baseline: the same readers against the same jellybit with nothing else going on. The worker's failed
ticks (a step that raised, e.g. "database is locked") are counted by jellybit itself.

Each reader runs in a process of its own with a keep-alive ``http.client`` connection, and the writers and
pages in one more process: with every client thread in one Python process (the first version), a
reader's latency included waiting for the *client's* GIL behind the writers' ``requests`` calls.
``--one-process-clients`` runs that first version, to compare.

    .venv/bin/python bench/bench_latency.py [--seconds 30] [--one-process-clients]

Goal: p99 ≤ 25 ms under load and zero failed ticks (docs/performance.md, docs/reliability.md).
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
API_KEY = "bench-api-key-0123456789"
GOAL_P99_MS = 25.0
WRITERS, READERS, POLLERS = 4, 2, 2
WRITE_EVERY = WRITERS / 13.0  # seconds between two magnets of one writer: ~13 magnets/s with 4 writers


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(port: int, data_dir: str, qbt_url: str, seconds: float) -> None:
    """The child: jellybit as app.py runs it; prints the worker's tick counters when it stops."""
    import waitress

    from jellybit import config, logs, services
    from jellybit.factory import create_app
    from jellybit.runtime import Runtime
    logs.configure("ERROR")
    if os.environ.get("JELLYBIT_BENCH_SWITCH"):
        sys.setswitchinterval(float(os.environ["JELLYBIT_BENCH_SWITCH"]))
    settings = config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=Path(data_dir),
                           database=Path(data_dir) / "jb.db", qbt_url=qbt_url, poll_interval=1.0,
                           worker=os.environ.get("JELLYBIT_BENCH_WORKER", "1") == "1")
    runtime = Runtime(settings)
    app = create_app(settings, runtime=runtime)
    runtime.start(services.SERVICES)
    server = waitress.create_server(app, host="127.0.0.1", port=port, threads=8)
    threading.Thread(target=server.run, daemon=True).start()
    time.sleep(seconds)
    sync = runtime.services["qbt_sync"]  # JELLYBIT_BENCH_WORKER=0: no jobs (to attribute the cost)
    print(json.dumps({"ticks": sync.ticks, "failed_ticks": sync.failed_ticks,
                      "slowest_ms": {k: round(v * 1000, 1) for k, v in sync.slowest.items()}}), flush=True)
    runtime.stop()
    server.close()


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(len(s) * p))] * 1000 if s else float("nan")


def _reader_process(args) -> tuple[list[float], dict[str, int]]:
    """One reader in its own process: GET back to back on a keep-alive connection until ``stop`` (epoch)."""
    port, stop = args
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    lat: list[float] = []
    codes: dict[str, int] = {}
    while time.time() < stop:
        t0 = time.perf_counter()
        conn.request("GET", "/api/v1/downloads?limit=50", headers={"X-Api-Key": API_KEY})
        resp = conn.getresponse()
        resp.read()
        lat.append(time.perf_counter() - t0)
        codes[f"read {resp.status}"] = codes.get(f"read {resp.status}", 0) + 1
    conn.close()
    return lat, codes


def _load_process(args) -> tuple[list[float], dict[str, int]]:
    """The writers and the polling pages, threads of one process (their latency is not measured)."""
    url, seconds, writers, pollers = args
    return run_load(url, seconds, writers=writers, pollers=pollers, readers=0)


def run_split(url: str, seconds: float, *, writers: int = 0, pollers: int = 0) -> tuple[list[float], dict[str, int]]:
    """Readers each in a process of their own, the rest in one more (see the module docstring)."""
    port = int(url.rsplit(":", 1)[1])
    stop = time.time() + seconds
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(READERS + 1) as pool:
        load = pool.apply_async(_load_process, ((url, seconds, writers, pollers),)) if writers or pollers else None
        results = pool.map(_reader_process, [(port, stop)] * READERS)
        lat = [x for r in results for x in r[0]]
        codes: dict[str, int] = {}
        for part in [r[1] for r in results] + ([load.get(timeout=seconds + 60)[1]] if load else []):
            for k, v in part.items():
                codes[k] = codes.get(k, 0) + v
    return lat, codes


def run_load(url: str, seconds: float, *, writers: int = 0, pollers: int = 0,
             readers: int = READERS) -> tuple[list[float], dict[str, int]]:
    """Readers' latencies (seconds) and the status counts of everyone, all threads of this process."""
    stop = time.monotonic() + seconds
    lat: list[float] = []
    codes: dict[str, int] = {}
    lock = threading.Lock()

    def count(kind: str, status: int) -> None:
        with lock:
            codes[f"{kind} {status}"] = codes.get(f"{kind} {status}", 0) + 1

    def reader():
        s = requests.Session()
        while time.monotonic() < stop:
            t0 = time.perf_counter()
            r = s.get(url + "/api/v1/downloads?limit=50", headers={"X-Api-Key": API_KEY}, timeout=10)
            dt = time.perf_counter() - t0
            with lock:
                lat.append(dt)
            count("read", r.status_code)

    def writer(n: int):
        s, rnd = requests.Session(), random.Random(n)
        while time.monotonic() < stop:
            t0 = time.monotonic()
            magnet = f"magnet:?xt=urn:btih:{rnd.getrandbits(160):040x}&dn=Load.{n}"
            r = s.post(url + "/api/v1/downloads", json={"magnet": magnet}, headers={"X-Api-Key": API_KEY},
                       timeout=10)
            count("write", r.status_code)
            time.sleep(max(0.0, WRITE_EVERY - (time.monotonic() - t0)))

    def poller():
        s = requests.Session()
        while time.monotonic() < stop:
            count("page", s.get(url + "/", timeout=10).status_code)
            time.sleep(0.5)

    threads = [threading.Thread(target=reader) for _ in range(readers)]
    threads += [threading.Thread(target=writer, args=(i,)) for i in range(writers)]
    threads += [threading.Thread(target=poller) for _ in range(pollers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return lat, codes


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--serve", nargs=4)
    parser.add_argument("--pollers", type=int, default=POLLERS, help="polling pages (to attribute the cost)")
    parser.add_argument("--writers", type=int, default=WRITERS, help="writers (to attribute the cost)")
    parser.add_argument("--one-process-clients", action="store_true",
                        help="every client a thread of this process (the first version of this bench)")
    args = parser.parse_args()
    if args.serve:
        serve(int(args.serve[0]), args.serve[1], args.serve[2], float(args.serve[3]))
        return 0
    from jellybit.qbit.managed import ManagedQbittorrent
    baseline_s = min(10.0, args.seconds)
    with tempfile.TemporaryDirectory(prefix="jellybit-bench-") as tmp:
        qbt = ManagedQbittorrent(Path(tmp) / "qbt", Path(tmp) / "downloads", isolated=True)
        qbt.start()
        port = free_port()
        life = baseline_s + args.seconds + 8
        child = subprocess.Popen([sys.executable, __file__, "--serve", str(port), os.path.join(tmp, "jb"), qbt.url,
                                  str(life)], stdout=subprocess.PIPE, text=True)
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    requests.get(url + "/api/v1/health", headers={"X-Api-Key": API_KEY}, timeout=1)
                    break
                except requests.RequestException:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.1)
            run = run_load if args.one_process_clients else run_split
            base, base_codes = run(url, baseline_s)
            loaded, codes = run(url, args.seconds, writers=args.writers, pollers=args.pollers)
            out, _ = child.communicate(timeout=life + 30)
        finally:
            if child.poll() is None:
                child.kill()
            qbt.stop()
    ticks = json.loads(out.strip().splitlines()[-1])
    print(f"GET /api/v1/downloads?limit=50 — {READERS} readers back to back "
          f"({'threads of one client process' if args.one_process_clients else 'one process each'}); "
          f"under load also {args.writers} writers "
          f"(~{13 * args.writers / WRITERS:.0f} magnets/s) and {args.pollers} polling pages, "
          f"for {args.seconds:.0f} s")
    print(f"{'':28} {'requests':>9} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for label, lat in (("baseline: idle jellybit", base), ("jellybit under load", loaded)):
        print(f"{label:28} {len(lat):9d} {pct(lat, 0.5):8.1f} {pct(lat, 0.99):8.1f} {pct(lat, 1.0):8.1f}")
    print(f"statuses under load: {dict(sorted(codes.items()))}")
    print(f"worker ticks: {ticks['ticks']}, failed: {ticks['failed_ticks']}; slowest step (wall ms): "
          f"{ticks['slowest_ms']}")
    ok = pct(loaded, 0.99) <= GOAL_P99_MS and ticks["failed_ticks"] == 0
    print(f"goal p99 ≤ {GOAL_P99_MS:g} ms and zero failed ticks: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

"""Magnet ingest through the HTTP API vs a trivial echo endpoint, on the same waitress settings.

Each server runs in its own process (waitress, threads=4, loopback); a load generator with 4 client
threads sends a bounded number of requests (20% of the magnets are duplicates) and reports
requests/s and p50/p99 latency for both, side by side. Targets: ingest >= 50% of the echo
throughput and p99 < 20 ms.

    .venv/bin/python bench/bench_api_ingest.py [--requests 4000]
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[1]
API_KEY = "bench-api-key-0123456789"
CLIENTS = 4
THREADS = 4


def serve(kind: str, port: int, data_dir: str) -> None:
    sys.path.insert(0, str(ROOT))
    import waitress
    from flask import Flask, request

    if kind == "echo":
        app = Flask("echo")

        @app.post("/echo")
        def echo():
            return request.get_data(), 200, {"Content-Type": "application/json"}
    else:
        from jellybit import config, logs
        from jellybit.web import create_app
        logs.configure("WARNING")
        app = create_app(config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=Path(data_dir),
                                     database=Path(data_dir) / "jb.db"))
    waitress.serve(app, host="127.0.0.1", port=port, threads=THREADS, _quiet=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(kind: str, data_dir: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, __file__, "--serve", kind, str(port), data_dir],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return proc, url
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError(f"{kind} server did not start")


def load(url: str, path: str, bodies: list[dict]) -> tuple[float, list[float], dict[int, int]]:
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    lock = threading.Lock()
    chunks = [bodies[i::CLIENTS] for i in range(CLIENTS)]

    def client(chunk):
        session = requests.Session()
        mine, codes = [], {}
        for body in chunk:
            t0 = time.perf_counter()
            r = session.post(url + path, json=body, headers={"X-Api-Key": API_KEY}, timeout=10)
            mine.append(time.perf_counter() - t0)
            codes[r.status_code] = codes.get(r.status_code, 0) + 1
        with lock:
            latencies.extend(mine)
            for k, v in codes.items():
                statuses[k] = statuses.get(k, 0) + v

    threads = [threading.Thread(target=client, args=(c,)) for c in chunks]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0, latencies, statuses


def pct(values: list[float], p: float) -> float:
    return sorted(values)[min(len(values) - 1, int(len(values) * p))] * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=4000)
    parser.add_argument("--serve", nargs=3)
    args = parser.parse_args()
    if args.serve:
        serve(*args.serve)
        return
    rnd = random.Random(3)
    distinct = int(args.requests * 0.8)
    hashes = [f"{rnd.getrandbits(160):040x}" for _ in range(distinct)]
    hashes += [rnd.choice(hashes) for _ in range(args.requests - distinct)]
    rnd.shuffle(hashes)
    bodies = [{"magnet": f"magnet:?xt=urn:btih:{h}&dn=Bench.{i}"} for i, h in enumerate(hashes)]
    warm = [{"magnet": f"magnet:?xt=urn:btih:{rnd.getrandbits(160):040x}"} for _ in range(100)]
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for kind, path in (("echo", "/echo"), ("jellybit", "/api/v1/downloads")):
            proc, url = start(kind, os.path.join(tmp, kind))
            try:
                load(url, path, warm)
                results[kind] = load(url, path, bodies)
            finally:
                proc.terminate()
                proc.wait(10)
    print(f"{args.requests} POSTs, {CLIENTS} clients, waitress threads={THREADS}, 20% duplicate magnets")
    for kind, (elapsed, lat, statuses) in results.items():
        print(f"{kind:9s}: {len(lat) / elapsed:7.0f} req/s  p50 {pct(lat, 0.50):5.2f} ms  p99 {pct(lat, 0.99):5.2f} ms"
              f"  mean {statistics.mean(lat) * 1000:5.2f} ms  statuses {dict(sorted(statuses.items()))}")
    ratio = (len(results["jellybit"][1]) / results["jellybit"][0]) / (len(results["echo"][1]) / results["echo"][0])
    print(f"ratio ingest/echo throughput: {ratio:.2f} (target >= 0.50); ingest p99 target < 20 ms")


if __name__ == "__main__":
    main()

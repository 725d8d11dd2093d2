"""Magnet ingest through the HTTP API vs a trivial echo endpoint, on the same waitress settings.

Each server runs in its own process (waitress on loopback, both with the product's options:
``factory.SERVER_THREADS`` threads and ``server_options``; jellybit logs as in production, INFO to a JSON
file and a JSON stream). The load generator must not be
the bottleneck, so it is light and separate: PROCESSES client processes, each with keep-alive
``http.client`` connections in CONNECTIONS threads (``requests`` costs ~3× more client CPU per call and
capped the echo at ~730 req/s on 2 cores). It sends a bounded number of requests (20% of the magnets
are duplicates) and reports requests/s and p50/p99 latency for both, side by side, plus the server's
CPU from /proc: a server near one full core (the GIL) while serving the echo is saturated, so the echo
rate is the server's ceiling and not the client's. It also prints the server's context switches per
request (all its threads, from /proc): the hand-offs of the GIL and of the writer lock between waitress'
threads. Targets: ingest >= 50% of the echo throughput and p99 < 20 ms.

    .venv/bin/python bench/bench_api_ingest.py [--requests 4000] [--processes 2] [--connections 2] [--threads N]
                                              [--log-level WARNING]
    .venv/bin/python bench/bench_api_ingest.py --app-cpu [--profile] [--log-level WARNING]

``--app-cpu`` measures the application alone: the WSGI callable called directly in this process (no
client, no waitress, no socket), CPU per request for the echo app, for jellybit's ingest and for
``GET /api/v1/downloads?limit=50`` (the readers' request in ``bench_latency.py``); it moves much less with
the machine's load than the served figures. jellybit logs as in production (INFO, to a JSON file and a
JSON stream) unless ``--log-level`` says otherwise. ``--profile`` adds a cProfile of 1,000 ingests.
``--threads`` (or ``JELLYBIT_BENCH_THREADS``) sets waitress' threads for both servers (default: the product's).
jellybit serves with the background WAL checkpoint that app.py starts (``JELLYBIT_BENCH_CHECKPOINT``: ``never``
or ``always`` hold the writer lock around none or all of it, ``off`` runs none).
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
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

ROOT = Path(__file__).resolve().parents[1]
API_KEY = "bench-api-key-0123456789"
TICK = os.sysconf("SC_CLK_TCK")


def serve(kind: str, port: int, data_dir: str, threads: int, log_level: str) -> None:
    """One server: jellybit's app, or the echo, on the product's waitress options (the same for both)."""
    sys.path.insert(0, str(ROOT))
    import waitress
    from flask import Flask, request

    from jellybit import config, logs
    from jellybit.factory import create_app, server_options
    # As in production: the JSON log file and a JSON stream (here /dev/null), at the given level.
    logs.configure(log_level, file=Path(data_dir) / "jellybit.log", stream=open(os.devnull, "w"),  # noqa: SIM115
                   fmt="json")
    jellybit = create_app(config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=Path(data_dir),
                                      database=Path(data_dir) / "jb.db"))
    options = server_options(jellybit)
    _start_checkpoint(jellybit)
    if kind == "echo":
        app = Flask("echo")

        @app.post("/echo")
        def echo():
            return request.get_data(), 200, {"Content-Type": "application/json"}
    else:
        app = jellybit
    waitress.serve(app, host="127.0.0.1", port=port, threads=threads, _quiet=True, **options)


def _start_checkpoint(app) -> None:
    """The background WAL checkpoint, as app.py's services start it (``JELLYBIT_BENCH_CHECKPOINT``: its writer
    lock mode, ``finish`` (the product's), ``never`` or ``always``; or ``off``). A tree without it runs none."""
    mode = os.environ.get("JELLYBIT_BENCH_CHECKPOINT", "finish")
    try:
        from jellybit.store.checkpoint import Checkpointer
    except ImportError:  # the tree before the background checkpoint: the requests checkpoint on commit
        return
    if mode != "off":
        from jellybit import store
        Checkpointer(store.database.database, lock=mode).start()


def app_cpu(profile: bool, log_level: str) -> None:
    """CPU per request of the WSGI apps themselves (see the module docstring)."""
    import cProfile
    import pstats

    from flask import Flask, request
    from werkzeug.test import EnvironBuilder

    sys.path.insert(0, str(ROOT))
    from jellybit import config, logs
    from jellybit.factory import create_app
    tmp = Path(tempfile.mkdtemp(prefix="jellybit-bench-"))
    # As in production: the JSON log file and a JSON stream (here /dev/null), at the given level.
    logs.configure(log_level, file=tmp / "jellybit.log", stream=open(os.devnull, "w"), fmt="json")  # noqa: SIM115
    jellybit = create_app(config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=tmp,
                                      database=tmp / "jb.db"))
    echo = Flask("echo")

    @echo.post("/echo")
    def _echo():
        return request.get_data(), 200, {"Content-Type": "application/json"}

    rnd = random.Random(5)
    headers = {"X-Api-Key": API_KEY, "Content-Type": "application/json"}

    def environs(path: str, n: int) -> list[dict]:
        return [EnvironBuilder(path=path, method="POST", headers=headers, data=json.dumps(
            {"magnet": f"magnet:?xt=urn:btih:{rnd.getrandbits(160):040x}&dn=Bench.{i}"}).encode()).get_environ()
            for i in range(n)]

    def run(app, batch: list[dict]) -> float:
        t0 = time.process_time()
        for environ in batch:
            b"".join(app(environ, lambda *a: None))
        return (time.process_time() - t0) / len(batch) * 1000

    print(f"log level {log_level} (file + JSON stream)")
    for name, app, path in (("echo", echo, "/echo"), ("jellybit", jellybit, "/api/v1/downloads")):
        run(app, environs(path, 300))  # warm up
        print(f"{name:9s}: {run(app, environs(path, 2000)):.3f} ms CPU per request (the app alone)")
    # The list the readers of bench_latency.py ask for: the newest 50 of the 2,300 downloads made above.
    listing = [EnvironBuilder(path="/api/v1/downloads", query_string="limit=50", headers=headers).get_environ()
               for _ in range(500)]
    run(jellybit, listing[:50])
    print(f"list     : {run(jellybit, listing):.3f} ms CPU per GET /api/v1/downloads?limit=50")
    if profile:
        batch = environs("/api/v1/downloads", 1000)
        profiler = cProfile.Profile()
        profiler.runcall(run, jellybit, batch)
        stats = pstats.Stats(profiler).strip_dirs()
        stats.sort_stats("cumulative").print_stats(40)
        stats.sort_stats("tottime").print_stats(20)


def _product_threads() -> int:
    sys.path.insert(0, str(ROOT))
    from jellybit.factory import SERVER_THREADS
    return SERVER_THREADS


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(kind: str, data_dir: str, threads: int, log_level: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, __file__, "--serve", kind, str(port), data_dir, str(threads), log_level],
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


def _client(args) -> tuple[list[float], dict[int, int], float, float]:
    """One client process: ``connections`` keep-alive connections in threads, from ``start_at`` on."""
    port, path, bodies, connections, start_at = args
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    lock = threading.Lock()
    headers = {"X-Api-Key": API_KEY, "Content-Type": "application/json"}

    def run(chunk):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        mine, codes = [], {}
        for body in chunk:
            t0 = time.perf_counter()
            conn.request("POST", path, body=body, headers=headers)
            resp = conn.getresponse()
            resp.read()
            mine.append(time.perf_counter() - t0)
            codes[resp.status] = codes.get(resp.status, 0) + 1
        conn.close()
        with lock:
            latencies.extend(mine)
            for k, v in codes.items():
                statuses[k] = statuses.get(k, 0) + v

    threads = [threading.Thread(target=run, args=(bodies[i::connections],)) for i in range(connections)]
    time.sleep(max(0.0, start_at - time.time()))
    t0 = time.time()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, statuses, t0, time.time()


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime + stime


def switches(pid: int) -> int:
    """Context switches of every thread of the process so far (voluntary and not)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as f:
                total += sum(int(line.split()[1]) for line in f if "ctxt_switches" in line)
        except FileNotFoundError:  # a thread that ended meanwhile
            pass
    return total


def load(pool, port: int, path: str, bodies: list[bytes], processes: int, connections: int,
         server_pid: int) -> tuple[float, list[float], dict[int, int], float, int]:
    """Elapsed seconds, latencies, statuses, the server's CPU use (cores) while it served them, and its
    context switches."""
    start_at = time.time() + 0.3
    chunks = [(port, path, bodies[i::processes], connections, start_at) for i in range(processes)]
    cpu0, switches0 = cpu_seconds(server_pid), switches(server_pid)
    results = pool.map(_client, chunks)
    cpu, switched = cpu_seconds(server_pid) - cpu0, switches(server_pid) - switches0
    latencies = [x for r in results for x in r[0]]
    statuses: dict[int, int] = {}
    for r in results:
        for k, v in r[1].items():
            statuses[k] = statuses.get(k, 0) + v
    elapsed = max(r[3] for r in results) - min(r[2] for r in results)
    return elapsed, latencies, statuses, cpu / elapsed, switched


def pct(values: list[float], p: float) -> float:
    return sorted(values)[min(len(values) - 1, int(len(values) * p))] * 1000


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=4000)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--connections", type=int, default=2, help="per client process")
    parser.add_argument("--threads", type=int, default=None, help="waitress threads for both servers "
                        "(default: JELLYBIT_BENCH_THREADS, else the product's factory.SERVER_THREADS)")
    parser.add_argument("--serve", nargs=5)
    parser.add_argument("--app-cpu", action="store_true", help="the WSGI apps alone, in this process")
    parser.add_argument("--profile", action="store_true", help="with --app-cpu: cProfile 1,000 ingests")
    parser.add_argument("--log-level", default="INFO", help="jellybit's log level (default INFO, as in production: "
                        "an ingest writes two INFO records)")
    args = parser.parse_args()
    if args.serve:
        kind, port, data_dir, threads, log_level = args.serve
        serve(kind, int(port), data_dir, int(threads), log_level)
        return 0
    if args.app_cpu:
        app_cpu(args.profile, args.log_level)
        return 0
    threads = args.threads or int(os.environ.get("JELLYBIT_BENCH_THREADS", "0")) or _product_threads()
    rnd = random.Random(3)
    distinct = int(args.requests * 0.8)
    hashes = [f"{rnd.getrandbits(160):040x}" for _ in range(distinct)]
    hashes += [rnd.choice(hashes) for _ in range(args.requests - distinct)]
    rnd.shuffle(hashes)
    bodies = [json.dumps({"magnet": f"magnet:?xt=urn:btih:{h}&dn=Bench.{i}"}).encode() for i, h in enumerate(hashes)]
    warm = [json.dumps({"magnet": f"magnet:?xt=urn:btih:{rnd.getrandbits(160):040x}"}).encode() for _ in range(200)]
    results = {}
    pool = multiprocessing.get_context("fork").Pool(args.processes)
    with tempfile.TemporaryDirectory() as tmp:
        for kind, path in (("echo", "/echo"), ("jellybit", "/api/v1/downloads")):
            proc, url = start(kind, os.path.join(tmp, kind), threads, args.log_level)
            port = int(url.rsplit(":", 1)[1])
            try:
                load(pool, port, path, warm, args.processes, args.connections, proc.pid)
                results[kind] = load(pool, port, path, bodies, args.processes, args.connections, proc.pid)
                if kind == "jellybit":  # the -wal file is never truncated: its size is the longest the WAL got
                    wal = Path(tmp, kind, "jb.db-wal")
                    wal_frames = wal.stat().st_size // (4096 + 24) if wal.exists() else 0
            finally:
                proc.terminate()
                proc.wait(10)
    pool.close()
    print(f"{args.requests} POSTs, {args.processes} client processes × {args.connections} keep-alive http.client "
          f"connections, waitress threads={threads}, 20% duplicate magnets, jellybit logs at {args.log_level}")
    for kind, (elapsed, lat, statuses, cores, switched) in results.items():
        print(f"{kind:9s}: {len(lat) / elapsed:7.0f} req/s  p50 {pct(lat, 0.50):5.2f} ms  p99 {pct(lat, 0.99):5.2f} ms"
              f"  mean {statistics.mean(lat) * 1000:5.2f} ms  server CPU {cores:4.2f} cores,"
              f" {cores * elapsed / len(lat) * 1000:4.2f} ms/req, {switched / len(lat):4.1f} switches/req"
              f"  statuses {dict(sorted(statuses.items()))}")
    print(f"WAL at its longest: {wal_frames} frames (jellybit's {len(bodies)} ingests, ~11 frames each)")
    echo_cores = results["echo"][3]
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; echo server busy {echo_cores:.2f} cores: "
          + ("saturated (the GIL allows ~1)" if echo_cores >= 0.85 else "NOT saturated: the client or other load "
             "on the machine is the bottleneck (add --processes/--connections, or run on a quiet machine)"))
    cpu = {k: r[3] * r[0] / len(r[1]) for k, r in results.items()}
    print(f"server CPU per request ingest/echo: {cpu['jellybit'] / cpu['echo']:.2f}× "
          f"(capacity ratio {cpu['echo'] / cpu['jellybit']:.2f}, independent of how busy the machine is)")
    ratio = (len(results["jellybit"][1]) / results["jellybit"][0]) / (len(results["echo"][1]) / results["echo"][0])
    p99 = pct(results["jellybit"][1], 0.99)
    ok = ratio >= 0.5 and p99 < 20
    print(f"ratio ingest/echo throughput: {ratio:.2f} (target >= 0.50); ingest p99 {p99:.1f} ms (target < 20 ms)"
          + ("" if ok else "  MISSED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

"""What one poll costs with a big library: ``sync_delta()`` vs ``torrents_info()`` (SPEC §6.2, notes §11),
then the worker's steady tick side by side: one ``sync/maindata`` per tick (the design before issue 16,
item 6, reproduced here) vs ``QbtSync.tick`` polling the followed torrents by hash (issue 16, item 6).

Starts an isolated qbittorrent-nox (production refresh, 1000 ms), loads N one-file v1 torrents
with skip_checking in batches of 50, lets them settle to stalledUP, then measures per call:
jellybit-side CPU (``time.process_time``), wall time and qBittorrent's own CPU (utime+stime
from ``/proc/<pid>/stat``), medians over the samples, one call per tick like the worker.

The tick figures are means over the samples (qBittorrent's CPU is counted in 10 ms clock ticks, so a
median of 1–2 ms calls would read 0); the slow pass (every torrent listed, every ~30 s) is shown apart.

    .venv/bin/python bench/bench_poll.py [--torrents 1000] [--samples 15] [--changed 50] [--followed 20]
                                         [--ticks-only] [--profile]

``--ticks-only`` skips the per-call table; ``--profile`` also prints a cProfile of the steady ticks
(where jellybit's CPU goes, issue 16 item 6).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

import libtorrent as lt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jellybit import config, logs, store  # noqa: E402
from jellybit.ingest import service  # noqa: E402
from jellybit.qbit import QbitClient  # noqa: E402
from jellybit.qbit.managed import ManagedQbittorrent  # noqa: E402
from jellybit.qbit.states import torrent_hashes  # noqa: E402
from jellybit.worker.qbt_sync import QbtSync  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def make_torrents(root: Path, count: int) -> list[bytes]:
    out = []
    for i in range(count):
        payload = root / f"item{i:05d}"
        payload.mkdir()
        (payload / "f.bin").write_bytes(os.urandom(1024))
        ct = lt.create_torrent(lt.list_files(str(payload)), 0, lt.create_torrent.v1_only)
        lt.set_piece_hashes(ct, str(root))
        out.append(lt.bencode(ct.generate()))
    return out


def daemon_cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def measure(label: str, call, pid: int, samples: int, before=None, interval: float = 1.0) -> dict:
    wall, cpu, qcpu, sizes = [], [], [], []
    for _ in range(samples):
        if before:
            before()
        time.sleep(interval)  # one worker tick; lets the 1000 ms refresh timer move
        q0, c0, w0 = daemon_cpu(pid), time.process_time(), time.perf_counter()
        size = call()
        w1, c1, q1 = time.perf_counter(), time.process_time(), daemon_cpu(pid)
        wall.append(w1 - w0)
        cpu.append(c1 - c0)
        qcpu.append(q1 - q0)
        sizes.append(size)
    row = {"call": label, "wall_ms": statistics.median(wall) * 1000, "cpu_ms": statistics.median(cpu) * 1000,
           "qbt_cpu_ms": statistics.median(qcpu) * 1000, "items": statistics.median(sizes)}
    print(f"{row['call']:<44} {row['wall_ms']:8.1f} {row['cpu_ms']:8.1f} {row['qbt_cpu_ms']:10.0f} {row['items']:7.0f}",
          flush=True)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--torrents", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--changed", type=int, default=50)
    parser.add_argument("--followed", type=int, default=20)
    parser.add_argument("--ticks-only", action="store_true", help="skip the per-call table")
    parser.add_argument("--profile", action="store_true", help="cProfile the steady ticks")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="jellybit-bench-") as tmp:
        base = Path(tmp)
        (base / "data").mkdir()
        t0 = time.perf_counter()
        torrents = make_torrents(base / "data", args.torrents)
        print(f"built {len(torrents)} torrents in {time.perf_counter() - t0:.1f} s")
        managed = ManagedQbittorrent(base / "profile", base / "downloads", isolated=True, refresh_interval_ms=1000)
        managed.start()
        try:
            if args.ticks_only:
                settle(managed, torrents)
            else:
                run(managed, torrents, args)
            worker_ticks(managed, base, args)
        finally:
            managed.stop()


def settle(managed: ManagedQbittorrent, torrents: list[bytes]) -> list[dict]:
    """Add the torrents (skip checking) and wait until every one is stalledUP."""
    client = QbitClient(managed.url, timeout=30)
    api = client._api  # noqa: SLF001 - bulk add for set-up only; the wrapper adds one torrent per call
    t0 = time.perf_counter()
    for i in range(0, len(torrents), 50):
        batch = {f"t{i + j}.torrent": data for j, data in enumerate(torrents[i:i + 50])}
        api.torrents_add(torrent_files=batch, save_path=str(Path(managed.downloads_dir).parent / "data"),
                         is_skip_checking=True)
    while True:
        listed = client.torrents()
        if len(listed) == len(torrents) and all(t["state"] == "stalledUP" for t in listed):
            break
        time.sleep(0.5)
    print(f"added and settled in {time.perf_counter() - t0:.1f} s; qbittorrent-nox pid {managed.proc.pid}")
    return listed


def run(managed: ManagedQbittorrent, torrents: list[bytes], args: argparse.Namespace) -> None:
    client, poller = QbitClient(managed.url, timeout=30), QbitClient(managed.url, timeout=30)
    api = client._api  # noqa: SLF001 - the tagging below changes torrents
    listed = settle(managed, torrents)
    ids = [t["hash"] for t in listed]
    pid = managed.proc.pid
    poller.sync_delta()  # the first, full update

    print(f"\n{len(ids)} torrents, medians of {args.samples} calls, one call per 1 s tick")
    print(f"{'call':<44} {'wall ms':>8} {'cpu ms':>8} {'qbt cpu ms':>10} {'items':>7}")
    measure("torrents_info() all", lambda: len(client.torrents()), pid, args.samples)
    measure("sync_delta() steady state", lambda: len(poller.sync_delta().changed), pid, args.samples)
    counter = iter(range(10**6))

    def change():
        api.torrents_add_tags(tags=f"bench{next(counter)}", torrent_hashes=ids[:args.changed])
    measure(f"sync_delta() after tagging {args.changed}", lambda: len(poller.sync_delta().changed), pid,
            args.samples, before=change)
    api.torrents_stop(torrent_hashes="all")  # paused torrents stop ticking time_active
    time.sleep(2)
    poller.sync_delta()
    measure("sync_delta() all paused", lambda: len(poller.sync_delta().changed), pid, args.samples)
    measure(f"torrents_info() {args.changed} ids", lambda: len(client.torrents(ids[:args.changed])), pid,
            args.samples)
    measure("torrents_info() 5 ids", lambda: len(client.torrents(ids[:5])), pid, args.samples)


def sync_tick(sync: QbtSync, poller: QbitClient) -> None:
    """The worker's tick before issue 16, item 6: one incremental ``sync/maindata`` per tick, the live
    map rebuilt when anything changed, then add and follow what the delta touched."""
    delta = poller.sync_delta()
    touched = {h.hash for t in delta.changed.values() for h in torrent_hashes(t)}
    if delta.full_update or delta.changed or delta.removed:
        sync.live.rebuild(delta.torrents)
    sync.synced = True
    sync.process_catched()
    sync.follow(touched, everything=False)


def tick_cost(label: str, tick, pid: int, samples: int, interval: float = 1.0) -> None:
    """Mean per tick of jellybit's CPU, qBittorrent's CPU and wall time."""
    cpu = qcpu = wall = 0.0
    for _ in range(samples):
        time.sleep(interval)
        q0, c0, w0 = daemon_cpu(pid), time.process_time(), time.perf_counter()
        tick()
        wall += time.perf_counter() - w0
        cpu += time.process_time() - c0
        qcpu += daemon_cpu(pid) - q0
    print(f"{label:<52} {wall / samples * 1000:8.1f} {cpu / samples * 1000:8.1f} {qcpu / samples * 1000:10.1f}",
          flush=True)


def worker_ticks(managed: ManagedQbittorrent, base: Path, args: argparse.Namespace) -> None:
    """The library above plus ``--followed`` magnets nobody seeds (they stay downloading, metaDL)."""
    logs.configure("ERROR")
    settings = config.load({}, dotenv=None, data_dir=base / "jb", database=base / "jb" / "jb.db",
                           qbt_url=managed.url, discover=False)
    store.open_database(settings.database)
    store.migrate_database()
    try:
        for i in range(args.followed):
            service.ingest_magnet(f"magnet:?xt=urn:btih:{i + 1:040x}&dn=Followed.{i}")
        new = QbtSync(settings, QbitClient(managed.url, timeout=30))
        while store.Download.select().where(store.Download.state == "catched").exists():
            new.tick()
        for _ in range(3):
            new.tick()  # settle: every download seen
        old = QbtSync(settings, QbitClient(managed.url, timeout=30))
        poller = QbitClient(managed.url, timeout=30)
        sync_tick(old, poller)  # its first, full update
        pid = managed.proc.pid
        followed = store.Download.select().where(store.Download.state == "downloading").count()
        print(f"\nworker tick, {args.torrents + args.followed} torrents, {followed} followed, "
              f"means of {args.samples} ticks, 1 s apart")
        print(f"{'tick':<52} {'wall ms':>8} {'cpu ms':>8} {'qbt cpu ms':>10}")
        tick_cost("before: sync/maindata every tick (steady)", lambda: sync_tick(old, poller), pid, args.samples)

        def steady():
            new._last_slow = time.monotonic()  # not the slow pass
            new.tick()
        tick_cost("after: torrents/info by hash (steady)", steady, pid, args.samples)
        if args.profile:
            profiler = cProfile.Profile()
            for _ in range(args.samples):
                time.sleep(1.0)
                profiler.runcall(steady)
            print(f"\ncProfile of {args.samples} steady ticks (cumulative, then own time)")
            stats = pstats.Stats(profiler).strip_dirs()
            stats.sort_stats("cumulative").print_stats(35)
            stats.sort_stats("tottime").print_stats(25)

        def slow():
            new._last_slow = 0.0
            new.tick()
        tick_cost("after: slow pass (every torrent, every ~30 s)", slow, pid, max(3, args.samples // 3))
        print(f"slow pass every {new.slow_interval:.0f} s at the default timeouts, poll every "
              f"{settings.poll_interval:.0f} s: see docs/performance.md for the mean per tick")
    finally:
        store.close_database()


if __name__ == "__main__":
    main()

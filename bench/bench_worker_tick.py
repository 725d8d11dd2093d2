"""Poll cost with 1,000 torrents in a real qBittorrent and 1,000 matching active downloads.

jellybit's CPU per worker tick (``time.process_time``; qBittorrent runs in its own process) for:
- a steady tick (nothing changed) with the incremental ``sync/maindata`` design,
- a tick after 50 torrents changed,
- the naive design beside them: a full ``torrents/info`` read and a reconcile of every download.
Target: steady tick <= 20 ms of jellybit CPU, growing with changes, not with the library.

    .venv/bin/python bench/bench_worker_tick.py [--torrents 1000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import libtorrent as lt  # noqa: E402

from jellybit import config, logs, store  # noqa: E402
from jellybit.ingest import service  # noqa: E402
from jellybit.qbit.managed import ManagedQbittorrent  # noqa: E402
from jellybit.worker.qbt_sync import QbtSync  # noqa: E402


def tiny_torrent(parent: Path, n: int) -> bytes:
    path = parent / f"bench-{n:05d}.bin"
    path.write_bytes(n.to_bytes(4, "big") * 4096)
    ct = lt.create_torrent(lt.list_files(str(path)), 16384, lt.create_torrent.v1_only)
    lt.set_piece_hashes(ct, str(parent))
    data = lt.bencode(ct.generate())
    path.unlink()  # no data on disk: the torrent stays incomplete (stalledDL), so it stays "downloading"
    return data


def cpu_of(fn, repeat: int) -> tuple[float, float]:
    cpu, wall = [], []
    for _ in range(repeat):
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
    return statistics.median(cpu), statistics.median(wall)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--torrents", type=int, default=1000)
    args = parser.parse_args()
    logs.configure("ERROR")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        qbt = ManagedQbittorrent(tmp / "profile", tmp / "downloads", isolated=True, refresh_interval_ms=1000)
        url = qbt.start()
        try:
            settings = config.load({}, dotenv=None, data_dir=tmp / "data", database=tmp / "data" / "jb.db",
                                   qbt_url=url)
            store.open_database(settings.database)
            store.migrate_database()
            t0 = time.perf_counter()
            (tmp / "src").mkdir()
            for n in range(args.torrents):
                service.ingest_torrent(tiny_torrent(tmp / "src", n), torrents_dir=settings.torrents_dir,
                                       max_size=1 << 20, category="jellybit")
            print(f"built and ingested {args.torrents} torrents in {time.perf_counter() - t0:.1f} s")
            sync = QbtSync(settings, __import__("jellybit.qbit.client", fromlist=["QbitClient"]).QbitClient(url))
            t0 = time.perf_counter()
            while store.Download.select().where(store.Download.state == "catched").exists():
                sync.tick()
            print(f"added all to qBittorrent through the worker in {time.perf_counter() - t0:.1f} s")
            time.sleep(2.5)
            for _ in range(3):
                sync.tick()  # settle: every download seen in a snapshot
            downloading = store.Download.select().where(store.Download.state == "downloading").count()
            steady = cpu_of(sync.tick, 15)
            ids = [t["hash"] for t in sync.client.torrents()][:50]

            def changed_tick():
                sync.client._api.torrents_add_tags(tags=f"t{time.monotonic_ns()}", torrent_hashes=ids)
                time.sleep(1.2)  # let qBittorrent's refresh timer publish the change
                c0, w0 = time.process_time(), time.perf_counter()
                sync.tick()
                return (time.process_time() - c0) * 1000, (time.perf_counter() - w0) * 1000

            changed = [changed_tick() for _ in range(5)]

            def naive_tick():
                torrents = {t["hash"]: t for t in sync.client.torrents()}
                sync.live.rebuild(torrents)
                sync.follow(set(), everything=True)

            naive = cpu_of(naive_tick, 10)
            print(f"downloads followed: {downloading}")
            print(f"steady tick, incremental sync     : jellybit CPU {steady[0]:6.1f} ms   wall {steady[1]:6.1f} ms"
                  "   (target CPU <= 20 ms)")
            print(f"tick after 50 torrents changed    : jellybit CPU "
                  f"{statistics.median(c for c, _ in changed):6.1f} ms   wall "
                  f"{statistics.median(w for _, w in changed):6.1f} ms")
            print(f"naive tick: full torrents/info +  : jellybit CPU {naive[0]:6.1f} ms   wall {naive[1]:6.1f} ms")
            print("  reconcile of every download")
        finally:
            store.close_database()
            qbt.stop()


if __name__ == "__main__":
    main()

"""Layout cost: plan + apply of a 1,000-file pack vs a bare ``os.link`` loop; Undo vs a bare ``os.unlink`` loop.

The bare loops do nothing but the syscalls (directories made beforehand); jellybit additionally checks
path safety, looks for collisions, writes a ``file_link`` intent per file and confirms it, and on
Undo verifies each inode and that no data is lost. Target: each ratio ≤ 2×. Best of 5 rounds.

    .venv/bin/python bench/bench_layout.py
"""

from __future__ import annotations

import os
import secrets
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jellybit import store  # noqa: E402
from jellybit.infohash import Infohash  # noqa: E402
from jellybit.layout import naming  # noqa: E402
from jellybit.layout.apply import apply  # noqa: E402
from jellybit.layout.plan import Roots, build_plan  # noqa: E402
from jellybit.layout.undo import undo  # noqa: E402

FILES, ROUNDS = 1000, 5


def pack() -> list[dict]:
    """10 seasons × 100 episodes of one show, as recognition would map them."""
    return [{"path": f"Show.Complete/S{s:02d}/Show.S{s:02d}E{e:03d}.mkv", "role": "video",
             "target": naming.episode_file("Show", 2001, 42, s, [e], "mkv")}
            for s in range(1, 11) for e in range(1, FILES // 10 + 1)]


def one_round(base: Path, files: list[dict]) -> tuple[float, float, float, float]:
    save, lib, bare = base / "dl", base / "lib", base / "bare"
    for f in files:
        p = save / f["path"]
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(b"x")
    roots = Roots(lib / "movies", lib / "shows")
    did = store.create_download_if_no_active(hashes=[Infohash(secrets.token_hex(20), "v1")], source_ref="m",
                                             source_kind="magnet", state="linking", save_path=str(save)).download_id

    pairs = [(str(save / f["path"]), str(bare / f["target"])) for f in files]
    for d in {os.path.dirname(t) for _, t in pairs}:
        os.makedirs(d, exist_ok=True)
    t0 = time.perf_counter()
    for src, dst in pairs:
        os.link(src, dst)
    t_bare_link = time.perf_counter() - t0

    t0 = time.perf_counter()
    plan = build_plan(save_path=save, files=files, kind="series", roots=roots)
    res = apply(did, plan)
    t_apply = time.perf_counter() - t0
    assert res.ok and res.linked == FILES, res.message

    t0 = time.perf_counter()
    for _, dst in pairs:
        os.unlink(dst)
    t_bare_unlink = time.perf_counter() - t0

    t0 = time.perf_counter()
    u = undo(did)
    t_undo = time.perf_counter() - t0
    assert len(u.removed) == FILES and u.clean
    return t_bare_link, t_apply, t_bare_unlink, t_undo


def main() -> None:
    files = pack()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        store.open_database(Path(tmp) / "bench.db")
        store.migrate_database()
        for i in range(ROUNDS):
            base = Path(tmp) / f"r{i}"
            results.append(one_round(base, files))
            shutil.rmtree(base)
        store.close_database()
    bl, ap, bu, un = (min(r[k] for r in results) for k in range(4))
    print(f"files: {FILES}, best of {ROUNDS}")
    print(f"link:   bare os.link loop {bl * 1000:7.1f} ms | plan + apply {ap * 1000:7.1f} ms | ratio {ap / bl:4.2f}x")
    print(f"unlink: bare os.unlink    {bu * 1000:7.1f} ms | undo         {un * 1000:7.1f} ms | ratio {un / bu:4.2f}x")


if __name__ == "__main__":
    main()

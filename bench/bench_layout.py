"""Layout cost: plan + apply of a 1,000-file pack vs a bare ``os.link`` loop; Undo vs a bare ``os.unlink`` loop.

The bare loops do nothing but the syscalls (directories made beforehand); jellybit additionally checks
path safety, looks for collisions, writes a ``file_link`` intent per file and confirms it, creates the
folders, and on Undo verifies each inode and that no data is lost, and removes the folders it made.
Target: each ratio ≤ 2×. Best of 5 rounds. The bare loops' ``mkdir``/``rmdir`` of the same folders are
timed too and shown beside them (not part of the ratio), and the CPU time of each side (``process_time``),
which a busy shared machine distorts much less than the wall time.

    .venv/bin/python bench/bench_layout.py           # the ratios
    .venv/bin/python bench/bench_layout.py --steps   # plus the best time of each step (perf_counter)
"""

from __future__ import annotations

import contextlib
import functools
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


class _Clock:
    """Wall and CPU time of each named section (CPU time: this process's user + system time, which other
    work on a shared machine barely moves; the wall time is the figure of record when the machine is quiet)."""

    def __init__(self):
        self.wall: dict[str, float] = {}
        self.cpu: dict[str, float] = {}

    @contextlib.contextmanager
    def __call__(self, name: str):
        w, c = time.perf_counter(), time.process_time()
        yield
        self.wall[name], self.cpu[name] = time.perf_counter() - w, time.process_time() - c


def one_round(base: Path, files: list[dict]) -> _Clock:
    save, lib, bare = base / "dl", base / "lib", base / "bare"
    for f in files:
        p = save / f["path"]
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(b"x")
    roots = Roots(lib / "movies", lib / "shows")
    did = store.create_download_if_no_active(hashes=[Infohash(secrets.token_hex(20), "v1")], source_ref="m",
                                             source_kind="magnet", state="linking", save_path=str(save)).download_id

    pairs = [(str(save / f["path"]), str(bare / f["target"])) for f in files]
    dirs = sorted({os.path.dirname(t) for _, t in pairs})
    made = sorted({p for d in dirs for p in [d, *map(str, Path(d).parents)]
                   if p == str(bare) or p.startswith(str(bare) + os.sep)})
    clock = _Clock()
    with clock("bare_mkdir"):
        for d in made:
            os.mkdir(d)
    with clock("bare_link"):
        for src, dst in pairs:
            os.link(src, dst)

    with clock("apply"):
        plan = build_plan(save_path=save, files=files, kind="series", roots=roots)
        res = apply(did, plan)
    assert res.ok and res.linked == FILES, res.message

    with clock("bare_unlink"):
        for _, dst in pairs:
            os.unlink(dst)
    with clock("bare_rmdir"):
        for d in reversed(made):
            os.rmdir(d)

    with clock("undo"):
        u = undo(did)
    assert len(u.removed) == FILES and u.clean
    return clock


_steps: dict[str, float] = {}
_ORDER: list[str] = []


def _timed(f, label: str):
    @functools.wraps(f)
    def timed(*a, **k):
        t0 = time.perf_counter()
        try:
            return f(*a, **k)
        finally:
            _steps[label] = _steps.get(label, 0.0) + time.perf_counter() - t0
    return timed


def _time_steps() -> None:
    """Wrap the steps of plan + apply and of Undo with perf_counter (``--steps``)."""
    from jellybit.layout import apply as apply_mod
    from jellybit.layout import journal, ownership

    steps = [
        (apply_mod, "_preflight", "apply: preflight (lstat, folders, collisions)"),
        (apply_mod, "_write_intents", "apply: intents (ids + insert)"),
        (journal, "insert", "apply:   of which the insert"),
        (apply_mod, "_make_links", "apply: links (mkdir and link; this tree)"),
        (apply_mod, "_make_dirs", "apply:   mkdir"),
        (apply_mod, "_link_one", "apply:   _link_one (all links before; now the rest)"),
        (journal, "supersede", "apply: supersede"),
        (journal, "live_rows", "undo: read the rows"),  # apply reads them too (none there: ~0.05 ms)
        (ownership, "remove_all", "undo: per file (folder reads, identity, unlink)"),
        (ownership, "remove_if_ours", "undo:   of which file by file (lstat, ...)"),
        (ownership, "prune_dirs", "undo: rmdir"),
        (journal, "mark_removed", "undo: mark the rows removed"),
    ]
    globals()["build_plan"] = _timed(build_plan, "plan")
    for owner, name, label in steps:
        if hasattr(owner, name):  # the same script times an older tree too (no ``remove_all`` there)
            setattr(owner, name, _timed(getattr(owner, name), label))
    confirm, timed = journal.confirm, _timed(journal.confirm, "apply: confirm")
    # the intents' confirm of adoptions (none here: empty) is not the batch's confirm
    journal.confirm = lambda *a, **k: (timed if a and a[0] else confirm)(*a, **k)
    _ORDER[:] = ["plan"] + [label for _, _, label in steps]
    _ORDER.insert(_ORDER.index("apply: supersede"), "apply: confirm")


def bare_insert(tmp: str, rounds: int = ROUNDS) -> float:
    """The best time of a bare ``sqlite3`` ``executemany`` of the last batch's rows (as ``journal.insert`` wrote
    them) into a copy of ``file_link`` (its schema, indexes and pragmas) in a fresh file: what of the insert
    is SQLite's."""
    import sqlite3

    from jellybit.store.db import PRAGMAS
    db = store.database
    cols = ("id, download_id, apply_batch_id, source_path, target_path, device, inode, size, method, state, "
            "created_dirs, created_at")
    last = db.execute_sql("SELECT apply_batch_id FROM file_link ORDER BY id DESC LIMIT 1").fetchone()[0]
    rows = db.execute_sql(f"SELECT {cols} FROM file_link WHERE apply_batch_id = ? ORDER BY id", (last,)).fetchall()
    rows = [(*r[:9], "pending", *r[10:]) for r in rows]
    schema = [r[0] for r in db.execute_sql(
        "SELECT sql FROM sqlite_master WHERE name = 'download' OR tbl_name = 'file_link' AND sql IS NOT NULL "
        "ORDER BY name = 'download' DESC")]
    best = float("inf")
    for i in range(rounds):
        con = sqlite3.connect(Path(tmp) / f"bare{i}.db", isolation_level=None)
        for k, v in PRAGMAS.items():
            con.execute(f"PRAGMA {k} = {v}")
        for sql in schema:
            con.execute(sql)
        con.execute("PRAGMA foreign_keys = 0")  # the download row is not copied (jellybit's insert checks it)
        t0 = time.perf_counter()
        con.execute("BEGIN IMMEDIATE")
        con.executemany(f"INSERT INTO file_link ({cols}) VALUES ({', '.join('?' * 12)})", rows)
        con.execute("COMMIT")
        best = min(best, time.perf_counter() - t0)
        con.close()
    return best * 1000


def main() -> None:
    steps = "--steps" in sys.argv[1:]
    if steps:
        _time_steps()
    files = pack()
    results, per_step = [], []
    with tempfile.TemporaryDirectory() as tmp:
        store.open_database(Path(tmp) / "bench.db")
        store.migrate_database()
        for i in range(ROUNDS):
            base = Path(tmp) / f"r{i}"
            _steps.clear()
            results.append(one_round(base, files))
            per_step.append(dict(_steps))
            shutil.rmtree(base)
        bare_sql = bare_insert(tmp) if steps else None
        store.close_database()
    best = {k: min(r.wall[k] for r in results) * 1000 for k in results[0].wall}
    cpu = {k: min(r.cpu[k] for r in results) * 1000 for k in results[0].cpu}
    bl, ap, bu, un = best["bare_link"], best["apply"], best["bare_unlink"], best["undo"]
    print(f"files: {FILES}, best of {ROUNDS}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    # The folders' mkdir/rmdir swing 0.3 → 12 ms when other work hammers the filesystem; counted on both
    # sides, round by round, the ratio says how much of a slow round was jellybit's.
    both_l = sorted(r.wall["apply"] / (r.wall["bare_link"] + r.wall["bare_mkdir"]) for r in results)
    both_u = sorted(r.wall["undo"] / (r.wall["bare_unlink"] + r.wall["bare_rmdir"]) for r in results)
    print(f"link:   bare os.link loop {bl:7.1f} ms | plan + apply {ap:7.1f} ms | ratio {ap / bl:4.2f}x"
          f"   (bare mkdir of the folders {best['bare_mkdir']:.1f} ms)")
    print(f"unlink: bare os.unlink    {bu:7.1f} ms | undo         {un:7.1f} ms | ratio {un / bu:4.2f}x"
          f"   (bare rmdir of the folders {best['bare_rmdir']:.1f} ms)")
    print(f"folders on both sides (median of the rounds): link {both_l[len(both_l) // 2]:4.2f}x"
          f" | unlink {both_u[len(both_u) // 2]:4.2f}x")
    print(f"cpu:    link {cpu['bare_link']:.1f} vs {cpu['apply']:.1f} ms, ratio {cpu['apply'] / cpu['bare_link']:4.2f}x"
          f" | unlink {cpu['bare_unlink']:.1f} vs {cpu['undo']:.1f} ms, ratio {cpu['undo'] / cpu['bare_unlink']:4.2f}x")
    if steps:
        print("best time of each step (the wrappers add ~0.5 µs per call):")
        for label in _ORDER:
            print(f"  {label:50s} {min(s.get(label, 0.0) for s in per_step) * 1000:6.2f} ms")
        print(f"  {'bare sqlite3 executemany of the same rows':50s} {bare_sql:6.2f} ms   (a copy of the table)")


if __name__ == "__main__":
    main()

"""Server time of the review page (issue 17, item 6), and of one per-file change (set-file).

The Manual-Import review shows the plan of the choice Apply sends — so the page re-runs the offline rules
for it (``recognize_as``), where the page before only read the stored mapping — and lists every file. This
measures GET /review/<id> through the whole Flask stack for a 3-episode and a 200-episode pack (with a
sample), and POST /download/<id>/set-file (store the change, re-run offline, re-plan). Run it on this tree
and, for the baseline, on another checkout of jellybit in the same run:

    .venv/bin/python bench/bench_review17.py [--code /work/main] [--requests 40]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--code", default=str(Path(__file__).resolve().parents[1]), help="the jellybit tree to measure")
    ap.add_argument("--requests", type=int, default=40)
    args = ap.parse_args()
    sys.path.insert(0, args.code)
    from jellybit import config, recognition, recognizer, store
    from jellybit.factory import create_app
    from jellybit.recognition.metadata.base import Candidate

    tmp = Path(tempfile.mkdtemp(prefix="bench-review-"))
    settings = config.load({"JELLYBIT_API_KEY": "bench-key-0123456789"}, dotenv=None, data_dir=tmp / "data",
                           database=tmp / "data" / "jb.db", movies_dir=tmp / "lib" / "movies",
                           shows_dir=tmp / "lib" / "shows")
    app = create_app(settings)
    app.config["TESTING"] = True
    client = app.test_client()
    import jellybit
    print(f"code: {Path(jellybit.__file__).parents[1]}")
    for episodes in (3, 200):
        name = f"Some.Show.S01.1080p.WEB-DL.{episodes}"
        files = [(f"{name}/Some.Show.S01E{n:02d}.1080p.WEB-DL.mkv", 1_000_000_000) for n in range(1, episodes + 1)]
        files.append((f"{name}/sample.mkv", 20_000_000))
        with app.app_context():
            created = store.create_download_if_no_active(
                hashes=[store_hash(episodes)], source_ref="magnet:?xt=urn:btih:" + f"{episodes:040x}",
                source_kind="magnet", name=name)
            did = created.download_id
            store.promote_catched(did)
            for to in ("completed", "recognizing", "review"):
                store.set_state(did, to)
            store.update_fields(did, save_path=str(tmp / "downloads"))
            torrent = recognition.TorrentInput(name, tuple(recognition.FileInput(p, s) for p, s in files))
            result = recognition.recognize(torrent)
            cands = [Candidate("parse", None, "Some Show", None, None, "series", 0.6),
                     Candidate("tmdb", "4242", "Some Show", None, 2020, "series", 0.58)]
            recognizer.store_decision(did, torrent, recognizer.Decision(result, "review", 0.55, "bench", "parse",
                                                                        cands))
        page = timed(lambda did=did: client.get(f"/review/{did}"), args.requests)
        print(f"GET /review ({episodes} episodes): p50 {page[0]:.1f} ms, p90 {page[1]:.1f} ms")
        if f"/download/{did}/set-file" in client.get(f"/review/{did}").get_data(as_text=True):  # not in the baseline
            token = re.search(r'<meta name="csrf-token" content="([^"]+)"', client.get("/add").get_data(as_text=True))
            form = {"csrf_token": token.group(1), "from": "review", "path": files[0][0], "role": "episode",
                    "season": "1", "episodes": "1"}
            post = timed(lambda did=did, form=form: client.post(f"/download/{did}/set-file", data=form),
                         max(5, args.requests // 4), status=303)
            print(f"POST set-file ({episodes} episodes): p50 {post[0]:.1f} ms, p90 {post[1]:.1f} ms")
    store.close_database()


def store_hash(n: int):
    from jellybit.infohash import normalize
    return normalize(f"{n:040x}")


def timed(call, n: int, status: int = 200) -> tuple[float, float]:
    call()  # warm: templates compiled, caches filled
    times = []
    for _ in range(n):
        t = time.perf_counter()
        resp = call()
        times.append((time.perf_counter() - t) * 1000)
        assert resp.status_code == status, resp.status_code
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.9) - 1]


if __name__ == "__main__":
    main()

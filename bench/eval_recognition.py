"""Recognition accuracy on the corpus, beside the guessit-alone baseline.

Prints, per category: exact-torrent accuracy (engine vs naive guessit), per-field accuracy, wrong autos
(an "auto" that is wrong or that a person would not accept), needless reviews, and throughput.
Usage: ``python bench/eval_recognition.py [--corpus FILE] [--failures]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.eval_public import reliability  # noqa: E402
from bench.naive import naive  # noqa: E402
from jellybit.recognition import TorrentInput, recognize, warm_up  # noqa: E402
from jellybit.recognition.text import _guess  # noqa: E402
from tests.recognition.corpus import CORPUS, compare, field_hits, load  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--corpus", type=Path, default=CORPUS)
    p.add_argument("--failures", action="store_true", help="list every engine miss with its differences")
    args = p.parse_args(argv)
    cases = load(args.corpus)
    warm_up()
    _guess.cache_clear()

    by_cat = defaultdict(lambda: {"n": 0, "ours": 0, "naive": 0, "wrong_auto": 0, "auto": 0})
    fields = defaultdict(lambda: [0, 0])
    wrong_auto, needless, autos = [], [], 0
    t_ours = t_naive = 0.0
    misses = []
    rows = []
    for c in cases:
        t0 = time.perf_counter()
        res = recognize(TorrentInput.from_dict(c)).to_dict()
        t_ours += time.perf_counter() - t0
        t0 = time.perf_counter()
        base = naive(c)
        t_naive += time.perf_counter() - t0
        exp = c["expected"]
        d = compare(exp, res)
        st = by_cat[c["category"]]
        st["n"] += 1
        st["ours"] += not d
        st["naive"] += not compare(exp, base)
        if res["decision"] == "auto":
            autos += 1
            st["auto"] += 1
            if d or not exp["auto_ok"]:
                wrong_auto.append(c["id"])
                st["wrong_auto"] += 1
        elif not d and exp["auto_ok"]:
            needless.append(c["id"])
        for k, ok in field_hits(exp, res).items():
            fields[k][0] += ok
        for k, ok in field_hits(exp, base).items():
            fields[k][1] += ok
        if d:
            misses.append((c["id"], d))
        rows.append((res["confidence"], res["decision"], not d and (res["decision"] != "auto" or exp["auto_ok"])))

    n = len(cases)
    print(f"corpus: {args.corpus.name}  {n} torrents, {sum(len(c['files']) for c in cases)} files\n")
    print(f"{'category':<20}{'n':>4}{'engine':>9}{'naive':>9}{'auto':>6}{'wrong-auto':>12}")
    for cat in sorted(by_cat):
        s = by_cat[cat]
        print(f"{cat:<20}{s['n']:>4}{100 * s['ours'] / s['n']:>8.1f}%{100 * s['naive'] / s['n']:>8.1f}%"
              f"{s['auto']:>6}{s['wrong_auto']:>12}")
    ours = sum(s["ours"] for s in by_cat.values())
    nv = sum(s["naive"] for s in by_cat.values())
    print(f"{'TOTAL (exact)':<20}{n:>4}{100 * ours / n:>8.1f}%{100 * nv / n:>8.1f}%{autos:>6}{len(wrong_auto):>12}\n")
    print(f"{'field':<20}{'engine':>9}{'naive':>9}")
    for k, (a, b) in fields.items():
        print(f"{k:<20}{100 * a / n:>8.1f}%{100 * b / n:>8.1f}%")
    print(f"\nauto decisions: {autos}/{n}; wrong autos: {len(wrong_auto)} {wrong_auto or ''}")
    print(f"needless reviews (right answer, a person would accept auto): {len(needless)}")
    print(f"\nthroughput (cold guessit cache, whole corpus): engine {n / t_ours:.0f} torrents/s, "
          f"naive guessit {n / t_naive:.1f} torrents/s, speed-up x{t_naive / t_ours:.1f}")
    print("\nreliability (confidence bin: torrents, share right, autos, wrong autos)")
    for b, m, right, au, w in reliability(rows):
        print(f"  {b}: {m:>4}  {100 * right / m if m else 0:5.1f}%  {au:>4}  {w:>3}")
    if args.failures:
        for cid, d in misses:
            print(f"\nMISS {cid}:\n  " + "\n  ".join(d[:10]))
    return 0 if not wrong_auto else 1


if __name__ == "__main__":
    raise SystemExit(main())

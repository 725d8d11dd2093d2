"""Recognition throughput: the engine vs naive guessit, side by side, in one run.

1. the corpus, one torrent at a time with a COLD guessit cache (median torrent and torrents/s);
2. the corpus as one warm process would see it (cache kept across torrents);
3. synthetic 300-file multi-season packs (10 seasons × 30 files, subtitles and samples included): one with
   bare scene names, one where every episode carries its own title (no two names share a shape).
Targets (issue 13): median torrent ≤ 50 ms, a 300-file pack ≤ 2 s; exit 1 when one is missed.
Usage: ``python bench/bench_recognition.py``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.naive import naive  # noqa: E402
from jellybit.recognition import TorrentInput, recognize, warm_up  # noqa: E402
from jellybit.recognition.text import _guess  # noqa: E402
from tests.recognition.corpus import load  # noqa: E402

GB = 1024**3


MEDIAN_TARGET_S = 0.050
PACK_TARGET_S = 2.0
_WORDS = "Pilot Well Harbour Night Train Lantern Copper Orchard Glass River Stone Echo".split()


def synthetic_pack(titled: bool = False) -> dict:
    root = "Some.Show.S01-S10.1080p.BluRay.x264-GRP"
    files = []
    for s in range(1, 11):
        for e in range(1, 28):
            ep = f".{_WORDS[e % 12]}.{_WORDS[(s * e) % 12]}.Part.{e}" if titled else ""
            files.append({"path": f"{root}/Season {s:02d}/Some.Show.S{s:02d}E{e:02d}{ep}.1080p.BluRay.x264-GRP.mkv",
                          "size": GB})
        files.append({"path": f"{root}/Season {s:02d}/Some.Show.S{s:02d}E01.1080p.BluRay.x264-GRP.en.srt", "size": 1})
        files.append({"path": f"{root}/Season {s:02d}/Sample/some.show.s{s:02d}e01.sample.mkv", "size": 30 * 2**20})
        files.append({"path": f"{root}/Season {s:02d}/Some.Show.S{s:02d}.nfo", "size": 4000})
    return {"name": root, "files": files[:300]}


def _time(fn, *a) -> float:
    t0 = time.perf_counter()
    fn(*a)
    return time.perf_counter() - t0


def main() -> int:
    cases = load()
    warm_up()
    ours, base = [], []
    for c in cases:
        _guess.cache_clear()
        ours.append(_time(lambda c=c: recognize(TorrentInput.from_dict(c))))
        base.append(_time(naive, c))
    mo, mb = statistics.median(ours), statistics.median(base)
    print(f"corpus: {len(cases)} torrents, cold cache per torrent")
    print(f"  median torrent  engine {mo * 1000:7.2f} ms ({1 / mo:6.0f}/s)   "
          f"naive {mb * 1000:7.2f} ms ({1 / mb:5.1f}/s)   x{mb / mo:.0f}")
    print(f"  whole corpus    engine {sum(ours):7.2f} s  ({len(cases) / sum(ours):6.0f}/s)   naive {sum(base):7.2f} s "
          f"({len(cases) / sum(base):5.1f}/s)   x{sum(base) / sum(ours):.0f}")
    _guess.cache_clear()
    warm = _time(lambda: [recognize(TorrentInput.from_dict(c)) for c in cases])
    print(f"  warm process    engine {warm:7.2f} s  ({len(cases) / warm:6.0f}/s)")
    missed = []
    if mo > MEDIAN_TARGET_S:
        missed.append(f"median torrent {mo * 1000:.1f} ms > {MEDIAN_TARGET_S * 1000:.0f} ms")
    for titled in (False, True):
        pack = synthetic_pack(titled)
        _guess.cache_clear()
        tp = _time(lambda pack=pack: recognize(TorrentInput.from_dict(pack)))
        tn = _time(naive, pack)
        kind = "every episode titled" if titled else "bare scene names"
        print(f"synthetic pack: {len(pack['files'])} files, 10 seasons, {kind}")
        print(f"  engine {tp * 1000:7.1f} ms   naive {tn * 1000:7.1f} ms   x{tn / tp:.0f}")
        if tp > PACK_TARGET_S:
            missed.append(f"300-file pack ({kind}) {tp:.2f} s > {PACK_TARGET_S:.0f} s")
    print("targets: " + ("; ".join(missed) if missed else f"met (median ≤ {MEDIAN_TARGET_S * 1000:.0f} ms, "
                                                              f"pack ≤ {PACK_TARGET_S:.0f} s)"))
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())

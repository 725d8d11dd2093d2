"""``python -m jellybit recognize --input FILE`` — recognise torrents described as JSON Lines.

Each input line is ``{"name": ..., "files": [{"path": ..., "size": ...}, ...]}`` (optionally ``"hints"``
and ``"overrides"``); each output line is the recognition in the same order, or ``{"error": ...}`` for a
bad line. One process handles any number of lines; guessit is warmed once.
"""

from __future__ import annotations

import argparse
import json
import sys

from .decide import recognize
from .model import TorrentInput
from .text import warm_up

CLI_FILE_KEYS = ("path", "role", "season", "episodes", "absolute", "date", "lang", "forced", "sdh", "title", "year",
                 "target")


def answer(line: str, threshold: float) -> dict:
    """The CLI object for one input line; never raises."""
    try:
        data = json.loads(line)
        torrent = TorrentInput.from_dict(data)
        hints = data.get("hints") if isinstance(data.get("hints"), str) else None
        overrides = data.get("overrides") if isinstance(data.get("overrides"), dict) else None
        res = recognize(torrent, hints, overrides, threshold=threshold)
    except (ValueError, TypeError, KeyError) as exc:
        return {"error": f"{type(exc).__name__}: {exc}"}
    except Exception as exc:  # noqa: BLE001 - one bad torrent must not stop the batch
        return {"error": f"internal error: {type(exc).__name__}: {exc}"}
    d = res.to_dict()
    d["files"] = [{k: f[k] for k in CLI_FILE_KEYS} for f in d["files"]]
    return d


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="jellybit recognize", description=__doc__.split("\n")[0])
    p.add_argument("--input", "-i", default="-", help="JSON Lines file, or - for stdin (default)")
    p.add_argument("--pretty", action="store_true", help="indented JSON for humans")
    p.add_argument("--threshold", type=float, default=0.85, help="auto-apply threshold (config auto_threshold)")
    args = p.parse_args(argv)
    warm_up()
    src = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")  # noqa: SIM115
    out = sys.stdout
    try:
        for line in src:
            if not line.strip():
                continue
            obj = answer(line, args.threshold)
            out.write(json.dumps(obj, ensure_ascii=False, indent=2 if args.pretty else None) + "\n")
    finally:
        if src is not sys.stdin:
            src.close()
    out.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

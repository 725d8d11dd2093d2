"""Loading the recognition corpus and comparing an answer with a human's expectation.

Shared by ``test_corpus.py`` and ``bench/eval_recognition.py`` so both count the same thing. A torrent is
an EXACT match when type, title (compared case- and punctuation-insensitively), year and, for every file,
role, season, episodes, language, forced flag (and per-file title/year/date/absolute where the case states
them) all agree.
"""

from __future__ import annotations

import json
from pathlib import Path

from jellybit.recognition.text import norm

CORPUS = Path(__file__).resolve().parents[1] / "data" / "recognition" / "corpus.jsonl"


def load(path: Path = CORPUS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def compare(expected: dict, actual: dict) -> list[str]:
    """Differences between an expected case answer and an actual CLI-shaped answer (empty = exact)."""
    diffs = []
    if expected["type"] != actual.get("type"):
        diffs.append(f"type {actual.get('type')!r} != {expected['type']!r}")
    if norm(expected["title"]) != norm(actual.get("title")):
        diffs.append(f"title {actual.get('title')!r} != {expected['title']!r}")
    if expected["year"] != actual.get("year"):
        diffs.append(f"year {actual.get('year')!r} != {expected['year']!r}")
    got = {f["path"]: f for f in actual.get("files", [])}
    for ef in expected["files"]:
        af = got.get(ef["path"])
        if af is None:
            diffs.append(f"missing file {ef['path']}")
            continue
        short = ef["path"].rsplit("/", 1)[-1]
        for key in ("role", "season", "episodes", "lang", "forced", "date", "absolute", "title", "year"):
            if key not in ef:
                if key in ("date", "absolute") and ef["role"] == "video" and af.get(key):
                    diffs.append(f"{short}: {key} {af.get(key)!r} != none")
                continue
            want, have = ef[key], af.get(key)
            if key == "title":
                same = norm(want) == norm(have)
            elif key in ("absolute", "forced"):
                same = bool(want) == bool(have)
            else:
                same = want == have
            if not same:
                diffs.append(f"{short}: {key} {have!r} != {want!r}")
    return diffs


def field_hits(expected: dict, actual: dict) -> dict[str, bool]:
    """Per-field correctness for the accuracy-by-field table."""
    got = {f["path"]: f for f in actual.get("files", [])}

    def files_ok(keys):
        for ef in expected["files"]:
            af = got.get(ef["path"], {})
            for k in keys:
                if k in ef and (norm(ef[k]) != norm(af.get(k)) if k == "title" else ef[k] != af.get(k)):
                    return False
        return True

    return {
        "type": expected["type"] == actual.get("type"),
        "title": norm(expected["title"]) == norm(actual.get("title")),
        "year": expected["year"] == actual.get("year"),
        "roles": files_ok(["role"]),
        "numbering": files_ok(["season", "episodes", "date"]),
        "subtitles": files_ok(["lang", "forced"]),
    }

"""The evaluation corpus (tests/data/recognition/corpus.jsonl) as tests: one per torrent, plus the
overall exact-match rate and the no-wrong-auto invariant."""

from __future__ import annotations

import pytest

from jellybit.recognition import TorrentInput, recognize
from jellybit.recognition.cli import answer

from .corpus import compare, load

CASES = load()
#: Known-hard cases an offline parser cannot get right (each needs outside knowledge).
KNOWN_HARD = {
    "aot-final-season": "'The Final Season' is season 4 only on TMDB; offline it is assumed season 1 (review)",
    "civil-war-episode-dash": "'Ken Burns - The Civil War': the creator prefix cannot be told from a title offline",
}
_RESULTS: dict[str, dict] = {}


def _result(case: dict) -> dict:
    if case["id"] not in _RESULTS:
        _RESULTS[case["id"]] = recognize(TorrentInput.from_dict(case)).to_dict()
    return _RESULTS[case["id"]]


def _param(case):
    marks = [pytest.mark.xfail(reason=KNOWN_HARD[case["id"]], strict=True)] if case["id"] in KNOWN_HARD else []
    return pytest.param(case, id=f"{case['category']}/{case['id']}", marks=marks)


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_case(case):
    res = _result(case)
    diffs = compare(case["expected"], res)
    assert not diffs, "\n".join(diffs[:12])
    assert len(res["files"]) == len(case["files"])


@pytest.mark.parametrize("case", [pytest.param(c, id=f"{c['category']}/{c['id']}") for c in CASES])
def test_no_wrong_auto(case):
    """An "auto" decision must be exactly right AND acceptable to apply without asking (zero wrong autos)."""
    res = _result(case)
    if res["decision"] == "auto":
        assert case["expected"]["auto_ok"], f"auto on a case a person would review: {res['reason']}"
        assert not compare(case["expected"], res)


def test_corpus_size_and_categories():
    assert len(CASES) >= 150
    cats = {c["category"] for c in CASES}
    for need in ("collection", "tv_altnum", "russian_series", "anime", "daily", "special", "ads", "movie_extras"):
        assert need in cats


def test_overall_exact_match_rate():
    exact = sum(1 for c in CASES if not compare(c["expected"], _result(c)))
    assert exact / len(CASES) >= 0.95, f"exact {exact}/{len(CASES)}"


def test_cli_shape_matches_recognize():
    case = CASES[0]
    out = answer(__import__("json").dumps({"name": case["name"], "files": case["files"]}), 0.85)
    assert set(out) >= {"type", "title", "year", "confidence", "decision", "reason", "files"}
    assert [f["path"] for f in out["files"]] == [f["path"] for f in case["files"]]
    for f in out["files"]:
        assert set(f) >= {"path", "role", "season", "episodes", "absolute", "date", "lang", "forced", "title", "year",
                          "target"}

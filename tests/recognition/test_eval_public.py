"""The public yardstick in CI: jellybit vs naive guessit on guessit's packaged fixtures (bench/eval_public.py).

The floor is the figure really reached (it only moves up); the issue-13 goal — never behind naive guessit on
"all fields right" — is not met on guessit's own fixtures (guessit passes them by construction) and is kept
visible as a strict xfail, not hidden.
"""

from __future__ import annotations

import pytest

from bench.eval_public import evaluate, load

#: Reached on 2026-12-01 (96.41 %: 753 of 781, 2 wrong of 446 autos; was 96.29 %); raise, never lower.
FLOOR_ALL_FIELDS = 0.964
MAX_WRONG_AUTO_SHARE = 0.01


@pytest.fixture(scope="module")
def report():
    cases = load()
    assert len(cases) >= 700, "guessit's fixtures were not found in the installed package"
    return evaluate(cases)


def test_all_fields_right_floor(report):
    share = report["ours_all"] / report["n"]
    assert share >= FLOOR_ALL_FIELDS, f"jellybit {share:.1%} < floor {FLOOR_ALL_FIELDS:.1%}"


def test_wrong_autos_at_most_one_percent(report):
    wrong = [m["name"] for m in report["misses"] if m["auto"]]
    assert report["wrong_autos"] <= MAX_WRONG_AUTO_SHARE * report["autos"], wrong


@pytest.mark.xfail(strict=True, reason="open gap: guessit passes its own fixtures by construction (100%); "
                                       "jellybit is at ~96% there (season-year, Part titles, anime choices)")
def test_not_behind_naive_guessit(report):
    assert report["ours_all"] >= report["naive_all"]

"""How well a metadata candidate fits the offline parse: one number 0..1 and its parts.

score = title × year × type × episodes × 0.97 + popularity (≤ 0.03), so a perfect fit is 0.97..1.0:

- **title** (0..1): best similarity of the parsed title (and the parsed original title) against the candidate's
  title, original title and alternative titles, after normalising case, punctuation, diacritics, leading
  articles and ``&``/``and``. A Cyrillic release title therefore matches through the original/alternative
  titles, never through transliteration guesses.
- **year**: same year 1.0, one off 0.9 (release dates differ by country), two off 0.75, further 0.5;
  unknown on either side 1.0 (neutral: the margin between candidates decides, e.g. Dune 1984 vs 2021).
- **type**: agrees 1.0, disagrees 0.75 (the offline type is usually right, but not always).
- **episodes** (series): every season of the torrent exists on the candidate 1.0, an episode number beyond
  that season's count 0.8, a missing season 0.6; unknown (no details) 1.0.
- **popularity**: up to +0.03, a tie-breaker only.
"""

from __future__ import annotations

import math
import re
import unicodedata
from difflib import SequenceMatcher

from ..model import Result

ARTICLES = frozenset({"the", "a", "an", "le", "la", "les", "l", "der", "die", "das", "el", "los", "las", "il"})
POPULARITY_MAX_BONUS = 0.03


def normalise(text: str | None) -> str:
    """Comparable form of a title: lower case, no diacritics/punctuation/apostrophes/leading article, ``&`` → and."""
    if not text:
        return ""
    t = unicodedata.normalize("NFKD", text)
    t = "".join(ch for ch in t if not unicodedata.combining(ch)).lower()
    t = re.sub(r"['’ʼ`]", "", t.replace("&", " and "))
    words = re.sub(r"[\W_]+", " ", t).split()
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    # A lone letter joins the next word, so "d'Amélie", "d.Amelie" and "X-Men"/"X Men" compare equal.
    out: list[str] = []
    for w in words:
        if out and len(out[-1]) == 1 and out[-1].isalpha() and not out[-1].isdigit():
            out[-1] += w
        else:
            out.append(w)
    return " ".join(out)


def similarity(a: str | None, b: str | None) -> float:
    """0..1 similarity of two titles after :func:`normalise`; 1.0 only for equal normal forms."""
    na, nb = normalise(a), normalise(b)
    if not na or not nb:
        return 0.0
    if na == nb:
        return 1.0
    ratio = SequenceMatcher(None, na, nb).ratio()
    ta, tb = set(na.split()), set(nb.split())
    jaccard = len(ta & tb) / len(ta | tb)
    return round(min(0.99, max(ratio, jaccard)), 4)


def title_score(queries: list[str], names: list[str]) -> float:
    """Best similarity of any parsed title against any of the candidate's names."""
    return max((similarity(q, n) for q in queries if q for n in names if n), default=0.0)


def year_factor(parsed: int | None, candidate: int | None) -> float:
    if parsed is None or candidate is None:
        return 1.0
    return {0: 1.0, 1: 0.9, 2: 0.75}.get(abs(parsed - candidate), 0.5)


def type_factor(parsed: str, candidate: str) -> float:
    return 1.0 if parsed == candidate else 0.75


def series_shape(result: Result) -> tuple[dict[int, int], int]:
    """(season → highest episode number, highest absolute number) of the torrent's main videos."""
    seasons: dict[int, int] = {}
    absolute = 0
    for f in result.files:
        if f.role != "video" or not f.episodes:
            continue
        if f.absolute or f.season is None:
            absolute = max(absolute, max(f.episodes))
        else:
            seasons[f.season] = max(seasons.get(f.season, 0), max(f.episodes))
    return seasons, absolute


def episode_factor(result: Result, episode_counts: dict[int, int] | None) -> float:
    """Plausibility of the torrent's numbering against the candidate's seasons (season → episode count)."""
    if result.type != "series" or not episode_counts:
        return 1.0
    seasons, absolute = series_shape(result)
    factor = 1.0
    for season, top in seasons.items():
        if season not in episode_counts:
            return 0.6
        if top > episode_counts[season]:
            factor = 0.8
    if absolute and absolute > sum(c for s, c in episode_counts.items() if s != 0):
        factor = min(factor, 0.8)
    return factor


def popularity_bonus(popularity: float | None) -> float:
    if not popularity or popularity <= 0:
        return 0.0
    return round(POPULARITY_MAX_BONUS * min(1.0, math.log10(1 + popularity) / 3), 4)


def score(result: Result, *, queries: list[str], names: list[str], year: int | None, kind: str,
          episode_counts: dict[int, int] | None = None, popularity: float | None = None,
          parsed_year: int | None = None) -> tuple[float, dict]:
    """(score, parts) of one candidate against the parsed identity; ``parts`` is kept for the reason/UI."""
    parts = {
        "title": title_score(queries, names),
        "year": year_factor(parsed_year if parsed_year is not None else result.year, year),
        "type": type_factor(result.type, kind),
        "episodes": episode_factor(result, episode_counts),
        "popularity": popularity_bonus(popularity),
    }
    fit = parts["title"] * parts["year"] * parts["type"] * parts["episodes"]
    total = fit * (1 - POPULARITY_MAX_BONUS) + parts["popularity"]
    return round(max(0.0, min(1.0, total)), 4), parts

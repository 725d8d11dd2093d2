"""Free-text hints from a person ("anime", "season 2", "movie", "сериал", "absolute") parsed loosely."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Hints:
    type: str | None = None
    season: int | None = None
    anime: bool = False
    absolute: bool = False
    year: int | None = None
    text: str = ""


_MOVIE = re.compile(r"(?i)\b(movie|film|фильм|кино)\b")
_SERIES = re.compile(r"(?i)\b(series|show|tv|сериал|episodes?|серии|anime|аниме)\b")
_SEASON = re.compile(r"(?i)(?:\bseason|сезон|\bs)\s*(\d{1,2})\b|\b(\d{1,2})\s*(?:сезон|season)")
_YEAR = re.compile(r"\b(19\d\d|20\d\d)\b")


def parse_hints(text: str | None) -> Hints:
    if not text or not text.strip():
        return Hints()
    t = text.strip()
    kind = "movie" if _MOVIE.search(t) and not _SERIES.search(t) else ("series" if _SERIES.search(t) else None)
    m = _SEASON.search(t)
    season = int(m.group(1) or m.group(2)) if m else None
    if season is not None and kind is None:
        kind = "series"
    y = _YEAR.search(t)
    return Hints(kind, season, bool(re.search(r"(?i)\b(anime|аниме)\b", t)), bool(re.search(r"(?i)absolute", t)),
                 int(y.group(1)) if y else None, t)

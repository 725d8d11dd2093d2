"""Confidence and the auto/review decision: start at 1.0, subtract a penalty per issue found.

Penalties are chosen so that ONE identity or numbering doubt drops a torrent below the default 0.85
threshold: offline recognition must never auto-apply a guess. ``blocking`` issues force review whatever
the threshold.
"""

from __future__ import annotations

PENALTY = {
    "no_title": 0.6, "movie_no_year": 0.35, "number_title": 0.3, "short_title": 0.3, "collection": 0.5,
    "unnumbered": 0.5, "duplicate_episode": 0.4, "absolute": 0.5, "anime_season_assumed": 0.3,
    "season_assumed": 0.2, "season_unknown": 0.4, "final_season": 0.4, "special_unnumbered": 0.3,
    "weak_numbering": 0.1, "type_conflict": 0.3, "unsafe_path": 1.0, "no_video": 1.0, "unmatched_subtitles": 0.05,
    "generic_name": 0.3, "name_files_disagree": 0.3, "year_from_files": 0.05, "part_numbering": 0.2,
    "prefix_stripped": 0.2, "readers_disagree": 0.2, "numbering_disagree": 0.3, "title_leftover": 0.2,
    "season_year": 0.2, "three_digit_guess": 0.2, "only_sample": 0.3,
    "unknown_extension": 0.1, "anime_season_named": 0.2, "date_ambiguous": 0.2,
    "country_dropped": 0.2, "special_numbered": 0.2, "short_numbering": 0.2, "episode_gap": 0.3,
    "date_words": 0.2, "episode_title_only": 0.3, "collection_name": 0.3,
    "folder_show_doubt": 0.3, "long_range": 0.2, "lead_year": 0.3, "lead_number": 0.3,
    "zero_in_list": 0.3, "qualifier_dropped": 0.2,
    "special_in_season": 0.3, "glued_number": 0.3, "guessit_only": 0.2,
}
BLOCKING = frozenset({"unsafe_path", "no_video", "collection", "no_title"})
#: Issues an identity override/candidate resolves (title, year or type chosen by a person or a source).
IDENTITY = frozenset({"no_title", "movie_no_year", "number_title", "short_title", "type_conflict", "generic_name",
                      "name_files_disagree", "year_from_files", "readers_disagree", "title_leftover",
                      "country_dropped", "episode_title_only", "collection_name",
                      "folder_show_doubt", "lead_year", "lead_number", "qualifier_dropped"})


def score(issues: list[tuple[str, str]]) -> float:
    c = 1.0
    for code, _ in issues:
        c -= PENALTY.get(code, 0.2)
    return max(0.0, min(1.0, round(c, 3)))


def decide(issues: list[tuple[str, str]], threshold: float, summary: str) -> tuple[float, str, str]:
    """(confidence, "auto"|"review", reason)."""
    conf = score(issues)
    blocked = any(code in BLOCKING for code, _ in issues)
    if conf >= threshold and not blocked:
        extra = [m for code, m in issues if PENALTY.get(code, 0.2) > 0]
        return conf, "auto", summary + (f" (note: {'; '.join(extra)})" if extra else "")
    msgs = [m for _, m in issues] or ["below the confidence threshold"]
    return conf, "review", "; ".join(dict.fromkeys(msgs))

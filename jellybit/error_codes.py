"""Older import path of the error words: they live in :mod:`jellybit.words` (one table for states and errors)."""

from __future__ import annotations

from typing import Any

from jellybit.words import ERRORS, duration_words, headline, problem

__all__ = ["ERRORS", "duration_words", "words"]


def words(code: str | None, settings: Any = None) -> tuple[str, str] | None:
    """(what happened, what to do) for a code of a failed download; None when unknown."""
    if code not in ERRORS:
        return None
    return headline(code), problem(code, None, "failed").todo

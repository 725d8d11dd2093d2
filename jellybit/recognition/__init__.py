"""Offline recognition of a completed torrent: movie or series, title, year, and the role and place of
every file (SPEC §7). Pure: no I/O. Entry points: :func:`recognize` and :func:`with_identity`."""

from __future__ import annotations

from .decide import recognize
from .hints import Hints, parse_hints
from .model import FileInput, FileResult, Result, TorrentInput
from .text import warm_up

__all__ = ["recognize", "with_identity", "FileInput", "TorrentInput", "FileResult", "Result", "Hints",
           "parse_hints", "warm_up"]


def with_identity(result: Result, *, title: str | None = None, year: int | None = None,
                  tmdb_id: int | None = None, type: str | None = None) -> Result:  # noqa: A002
    """Replace the identity (e.g. with a chosen TMDB candidate) and recompute every target.

    Re-runs the offline rules with these values as overrides, so per-file placement stays consistent and
    identity doubts (no year, number title) no longer count; numbering doubts still do.
    """
    torrent, hint, ov, threshold = result._input
    new = dict(ov)
    for k, v in (("title", title), ("year", year), ("tmdb_id", tmdb_id), ("type", type)):
        if v is not None:
            new[k] = v
    return recognize(torrent, hint, new, threshold)



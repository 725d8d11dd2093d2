"""Every error code a download can carry, in words: ONE place (the worker and layout set the codes,
every transport shows these words). ``{magnet_timeout}``/``{stall_timeout}``/``{add_timeout}`` are
filled with the configured durations."""

from __future__ import annotations

from typing import Any

# code → (what happened, what the person can do)
CODES: dict[str, tuple[str, str]] = {
    "qbit_add": ("qBittorrent refused the torrent", "Retry, or check qBittorrent on the health page."),
    "qbit_error": ("qBittorrent reported an error for this torrent", "Retry, or look at it in qBittorrent."),
    "qbit_unavailable": ("qBittorrent is unreachable", "Check the health page, then Retry."),
    "magnet_timeout": ("no metadata after {magnet_timeout}", "The magnet may have no peers: Retry later or Cancel."),
    "stalled": ("no progress for {stall_timeout}", "Retry later, or Cancel if nobody seeds it."),
    "source_missing": ("the torrent or its files are gone", "Add the torrent again, or Cancel."),
    "link_apply": ("placing the files into the library failed", "Check the health page, then Relink."),
    "collision": ("a file with that name is already in the library", "Open the review and choose again."),
    "unsafe_path": ("a file name in the torrent points outside its folder", "It is refused: Cancel it."),
    "taken_over": ("the same torrent was added again, and that download now owns the library files",
                   "Open the newer download; Relink here takes the files back."),
    "recognition_error": ("recognising it failed several times (the reason is below)",
                          "Open the review: set the type or title, or Rerecognize."),
    "plan_problem": ("the files could not be placed", "Open the review: fix the type, title or season."),
}


def duration_words(seconds: float) -> str:
    """'45 s', '30 min', '2 h', '1.5 h', '3 days': timeouts in messages, ETAs on cards."""
    seconds = int(seconds)
    if seconds < 90:
        return f"{seconds} s"
    if seconds < 90 * 60:
        return f"{round(seconds / 60)} min"
    if seconds < 48 * 3600:
        hours = seconds / 3600
        return f"{hours:.0f} h" if hours >= 10 or hours == int(hours) else f"{hours:.1f} h"
    return f"{round(seconds / 86400)} days"


def words(code: str | None, settings: Any = None) -> tuple[str, str] | None:
    """(what happened, what to do) for a code, durations filled from ``settings``; None when unknown."""
    if not code or code not in CODES:
        return None
    what, todo = CODES[code]
    if settings is not None:
        what = what.format(magnet_timeout=duration_words(settings.magnet_timeout),
                           stall_timeout=duration_words(settings.stall_timeout))
    else:
        what = what.replace(" after {magnet_timeout}", " in time").replace(" for {stall_timeout}", " for a long time")
    return what, todo

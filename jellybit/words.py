"""Every word a person reads about a download: states, qBittorrent's view, errors, and what to do.

ONE table per kind, used by every transport (web cards, review page, API, Telegram), so a state or an
error is said the same way everywhere. The "what to do" part never names a button that is not there:
it is built from :func:`jellybit.commands.available` for the download's state, with the buttons' labels.

Errors are stored as a stable ``error_code`` plus a *detail*: for the timeouts the detail is
:func:`timeout_detail` (the duration that applied when it failed, e.g. ``after=1200``), so the
sentence is computed when shown and never repeats itself or quotes today's setting; for the other
codes the detail is the technical text (qBittorrent's answer, the exception), shown apart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from jellybit.commands import CATALOGUE, available, legal_for
from jellybit.qbit.states import classify

# -- durations and sizes ------------------------------------------------------------------------


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


def mib(n: int | float) -> str:
    """A size limit as people set it: '10 MiB', '1.5 MiB', '64 KiB' (binary, like the setting's default)."""
    if n < 1024 * 1024:
        return f"{round(n / 1024)} KiB"
    value = n / (1024 * 1024)
    return f"{value:.0f} MiB" if value >= 10 or value == int(value) else f"{value:.1f} MiB"


# -- buttons ------------------------------------------------------------------------------------
# The commands and their labels are in the catalogue (:mod:`jellybit.commands`); the card's link to the
# review page counts as a command here, so "what to do" can name it.

REVIEW_ACTIONS = frozenset(name for name, c in CATALOGUE.items() if c.on_review)  # live on the review page
REVIEW = "review"  # pseudo-command: the "Review →" link a card shows when any review action is available


def commands(state: str, legal: list[str] | None = None) -> list[str]:
    """What a person can press in ``state`` (or exactly ``legal``, the download's own commands): the
    commands, plus ``review`` when the card links the review."""
    there = available(state) if legal is None else list(legal)
    return there + ([REVIEW] if REVIEW_ACTIONS & set(there) else [])


def _label(command: str) -> str:
    return "Open the review" if command == REVIEW else CATALOGUE[command].label


# -- states -------------------------------------------------------------------------------------

# state → (badge word, one sentence). The raw state stays in data-state/API fields, never shown.
STATES: dict[str, tuple[str, str]] = {
    "catched": ("adding", "Handing it to qBittorrent."),
    "downloading": ("downloading", "qBittorrent is downloading it."),
    "completed": ("downloaded", "Downloaded; working out what it is comes next."),
    "recognizing": ("recognising", "Working out what it is."),
    "review": ("needs review", "jellybit is not sure what it is."),
    "linking": ("linking", "Placing the files into the library."),
    "done": ("in library", "In your library."),
    "failed": ("failed", "It failed."),
    "stuck": ("stuck", "It stopped making progress."),
    "cancelled": ("cancelled", "Cancelled: jellybit no longer follows it."),
    "deferred": ("later", "Put aside: decide when you like."),
    "reverted": ("undone", "Taken out of the library; the downloaded files stay."),
    "target_missing": ("library file missing", "A file it placed in the library is gone."),
    "orphaned": ("source gone", "The torrent or its files are missing; the library files remain."),
    "deleted": ("deleted", "Nothing is left to place: the torrent or its files are missing."),
}


def state_word(state: str) -> str:
    """The badge word ('adding', 'in library'); an unknown state is shown as 'unknown', never raw."""
    return STATES.get(state, ("unknown", ""))[0]


def statesentence(state: str) -> str:
    return STATES.get(state, ("", "Its state is not known to this version."))[1]


# What qBittorrent is doing with a torrent that is still downloading (jellybit.qbit.states classes):
# (words on the card instead of "0 B/s · time left unknown", a sentence with what helps).
QBIT: dict[str, tuple[str, str]] = {
    "queued": ("queued in qBittorrent",
               "qBittorrent holds it in its queue (too many active downloads); it starts when a slot frees up."),
    "metadata": ("waiting for metadata", "Asking peers for the torrent's file list; nothing to download until then."),
    "stalled": ("no peers right now", "Nobody is sending data at the moment; it continues when a seeder appears."),
    "paused": ("paused in qBittorrent", "It is paused in qBittorrent; Resume continues it."),
    "checking": ("checking files", "qBittorrent is checking the data already on disk."),
    "moving": ("moving files", "qBittorrent is moving its files."),
    "error": ("error in qBittorrent", "qBittorrent reports an error for it."),
}


def qbit_words(qbit_state: str | None, progress: float | None = None) -> tuple[str, str] | None:
    """(short words, sentence) for qBittorrent's state of a downloading torrent; None when it transfers."""
    if not qbit_state:
        return None
    kind = classify({"state": qbit_state, "progress": progress or 0}).value
    return QBIT.get(kind)


# -- errors -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Error:
    """One error code: what happened, the advice that helps, and the buttons that help, best first."""

    what: str  # may hold {after}: filled from the stored detail
    advice: str = ""
    helps: tuple[tuple[str, str], ...] = ()  # (command, words after its label), kept only when available
    then: bool = False  # the advice is a step before the buttons: "check …, then Retry"
    otherwise: str = ""  # said instead when none of the buttons is there


ERRORS: dict[str, Error] = {
    "qbit_add": Error("qBittorrent did not take the torrent", "check qBittorrent on the health page",
                      (("retry", ""), ("cancel", "")), then=True),
    "qbit_error": Error("qBittorrent reported an error for this torrent", "look at it in qBittorrent",
                        (("retry", ""),)),
    "qbit_unavailable": Error("qBittorrent is unreachable", "check the health page",
                              (("retry", " when it is back"),), then=True),
    "magnet_timeout": Error("no metadata after {after}", "nobody seems to share this magnet",
                            (("retry", " later"), ("cancel", ""))),
    "stalled": Error("no progress for {after}", "nobody seems to seed it right now",
                     (("retry", " later"), ("cancel", " if nobody seeds it"))),
    "source_missing": Error("the torrent is not in qBittorrent, or its files are not on disk", "",
                            (("cancel", " it, then add the torrent again"),), otherwise="add the torrent again"),
    "link_apply": Error("placing the files into the library failed", "check the library rows on the health page",
                        (("retry", ""), ("relink", "")), then=True),
    "collision": Error("a file with that name is already in the library", "",
                       ((REVIEW, " and choose again"),)),
    "unsafe_path": Error("a file name in the torrent points outside its folder", "it cannot be placed safely",
                         (("cancel", " it"),)),
    "taken_over": Error("the same torrent was added again, and that download now owns the library files", "",
                        (("relink", " to take the files back"),)),
    "recognition_error": Error("recognising it failed several times", "the reason is in the details",
                               ((REVIEW, ": set the type or title, or recognise it again"),)),
    "plan_problem": Error("the files could not be placed", "", ((REVIEW, ": fix the type, title or season"),)),
    "target_missing": Error("a file in the library is gone", "", (("relink", " to place it again"),)),
    "orphaned": Error("the torrent is not in qBittorrent, or its files are not on disk", "the library files remain",
                      ()),
    "deleted": Error("the torrent is not in qBittorrent, or its files are not on disk",
                     "nothing of it is left in the library: add the torrent again to have it back", ()),
}
TIMEOUT_CODES = frozenset(code for code, e in ERRORS.items() if "{after}" in e.what)


def timeout_detail(seconds: float) -> str:
    """The detail to store with a timeout code: the duration that applied (``after=1200``)."""
    return f"after={int(seconds)}"


_AFTER = re.compile(r"^after=(\d+)$")
_LEGACY_AFTER = re.compile(r"\b(?:after|for) (\d+(?:\.\d+)? (?:s|min|h|days))\b")


def _after(detail: str | None) -> str | None:
    """The duration a timeout applied, from its stored detail (also the older "no metadata after 20 s: …")."""
    if not detail:
        return None
    m = _AFTER.match(detail.strip())
    if m:
        return duration_words(int(m.group(1)))
    m = _LEGACY_AFTER.search(detail)
    return m.group(1) if m else None


def todo(error: Error, state: str, legal: list[str] | None = None) -> str:
    """"Nobody seems to share this magnet: Retry later, or Cancel." — only with buttons ``state`` has."""
    there = commands(state, legal)
    parts = ", or ".join(_label(cmd) + rest for cmd, rest in error.helps if cmd in there)
    if not parts:
        return sentence(error.advice or error.otherwise)
    if error.advice:
        return sentence(f"{error.advice}, then {parts}" if error.then else f"{error.advice}: {parts}")
    return sentence(parts)


@dataclass(frozen=True)
class Problem:
    """A download's error in words: headline, what to do, and the technical detail (may be empty)."""

    what: str
    todo: str
    detail: str = ""


def headline(code: str, detail: str | None = None) -> str:
    """What happened, for a known code: the timeouts with the duration that applied (from ``detail``)."""
    what = ERRORS[code].what
    if code in TIMEOUT_CODES:
        after = _after(detail)
        what = what.format(after=after) if after else what.replace(" after {after}", " in time").replace(
            " for {after}", " for a long time")
    return what


def error_title(code: str | None) -> str:
    """A past error in a history line: its headline without the duration (that was the detail of then)."""
    return sentence(headline(code)) if code in ERRORS else sentence(code or "")


def problem(code: str | None, detail: str | None, state: str, legal: list[str] | None = None) -> Problem | None:
    """The error of a download in ``state`` in words; None when there is none."""
    detail = (detail or "").strip()
    if not code and not detail:
        return None
    known = ERRORS.get(code or "")
    if known is None:  # a code this table does not know: say it plainly, the detail is all there is
        return Problem(sentence(detail or "something went wrong"), "", "")
    what = headline(code, detail)
    if code in TIMEOUT_CODES or detail.lower().rstrip(".") in what.lower():
        detail = ""  # the duration is in the headline; the rest of an older message said the same
    return Problem(sentence(what), todo(known, state, legal), detail)


def download_problem(d: Any, legal: list[str] | None = None) -> Problem | None:
    """The download's error in words, naming only the commands it has (``legal``, else looked up)."""
    if legal is None and getattr(d, "id", None):
        legal = legal_for([d])[d.id]
    return problem(getattr(d, "error_code", None), getattr(d, "error_message", None), d.state, legal)


def states_in_words(text: str) -> str:
    """Raw state names inside a refusal ("only reverted, cancelled or target_missing …") said as people read them."""
    return _STATE_NAME.sub(lambda m: state_word(m.group(0)), text)


_STATE_NAME = re.compile(r"\b(" + "|".join(sorted(STATES, key=len, reverse=True)) + r")\b")


def source_gone(present: bool | None, progress: float | None, state: str) -> str:
    """A command refused because the source is missing: which part is missing, said truthfully.

    The torrent may still be in qBittorrent while its files are not on disk (a magnet cancelled before its
    metadata came, a download cancelled half way): then it is not "gone from qBittorrent".
    """
    now = f" It is now {state_word(state)}." if state in STATES else ""
    if present:
        done = f" (it stopped at {(progress or 0) * 100:.0f} %)" if (progress or 0) < 1 else ""
        return (f"The torrent is still in qBittorrent, but its files are not on disk{done}, so there is nothing "
                f"to place.{now} Add the torrent again to download it.")
    return f"The torrent is no longer in qBittorrent, so there is nothing to place.{now} Add it again to download it."


# -- qBittorrent down ---------------------------------------------------------------------------


def qbit_down(detail: str, url: str | None = None, code: str | None = None) -> tuple[str, str]:
    """(sentence, what to do) for an unreachable qBittorrent; the raw exception stays as detail, apart.

    ``code`` (``qbit_auth`` / ``qbit_unavailable``) is preferred when the health check gives one; without it
    the detail's exception name tells.
    """
    where = f" at {url}" if url else ""
    if code == "qbit_auth" or (code is None and detail.startswith("QbitAuthError")):
        return (f"qBittorrent{where} refused jellybit's login.",
                "Check JELLYBIT_QBT_USERNAME and JELLYBIT_QBT_PASSWORD.")
    if detail.startswith("not contacted"):
        return "qBittorrent has not been contacted yet.", "Wait a few seconds and reload."
    if detail.startswith("managed qbittorrent-nox"):  # the supervisor's words: it could not start, or exited
        return (f"Not sent to qBittorrent yet: jellybit's own qBittorrent {detail.split(' ', 2)[2]}.",
                "jellybit restarts it by itself and sends new downloads then; the health page has the details.")
    return (f"qBittorrent{where} does not answer.",
            "Start qBittorrent, or check that JELLYBIT_QBT_URL points at it; new downloads wait until then.")


# -- ingest -------------------------------------------------------------------------------------


def ingest_reason(code: str, *, data: bytes | None = None, limit: int | None = None) -> str:
    """Why one pasted line or uploaded file was not added, as a person's sentence (the detail stays apart)."""
    if code == "too_large":
        most = f" of {mib(limit)}" if limit else ""
        return f"This file is larger than the limit{most} for a .torrent (JELLYBIT_MAX_TORRENT_SIZE)."
    if code in ("malformed_torrent", "unsupported") and data is not None:
        if not data:
            return "This file is empty: it is not a .torrent."
        if not data.startswith(b"d"):
            start = "".join(c if c.isprintable() else "·" for c in data[:24].decode("utf-8", "replace")).strip()
            return f"This file is not a .torrent (it starts with “{start}…”)."
        if code == "unsupported":
            return "This .torrent is of a kind jellybit cannot read."
        return "This .torrent is damaged or incomplete: download it again."
    return INGEST.get(code, "It could not be added.")


INGEST = {
    "not_magnet": "This line is not a magnet link (magnet links start with “magnet:?”).",
    "invalid_magnet": "This magnet link is broken or cut off: copy it again.",
    "zero_infohash": "This magnet's infohash is all zeros: no torrent has it, so it could never download.",
    "no_infohash": "This magnet link names no torrent (it has no xt=urn:btih:… or xt=urn:btmh:… part).",
    "empty": "Nothing to add: paste magnet links or choose .torrent files.",
    "malformed_torrent": "This .torrent is damaged or incomplete: download it again.",
    "unsupported": "This .torrent is of a kind jellybit cannot read.",
}


KEEP_CASE = ("qBittorrent", "iOS", "macOS")  # names that start a sentence as they are spelled


def sentence(text: str | None) -> str:
    """"two candidates are close" → "Two candidates are close."; "qBittorrent …" keeps its lower q."""
    text = (text or "").strip()
    if not text:
        return ""
    head = text if text.startswith(KEEP_CASE) else text[:1].upper() + text[1:]
    return head + ("" if text[-1] in ".!?" else ".")

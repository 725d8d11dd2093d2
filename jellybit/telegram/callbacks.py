"""Callback data of inline buttons: ``<verb>:<download ulid>[:<candidate ulid>]`` (SPEC §10, seed 003 D7).

The one encode/decode pair. Telegram accepts 1–64 bytes and PTB does not check (a longer value comes back as
``400 BUTTON_DATA_INVALID`` for the whole message), so :func:`encode` refuses it here. Two ULIDs take 54 bytes:
a verb that carries a candidate may have at most 10 characters. :func:`decode` parses every id with
``ident.parse`` before anything can touch the database: the numeric ids of the old system (``apply:42``),
unknown verbs and tampered data are :class:`Outdated` — the person gets "this button is outdated", never silence.
"""

from __future__ import annotations

from dataclasses import dataclass

from jellybit import ident
from jellybit.commands import CATALOGUE

__all__ = ["MAX_BYTES", "verbs", "Callback", "Outdated", "encode", "decode"]

MAX_BYTES = 64  # telegram.constants.InlineKeyboardButtonLimit.MAX_CALLBACK_DATA

def verbs() -> dict[str, tuple[int, ...]]:
    """verb → how many ids it carries: every one-tap chat command of the catalogue carries the download; one
    that carries a candidate (Apply) may carry the chosen candidate too. Read from the catalogue each time,
    so a new command is a button without an edit here."""
    return {name: (1, 2) if c.carries_candidate else (1,) for name, c in CATALOGUE.items() if c.one_tap and c.in_chat}


class Outdated(ValueError):
    """The data is not a button this version makes (old numeric ids, unknown verb, garbage)."""


@dataclass(frozen=True)
class Callback:
    verb: str
    download_id: str
    candidate_id: str | None = None


def encode(verb: str, download_id: str, candidate_id: str | None = None) -> str:
    """The callback data of a button; raises ``ValueError`` for anything :func:`decode` would not accept."""
    ids = [ident.parse(download_id)] + ([ident.parse(candidate_id)] if candidate_id is not None else [])
    if len(ids) not in verbs().get(verb, ()):
        raise ValueError(f"no button {verb!r} with {len(ids)} id(s)")
    data = ":".join([verb, *ids])
    if len(data.encode()) > MAX_BYTES:
        raise ValueError(f"callback data over {MAX_BYTES} bytes: {data!r}")
    return data


def decode(data: object) -> Callback:
    """Parse callback data without any query; :class:`Outdated` for anything else."""
    if not isinstance(data, str) or not data or len(data.encode()) > MAX_BYTES:
        raise Outdated("no callback data" if not data else "callback data of an unknown shape")
    verb, *raw = data.split(":")
    if len(raw) not in verbs().get(verb, ()):
        raise Outdated(f"unknown button {data[:20]!r}")
    try:
        ids = [ident.parse(x) for x in raw]
    except ident.InvalidId as exc:
        raise Outdated(str(exc)) from None
    return Callback(verb, ids[0], ids[1] if len(ids) > 1 else None)

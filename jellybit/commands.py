"""The catalogue of the person's commands: ONE table that every transport is generated from.

Per command: its name (the URL segment, the API action, the Telegram callback verb), its label and
confirmation, its arguments (validated here once, for a web form and a JSON body alike), the states in
which it is legal (derived from the transition graph, see :attr:`Command.states`) and its handler in
:mod:`jellybit.actions`. The web cards and the review page, the Telegram keyboards and callbacks, the API
route and the OpenAPI document all read this table, so adding a command is one entry here (plus its
handler). docs/architecture.md shows how the transports use it.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from jellybit import actions, logs, recognizer, store
from jellybit.qbit.states import PAUSED_STATES
from jellybit.store import graph

__all__ = ["Arg", "Choice", "Command", "CATALOGUE", "Invalid", "Outcome", "get", "available", "legal_for", "run",
           "run_many"]

log = logs.get_logger(__name__)


class Invalid(actions.ActionError):
    """An argument the person got wrong: a 400 with words, the same on every transport."""

    def __init__(self, message: str):
        super().__init__(message, code="bad_request", status=400)


_TRUE, _FALSE = frozenset({"1", "true", "on", "yes"}), frozenset({"", "0", "false", "off", "no"})


@dataclass(frozen=True)
class Arg:
    """One argument of a command, with its JSON schema and its words on a form."""

    name: str
    type: str  # "string" | "integer" | "boolean"
    label: str
    required: bool = False
    enum: tuple[str, ...] = ()
    max_length: int | None = None
    minimum: int | None = None
    maximum: int | None = None
    kw: str | None = None  # the handler's keyword when it differs from the name (``type`` → ``type_``)
    example: str = ""  # placeholder on a form
    missing: str = ""  # what a form says when it is required and empty

    def schema(self) -> dict:
        out: dict[str, Any] = {"type": self.type, "description": self.label}
        if self.enum:
            out["enum"] = list(self.enum)
        if self.max_length is not None:
            out["maxLength"] = self.max_length
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out

    def parse(self, value: Any, *, form: bool) -> Any:
        """The value as the handler takes it. A form sends text (numbers and yes/no are read from it); JSON
        must already have the type (``{"remove_torrent": "yes"}`` is not a yes). Refusals name the field
        as the person sees it: its label on a form, its key in JSON."""
        who = self.label if form else f"'{self.name}'"
        if form and isinstance(value, str):
            value = value.strip()
            if self.type == "integer":
                if not value.lstrip("-").isdigit():
                    raise Invalid(f"{who} must be a number.")
                value = int(value)
            elif self.type == "boolean":
                if value.lower() not in _TRUE | _FALSE:
                    raise Invalid(f"{who} must be yes or no.")
                value = value.lower() in _TRUE
        want = {"string": str, "integer": int, "boolean": bool}[self.type]
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise Invalid(f"{who} must be a {self.type}, not {json.dumps(value)[:40]}.")
        if isinstance(value, str):
            value = value.strip()
            if not value:
                raise Invalid(self.missing or f"{who} is empty.")
            if self.max_length is not None and len(value) > self.max_length:
                raise Invalid(f"{who} is longer than {self.max_length} characters.")
        if self.enum and value not in self.enum:
            raise Invalid(self.missing if form and self.missing else f"{who} must be one of {', '.join(self.enum)}.")
        if isinstance(value, int) and not isinstance(value, bool):
            low = self.minimum if self.minimum is not None else value
            high = self.maximum if self.maximum is not None else value
            if not low <= value <= high:
                raise Invalid(f"{who} must be between {low} and {high}, not {value}.")
        return value


@dataclass(frozen=True)
class Choice:
    """One button of a confirmation: its words and the arguments it sends."""

    words: str
    args: Mapping[str, Any] = field(default_factory=dict)
    danger: bool = False


@dataclass(frozen=True)
class Command:
    name: str
    label: str
    summary: str  # one line: the API document and the help
    done: str  # what the person is told after it ran ("Applied", "Undone")
    handler: Callable[..., store.Download]
    to: str | None  # the state its graph edge leads to; None: it keeps the state (torrent, list, per-file)
    sources: frozenset[str]  # where the person may start it; every one is an edge to ``to`` (a test holds it)
    args: tuple[Arg, ...] = ()
    at_least_one: bool = False  # the arguments are all optional, but one must be given (Override)
    confirm: str = ""  # the question before it runs; with ``choices`` the buttons that answer it
    choices: tuple[Choice, ...] = ()
    primary: bool = False
    on_review: bool = False  # shown on the review page (with a form), not as a card button
    one_tap: bool = True  # no typing needed: a card button and a Telegram button
    carries_candidate: bool = False  # Telegram's Apply #n carries a candidate id
    in_chat: bool = True  # a Telegram button too (torrent control and removal stay in the app: its link is there)
    in_menu: bool = False  # on a card, behind "More…" (the card shows the main actions only)
    # a narrower test than the state (Relink needs data on disk; Resume a paused torrent): given the
    # downloads and how to see each one's torrent in qBittorrent (None when unknown), the ids it is legal for
    possible: Callable[[list[store.Download], TorrentOf], set[str]] | None = None

    @functools.cached_property  # asked for every card of every page; a Command never changes
    def states(self) -> frozenset[str]:
        """Where it is legal: its sources that the graph allows to go to ``to``, never a self-transition
        (Defer on a deferred download is refused on entry, seed 004). A command that keeps the state is
        legal in its sources as they are."""
        if self.to is None:
            return frozenset(self.sources)
        return frozenset(s for s in self.sources if s != self.to and graph.is_legal(s, self.to))

    @property
    def bulk(self) -> bool:
        """Can it be applied to several selected downloads at once (one tap, nothing to type or choose)?"""
        return self.one_tap and not self.carries_candidate and not any(a.required for a in self.args)

    def body_schema(self) -> dict | None:
        """The JSON body the API takes (published in the OpenAPI document, checked by :meth:`parse`)."""
        if not self.args:
            return None
        schema: dict[str, Any] = {"type": "object", "additionalProperties": False,
                                  "properties": {a.name: a.schema() for a in self.args}}
        required = [a.name for a in self.args if a.required]
        if required:
            schema["required"] = required
        if self.at_least_one:
            schema["minProperties"] = 1
        return schema

    def parse(self, given: Mapping[str, Any], *, form: bool = False) -> dict[str, Any]:
        """The handler's keyword arguments from a form or a JSON object: unknown keys, missing or wrong
        values are :class:`Invalid` (a form's extra fields — the CSRF token — are ignored)."""
        known = {a.name: a for a in self.args}
        if not form:
            unknown = sorted(set(given) - set(known))
            if unknown:
                allowed = ", ".join(known) or "none"
                raise Invalid(f"unknown fields: {', '.join(unknown)}; allowed: {allowed}")
        out: dict[str, Any] = {}
        for arg in self.args:
            value = given.get(arg.name)
            if value is None or (form and isinstance(value, str) and not value.strip()):
                if arg.required:
                    raise Invalid(arg.missing or f"{arg.label if form else repr(arg.name)} is missing.")
                continue
            out[arg.kw or arg.name] = arg.parse(value, form=form)
        if self.at_least_one and not out:
            labels = [a.label if form else a.name for a in self.args]
            raise Invalid(f"Fill in at least one field: {', '.join(labels[:-1])} or {labels[-1]}.")
        return out


TorrentOf = Callable[[store.Download], "dict[str, Any] | None"] | None


def _relinkable(downloads: list[store.Download], torrent_of: TorrentOf) -> set[str]:
    return actions.relinkable_ids(downloads)


def _qbit_state(d: store.Download, torrent_of: TorrentOf) -> tuple[bool, str | None]:
    """(is the torrent known to be in qBittorrent, its state): the live view when there is one, else the
    state the worker last wrote (a torrent it no longer follows may have moved on since)."""
    t = torrent_of(d) if torrent_of is not None else None
    if t is not None:
        return True, t.get("state")
    return torrent_of is None and d.qbit_state is not None, d.qbit_state


def _pausable(downloads, torrent_of: TorrentOf) -> set[str]:
    return {d.id for d in downloads if (k := _qbit_state(d, torrent_of))[0] and k[1] not in PAUSED_STATES}


def _resumable(downloads, torrent_of: TorrentOf) -> set[str]:
    return {d.id for d in downloads if (k := _qbit_state(d, torrent_of))[0] and k[1] in PAUSED_STATES}


def _has_torrent(downloads, torrent_of: TorrentOf) -> set[str]:
    """Known to be in qBittorrent — or unknown (qBittorrent down): the command then says what it finds."""
    return {d.id for d in downloads if torrent_of is None or torrent_of(d) is not None}


def _shown(downloads, torrent_of: TorrentOf) -> set[str]:
    return {d.id for d in downloads if d.hidden_at is None}


def _hidden(downloads, torrent_of: TorrentOf) -> set[str]:
    return {d.id for d in downloads if d.hidden_at is not None}


_TITLE = Arg("title", "string", "Title", max_length=200)
_HINT = Arg("hint", "string", "Hint", required=True, max_length=actions.MAX_HINT,
            example="e.g. season 2 of The Bear; anime, absolute numbering",
            missing="Write a hint first, e.g. “season 2 of The Bear”.")
_REVIEW = graph.REVIEW
FILE_ROLES = tuple(recognizer.FILE_ROLES)  # episode, extra, sample, subtitle, skip
_ACTIVE = graph.ACTIVE
_RUNNING = frozenset({"downloading", "stuck", "deferred", "done"})  # its torrent runs or seeds
_FINISHED = frozenset({"done", "failed", "cancelled", "reverted", "target_missing"})  # a torrent may remain


# In the order a UI shows them.
CATALOGUE: dict[str, Command] = {c.name: c for c in (
    Command("apply", "Apply", "Link it into the library with the current recognition, or with the chosen candidate",
            "Applied", actions.apply, "linking", _REVIEW, primary=True, carries_candidate=True,
            args=(Arg("candidate_id", "string", "Candidate"),)),
    Command("refine", "Refine", "Add a hint (\"season 2 of The Bear\") and recognise again", "Hint added",
            actions.refine, "recognizing", _REVIEW, args=(_HINT,), on_review=True, one_tap=False),
    Command("set-type", "Set type", "Say it is a movie or a series, and recognise again", "Type set",
            actions.set_type, "recognizing", _REVIEW, on_review=True, one_tap=False,
            args=(Arg("type", "string", "Type", required=True, enum=actions.TYPES, kw="type_",
                      missing="Choose Movie or Series."),)),
    Command("override", "Override", "Override title, year, TMDB id or season, and recognise again", "Overridden",
            actions.override, "recognizing", _REVIEW, on_review=True, one_tap=False, at_least_one=True,
            args=(_TITLE, Arg("year", "integer", "Year", minimum=1870, maximum=2100),
                  Arg("tmdb_id", "integer", "TMDB id", minimum=1, maximum=10**9 - 1),
                  Arg("season", "integer", "Season", minimum=0, maximum=200),
                  Arg("type", "string", "Type", enum=actions.TYPES))),
    Command("rerecognize", "Recognise again", "Recognise again (e.g. after TMDB came back)", "Recognising again",
            actions.rerecognize, "recognizing", _REVIEW, on_review=True, one_tap=False),
    # -- the Manual Import review (issue 17, item 6) --
    Command("set-file", "Change file", "Change one file's role (episode, extra, sample, subtitle, skip) and its "
            "season/episodes; the plan is made again at once (the state stays)", "File changed",
            actions.set_file, None, _REVIEW, on_review=True, one_tap=False,
            args=(Arg("path", "string", "File", required=True, max_length=4096,
                      missing="Say which file to change."),
                  Arg("role", "string", "Role", required=True, enum=FILE_ROLES,
                      missing="Choose episode, extra, sample, subtitle or skip."),
                  Arg("season", "integer", "Season", minimum=0, maximum=200),
                  Arg("episodes", "string", "Episodes", max_length=40, example="3 or 3-4"))),
    Command("retry", "Retry", "Retry a failed or stuck download (re-adds it to qBittorrent)", "Retrying",
            actions.retry, "downloading", frozenset({"failed", "stuck"}), primary=True),
    Command("undo", "Undo", "Remove the library links that are still ours (the torrent keeps seeding)", "Undone",
            actions.undo, "reverted", frozenset({"done"}),
            confirm="Take it out of the library? The links are removed; the downloaded files stay.",
            choices=(Choice("Yes, undo", danger=True),)),
    Command("relink", "Relink", "Recognise and link again (after Undo, Cancel or a missing target)", "Relinking",
            actions.relink, "recognizing", actions.RELINKABLE, primary=True, possible=_relinkable),
    Command("defer", "Later", "Put an active download aside: nothing is recognised or linked until you decide",
            "Deferred", actions.defer, "deferred", _ACTIVE),
    Command("cancel", "Cancel", "Cancel an active download; optionally remove the torrent (and its data)",
            "Cancelled", actions.cancel, "cancelled", _ACTIVE,
            args=(Arg("remove_torrent", "boolean", "Remove the torrent"),
                  Arg("delete_data", "boolean", "Delete the downloaded files")),
            confirm="Stop following this download?",
            choices=(Choice("Cancel, keep the torrent"),
                     Choice("Cancel and remove the torrent", {"remove_torrent": True}),
                     Choice("Cancel and delete the files", {"remove_torrent": True, "delete_data": True},
                            danger=True))),
    # -- the torrent in qBittorrent and the list (the state stays; behind "More…" on a card) ----------------
    Command("pause", "Pause", "Pause the torrent in qBittorrent (it is never called stuck while paused)", "Paused",
            actions.pause, None, _RUNNING, in_menu=True, in_chat=False, possible=_pausable),
    Command("resume", "Resume", "Resume the paused torrent", "Resumed", actions.resume, None, _RUNNING,
            primary=True, in_chat=False, possible=_resumable),
    Command("recheck", "Re-check", "Make qBittorrent hash the downloaded data again", "Re-checking",
            actions.recheck, None, _RUNNING | {"failed", "target_missing"}, in_menu=True, in_chat=False,
            possible=_has_torrent),
    Command("hide", "Hide", "Hide it from the list (its history stays; search and History still find it)", "Hidden",
            actions.hide, None, graph.TERMINAL, in_menu=True, in_chat=False, possible=_shown),
    Command("unhide", "Show in the list", "Show a hidden download in the list again", "Shown again",
            actions.unhide, None, graph.ALL, in_chat=False, possible=_hidden),
    Command("remove-torrent", "Remove torrent", "Remove the torrent from qBittorrent; its files and the library stay",
            "Torrent removed", actions.remove_torrent, None, _FINISHED, in_menu=True, in_chat=False,
            possible=_has_torrent,
            confirm="Remove the torrent from qBittorrent? It stops seeding; the downloaded files and the library "
                    "stay.", choices=(Choice("Remove the torrent"),)),
    Command("delete-data", "Delete files", "Remove the torrent and delete its downloaded files", "Files deleted",
            actions.delete_data, None, _FINISHED, in_menu=True, in_chat=False, possible=_has_torrent,
            args=(Arg("undo", "boolean", "Undo first", kw="also_undo"),),
            confirm="Delete the downloaded files? While they are in the library they free no space (hard links "
                    "are the same files), so that needs Undo first.",
            choices=(Choice("Delete the torrent and its files", danger=True),
                     Choice("Undo, then delete the files", {"undo": True}, danger=True))),
)}

# Defer before the data is complete does not stop the download: it says "do not link it by yourself"
# (docs/states.md, "Defer"), so the button says that; once there is something to decide it is "Later".
_BEFORE_DECISION = frozenset({"catched", "downloading", "stuck", "completed", "recognizing", "linking"})


def label(name: str, state: str | None = None) -> str:
    """The button of command ``name`` as shown for a download in ``state``."""
    if name == "defer" and state in _BEFORE_DECISION:
        return "Ask me before linking"
    command = CATALOGUE.get(name)
    return command.label if command is not None else name


def get(name: str) -> Command | None:
    return CATALOGUE.get(name)


def available(state: str) -> list[str]:
    """The commands legal in ``state``, in the order a UI shows them."""
    return [c.name for c in CATALOGUE.values() if state in c.states]


def legal_for(downloads: Iterable[store.Download], torrent_of: TorrentOf = None) -> dict[str, list[str]]:
    """The commands each download may use now: :func:`available` for its state, less those whose
    :attr:`Command.possible` rules it out (Relink with nothing on disk, Resume of a running torrent).
    ``torrent_of`` is the worker's live view of qBittorrent (None: not known). At most one query per command."""
    downloads = list(downloads)
    narrowed = {c.name: c.possible([d for d in downloads if d.state in c.states], torrent_of)
                for c in CATALOGUE.values() if c.possible is not None}
    return {d.id: [n for n in available(d.state) if n not in narrowed or d.id in narrowed[n]] for d in downloads}


def run(command: Command, download_id: str, deps: actions.Deps, args: Mapping[str, Any], *,
        actor: str) -> store.Download:
    """Run a command whose arguments :meth:`Command.parse` already checked, for ``actor`` — the transport
    and who gave it (``web``, ``api``, ``telegram:<user id>``), written into its log records and into every
    ``state_change`` it makes (the History page says who). Refused with
    :class:`store.IllegalTransition` in a state the command is not for (its handler re-checks under its
    own guard, since the state may move between the two)."""
    with logs.bind(command=command.name, actor=actor), store.acting(actor):
        d = store.get(download_id)
        if d.state not in command.states:  # the catalogue's word, before any handler runs
            raise store.IllegalTransition(d.id, d.state, command.to or d.state,
                                          f"“{command.label}” is for a download that is " + _or(command.states))
        return command.handler(d.id, deps, **args)


def _or(states: frozenset[str]) -> str:
    names = sorted(states)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


MAX_BULK = 100  # downloads one bulk command may name (two pages of the list)
REFUSALS = (actions.ActionError, store.IllegalTransition, store.InfohashTaken, store.NotFound)


@dataclass(frozen=True)
class Outcome:
    """What one download of a bulk command became: the download after it, or why it was refused."""

    download_id: str
    download: store.Download | None = None
    refused: Exception | None = None


def run_many(command: Command, download_ids: Iterable[str], deps: actions.Deps, *, actor: str) -> list[Outcome]:
    """One command for several downloads (the list's Select mode, the API's bulk route), each on its own:
    one refusal never stops the others, and each result is reported per download. Only :attr:`Command.bulk`
    commands, with their default arguments."""
    if not command.bulk:
        raise Invalid(f"“{command.label}” cannot be applied to several downloads at once.")
    ids = list(dict.fromkeys(download_ids))
    if not ids or len(ids) > MAX_BULK:
        raise Invalid(f"Choose between 1 and {MAX_BULK} downloads.")
    out = []
    for raw in ids:
        try:
            d = store.get(raw)
            out.append(Outcome(d.id, run(command, d.id, deps, {}, actor=actor)))
        except REFUSALS as exc:
            out.append(Outcome(str(raw)[:40], None, exc))
    log.info("bulk %s: %d done, %d refused", command.name, sum(o.refused is None for o in out),
             sum(o.refused is not None for o in out), extra={"command": command.name, "actor": actor})
    return out

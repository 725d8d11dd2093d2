"""The catalogue of the person's commands: ONE table that every transport is generated from.

Per command: its name (the URL segment, the API action, the Telegram callback verb), its label and
confirmation, its arguments (validated here once, for a web form and a JSON body alike), the states in
which it is legal (derived from the transition graph, see :attr:`Command.states`) and its handler in
:mod:`jellybit.actions`. The web cards and the review page, the Telegram keyboards and callbacks, the API
route and the OpenAPI document all read this table, so adding a command is one entry here (plus its
handler). docs/architecture.md shows how the transports use it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from jellybit import actions, logs, recognizer, store
from jellybit.store import graph

__all__ = ["Arg", "Choice", "Command", "CATALOGUE", "Invalid", "get", "available", "legal_for", "run"]


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
    to: str | None  # the state its graph edge leads to; None: it keeps the state (a per-file change in review)
    sources: frozenset[str]  # where the person may start it; every one is an edge to ``to`` (a test holds it)
    args: tuple[Arg, ...] = ()
    at_least_one: bool = False  # the arguments are all optional, but one must be given (Override)
    confirm: str = ""  # the question before it runs; with ``choices`` the buttons that answer it
    choices: tuple[Choice, ...] = ()
    primary: bool = False
    on_review: bool = False  # shown on the review page (with a form), not as a card button
    one_tap: bool = True  # no typing needed: a card button and a Telegram button
    carries_candidate: bool = False  # Telegram's Apply #n carries a candidate id
    # a narrower test over downloads than the state (Relink needs data on disk): ids for which it is legal
    possible: Callable[[list[store.Download]], set[str]] | None = None

    @property
    def states(self) -> frozenset[str]:
        """Where it is legal: its sources that the graph allows to go to ``to``, never a self-transition
        (Defer on a deferred download is refused on entry, seed 004). A command that keeps the state is
        legal in its sources as they are."""
        if self.to is None:
            return frozenset(self.sources)
        return frozenset(s for s in self.sources if s != self.to and graph.is_legal(s, self.to))

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


def _relinkable(downloads: list[store.Download]) -> set[str]:
    return actions.relinkable_ids(downloads)


_TITLE = Arg("title", "string", "Title", max_length=200)
_HINT = Arg("hint", "string", "Hint", required=True, max_length=actions.MAX_HINT,
            example="e.g. season 2 of The Bear; anime, absolute numbering",
            missing="Write a hint first, e.g. “season 2 of The Bear”.")
_REVIEW = graph.REVIEW
FILE_ROLES = tuple(recognizer.FILE_ROLES)  # episode, extra, sample, subtitle, skip
_ACTIVE = graph.ACTIVE


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


def legal_for(downloads: Iterable[store.Download]) -> dict[str, list[str]]:
    """The commands each download may use now: :func:`available` for its state, less those whose
    :attr:`Command.possible` rules it out (Relink with nothing on disk). One query per such command."""
    downloads = list(downloads)
    narrowed = {c.name: c.possible([d for d in downloads if d.state in c.states])
                for c in CATALOGUE.values() if c.possible is not None}
    return {d.id: [n for n in available(d.state) if n not in narrowed or d.id in narrowed[n]] for d in downloads}


def run(command: Command, download_id: str, deps: actions.Deps, args: Mapping[str, Any], *,
        actor: str) -> store.Download:
    """Run a command whose arguments :meth:`Command.parse` already checked, for ``actor`` — the transport
    and who gave it (``web``, ``api``, ``telegram:<user id>``), written into its log records."""
    with logs.bind(command=command.name, actor=actor):
        return command.handler(download_id, deps, **args)

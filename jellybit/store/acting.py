"""Who is acting: the transport (and person) behind the state changes made inside a block.

A transport wraps its command dispatch in ``with store.acting("web"):``; every ``state_change`` row written
inside carries that actor. Outside any block the actor is None: jellybit itself (the worker). A
``ContextVar`` and not an argument: the store's guarded operations are called from deep inside
``jellybit.actions``, and threading an argument through every command would touch all of them.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections.abc import Iterator

__all__ = ["acting", "current_actor", "actor_words"]

# "web", "api", "cli", "telegram:<user id>" — a word, optionally ":" and an id.
_ACTOR = re.compile(r"[a-z]{2,16}(:[0-9A-Za-z_.@-]{1,40})?")

_actor: contextvars.ContextVar[str | None] = contextvars.ContextVar("jellybit_actor", default=None)


@contextlib.contextmanager
def acting(actor: str) -> Iterator[str]:
    """Record ``actor`` on every state change made inside the block (nested blocks: the innermost wins)."""
    if not isinstance(actor, str) or not _ACTOR.fullmatch(actor):
        raise ValueError(f"not an actor: {actor!r} (use web, api, cli or telegram:<user id>)")
    token = _actor.set(actor)
    try:
        yield actor
    finally:
        _actor.reset(token)


def current_actor() -> str | None:
    return _actor.get()


_WORDS = {"web": "the web app", "api": "the API", "cli": "the command line", "telegram": "Telegram"}


def actor_words(actor: str | None) -> str:
    """An actor for a person: "jellybit" (the worker), "the web app", "Telegram (user 42)"."""
    if not actor:
        return "jellybit"
    kind, _, who = actor.partition(":")
    words = _WORDS.get(kind, kind)
    return f"{words} (user {who})" if who else words

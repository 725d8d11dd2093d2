"""The state-transition graph, declared once, as data (seed 004, SPEC §2.2).

The gate that enforces it lives in SQL (``store.downloads.set_state``); this
module only says which edges exist. Rules that are not listed edge by edge:

* a self-transition (``from == to``) is always legal;
* every active state may go to ``cancelled`` and ``deferred`` (Cancel/Defer
  work on anything not terminal) — added by rule so no state can be forgotten;
* edges from a terminal state into an active one exist in the graph, but only
  the guarded re-activation (``activate_if_no_other_active``) may take them.
"""

from __future__ import annotations

from enum import Enum


class State(str, Enum):
    CATCHED = "catched"
    DOWNLOADING = "downloading"
    COMPLETED = "completed"
    RECOGNIZING = "recognizing"
    REVIEW = "review"
    LINKING = "linking"
    DONE = "done"
    FAILED = "failed"
    STUCK = "stuck"
    CANCELLED = "cancelled"
    DEFERRED = "deferred"
    REVERTED = "reverted"
    TARGET_MISSING = "target_missing"
    ORPHANED = "orphaned"
    DELETED = "deleted"

    def __str__(self) -> str:
        return self.value


S = State
ALL: frozenset[str] = frozenset(s.value for s in State)
TERMINAL: frozenset[str] = frozenset(s.value for s in (
    S.DONE, S.FAILED, S.CANCELLED, S.REVERTED, S.TARGET_MISSING, S.ORPHANED, S.DELETED))
ACTIVE: frozenset[str] = ALL - TERMINAL
# Waiting for the person's decision (the review page, the "Review" chip, Apply/Refine/Override).
REVIEW: frozenset[str] = frozenset({S.REVIEW.value, S.DEFERRED.value})

# from -> to, one line per row of seed 004's table (who performs it in the comment).
_DECLARED: dict[State, tuple[State, ...]] = {
    S.CATCHED: (S.DOWNLOADING,          # promote_catched (add succeeded)
                S.FAILED),              # process_catched: qbit_add timeout
    S.DOWNLOADING: (S.COMPLETED,        # poll: ready
                    S.FAILED,           # poll: qbit_error / source_missing; check_timeouts: magnet_timeout
                    S.STUCK),           # check_timeouts: stalled
    S.COMPLETED: (S.RECOGNIZING,),      # recognize
    S.RECOGNIZING: (S.LINKING,          # finish recognition: confident
                    S.REVIEW),          # finish recognition: needs the person
    S.REVIEW: (S.LINKING,               # Apply
               S.RECOGNIZING,           # Refine / Rerecognize / SetType
               S.ORPHANED, S.DELETED),  # reconcile_to_reality: source gone
    S.LINKING: (S.DONE,                 # link: success
                S.REVIEW,               # link: plan problem or collision
                S.FAILED),              # link: apply error (link_apply)
    S.DONE: (S.REVERTED,                # Undo
             S.TARGET_MISSING, S.ORPHANED, S.DELETED),  # reconcile_desync
    S.DEFERRED: (S.LINKING,             # Apply
                 S.RECOGNIZING,         # Refine / Rerecognize / SetType
                 S.ORPHANED, S.DELETED),  # reconcile_to_reality
    S.STUCK: (S.DOWNLOADING,            # Retry, reconcile_recovery
              S.COMPLETED),             # reconcile_recovery: ready
    S.FAILED: (S.DOWNLOADING,           # Retry, reconcile_recovery (guarded)
               S.COMPLETED),            # reconcile_recovery (guarded)
    S.REVERTED: (S.RECOGNIZING,         # Relink (guarded)
                 S.ORPHANED, S.DELETED),  # reconcile_to_reality
    S.CANCELLED: (S.RECOGNIZING,        # Relink (guarded)
                  S.ORPHANED, S.DELETED),  # reconcile_to_reality
    S.TARGET_MISSING: (S.RECOGNIZING,   # Relink (guarded)
                       S.DONE,          # reconcile_desync: healed
                       S.ORPHANED, S.DELETED),
    S.ORPHANED: (S.DONE, S.TARGET_MISSING, S.DELETED),  # reconcile_desync
    S.DELETED: (),                      # final: nothing leaves it
}

# Cancel / Defer: any active state (rule, not enumeration).
ANY_ACTIVE_TO: tuple[State, ...] = (S.CANCELLED, S.DEFERRED)


def _build() -> dict[str, frozenset[str]]:
    edges: dict[str, set[str]] = {s.value: {t.value for t in tos} for s, tos in _DECLARED.items()}
    for s in ACTIVE:
        edges[s].update(t.value for t in ANY_ACTIVE_TO)
    for s in edges:
        edges[s].discard(s)  # self-transitions are implicit
    return {s: frozenset(t) for s, t in edges.items()}


EDGES: dict[str, frozenset[str]] = _build()
assert set(EDGES) == ALL, "every state must have a row in the graph"

# Legal sources of each target, plus the target itself (self-transition).
SOURCES: dict[str, frozenset[str]] = {
    to: frozenset({frm for frm, tos in EDGES.items() if to in tos} | {to}) for to in ALL
}


def is_legal(frm: str, to: str) -> bool:
    return frm == to or to in EDGES.get(frm, ())


def edges() -> list[tuple[str, str]]:
    """Every declared edge (without self-transitions), sorted, for docs and tests."""
    return sorted((f, t) for f, tos in EDGES.items() for t in tos)

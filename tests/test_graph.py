"""The transition graph (seed 004): declared once, enforced by the SQL gate in the store."""

import pytest

from jellybit import store
from jellybit.infohash import normalize
from jellybit.store import graph
from jellybit.store.fields import format_ts, utcnow


def _download_in(state: str, n: int) -> str:
    """A download forced into ``state`` (fixture setup writes the column directly)."""
    r = store.create_download_if_no_active(hashes=[normalize(f"{n:040x}")], source_ref="magnet:?",
                                           source_kind="magnet")
    (store.Download.update(state=state, updated_at=format_ts(utcnow()))
     .where(store.Download.id == r.download_id).execute())
    return r.download_id


EDGES = graph.edges()
REVIVAL = [(f, t) for f, t in EDGES if f in graph.TERMINAL and t in graph.ACTIVE]


@pytest.mark.parametrize("frm,to", EDGES, ids=[f"{f}->{t}" for f, t in EDGES])
def test_every_declared_edge_passes(db, frm, to):
    d = _download_in(frm, 1)
    if (frm, to) in REVIVAL:
        assert store.activate_if_no_other_active(d, to) == frm
    else:
        assert store.set_state(d, to) == frm
    assert store.get(d).state == to


UNDECLARED = [
    ("catched", "done"), ("catched", "completed"), ("downloading", "linking"), ("downloading", "done"),
    ("completed", "done"), ("review", "done"), ("done", "downloading"), ("done", "linking"),
    ("done", "cancelled"), ("failed", "cancelled"), ("failed", "deferred"), ("failed", "recognizing"),
    ("cancelled", "downloading"), ("reverted", "done"), ("orphaned", "recognizing"),
    ("deleted", "done"), ("deleted", "recognizing"), ("deleted", "orphaned"), ("linking", "completed"),
]


@pytest.mark.parametrize("frm,to", UNDECLARED, ids=[f"{f}->{t}" for f, t in UNDECLARED])
def test_undeclared_edges_are_refused_and_change_nothing(db, frm, to):
    assert not graph.is_legal(frm, to)
    d = _download_in(frm, 2)
    with pytest.raises(store.IllegalTransition) as err:
        store.set_state(d, to)
    assert f"{frm} → {to}" in str(err.value)
    assert store.get(d).state == frm


def test_every_active_state_may_go_to_cancelled_and_deferred():
    for s in graph.ACTIVE:
        assert graph.is_legal(s, "cancelled") and graph.is_legal(s, "deferred"), s


def test_terminal_states_may_not_be_cancelled_or_deferred():
    for s in graph.TERMINAL:
        assert not graph.is_legal(s, "cancelled") or s == "cancelled"
        assert not graph.is_legal(s, "deferred")


def test_deleted_has_no_way_out():
    assert graph.EDGES["deleted"] == frozenset()


@pytest.mark.parametrize("state", sorted(graph.ALL))
def test_self_transitions_pass(db, state):
    d = _download_in(state, 3)
    assert store.set_state(d, state) == state
    assert not store.StateChange.select().where(store.StateChange.download == d,
                                                store.StateChange.from_state == state).exists()


def test_set_state_failed_to_downloading_is_refused_but_guarded_activation_performs_it(db):
    d = _download_in("failed", 4)
    assert graph.is_legal("failed", "downloading")
    with pytest.raises(store.IllegalTransition, match="re-activated only by activate_if_no_other_active"):
        store.set_state(d, "downloading")
    assert store.get(d).state == "failed"
    assert store.activate_if_no_other_active(d, "downloading") == "failed"
    assert store.get(d).state == "downloading"


def test_unknown_id_gives_not_found(db):
    from jellybit import ident
    with pytest.raises(store.NotFound):
        store.set_state(ident.new_id(), "cancelled")


def test_promote_catched_has_its_own_guard(db):
    d = _download_in("catched", 5)
    store.promote_catched(d)
    assert store.get(d).state == "downloading" and store.get(d).source_added_at is not None
    with pytest.raises(store.IllegalTransition, match="promote_catched"):
        store.promote_catched(d)


def test_transitions_are_recorded_in_the_history(db):
    d = _download_in("catched", 6)
    store.promote_catched(d)
    store.set_state(d, "failed", error_code="qbit_error", error_message="boom")
    rows = [(r.from_state, r.to_state, r.error_code) for r in
            store.StateChange.select().where(store.StateChange.download == d).order_by(store.StateChange.id)]
    assert rows[-2:] == [("catched", "downloading", None), ("downloading", "failed", "qbit_error")]
    got = store.get(d)
    assert (got.error_code, got.error_message) == ("qbit_error", "boom")

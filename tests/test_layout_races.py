"""Layout operations on one download under races and refusals (issue 15, items 2, 3 and 8)."""

from __future__ import annotations

import threading

import pytest

from jellybit import actions, recognition, recognizer, store
from jellybit.infohash import normalize
from jellybit.layout import desync, ownership, serial
from jellybit.layout.apply import apply
from jellybit.worker import recognize as rw

from .layout_helpers import plan_for, setup


@pytest.fixture
def linked(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    assert apply(did, plan_for(save, settings, files)).ok
    store.set_state(did, "done", progress=1.0)
    targets = [settings.shows_dir / f["target"] for f in files if f["target"]]
    deps = actions.Deps(settings, torrent_present=lambda d: True)
    return did, targets, deps


def history(download_id: str) -> list[str]:
    return [r.to_state for r in store.StateChange.select().where(store.StateChange.download == download_id)
            .order_by(store.StateChange.id)]


def test_a_refused_relink_leaves_every_link_in_place_and_the_download_is_never_done_over_nothing(linked):
    did, targets, deps = linked
    targets[0].unlink()  # one episode deleted by hand
    assert desync.reconcile_desync(did, lambda d: True) == "target_missing"
    other = store.create_download_if_no_active(hashes=store.hashes_of(did), source_ref="magnet:?",
                                               source_kind="magnet").download_id  # the same torrent, added again
    with pytest.raises(store.InfohashTaken):
        actions.relink(did, deps)
    assert all(t.exists() for t in targets[1:]), "a refused Relink must not remove a single link"
    assert store.get(did).state == "target_missing"
    assert desync.reconcile_desync(did, lambda d: True) is None  # still target_missing, never a false done
    assert store.get(other).state == "catched"


def test_undo_racing_the_desync_pass_ends_reverted_with_no_link_left(linked, monkeypatch):
    did, targets, deps = linked
    real_remove = ownership.remove_if_ours
    raced: list[threading.Thread] = []

    def remove_then_desync(row, **kw):
        out = real_remove(row, **kw)
        if not raced:  # the desync job runs right after Undo removed its first link
            t = threading.Thread(target=lambda: desync.reconcile_all(lambda d: True))
            raced.append(t)
            t.start()
            t.join(0.3)
        return out

    monkeypatch.setattr(ownership, "remove_if_ours", remove_then_desync)
    assert actions.undo(did, deps).state == "reverted"
    raced[0].join(5)
    d = store.get(did)
    assert d.state == "reverted" and not any(t.exists() for t in targets)
    assert history(did)[-2:] == ["done", "reverted"], history(did)
    assert desync.reconcile_desync(did, lambda d: True) is None


MOVIE = [("Stalker/Stalker.mkv", 4_000_000_000)]


@pytest.fixture
def in_review(db, settings):
    d = store.create_download_if_no_active(hashes=[normalize("5" * 40)], source_ref="magnet:?",
                                           source_kind="magnet", name="Stalker", state="completed").download_id
    rw.recognize_one(d, settings, lambda _d: [recognition.FileInput(p, s) for p, s in MOVIE])
    assert store.get(d).state == "review"
    return d


def test_apply_of_a_candidate_refused_by_the_preflight_stores_no_recognition(in_review, settings):
    rec = recognizer.current_recognition(in_review)
    chosen = store.MetadataCandidate.create(recognition=rec.id, source="tmdb", external_id="1398",
                                            title="Stalker", year=1979, type="movie", score=0.9)
    deps = actions.Deps(settings, torrent_present=lambda d: False)  # the torrent is gone
    with pytest.raises(actions.ActionError):
        actions.apply(in_review, deps, candidate_id=str(chosen.id))
    assert recognizer.current_recognition(in_review).id == rec.id  # nothing re-run, nothing stored
    assert store.Recognition.select().where(store.Recognition.download == in_review).count() == 1


@pytest.mark.parametrize("command", ["refine", "override"])
def test_refine_and_override_refused_inside_their_transaction_leave_no_row(in_review, settings, monkeypatch,
                                                                          command):
    deps = actions.Deps(settings)
    real_set = store.set_state

    def moved_meanwhile(download_id, to, **kw):  # the state gate refuses (e.g. Apply won the race)
        raise store.IllegalTransition(download_id, "linking", to)

    monkeypatch.setattr(store, "set_state", moved_meanwhile)
    with pytest.raises(store.IllegalTransition):
        if command == "refine":
            actions.refine(in_review, deps, "it is the 1979 film")
        else:
            actions.override(in_review, deps, year=1979)
    monkeypatch.setattr(store, "set_state", real_set)
    assert store.Hint.select().count() == 0 and store.Override.select().count() == 0
    assert store.get(in_review).state == "review"


def test_a_command_waits_for_a_layout_operation_only_a_bounded_time(linked, monkeypatch):
    did, targets, deps = linked
    monkeypatch.setattr(actions, "LAYOUT_WAIT", 0.2)
    holding, release = threading.Event(), threading.Event()

    def long_layout():  # the link job busy with this download's files
        with serial.serialised(did):
            holding.set()
            release.wait(5)

    t = threading.Thread(target=long_layout)
    t.start()
    holding.wait(5)
    try:
        with pytest.raises(actions.ActionError) as busy:
            actions.undo(did, deps)
        assert busy.value.code == "busy" and store.get(did).state == "done"
        assert all(p.exists() for p in targets)
    finally:
        release.set()
        t.join(5)
    assert actions.undo(did, deps).state == "reverted"


def test_relink_of_a_download_cancelled_before_its_data_was_complete_is_refused(db, settings, tmp_path):
    d = store.create_download_if_no_active(hashes=[normalize("6" * 40)], source_ref="magnet:?", source_kind="magnet",
                                           state="downloading", progress=0.4).download_id
    store.set_state(d, "cancelled")
    with pytest.raises(actions.ActionError) as refused:
        actions.relink(d, actions.Deps(settings, torrent_present=lambda _d: True))
    assert refused.value.code == "not_complete" and "40 %" in refused.value.message
    assert store.get(d).state == "cancelled"  # not left in recognizing, waiting for files forever

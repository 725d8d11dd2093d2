"""The source × target matrix (SPEC §6.7), healing, and the Relink preflight."""

from __future__ import annotations

import os
import shutil

import pytest

from jellybit import store
from jellybit.layout import desync
from jellybit.layout.apply import apply
from jellybit.layout.undo import undo

from .layout_helpers import plan_for, setup


@pytest.fixture
def linked(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    assert apply(did, plan_for(save, settings, files)).ok
    store.set_state(did, "done")
    targets = [settings.shows_dir / f["target"] for f in files if f["target"]]
    return did, save, targets


def present(_download):
    return True


def gone(_download):
    return False


def unknown(_download):
    return None


def test_all_in_place_stays_done(linked):
    did, *_ = linked
    assert desync.reconcile_desync(did, present) is None and store.get(did).state == "done"


def test_deleted_target_is_target_missing_and_restoring_it_heals(linked):
    did, save, targets = linked
    source = save / "Breaking.Bad.S01.1080p.BluRay-GRP" / "Breaking.Bad.S01E02.1080p.BluRay.mkv"
    targets[1].unlink()
    assert desync.reconcile_desync(did, present) == "target_missing"
    d = store.get(did)
    assert d.error_code == "target_missing" and str(targets[1]) in d.error_message
    os.link(source, targets[1])
    assert desync.reconcile_desync(did, present) == "done"
    assert store.get(did).error_code is None


def test_a_replaced_target_counts_as_missing(linked):
    did, save, targets = linked
    targets[0].unlink()
    targets[0].write_bytes(b"someone else's")
    assert desync.reconcile_desync(did, present) == "target_missing"


def test_torrent_gone_with_its_data_is_orphaned_then_deleted_when_targets_go(linked):
    did, save, targets = linked
    shutil.rmtree(save)
    assert desync.reconcile_desync(did, gone) == "orphaned"
    for t in targets:
        t.unlink()
    assert desync.reconcile_desync(did, gone) == "deleted"
    assert desync.reconcile_desync(did, present) is None  # deleted is final: not a desync state any more


def test_torrent_present_but_its_files_deleted_is_source_gone(linked):
    did, save, targets = linked
    (save / "Breaking.Bad.S01.1080p.BluRay-GRP" / "Breaking.Bad.S01E03.1080p.BluRay.mkv").unlink()
    assert desync.reconcile_desync(did, present) == "orphaned"


def test_orphaned_heals_to_done_when_the_torrent_comes_back(linked):
    did, *_ = linked
    assert desync.reconcile_desync(did, gone) == "orphaned"
    assert desync.reconcile_desync(did, present) == "done"


def test_unknown_presence_never_judges_the_source_but_a_missing_target_is_not_done(linked):
    did, save, targets = linked
    assert desync.reconcile_desync(did, unknown) is None and store.get(did).state == "done"
    for t in targets:
        t.unlink()
    # the library is visible even when qBittorrent is not: "done" with its files gone would be a lie
    assert desync.reconcile_desync(did, unknown) == "target_missing"
    assert desync.reconcile_desync(did, unknown) is None  # nothing more until qBittorrent answers
    assert desync.reconcile_desync(did, gone) == "deleted"


def test_reconcile_all_handles_every_desync_state(linked):
    did, save, targets = linked
    targets[0].unlink()
    assert desync.reconcile_all(present) == {did: "target_missing"}
    assert desync.reconcile_all(present) == {}


def test_reconcile_to_reality_source_present_changes_nothing(linked):
    did, *_ = linked
    undo(did)
    store.set_state(did, "reverted")
    assert desync.reconcile_to_reality(did, present) is True and store.get(did).state == "reverted"
    assert desync.reconcile_to_reality(did, unknown) is None and store.get(did).state == "reverted"


def test_reconcile_to_reality_reverted_and_source_gone_is_deleted(linked):
    did, save, _ = linked
    undo(did)
    store.set_state(did, "reverted")
    shutil.rmtree(save)
    assert desync.reconcile_to_reality(did, gone) is False
    d = store.get(did)
    assert d.state == "deleted" and d.error_code == "source_missing"


def test_reconcile_to_reality_target_missing_with_links_left_is_orphaned(linked):
    did, save, targets = linked
    targets[0].unlink()
    assert desync.reconcile_desync(did, present) == "target_missing"
    os.link(save / "Breaking.Bad.S01.1080p.BluRay-GRP" / "Breaking.Bad.S01E01.1080p.BluRay.mkv", targets[0])
    assert desync.reconcile_to_reality(did, gone) is False and store.get(did).state == "orphaned"

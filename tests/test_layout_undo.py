"""Undo puts the library back byte for byte, leaves foreign files and the torrent's data alone."""

from __future__ import annotations

import os
import shutil

import pytest

from jellybit import store
from jellybit.layout import journal, ownership
from jellybit.layout.apply import apply
from jellybit.layout.undo import undo

from .layout_helpers import inodes, listing, plan_for, rows, setup

SHOW = "Breaking Bad (2008) [tmdbid-1396]"


@pytest.fixture(autouse=True, params=["file by file", "folder reads"])
def _way(request, monkeypatch):
    """Every test twice: the packs here are small (each folder is judged file by file), and again with
    every folder read once (``ownership.remove_all``); the outcomes must be the same."""
    if request.param == "folder reads":
        monkeypatch.setattr(ownership, "SCAN_MIN", 1)


def _populated_library(settings):
    """A library that already holds other things, including an empty folder and a file in our show folder."""
    other = settings.shows_dir / "Other Show (2001)" / "Season 01"
    other.mkdir(parents=True)
    (other / "Other Show (2001) S01E01.mkv").write_bytes(b"other show")
    (settings.shows_dir / "Empty Folder").mkdir()
    (settings.shows_dir / SHOW).mkdir()
    (settings.shows_dir / SHOW / "poster.jpg").write_bytes(b"jpeg")


def _linked(tmp_path):
    did, save, settings, files = setup(tmp_path)
    _populated_library(settings)
    lib_before, data_before, data_inodes = listing(settings.shows_dir), listing(save), inodes(save)
    res = apply(did, plan_for(save, settings, files))
    assert res.ok
    store.set_state(did, "done")
    return did, save, settings, files, lib_before, data_before, data_inodes


def test_undo_restores_the_library_byte_for_byte_and_leaves_the_data(tmp_path, db):
    did, save, settings, files, lib_before, data_before, data_inodes = _linked(tmp_path)
    assert listing(settings.shows_dir) != lib_before
    res = undo(did, roots=[settings.shows_dir, settings.movies_dir])
    assert res.clean and len(res.removed) == 6
    assert listing(settings.shows_dir) == lib_before
    assert listing(save) == data_before
    assert {k: v[0] for k, v in inodes(save).items()} == {k: v[0] for k, v in data_inodes.items()}
    assert all(nlink == 1 for _, nlink in inodes(save).values())
    assert all(r.state == "removed" and r.removed_at is not None for r in rows(did))
    # the pre-existing show folder (not ours) stays; the folders we created are gone
    assert (settings.shows_dir / SHOW / "poster.jpg").exists()
    assert not (settings.shows_dir / SHOW / "Season 01").exists()
    store.set_state(did, "reverted")


def test_undo_is_idempotent(tmp_path, db):
    did, save, settings, files, lib_before, *_ = _linked(tmp_path)
    undo(did)
    again = undo(did)
    assert again.removed == [] and again.left == [] and listing(settings.shows_dir) == lib_before


def test_replaced_target_is_left_alone_and_reported(tmp_path, db):
    did, save, settings, files, *_ = _linked(tmp_path)
    replaced = settings.shows_dir / files[0]["target"]
    replaced.unlink()
    replaced.write_bytes(b"the person's better copy")
    res = undo(did)
    assert [t for t, _ in res.left] == [str(replaced)] and "left alone" in res.left[0][1]
    assert replaced.read_bytes() == b"the person's better copy"
    assert (settings.shows_dir / SHOW / "Season 01").is_dir()  # not empty: kept
    assert len(res.removed) == 5


def test_a_file_dropped_into_a_created_folder_keeps_the_folder(tmp_path, db):
    did, save, settings, files, *_ = _linked(tmp_path)
    extra = settings.shows_dir / SHOW / "featurettes" / "mine.mkv"
    extra.write_bytes(b"mine")
    undo(did)
    assert extra.read_bytes() == b"mine"


def test_the_last_copy_of_the_data_is_never_removed(tmp_path, db):
    did, save, settings, files, *_ = _linked(tmp_path)
    shutil.rmtree(save)  # the torrent was removed with its data: the library links are all that is left
    res = undo(did)
    assert res.removed == [] and len(res.left) == 6 and all("only" in why for _, why in res.left)
    assert all((settings.shows_dir / f["target"]).exists() for f in files if f["target"])
    assert all(r.state == "linked" for r in rows(did))


def test_a_target_that_now_resolves_into_the_torrent_data_is_not_removed(tmp_path, db):
    files = [{"path": "Pack/Show (2008) S01E01.mkv", "role": "video", "target": "Show (2008)/Season 01/Show (2008) "
                                                                                  "S01E01.mkv"}]
    did, save, settings, _ = setup(tmp_path, files)
    assert apply(did, plan_for(save, settings, files)).ok
    season = settings.shows_dir / "Show (2008)" / "Season 01"
    shutil.rmtree(season)
    os.symlink(save / "Pack", season)  # the library folder now points at the torrent's own folder
    res = undo(did)
    assert res.removed == [] and "torrent's data" in res.left[0][1]
    assert (save / files[0]["path"]).read_bytes() == files[0]["path"].encode()


def test_a_crash_inside_undo_is_completed_by_running_it_again(tmp_path, db, monkeypatch):
    did, save, settings, files, lib_before, *_ = _linked(tmp_path)

    def crash(ids, **kw):
        raise RuntimeError("killed before the rows were marked")

    monkeypatch.setattr(journal, "mark_removed", crash)
    with pytest.raises(RuntimeError):
        undo(did)
    monkeypatch.undo()
    assert listing(settings.shows_dir) == lib_before  # the files and folders are already gone
    assert all(r.state == "linked" for r in rows(did))  # but not yet marked
    res = undo(did)
    assert len(res.missing) == 6 and res.clean
    assert all(r.state == "removed" for r in rows(did))
    store.set_state(did, "reverted")


def test_the_library_root_is_never_pruned(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    assert apply(did, plan_for(save, settings, files)).ok  # the root was created by apply
    undo(did, roots=[settings.shows_dir])
    assert settings.shows_dir.is_dir() and listing(settings.shows_dir) == []

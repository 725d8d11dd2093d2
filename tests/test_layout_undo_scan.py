"""Undo of a pack reads each folder once (``ownership.remove_all``); every unusual file takes the careful
file-by-file way, with the same outcome as before."""

from __future__ import annotations

import os
import shutil

import pytest

from jellybit import store
from jellybit.layout import naming, ownership
from jellybit.layout.apply import apply
from jellybit.layout.undo import undo

from .layout_helpers import inodes, listing, plan_for, rows, setup

EPISODES = 2 * ownership.SCAN_MIN  # one season folder read once


def _pack(episodes: int = EPISODES) -> list[dict]:
    return [{"path": f"Show.S01/Show.S01E{e:02d}.mkv", "role": "video",
             "target": naming.episode_file("Show", 2001, 42, 1, [e], "mkv")} for e in range(1, episodes + 1)]


@pytest.fixture
def careful(monkeypatch):
    """The rows that took the file-by-file way (``remove_if_ours`` is wrapped, not replaced)."""
    seen: list[str] = []
    real = ownership.remove_if_ours

    def spy(row, **kw):
        seen.append(row.target)
        return real(row, **kw)

    monkeypatch.setattr(ownership, "remove_if_ours", spy)
    return seen


def _linked(tmp_path, files=None):
    files = files or _pack()
    did, save, settings, _ = setup(tmp_path, files)
    lib_before = listing(settings.shows_dir)
    assert apply(did, plan_for(save, settings, files)).ok
    store.set_state(did, "done")
    return did, save, settings, files, lib_before


def _target(settings, f):
    return settings.shows_dir / f["target"]


def test_a_pack_is_removed_with_one_read_per_folder(tmp_path, db, careful):
    did, save, settings, files, lib_before = _linked(tmp_path)
    data = listing(save)
    res = undo(did)
    assert res.clean and len(res.removed) == EPISODES and careful == []
    assert listing(settings.shows_dir) == lib_before and listing(save) == data
    assert all(nlink == 1 for _, nlink in inodes(save).values())
    assert all(r.state == "removed" and r.removed_at is not None for r in rows(did))


def test_a_target_replaced_by_a_foreign_file_of_the_same_name_is_left_alone(tmp_path, db, careful):
    did, save, settings, files, _ = _linked(tmp_path)
    replaced = _target(settings, files[3])
    replaced.unlink()
    replaced.write_bytes(b"the person's own copy")
    res = undo(did)
    assert [t for t, _ in res.left] == [str(replaced)] and "another file" in res.left[0][1]
    assert careful == [str(replaced)]  # only that one was looked at file by file
    assert replaced.read_bytes() == b"the person's own copy" and len(res.removed) == EPISODES - 1
    assert os.listdir(replaced.parent) == [replaced.name]  # the folder stays: it is not empty


def test_a_link_whose_source_was_deleted_is_the_last_copy_and_stays(tmp_path, db, careful):
    did, save, settings, files, _ = _linked(tmp_path)
    (save / files[5]["path"]).unlink()  # the data now has one name: the library's
    kept = _target(settings, files[5])
    res = undo(did)
    assert [t for t, _ in res.left] == [str(kept)] and "only name" in res.left[0][1]
    assert careful == [str(kept)] and kept.read_bytes() == files[5]["path"].encode()
    assert len(res.removed) == EPISODES - 1
    live = [r for r in rows(did) if r.state == "linked"]
    assert [r.target_path for r in live] == [str(kept)]  # its row stays live: Undo may be asked again


def test_a_source_replaced_by_another_file_keeps_the_link(tmp_path, db, careful):
    did, save, settings, files, _ = _linked(tmp_path)
    source = save / files[0]["path"]
    source.unlink()
    source.write_bytes(b"downloaded again: a new inode under the old name")
    kept = _target(settings, files[0])
    res = undo(did)
    assert [t for t, _ in res.left] == [str(kept)] and careful == [str(kept)]
    assert kept.read_bytes() == files[0]["path"].encode()


def test_a_target_folder_made_a_symlink_is_read_through_it_as_lstat_would(tmp_path, db, careful):
    did, save, settings, files, _ = _linked(tmp_path)
    season = _target(settings, files[0]).parent
    moved = settings.shows_dir / "moved"
    season.rename(moved)
    os.symlink(moved, season)
    res = undo(did)
    assert res.clean and len(res.removed) == EPISODES and careful == []
    assert os.listdir(moved) == [] and all(nlink == 1 for _, nlink in inodes(save).values())


def test_a_target_folder_that_resolves_into_the_torrent_data_is_never_emptied(tmp_path, db, careful):
    files = [{"path": f"Pack/{f['target'].rpartition('/')[2]}", "role": "video", "target": f["target"]}
             for f in _pack()]  # the torrent's files carry the library's names
    did, save, settings, files, _ = _linked(tmp_path, files)
    season = _target(settings, files[0]).parent
    shutil.rmtree(season)
    os.symlink(save / "Pack", season)  # every target name now IS a source
    data = listing(save)
    res = undo(did)
    assert res.removed == [] and len(res.left) == EPISODES and all("torrent's data" in w for _, w in res.left)
    assert len(careful) == EPISODES and listing(save) == data


def test_names_of_the_data_inside_the_save_path_are_never_removed(tmp_path, db, careful):
    """The season folder now points at a folder inside the download that holds more names of the same data:
    those names carry the recorded inodes and their sources still exist, yet they are the torrent's side."""
    did, save, settings, files, _ = _linked(tmp_path)
    season = _target(settings, files[0]).parent
    inside = save / "Renamed"
    inside.mkdir()
    for f in files:
        os.link(save / f["path"], inside / f["target"].rpartition("/")[2])
    shutil.rmtree(season)
    os.symlink(inside, season)
    res = undo(did)
    assert res.removed == [] and all("torrent's data" in w for _, w in res.left) and len(res.left) == EPISODES
    assert len(os.listdir(inside)) == EPISODES and len(careful) == EPISODES


def test_without_a_known_save_path_a_target_that_is_the_source_itself_stays(tmp_path, db, careful):
    """No save path to compare with (the column is empty): a target folder that became the source folder,
    with the same names, shows each file once — two paths, one name, the only copy."""
    files = [{"path": f"Pack/{f['target'].rpartition('/')[2]}", "role": "video", "target": f["target"]}
             for f in _pack()]
    did, save, settings, files, _ = _linked(tmp_path, files)
    season = _target(settings, files[0]).parent
    shutil.rmtree(season)
    os.symlink(save / "Pack", season)
    store.database.execute_sql("UPDATE download SET save_path = NULL WHERE id = ?", (did,))
    data = listing(save)
    res = undo(did)
    assert res.removed == [] and len(res.left) == EPISODES and listing(save) == data


def test_a_row_recorded_on_another_device_is_judged_file_by_file(tmp_path, db, careful):
    """The same inode number on another filesystem is another file: the folders' device must be the row's."""
    did, save, settings, files, _ = _linked(tmp_path)
    other = _target(settings, files[2])
    store.database.execute_sql("UPDATE file_link SET device = device + 1 WHERE target_path = ?", (str(other),))
    res = undo(did)
    assert [t for t, _ in res.left] == [str(other)] and careful == [str(other)] and other.exists()


def test_missing_targets_and_a_missing_folder_are_already_gone(tmp_path, db, careful):
    did, save, settings, files, lib_before = _linked(tmp_path)
    _target(settings, files[1]).unlink()
    res = undo(did)
    assert res.missing == [str(_target(settings, files[1]))] and len(res.removed) == EPISODES - 1
    assert listing(settings.shows_dir) == lib_before
    again = undo(did)
    assert again.removed == [] and again.left == []


def test_a_small_folder_is_judged_file_by_file(tmp_path, db, careful):
    did, save, settings, files, lib_before = _linked(tmp_path, _pack(ownership.SCAN_MIN - 1))
    res = undo(did)
    assert res.clean and len(careful) == ownership.SCAN_MIN - 1 and listing(settings.shows_dir) == lib_before


def test_a_folder_whose_entries_disagree_with_lstat_is_not_trusted(tmp_path, db, careful, monkeypatch):
    """A filesystem whose getdents inode is not the file's (some FUSE and overlay set-ups) — here one whose
    numbering happens to give a foreign file, put at one of our targets, the inode we recorded there. The
    folder's sample ``lstat`` disagrees with its listing, so every row of it is judged by its own ``lstat``
    and the foreign file stays."""
    did, save, settings, files, _ = _linked(tmp_path)
    replaced = _target(settings, files[4])
    ours = replaced.stat().st_ino
    replaced.unlink()
    replaced.write_bytes(b"the person's own copy")
    foreign = replaced.stat().st_ino
    real_entries = ownership._entries

    class Skewed:
        def __init__(self, entry):
            self._e = entry
            self.name = entry.name

        def inode(self):
            ino = self._e.inode()
            return ours if ino in (ours, foreign) else ino + 10**9

    class Listing:
        def __init__(self, fd):
            self._it = real_entries(fd)

        def __enter__(self):
            return (Skewed(e) for e in self._it)

        def __exit__(self, *exc):
            self._it.close()

    monkeypatch.setattr(ownership, "_entries", Listing)
    res = undo(did)
    assert [t for t, _ in res.left] == [str(replaced)] and replaced.read_bytes() == b"the person's own copy"
    assert len(careful) == EPISODES and len(res.removed) == EPISODES - 1


def test_a_pack_of_many_folders_holds_one_folder_open_at_a_time(tmp_path, db, careful, monkeypatch):
    """Descriptors are a shared budget of the process (waitress's sockets, SQLite): a target folder's is
    closed when its rows are done and a source folder's as soon as it is read."""
    files = [{"path": f"Show/S{s:02d}/Show.S{s:02d}E{e:02d}.mkv", "role": "video",
              "target": naming.episode_file("Show", 2001, 42, s, [e], "mkv")}
             for s in range(1, 7) for e in range(1, ownership.SCAN_MIN + 1)]
    did, save, settings, files, lib_before = _linked(tmp_path, files)
    baseline = len(os.listdir("/proc/self/fd"))
    held: list[int] = []
    real_entries = ownership._entries

    def counting(fd):
        held.append(len(os.listdir("/proc/self/fd")) - baseline)
        return real_entries(fd)

    monkeypatch.setattr(ownership, "_entries", counting)
    res = undo(did)
    assert res.clean and len(res.removed) == len(files) and careful == []
    assert len(held) == 12 and max(held) <= 3  # a target folder, a source folder, and os.listdir's own
    assert len(os.listdir("/proc/self/fd")) == baseline and listing(settings.shows_dir) == lib_before

"""apply: real files, real hard links, real SQLite. Nothing that is not ours is ever overwritten or deleted.

Cross-filesystem (EXDEV): when /dev/shm is a different filesystem from the temp dir (checked with
``st_dev``) the library is put there for real; the runtime EXDEV path (bind mounts share ``st_dev``
but still refuse links) is tested with an injected link function that raises EXDEV.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest

from jellybit import ident, store
from jellybit.layout import linker
from jellybit.layout.apply import apply
from jellybit.layout.plan import Roots
from jellybit.layout.undo import undo

from .layout_helpers import inodes, listing, make_download, plan_for, rows, setup, write_files

SHOW_DIR = "Breaking Bad (2008) [tmdbid-1396]"
EXPECTED_TREE = [
    (SHOW_DIR, "dir"),
    (f"{SHOW_DIR}/Season 01", "dir"),
    (f"{SHOW_DIR}/Season 01/Breaking Bad (2008) S01E01.en.forced.srt", "file"),
    (f"{SHOW_DIR}/Season 01/Breaking Bad (2008) S01E01.en.srt", "file"),
    (f"{SHOW_DIR}/Season 01/Breaking Bad (2008) S01E01.mkv", "file"),
    (f"{SHOW_DIR}/Season 01/Breaking Bad (2008) S01E02.mkv", "file"),
    (f"{SHOW_DIR}/Season 01/Breaking Bad (2008) S01E03.mkv", "file"),
    (f"{SHOW_DIR}/featurettes", "dir"),
    (f"{SHOW_DIR}/featurettes/Making.Of.mkv", "file"),
]


def _tree(root: Path):
    return [(rel, kind) for rel, kind, _, _ in listing(root)]


def _linked(files):
    return [f for f in files if f["target"]]


def test_season_pack_exact_tree_same_inodes_and_one_row_per_file(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    plan = plan_for(save, settings, files)
    assert plan.ok and len(plan.items) == 6 and {s.role for s in plan.skipped} == {"sample", "junk"}
    res = apply(did, plan)
    assert res.ok and res.linked == 6 and res.adopted == 0 and res.methods == {"hardlink": 6}
    assert ident.is_valid(res.batch_id)
    assert _tree(settings.shows_dir) == EXPECTED_TREE
    recs = rows(did)
    assert len(recs) == 6 and {r.apply_batch_id for r in recs} == {res.batch_id}
    for f in _linked(files):
        src, tgt = save / f["path"], settings.shows_dir / f["target"]
        assert src.stat().st_ino == tgt.stat().st_ino and src.stat().st_nlink == 2
        (r,) = [r for r in recs if r.target_path == str(tgt)]
        assert (r.source_path, r.device, r.inode, r.size, r.method, r.state) == (
            str(src), src.stat().st_dev, src.stat().st_ino, src.stat().st_size, "hardlink", "linked")
    created = sorted({d for r in recs for d in json.loads(r.created_dirs or "[]")})
    assert created == sorted(str(settings.shows_dir / rel) for rel, kind in EXPECTED_TREE if kind == "dir")


def test_reapply_is_idempotent_in_the_same_batch_while_linking(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    plan = plan_for(save, settings, files)
    first = apply(did, plan)
    before = listing(settings.shows_dir), inodes(settings.shows_dir)
    again = apply(did, plan)
    assert again.ok and again.resumed and again.batch_id == first.batch_id
    assert again.linked == 0 and again.adopted == 6
    assert (listing(settings.shows_dir), inodes(settings.shows_dir)) == before
    assert len(rows(did)) == 6


def test_reapply_after_done_adopts_into_a_new_batch_and_retires_the_old_rows(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    plan = plan_for(save, settings, files)
    first = apply(did, plan)
    store.set_state(did, "done")
    again = apply(did, plan)
    assert again.ok and not again.resumed and again.batch_id != first.batch_id and again.adopted == 6
    live = [r for r in rows(did) if r.state == "linked"]
    assert len(live) == 6 and {r.apply_batch_id for r in live} == {again.batch_id}
    assert sum(r.state == "removed" for r in rows(did)) == 6
    assert _tree(settings.shows_dir) == EXPECTED_TREE


def test_unrelated_file_at_a_target_is_a_collision_never_touched_and_undo_leaves_it(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    foreign = settings.shows_dir / files[1]["target"]
    foreign.parent.mkdir(parents=True)
    foreign.write_bytes(b"the person's own episode")
    ino = foreign.stat().st_ino
    res = apply(did, plan_for(save, settings, files))
    assert res.status == "collision" and str(foreign) in res.paths and str(foreign) in res.message
    assert foreign.read_bytes() == b"the person's own episode" and foreign.stat().st_ino == ino
    assert rows(did) == []  # preflight: nothing was linked at all
    assert _tree(settings.shows_dir) == [(SHOW_DIR, "dir"), (f"{SHOW_DIR}/Season 01", "dir"),
                                         (f"{SHOW_DIR}/Season 01/Breaking Bad (2008) S01E02.mkv", "file")]
    u = undo(did)
    assert u.removed == [] and foreign.read_bytes() == b"the person's own episode"


def test_collision_appearing_midway_stops_records_what_was_done_and_undo_cleans_only_ours(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    lib_before = listing(settings.shows_dir)
    calls = []

    def racy_link(src, dst):
        calls.append(dst)
        if len(calls) == 3:  # someone drops their own file there between preflight and link
            Path(dst).write_bytes(b"raced in")
        os.link(src, dst, follow_symlinks=False)

    res = apply(did, plan_for(save, settings, files), link=racy_link)
    assert res.status == "collision" and res.paths == [calls[2]] and res.linked == 2
    states = sorted(r.state for r in rows(did))
    assert states == ["linked", "linked", "pending", "pending", "pending", "pending"]
    u = undo(did)
    assert len(u.removed) == 2 and Path(calls[2]).read_bytes() == b"raced in"
    remaining = [x[0] for x in listing(settings.shows_dir) if x[1] == "file"]
    assert remaining == [str(Path(calls[2]).relative_to(settings.shows_dir))]
    assert lib_before == []
    assert all(r.state == "removed" for r in rows(did))


def test_os_error_midway_stops_with_what_was_done_recorded_and_undo_restores(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    data_before = listing(save)
    n = []

    def failing_link(src, dst):
        n.append(dst)
        if len(n) == 4:
            raise PermissionError(errno.EACCES, "Permission denied", dst)
        os.link(src, dst, follow_symlinks=False)

    res = apply(did, plan_for(save, settings, files), link=failing_link)
    assert res.status == "error" and "Permission denied" in res.message and res.linked == 3
    assert sum(r.state == "linked" for r in rows(did)) == 3
    undo(did)
    assert listing(settings.shows_dir) == [] and listing(save) == data_before


def test_apply_refuses_a_plan_with_problems(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    files[0]["target"] = "../escape.mkv"
    plan = plan_for(save, settings, files)
    with pytest.raises(ValueError, match="must not be applied"):
        apply(did, plan)
    assert not settings.shows_dir.exists()


def test_missing_source_changes_nothing(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    (save / files[2]["path"]).unlink()
    res = apply(did, plan_for(save, settings, files))
    assert res.status == "source_missing" and str(save / files[2]["path"]) in res.paths
    assert rows(did) == [] and listing(settings.shows_dir) == []


def _other_fs_dir():
    try:
        d = Path(tempfile.mkdtemp(dir="/dev/shm"))
    except OSError:
        return None
    if d.stat().st_dev == Path(tempfile.gettempdir()).stat().st_dev:
        shutil.rmtree(d)
        return None
    return d


@pytest.fixture
def exdev(tmp_path):
    """(library base, link function): a real second filesystem when there is one, else an injected EXDEV."""
    other = _other_fs_dir()
    if other is not None:
        yield other, None
        shutil.rmtree(other, ignore_errors=True)
        return

    def link(src, dst):
        raise OSError(errno.EXDEV, "Invalid cross-device link", dst)

    yield tmp_path / "lib-elsewhere", link


def _inject_exdev(src, dst):
    raise OSError(errno.EXDEV, "Invalid cross-device link", dst)


@pytest.mark.parametrize("injected", [False, True], ids=["second-filesystem", "injected-EXDEV"])
def test_cross_device_fail_policy_changes_nothing_and_says_why(tmp_path, db, exdev, injected):
    base, link = exdev
    did, save, settings, files = setup(tmp_path)
    if injected:
        base, link = tmp_path / "lib", _inject_exdev
    settings.shows_dir = base / "shows"
    res = apply(did, plan_for(save, settings, files), link=link)
    assert res.status == "cross_device" and "different filesystems" in res.message
    assert [r for r in rows(did) if r.state == "linked"] == []
    assert [x for x in listing(settings.shows_dir) if x[1] == "file"] == []


@pytest.mark.parametrize("injected", [False, True], ids=["second-filesystem", "injected-EXDEV"])
def test_cross_device_copy_fallback_copies_records_copy_and_undo_removes(tmp_path, db, exdev, injected):
    base, link = exdev
    did, save, settings, files = setup(tmp_path)
    if injected:
        base, link = tmp_path / "lib", _inject_exdev
    settings.shows_dir = base / "shows"
    res = apply(did, plan_for(save, settings, files), fallback="copy", link=link)
    assert res.ok and res.methods == {"copy": 6}
    assert _tree(settings.shows_dir) == EXPECTED_TREE  # no .jellybit-part left anywhere
    for f in _linked(files):
        src, tgt = save / f["path"], settings.shows_dir / f["target"]
        assert tgt.read_bytes() == src.read_bytes() and tgt.stat().st_ino != src.stat().st_ino
    assert {r.method for r in rows(did)} == {"copy"}
    assert all(r.inode == Path(r.target_path).stat().st_ino for r in rows(did))
    again = apply(did, plan_for(save, settings, files), fallback="copy", link=link)
    assert again.ok and again.adopted == 6 and again.linked == 0
    u = undo(did)
    assert len(u.removed) == 6 and listing(settings.shows_dir) == []


def test_cross_device_symlink_fallback(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    res = apply(did, plan_for(save, settings, files), fallback="symlink", link=_inject_exdev)
    assert res.ok and res.methods == {"symlink": 6}
    for f in _linked(files):
        tgt = settings.shows_dir / f["target"]
        assert tgt.is_symlink() and os.readlink(tgt) == str(save / f["path"])
    assert apply(did, plan_for(save, settings, files), fallback="symlink", link=_inject_exdev).adopted == 6
    assert len(undo(did).removed) == 6 and listing(settings.shows_dir) == []


def test_movie_goes_to_the_movies_root_and_cyrillic_names_survive(tmp_path, db):
    files = [{"path": "Мастер.и.Маргарита.2024.mkv", "role": "video",
              "target": "Мастер и Маргарита (2024)/Мастер и Маргарита (2024).mkv"}]
    did, save, settings, _ = setup(tmp_path, files)
    res = apply(did, plan_for(save, settings, files, kind="movie"))
    assert res.ok
    assert (settings.movies_dir / files[0]["target"]).stat().st_ino == (save / files[0]["path"]).stat().st_ino


# -- the job body -----------------------------------------------------------------------------------


def test_link_one_moves_to_done_and_every_batch_record_carries_batch_id(tmp_path, db, log_records):
    did, save, settings, files = setup(tmp_path)
    assert linker.link_one(did, files, "series", settings) == "done"
    d = store.get(did)
    assert d.state == "done" and d.error_code is None
    batch = rows(did)[0].apply_batch_id
    records = [r for r in log_records() if r.get("logger", "").startswith("jellybit.layout")]
    assert records and all(r.get("download_id") == did for r in records)
    batch_records = [r for r in records if "batch" in r["msg"]]
    assert batch_records and all(r.get("batch_id") == batch for r in batch_records)


def test_link_one_collision_goes_to_review_with_the_path(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    foreign = settings.shows_dir / files[0]["target"]
    foreign.parent.mkdir(parents=True)
    foreign.write_bytes(b"mine")
    assert linker.link_one(did, files, "series", settings) == "review"
    d = store.get(did)
    assert d.error_code == "collision" and str(foreign) in d.error_message


def test_link_one_plan_problem_goes_to_review(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    files[0]["target"] = None
    assert linker.link_one(did, files, "series", settings) == "review"
    d = store.get(did)
    assert d.error_code == "plan_problem" and "video without a place" in d.error_message


def test_link_one_cross_device_fail_goes_to_failed_link_apply(tmp_path, db, monkeypatch):
    did, save, settings, files = setup(tmp_path)
    monkeypatch.setattr("jellybit.layout.apply._hardlink", _inject_exdev)
    assert linker.link_one(did, files, "series", settings) == "failed"
    d = store.get(did)
    assert d.error_code == "link_apply" and "different filesystems" in d.error_message


def test_link_pending_links_every_linking_download_and_skips_others(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    other_save = tmp_path / "dl2"
    movie = [{"path": "Film.2010.mkv", "role": "video", "target": "Film (2010)/Film (2010).mkv"}]
    write_files(other_save, movie)
    did2 = make_download(other_save)
    idle = make_download(other_save, state="review")
    loaded = {did: (files, "series"), did2: {"files": movie, "kind": "movie"}}
    out = linker.link_pending(settings, lambda d: loaded.get(d.id))
    assert out == {did: "done", did2: "done"}
    assert store.get(idle).state == "review"
    assert (settings.movies_dir / "Film (2010)/Film (2010).mkv").exists()


def test_link_pending_without_a_recognition_goes_to_review(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    assert linker.link_pending(settings, lambda d: None) == {did: "review"}


def test_roots_pick_anime_only_when_asked(tmp_path):
    r = Roots(tmp_path / "m", tmp_path / "s", tmp_path / "a")
    assert r.for_kind("series") == tmp_path / "s" and r.for_kind("series", anime=True) == tmp_path / "a"
    assert Roots(tmp_path / "m", tmp_path / "s").for_kind("series", anime=True) == tmp_path / "s"
    assert r.for_kind("movie") == tmp_path / "m"

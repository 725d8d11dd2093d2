"""The fast paths of the layout (issue 16, item 8) give exactly the answers of the slow ones.

* ``safety.relative_parts_by_folder`` (each folder judged once) == ``relative_parts``, refusals included;
* ``safety.fold`` on ASCII == the full Unicode fold; ``apply._dirname`` == ``os.path.dirname``;
* ``journal.confirm`` by batch id flips only what it was given (a count that differs falls back to ids);
* ``journal.mark_removed`` by download marks only what it was given, likewise;
* migration 0011 keeps every ``file_link`` row and still refuses an unknown ``method`` or ``state``.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import unicodedata

import pytest

from jellybit import ident
from jellybit.layout import journal, safety
from jellybit.layout.apply import _dirname
from jellybit.layout.journal import Row
from jellybit.store import schema as runner

from .layout_helpers import make_download

_PIECES = ["Show", "Season 01", "a.mkv", "..", ".", "", " ", "\t", "x\x00y", "C:", "\\\\srv", "a\\b", "я" * 70,
           "x" * 64, "x" * 256, "Ame\u0301lie", "Amélie", ".hidden", "e\x1b.mkv", "\udcff.mkv", "ok.srt"]


def _outcome(fn, rel, **kw):
    try:
        return fn(rel, **kw)
    except safety.UnsafePath as exc:
        return ("refused", str(exc), exc.path)


@pytest.mark.parametrize("normalize", [False, True])
def test_judging_each_folder_once_gives_the_answers_and_refusals_of_the_full_check(normalize):
    rnd = random.Random(16)
    paths = []
    for _ in range(3000):
        parts = [rnd.choice(_PIECES) for _ in range(rnd.randint(1, 4))]
        lead = rnd.choice(["", "", "", "/", "./", "C:"])
        paths.append(lead + "/".join(parts))
    paths += ["Show/Season 01/a.mkv", "Show/Season 01/..", "Show/Season 01/", "Show/Season 01/x\x00",
              "/Show/a.mkv", "Show//a.mkv", "./a.mkv", "   ", " /a", 42, None]
    folders: dict = {}
    kw = {"what": "target" if normalize else "source", "normalize": normalize}
    for rel in paths * 2:  # the second round finds every folder known
        assert _outcome(safety.relative_parts_by_folder, rel, folders=folders, **kw) == \
            _outcome(safety.relative_parts, rel, **kw), repr(rel)
    assert folders  # the fast path was taken


def test_folding_ascii_is_lowercasing_and_dirname_is_os_path_dirname():
    rnd = random.Random(8)
    for _ in range(2000):
        text = "".join(rnd.choice("aZ/. -_(]9\t~") for _ in range(rnd.randint(0, 12)))
        assert safety.fold(text) == unicodedata.normalize("NFC", unicodedata.normalize("NFD", text).casefold())
    for p in ["/a/b", "/a", "/", "a", "", "a/b/", "//a", "//a/b", "/a//b", "a//b", "/lib/Show (2001)/S 01/x.mkv"]:
        assert _dirname(p) == os.path.dirname(p), p


def _rows(batch, n, state="pending"):
    return [Row(i, batch, f"/s/{batch}/{k}", f"/t/{batch}/{k}", 1, k, 1, "hardlink", state, [])
            for k, i in enumerate(ident.new_ids(n))]


def _states(download_id):
    return {r.id: r.state for r in journal._select("download_id = ?", (download_id,))}


def test_a_confirm_by_batch_id_flips_exactly_the_given_rows(db, tmp_path):
    did = make_download(tmp_path)
    batch = ident.new_id()
    rows = _rows(batch, 5)
    journal.insert(did, rows)
    # the caller claims rows 0-3 are every pending row of the batch: the count says otherwise
    journal.confirm([r.id for r in rows[:4]], batch_id=batch)
    assert _states(did) == {**{r.id: "linked" for r in rows[:4]}, rows[4].id: "pending"}
    journal.confirm([rows[4].id], batch_id=batch)
    assert set(_states(did).values()) == {"linked"}


def test_marking_by_download_marks_exactly_the_given_rows(db, tmp_path):
    did, other = make_download(tmp_path), make_download(tmp_path / "b")
    batch = ident.new_id()
    rows = _rows(batch, 5, "linked")
    journal.insert(did, rows)
    journal.insert(other, _rows(batch, 2, "linked"))
    # the caller claims all but row 2 are every live row of the download: the count says otherwise
    claimed = [r.id for k, r in enumerate(rows) if k != 2]
    journal.mark_removed(claimed, download_id=did)
    assert _states(did) == {**{i: "removed" for i in claimed}, rows[2].id: "linked"}
    newer = _rows(batch, 1, "linked")  # written after the ids the caller read: never marked by their claim
    journal.insert(did, newer)
    journal.mark_removed([rows[2].id], download_id=did)
    assert _states(did) == {**{r.id: "removed" for r in rows}, newer[0].id: "linked"}
    assert set(_states(other).values()) == {"linked"}


def test_supersede_retires_older_rows_of_the_targets_across_downloads(db, tmp_path):
    old, new = make_download(tmp_path), make_download(tmp_path / "b")
    b1, b2 = ident.new_id(), ident.new_id()
    journal.insert(old, _rows(b1, 3, "linked"))
    journal.insert(new, _rows(b1, 0) + [Row(i, b2, f"/s/{b2}", f"/t/{b1}/{k}", 1, k, 1, "hardlink", "linked", [])
                                        for k, i in enumerate(ident.new_ids(2))])
    assert journal.supersede(b2, new) == [old]
    assert sorted(_states(old).values()) == ["linked", "removed", "removed"]
    assert journal.supersede(b2, new) == []  # nothing left to retire


def test_migration_0011_keeps_the_rows_and_the_constraints(tmp_path):
    older = tmp_path / "older"
    older.mkdir()
    for p in runner.discover():
        if p[0] < 11:
            shutil.copy(p[2], older / p[2].name)
    conn = sqlite3.connect(tmp_path / "x.db", isolation_level=None)
    runner.migrate(conn, older)
    did = ident.new_id()
    conn.execute("INSERT INTO download (id, state, source_ref, source_kind, created_at, updated_at, "
                 "state_changed_at) VALUES (?, 'done', 'm', 'magnet', 'x', 'x', 'x')", (did,))
    before = [(ident.new_id(), did, "b" * 26, f"/s/{k}", f"/t/{k}", 1, k, 1, m, s, '["/t"]', "x", None)
              for k, (m, s) in enumerate([("hardlink", "linked"), ("copy", "pending"), ("symlink", "removed")])]
    conn.executemany("INSERT INTO file_link (id, download_id, apply_batch_id, source_path, target_path, device, "
                     "inode, size, method, state, created_dirs, created_at, removed_at) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", before)
    assert [n for n in runner.migrate(conn) if n.startswith("0011")] == ["0011_file_link_fast_checks"]
    assert conn.execute("SELECT * FROM file_link ORDER BY id").fetchall() == sorted(before)
    for column, bad in (("method", "move"), ("state", "gone"), ("method", "Hardlink")):
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute(f"UPDATE file_link SET {column} = ? WHERE id = ?", (bad, before[0][0]))
    plan = conn.execute("EXPLAIN QUERY PLAN SELECT id FROM file_link WHERE download_id = ? ORDER BY id",
                        (did,)).fetchall()
    assert "TEMP B-TREE" not in " ".join(str(r) for r in plan)
    conn.close()

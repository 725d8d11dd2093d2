"""Path safety: a hostile torrent or a tampered library can never make the layout write outside its roots."""

from __future__ import annotations

import os
import unicodedata

import pytest

from jellybit.layout import safety
from jellybit.layout.apply import apply
from jellybit.layout.safety import UnsafePath, relative_parts

from .layout_helpers import Settings, listing, plan_for, rows, setup


@pytest.mark.parametrize("bad, why", [
    ("../../etc/passwd", "climbs out"),
    ("Pack/../../../etc/passwd", "climbs out"),
    ("/etc/passwd", "absolute"),
    ("\\\\server\\share\\x.mkv", "absolute"),
    ("C:\\Windows\\x.mkv", "absolute"),
    ("Pack/ep\x00.mkv", "NUL"),
    ("", "empty"),
    ("./", "empty"),
    ("Pack/" + "x" * 256 + ".mkv", "longer than 255 bytes"),
    ("Pack/" + "я" * 128 + ".mkv", "longer than 255 bytes"),  # 256 bytes of Cyrillic + ext
])
def test_hostile_relative_paths_are_refused_with_the_path_shown(bad, why):
    with pytest.raises(UnsafePath) as exc:
        relative_parts(bad, what="source")
    assert why in str(exc.value)
    if bad.strip("./"):
        assert repr(bad)[1:20] in str(exc.value)


def test_harmless_paths_are_split_and_targets_are_nfc():
    assert relative_parts("./Pack//a/b.mkv", what="source") == ("Pack", "a", "b.mkv")
    assert relative_parts("Мастер и Маргарита/Серия 1.mkv", what="source")[0] == "Мастер и Маргарита"
    decomposed = "Ame\u0301lie (2001)/Ame\u0301lie (2001).mkv"
    parts = relative_parts(decomposed, what="target", normalize=True)
    assert all(unicodedata.is_normalized("NFC", p) for p in parts)
    assert relative_parts("x" * 255, what="target", normalize=True) == ("x" * 255,)
    with pytest.raises(UnsafePath, match="backslash or control"):
        relative_parts("Show\\..\\x.mkv", what="target", normalize=True)
    with pytest.raises(UnsafePath, match="backslash or control"):
        relative_parts("Show/x\x1b.mkv", what="target", normalize=True)


def test_fold_collisions_catch_case_and_normalisation_only_differences():
    nfc, nfd = "Amélie.mkv", unicodedata.normalize("NFD", "Amélie.mkv")
    assert safety.fold_collisions(["Show/A.mkv", "show/a.MKV", "Other.mkv"]) == [["Show/A.mkv", "show/a.MKV"]]
    assert safety.fold_collisions([nfc, nfd]) == [[nfc, nfd]]
    assert safety.fold_collisions(["a", "b"]) == []


def _plan_problems(tmp_path, files):
    settings = Settings(tmp_path / "movies", tmp_path / "shows")
    return plan_for(tmp_path / "downloads", settings, files).problems


def test_hostile_torrent_yields_a_plan_with_problems_naming_each_path(tmp_path):
    files = [
        {"path": "../../../etc/shadow", "role": "video", "target": "Show/Season 01/Show S01E01.mkv"},
        {"path": "/etc/passwd", "role": "video", "target": "Show/Season 01/Show S01E02.mkv"},
        {"path": "Pack/e3\x00.mkv", "role": "video", "target": "Show/Season 01/Show S01E03.mkv"},
        {"path": "Pack/e4.mkv", "role": "video", "target": "../../outside/e4.mkv"},
        {"path": "Pack/e5.mkv", "role": "video", "target": "/abs/e5.mkv"},
        {"path": "Pack/e6.mkv", "role": "video", "target": "Show/" + "y" * 300 + ".mkv"},
        {"path": "Pack/e7.mkv", "role": "video", "target": "Show/Season 01/Show S01E07.mkv"},
        {"path": "Pack/e7b.mkv", "role": "video", "target": "show/season 01/SHOW S01E07.mkv"},
        {"path": "Pack/e8.mkv", "role": "video", "target": "Show/Season 01/Amélie S01E08.mkv"},
        {"path": "Pack/e8b.mkv", "role": "video",
         "target": unicodedata.normalize("NFD", "Show/Season 01/AMÉLIE S01E08.mkv")},
    ]
    problems = _plan_problems(tmp_path, files)
    text = " | ".join(p.message for p in problems)
    for shown in ("../../../etc/shadow", "/etc/passwd", "e3\\x00.mkv", "../../outside/e4.mkv", "/abs/e5.mkv",
                  "longer than 255", "SHOW S01E07.mkv", "case or Unicode normalisation"):
        assert shown in text, shown
    assert sum(p.code == "case_collision" for p in problems) == 2
    assert all(p.code in ("unsafe_path", "case_collision") for p in problems)


def test_nfc_and_nfd_spellings_of_one_target_are_the_same_target(tmp_path):
    files = [{"path": "Pack/a.mkv", "role": "video", "target": "Amélie (2001)/Amélie (2001).mkv"},
             {"path": "Pack/b.mkv", "role": "video",
              "target": unicodedata.normalize("NFD", "Amélie (2001)/Amélie (2001).mkv")}]
    problems = _plan_problems(tmp_path, files)
    assert [p.code for p in problems] == ["duplicate_target"]


def test_symlinked_library_subfolder_pointing_outside_is_refused_at_apply(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    settings.shows_dir.mkdir(parents=True)
    os.symlink(outside, settings.shows_dir / "Breaking Bad (2008) [tmdbid-1396]")
    plan = plan_for(save, settings, files)
    assert plan.ok  # lexically fine: only the disk shows the escape
    res = apply(did, plan)
    assert res.status == "unsafe"
    assert "outside the library root" in res.message and str(settings.shows_dir) in res.message
    assert listing(outside) == [] and rows(did) == []


def test_symlink_inside_the_torrent_data_is_not_followed(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_text("not yours")
    ep = save / files[0]["path"]
    ep.unlink()
    os.symlink(secret, ep)
    res = apply(did, plan_for(save, settings, files))
    assert res.status == "unsafe" and "symlink" in res.message and str(ep) in res.message
    assert not settings.shows_dir.exists() or listing(settings.shows_dir) == []
    assert rows(did) == []


def test_source_folder_symlinked_outside_the_save_path_is_refused(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    elsewhere = tmp_path / "other-data"
    (save / "Breaking.Bad.S01.1080p.BluRay-GRP" / "Subs").rename(elsewhere)
    os.symlink(elsewhere, save / "Breaking.Bad.S01.1080p.BluRay-GRP" / "Subs")
    res = apply(did, plan_for(save, settings, files))
    assert res.status == "unsafe" and "outside the save path" in res.message
    assert rows(did) == []


def test_a_file_where_a_library_folder_should_be_is_a_collision(tmp_path, db):
    did, save, settings, files = setup(tmp_path)
    settings.shows_dir.mkdir(parents=True)
    blocker = settings.shows_dir / "Breaking Bad (2008) [tmdbid-1396]"
    blocker.write_text("a file, not a folder")
    res = apply(did, plan_for(save, settings, files))
    assert res.status == "collision" and str(blocker) in res.paths
    assert blocker.read_text() == "a file, not a folder"


def test_is_inside_is_not_fooled_by_a_common_prefix():
    assert safety.is_inside("/lib/shows/x", "/lib/shows")
    assert safety.is_inside("/lib/shows", "/lib/shows")
    assert not safety.is_inside("/lib/shows-evil/x", "/lib/shows")

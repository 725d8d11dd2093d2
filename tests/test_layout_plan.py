"""build_plan is pure and flags every problem; tree() and as_dict() feed the preview and the API."""

from __future__ import annotations

import builtins
import json
import os
from dataclasses import dataclass

import pytest

from jellybit.layout.plan import Roots, build_plan
from jellybit.recognition.model import FileResult

from .layout_helpers import season_pack


@pytest.fixture
def roots(tmp_path):
    return Roots(tmp_path / "lib" / "movies", tmp_path / "lib" / "shows")


def test_build_plan_touches_no_disk(tmp_path, roots, monkeypatch):
    files = season_pack()
    def refuse(*a, **k):
        raise AssertionError("build_plan must not touch the filesystem")

    for name in ("stat", "lstat", "scandir", "listdir", "mkdir", "link", "open", "readlink"):
        monkeypatch.setattr(os, name, refuse)
    monkeypatch.setattr(os.path, "realpath", refuse)
    monkeypatch.setattr(builtins, "open", refuse)
    plan = build_plan(save_path=tmp_path / "nowhere", files=files, kind="series", roots=roots)
    plan.tree(), plan.as_dict()
    monkeypatch.undo()
    assert plan.ok and len(plan.items) == 6
    assert not (tmp_path / "lib").exists()


def test_items_are_absolute_and_pick_the_root_by_kind(tmp_path, roots):
    save = tmp_path / "dl"
    plan = build_plan(save_path=save, files=season_pack(), kind="series", roots=roots)
    first = plan.items[0]
    assert first.source == str(save / "Breaking.Bad.S01.1080p.BluRay-GRP/Breaking.Bad.S01E01.1080p.BluRay.mkv")
    assert first.target == str(roots.shows / "Breaking Bad (2008) [tmdbid-1396]/Season 01/Breaking Bad (2008) "
                                              "S01E01.mkv")
    movie = build_plan(save_path=save, files=[{"path": "F.mkv", "role": "video", "target": "F (2010)/F (2010).mkv"}],
                       kind="movie", roots=roots)
    assert movie.items[0].target == str(roots.movies / "F (2010)/F (2010).mkv")
    anime_roots = Roots(roots.movies, roots.shows, tmp_path / "anime")
    anime = build_plan(save_path=save, files=season_pack(), kind="series", roots=anime_roots, anime=True)
    assert anime.root == str(tmp_path / "anime")


def test_samples_and_junk_are_skipped_with_why(tmp_path, roots):
    plan = build_plan(save_path=tmp_path, files=season_pack(), kind="series", roots=roots)
    assert {(s.role, s.reason) for s in plan.skipped} == {
        ("sample", "sample files are not placed in the library"), ("junk", "junk files are not placed in the library")}


def test_untargeted_extras_are_skipped_but_an_untargeted_video_is_a_problem(tmp_path, roots):
    files = [{"path": "a/ep.mkv", "role": "video", "target": None},
             {"path": "a/x.srt", "role": "subtitle", "target": None},
             {"path": "a/bts.mkv", "role": "extra", "target": None},
             {"path": "a/what", "role": "poster", "target": "x"}]
    plan = build_plan(save_path=tmp_path, files=files, kind="series", roots=roots)
    assert [p.code for p in plan.problems] == ["no_target", "unknown_role"]
    assert "a/ep.mkv" in plan.reason()
    assert [s.path for s in plan.skipped] == ["a/x.srt", "a/bts.mkv"]
    assert not plan.ok


def test_two_sources_to_one_target_and_file_versus_folder(tmp_path, roots):
    files = [{"path": "a.mkv", "role": "video", "target": "S/Season 01/S S01E01.mkv"},
             {"path": "b.mkv", "role": "video", "target": "S/Season 01/S S01E01.mkv"},
             {"path": "c.mkv", "role": "video", "target": "S/Season 01"}]
    plan = build_plan(save_path=tmp_path, files=files, kind="series", roots=roots)
    codes = [p.code for p in plan.problems]
    assert codes == ["duplicate_target", "duplicate_target"]
    assert "'a.mkv' and 'b.mkv'" in plan.problems[0].message
    assert "also a folder" in plan.problems[1].message


def test_one_source_may_feed_two_targets(tmp_path, roots):
    # E5: one subtitle linked beside each version of a movie.
    files = [{"path": "sub.srt", "role": "subtitle", "target": "F/F - 1080p.en.srt"},
             {"path": "sub.srt", "role": "subtitle", "target": "F/F - 2160p.en.srt"}]
    assert build_plan(save_path=tmp_path, files=files, kind="movie", roots=roots).ok


def test_unknown_save_path_is_a_problem_and_bad_arguments_raise(tmp_path, roots):
    plan = build_plan(save_path=None, files=season_pack(), kind="series", roots=roots)
    assert [p.code for p in plan.problems] == ["no_save_path"]
    with pytest.raises(ValueError):
        build_plan(save_path=tmp_path, files=[], kind="music", roots=roots)
    with pytest.raises(ValueError):
        build_plan(save_path=tmp_path, files=[], kind="movie", roots=Roots("rel/movies", "rel/shows"))


def test_accepts_recognition_file_results_and_plain_objects(tmp_path, roots):
    @dataclass
    class F:
        path: str
        role: str
        target: str | None

    fr = FileResult(path="a/e1.mkv", role="video", target="S/Season 01/S S01E01.mkv")
    plan = build_plan(save_path=tmp_path, files=[fr, F("a/e2.mkv", "video", "S/Season 01/S S01E02.mkv")],
                      kind="series", roots=roots)
    assert plan.ok and len(plan.items) == 2


def test_tree_and_as_dict(tmp_path, roots):
    plan = build_plan(save_path=tmp_path, files=season_pack(), kind="series", roots=roots)
    tree = plan.tree()
    assert tree["name"] == str(roots.shows) and tree["files"] == []
    (show,) = tree["dirs"]
    assert show["name"] == "Breaking Bad (2008) [tmdbid-1396]"
    assert [d["name"] for d in show["dirs"]] == ["Season 01", "featurettes"]
    season = show["dirs"][0]
    assert [f["name"] for f in season["files"]] == [
        "Breaking Bad (2008) S01E01.en.forced.srt", "Breaking Bad (2008) S01E01.en.srt",
        "Breaking Bad (2008) S01E01.mkv", "Breaking Bad (2008) S01E02.mkv", "Breaking Bad (2008) S01E03.mkv"]
    assert season["files"][2]["source"].endswith("Breaking.Bad.S01E01.1080p.BluRay.mkv")
    d = json.loads(json.dumps(plan.as_dict()))
    assert d["ok"] is True and len(d["items"]) == 6 and len(d["skipped"]) == 2 and d["problems"] == []
    assert d["tree"] == tree

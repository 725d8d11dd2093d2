"""Whole-torrent policy: hints, overrides, with_identity, threshold, safety, purity, CLI robustness."""

from __future__ import annotations

import io
import json

from jellybit.recognition import FileInput, TorrentInput, recognize, with_identity
from jellybit.recognition.cli import main

GB = 1024**3


def _t(name, *files):
    return TorrentInput(name, tuple(FileInput(p, int(s)) for p, s in files))


def test_clear_movie_is_auto():
    name = "Inception.2010.1080p.BluRay.x264-SPARKS.mkv"
    r = recognize(_t(name, (name, 9 * GB)))
    assert (r.type, r.title, r.year, r.decision) == ("movie", "Inception", 2010, "auto")
    assert r.files[0].target == "Inception (2010)/Inception (2010).mkv"


def test_movie_without_year_is_review_with_reason():
    r = recognize(_t("Heat.1080p.BluRay.x264-HDEX.mkv", ("Heat.1080p.BluRay.x264-HDEX.mkv", 9 * GB)))
    assert r.decision == "review" and "year" in r.reason


def test_threshold_parameter():
    t = _t("Heat.1080p.BluRay.x264-HDEX.mkv", ("Heat.1080p.BluRay.x264-HDEX.mkv", 9 * GB))
    assert recognize(t, threshold=0.5).decision == "auto"


def test_overrides_win_and_retarget():
    t = _t("Heat.1080p.BluRay.x264-HDEX.mkv", ("Heat.1080p.BluRay.x264-HDEX.mkv", 9 * GB))
    r = recognize(t, overrides={"title": "Heat", "year": 1995, "tmdb_id": 949})
    assert r.year == 1995 and r.decision == "auto"
    assert r.files[0].target == "Heat (1995) [tmdbid-949]/Heat (1995) [tmdbid-949].mkv"


def test_with_identity_recomputes_targets():
    t = _t("Show.S01.1080p", ("Show.S01.1080p/Show.S01E01.mkv", GB), ("Show.S01.1080p/Show.S01E01.en.srt", 1))
    r = with_identity(recognize(t), title="The Show", year=2020, tmdb_id=42)
    assert r.files[0].target == "The Show (2020) [tmdbid-42]/Season 01/The Show (2020) S01E01.mkv"
    assert r.files[1].target == "The Show (2020) [tmdbid-42]/Season 01/The Show (2020) S01E01.en.srt"


def test_type_override_and_hint():
    t = _t("Blue Planet II", *[(f"Blue Planet II/Blue Planet II - {i}.mp4", GB) for i in (1, 2)])
    assert recognize(t, overrides={"type": "movie"}).type == "movie"
    assert recognize(t, hints="this is season 2").files[0].season == 2


def test_unsafe_paths_force_review():
    r = recognize(_t("X.2010.1080p", ("X.2010.1080p/../../etc/x.mkv", GB)))
    assert r.decision == "review" and "escapes" in r.reason


def test_deterministic_and_pure():
    t = _t("Show.S01.1080p", *[(f"Show.S01.1080p/Show.S01E{i:02d}.mkv", GB) for i in range(1, 4)])
    assert recognize(t).to_dict() == recognize(t).to_dict()


def test_every_file_appears_once():
    files = [("R/a.mkv", GB), ("R/b.nfo", 10), ("R/Subs/c.srt", 10), ("R/Sample/s.mkv", 10)]
    r = recognize(_t("R", *files))
    assert [f.path for f in r.files] == [p for p, _ in files]


def test_cli_bad_lines_do_not_crash(monkeypatch, capsys):
    lines = ["not json", json.dumps({"name": "x"}), json.dumps([1, 2]),
             json.dumps({"name": "Inception.2010.mkv", "files": [{"path": "Inception.2010.mkv", "size": 1}]})]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["--input", "-"]) == 0
    out = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [("error" in o) for o in out] == [True, True, True, False]
    assert out[3]["title"] == "Inception"


def test_large_pack_is_fast():
    import time
    files = [(f"Pack/Season {s}/Show.S{s:02d}E{e:02d}.1080p.WEB.x264-GRP.mkv", GB) for s in range(1, 11)
             for e in range(1, 31)]
    t0 = time.perf_counter()
    r = recognize(_t("Show.S01-S10.1080p.WEB.x264-GRP", *files))
    assert time.perf_counter() - t0 < 1.0
    assert r.decision == "auto" and {f.season for f in r.files} == set(range(1, 11))

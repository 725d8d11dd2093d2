"""Issue 13, twenty-sixth pass (packs): categories a fresh held-out probe of whole torrents (scene-check fixtures of
uploader tools, anime catalog scanners' test trees, organizers' and rippers' layouts) exposed — names written here.

- "Show.S02E05.Deleted.Scene.720p…", "Show.S02E05.Making.Of.1080p…": an extras phrase in the episode-title slot
  right after the SxxEyy marker is that episode's bonus video, an extra (alone in a torrent: no confident episode).
- "[Grp] Show [IV03_1][BD]", "[… Selling CM]", "[CM Collection 02]", "[Making Documentary]": a BD release's tag bracket
  for a bonus video (interview, commercial, menu, preview) is an extra; "[Rocky IV]" is no interview.
- "Show/PV/promo.mkv", "Show/NCOP&NCED/op.mkv", "Show/特典映像/x.mkv": anime bonus folders hold extras, and a "promo"
  in one is the show's trailer, no site's advertisement.
- "[Grp] Show [01][BD]", "[04]", "[07]" beside "[Grp] Show [Night Hike][BD]": a file written as its numbered siblings
  with a bracket of words in place of the number is the season's named special, not a reason to read the fansub
  season pack as "a few films".
- "雾中之城.2019/[Grp] Kiri no Machi [BD].mkv": a folder naming the work in CJK only over its main video naming it in
  Latin letters is the same work in two scripts (or two works): which name the library matches is a doubt.
- "山间小路的晨光/山间小路的晨光07.mp4": a CJK title run together with an episode number, under a folder of that title,
  is that show's episode (a CJK title of four characters and more counts as more than one word); "访谈", "花絮" are
  extras folders.
- "[Grp][山间小路][01-25TV]": a range of episodes closed by "TV" is the batch's episodes (as "[01-25TV全集]" already
  was), not the show's title.
"""

from __future__ import annotations

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.roles import first_pass, make_ctx

EP = 1_200_000_000
CLIP = 150_000_000


def _rec(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{p}", s) for p, s in files)))


def _roles(r):
    return {f.path.split("/")[-1]: f.role for f in r.files}


def _videos(r):
    return [(f.season, f.episodes) for f in r.files if f.role == "video"]


def _role(path, size=CLIP):
    return first_pass(make_ctx(0, path, size, path.split("/")[0] if "/" in path else None))[0]


def test_extras_phrase_after_the_marker_is_an_extra_in_a_pack():
    r = _rec("Harbor.Lights.S02.720p.BluRay.x264-GRP", [
        ("Harbor.Lights.S02E05.720p.BluRay.x264-GRP.mkv", EP),
        ("Harbor.Lights.S02E06.720p.BluRay.x264-GRP.mkv", EP),
        ("Harbor.Lights.S02E05.Deleted.Scenes.720p.BluRay.x264-GRP.mkv", 40_000_000),
        ("Harbor.Lights.S02E06.Making.Of.720p.BluRay.x264-GRP.mkv", 90_000_000)])
    roles = _roles(r)
    assert roles["Harbor.Lights.S02E05.Deleted.Scenes.720p.BluRay.x264-GRP.mkv"] == "extra"
    assert roles["Harbor.Lights.S02E06.Making.Of.720p.BluRay.x264-GRP.mkv"] == "extra"
    assert _videos(r) == [(2, [5]), (2, [6])]


def test_lone_deleted_scene_is_no_confident_episode():
    name = "Harbor.Lights.S02E05.Deleted.Scene.720p.BluRay.x264-GRP.mkv"
    r = recognize(TorrentInput(name, (FileInput(name, 40_000_000),)))
    assert r.decision != "auto"


def test_episode_titles_that_merely_hold_the_words_stay_episodes():
    assert _role("Harbor.Lights.S02E05.The.Making.of.a.Mayor.720p.WEB.x264-GRP.mkv", EP) == "video"
    assert _role("Harbor.Lights.S02E05.Trailer.Park.720p.WEB.x264-GRP.mkv", EP) == "video"


def test_bd_tag_brackets_of_bonus_videos_are_extras():
    for tag in ("IV03_1", "Blu-ray & DVD Selling CM", "CM Collection 02", "Making Documentary", "Menu04_2",
                "Preview08"):
        assert _role(f"[Grp] Kumo no Uta [Ma10p_1080p]/[Grp] Kumo no Uta [{tag}][Ma10p_1080p][x265_flac].mkv") \
            == "extra", tag
    assert _role("[Grp] Kumo no Uta [Ma10p_1080p]/[Grp] Kumo no Uta [03][Ma10p_1080p][x265_flac].mkv", EP) == "video"
    assert _role("Rocky Films/[Rocky IV][1985][BDRip 1080p].mkv", 8_000_000_000) == "video"


def test_anime_bonus_folders_hold_extras_and_a_promo_there_is_a_trailer():
    r = _rec("Kumo no Uta", [("Kumo no Uta S01E01.mkv", EP), ("Kumo no Uta S01E02.mkv", EP),
                             ("PV/promo.mkv", CLIP), ("NCOP&NCED/op1.mkv", CLIP), ("特典映像/bonus.mkv", CLIP)])
    roles = _roles(r)
    assert roles["promo.mkv"] == roles["op1.mkv"] == roles["bonus.mkv"] == "extra"
    assert _videos(r) == [(1, [1]), (1, [2])]
    assert _role("Film (2001)/Extras/www.example.com.mp4", 5_000_000) == "junk"  # a site's name stays an advertisement


def test_named_special_beside_bracket_numbered_episodes_keeps_the_pack_a_series():
    d = "[Grp] Kumo no Uta [Ma10p_1080p]"
    r = _rec(d, [(f"[Grp] Kumo no Uta [0{i}][Ma10p_1080p][x265_flac].mkv", EP) for i in (1, 4, 7)]
             + [("[Grp] Kumo no Uta [Night Hike][Ma10p_1080p][x265_flac].mkv", EP),
                ("[Grp] Kumo no Uta [Lakeside Picnic][Ma10p_1080p][x265_flac].mkv", EP)])
    assert r.type == "series"
    assert [e for _, e in _videos(r) if e] == [[1], [4], [7]]
    assert r.decision != "auto"  # the named specials have no number: a person places them


def test_cjk_folder_over_a_latin_named_film_is_a_doubt():
    r = _rec("雾中之城.2019", [("[Grp] Kiri no Machi [Ma10p_1080p][x265_flac].mkv", 6_000_000_000),
                            ("[Grp] Kiri no Machi PV01 [Ma10p_1080p][x265_flac].mkv", CLIP)])
    assert r.type == "movie"
    assert r.decision != "auto"
    assert "two scripts" in r.reason


def test_cjk_folder_over_a_cjk_named_film_stays_sure():
    r = _rec("雾中之城 (2019)", [("雾中之城 (2019) 2160p.mkv", 6_000_000_000)])
    assert r.type == "movie"
    assert "name_files_disagree" not in r.issues


def test_cjk_title_glued_to_its_episode_number_under_its_folder():
    r = _rec("山间小路的晨光", [("山间小路的晨光07.mp4", EP)])
    assert r.type == "series"
    assert [e for _, e in _videos(r)] == [[7]]


def test_cjk_extras_folders():
    r = _rec("[Grp][山间小路][01-12TV]", [(f"[Grp][山间小路][{i:02d}][1080P].mkv", EP) for i in (1, 2)]
             + [("人物访谈/[Grp][山间小路][人物访谈][1][1080P].mkv", CLIP), ("花絮/making.mkv", CLIP)])
    roles = _roles(r)
    assert roles["[Grp][山间小路][人物访谈][1][1080P].mkv"] == roles["making.mkv"] == "extra"


def test_tv_closed_range_bracket_is_the_batch_not_the_title():
    r = _rec("[Grp][山间小路][01-25TV]", [(f"[Grp-Raws][山间小路][{i:02d}][1080P].mkv", EP) for i in (1, 2, 3)])
    assert r.title == "山间小路"
    assert [e for _, e in _videos(r)] == [[1], [2], [3]]

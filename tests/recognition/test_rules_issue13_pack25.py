"""Issue 13, twenty-fifth pass (packs): categories a held-out probe of whole torrents (folder trees users pasted into
media servers' and download tools' issue threads) exposed — names written here.

- "時代劇/シーズン１/…", "ドラマ/第2シーズン/…": the katakana season word ("シーズン N", "第Nシーズン", full-width
  digits too) names a season folder, as "Season N" does; such packs were "2 different movies".
- "Show SE01E02 - 720p.mp4": the two-letter season glued to its episode ("SE01E02", "Se01Ep03") is a season and
  episode marker, as the dotted "Se01.Ep03" was; guessit's title running into that whole marker is no other show.
- "长河S02/S02/长河.S02E01.mp4", "长河S01-S03[1080p]": a season (span) glued to a Chinese title that ends the name or
  stands before a bracket is the season, not the title's last word (before a Latin title it already moved behind it).
- "Los Vecinos (2020) - Season 2/Vecinos - S02E01 - ….mkv": a pack's name that writes another language's article before
  its files' whole title (a translated title over files in the original) spells the show two ways — a doubt, as a
  one-file episode's show folder already was; a brand the files drop or an English article is the same show.
"""

from __future__ import annotations

from jellybit.recognition import FileInput, TorrentInput, recognize

EP = 1_200_000_000


def _rec(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{p}", s) for p, s in files)))


def _videos(r):
    return [(f.season, f.episodes) for f in r.files if f.role == "video"]


def test_katakana_season_folder_with_full_width_digit():
    r = _rec("時代劇", [("シーズン２/時代劇 01.mp4", EP), ("シーズン２/時代劇 02.mp4", EP)])
    assert r.type == "series"
    assert _videos(r) == [(2, [1]), (2, [2])]


def test_katakana_season_folder_counted_with_dai():
    r = _rec("ドラマ", [("第2シーズン/ドラマ 01.mp4", EP), ("第2シーズン/ドラマ 02.mp4", EP)])
    assert r.type == "series"
    assert _videos(r) == [(2, [1]), (2, [2])]


def test_two_katakana_season_folders():
    r = _rec("アニメ", [("シーズン1/アニメ 01.mkv", EP), ("シーズン 2/アニメ 01.mkv", EP)])
    assert r.type == "series"
    assert _videos(r) == [(1, [1]), (2, [1])]


def test_glued_se_marker_numbers_each_episode():
    r = _rec("Harbor Watch", [("Harbor Watch SE01E01 - 720p.mp4", EP), ("Harbor Watch SE01E02 - 720p.mp4", EP)])
    assert (r.type, r.title, r.decision) == ("series", "Harbor Watch", "auto")
    assert _videos(r) == [(1, [1]), (1, [2])]


def test_glued_se_ep_marker():
    r = _rec("Night Ferry", [("Night.Ferry.Se02Ep03.mkv", EP), ("Night.Ferry.Se02Ep04.mkv", EP)])
    assert r.type == "series"
    assert _videos(r) == [(2, [3]), (2, [4])]


def test_dotted_se_ep_marker_unchanged():
    r = _rec("Night Ferry", [("Night.Ferry.Se02.Ep03.mkv", EP), ("Night.Ferry.Se02.Ep04.mkv", EP)])
    assert _videos(r) == [(2, [3]), (2, [4])]


def test_word_ending_in_se_is_no_marker():
    # "Case01" / "Seance": no two-letter season without a word boundary before it
    r = _rec("Cold Case Files", [("Cold.Case.Files.S01E01.mkv", EP), ("Cold.Case.Files.S01E02.mkv", EP)])
    assert (r.title, _videos(r)) == ("Cold Case Files", [(1, [1]), (1, [2])])


def test_season_glued_to_a_chinese_title_ends_the_name():
    r = _rec("长河S02", [("S02/长河.S02E01.mp4", EP), ("S02/长河.S02E02.mp4", EP)])
    assert (r.type, r.title) == ("series", "长河")
    assert _videos(r) == [(2, [1]), (2, [2])]


def test_season_span_glued_to_a_chinese_title_before_a_bracket():
    r = _rec("长河S01-S03[1080p]", [("长河S01/长河.S01E01.mkv", EP), ("长河S03/长河.S03E01.mkv", EP)])
    assert (r.type, r.title) == ("series", "长河")
    assert _videos(r) == [(1, [1]), (3, [1])]


def test_glued_season_before_a_latin_title_unchanged():
    r = _rec("长河S01.Long.River.2021", [("Long.River.S01E01.mkv", EP), ("Long.River.S01E02.mkv", EP)])
    assert (r.type, r.title, r.year) == ("series", "Long River", 2021)


def test_words_before_the_files_title_are_a_doubt():
    r = _rec("Los Vecinos (2020) - Season 2", [("Vecinos - S02E01 - Pilot WEBDL-1080p.mkv", EP),
                                                ("Vecinos - S02E02 - Second WEBDL-1080p.mkv", EP)])
    assert r.type == "series" and r.decision != "auto"
    assert "name_files_disagree" in r.issues
    assert _videos(r) == [(2, [1]), (2, [2])]


def test_an_english_article_before_the_files_title_is_the_same_show():
    r = _rec("The Night Riders - Series 1 (1971) DivX", [("NIGHT RIDERS S01E01. THE START..avi", EP),
                                                          ("NIGHT RIDERS S01E02. THE END..avi", EP)])
    assert "name_files_disagree" not in r.issues
    assert _videos(r) == [(1, [1]), (1, [2])]


def test_same_title_in_name_and_files_is_no_doubt():
    r = _rec("Harbor.Watch.S03.1080p.WEB.H264-GRP", [("Harbor.Watch.S03E01.1080p.WEB.H264-GRP.mkv", EP),
                                                     ("Harbor.Watch.S03E02.1080p.WEB.H264-GRP.mkv", EP)])
    assert (r.title, r.decision) == ("Harbor Watch", "auto")


def test_a_brand_before_the_files_title_is_the_same_show():
    r = _rec("Brands.Night.Watch.S01.1080p.WEB-DL-GRP", [("Night.Watch.S01E01.1080p.mkv", EP),
                                                       ("Night.Watch.S01E02.1080p.mkv", EP)])
    assert (r.title, r.decision) == ("Brands Night Watch", "auto")

"""One test per Jellyfin naming rule id (notes/jellyfin-naming.md) for jellybit.layout.naming."""

from __future__ import annotations

import re

from jellybit.layout import naming


def test_G1_reserved_characters_removed():
    for bad in '<>:"/\\|?*':
        assert bad not in naming.sanitize(f"A{bad}B")
    assert naming.sanitize("Dune: Part Two") == "Dune - Part Two"
    assert naming.sanitize("What?. ") == "What"
    assert naming.sanitize("Tab\there\x07") == "Tabhere"
    assert naming.sanitize("..") == "_"


def test_G1_cyrillic_kept_and_nfc():
    assert naming.sanitize("Мастер и Маргарита") == "Мастер и Маргарита"
    decomposed = "Ame\u0301lie"
    assert naming.sanitize(decomposed) == "Am\u00e9lie"


def test_G1_component_capped_to_255_bytes_keeping_extension():
    out = naming.sanitize("Я" * 300, ".mkv")
    assert out.endswith(".mkv")
    assert len(out.encode("utf-8")) <= 255
    long_sub = naming.subtitle_file("F/" + "x" * 250 + ".mkv", "srt", "en", forced=True)
    assert len(long_sub.rsplit("/", 1)[1].encode("utf-8")) <= 255


def test_G2_provider_id_in_brackets():
    assert naming.movie_folder("Film", 2018, 65567) == "Film (2018) [tmdbid-65567]"


def test_G3_id_in_folder_name():
    path = naming.movie_file("Film", 2018, 65567, "mkv")
    assert path.split("/")[0].endswith("[tmdbid-65567]")


def test_M1_movie_layout():
    assert naming.movie_file("Inception", 2010, 27205, "mkv") == \
        "Inception (2010) [tmdbid-27205]/Inception (2010) [tmdbid-27205].mkv"
    assert naming.movie_file("Inception", 2010, None, ".MKV") == "Inception (2010)/Inception (2010).mkv"
    assert naming.movie_file("Heat", None, None, "mkv") == "Heat/Heat.mkv"


def test_M2_versions_share_folder_and_prefix():
    a = naming.movie_file("Blade Runner", 1982, 78, "mkv", version="Final Cut")
    b = naming.movie_file("Blade Runner", 1982, 78, "mkv", version="Theatrical")
    assert a == "Blade Runner (1982) [tmdbid-78]/Blade Runner (1982) [tmdbid-78] - Final Cut.mkv"
    assert a.split("/")[0] == b.split("/")[0]
    assert b.split("/")[1].startswith(b.split("/")[0] + " - ")


def test_M3_multi_part():
    p = naming.movie_file("Film", 2010, None, "avi", part="cd1")
    assert p == "Film (2010)/Film (2010) - cd1.avi"
    assert re.search(r"[ _.-]*(cd|dvd|part|pt|dis[ck])[ _.-]*[0-9]+\.avi$", p)


def test_M4_extras_folders():
    assert set(naming.EXTRAS_FOLDERS) >= {"behind the scenes", "deleted scenes", "interviews", "scenes", "shorts",
                                          "featurettes", "clips", "other", "extras", "trailers"}
    p = naming.movie_extra("Blade Runner", 1982, 78, "featurettes", "Src/Featurettes/Dangerous Days.mkv")
    assert p == "Blade Runner (1982) [tmdbid-78]/featurettes/Dangerous Days.mkv"
    assert naming.movie_extra("F", 2000, None, "nonsense", "x.mkv") == "F (2000)/extras/x.mkv"


def test_S1_series_layout():
    assert naming.episode_file("Breaking Bad", 2008, 1396, 1, [1], "mkv") == \
        "Breaking Bad (2008) [tmdbid-1396]/Season 01/Breaking Bad (2008) S01E01.mkv"
    assert naming.episode_file("Show", None, None, 3, [7], "mp4") == "Show/Season 03/Show S03E07.mp4"


def test_S2_season_folder_zero_padded():
    assert naming.season_folder(5) == "Season 05"
    assert naming.season_folder(12) == "Season 12"


def test_S3_episode_code():
    assert naming.episode_code(1, [2]) == "S01E02"
    assert naming.episode_code(1, [120]) == "S01E120"


def test_S4_multi_episode():
    assert naming.episode_code(1, [1, 2]) == "S01E01-E02"
    assert naming.episode_file("Some Show", 2001, None, 1, [2, 1], "mkv").endswith("Some Show (2001) S01E01-E02.mkv")


def test_S6_specials_season_00():
    assert naming.episode_file("Some Show", 2001, None, 0, [1], "mkv") == \
        "Some Show (2001)/Season 00/Some Show (2001) S00E01.mkv"


def test_S7_episode_versions():
    p = naming.episode_file("Show", None, None, 1, [1], "mkv", version="720p")
    assert p == "Show/Season 01/Show S01E01 - 720p.mkv"


def test_S8_show_extras():
    assert naming.series_extra("Show", 2024, None, "interviews", "a.mkv") == "Show (2024)/interviews/a.mkv"
    p = naming.series_extra("Show", 2024, None, "trailers", "t.mp4", season=1)
    assert p == "Show (2024)/Season 01/trailers/t.mp4"


def test_E1_subtitle_uses_full_video_basename():
    video = naming.movie_file("Film", 2010, 65567, "mkv")
    sub = naming.subtitle_file(video, "srt", "en")
    assert sub == "Film (2010) [tmdbid-65567]/Film (2010) [tmdbid-65567].en.srt"


def test_E2_flags_forced_and_sdh():
    video = "F (2010)/F (2010).mkv"
    assert naming.subtitle_file(video, "srt", "en", forced=True).endswith(".en.forced.srt")
    assert naming.subtitle_file(video, "srt", "en", sdh=True).endswith(".en.sdh.srt")


def test_E3_movie_examples():
    video = naming.movie_file("Film", 2010, 65567, "mkv")
    assert naming.subtitle_file(video, "srt", "de").endswith("[tmdbid-65567].de.srt")
    assert naming.subtitle_file(video, "ass", None) == "Film (2010) [tmdbid-65567]/Film (2010) [tmdbid-65567].ass"


def test_E4_episode_subtitle():
    video = naming.episode_file("Series", 2010, None, 1, [1], "mkv")
    assert naming.subtitle_file(video, "srt", "en", forced=True) == \
        "Series (2010)/Season 01/Series (2010) S01E01.en.forced.srt"


def test_E5_versioned_movie_subtitle_carries_label():
    video = naming.movie_file("Film", 2019, None, "mkv", version="1080p")
    assert naming.subtitle_file(video, "srt", "en") == "Film (2019)/Film (2019) - 1080p.en.srt"


def test_E6_forced_has_language():
    sub = naming.subtitle_file("F/F.mkv", "srt", None, forced=True)
    assert sub == "F/F.und.forced.srt"
    assert ".forced" not in naming.subtitle_file("F/F.mkv", "srt", None)
    assert naming.subtitle_file("F/F.mkv", "srt", "en", forced=True, sdh=True).endswith(".en.forced.sdh.srt")


def test_E6_collision_index_before_language():
    assert naming.subtitle_file("F/F.mkv", "srt", "en", index=2) == "F/F.2.en.srt"


def test_E7_no_episode_title_after_code():
    p = naming.episode_file("9-1-1", None, None, 7, [1], "mkv")
    assert p.rsplit("/", 1)[1] == "9-1-1 S07E01.mkv"
    assert not re.search(r"S\d\dE\d\d.*\d-\d", p.rsplit("/", 1)[1])

"""Issue 13, twenty-first pass (packs): the categories a held-out probe of whole torrents from a media organiser's
real-inbox fixtures (folder trees of movie and season torrents, with the shows and seasons they must land in) and
debrid addons' torrent-info tests exposed — names written here.

- "Show - The Complete Collection" / "Show The Complete Series": the article belongs to the pack's words, not to the
  show; the fast reader kept it ("Show - The"), so the two readers disagreed on a plain name.
- "S01 - E01 - Episode Title.mkv": a file opened by a spaced season/episode marker names its episode, not its show,
  as "S01E01 - Episode Title.mkv" does.
- "NH.S02E01.mkv", "ep.S05E01.mkv" in "Night Harbour S02": a file's one-word title that is the torrent title's
  initials, or only the word "episode", is shorthand, not another show.
- "Weekend Picks 2019/Copper.Lantern.2018.1080p….mkv": a film torrent whose one video names another film with a
  year of its own was a confident film of the torrent's name; now a doubt (a plain label without a year,
  "Weekend_Picks", gives way to the video's film, still reviewed).
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, fastname, recognize

EP = 1_300_000_000


def _pack(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", EP) for f in files)))


def _se_all(r):
    return sorted((f.season, f.episodes) for f in r.files if f.role == "video")


@pytest.mark.parametrize("name, title", [
    ("Copper Coast - The Complete Collection (2011-2014)", "Copper Coast"),
    ("Copper Coast - The Complete Series", "Copper Coast"),
    ("Copper.Coast.The.Complete.Series.720p.WEB-DL", "Copper Coast"),
])
def test_the_complete_collection_takes_its_article_along(name, title):
    assert fastname.read(name).title == title


def test_a_title_that_ends_in_the_before_no_pack_word_keeps_it():
    # no "Complete …" after it: the fast reader's cut is elsewhere, the article stays out of this rule
    assert fastname.read("Copper Coast 2012 720p WEB-DL").title == "Copper Coast"


def test_a_complete_collection_with_spaced_markers_is_one_confident_show():
    r = _pack("Copper Coast - The Complete Collection (2011-2014)",
              ["S01 - E01 - Low Water.mkv", "S02 - E05 - The Lighthouse Keeper.mkv", "S03 - E02 - Fog.mkv"])
    assert r.type == "series" and r.title == "Copper Coast"
    assert _se_all(r) == [(1, [1]), (2, [5]), (3, [2])]
    assert "name_files_disagree" not in r.issues and r.decision == "auto"


def test_a_spaced_marker_file_names_its_episode_not_another_show():
    r = _pack("Copper Coast Season 2", ["S02 - E01 - Low Water.mkv", "S02 - E02 - Harbour Lights.mkv"])
    assert r.title == "Copper Coast" and _se_all(r) == [(2, [1]), (2, [2])]
    assert "name_files_disagree" not in r.issues


@pytest.mark.parametrize("name, title, files", [
    ("Night.Harbour.S02.1080p.WEB-DL.x264-GRP", "Night Harbour", ["NH.S02E01.1080p.mkv", "NH.S02E02.1080p.mkv"]),
    ("The.Long.Ferry.S02.720p.HDTV.x264-GRP", "The Long Ferry", ["TLF.S02E01.720p.mkv", "TLF.S02E02.720p.mkv"]),
    ("Copper.Coast.S02.1080p.WEB-DL.x264-GRP", "Copper Coast", ["ep.S02E01.mkv", "ep.S02E02.mkv"]),
])
def test_initials_or_the_word_episode_in_the_files_agree_with_the_torrent(name, title, files):
    r = _pack(name, files)
    assert r.title == title and _se_all(r) == [(2, [1]), (2, [2])]
    assert "name_files_disagree" not in r.issues and r.decision == "auto"


@pytest.mark.parametrize("files", [
    ["HL.S02E01.1080p.mkv", "HL.S02E02.1080p.mkv"],  # initials of another title
    ["Harbour.Lights.S02E01.1080p.mkv", "Harbour.Lights.S02E02.1080p.mkv"],
])
def test_files_of_another_title_still_disagree(files):
    r = _pack("Copper.Coast.S02.1080p.WEB-DL.x264-GRP", files)
    assert r.decision == "review" and "name_files_disagree" in r.issues


# A film torrent whose one main video names, with a year of its own, another film than the torrent's name.

FILM = 4_200_000_000


def _film(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", s) for f, s in files)))


def test_a_named_film_whose_video_is_another_film_is_a_doubt():
    r = _film("Weekend Picks 2019", [("Copper.Lantern.2018.1080p.BluRay.x264-GRP.mkv", FILM)])
    assert r.decision == "review" and "name_files_disagree" in r.issues
    assert (r.title, r.year) == ("Weekend Picks", 2019)  # the torrent's reading stands; a human picks


@pytest.mark.parametrize("name", ["Weekend_Picks", "Movie_With_Extras"])
def test_a_plain_label_over_a_release_named_video_takes_the_videos_film(name):
    r = _film(name, [("Copper.Lantern.2018.1080p.BluRay.x264-GRP.mkv", FILM),
                     ("Extras/deleted_scenes.mkv", 300_000_000)])
    assert (r.type, r.title, r.year) == ("movie", "Copper Lantern", 2018)
    assert r.decision == "review" and "name_files_disagree" in r.issues


@pytest.mark.parametrize("name, video, title, year", [
    ("Copper Lantern", "Copper.Lantern.2018.1080p.BluRay.x264-GRP.mkv", "Copper Lantern", 2018),  # same film
    ("Copper Lantern (2018) [1080p]", "CL.mkv", "Copper Lantern", 2018),  # a shorthand file, no year
    ("Copper Lantern (2018) [1080p]", "Copper.Lantern.2018.mkv", "Copper Lantern", 2018),
])
def test_a_video_of_the_same_film_or_without_a_year_agrees(name, video, title, year):
    r = _film(name, [(video, FILM)])
    assert (r.title, r.year) == (title, year) and "name_files_disagree" not in r.issues

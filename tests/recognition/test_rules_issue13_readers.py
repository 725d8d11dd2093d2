"""Issue 13, second pass: shapes of other projects' parser suites, on names written here.

Each test names the category (never a name copied from a public corpus): a season word inside a title, a
numbered-and-dated episode, year-numbered seasons, one episode range written in two spellings, dash-numbered
episodes after a dated title, guessit's extra numbers around an anime " - NN", and ranges written with "~".
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3


def _one(name, size=GB):
    return recognize(TorrentInput(name, (FileInput(name, size),)))


@pytest.mark.parametrize("name,title", [
    ("The Series And the Lighthouse - S03E04 - Fog [HDTV-720p].mkv", "The Series And the Lighthouse"),
    ("The_Season_Of_Lanterns_s02e07_hdtv.x264-GRP.mkv", "The Season Of Lanterns"),
])
def test_season_word_inside_a_title_is_kept(name, title):
    r = _one(name)
    assert r.title == title and r.type == "series" and "readers_disagree" not in r.issues


def test_season_word_before_its_number_still_ends_the_title():
    r = _one("Quiet Harbour Season 2 Episode 05 720p.mkv")
    assert r.title == "Quiet Harbour" and (r.files[0].season, r.files[0].episodes) == (2, [5])


def test_numbered_and_dated_episode_is_placed_by_its_number():
    r = _one("The Evening Bulletin Hour - S41 E10412 - 2019-03-07.mkv")
    v = r.files[0]
    assert (v.season, v.episodes, v.date) == (41, [10412], "2019-03-07")


@pytest.mark.parametrize("name,season,eps", [
    ("Quiet.Harbour.S2019E14.2019-03-07.720p.HDTV.x264-GRP.mkv", 2019, [14]),
    ("Quiet Harbour - 2019x114 - The Long Night.mkv", 2019, [114]),
    ("Quiet Harbour - 2018x03 - 2018x04 - Two Nights.mkv", 2018, [3, 4]),
])
def test_year_numbered_seasons(name, season, eps):
    r = _one(name)
    assert r.type == "series" and (r.files[0].season, r.files[0].episodes) == (season, eps)


def test_year_x_followed_by_a_day_is_still_a_date():
    r = _one("Quiet.Harbour.2008x12.13-GRP.mkv")
    assert r.files[0].date == "2008-12-13" or r.decision == "review"


@pytest.mark.parametrize("name", [
    "Velvet Crows - S05E11 - 5x12 - Two Halves [HDTV-720p].mkv",
    "Velvet Crows - S05E11 - S05E12 - Two Halves [HDTV-720p].mkv",
])
def test_one_range_in_two_spellings_is_both_episodes(name):
    r = _one(name)
    assert (r.files[0].season, r.files[0].episodes) == (5, [11, 12])


def test_dash_number_after_a_dated_title_is_an_episode_not_a_movie():
    r = _one("Lantern Keepers (2016) - 112 - The Tide [GrpDubs] [1080p].mkv")
    assert r.type == "series" and r.files[0].episodes == [112] and r.decision == "review"


@pytest.mark.parametrize("name,title,eps", [
    ("[Grp] Lantern Keepers (2016) - 023 (118) [1280x720][ABCD1234].mkv", "Lantern Keepers", [23]),
    ("[Grp]_Lantern_Keepers_-_09_-_404_Harbour_[ABCD1234].mkv", "Lantern Keepers", [9]),
    ("[Grp] Copper Seventy 77 - 05 [1080p].mkv", "Copper Seventy 77", [5]),
])
def test_guessit_extra_numbers_around_an_anime_dash_episode_are_not_episodes(name, title, eps):
    r = _one(name, GB // 3)
    assert r.title == title and r.files[0].episodes == eps


@pytest.mark.parametrize("name", ["[Grp] Lantern Keepers - 01~12 [1080p][Multi Subs]",
                                  "[Grp] Lantern Keepers - 01 ~ 12 [1080p][Multi Subs]"])
def test_tilde_range_is_every_episode(name):
    r = _one(name)
    assert r.files[0].episodes == list(range(1, 13))


@pytest.mark.parametrize("name,title,eps", [
    ("[Grp] Lantern Keepers 01 - 26 [1080p] [Batch]", "Lantern Keepers", list(range(1, 27))),
    ("[Grp] Lantern Keepers 21 - 104 [480p].mkv", "Lantern Keepers 21", [104]),
])
def test_spaced_range_only_from_a_padded_or_first_episode(name, title, eps):
    r = _one(name)
    assert r.title == title and r.files[0].episodes == eps


@pytest.mark.parametrize("name,season,eps", [("Glass.Harbour.205.206.720p.HDTV.x264-GRP.mkv", 2, [5, 6]),
                                             ("glass.harbour.101.102.hdtv-grp.mp4", 1, [1, 2])])
def test_two_consecutive_bare_numbers_are_a_two_episode_file(name, season, eps):
    r = _one(name)
    assert r.title.lower() == "glass harbour" and (r.files[0].season, r.files[0].episodes) == (season, eps)


def test_anime_subtitle_before_the_dash_episode_is_a_doubt():
    r = _one("[Grp] Spire of Tallow - Blade of Marrow - 04 [480p].mkv", GB // 3)
    assert r.title == "Spire of Tallow" and r.files[0].episodes == [4]
    assert "readers_disagree" in r.issues and r.decision == "review"


def test_a_title_number_guessit_reads_as_an_episode_stays_when_the_episode_is_written():
    r = _one("Iron_Heron_00_Season_2_Ep07_Two_Wings_[1080p,BluRay,x264]_-_GRP.mkv")
    assert r.title == "Iron Heron 00" and (r.files[0].season, r.files[0].episodes) == (2, [7])


def test_anime_dash_episode_under_a_named_later_season_is_reviewed():
    # (above 8 per earlier season: an absolute count could reach it; "S3 - 14" is season 3's own, anime22)
    r = _one("[Grp] Lantern Keepers S3 - 17 [720p][ABCD1234].mkv", GB // 3)
    assert (r.files[0].season, r.files[0].episodes) == (3, [17])
    assert "anime_season_named" in r.issues and r.decision == "review"


def test_anime_season_pack_from_episode_one_stays_auto():
    root = "[Grp] Lantern Keepers S2 [1080p]"
    names = [f"[Grp] Lantern Keepers S2 - {e:02d} [1080p].mkv" for e in range(1, 13)]
    r = recognize(TorrentInput(root, tuple(FileInput(f"{root}/{n}", GB // 3) for n in names)))
    assert [f.episodes for f in r.files] == [[e] for e in range(1, 13)] and {f.season for f in r.files} == {2}
    assert "anime_season_named" not in r.issues

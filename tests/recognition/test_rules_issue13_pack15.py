"""Issue 13, fifteenth pass: the categories a held-out probe of real torrent layouts (an episode matcher's test set
of download folders: "<torrent folder>/<file>", with the nfo, sample and subtitle a real pack carries) exposed —
names written here.
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

GB = 1024**3
MB = 1024**2


def _pack(root: str, *paths: str, sample: bool = False):
    files = [FileInput(f"{root}/{root}.nfo", 4096)]
    if sample:
        files.append(FileInput(f"{root}/Sample/{paths[0].rsplit('/', 1)[-1].rsplit('.', 1)[0]}-sample.mkv", 40 * MB))
    files += [FileInput(f"{root}/{p}", 2 * GB) for p in paths]
    return recognize(TorrentInput(root, tuple(files)))


def _main(r):
    return [f for f in r.files if f.role == "video"][0]


# --- a video renamed after the site it came from -----------------------------------------------------------------

@pytest.mark.parametrize("root, path, se", [
    ("Harbour.Lights.S02E05.WEBRip.x264-RARBG", "RARBG.mp4", (2, [5])),
    ("Cold.Ridge.S01E11.720p.WEB-DL.x264-RARBG", "RARBG.mkv", (1, [11])),
])
def test_a_large_video_named_only_after_a_site_is_the_episode_not_an_ad(root, path, se):
    r = _pack(root, path, sample=True)
    v = _main(r)
    assert v.path.endswith("/" + path) and (v.season, v.episodes) == se
    assert r.decision == "auto" and r.type == "series"


def test_a_small_file_named_after_a_site_stays_an_ad():
    r = recognize(TorrentInput("Harbour.Lights.S02E05.WEBRip.x264-RARBG", (
        FileInput("Harbour.Lights.S02E05.WEBRip.x264-RARBG/Harbour.Lights.S02E05.WEBRip.x264-RARBG.mp4", 2 * GB),
        FileInput("Harbour.Lights.S02E05.WEBRip.x264-RARBG/RARBG.mp4", 3 * MB))))
    assert _main(r).path.endswith("x264-RARBG.mp4") and r.decision == "auto"


# --- "Show - 101 - Title" under a season folder ----------------------------------------------------------------

@pytest.mark.parametrize("root, path, se", [
    ("Harbour Lights", "Season 01/Harbour Lights - 104 - The Pier.avi", (1, [4])),
    ("Cold Ridge", "Season 2/Cold Ridge - 213 - Snowfall.avi", (2, [13])),
])
def test_a_three_digit_dash_number_in_a_season_folder_of_that_season_is_season_and_episode(root, path, se):
    v = _main(_pack(root, path))
    assert (v.season, v.episodes) == se


def test_a_three_digit_dash_number_in_another_season_folder_stays_the_folders_episode():
    v = _main(_pack("Cold Ridge", "Season 3/Cold Ridge - 145 - Snowfall.avi"))
    assert v.season == 3 and v.episodes == [145]


# --- the season glued to the torrent's title ------------------------------------------------------------------

@pytest.mark.parametrize("root, path, title, season", [
    ("Harbour Lights 3 - NovaStudio.TV", "Harbour.Lights.S03E04.rus.NovaStudio.TV.avi", "Harbour Lights", 3),
    ("Cold Ridge 2 [DVDRip]", "Cold.Ridge.S02E01.DVDRip.avi", "Cold Ridge", 2),
])
def test_a_title_ending_with_the_season_its_files_are_in_drops_that_number(root, path, title, season):
    r = _pack(root, path)
    assert r.title == title and _main(r).season == season


@pytest.mark.parametrize("root, path, title", [
    ("Orbital 5 Season 5", "Orbital.5.S05E02.avi", "Orbital 5"),   # the files keep the number: it is the show's
    ("Harbour Lights 2", "Harbour.Lights.S03E04.avi", "Harbour Lights 2"),  # another season: no evidence
])
def test_a_title_number_the_files_spell_too_or_that_is_not_the_season_stays(root, path, title):
    assert _pack(root, path).title == title


# --- an episode 0 no name writes -------------------------------------------------------------------------------

@pytest.mark.parametrize("root, path", [
    ("Time Wanderer", "Time Wanderer - 01x01a - 100,000BC (Episode 1 - The Cave).mkv"),
    ("Garden Gnomes", "Season 1/Garden Gnomes - 00-02 - Pilot.mkv"),
])
def test_an_episode_zero_read_beside_another_number_without_a_written_e00_is_reviewed(root, path):
    r = _pack(root, path)
    assert r.decision == "review" and "zero_in_list" in r.issues


def test_a_written_e00_beside_other_episodes_is_a_multi_episode_file():
    r = _pack("Garden Gnomes", "Garden Gnomes S01E00 & S01E01.mkv")
    assert _main(r).episodes == [0, 1] and "zero_in_list" not in r.issues


# --- a release word opening the name --------------------------------------------------------------------------

@pytest.mark.parametrize("root, path", [
    ("Web Doctors Season 2 COMPLETE HD MP4", "Web.Doctors.S02E03.Second.Opinion.mp4"),
    ("HD Kitchen Season 1", "HD.Kitchen.S01E02.mkv"),
])
def test_a_release_word_read_off_the_start_of_the_name_is_reviewed(root, path):
    r = _pack(root, path)
    assert r.decision == "review" and "title_leftover" in r.issues


def test_a_release_word_at_the_end_of_the_name_is_no_doubt():
    r = _pack("Harbour.Lights.S02.WEB.x264-GRP", "Harbour.Lights.S02E05.WEB.x264-GRP.mkv")
    assert r.title == "Harbour Lights" and r.decision == "auto"


# --- a second, longer show in the pack --------------------------------------------------------------------------

@pytest.mark.parametrize("root, path", [
    ("Harbour Lights Complete Season 2 (with Harbour Lights Diaries)",
     "Harbour Lights Diaries/Harbour.Lights.Diaries.S02E03.The.Dock.480p.mp4"),
    ("Cold Ridge Season 3", "Cold Ridge Rising 3x04.mpg"),
])
def test_a_file_whose_own_title_goes_on_after_the_torrents_is_reviewed(root, path):
    r = _pack(root, path)
    assert r.decision == "review" and "name_files_disagree" in r.issues


@pytest.mark.parametrize("root, path", [
    ("Harbour Lights Complete Season 2", "Harbour Lights/Harbour.Lights.S02E04.The.Dock.480p.mkv"),
    ("The Lodge", "The.Lodge.US.S03E01.mkv"),            # a country after the title is the same show's spelling
    ("Cold Ridge Season 3", "Cold Ridge 3x04 Rising.mpg"),  # words after the marker are the episode's
])
def test_the_torrents_own_title_with_a_country_or_episode_words_after_the_marker_stays_auto(root, path):
    r = _pack(root, path)
    assert r.decision == "auto" and "name_files_disagree" not in r.issues


# --- "S03 - E01" ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("root, path, se", [
    ("Garden Gnomes", "Garden Gnomes - S02 - E05 - The Shed.avi", (2, [5])),
    ("Harbour Lights", "Harbour Lights - S4 - E11.avi", (4, [11])),
])
def test_a_season_and_episode_marker_split_by_a_dash_is_read(root, path, se):
    r = _pack(root, path)
    v = _main(r)
    assert (v.season, v.episodes) == se and "season_assumed" not in r.issues

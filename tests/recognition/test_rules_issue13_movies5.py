"""Issue 13, fifth pass (movies): failure categories of a held-out probe of film names (Jellyfin's naming tests,
FlexGet, scene-release and torrent-name parser suites), tested on names written here (the probe's cases are
never copied).
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize

from .helpers import one_file as _one

GB = 1024**3


def _pack(root: str, *files: tuple[str, int]):
    return recognize(TorrentInput(root, tuple(FileInput(f"{root}/{p}", s) for p, s in files)))


# --- a short film title right before its year is the title, not a fragment of an obfuscated name
@pytest.mark.parametrize("name,title,year", [
    ("Up (2009).mkv", "Up", 2009),
    ("Us [2019].mp4", "Us", 2019),
    ("Ma 2019.mkv", "Ma", 2019),
])
def test_short_title_before_its_year(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.decision == "review"  # a very short title is still a doubt (TMDB has many)


def test_short_title_parts_keep_the_title():
    r = _pack("Ma (2019)", ("Ma (2019) part1.mkv", GB), ("Ma (2019) part2.mkv", GB))
    assert (r.type, r.title, r.year) == ("movie", "Ma", 2019)
    assert all("(2019) (2019)" not in (f.target or "") for f in r.files)


def test_obfuscated_short_fragment_still_reads_the_whole_name():
    r = _one("IMG_20240102_101010.mp4")
    assert r.title == "IMG 20240102 101010"


# --- "Film - 2 (2013)": a number between a dash and the year is the film's (a sequel), not an episode
@pytest.mark.parametrize("name,title,year", [
    ("The Lantern Keeper - 2 (2011).mkv", "The Lantern Keeper - 2", 2011),
    ("The Lantern Keeper - 3 [2014]", "The Lantern Keeper - 3", 2014),
    ("451 - 2 (2008).mkv", "451 - 2", 2008),
])
def test_dash_number_before_year_stays_in_the_title(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.files[0].episodes == []
    assert r.decision == "review"  # guessit reads an alternative title "2": which title TMDB knows is a doubt


def test_group_dash_number_before_year_is_still_an_episode():
    r = _one("[Grp] Lantern Keeper - 02 (2019).mkv")
    assert r.type == "series" and r.title == "Lantern Keeper" and r.files[0].episodes == [2]


# --- an edition written before the year ("Anniversary Edition", "10th Anniversary", "The Uncut Version") is no title
@pytest.mark.parametrize("name,title,year", [
    ("Harbour.Lights.Anniversary.Edition.1987.DVDRip.XviD-GRP.avi", "Harbour Lights", 1987),
    ("Harbour.Lights.25TH.ANNiVERSARY.1987.BDRip.x264-GRP.mkv", "Harbour Lights", 1987),
    ("Harbour.Lights.The.Uncut.Version.1987.DVDRip.XviD-GRP.avi", "Harbour Lights", 1987),
    ("Harbour Lights 30th Anniversary Edition (1987) 1080p.mkv", "Harbour Lights", 1987),
])
def test_edition_before_the_year_is_not_title(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)


@pytest.mark.parametrize("name,title,year", [
    ("The Anniversary Waltz (1994).mkv", "The Anniversary Waltz", 1994),
    ("The.Anniversary.2009.1080p.BluRay.x264-GRP.mkv", "The Anniversary", 2009),
    ("The.Uncut.Story.2010.mkv", "The Uncut Story", 2010),
    ("The.Extended.Stay.2019.1080p.WEB.x264-GRP.mkv", "The Extended Stay", 2019),
])
def test_edition_words_inside_a_title_stay(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)


# --- a one-file torrent named after a set of films is a doubt, and the set's year range is no film's year
@pytest.mark.parametrize("name,title,year", [
    ("Lantern Keeper All Movies Collection 2003-2015 1080p BluRay x264-GRP.mkv", "Lantern Keeper All Movies Collection",
     None),
    ("The.Lantern.Keeper.Trilogy.2003-2009.720p.BluRay.x264-GRP.mkv", "The Lantern Keeper Trilogy", None),
    ("Lantern.Keeper.Quadrilogie.FRENCH.DVDRip.XviD-GRP.avi", "Lantern Keeper Quadrilogie", None),
])
def test_one_file_named_after_a_set_of_films_is_reviewed(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)
    assert r.decision == "review" and "collection_name" in r.issues


def test_a_film_with_movie_in_its_title_is_no_set():
    r = _one("Scary.Tale.Movie.2006.1080p.BluRay.x264-GRP.mkv")
    assert (r.title, r.year, r.decision) == ("Scary Tale Movie", 2006, "auto")


# --- a lone "480 Title.mp4": a film title that starts with a number, or episode 480? never a confident answer
@pytest.mark.parametrize("name", ["480 Lantern Nights.mp4", "375 Harbour Road [tmdbid=4242].mkv", "690 Lantern.avi"])
def test_lone_leading_number_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review"
    assert "type_conflict" in r.issues or "three_digit_guess" in r.issues


def test_a_pack_of_leading_numbers_is_still_a_season():
    r = _pack("Harbour Road", *((f"{n} Chapter {n}.mkv", GB) for n in (101, 102, 103, 104)))
    assert r.type == "series" and [f.episodes for f in r.files] == [[1], [2], [3], [4]]
    assert "type_conflict" not in r.issues


# --- undated stacks ("Film part1.mkv" … "part3", "CD1"/"CD2") are one film in parts, as Jellyfin stacks them
@pytest.mark.parametrize("parts", [("part1", "part2", "part3"), ("cd1", "cd2"), ("pt1", "pt2"), ("Disc 1", "Disc 2")])
def test_undated_stack_is_one_film_in_parts(parts):
    r = _pack("Harbour Lights", *((f"Harbour Lights {p}.mkv", GB) for p in parts),
              ("Harbour Lights-trailer.mkv", 60 * 1024**2))
    assert (r.type, r.title, r.year) == ("movie", "Harbour Lights", None)
    assert sorted(f.part for f in r.files if f.role == "video") == sorted(p.lower().replace(" ", "") for p in parts)
    assert [f.role for f in r.files][-1] == "extra"
    assert r.decision == "review"  # no year


def test_written_out_parts_stay_a_miniseries():
    r = _pack("Harbour.Lights", *((f"Harbour.Lights.Part.{i}.720p.mkv", GB) for i in (1, 2, 3)))
    assert r.type == "series" and [f.episodes for f in r.files] == [[1], [2], [3]]


# --- "300/300.mkv": a film named by a number is that film, not episode 300
def test_film_named_by_a_number():
    r = _pack("451", ("451.mkv", GB), ("451 - trailer.mkv", 60 * 1024**2))
    assert (r.type, r.title) == ("movie", "451")
    assert r.files[0].role == "video" and r.files[0].episodes == [] and r.files[1].role == "extra"
    assert r.decision == "review"


def test_numbered_file_in_a_named_folder_is_still_an_episode():
    r = _pack("Harbour Lights S02", ("05.mkv", GB))
    assert r.type == "series" and (r.files[0].season, r.files[0].episodes) == (2, [5])


# --- a group tag that starts like a special marker ("-SP3CTR3", "-OVA9X") is no special
@pytest.mark.parametrize("name", ["Harbour.Road.2013.LIMITED.FRENCH.BRRip.x264.AC3-SP3CTR3.avi",
                                  "Harbour.Road.2013.720p.BluRay.x264-OVA2B.mkv"])
def test_group_tag_is_no_special(name):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", "Harbour Road", 2013)
    assert r.files[0].season is None


def test_special_with_its_number_still_reads():
    r = _one("[Grp] Harbour Road - SP3 [1080p].mkv")
    assert r.type == "series" and (r.files[0].season, r.files[0].episodes) == (0, [3])


# --- "example.ws - Film": a site prefix without "www." is dropped for both readers
@pytest.mark.parametrize("name", ["example.ws - Harbour Road (2011).mkv",
                                  "lantern-site.org - Harbour.Road.2011.720p.mkv"])
def test_bare_domain_prefix_is_dropped(name):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", "Harbour Road", 2011)


def test_a_dotted_title_before_a_dash_is_no_domain():
    r = _one("Dr.Lantern - Harbour Road (2011).mkv")
    assert "lantern" in r.title.lower()


# --- screener tags ("SCR", "R5", "WORKPRINT") are release tokens, not title words
@pytest.mark.parametrize("name", ["Harbour.Road.SCR.XViD-GRP.avi", "Harbour.Road.R5.LINE.XviD-GRP.avi",
                                  "Harbour.Road.WORKPRINT.XviD-GRP.avi"])
def test_screener_tags_end_the_title(name):
    assert _one(name).title == "Harbour Road"


# --- "Saga.Episode.7.Own.Title.2015": a saga's film numbered by "Episode N" (reviewed), not episode 7
def test_saga_episode_film():
    r = _one("Harbour.Saga.Episode.4.The.Lantern.Returns.2004.1080p.BluRay.x264-GRP.mkv")
    assert (r.type, r.title, r.year) == ("movie", "Harbour Saga Episode 4 The Lantern Returns", 2004)
    assert r.decision == "review" and "type_conflict" in r.issues


@pytest.mark.parametrize("name", ["Harbour.Road.Episode.7.720p.HDTV.x264-GRP.mkv",
                                  "Harbour Road Episode 7 The Lantern HDTV.mkv"])
def test_episode_word_without_a_film_year_is_an_episode(name):
    r = _one(name)
    assert r.type == "series" and r.files[0].episodes == [7]


# --- in a name written with spaces, the dot after a leading number is a separator, not part of the title
@pytest.mark.parametrize("name,title,year", [
    ("300.Spartans Return Home 2014.mkv", "300 Spartans Return Home", 2014),
    ("8.Mile 2002 720p.mkv", "8 Mile", 2002),
])
def test_dot_after_a_leading_number_in_a_spaced_name(name, title, year):
    r = _one(name)
    assert (r.type, r.title, r.year) == ("movie", title, year)


def test_dotted_abbreviation_in_a_spaced_name_is_kept():
    assert _one("Mr. Smith Goes Home 1939.mkv").title == "Mr. Smith Goes Home"

"""Issue 13, twenty-fifth pass (packs, second probe): categories a fresh held-out probe of whole torrents (an anime
player's file-selection tests, a Plex API's test library, a renamer's demo trees, issue threads) exposed — names
written here.

- "[Grp][Show] PV [01]…", "[Grp][Show][PV][02]…", "Show PV01 …": a PV (promotion video) is an anime disc's trailer, an
  extra beside the episodes, not an episode numbered 1 (nor a film of its own), as an NCOP already was.
- "Harbor/Harbor - Night Shift - S01E03 - Title.mkv": a file writing the folder's whole title, a spaced dash and more
  words before its SxxEyy names the show more fully than the folder (guessit cuts its title at the dash); which name
  the library should match is a guess: a doubt. Not an absolute number ("Show - 183 - S05E04"), a country or a year.
- "Night-Harbor-2011-2019-1080p": a run of years joined by hyphens to the words ends the title, as it does spaced
  (guessit kept its first year in the title).
- "[Grp][Show][SP][BDRip]", "[Grp][Show][OVA12][BDRip]": a bracket holding only a special's word (and number) is that
  special, not a release tag the canonical fansub form drops (the episode beside it made the pack "a film"), nor the
  show's title.
- "Harbor/4/Harbor.S04E01.mkv" beside "Harbor/4/Episode 2.mkv": a folder named by a bare number whose marked files
  all say that season holds it, its unmarked files too.
"""

from __future__ import annotations

from jellybit.recognition import FileInput, TorrentInput, recognize

EP = 1_200_000_000
CLIP = 150_000_000


def _rec(name, files):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{p}", s) for p, s in files)))


def _videos(r):
    return [(f.season, f.episodes) for f in r.files if f.role == "video"]


def _roles(r):
    return {f.path.split("/")[-1]: f.role for f in r.files}


def test_spaced_pv_is_an_extra_not_an_episode():
    r = _rec("[Grp][Kumo no Uta][BDRip]", [("[Grp][Kumo no Uta][01][BDRip].mkv", EP),
                                          ("[Grp][Kumo no Uta][02][BDRip].mkv", EP),
                                          ("[Grp][Kumo no Uta] PV [01][BDRip].mkv", CLIP)])
    assert r.type == "series"
    assert _roles(r)["[Grp][Kumo no Uta] PV [01][BDRip].mkv"] == "extra"
    assert _videos(r) == [(1, [1]), (1, [2])]


def test_bracketed_and_glued_pv_are_extras():
    r = _rec("[Grp][Kumo no Uta][BDRip]", [("[Grp][Kumo no Uta][01][BDRip].mkv", EP),
                                          ("[Grp][Kumo no Uta][02][BDRip].mkv", EP),
                                          ("[Grp][Kumo no Uta][PV][02][BDRip].mkv", CLIP),
                                          ("[Grp][Kumo no Uta] PV03 [BDRip].mkv", CLIP)])
    roles = _roles(r)
    assert roles["[Grp][Kumo no Uta][PV][02][BDRip].mkv"] == "extra"
    assert roles["[Grp][Kumo no Uta] PV03 [BDRip].mkv"] == "extra"
    assert _videos(r) == [(1, [1]), (1, [2])]


def test_file_naming_the_show_more_fully_before_its_marker_is_a_doubt():
    r = _rec("Harbor", [("Harbor - Night Shift - S01E03 - The Long Wait - WEBDL-1080p.mkv", EP)])
    assert r.type == "series"
    assert r.decision == "review"
    assert "Night Shift" in r.reason


def test_pack_whose_files_name_the_show_more_fully_is_a_doubt():
    r = _rec("Harbor", [("Season 1/Harbor - Night Shift - S01E01 - Pilot.mkv", EP),
                        ("Season 1/Harbor - Night Shift - S01E02 - Tide.mkv", EP)])
    assert r.decision == "review"


def test_absolute_number_before_the_marker_is_no_longer_show():
    r = _rec("Kaze (2004)", [("Season 03/Kaze - 105 - S03E04 - The Wind Returns [DVD].mkv", EP)])
    assert (r.type, r.title, r.decision) == ("series", "Kaze", "auto")
    assert _videos(r) == [(3, [4])]


def test_same_title_before_the_marker_stays_auto():
    r = _rec("Harbor", [("Harbor - S01E03 - The Long Wait.mkv", EP)])
    assert (r.title, r.decision) == ("Harbor", "auto")


def test_country_after_the_dash_is_the_same_show():
    r = _rec("Harbor", [("Harbor - US - S01E03 - The Long Wait.mkv", EP)])
    assert r.decision == "auto"


def test_hyphen_joined_year_range_ends_the_title():
    r = _rec("Night-Harbor-2011-2019-1080p", [("Season-1/Night.Harbor.S01E01.mkv", EP),
                                              ("Season-2/Night.Harbor.S02E01.mkv", EP)])
    assert r.type == "series"
    assert r.title == "Night Harbor"
    assert r.year == 2011
    assert _videos(r) == [(1, [1]), (2, [1])]


def test_bare_number_folder_marked_by_its_files_gives_the_unmarked_their_season():
    r = _rec("Harbor", [("4/Harbor.S04E01.mkv", EP), ("4/Episode 2.mkv", EP)])
    assert _videos(r) == [(4, [1]), (4, [2])]


def test_bare_number_folder_whose_files_say_another_season_is_not_read_as_one():
    r = _rec("Harbor", [("2/Harbor.S04E01.mkv", EP), ("2/Episode 2.mkv", EP)])
    assert _videos(r)[0] == (4, [1])
    assert _videos(r)[1] != (2, [2])


def test_bracketed_special_beside_an_episode_keeps_the_pack_a_series():
    r = _rec("[Grp][雲の歌][BDRip]", [("[Grp][雲の歌][01][1080P][BDRip].mkv", EP),
                                     ("[Grp][雲の歌][SP][1080P][BDRip].mkv", EP)])
    assert (r.type, r.title) == ("series", "雲の歌")
    by_name = {f.path.split("/")[-1]: (f.season, f.episodes) for f in r.files if f.role == "video"}
    assert by_name["[Grp][雲の歌][01][1080P][BDRip].mkv"] == (1, [1])
    assert by_name["[Grp][雲の歌][SP][1080P][BDRip].mkv"][0] == 0


def test_bracketed_numbered_ova_keeps_the_show_title():
    from jellybit.recognition.fansub import reading_form
    assert reading_form("[Grp][雲の歌][OVA12][1080P][BDRip]")[0] == "[Grp] 雲の歌 OVA12 [1080p]"

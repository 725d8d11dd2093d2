"""Issue 13, seventeenth pass: the categories a held-out probe of anime release names (a Chinese anime-feed site's
release-title parser snapshots per fansub group, a Jellyfin anime plugin's file-name tests, small anime tools'
tests) exposed — names written here.

A fansub batch bracket says its episodes however the group words it (``[01-12 合集]``, ``[01-04 修正合集]``,
``[全26集]``, ``[16&17]``, ``[19rev]``); a release note after the number (``- 11 - [tags]``, ``第08集 GB_CN …``) is
never the title.
"""

from __future__ import annotations

import pytest

from jellybit.recognition.fansub import reading_form

from .helpers import one_file as _one


def _se(r):
    v = [f for f in r.files if f.role == "video"][0]
    return v.season, v.episodes


# --- batch brackets whose words alone read as tags --------------------------------------------------------------

@pytest.mark.parametrize("name, title, episodes", [
    ("[某字幕组] 灯塔 / Lighthouse Keepers [01-12 合集][WebRip 1080p HEVC-10bit AAC][简繁内封]",
     "Lighthouse Keepers", list(range(1, 13))),
    ("[某字幕组] 灯塔 / Lighthouse Keepers [01-06 修正合集][WebRip][HEVC_AAC][简日内嵌]",
     "Lighthouse Keepers", list(range(1, 7))),
    ("[某字幕组][Lighthouse Keepers -灯塔守望者- / Lighthouse Keepers][00-13 合集][1080p][简繁外挂]",
     "Lighthouse Keepers", list(range(0, 14))),
])
def test_a_batch_bracket_with_its_word_is_the_episode_range(name, title, episodes):
    r = _one(name.replace("/", "_"))
    assert r.type == "series" and r.title == title
    assert _se(r)[1] == episodes


def test_a_total_count_bracket_is_the_whole_batch():
    canon, _ = reading_form("[灯塔守望者][全24集][国语中字][WEB-MKV][2160P]")
    assert canon.startswith("灯塔守望者 - 01-24")
    r = _one("[灯塔守望者][全24集][国语中字][WEB-MKV][2160P]")
    assert r.type == "series" and _se(r)[1] == list(range(1, 25))
    assert r.title == "灯塔守望者"  # not the Chinese reader's "Complete Series"
    assert r.decision == "review"


def test_a_total_count_with_extras_after_a_plus_is_the_batch_and_not_the_title():
    r = _one("[某组 BD] 灯塔守望者 全12話+特典+Scans (1920x1080 x264 10bit FLAC)")
    assert r.type == "series" and r.title == "灯塔守望者"
    assert _se(r)[1] == list(range(1, 13))


@pytest.mark.parametrize("name, episodes", [
    ("[某字幕组][Lighthouse Keepers / 灯塔守望者][08&09][1080p][简繁外挂]", [8, 9]),
    ("[某字幕组][Lighthouse Keepers / 灯塔守望者][11rev][720p][简体内嵌]", [11]),
])
def test_two_episodes_and_a_revised_episode_in_one_bracket(name, episodes):
    r = _one(name.replace("/", "_"))
    assert r.type == "series" and r.title == "Lighthouse Keepers"
    assert _se(r)[1] == episodes


def test_a_batch_bracket_still_leaves_a_plain_episode_bracket_alone():
    r = _one("[某字幕组] 灯塔 / Lighthouse Keepers [07][1080p][简繁内封]".replace("/", "_"))
    assert r.title == "Lighthouse Keepers" and _se(r)[1] == [7]


# --- release notes after the episode number ----------------------------------------------------------------------

@pytest.mark.parametrize("name, episode", [
    ("[某代餐部] 灯塔 / Lighthouse Keepers - 07 - [简日内嵌][H264 8bit 1080P]", 7),
    ("[某组&Pre-X] 灯塔守望者 / Lighthouse Keepers - 03 - [简繁日内封][H265 10bit 1080P](检索：灯塔)", 3),
])
def test_a_dash_after_the_episode_number_closes_the_text(name, episode):
    r = _one(name.replace("/", "_"))
    assert r.type == "series" and r.title == "Lighthouse Keepers"
    assert _se(r)[1] == [episode]


@pytest.mark.parametrize("name, episode", [
    ("【某字幕·某党】灯塔守望者？第05集 GB_CN HEVC_opus 1080p", 5),
    ("【某字幕·某党】灯塔守望者？第06集 GB_CN HEVC_opus 1080p ▶特别整活版…", 6),
])
def test_language_tags_and_notes_after_a_cjk_episode_word_are_not_the_title(name, episode):
    r = _one(name)
    assert r.type == "series" and r.title in ("灯塔守望者?", "灯塔守望者？")
    assert _se(r)[1] == [episode]


# --- a title that is a whole bracket field -----------------------------------------------------------------------

@pytest.mark.parametrize("name, title", [
    ("【某字幕屋】★07月新番★[灯塔 我的守望 / LIGHT - My Dear Keepers][01-12][1080p][简日双语]",
     "LIGHT - My Dear Keepers"),
    ("[某字幕组][Lantern Keepers - The Long Night][05][1080p][简繁内封]", "Lantern Keepers - The Long Night"),
])
def test_a_title_ended_by_its_own_bracket_keeps_its_dash_subtitle_but_stays_reviewed(name, title):
    r = _one(name.replace("/", "_"))
    assert r.type == "series" and r.title == title
    assert r.decision == "review"


@pytest.mark.parametrize("name", [
    "[某组] 灯塔 长夜篇 / Lantern Keepers - The Long Night - 05 (CR 1920x1080 AVC AAC MKV)",
    "[某字幕組] 灯塔 长夜篇 / Lantern Keepers - The Long Night [05][1080p][繁體內嵌]",
])
def test_the_latin_piece_of_a_dual_title_runs_up_to_the_episode_number(name):
    r = _one(name.replace("/", "_"))
    assert r.type == "series" and r.title == "Lantern Keepers - The Long Night" and _se(r)[1] == [5]
    assert r.decision == "review"


def test_a_dash_subtitle_in_free_text_is_still_cut_as_guessit_reads_it():
    # no bracket closes the title: "Title - Subtitle - 05" stays the readers' disagreement, settled as before
    r = _one("[Grp] Lantern Keepers - The Long Night - 05 [1080p].mkv")
    assert r.title == "Lantern Keepers" and r.decision == "review"

"""Issue 13, twenty-sixth pass (eu26): categories a held-out probe of Polish, Czech, Hungarian, Brazilian, Nordic and
Turkish names (a Polish file host's listings, Czech Webshare tools' tests, Hungarian ncore tools' tests) exposed —
names written here.

1. A tracker's "Local / Original" title saved as a file name keeps the two spaces around the dropped slash
   ("Zamek  The Castle (2014) PL…"): both readers ran the two titles together, a confident wrong title. The first is
   the title, the other its original — a doubt still (a double space typed by mistake looks the same).
2. A Czech or Slovak dub or subtitle note glued together ("CZdab", "SKdabing", "CzTit") and the Polish voice-over's
   and subtitles' notes ("Lektor PL", "Dubbing PL", "WTOPiONE NAPiSY PL") end the title: "Krtek CZdab 2012" was the
   film "Krtek CZdab"; the Polish ones were a doubt (eu18), now cut.
3. Words set off by spaced dashes between the title and the season's marker, opening with a number
   ("Show - 12 godzin-Pokoje - 2. évad 03. rész"): both readers took " - 12" for an episode's and cut the show's
   title there, confidently. A doubt now.
4. The other European languages' ordinal span of seasons before its word ("1-10. série", "1.-8. serie",
   "1-10.evad"), and the Czech "3. serie" without its accent: a span of episodes, or a film titled "Show 1".
5. A Brazilian tracker's list of ordinal seasons ("1ª 2ª 3ª Temporadas"): season 3 of a show "Show 1ª 2ª".
"""

from __future__ import annotations

import pytest

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.episodes import number, season_in_name
from jellybit.recognition.titles import dropped_slash, parse_name

from .helpers import one_file as _one

GB = 1024**3


def _pack(name: str, *files: str):
    return recognize(TorrentInput(name, tuple(FileInput(f"{name}/{f}", 2 * GB) for f in files)))


# 1. the dropped slash
@pytest.mark.parametrize("stem, first, other", [
    ("Zamek  The Castle (2014) PL.BRRip.XviD-GRP  Lektor PL.avi", "Zamek", "The Castle"),
    ("Noc w Lesie  Night Wood (2011) PL.DVDRip.XviD-GRP.avi", "Noc w Lesie", "Night Wood"),
    ("Bracia  Brothers (2016) HDRip.XviD-LEKTOR.PL.avi", "Bracia", "Brothers"),
])
def test_two_spaces_inside_a_title_are_two_titles_and_a_doubt(stem, first, other):
    r = _one(stem)
    assert (r.title, r.original_title) == (first, other)
    assert r.decision == "review"


@pytest.mark.parametrize("stem", [
    "The  Lodge S01E02.mkv",             # an article alone is no title
    "Zamek (2014)  PL.BRRip.avi",        # the double space after the title, not inside it
    "Zamek.The.Castle.2014.PL.avi",      # a dotted name
])
def test_other_double_spaces_are_no_two_titles(stem):
    r = _one(stem)
    assert r.original_title is None and "two spaces" not in (r.reason or "")


def test_dropped_slash_needs_one_wide_gap_inside_the_title():
    assert dropped_slash("Zamek The Castle", "Zamek  The Castle (2014)") == ("Zamek", "The Castle")
    assert dropped_slash("Zamek The Castle", "Zamek The Castle (2014)") is None
    assert dropped_slash("A B C", "A  B  C (2014)") is None  # two wide gaps: no two titles


# 2. glued dub notes and the Polish voice-over
@pytest.mark.parametrize("stem, title", [
    ("Krtek CZdab 2012.avi", "Krtek"),
    ("Krtek SKdabing 2012.avi", "Krtek"),
    ("Most Szpiegow Lektor PL 2015.avi", "Most Szpiegow"),
    ("Most.Szpiegow.Dubbing.PL.2015.mkv", "Most Szpiegow"),
    ("Most Szpiegow WTOPiONE NAPiSY PL 2015.avi", "Most Szpiegow"),
])
def test_glued_dub_notes_and_lektor_end_the_title(stem, title):
    r = _one(stem)
    assert (r.title, r.year) == (title, int(stem.replace(".", " ").split()[-2][:4]))
    assert r.decision == "auto"


def test_lektor_alone_as_a_title_stays():
    assert _one("Lektor (2019).mkv").title == "Lektor"


# 3. dashed words with a number between the title and the season's marker
@pytest.mark.parametrize("stem", [
    "Kuchnia Koszmarow - 12 godzin-Pokoje - 2. évad 03. rész.mkv",
    "Kuchnia Koszmarow - 12 godzin-Pokoje - S02E03.mkv",
])
def test_dashed_numbered_words_before_the_marker_are_a_doubt(stem):
    r = _one(stem)
    assert (r.files[0].season, r.files[0].episodes) == (2, [3])
    assert r.decision == "review" and "12 godzin-Pokoje" in r.reason


@pytest.mark.parametrize("stem", ["Kuchnia Koszmarow - 2. évad 03. rész.mkv", "Kuchnia Koszmarow - S02E03.mkv"])
def test_a_dash_before_the_marker_alone_stays_confident(stem):
    r = _one(stem)
    assert (r.title, r.files[0].season, r.files[0].episodes, r.decision) == ("Kuchnia Koszmarow", 2, [3], "auto")


# 4. ordinal spans of seasons and the unaccented "serie"
@pytest.mark.parametrize("name, span", [
    ("Hvezdna brana 1-10. série CZ", (1, 10)),
    ("Pratele 1.-5. serie CZ", (1, 5)),
    ("Sorozat.1-10.evad.HUN", (1, 10)),
    ("Sorozat 1-3. évad", (1, 3)),
])
def test_ordinal_span_of_seasons(name, span):
    assert season_in_name(name) == (None, span)
    assert number(name) is None  # no episodes
    assert parse_name(name).title in ("Hvezdna brana", "Pratele", "Sorozat")


def test_ordinal_span_pack_is_its_show():
    r = _pack("Pratele 1.-5. serie CZ", "Pratele S01E01 CZ.avi", "Pratele S02E01 CZ.avi")
    assert r.title == "Pratele"
    assert sorted((f.season, tuple(f.episodes)) for f in r.files) == [(1, (1,)), (2, (1,))]


def test_unaccented_czech_season_word_after_its_ordinal():
    assert season_in_name("Ulice 3. serie CZ") == (3, None)
    r = _pack("Ulice 3. serie CZ", "Ulice 3x04.avi")
    assert (r.title, r.files[0].season, r.files[0].episodes) == ("Ulice", 3, [4])


@pytest.mark.parametrize("stem, title, season, eps", [
    ("Ordinace 2 - 5. série 12. díl.mp4", "Ordinace 2", 5, [12]),  # a spaced dash: the title's number, no span
    ("Ulice 2. série 1.-3. díl.avi", "Ulice", 2, [1, 2, 3]),        # a span of episodes after their season
])
def test_neighbours_of_the_ordinal_span(stem, title, season, eps):
    r = _one(stem)
    assert (r.title, r.files[0].season, r.files[0].episodes) == (title, season, eps)


# 5. a Brazilian tracker's list of ordinal seasons
@pytest.mark.parametrize("name", ["Reinos 1ª 2ª 3ª Temporadas Dubladas 1080p", "Reinos 1ª, 2ª e 3ª Temporadas Dual"])
def test_a_list_of_ordinal_seasons_is_their_span(name):
    assert season_in_name(name) == (None, (1, 3))
    assert parse_name(name).title == "Reinos"


def test_one_ordinal_season_and_a_range_stay():
    assert season_in_name("Reinos 3ª Temporada Dublado 720p") == (3, None)
    assert season_in_name("Reinos 1ª a 4ª Temporada") == (None, (1, 4))

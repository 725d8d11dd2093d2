"""Titles and years from torrent names (titles.parse_name, fastname.read)."""

from __future__ import annotations

import pytest

from jellybit.recognition.fastname import read
from jellybit.recognition.text import norm
from jellybit.recognition.titles import parse_name

TITLES = [
    ("Dune.Part.Two.2024.1080p.WEB-DL", "Dune Part Two", 2024, None),
    ("Kill.Bill.Vol.1.2003.1080p.BluRay.x264-FGT", "Kill Bill Vol 1", 2003, None),
    ("1917.2019.1080p.BluRay.x264-SPARKS", "1917", 2019, None),
    ("2012.2009.1080p.BluRay", "2012", 2009, None),
    ("Blade.Runner.2049.2017.1080p", "Blade Runner 2049", 2017, None),
    ("Wonder.Woman.1984.2020.1080p", "Wonder Woman 1984", 2020, None),
    ("2001.A.Space.Odyssey.1968.1080p", "2001 A Space Odyssey", 1968, None),
    ("1883.S01E05.1080p.WEB.h264-GLHF", "1883", None, None),
    ("1923.S02E01.1080p.WEB.h264-ETHEL", "1923", None, None),
    ("9-1-1.Lone.Star.S05E01.1080p", "9-1-1 Lone Star", None, None),
    ("60.Minutes.2024.03.10.720p.WEB", "60 Minutes", None, None),
    ("Mission Impossible - Fallout (2018) [1080p]", "Mission Impossible - Fallout", 2018, None),
    ("Breaking Bad (2008-2013) Complete Series 1080p", "Breaking Bad", 2008, None),
    ("The.Office.US.S05E14.720p", "The Office", None, None),
    ("A.Complete.Unknown.2024.1080p", "A Complete Unknown", 2024, None),
    ("BBC.Planet.Earth.III.2023.1080p", "Planet Earth III", 2023, None),
    ("[Erai-raws] Slime Datta Ken 3rd Season - 01 ~ 24 [1080p]", "Slime Datta Ken", None, None),
    ("[SubsPlease] Sousou no Frieren (01-28) (1080p) [Batch]", "Sousou no Frieren", None, None),
    ("Мастер и Маргарита / Master i Margarita (2024) WEB-DL 1080p", "Master i Margarita", 2024, "Мастер и Маргарита"),
    ("Слово пацана. Кровь на асфальте [S01] (2023) WEB-DL [01-08 из 08]",
     "Слово пацана. Кровь на асфальте", 2023, None),
    ("Во все тяжкие / Breaking Bad / Сезон: 2 / Серии: 1-13 из 13 (Винс Гиллиган) [2009, США, драма, BDRip 720p]",
     "Breaking Bad", None, "Во все тяжкие"),  # 2009 is season 2's year (show: 2008)
    ("Друзья / Friends - Сезон 1 (1994) DVDRip", "Friends", 1994, "Друзья"),
    ("Чебурашка.2022.WEB-DL.1080p.mkv", "Чебурашка", 2022, None),
]


@pytest.mark.parametrize("name,title,year,original", TITLES, ids=[t[0][:50] for t in TITLES])
def test_parse_name(name, title, year, original):
    info = parse_name(name)
    assert norm(info.title) == norm(title)
    assert info.year == year
    assert norm(info.original_title) == norm(original)


@pytest.mark.parametrize("name", ["Blue Planet II", "(500) Days of Summer", "VID_20230812_143211"])
def test_fast_reader_declines_unusual_names(name):
    assert read(name) is None

"""Issue 13: Latin words in brackets after a Russian title are not always its original title — names written here.

Russian release names credit the dub studio, the translator, the network or the director in brackets after the
title, in Latin as often as in Cyrillic: ``Матрица (HDRezka) 1999``, ``Крестный отец (Coppola) 1972``. Taking the
bracket for the original title gave confident wrong titles ("HDRezka", auto 1.0). A known studio or network is a
credit (the Russian title stays, certain); one Latin word that does not spell a Russian title of several words is a
translation or a credit: offline it cannot be told, so it is a doubt (a lookup asks both titles). One word beside one
word (``Крепость (Fortress)``) stays the translation it looks like.
"""

from __future__ import annotations

import pytest

from jellybit.recognition.text import to_cyrillic, transliterates

from .helpers import one_file as _one


@pytest.mark.parametrize("name, title, year", [
    ("Тихая гавань (HDRezka) 2016.mkv", "Тихая гавань", 2016),
    ("Соседи по даче (Jaskier) 2021.mkv", "Соседи по даче", 2021),
    ("Медный фонарь (Kubik v Kube) 2018.avi", "Медный фонарь", 2018),
    ("Долгая переправа (Kurazh-Bambey) 2014.avi", "Долгая переправа", 2014),
    ("Северный ветер (LostFilm.TV) 2017.mkv", "Северный ветер", 2017),  # dotted and dashed names: as tokens
    ("Ночной паром (Le-Production) 2012.mkv", "Ночной паром", 2012),
])
def test_a_dub_studio_in_brackets_after_a_russian_film_title_is_a_credit_not_its_title(name, title, year):
    r = _one(name)
    assert r.type == "movie" and (r.title, r.year) == (title, year)
    assert r.original_title is None
    assert r.decision == "auto"


def test_a_network_in_brackets_after_a_russian_show_title_is_a_credit_not_its_title():
    r = _one("Северный маяк (Netflix) 2020 S01E03.mkv")
    assert r.type == "series" and r.title == "Северный маяк"
    v = [f for f in r.files if f.role == "video"][0]
    assert (v.season, v.episodes) == (1, [3])


@pytest.mark.parametrize("name", [
    "Серебряный залив (Smirnov) 1981.avi",  # a director
    "Чужая земля (Volkov) 2006.mkv",
    "Тёплый берег (Stranger) 1999.mkv",  # or a translated title: offline, one word cannot tell
])
def test_one_latin_word_that_does_not_spell_the_russian_title_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review"
    assert "credit" in r.reason


@pytest.mark.parametrize("name, title", [
    ("Самовар (Samovar) 2011.mkv", "Samovar"),  # the same word written twice: certain
    ("Луна (Luna) 2004.mkv", "Luna"),
    ("Медный фонарь (The Copper Lantern) 2018.mkv", "The Copper Lantern"),  # a translation of several words
    ("Маяк (Lighthouse) 2016.mkv", "Lighthouse"),  # one word beside one word: the translation
])
def test_a_bracketed_latin_title_that_spells_the_russian_one_or_is_several_words_stays_the_title(name, title):
    r = _one(name)
    assert r.title == title and r.decision == "auto"


def test_transliteration_is_compared_loosely_and_never_crosses_unrelated_words():
    assert to_cyrillic("Slovo patsana") == "слово пацана"
    assert transliterates("Solyaris", "Солярис") and transliterates("Amelie", "Амели")
    assert not transliterates("Coppola", "Крестный отец")
    assert not transliterates("Inception", "Начало")


@pytest.mark.parametrize("name", [
    "Маяк (Sokolovsky) 2016.mkv",  # a Russian surname spelt in Latin beside a one-word title: a director
    "Самовар (Kravchenko) 2011.mkv",
    "Фонарь (Mikhalkov) 1994.mkv",
])
def test_a_russian_surname_in_latin_beside_a_one_word_title_is_a_doubt(name):
    r = _one(name)
    assert r.decision == "review"
    assert "credit" in r.reason

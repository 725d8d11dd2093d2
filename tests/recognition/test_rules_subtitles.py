"""Subtitle language and flags (subtitles.detect)."""

from __future__ import annotations

import pytest

from jellybit.recognition.subtitles import detect

CASES = [
    # (rest of the stem, folders nearest first, whole_stem, lang, forced, sdh)
    (".en", [], False, "en", False, False),
    (".eng.forced", [], False, "en", True, False),
    (".en.sdh", [], False, "en", False, True),
    (".en.hi", [], False, "en", False, True),  # E2: hi next to a language = hearing impaired
    (".hi", [], False, "hi", False, False),  # E2: hi alone = Hindi
    (".fr.en", [], False, "en", False, False),  # E2: the last language wins
    ("2_English", ["Subs"], True, "en", False, False),
    ("English (SDH)", ["Subs"], True, "en", False, True),
    ("English [Forced]", ["Subs"], True, "en", True, False),
    ("Portuguese (Brazil)", [], True, "pt", False, False),
    ("Rus Forced", ["Subs"], True, "ru", True, False),
    ("Русские", ["Subs"], True, "ru", False, False),
    ("Show.S01E01.1080p.WEB-DL", ["Rus", "Subs"], True, "ru", False, False),
    ("Movie.2019.1080p.BluRay.x264.YIFY", [], True, None, False, False),
    ("pt-BR", [], True, "pt", False, False),
    (".es-419", [], False, "es", False, False),
    (".chi", [], False, "zh", False, False),
]


@pytest.mark.parametrize("rest,folders,whole,lang,forced,sdh", CASES, ids=[c[0] or "empty" for c in CASES])
def test_detect(rest, folders, whole, lang, forced, sdh):
    info = detect(rest, folders, whole_stem=whole)
    assert (info.lang, info.forced, info.sdh) == (lang, forced, sdh)


def test_risky_two_letter_codes_need_the_tail():
    # "it"/"no"/"de" inside a long release name are words, not languages.
    assert detect("It.Follows.2014.1080p.BluRay.x264", [], whole_stem=True).lang is None

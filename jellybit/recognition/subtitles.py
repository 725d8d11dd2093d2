"""Subtitle language and flags from the file name and its folders (``Subs/English.srt``, ``2_English.srt``,
``Movie.eng.forced.srt``, ``Rus Forced.srt``, ``Subs/Русские.srt``)."""

from __future__ import annotations

from dataclasses import dataclass

from .text import VOCAB, tokens

_LANG: dict[str, str] = {}
for _code, _names in VOCAB["languages"].items():
    for _n in _names:
        _LANG.setdefault(_n, _code)
_RISKY = frozenset(VOCAB["short_code_risky"])
_FORCED = frozenset(VOCAB["forced_words"])
_SDH = frozenset(w for w in VOCAB["sdh_words"] if " " not in w)
# Tokens that may sit between the language and the extension without ending the language search.
_SKIP = _FORCED | _SDH | {"default", "full", "songs", "subs", "sub", "subtitles", "dialogue", "text", "srt"}


@dataclass(frozen=True)
class SubInfo:
    lang: str | None
    forced: bool
    sdh: bool


def _lang_of(tok: str, tail: bool) -> str | None:
    code = _LANG.get(tok)
    if code is None:
        return None
    if len(tok) <= 2 and tok in _RISKY and not tail:
        return None
    return code


def detect(rest: str, folders: list[str], whole_stem: bool = False) -> SubInfo:
    """Language/flags from ``rest`` (the subtitle stem minus its video's stem, or the whole stem when
    ``whole_stem``) and then the folder names nearest first. The LAST language token wins (Jellyfin E2)."""
    toks = tokens(rest)
    low = rest.lower()
    forced = any(t in _FORCED for t in toks)
    sdh = any(t in ("sdh", "cc") for t in toks) or "hearing impaired" in low
    lang = None
    langs: list[str] = []
    if toks:
        if whole_stem and len(toks) > 3:
            # A long stem (a release name): only trust tokens at its end, skipping flags and numbers.
            window = []
            for t in reversed(toks):
                if t in _SKIP or t.isdigit():
                    continue
                window.append(t)
                if len(window) == 2:
                    break
            scan = list(reversed(window))
            for i, t in enumerate(scan):
                code = _lang_of(t, tail=(i == len(scan) - 1))
                if code:
                    langs.append(code)
        else:
            for t in toks:
                code = _lang_of(t, tail=True)
                if code:
                    langs.append(code)
    if "hi" in toks and len([c for c in langs if c != "hi"]) >= 1:
        # "hi" next to another language means hearing impaired, alone it is Hindi (E2).
        langs = [c for c in langs if c != "hi"]
        sdh = True
    if langs:
        lang = langs[-1]
    if lang is None:
        for folder in folders:
            ftoks = tokens(folder)
            if len(ftoks) > 3:
                continue
            codes = [_lang_of(t, tail=True) for t in ftoks if t not in ("subs", "sub", "subtitles", "субтитры")]
            codes = [c for c in codes if c]
            if codes:
                lang = codes[-1]
                forced = forced or any(t in _FORCED for t in ftoks)
                break
    return SubInfo(lang, forced, sdh)

"""Two independent readers of one name, and what their agreement is worth.

Every name is read by guessit (maintained, hundreds of rules) and by jellybit's own rules (fast title reader,
tracker splitter, numbering regexes). Neither is trusted alone: measured on guessit's fixtures our rules were
right on 0 of 153 title disagreements, on our own corpus guessit was right on 0 of 26. So a disagreement is
settled by WHICH reader explains the difference, and an unsettled one is reported (it lowers confidence):

- our title = guessit's + words guessit read as release tokens (episode, group, language, site, ...)
  → guessit's title (our reader stopped too late), no doubt;
- our title = guessit's + "Part Two"/"Vol. 1" on a movie, or a leading number guessit took for an episode
  ("10 Things I Hate About You", "60 Minutes") → ours (known guessit cuts), no doubt;
- anything else (a " - Subtitle" guessit calls an alternative title, ours cut before words guessit keeps)
  → the more conservative choice, plus a ``readers_disagree`` doubt with both readings in the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .text import CYRILLIC, TECH_WORDS, VOCAB, norm

_LANG_WORDS = frozenset(w for ws in VOCAB["languages"].values() for w in ws if len(w) > 2)
_RELEASE_WORDS = TECH_WORDS | _LANG_WORDS | frozenset(
    "vostfr vost vf vff vfq truefrench subfrench multi multisub dl doku hdlight ld md ws fs stv nfofix readnfo "
    "convert integrale intégrale coffret complete season saison series temporada stagione seizoen staffel sezon "
    "capitulo episodio folge aflevering episodul serie серия серии сезон of de di von van din из tem temp "
    "cap final ova ona oad sp special bdmux brmux bdripmux brripmux hc cam ts r5 dvdscr screener se om "
    "theatrical edition directors director cut uncut extended remastered unrated".split())
_PART = re.compile(r"^(?:part|pt|vol|volume|chapter)\s+(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five|six|seven"
                   r"|eight|nine|ten)\b", re.I)
_RELEASE_TOKEN = re.compile(r"(?i)^(?:s\d{1,4}(?:e\d{1,4})*|e\d{1,4}|ep\d{1,4}|\d{1,4}x\d{1,4}|x\d{1,3}|\d+"
                            r"|\d+of\d+|\d+v\d|v\d|s\d+extras|\d+(?:st|nd|rd|th|ª|º)|[ivx]{1,4}|www|com|org|net)$")


@dataclass
class TitleChoice:
    title: str | None
    source: str  # agree | rules | guessit | only-rules | only-guessit
    doubt: str | None = None  # a human sentence when the readers disagree and nothing settles it


def guessit_title(g: dict) -> str | None:
    t = g.get("title")
    if isinstance(t, list):
        t = t[0] if t else None
    return t if isinstance(t, str) and t.strip() else None


def _explained(tok: str, g: dict) -> bool:
    """A token guessit (or our vocabulary) reads as something other than the title."""
    if tok in _RELEASE_WORDS or _RELEASE_TOKEN.match(tok):
        return True
    for k, v in g.items():
        if k in ("title", "alternative_title", "episode_title", "film_title", "type", "mimetype"):
            continue
        for x in v if isinstance(v, list) else [v]:
            if tok in norm(str(x)).split():
                return True
    return False


def choose_title(ours: str | None, g: dict, *, tracker: bool, movie: bool, pack: bool = False) -> TitleChoice:
    """Settle the torrent/file title between our reader and guessit (see the module docstring)."""
    theirs = guessit_title(g)
    if not theirs:
        return TitleChoice(ours, "only-rules")
    if not ours:
        return TitleChoice(theirs, "only-guessit")
    o, t = norm(ours).split(), norm(theirs).split()
    if o == t:
        return TitleChoice(ours, "agree")
    if tracker or (CYRILLIC.search(ours) and not CYRILLIC.search(theirs)):
        return TitleChoice(ours, "rules")  # guessit does not read "Русское / English [..]" tracker titles
    doubt = f"the title readers disagree: '{ours}' (rules) vs '{theirs}' (guessit)"
    if o[:len(t)] == t:  # ours is longer at the end
        extra = o[len(t):]
        if movie and _PART.match(" ".join(extra)):
            return TitleChoice(ours, "rules")  # guessit cuts "Part Two" / "Vol. 1" off film titles
        if pack and len(extra) == 1 and extra[0].isdigit() and g.get("episode") == int(extra[0]):
            return TitleChoice(ours, "rules", doubt)  # "Mob Psycho 100 (Seasons 1-3)": a pack has no one episode
        if all(_explained(x, g) for x in extra):
            return TitleChoice(theirs, "guessit")
        alt = g.get("alternative_title")
        if movie and alt and norm(" ".join(extra)) == norm(str(alt if not isinstance(alt, list) else alt[0])):
            return TitleChoice(ours, "rules", doubt)  # "Mission Impossible - Fallout": one title or two?
        return TitleChoice(theirs, "guessit", doubt)
    if o[len(o) - len(t):] == t:  # ours has more at the start
        extra = o[:len(o) - len(t)]
        if len(extra) == 1 and extra[0].isdigit() and not extra[0].startswith("0") \
                and not re.search(rf"(?:^|\W){extra[0]}\s*[-–]", ours) and g.get("episode") == int(extra[0]):
            return TitleChoice(ours, "rules")  # "10 Things I Hate About You": a leading number guessit took
        if all(_explained(x, g) for x in extra):
            return TitleChoice(theirs, "guessit")
        return TitleChoice(theirs, "guessit", doubt)
    if t[:len(o)] == o:  # ours stopped early ("Something" vs "Something Opus")
        return TitleChoice(theirs, "guessit", doubt)
    return TitleChoice(theirs, "guessit", doubt)


def unexplained_leftover(title: str | None, g: dict) -> list[str]:
    """Tokens of a chosen title that look like release words (a title should hold none)."""
    if not title:
        return []
    toks = norm(title).split()
    bad = [x for x in toks if x in ("www", "vostfr", "german", "dl", "multi", "french", "truefrench", "subfrench")
           or re.fullmatch(r"(?i)s\d{1,2}e\d{1,3}|\d{1,2}x\d{2,3}", x)]
    if toks and toks[-1] == "the" and len(toks) > 1:
        bad.append("the")
    return bad

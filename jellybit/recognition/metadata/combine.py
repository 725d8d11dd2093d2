"""Combine the offline parse with metadata candidates into one decision (SPEC §7.5).

Order: ask the metadata sources (TMDB) with the parsed identity; rate the parse itself as a candidate;
ask the LLM only when that is not already sure (SPEC §7.3); pick the top candidate, re-target the result to
it with ``with_identity`` and decide. ``auto`` needs all of:

- the top candidate's score ≥ ``threshold``;
- the best candidate of a *different* identity at least ``margin`` behind (Dune 2021 vs Dune 1984);
- the re-targeted offline result itself is ``auto`` (every main video has a place, no numbering doubt).

Anything a source raises degrades to the offline parse: an outage never fails a recognition.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from jellybit import logs

from .. import with_identity
from ..model import Result
from .base import Candidate, MetadataError, MetadataSource
from .llm import LLM_CAP, LlmClient, LlmSource
from .scoring import normalise
from .tmdb import TmdbClient, TmdbSource

__all__ = ["Enriched", "enrich", "same_identity", "sources_from_settings", "MARGIN"]

MARGIN = 0.1
MIN_PROPOSAL = 0.6  # below this a metadata candidate is listed but never replaces the parsed identity
PARSE_UNCONFIRMED_CAP = 0.5  # a source answered and knows nothing like the parse: never auto on the parse alone
LLM_AGREE_BONUS = 0.05
VIA_LLM_CAP = 0.8  # a TMDB match found only through the LLM's title: proposed, never auto at the default 0.85
RANK = {"tmdb": 0, "llm": 1, "parse": 2}
SOURCE_LABEL = {"tmdb": "TMDB", "llm": "LLM", "parse": "offline parse"}
log = logs.get_logger(__name__)


@dataclass
class Enriched:
    """The final result (re-targeted to ``chosen`` when there is one) and why it was decided so."""

    result: Result
    candidates: list[Candidate]
    confidence: float
    decision: Literal["auto", "review"]
    reason: str
    chosen: Candidate | None = None
    unavailable: list[str] = field(default_factory=list)


def same_identity(a: Candidate, b: Candidate) -> bool:
    """Whether two candidates name the same work (same TMDB id, or same type, a shared title, year ±1)."""
    if a.type != b.type:
        return False
    if a.source == b.source == "tmdb":
        return a.external_id == b.external_id
    if not _names(a) & _names(b):
        return False
    return a.year is None or b.year is None or abs(a.year - b.year) <= 1


def _names(c: Candidate) -> set[str]:
    return {normalise(t) for t in (c.title, c.original_title, *c.extra.get("alternative_titles", [])) if t} - {""}


def _label(source) -> str:
    return getattr(source, "label", None) or getattr(source, "name", type(source).__name__)


def _desc(c: Candidate) -> str:
    return f"{c.label} {c.score:.2f}"


def _ask(source: MetadataSource, result: Result, hints: str | None, down: list[str]) -> list[Candidate] | None:
    """The source's candidates, or None when it is unavailable (recorded in ``down``)."""
    try:
        return list(source.candidates(result, hints))
    except MetadataError as exc:
        msg = str(exc)
    except Exception as exc:  # noqa: BLE001 - a bug in a source degrades recognition, it must not stop a download
        log.exception("metadata source failed unexpectedly", extra={"source": getattr(source, "name", "?")})
        msg = f"internal error ({type(exc).__name__})"
    down.append(msg if msg.startswith(_label(source)) else f"{_label(source)}: {msg}")
    return None


def _parse_candidate(result: Result) -> Candidate:
    return Candidate("parse", str(result.tmdb_id) if result.tmdb_id else None, result.title or "?",
                     result.original_title, result.year, result.type, result.confidence,
                     extra={"issues": list(result.issues)})


def _rank(pool: list[Candidate]) -> tuple[Candidate, Candidate | None]:
    pool.sort(key=lambda c: (-c.score, RANK.get(c.source, 9)))
    top = pool[0]
    return top, next((c for c in pool[1:] if not same_identity(c, top)), None)


def _sure(top: Candidate, runner: Candidate | None, threshold: float, margin: float) -> bool:
    return top.score >= threshold and (runner is None or top.score - runner.score >= margin)


def enrich(result: Result, *, sources: list[MetadataSource], hints: str | None = None, threshold: float = 0.85,
           margin: float = MARGIN) -> Enriched:
    """Add the sources' candidates to the offline ``result`` and decide auto/review. Never raises for an outage."""
    overrides = getattr(result, "_input", (None, None, {}, None))[2]
    parse = _parse_candidate(result)
    if overrides.get("tmdb_id"):  # the person already chose the work: asking again could only disagree
        return Enriched(result, [parse], result.confidence, result.decision, result.reason)
    meta = [s for s in sources if getattr(s, "name", "") != "llm"]
    llms = [s for s in sources if getattr(s, "name", "") == "llm"]
    down: list[str] = []
    pool: list[Candidate] = []
    answered = []
    for s in meta:
        got = _ask(s, result, hints, down)
        if got is not None:
            answered.append(_label(s))
            pool += got
    _rate_parse(parse, pool, bool(answered))
    pool.append(parse)
    if llms and not (_sure(*_rank(pool), threshold, margin) and (answered or result.decision == "auto")):
        for s in llms:
            for c in _ask(s, result, hints, down) or []:
                _place_llm(c, pool, meta if answered else [], result, hints, down)
                pool.append(c)
    top, runner = _rank(pool)
    chosen = top if top.source != "parse" and top.score >= MIN_PROPOSAL else None
    final = _retarget(result, chosen)
    decision, reason = _decide(result, final, top, runner, answered, down, threshold, margin)
    confidence = top.score if chosen is None else min(top.score, final.confidence)
    final.confidence, final.decision, final.reason = confidence, decision, reason
    return Enriched(final, pool, confidence, decision, reason, chosen, down)


def _rate_parse(parse: Candidate, found: list[Candidate], answered: bool) -> None:
    """The parse keeps its offline confidence, but no more than the best source candidate that agrees with it
    (so that candidate, which has the TMDB id, ranks first); capped low when a source answered and disagrees."""
    if not answered:
        return
    agree = [c.score for c in found if c.score >= MIN_PROPOSAL and same_identity(c, parse)]
    if agree:
        parse.score = min(parse.score, max(agree))
    else:
        parse.score = min(parse.score, PARSE_UNCONFIRMED_CAP)
        parse.extra["unconfirmed"] = True


def _place_llm(llm: Candidate, pool: list[Candidate], meta: list[MetadataSource], result: Result,
               hints: str | None, down: list[str]) -> None:
    """Score the LLM's answer by agreement: with a TMDB candidate it takes that score (and confirms it);
    otherwise TMDB is asked once more with the LLM's title; alone it stays at ``LLM_CAP``."""
    agree = [c for c in pool if c.source == "tmdb" and same_identity(c, llm)]
    if not agree and meta and llm.title:
        probe = with_identity(result, title=llm.title, year=llm.year, type=llm.type)
        for s in meta:
            for c in _ask(s, probe, hints, down) or []:
                if same_identity(c, llm) and not any(p.source == "tmdb" and same_identity(p, c) for p in pool):
                    c.score = min(c.score, VIA_LLM_CAP)
                    c.extra["via"] = "llm"
                    pool.append(c)
                    agree.append(c)
    if agree:
        best = max(agree, key=lambda c: c.score)
        llm.score = best.score
        llm.extra["agrees_with"] = f"tmdb:{best.external_id}"
        if best.extra.get("via") != "llm":  # independent agreement only: the LLM cannot confirm itself
            best.score = min(1.0, round(best.score + LLM_AGREE_BONUS, 4))
            best.extra["confirmed_by"] = "llm"
    else:
        llm.score = min(llm.score, LLM_CAP)


def _retarget(result: Result, chosen: Candidate | None) -> Result:
    """A fresh result (the caller's stays untouched), with the chosen identity when there is one."""
    if getattr(result, "_input", None) is None:
        return result
    if chosen is None:
        return with_identity(result)
    tmdb_id = int(chosen.external_id) if chosen.source == "tmdb" and (chosen.external_id or "").isdigit() else None
    out = with_identity(result, title=chosen.title, year=chosen.year, tmdb_id=tmdb_id, type=chosen.type)
    if chosen.original_title and normalise(chosen.original_title) != normalise(chosen.title):
        out.original_title = chosen.original_title
    return out


def _decide(offline: Result, final: Result, top: Candidate, runner: Candidate | None, answered: list[str],
            down: list[str], threshold: float, margin: float) -> tuple[str, str]:
    outage = f"metadata source unreachable ({'; '.join(down)})" if down else ""
    if top.source == "parse":
        if not answered:
            if not outage:
                return final.decision, final.reason
            tail = "offline result used" if final.decision == "auto" else "offline result needs your review"
            return final.decision, f"{outage}: {tail}: {final.reason}"
        best = next((c for c in [runner] if c is not None and c.source != "parse"), None)
        msg = f"{' and '.join(answered)} has no match for '{offline.title}'"
        if best is not None:
            msg += f" (closest: {_desc(best)})"
        return "review", "; ".join(x for x in (msg, outage) if x)
    doubts = []
    if top.score < threshold:
        via = ", found through the LLM's answer" if top.extra.get("via") == "llm" else ""
        doubts.append(f"best match {_desc(top)} ({SOURCE_LABEL.get(top.source, top.source)}{via}) is below "
                      f"the threshold {threshold:.2f}")
    if runner is not None and top.score - runner.score < margin:
        doubts.append(f"two candidates within {margin * 100:.0f} points: {_desc(top)} vs {_desc(runner)}")
    source = SOURCE_LABEL.get(top.source, top.source)
    if final.decision != "auto":
        doubts.append(final.reason if doubts else f"{source} match {_desc(top)}, but {final.reason}")
    if doubts:
        return "review", "; ".join(doubts + ([outage] if outage else []))
    reason = f"{source} match {_desc(top)}" + (f", next {_desc(runner)}" if runner else "") + f"; {final.reason}"
    return "auto", reason + (f"; note: {outage}" if outage else "")


def sources_from_settings(settings) -> list[MetadataSource]:
    """The configured sources: TMDB when a key is set, the LLM when its URL and model are; else none."""
    out: list[MetadataSource] = []
    if settings.tmdb_api_key:
        logs.register_secret(settings.tmdb_api_key)
        out.append(TmdbSource(_tmdb_client(settings.tmdb_api_key, settings.tmdb_url,
                                           Path(settings.data_dir) / "cache" / "tmdb")))
    if settings.llm_url and settings.llm_model:
        logs.register_secret(settings.llm_api_key)
        out.append(LlmSource(LlmClient(settings.llm_url, settings.llm_model, settings.llm_api_key)))
    return out


@functools.lru_cache(maxsize=8)
def _tmdb_client(api_key: str, url: str, cache_dir: Path) -> TmdbClient:
    """One client per configuration, so its in-process LRU survives between recognitions."""
    return TmdbClient(api_key, url, cache_dir=cache_dir)

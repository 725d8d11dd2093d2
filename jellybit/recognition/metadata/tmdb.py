"""TMDB v3 over HTTP: search, details (seasons, alternative titles), scored into candidates.

Why this shape: the worker re-recognises often (Refine, Rerecognize, a crash), so every answer is cached
(``cache``); an outage must only degrade recognition, so every failure becomes :class:`MetadataUnavailable`
with a message that never contains the key (``requests`` puts the URL, query string included, into its
exception texts — those are never passed on).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import requests

from jellybit import logs
from jellybit.redaction import redact

from ..hints import parse_hints
from ..model import Result
from ..text import to_cyrillic
from . import scoring
from .base import Candidate, MetadataUnavailable
from .cache import DEFAULT_TTL, ResponseCache, cache_key

__all__ = ["DEFAULT_URL", "POSTER_BASE", "TmdbClient", "TmdbSource", "is_read_token"]

DEFAULT_URL = "https://api.themoviedb.org/3"
POSTER_BASE = "https://image.tmdb.org/t/p/w342"
#: A match found only through our Cyrillic guess of a transliterated title is proposed, never auto (< 0.85).
TRANSLIT_CAP = 0.8
SERVICE = "tmdb"
MAX_RETRY_AFTER = 10.0
log = logs.get_logger(__name__)


def is_read_token(key: str) -> bool:
    """A v4 read access token is a JWT (three dot-separated parts, ~200 chars); a v3 key is 32 hex digits."""
    return key.count(".") == 2 and len(key) > 60


class TmdbClient:
    """Thin TMDB v3 client: GET with auth, timeout, one polite retry on 429, and the response cache."""

    def __init__(self, api_key: str, base_url: str = DEFAULT_URL, *, cache_dir: Path | None = None,
                 ttl: float = DEFAULT_TTL, timeout: float = 5.0, session: requests.Session | None = None,
                 sleep=time.sleep):
        self._key = api_key
        self._bearer = is_read_token(api_key)
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.cache = ResponseCache(cache_dir, ttl)
        self._session = session or requests.Session()
        self._sleep = sleep

    def search(self, kind: str, query: str, year: int | None = None) -> list[dict]:
        movie = kind == "movie"
        params: dict[str, Any] = {"query": query, "include_adult": "false", "language": "en-US", "page": 1}
        if year:
            params["year" if movie else "first_air_date_year"] = year
        body = self.get("search/movie" if movie else "search/tv", params)
        return [r for r in body.get("results") or [] if isinstance(r, dict) and r.get("id")]

    def details(self, kind: str, tmdb_id: int | str) -> dict | None:
        """``movie/{id}`` or ``tv/{id}`` (seasons with episode_count) with alternative titles appended."""
        endpoint = f"{'movie' if kind == 'movie' else 'tv'}/{int(tmdb_id)}"
        return self.get(endpoint, {"language": "en-US", "append_to_response": "alternative_titles"}, missing_ok=True)

    def alternative_titles(self, kind: str, tmdb_id: int | str) -> list[str]:
        body = self.get(f"{'movie' if kind == 'movie' else 'tv'}/{int(tmdb_id)}/alternative_titles", {},
                        missing_ok=True) or {}
        return alt_titles(body)

    def get(self, endpoint: str, params: dict[str, Any], *, missing_ok: bool = False) -> Any:
        """The JSON body (cached), None for a 404 when ``missing_ok``; raises MetadataUnavailable."""
        key = cache_key(f"{self.base_url}/{endpoint}", params)
        cached = self.cache.get(key)
        if cached is not None:
            log.debug("tmdb cache hit", extra={"service": SERVICE, "endpoint": endpoint, "cache": "hit"})
            return cached
        body = self._fetch(endpoint, params, missing_ok)
        if body is not None:
            self.cache.put(key, body)
        return body

    def _fetch(self, endpoint: str, params: dict[str, Any], missing_ok: bool) -> Any:
        query = dict(params)
        headers = {"Accept": "application/json"}
        if self._bearer:
            headers["Authorization"] = f"Bearer {self._key}"
        else:
            query["api_key"] = self._key
        fields = {k: params[k] for k in ("query", "year", "first_air_date_year") if k in params}
        for attempt in (1, 2):
            wait = None
            with logs.timed_call(log, SERVICE, endpoint, method="GET", **fields) as info:
                resp = self._send(f"{self.base_url}/{endpoint}", query, headers)
                info["status"] = resp.status_code
                if resp.status_code == 429 and attempt == 1:
                    info["outcome"] = "rate_limited"
                    wait = _retry_after(resp)
                elif resp.status_code == 404 and missing_ok:
                    info["outcome"] = "not_found"
                    return None
                else:
                    return self._body(resp)
            self._sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover

    def _send(self, url: str, query: dict, headers: dict) -> requests.Response:
        try:
            return self._session.get(url, params=query, headers=headers, timeout=self.timeout)
        except requests.Timeout:
            raise MetadataUnavailable(f"TMDB did not answer within {self.timeout:g} s") from None
        except requests.RequestException as exc:
            raise MetadataUnavailable(f"TMDB unreachable ({type(exc).__name__})") from None

    def _body(self, resp: requests.Response) -> Any:
        status = resp.status_code
        if status == 200:
            try:
                body = resp.json()
            except ValueError:
                raise MetadataUnavailable("TMDB answered something that is not JSON") from None
            if not isinstance(body, dict):
                raise MetadataUnavailable("TMDB answered an unexpected JSON shape")
            return body
        message = _status_message(resp)
        if status in (401, 403):
            raise MetadataUnavailable(f"TMDB refused the API key (HTTP {status}: {message})")
        if status == 429:
            raise MetadataUnavailable("TMDB rate limit: still HTTP 429 after waiting Retry-After")
        raise MetadataUnavailable(f"TMDB answered HTTP {status}" + (f": {message}" if message else ""))


def _retry_after(resp: requests.Response) -> float:
    try:
        return max(0.0, min(MAX_RETRY_AFTER, float(resp.headers.get("Retry-After", "1"))))
    except ValueError:
        return 1.0


def _status_message(resp: requests.Response) -> str:
    try:
        return redact(str(resp.json().get("status_message") or ""))[:200]  # it may echo the request (the key)
    except (ValueError, AttributeError):
        return ""


def alt_titles(body: dict) -> list[str]:
    """Titles from an ``alternative_titles`` object (movies: ``titles``, TV: ``results``)."""
    items = body.get("titles") or body.get("results") or []
    return [t["title"] for t in items if isinstance(t, dict) and isinstance(t.get("title"), str)]


def _year(date: Any) -> int | None:
    if isinstance(date, str) and len(date) >= 4 and date[:4].isdigit():
        return int(date[:4])
    return None


class TmdbSource:
    """Candidates from TMDB for the parsed identity (title, original title, year, type, numbering)."""

    name = "tmdb"
    label = "TMDB"

    def __init__(self, client: TmdbClient, *, max_details: int = 3, max_candidates: int = 8):
        self.client = client
        self.max_details = max_details
        self.max_candidates = max_candidates

    def candidates(self, result: Result, hints: str | None) -> list[Candidate]:
        if not result.title:
            return []
        hint = parse_hints(hints)
        year = result.year if result.year is not None else hint.year
        queries = list(dict.fromkeys(q for q in (result.title, result.original_title) if q))
        pinned = bool(getattr(result, "_input", (None, None, {}))[2].get("type")) or hint.type is not None
        kinds = [result.type] + ([] if pinned else ["series" if result.type == "movie" else "movie"])
        found: dict[tuple[str, int], Candidate] = {}
        for kind in kinds:
            for query in queries:
                for raw in self._search(kind, query, year):
                    c = self._candidate(result, kind, raw, queries, year)
                    found.setdefault((kind, raw["id"]), c)
                if self._good(found):
                    break
            if self._good(found):
                break
        cyr = to_cyrillic(result.title) if not self._good(found) and not result.original_title else None
        if cyr:
            # "Brat.1997", "Slovo.patsana": a transliterated Russian title; TMDB knows the Cyrillic original.
            for kind in kinds:
                for raw in self._search(kind, cyr, year):
                    c = self._candidate(result, kind, raw, queries + [cyr], year)
                    c.score = min(c.score, TRANSLIT_CAP)
                    c.extra["via"], c.extra["query"] = "transliteration", cyr
                    found.setdefault((kind, raw["id"]), c)
        ranked = sorted(found.values(), key=lambda c: -c.score)
        for c in ranked[: self.max_details]:
            if c.extra["score_parts"]["title"] >= 0.5:
                self._enrich(result, c, queries, year)
        return sorted(ranked, key=lambda c: -c.score)[: self.max_candidates]

    @staticmethod
    def _good(found: dict) -> bool:
        return any(c.extra["score_parts"]["title"] >= 0.8 for c in found.values())

    def _search(self, kind: str, query: str, year: int | None) -> list[dict]:
        results = self.client.search(kind, query, year)
        if not results and year:  # a wrong or off-by-one year must not hide the work
            results = self.client.search(kind, query, None)
        return results

    def _candidate(self, result: Result, kind: str, raw: dict, queries: list[str], year: int | None) -> Candidate:
        movie = kind == "movie"
        title = raw.get("title" if movie else "name") or raw.get("original_title" if movie else "original_name") or "?"
        original = raw.get("original_title" if movie else "original_name")
        cand_year = _year(raw.get("release_date" if movie else "first_air_date"))
        popularity = raw.get("popularity") if isinstance(raw.get("popularity"), (int, float)) else None
        score, parts = scoring.score(result, queries=queries, names=[title, original or ""], year=cand_year,
                                     kind=kind, popularity=popularity, parsed_year=year)
        poster = raw.get("poster_path")
        return Candidate("tmdb", str(raw["id"]), title, original if original != title else None, cand_year,
                         "movie" if movie else "series", score,
                         poster_url=POSTER_BASE + poster if isinstance(poster, str) and poster else None,
                         overview=raw.get("overview") or None,
                         extra={"popularity": popularity, "score_parts": parts})

    def _enrich(self, result: Result, c: Candidate, queries: list[str], year: int | None) -> None:
        """Fetch details: alternative titles (for the title score) and seasons (for episode plausibility)."""
        details = self.client.details(c.type, c.external_id)
        if not details:
            return
        alts = alt_titles(details.get("alternative_titles") or {})
        counts = None
        if c.type == "series":
            counts = {s["season_number"]: s.get("episode_count") or 0 for s in details.get("seasons") or []
                      if isinstance(s, dict) and isinstance(s.get("season_number"), int)}
            c.extra["number_of_seasons"] = details.get("number_of_seasons")
            c.extra["episodes_per_season"] = counts
        c.extra["alternative_titles"] = alts[:20]
        via = c.extra.get("via") == "transliteration"
        asked = queries + ([c.extra["query"]] if via else [])
        c.score, c.extra["score_parts"] = scoring.score(
            result, queries=asked, names=[c.title, c.original_title or "", *alts], year=c.year, kind=c.type,
            episode_counts=counts, popularity=c.extra.get("popularity"), parsed_year=year)
        if via:
            c.score = min(c.score, TRANSLIT_CAP)

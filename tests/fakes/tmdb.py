"""A fake TMDB v3 API: a small in-memory catalogue with TMDB's JSON shapes, both auth styles, and switches
for the failures jellybit must survive (HTTP 5xx, a hung server, 429 with Retry-After).

Catalogue: ambiguous pairs (Dune 1984/2021, The Office US/UK), a movie and a series of the same title (Fargo),
a Russian novel filmed twice plus a TV series (Master and Margarita, with a transliterated alternative title),
a Russian film known only by its Cyrillic original (Брат), a Russian show whose original title is Cyrillic,
titles with diacritics and ``&``, a number title, and shows with real season/episode counts.
"""

from __future__ import annotations

import base64
import json
import re
import unicodedata

from . import FakeHTTPServer, Recorded, Reply

__all__ = ["FakeTmdb", "API_KEY", "READ_TOKEN"]

API_KEY = "5f0a1c2b3d4e5f60718293a4b5c6d7e8"


def _jwt(payload: dict) -> str:
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d).encode()).rstrip(b"=").decode()
    return f"{enc({'alg': 'HS256'})}.{enc(payload)}.c2lnbmF0dXJlLW9mLWEtZmFrZS1yZWFkLXRva2VuLWZvci10ZXN0cw"


READ_TOKEN = _jwt({"aud": API_KEY, "sub": "64f0c0ffee", "scopes": ["api_read"], "version": 1})

NOT_FOUND = {"success": False, "status_code": 34, "status_message": "The resource you requested could not be found."}
BAD_KEY = {"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.", "success": False}
RATE = {"success": False, "status_code": 25,
        "status_message": "Your request count (41) is over the allowed limit of (40)."}
BROKEN = {"success": False, "status_code": 11, "status_message": "Internal error: Something went wrong, contact TMDb."}


def _movie(id_, title, date, popularity, *, original=None, lang="en", alt=(), runtime=120, overview=""):
    return {"adult": False, "backdrop_path": f"/b{id_}.jpg", "genre_ids": [18], "id": id_,
            "original_language": lang, "original_title": original or title, "overview": overview,
            "popularity": popularity, "poster_path": f"/p{id_}.jpg", "release_date": date, "title": title,
            "video": False, "vote_average": 7.1, "vote_count": 1000,
            "_alt": [{"iso_3166_1": c, "title": t, "type": ""} for c, t in alt], "_runtime": runtime}


def _show(id_, name, date, popularity, seasons, *, original=None, lang="en", country="US", alt=(), overview=""):
    return {"adult": False, "backdrop_path": f"/b{id_}.jpg", "genre_ids": [35], "id": id_,
            "origin_country": [country], "original_language": lang, "original_name": original or name,
            "overview": overview, "popularity": popularity, "poster_path": f"/p{id_}.jpg",
            "first_air_date": date, "name": name, "vote_average": 8.0, "vote_count": 500,
            "_alt": [{"iso_3166_1": c, "title": t, "type": ""} for c, t in alt], "_seasons": seasons}


MOVIES = [
    _movie(438631, "Dune", "2021-09-15", 180.5, alt=[("US", "Dune: Part One"), ("RU", "Дюна")], runtime=155,
           overview="Paul Atreides, a brilliant and gifted young man born into a great destiny..."),
    _movie(841, "Dune", "1984-12-14", 35.2, alt=[("RU", "Дюна")], runtime=137,
           overview="In the year 10,191, the most precious substance in the universe is the spice Melange."),
    _movie(693134, "Dune: Part Two", "2024-02-27", 250.1, alt=[("RU", "Дюна: Часть вторая")], runtime=167),
    _movie(27205, "Inception", "2010-07-15", 95.0, alt=[("RU", "Начало")], runtime=148,
           overview="Cobb, a skilled thief who commits corporate espionage by infiltrating the subconscious..."),
    _movie(194, "Amélie", "2001-04-25", 30.0, original="Le Fabuleux Destin d'Amélie Poulain", lang="fr",
           alt=[("US", "Amelie from Montmartre")]),
    _movie(13804, "Fast & Furious", "2009-04-02", 60.0, alt=[("US", "Fast and Furious 4")]),
    _movie(530915, "1917", "2019-12-25", 70.0),
    # same title, a movie and a series (real shapes: Fargo 1996 / Fargo 2014)
    _movie(275, "Fargo", "1996-03-08", 40.0, alt=[("RU", "Фарго")], runtime=98),
    # a remake pair of a Russian novel plus its TV series, with a transliterated alternative title
    _movie(1029281, "The Master and Margarita", "2024-01-25", 55.0, original="Мастер и Маргарита", lang="ru",
           alt=[("US", "Master i Margarita"), ("RU", "Мастер и Маргарита")], runtime=157),
    _movie(63069, "The Master and Margarita", "1994-01-01", 3.0, original="Мастер и Маргарита", lang="ru",
           alt=[("RU", "Мастер и Маргарита"), ("XX", "Master i Margarita")], runtime=125),
    # transliterated only: TMDB has no Latin form of the Cyrillic original title
    _movie(20992, "Brother", "1997-05-17", 12.0, original="Брат", lang="ru", alt=[("RU", "Брат")], runtime=96),
]
SHOWS = [
    _show(2316, "The Office", "2005-03-24", 210.3,
          [(0, 32), (1, 6), (2, 22), (3, 25), (4, 19), (5, 28), (6, 26), (7, 26), (8, 24), (9, 25)],
          alt=[("US", "The Office (US)"), ("RU", "Офис")]),
    _show(2996, "The Office", "2001-07-09", 40.1, [(0, 2), (1, 6), (2, 6)], country="GB",
          alt=[("GB", "The Office (UK)")]),
    _show(239770, "The Boy's Word: Blood on the Asphalt", "2023-11-09", 45.0, [(1, 8)],
          original="Слово пацана. Кровь на асфальте", lang="ru", country="RU",
          alt=[("RU", "Слово пацана"), ("US", "Slovo patsana")]),
    _show(1396, "Breaking Bad", "2008-01-20", 300.0, [(0, 9), (1, 7), (2, 13), (3, 13), (4, 13), (5, 16)],
          alt=[("RU", "Во все тяжкие")]),
    _show(1393, "The Civil War", "1990-09-23", 15.0, [(1, 9)], alt=[("US", "Ken Burns: The Civil War")]),
    _show(60622, "Fargo", "2014-04-15", 90.0, [(1, 10), (2, 10), (3, 10), (4, 11), (5, 10)], alt=[("RU", "Фарго")]),
    _show(12345, "The Master and Margarita", "2005-12-19", 8.0, [(1, 10)], original="Мастер и Маргарита", lang="ru",
          country="RU", alt=[("US", "Master i Margarita")]),
]


def _words(text: str) -> list[str]:
    t = unicodedata.normalize("NFKD", text)
    t = "".join(ch for ch in t if not unicodedata.combining(ch)).lower().replace("&", " and ")
    return re.sub(r"[\W_]+", " ", t).split()


def _matches(query: str, item: dict) -> bool:
    """TMDB-like: every query word occurs in the title, the original title or an alternative title."""
    q = _words(query)
    names = [item.get("title") or item.get("name"), item.get("original_title") or item.get("original_name")]
    names += [a["title"] for a in item["_alt"]]
    return bool(q) and any(all(w in _words(n) for w in q) for n in names if n)


def _public(item: dict) -> dict:
    return {k: v for k, v in item.items() if not k.startswith("_")}


class FakeTmdb(FakeHTTPServer):
    """``url`` is the API base (``…/3``), like ``https://api.themoviedb.org/3``."""

    prefix = "/3"

    def __init__(self) -> None:
        super().__init__()
        self._trouble: list[Reply] = []  # replies served (first) instead of the real answer, one per request
        self._always: Reply | None = None

    # -- switches ---------------------------------------------------------------------------------
    def fail(self, status: int = 500, times: int | None = None) -> None:
        self._set(Reply(status, BROKEN if status >= 500 else {"status_message": "error"}), times)

    def hang(self, seconds: float = 2.0, times: int | None = None) -> None:
        self._set(Reply(200, {"page": 1, "results": [], "total_pages": 0, "total_results": 0}, delay=seconds), times)

    def rate_limit(self, retry_after: str = "1", times: int | None = 1) -> None:
        self._set(Reply(429, RATE, {"Retry-After": retry_after}), times)

    def recover(self) -> None:
        self._trouble.clear()
        self._always = None

    def _set(self, reply: Reply, times: int | None) -> None:
        self.recover()
        if times is None:
            self._always = reply
        else:
            self._trouble = [Reply(reply.status, reply.body, dict(reply.headers), reply.delay) for _ in range(times)]

    # -- inspection -------------------------------------------------------------------------------
    def paths(self) -> list[str]:
        """Endpoints asked so far, without the ``/3/`` prefix (``search/movie``, ``tv/2316`` …)."""
        return [r.path.removeprefix(self.prefix + "/") for r in self.requests]

    # -- the API ----------------------------------------------------------------------------------
    def handle(self, req: Recorded) -> Reply:
        if not self._authorised(req):
            return Reply(401, BAD_KEY)
        if self._trouble:
            return self._trouble.pop(0)
        if self._always is not None:
            return Reply(self._always.status, self._always.body, dict(self._always.headers), self._always.delay)
        path = req.path.removeprefix(self.prefix + "/")
        if path in ("search/movie", "search/tv"):
            return Reply(200, self._search(path == "search/movie", req.query))
        m = re.fullmatch(r"(movie|tv)/(\d+)(/alternative_titles)?", path)
        if not m:
            return Reply(404, NOT_FOUND)
        item = next((i for i in (MOVIES if m.group(1) == "movie" else SHOWS) if i["id"] == int(m.group(2))), None)
        if item is None:
            return Reply(404, NOT_FOUND)
        alt_key = "titles" if m.group(1) == "movie" else "results"
        if m.group(3):
            return Reply(200, {"id": item["id"], alt_key: item["_alt"]})
        body = self._details(item, m.group(1) == "movie")
        if "alternative_titles" in req.query.get("append_to_response", "").split(","):
            body["alternative_titles"] = {alt_key: item["_alt"]}
        return Reply(200, body)

    @staticmethod
    def _authorised(req: Recorded) -> bool:
        return req.query.get("api_key") == API_KEY or req.headers.get("authorization") == f"Bearer {READ_TOKEN}"

    @staticmethod
    def _search(movie: bool, q: dict[str, str]) -> dict:
        items = [i for i in (MOVIES if movie else SHOWS) if _matches(q.get("query", ""), i)]
        year = q.get("year") or q.get("primary_release_year") if movie else q.get("first_air_date_year")
        if year:
            items = [i for i in items if (i.get("release_date") or i.get("first_air_date") or "")[:4] == year]
        items.sort(key=lambda i: -i["popularity"])
        return {"page": 1, "results": [_public(i) for i in items], "total_pages": 1 if items else 0,
                "total_results": len(items)}

    @staticmethod
    def _details(item: dict, movie: bool) -> dict:
        body = _public(item)
        body.pop("genre_ids", None)
        body["genres"] = [{"id": 18, "name": "Drama"}]
        body["status"] = "Released" if movie else "Ended"
        if movie:
            body["runtime"] = item["_runtime"]
            body["imdb_id"] = f"tt{item['id']:07d}"
            return body
        seasons = item["_seasons"]
        body["number_of_seasons"] = len([s for s, _ in seasons if s > 0])
        body["number_of_episodes"] = sum(n for s, n in seasons if s > 0)
        body["seasons"] = [{"air_date": item["first_air_date"], "episode_count": n, "id": item["id"] * 100 + s,
                            "name": "Specials" if s == 0 else f"Season {s}", "overview": "", "poster_path": None,
                            "season_number": s, "vote_average": 0.0} for s, n in seasons]
        body["type"] = "Scripted"
        return body

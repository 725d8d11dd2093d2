"""The one interface every metadata source implements, and the errors that mean "degrade, do not crash"."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Literal, Protocol

from ..model import Result

Source = Literal["tmdb", "llm", "parse"]


@dataclass
class Candidate:
    """One possible identity of a torrent, as stored in a ``metadata_candidate`` row.

    ``score`` is 0..1 and comparable across sources (see ``scoring``); ``extra`` holds what a person may
    want to see when choosing (number of seasons, episodes per season, the score's parts, an LLM's
    per-file answer).
    """

    source: Source
    external_id: str | None
    title: str
    original_title: str | None
    year: int | None
    type: Literal["movie", "series"]
    score: float
    poster_url: str | None = None
    overview: str | None = None
    extra: dict = field(default_factory=dict)

    @property
    def label(self) -> str:
        return f"{self.title} ({self.year or '?'})"

    def to_dict(self) -> dict:
        d = asdict(self)
        d["score"] = round(self.score, 3)
        return d


class MetadataError(Exception):
    """A metadata source could not answer; the caller degrades to the offline result."""


class MetadataUnavailable(MetadataError):
    """The service is unreachable or broken: connection refused, timeout, HTTP 5xx, rate limit, bad key."""


class MetadataSource(Protocol):
    """A source of candidates. ``name`` appears in reasons ("TMDB has no match…")."""

    name: str

    def candidates(self, result: Result, hints: str | None) -> list[Candidate]:
        """Candidates for the identity in ``result`` (title, year, type, files); raises MetadataUnavailable."""
        ...

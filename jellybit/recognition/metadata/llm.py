"""An optional OpenAI-compatible chat-completions client (e.g. a local Ollama) as one more candidate.

Why so strict: a language model answers fluently whether or not it knows. Its answer is validated against
the torrent (every path must exist, no episodes for a movie, exact types); anything else is ignored with a
WARNING saying why. A valid answer is still only a candidate with a capped score (``LLM_CAP``): it counts
for more only when TMDB or the offline parse agrees (``combine``).
"""

from __future__ import annotations

import json
import re
from typing import Any

import requests

from jellybit import logs
from jellybit.redaction import redact

from ..model import Result
from .base import Candidate, MetadataUnavailable

__all__ = ["LLM_CAP", "LlmClient", "LlmSource", "validate_answer", "InvalidAnswer"]

SERVICE = "llm"
ENDPOINT = "chat/completions"
LLM_CAP = 0.8
MAX_FILES_IN_PROMPT = 300
log = logs.get_logger(__name__)

SYSTEM_PROMPT = """You identify a downloaded torrent for a Jellyfin media library.
Answer with ONE JSON object and nothing else, exactly this shape:
{"type": "movie" or "series", "title": string, "year": integer or null,
 "files": [{"path": string, "season": integer or null, "episodes": [integer, ...]}]}
Rules: "title" is the official title of the film or show (as on TMDB), without release tags.
"year" is the film's release year or the show's first-air year; null when unsure.
List only the main video files, each "path" copied exactly from the input.
For a movie every "season" is null and every "episodes" list is empty.
Season 0 means specials. Never invent files."""


class InvalidAnswer(ValueError):
    """The model's answer does not fit the schema or the torrent; the message says why."""


class LlmClient:
    """POST ``{base}/chat/completions`` asking for a JSON object; returns the message content (a string)."""

    def __init__(self, base_url: str, model: str, api_key: str | None = None, *, timeout: float = 60.0,
                 session: requests.Session | None = None):
        self.base_url = base_url.rstrip("/")
        self.model = model
        self._key = api_key
        self.timeout = timeout
        self._session = session or requests.Session()

    def complete(self, messages: list[dict]) -> str:
        headers = {"Content-Type": "application/json"}
        if self._key:
            headers["Authorization"] = f"Bearer {self._key}"
        payload = {"model": self.model, "messages": messages, "temperature": 0,
                   "response_format": {"type": "json_object"}}
        with logs.timed_call(log, SERVICE, ENDPOINT, method="POST", model=self.model) as info:
            try:
                resp = self._session.post(f"{self.base_url}/{ENDPOINT}", json=payload, headers=headers,
                                          timeout=self.timeout)
            except requests.Timeout:
                raise MetadataUnavailable(f"LLM did not answer within {self.timeout:g} s") from None
            except requests.RequestException as exc:
                raise MetadataUnavailable(f"LLM unreachable ({type(exc).__name__})") from None
            info["status"] = resp.status_code
            if resp.status_code != 200:
                raise MetadataUnavailable(f"LLM answered HTTP {resp.status_code}")
            try:
                content = resp.json()["choices"][0]["message"]["content"]
            except (ValueError, KeyError, IndexError, TypeError):
                raise MetadataUnavailable("LLM answer is not a chat completion") from None
            if not isinstance(content, str):
                raise MetadataUnavailable("LLM answer has no text content")
            usage = resp.json().get("usage")
            if isinstance(usage, dict):
                info["tokens"] = usage.get("total_tokens")
            return redact(content)  # an answer may echo the request; no secret leaves this wrapper


def build_messages(result: Result, hints: str | None) -> list[dict]:
    torrent = result._input[0]
    files = [{"path": f.path, "size": f.size} for f in torrent.files[:MAX_FILES_IN_PROMPT]]
    user = {"torrent_name": torrent.name, "files": files, "hint_from_person": hints or None,
            "offline_guess": {"type": result.type, "title": result.title, "year": result.year}}
    return [{"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": json.dumps(user, ensure_ascii=False)}]


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def validate_answer(content: str, paths: set[str]) -> dict:
    """The parsed answer when it fits the schema and the torrent; raises InvalidAnswer saying why."""
    text = content.strip()
    fenced = re.fullmatch(r"```(?:json)?\s*(.*?)\s*```", text, re.S)  # some local models fence despite the format
    if fenced:
        text = fenced.group(1)
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise InvalidAnswer(f"not valid JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise InvalidAnswer("not a JSON object")
    if data.get("type") not in ("movie", "series"):
        raise InvalidAnswer(f"'type' must be movie or series, got {data.get('type')!r}")
    if not isinstance(data.get("title"), str) or not data["title"].strip():
        raise InvalidAnswer("'title' must be a non-empty string")
    year = data.get("year")
    if year is not None and not (_is_int(year) and 1870 <= year <= 2100):
        raise InvalidAnswer(f"'year' must be an integer year or null, got {year!r}")
    files = data.get("files")
    if not isinstance(files, list):
        raise InvalidAnswer("'files' must be a list")
    for i, f in enumerate(files):
        if not isinstance(f, dict) or not isinstance(f.get("path"), str):
            raise InvalidAnswer(f"files[{i}] needs a string 'path'")
        if f["path"] not in paths:
            raise InvalidAnswer(f"files[{i}].path {f['path'][:120]!r} is not in the torrent (hallucinated)")
        season, eps = f.get("season"), f.get("episodes", [])
        if season is not None and not (_is_int(season) and season >= 0):
            raise InvalidAnswer(f"files[{i}].season must be a non-negative integer or null")
        if not isinstance(eps, list) or not all(_is_int(e) and e >= 0 for e in eps):
            raise InvalidAnswer(f"files[{i}].episodes must be a list of non-negative integers")
        if data["type"] == "movie" and (eps or season is not None):
            raise InvalidAnswer(f"files[{i}] has a season/episodes but the answer says movie")
    return data


class LlmSource:
    """One validated LLM answer as a candidate (source "llm", score ``LLM_CAP``), or none."""

    name = "llm"
    label = "LLM"

    def __init__(self, client: LlmClient):
        self.client = client

    def candidates(self, result: Result, hints: str | None) -> list[Candidate]:
        if getattr(result, "_input", None) is None:
            return []
        content = self.client.complete(build_messages(result, hints))
        paths = {f.path for f in result._input[0].files}
        try:
            data = validate_answer(content, paths)
        except InvalidAnswer as exc:
            log.warning("llm answer ignored: %s", exc, extra={"service": SERVICE, "endpoint": ENDPOINT,
                                                              "outcome": "invalid_answer", "why": str(exc)})
            return []
        files = [{"path": f["path"], "season": f.get("season"), "episodes": list(f.get("episodes", []))}
                 for f in data["files"]]
        return [Candidate("llm", None, data["title"].strip(), None, data.get("year"), data["type"], LLM_CAP,
                          extra={"files": files})]

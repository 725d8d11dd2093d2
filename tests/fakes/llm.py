"""A fake OpenAI-compatible ``/chat/completions`` (the shape Ollama, llama.cpp and OpenAI answer with).

Scriptable: ``reply(content)`` for every call (a dict is sent as JSON text, a str as is — malformed JSON
included), ``reply_with(fn)`` to build the answer from the request (e.g. echo a file path), ``fail(500)``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import FakeHTTPServer, Recorded, Reply

__all__ = ["FakeLlm"]


class FakeLlm(FakeHTTPServer):
    """``url`` is the base (``…/v1``); ``api_key`` when set is required as ``Authorization: Bearer``."""

    prefix = "/v1"

    def __init__(self, api_key: str | None = None) -> None:
        super().__init__()
        self.api_key = api_key
        self._answer: Callable[[dict], Any] = lambda body: {"type": "movie", "title": "?", "year": None, "files": []}
        self._status = 200

    def reply(self, content: Any) -> None:
        self._status = 200
        self._answer = lambda body: content

    def reply_with(self, fn: Callable[[dict], Any]) -> None:
        self._status = 200
        self._answer = fn

    def fail(self, status: int = 500) -> None:
        self._status = status

    def calls(self) -> list[dict]:
        return [r.json() for r in self.requests if r.path.endswith("/chat/completions")]

    def handle(self, req: Recorded) -> Reply:
        if req.method != "POST" or req.path != f"{self.prefix}/chat/completions":
            return Reply(404, {"error": {"message": "not found", "type": "invalid_request_error"}})
        if self.api_key and req.headers.get("authorization") != f"Bearer {self.api_key}":
            return Reply(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error",
                                         "code": "invalid_api_key"}})
        if self._status != 200:
            return Reply(self._status, {"error": {"message": "The server had an error", "type": "server_error"}})
        body = req.json()
        content = self._answer(body)
        text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
        return Reply(200, {
            "id": f"chatcmpl-{len(self.requests)}", "object": "chat.completion", "created": 1767225600,
            "model": body.get("model", "?"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 250, "completion_tokens": 60, "total_tokens": 310},
        })

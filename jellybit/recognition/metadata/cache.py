"""A response cache for metadata calls: an in-process LRU in front of JSON files under ``<data>/cache/<service>/``.

Keyed by a hash of (endpoint, params) — the caller leaves credentials out of ``params`` — so re-recognising a
torrent, or recognising a second season of the same show, asks the service nothing. Entries older than the
TTL are ignored (titles, seasons and episode counts change slowly); a corrupt or unreadable file is a miss.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
import time
from collections import OrderedDict
from pathlib import Path
from typing import Any

DEFAULT_TTL = 7 * 86400


def cache_key(endpoint: str, params: dict[str, Any]) -> str:
    raw = json.dumps([endpoint, sorted(params.items())], ensure_ascii=False, default=str)
    return hashlib.sha256(raw.encode()).hexdigest()


class ResponseCache:
    def __init__(self, directory: Path | None, ttl: float = DEFAULT_TTL, size: int = 512, clock=time.time):
        self.directory = directory
        self.ttl = ttl
        self.size = size
        self._clock = clock
        self._lru: OrderedDict[str, tuple[float, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> Any | None:
        now = self._clock()
        with self._lock:
            hit = self._lru.get(key)
            if hit is not None and now - hit[0] < self.ttl:
                self._lru.move_to_end(key)
                return hit[1]
        stored = self._read(key)
        if stored is None or now - stored[0] >= self.ttl:
            return None
        self._remember(key, *stored)
        return stored[1]

    def put(self, key: str, body: Any) -> None:
        at = self._clock()
        self._remember(key, at, body)
        if self.directory is None:
            return
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({"at": at, "body": body}, fh, ensure_ascii=False)
            os.replace(tmp, path)
        except OSError:
            pass  # a cache that cannot be written only costs a repeated request

    def _remember(self, key: str, at: float, body: Any) -> None:
        with self._lock:
            self._lru[key] = (at, body)
            self._lru.move_to_end(key)
            while len(self._lru) > self.size:
                self._lru.popitem(last=False)

    def _path(self, key: str) -> Path:
        assert self.directory is not None
        return self.directory / key[:2] / f"{key}.json"

    def _read(self, key: str) -> tuple[float, Any] | None:
        if self.directory is None:
            return None
        try:
            data = json.loads(self._path(key).read_text(encoding="utf-8"))
            return float(data["at"]), data["body"]
        except (OSError, ValueError, KeyError, TypeError):
            return None

"""A download's log records, read back from the JSON log file for a person (the seed's "grep by id").

The file and its rotated siblings (``jellybit.log``, ``jellybit.log.1`` … ``.5``, newest first; see
:mod:`jellybit.logs`) are read from the END in blocks, so the newest records come first and the read stops
after ``max_bytes`` or ``max_records``: a page never loads 60 MB of log into memory. A line is decoded
only when its raw bytes contain the id (a cheap ``in`` on bytes before ``json.loads``).

The stage of a record (ingest, qBittorrent, recognition, layout, notification, …) comes from its logger
name: :data:`STAGES` is the one table that says which.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from jellybit.logs import FILE_BACKUPS

__all__ = ["STAGES", "stage_of", "Record", "Timeline", "read_download_log", "log_files"]

# Logger-name prefix → stage, first match wins (longest prefixes first where they overlap).
STAGES: tuple[tuple[str, str], ...] = (
    ("jellybit.ingest", "ingest"),
    ("jellybit.worker.qbt_sync", "qBittorrent"),
    ("jellybit.worker.supervise", "qBittorrent"),
    ("jellybit.qbit", "qBittorrent"),
    ("jellybit.worker.recognize", "recognition"),
    ("jellybit.recognizer", "recognition"),
    ("jellybit.recognition", "recognition"),
    ("jellybit.layout", "layout"),
    ("jellybit.notify", "notification"),
    ("jellybit.telegram", "notification"),
    ("jellybit.jellyfin", "notification"),
    ("jellybit.store", "state"),
    ("jellybit.actions", "command"),
    ("jellybit.http", "command"),
    ("jellybit.web", "command"),
    ("jellybit.api", "command"),
)

BLOCK = 64 * 1024
MAX_BYTES = 16 * 1024 * 1024  # at most this much of the log is read per request (~1.6 rotated files)
MAX_RECORDS = 300
MAX_LINE = 1024 * 1024  # a longer "line" is not a record of ours: dropped, never buffered without end


def stage_of(logger: str) -> str:
    for prefix, stage in STAGES:
        if logger == prefix or logger.startswith(prefix + "."):
            return stage
    return "other"


@dataclass(frozen=True)
class Record:
    ts: datetime | None
    level: str
    logger: str
    msg: str
    stage: str
    fields: dict[str, Any]  # everything else the record carries (ids, durations, error …)

    @property
    def problem(self) -> bool:
        return self.level in ("WARNING", "ERROR", "CRITICAL")


@dataclass
class Timeline:
    """What was found, and why it may be incomplete, in words for the page."""

    records: list[Record] = field(default_factory=list)
    status: str = "ok"  # ok | no_file_setting | absent | not_json
    scanned_bytes: int = 0
    truncated: bool = False  # stopped at max_bytes or max_records: older records may exist
    unreadable: int = 0  # lines containing the id that were not JSON records


def log_files(log_file: Path) -> list[Path]:
    """The log file and its rotated siblings that exist, newest first."""
    candidates = [log_file] + [log_file.with_name(f"{log_file.name}.{n}") for n in range(1, FILE_BACKUPS + 1)]
    return [p for p in candidates if p.is_file()]


class _Backwards:
    """A file's complete lines, last first, read in blocks from the end; ``read`` says how many bytes so far.

    Stops once ``budget`` bytes were read; a line longer than :data:`MAX_LINE` is skipped.
    """

    def __init__(self, path: Path, budget: int):
        self.path, self.budget, self.read = path, budget, 0

    def __iter__(self) -> Iterator[bytes]:
        with open(self.path, "rb") as f:
            pos = f.seek(0, os.SEEK_END)
            tail = b""
            first = True
            while pos > 0 and self.read < self.budget:
                size = min(BLOCK, pos, self.budget - self.read)
                pos -= size
                f.seek(pos)
                chunk = f.read(size)
                self.read += len(chunk)
                parts = (chunk + tail).split(b"\n")
                if first and len(parts) > 1:
                    parts[-1] = b""  # after the last newline: a record still being written, not a whole one
                    first = False
                tail = parts[0]  # may continue in the block before
                for line in reversed(parts[1:]):
                    if line:
                        yield line
                if len(tail) > MAX_LINE:
                    tail = b""
            if pos == 0 and tail:
                yield tail


def _record(raw: dict[str, Any]) -> Record:
    rest = {k: v for k, v in raw.items() if k not in ("ts", "level", "logger", "msg")}
    try:
        ts = datetime.fromisoformat(str(raw.get("ts", "")).replace("Z", "+00:00"))
    except ValueError:
        ts = None
    logger = str(raw.get("logger", ""))
    return Record(ts, str(raw.get("level", "")), logger, str(raw.get("msg", "")), stage_of(logger), rest)


def read_download_log(log_file: Path | None, download_id: str, *, max_bytes: int = MAX_BYTES,
                      max_records: int = MAX_RECORDS) -> Timeline:
    """The records that mention ``download_id``, newest first, from at most ``max_bytes`` of the newest log."""
    if log_file is None:
        return Timeline(status="no_file_setting")
    files = log_files(Path(log_file))
    if not files:
        return Timeline(status="absent")
    out = Timeline()
    needle = download_id.encode()
    for path in files:
        budget = max_bytes - out.scanned_bytes
        if budget <= 0:
            out.truncated = True
            break
        lines = _Backwards(path, budget)
        for line in lines:
            if needle not in line:
                continue
            try:
                raw = json.loads(line)
            except ValueError:
                out.unreadable += 1
                continue
            if not isinstance(raw, dict):
                out.unreadable += 1
                continue
            out.records.append(_record(raw))
            if len(out.records) >= max_records:
                out.truncated = True
                break
        out.scanned_bytes += lines.read
        if out.truncated:
            break
        if lines.read >= budget and path.stat().st_size > lines.read:
            out.truncated = True
            break
    if not out.records and out.unreadable:
        out.status = "not_json"
    return out

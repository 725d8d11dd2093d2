"""Plain data for recognition: what goes in, what comes out (no logic beyond (de)serialising)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Literal

Role = Literal["video", "sample", "extra", "subtitle", "junk"]
Kind = Literal["movie", "series"]


@dataclass(frozen=True)
class FileInput:
    """One file as qBittorrent reports it: path includes the torrent's root folder, size in bytes."""

    path: str
    size: int = 0


@dataclass(frozen=True)
class TorrentInput:
    name: str
    files: tuple[FileInput, ...]

    @classmethod
    def from_dict(cls, data: dict) -> TorrentInput:
        """Build from the CLI/API JSON shape; raises ValueError on a malformed object."""
        if not isinstance(data, dict):
            raise ValueError("input must be a JSON object")
        name = data.get("name")
        files = data.get("files")
        if not isinstance(name, str) or not name.strip():
            raise ValueError("'name' must be a non-empty string")
        if not isinstance(files, list) or not files:
            raise ValueError("'files' must be a non-empty list")
        out = []
        for i, f in enumerate(files):
            if not isinstance(f, dict) or not isinstance(f.get("path"), str) or not f["path"]:
                raise ValueError(f"files[{i}] needs a string 'path'")
            size = f.get("size", 0)
            if isinstance(size, bool) or not isinstance(size, (int, float)) or size < 0:
                raise ValueError(f"files[{i}].size must be a non-negative number")
            out.append(FileInput(f["path"], int(size)))
        return cls(name, tuple(out))


@dataclass
class FileResult:
    """The decision for one file. ``target`` is relative to the library root (POSIX), None when skipped."""

    path: str
    role: Role
    season: int | None = None
    episodes: list[int] = field(default_factory=list)
    absolute: bool = False
    date: str | None = None
    lang: str | None = None
    forced: bool = False
    sdh: bool = False
    title: str | None = None
    year: int | None = None
    target: str | None = None
    # Internal layout helpers (not part of the CLI shape).
    extras_folder: str | None = None
    version: str | None = None
    part: str | None = None
    video: str | None = None  # for a subtitle: the path of the video it belongs to

    def to_dict(self) -> dict:
        d = asdict(self)
        for k in ("extras_folder", "version", "part", "video"):
            d.pop(k)
        return d


@dataclass
class Result:
    """The recognition of one torrent. Re-target with :func:`jellybit.recognition.with_identity`."""

    type: Kind
    title: str | None
    year: int | None
    confidence: float
    decision: Literal["auto", "review"]
    reason: str
    files: list[FileResult]
    original_title: str | None = None
    tmdb_id: int | None = None
    issues: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "type": self.type, "title": self.title, "original_title": self.original_title, "year": self.year,
            "tmdb_id": self.tmdb_id, "confidence": round(self.confidence, 3), "decision": self.decision,
            "reason": self.reason, "files": [f.to_dict() for f in self.files],
        }

"""A video's container from its first bytes, for a file whose name carries no video extension.

Jellyfin finds videos by their extension: a scene release kept as one file without one
(``Show.S01E02.720p.HDTV.x264-GRP``) would be linked as ``Show S01E02.x264-grp`` and never be shown. The
content says what it is (the signatures are the formats' own: EBML, ISO BMFF ``ftyp``, RIFF, MPEG sync
bytes); ``None`` when it says nothing we know, and then no extension is made up.
"""

from __future__ import annotations

import os

__all__ = ["sniff"]

_HEAD = 4 + 188 * 2  # enough for every signature below, two MPEG-TS packets included


def sniff(path: str | os.PathLike) -> str | None:
    """The usual extension (no dot) of the video container at ``path``, or None (unknown, unreadable)."""
    try:
        with open(path, "rb") as f:
            head = f.read(_HEAD)
    except OSError:
        return None
    if head.startswith(b"\x1a\x45\xdf\xa3"):  # EBML: Matroska, or WebM by its doctype
        return "webm" if b"webm" in head[:64] else "mkv"
    if head[4:8] == b"ftyp":  # ISO base media: MP4, or QuickTime by its brand
        return "mov" if head[8:12] == b"qt  " else "mp4"
    if head[:4] == b"RIFF" and head[8:12] == b"AVI ":
        return "avi"
    if head.startswith(b"\x30\x26\xb2\x75\x8e\x66\xcf\x11"):  # ASF
        return "wmv"
    if head[:3] == b"FLV":
        return "flv"
    if head.startswith(b"\x00\x00\x01\xba"):  # MPEG program stream
        return "mpg"
    if len(head) > 376 and head[0] == head[188] == head[376] == 0x47:  # MPEG transport stream: a sync byte per packet
        return "ts"
    return None

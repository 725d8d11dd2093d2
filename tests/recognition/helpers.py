"""The one-file torrent the rule tests recognise: named after its file (the basename), sizes irrelevant."""

from __future__ import annotations

from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.roles import split_path

GB = 1024**3


def one_file(path: str, name: str | None = None, size: int = GB):
    """``recognize`` a torrent of the one file ``path`` (folders kept), named ``name`` or the file's basename."""
    return recognize(TorrentInput(name or split_path(path)[-1], (FileInput(path, size),)))

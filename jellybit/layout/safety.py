"""Path safety for the layout (SPEC §8): the one place that decides whether a path may be used.

A torrent's file names are hostile input: ``../``, absolute paths, NUL bytes and over-long names are
refused, never followed or repaired. Targets are made by ``naming`` but are checked here anyway
(defence in depth, and recognition output can be overridden by a person). Two checks exist:

* lexical (:func:`relative_parts`, :func:`fold`) — pure, used when a plan is built;
* resolved (:func:`check_target_dir`, :func:`check_source`) — read the disk at apply time, after
  symlinks, so a library sub-folder that is a symlink to elsewhere is refused.

Every refusal is an :class:`UnsafePath` whose message shows the offending path.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from collections.abc import Iterable

__all__ = ["UnsafePath", "MAX_COMPONENT_BYTES", "relative_parts", "relative_parts_by_folder", "is_safe_relative",
           "fold", "fold_collisions", "check_target_dir", "check_source", "is_inside", "real"]

MAX_COMPONENT_BYTES = 255
_DRIVE = re.compile(r"^[A-Za-z]:")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class UnsafePath(ValueError):
    """A path that must not be used; ``path`` is the offending text, ``reason`` says why."""

    def __init__(self, reason: str, path: object):
        self.reason, self.path = reason, str(path)
        super().__init__(f"{reason}: {self.path!r}")


def relative_parts(rel: str, *, what: str, normalize: bool = False) -> tuple[str, ...]:
    """Split a relative POSIX path into components, refusing anything that could escape or confuse.

    ``what`` names the path in messages ("source", "target"). ``normalize`` (targets) applies NFC to
    every component and also refuses control characters and backslashes; sources keep their exact
    bytes, because they name files that already exist on disk.
    """
    if not isinstance(rel, str):
        raise UnsafePath(f"{what} path is not text", rel)
    if "\x00" in rel:
        raise UnsafePath(f"{what} path contains a NUL byte", rel)
    if not rel.strip():
        raise UnsafePath(f"{what} path is empty", rel)
    if rel.startswith(("/", "\\")) or _DRIVE.match(rel):
        raise UnsafePath(f"{what} path is absolute", rel)
    text = unicodedata.normalize("NFC", rel) if normalize else rel
    # One scan of the whole text instead of one per component when nothing can match (the usual case);
    # the per-component checks below still run in order when something might.
    chars = normalize and ("\\" in text or _CONTROL.search(text) is not None)
    parts = []
    for part in text.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            raise UnsafePath(f"{what} path climbs out with '..'", rel)
        if chars and ("\\" in part or _CONTROL.search(part)):
            raise UnsafePath(f"{what} path has a backslash or control character", rel)
        # A code point is at most 4 bytes in UTF-8, so a short component needs no encoding to be measured.
        if len(part) * 4 > MAX_COMPONENT_BYTES and len(part.encode("utf-8", "surrogateescape")) > MAX_COMPONENT_BYTES:
            raise UnsafePath(f"{what} path has a component longer than {MAX_COMPONENT_BYTES} bytes", rel)
        parts.append(part)
    if not parts:
        raise UnsafePath(f"{what} path is empty", rel)
    return tuple(parts)


def is_safe_relative(rel: str) -> bool:
    """:func:`relative_parts` as a yes/no, for a reader that only needs to know (recognition flags the
    torrent for review early; the plan refuses it with the message)."""
    try:
        relative_parts(rel, what="source")
    except UnsafePath:
        return False
    return True


def relative_parts_by_folder(rel: str, *, what: str, normalize: bool = False,
                             folders: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """:func:`relative_parts` judging each distinct folder once: the same answer and the same refusals.

    ``folders`` (one dict per plan and kind of path, filled here) maps a folder prefix of ``rel`` that
    was already judged safe, as part of a whole path, to its components. A path in a known folder then
    costs one check of its last component — the checks of the whole text (NUL, absolute, drive, empty)
    only depend on that folder prefix and on the name. Anything else takes the full way.
    """
    head, sep, name = rel.rpartition("/") if type(rel) is str else ("", "", "")
    if sep:
        known = folders.get(head)
        if known is not None:
            part = _plain_name(name, normalize)
            if part is not None:
                return (*known, part)
    parts = relative_parts(rel, what=what, normalize=normalize)
    if sep and _plain_name(name, normalize) == parts[-1]:
        folders[head] = parts[:-1]
    return parts


def _plain_name(name: str, normalize: bool) -> str | None:
    """The component ``name`` as :func:`relative_parts` would keep it when it cannot be refused nor skipped
    by any rule (not empty, ``.`` or ``..``, no NUL, short enough; for targets NFC without a backslash or
    control character), else None. NFC of a whole path is the NFC of its ``/``-separated pieces: ``/``
    never composes with a neighbour."""
    if not name or name == "." or name == ".." or "\x00" in name:
        return None
    if normalize:
        name = unicodedata.normalize("NFC", name)
        if "\\" in name or _CONTROL.search(name):
            return None
    if len(name) * 4 > MAX_COMPONENT_BYTES and len(name.encode("utf-8", "surrogateescape")) > MAX_COMPONENT_BYTES:
        return None
    return name


def fold(path: str) -> str:
    """Comparison key of a path on a case-insensitive, normalisation-insensitive filesystem."""
    if path.isascii():  # NFD and NFC leave ASCII as it is, and its casefold is lower()
        return path.lower()
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", path).casefold())


def fold_collisions(paths: Iterable[str], *, keys: Iterable[str] | None = None) -> list[list[str]]:
    """Groups of DISTINCT paths that are equal after :func:`fold` (case or Unicode normalisation only).
    ``keys``: the paths' folds when the caller already has them, in the same order."""
    groups: dict[str, list[str]] = {}
    for p, key in zip(paths, keys) if keys is not None else ((p, fold(p)) for p in paths):
        g = groups.setdefault(key, [])
        if p not in g:
            g.append(p)
    return [g for g in groups.values() if len(g) > 1]


def real(path: str | os.PathLike) -> str:
    """``realpath`` (symlinks and ``..`` resolved; missing tail components kept as they are)."""
    return os.path.realpath(path)


def is_inside(path: str, root: str) -> bool:
    """Is the already-resolved ``path`` the resolved ``root`` or below it?"""
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def check_target_dir(directory: str | os.PathLike, real_root: str) -> str:
    """The resolved parent directory of a target; refused unless it resolves inside the library root.

    Only the directory is resolved: the target name itself is a plain component (checked lexically),
    and an existing target that is a symlink is judged by the collision check, not followed here.
    """
    resolved = real(directory)
    if not is_inside(resolved, real_root):
        raise UnsafePath(f"target folder resolves outside the library root {real_root} (to {resolved})",
                         directory)
    return resolved


def check_source(source: str | os.PathLike, real_save_path: str, *, dir_checked: bool = False) -> os.stat_result:
    """``lstat`` of a source that must be a regular file (not a symlink) resolving inside the save path.

    A symlink inside the torrent's data is refused: hard-linking it would follow it to whatever it
    points at. ``dir_checked``: the caller already resolved the source's folder inside the save path
    (then the file, not being a symlink, is inside too — one ``lstat`` instead of a ``realpath``).
    Raises ``FileNotFoundError`` when missing, :class:`UnsafePath` when unsafe.
    """
    st = os.lstat(source)
    if stat.S_ISLNK(st.st_mode):
        raise UnsafePath("source is a symlink (not followed)", source)
    if not stat.S_ISREG(st.st_mode):
        raise UnsafePath("source is not a regular file", source)
    if not dir_checked and not is_inside(real(source), real_save_path):
        raise UnsafePath(f"source resolves outside the save path {real_save_path}", source)
    return st


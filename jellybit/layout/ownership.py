"""Is the file at a target ours, and may it be removed? The only code that unlinks or rmdirs.

"Ours" is decided from the disk against a ``file_link`` row, never from a name alone: the recorded
device + inode (a hard link shares the source's inode; a copy or symlink has its own, recorded), or a
symlink that points at our source. Removing also requires that nothing is lost: a hard link is
removed only while another name of the data exists (``st_nlink > 1``), a copy only while its source
still exists — so Undo never deletes the last copy of someone's media, even if the torrent's data is
gone. A target that resolves into the torrent's data is never removed.
"""

from __future__ import annotations

import errno
import os
import stat

from . import safety
from .journal import Row

__all__ = ["lstat_or_none", "is_ours", "part_path", "remove_if_ours", "prune_dirs"]


def lstat_or_none(path: str) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except NotADirectoryError:  # a parent is a file: the target cannot exist
        return None


def is_ours(st: os.stat_result | None, path: str, *, device: int | None, inode: int | None, method: str,
            source: str) -> bool:
    """Does the file at ``path`` (its ``lstat`` is ``st``) carry the recorded identity?"""
    if st is None:
        return False
    if device is not None and inode is not None and (st.st_dev, st.st_ino) == (device, inode):
        return True
    if method == "symlink" and stat.S_ISLNK(st.st_mode):
        try:
            return os.readlink(path) == source
        except OSError:
            return False
    return False


def part_path(target: str, row_id: str) -> str:
    """Where a copy is written before it is linked into place (a name only jellybit makes)."""
    return os.path.join(os.path.dirname(target), f".{row_id}.jellybit-part")


def _resolved_name(path: str, cache: dict[str, str] | None) -> str:
    """``path`` with its folder resolved (the name itself is not followed). ``cache`` maps a folder to its
    resolved form ending in ``/``: Undo asks this twice per file, for a dozen distinct folders."""
    head, _, name = path.rpartition(os.sep)
    prefix = cache.get(head) if cache is not None else None
    if prefix is None:
        real_dir = safety.real(head or os.sep)
        prefix = real_dir if real_dir.endswith(os.sep) else real_dir + os.sep
        if cache is not None:
            cache[head] = prefix
    return prefix + name


def remove_if_ours(row: Row, *, real_save_path: str | None = None,
                   dir_cache: dict[str, str] | None = None) -> tuple[str, str]:
    """Remove the row's target if it is ours and removing it loses nothing.

    Returns ``(outcome, detail)``: ``removed``, ``missing`` (already gone), ``foreign`` (another file
    is there now; left alone), ``last_copy`` (ours but the only copy of the data; left alone) or
    ``unsafe`` (resolves into the torrent's data; left alone).
    """
    if row.method == "copy":  # only a copy is written under a private name first (apply._copy)
        _remove_part(row)
    target = row.target
    st = lstat_or_none(target)
    if st is None:
        return "missing", "already gone"
    if not is_ours(st, target, device=row.device, inode=row.inode, method=row.method, source=row.source):
        return "foreign", "another file is at the target now; left alone"
    resolved = _resolved_name(target, dir_cache)
    if resolved == _resolved_name(row.source, dir_cache) or (real_save_path and
                                                             safety.is_inside(resolved, real_save_path)):
        return "unsafe", "the target resolves into the torrent's data; left alone"
    if stat.S_ISREG(st.st_mode):
        if row.method == "copy":
            src = lstat_or_none(row.source)
            if src is None or not stat.S_ISREG(src.st_mode):
                return "last_copy", "the torrent's file is gone and this copy is the only one left; kept"
        elif st.st_nlink < 2:
            return "last_copy", "the torrent's file is gone and this link is the only name of the data; kept"
    try:
        os.unlink(target)
    except FileNotFoundError:
        return "missing", "already gone"
    return "removed", ""


def _remove_part(row: Row) -> None:
    part = part_path(row.target, row.id)
    st = lstat_or_none(part)
    if st is not None and stat.S_ISREG(st.st_mode):
        os.unlink(part)


def prune_dirs(dirs: set[str] | list[str], never: set[str] = frozenset()) -> list[str]:
    """Remove the given directories that are empty now, deepest first; never one in ``never`` (roots).

    ``os.rmdir`` refuses a non-empty directory, so a folder someone put a file into survives.
    """
    removed = []
    for d in sorted(set(dirs), key=lambda p: (-p.count(os.sep), p)):
        if d in never or (never and safety.real(d) in never):
            continue
        st = lstat_or_none(d)
        if st is None or not stat.S_ISDIR(st.st_mode):
            continue
        try:
            os.rmdir(d)
        except OSError as exc:
            if exc.errno in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOENT, errno.EBUSY):
                continue
            raise
        removed.append(d)
    return removed

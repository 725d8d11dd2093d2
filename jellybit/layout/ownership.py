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

__all__ = ["lstat_or_none", "is_ours", "part_path", "remove_if_ours", "remove_all", "prune_dirs", "SCAN_MIN"]


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


# -- Undo of many links: one directory read per folder instead of one lstat per file ---------------------------

_REMOVED = ("removed", "")

#: A folder holding fewer of the rows is judged file by file: one ``lstat`` each costs less than opening
#: and reading a folder that may hold many other files.
SCAN_MIN = 8


# Lists a folder (os.scandir); a test replaces it to play a filesystem whose entries' inodes are not the files'.
_entries = os.scandir


class _Folder:
    """One folder as read once: its identity and resolved path, the inode of each wanted name (``d_ino``
    from getdents, no ``stat``), and for a target folder its open descriptor (the ``unlink`` goes to the
    directory that was read, not to whatever the path names later; closed once its rows are done, so a
    pack of many folders never holds more than one)."""

    __slots__ = ("fd", "dev", "ino", "real", "names")

    def __init__(self, fd: int, st: os.stat_result, real_path: str, names: dict[str, int]):
        self.fd, self.dev, self.ino, self.real, self.names = fd, st.st_dev, st.st_ino, real_path, names


def _read_folder(path: str, wanted: set[str], *, keep_open: bool) -> _Folder | None:
    """The folder's identity and the ``d_ino`` of the wanted names present; None when it cannot be read or
    when its directory entries' inodes are not the files' (one entry is checked against ``lstat``: a FUSE
    or overlay filesystem may number them differently, and then nothing here is trusted). ``keep_open``:
    the caller closes ``fd``; else it is closed here (-1)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        return None
    ok = False
    try:
        st = os.fstat(fd)
        with _entries(fd) as entries:
            names = {e.name: e.inode() for e in entries if e.name in wanted}
        sample = next(iter(names), None)
        if sample is not None and os.lstat(sample, dir_fd=fd).st_ino != names[sample]:
            return None
        ok = True
    except OSError:
        return None
    finally:
        if not (ok and keep_open):
            os.close(fd)
    return _Folder(fd if keep_open else -1, st, safety.real(path), names)


def remove_all(rows: list[Row], *, real_save_path: str | None = None) -> list[tuple[str, str]]:
    """:func:`remove_if_ours` for each row (the outcomes in the rows' order), reading each folder once.

    A hard link's target is removed without a ``stat`` of its own when one read of each folder shows the
    target's name with the recorded inode and the source's name with the same inode, both folders on the
    recorded device and not one directory under one name. Then the target is ours (device + inode) and
    the data keeps another name (``st_nlink ≥ 2`` holds by construction), so nothing is lost. Why the
    folder's device is the file's: a directory entry names an inode of the directory's own filesystem.
    The one exception is a mount point (a file bind-mounted over the name): its ``d_ino`` is that of
    the name underneath — still a real name of the same data on the folder's device — and ``unlink`` of
    a mount point fails with ``EBUSY``, so such a row takes the file-by-file way. So does anything
    unusual: copies, symlinks, a name missing or carrying another inode, a folder with fewer than
    :data:`SCAN_MIN` of the rows, a folder whose listing disagrees with ``lstat``, a target folder that
    resolves into (or above) the torrent's data. The ``unlink`` is relative to the descriptor of the
    folder that was read, so the name removed is the name judged.
    """
    out: list[tuple[str, str] | None] = [None] * len(rows)
    by_target: dict[str, list[tuple]] = {}  # target folder -> (row index, name, source folder, source name, row)
    for i, r in enumerate(rows):
        if r.method == "hardlink" and r.inode is not None and r.device is not None:
            tdir, _, name = r.target.rpartition("/")
            by_target.setdefault(tdir, []).append((i, name, *r.source.rpartition("/")[::2], r))
    wanted: dict[str, set[str]] = {}  # source folder -> the names looked for
    for tdir, todo in by_target.items():
        if len(todo) >= SCAN_MIN and tdir:
            for _, _, sdir, sname, _ in todo:
                wanted.setdefault(sdir, set()).add(sname)
    sources: dict[str, _Folder | None] = {}
    for tdir, todo in by_target.items():
        if len(todo) < SCAN_MIN or not tdir:
            continue
        t = _read_folder(tdir, {name for _, name, *_ in todo}, keep_open=True)
        if t is None:
            continue
        try:
            if real_save_path and (safety.is_inside(t.real, real_save_path)
                                   or safety.is_inside(real_save_path, t.real)):
                continue
            tnames, tfd = t.names, t.fd
            for i, name, sdir, sname, r in todo:
                s = sources.get(sdir, False)
                if s is False:
                    s = sources[sdir] = _read_folder(sdir, wanted[sdir], keep_open=False) if sdir else None
                if (s is None or tnames.get(name) != r.inode or s.names.get(sname) != r.inode
                        or t.dev != r.device or s.dev != r.device
                        or name == sname and ((t.dev, t.ino) == (s.dev, s.ino) or t.real == s.real)):
                    continue
                try:
                    os.unlink(name, dir_fd=tfd)
                except FileNotFoundError:
                    out[i] = ("missing", "already gone")
                    continue
                except OSError:  # EBUSY (a mount point) and the like: the careful way below decides
                    continue
                out[i] = _REMOVED
        finally:
            os.close(t.fd)
    cache: dict[str, str] = {}
    return [o if o is not None else remove_if_ours(rows[i], real_save_path=real_save_path, dir_cache=cache)
            for i, o in enumerate(out)]

"""Library targets for every file of a decided torrent, through ``jellybit.layout.naming`` only."""

from __future__ import annotations

from jellybit.layout import naming

from .model import FileResult


def extension_of(path: str) -> str:
    """The extension of a file's name as written (no dot; "" when the name has none)."""
    name = path.rpartition("/")[2]
    return name.rpartition(".")[2] if "." in name else ""


def assign(files: list[FileResult], kind: str, tmdb_id: int | None) -> None:
    """Set ``target`` on each file (in place); subtitles follow their video; collisions get a suffix."""
    by_path = {f.path: f for f in files}
    used: set[str] = set()
    for f in files:
        f.target = None
        ext = extension_of(f.path)
        if f.role == "video":
            f.target = _video_target(f, kind, tmdb_id, ext)
        elif f.role == "extra":
            name = f.path.rsplit("/", 1)[-1]
            if kind == "movie":
                f.target = naming.movie_extra(f.title, f.year, tmdb_id, f.extras_folder or "extras", name)
            else:
                f.target = naming.series_extra(f.title, f.year, tmdb_id, f.extras_folder or "extras", name)
        if f.target:
            f.target = _unique(f.target, used)
    for f in files:
        if f.role != "subtitle" or not f.video or f.video not in by_path:
            continue
        video = by_path[f.video]
        if not video.target:
            continue
        ext = f.path.rsplit(".", 1)[-1].lower()
        index = None
        while True:
            t = naming.subtitle_file(video.target, ext, f.lang, f.forced, f.sdh, index)
            if t not in used:
                break
            index = 2 if index is None else index + 1
        used.add(t)
        f.target = t


def _video_target(f: FileResult, kind: str, tmdb_id, ext: str) -> str | None:
    if kind == "movie":
        return naming.movie_file(f.title, f.year, tmdb_id, ext, version=f.version, part=f.part)
    if f.season is not None and f.episodes:
        # numbered AND dated ("Show - 101 - 20021107"): the episode number places it; an absolute number with
        # an assumed season (anime "- 12") is placed in that season
        return naming.episode_file(f.title, f.year, tmdb_id, f.season, f.episodes, ext, version=f.version)
    if f.date:
        return naming.dated_episode_file(f.title, f.year, tmdb_id, f.date, ext, version=f.version)
    if f.absolute and f.episodes:
        return naming.absolute_episode_file(f.title, f.year, tmdb_id, f.episodes, ext)
    if f.season == 0:
        # S6: a special without a number keeps a descriptive name in Season 00.
        folder = naming.series_folder(f.title, f.year, tmdb_id)
        stem = f.path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        return f"{folder}/{naming.season_folder(0)}/{naming.sanitize(stem, '.' + ext.lower() if ext else '')}"
    return None


def _unique(target: str, used: set[str]) -> str:
    if target not in used:
        used.add(target)
        return target
    head, dot, ext = target.rpartition(".")
    n = 2
    while f"{head} - {n}.{ext}" in used:
        n += 1
    out = f"{head} - {n}.{ext}" if dot else f"{target} - {n}"
    used.add(out)
    return out

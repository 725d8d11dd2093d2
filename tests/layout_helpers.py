"""Shared builders for the layout tests: a torrent on disk, a download row, a season pack, tree listings."""

from __future__ import annotations

import hashlib
import os
import secrets
import stat
from dataclasses import dataclass
from pathlib import Path

from jellybit import store
from jellybit.infohash import Infohash
from jellybit.layout import naming
from jellybit.layout.plan import Roots, build_plan

SHOW = ("Breaking Bad", 2008, 1396)


@dataclass
class Settings:
    movies_dir: Path
    shows_dir: Path
    anime_dir: Path | None = None
    link_fallback: str = "fail"


def make_download(save_path, state: str = "linking", name: str = "t") -> str:
    r = store.create_download_if_no_active(hashes=[Infohash(secrets.token_hex(20), "v1")],
                                           source_ref="magnet:?xt=urn:btih:x", source_kind="magnet", name=name,
                                           state=state, save_path=str(save_path))
    return r.download_id


def write_files(save_path: Path, files) -> None:
    for f in files:
        p = save_path / f["path"]
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(f.get("data", f["path"].encode()))


def season_pack(root_folder: str = "Breaking.Bad.S01.1080p.BluRay-GRP", episodes: int = 3) -> list[dict]:
    """A season pack: episodes, a sample, subtitles, an extra and an nfo, with recognition-style targets."""
    title, year, tmdb = SHOW
    files = []
    for e in range(1, episodes + 1):
        files.append({"path": f"{root_folder}/Breaking.Bad.S01E{e:02d}.1080p.BluRay.mkv", "role": "video",
                      "target": naming.episode_file(title, year, tmdb, 1, [e], "mkv")})
    ep1 = files[0]["target"]
    files += [
        {"path": f"{root_folder}/Sample/breaking.bad.s01e01.sample.mkv", "role": "sample", "target": None},
        {"path": f"{root_folder}/Subs/Breaking.Bad.S01E01.en.srt", "role": "subtitle",
         "target": naming.subtitle_file(ep1, "srt", "en")},
        {"path": f"{root_folder}/Subs/Breaking.Bad.S01E01.en.forced.srt", "role": "subtitle",
         "target": naming.subtitle_file(ep1, "srt", "en", forced=True)},
        {"path": f"{root_folder}/Featurettes/Making.Of.mkv", "role": "extra",
         "target": naming.series_extra(title, year, tmdb, "featurettes", "Making.Of.mkv")},
        {"path": f"{root_folder}/Breaking.Bad.S01.nfo", "role": "junk", "target": None},
    ]
    return files


def setup(tmp_path: Path, files=None, *, state: str = "linking"):
    """(download_id, save_path, settings, files) with the torrent's data written under tmp/downloads."""
    save = tmp_path / "downloads"
    lib = tmp_path / "library"
    files = season_pack() if files is None else files
    write_files(save, files)
    settings = Settings(lib / "movies", lib / "shows")
    return make_download(save, state), save, settings, files


def plan_for(save, settings, files, kind: str = "series"):
    return build_plan(save_path=save, files=files, kind=kind, roots=Roots.from_settings(settings))


def listing(root: Path) -> list[tuple]:
    """Every entry under ``root``: (relative path, type, size, sha256 of content | link text), sorted."""
    out = []
    if not root.exists():
        return out
    for dirpath, dirnames, filenames in os.walk(root):
        for name in sorted(dirnames + filenames):
            p = Path(dirpath) / name
            st = p.lstat()
            rel = str(p.relative_to(root))
            if stat.S_ISLNK(st.st_mode):
                out.append((rel, "link", 0, os.readlink(p)))
            elif stat.S_ISDIR(st.st_mode):
                out.append((rel, "dir", 0, ""))
            else:
                out.append((rel, "file", st.st_size, hashlib.sha256(p.read_bytes()).hexdigest()))
    return sorted(out)


def inodes(root: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(root)): (p.lstat().st_ino, p.lstat().st_nlink) for p in root.rglob("*")
            if p.is_file() and not p.is_symlink()}


def rows(download_id: str) -> list[store.FileLink]:
    return list(store.FileLink.select().where(store.FileLink.download == download_id).order_by(store.FileLink.id))

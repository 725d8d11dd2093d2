"""Jellyfin naming (rule ids from ``notes/jellyfin-naming.md``): the only place library paths are made.

Every function returns a POSIX path RELATIVE to a library root (movies root for movies, shows root for
series); callers join it with the root and check containment. Names are sanitised per component (G1).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "EXTRAS_FOLDERS", "sanitize", "base_name", "movie_folder", "movie_file", "movie_extra",
    "series_folder", "season_folder", "episode_code", "episode_file", "dated_episode_file",
    "absolute_episode_file", "series_extra", "subtitle_file",
]

#: Jellyfin's extras folder names (M4), exactly as emitted.
EXTRAS_FOLDERS = ("behind the scenes", "deleted scenes", "interviews", "scenes", "shorts", "featurettes", "clips",
                  "other", "extras", "trailers")

_MAX_BYTES = 255
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_RESERVED = re.compile(r'[*?"<>|]')
_SLASHES = re.compile(r"\s*[/\\]\s*")
_SPACES = re.compile(r"\s+")


def sanitize(component: str, ext: str = "") -> str:
    """Make one path component safe (G1): no reserved chars, ``": "`` → ``" - "``, no trailing dots/spaces,
    NFC, control chars dropped, Cyrillic kept, at most 255 UTF-8 bytes with ``ext`` (e.g. ``".mkv"``) kept."""
    s = unicodedata.normalize("NFC", component)
    s = _CONTROL.sub("", s)
    s = s.replace(": ", " - ").replace(":", "")
    s = _SLASHES.sub("-", s)
    s = _RESERVED.sub("", s)
    s = _SPACES.sub(" ", s).strip().rstrip(". ")
    if s in ("", ".", ".."):
        s = "_"
    ext = unicodedata.normalize("NFC", ext)
    budget = _MAX_BYTES - len(ext.encode("utf-8"))
    if len(s.encode("utf-8")) > budget:
        b = s.encode("utf-8")[:budget]
        s = b.decode("utf-8", errors="ignore").rstrip(". ")
    return s + ext


def _ext(ext: str) -> str:
    ext = ext.strip().lower().lstrip(".")
    return "." + ext if ext else ""


def base_name(title: str | None, year: int | None = None, tmdb_id: int | str | None = None) -> str:
    """``Title (Year) [tmdbid-N]`` with the optional parts omitted when unknown (M1, G2)."""
    s = (title or "Unknown").strip()
    if year:
        s += f" ({int(year)})"
    if tmdb_id:
        s += f" [tmdbid-{tmdb_id}]"
    return s


def movie_folder(title: str | None, year: int | None = None, tmdb_id: int | str | None = None) -> str:
    """Movie folder (M1, G3: the id lives in the folder name)."""
    return sanitize(base_name(title, year, tmdb_id))


def movie_file(title, year, tmdb_id, ext: str, version: str | None = None, part: str | None = None) -> str:
    """``<folder>/<folder>[ - <label>][ - <part>].<ext>`` (M1, M2 versions, M3 parts)."""
    folder = movie_folder(title, year, tmdb_id)
    stem = folder
    if version:
        stem += f" - {version}"
    if part:
        stem += f" - {part}"
    return f"{folder}/{sanitize(stem, _ext(ext))}"


def movie_extra(title, year, tmdb_id, kind: str, original_name: str) -> str:
    """Extra in a Jellyfin extras sub-folder of the movie folder (M4); keeps the original base name."""
    return f"{movie_folder(title, year, tmdb_id)}/{_extras_kind(kind)}/{_keep_name(original_name)}"


def series_folder(title: str | None, year: int | None = None, tmdb_id: int | str | None = None) -> str:
    return sanitize(base_name(title, year, tmdb_id))


def season_folder(season: int) -> str:
    """``Season NN``, zero-padded to two digits (S2); season 0 is ``Season 00`` (S6)."""
    return f"Season {int(season):02d}"


def episode_code(season: int, episodes: list[int]) -> str:
    """``S01E01`` or a multi-episode range ``S01E01-E02`` (S4: first and last episode)."""
    eps = sorted(episodes)
    code = f"S{int(season):02d}E{eps[0]:02d}"
    if len(eps) > 1:
        code += f"-E{eps[-1]:02d}"
    return code


def episode_file(title, year, tmdb_id, season: int, episodes: list[int], ext: str, version: str | None = None) -> str:
    """``<Series (Year)>/Season NN/<Series (Year)> S01E02[ - label].ext`` (S1, S3, S4, S7). No episode titles (E7)."""
    stem = f"{base_name(title, year)} {episode_code(season, episodes)}"
    if version:
        stem += f" - {version}"
    return f"{series_folder(title, year, tmdb_id)}/{season_folder(season)}/{sanitize(stem, _ext(ext))}"


def dated_episode_file(title, year, tmdb_id, date: str, ext: str, version: str | None = None) -> str:
    """Daily show: ``<Series>/<Series> YYYY-MM-DD.ext`` (Jellyfin parses ISO dates in episode names)."""
    stem = f"{base_name(title, year)} {date}"
    if version:
        stem += f" - {version}"
    return f"{series_folder(title, year, tmdb_id)}/{sanitize(stem, _ext(ext))}"


def absolute_episode_file(title, year, tmdb_id, episodes: list[int], ext: str) -> str:
    """Absolute-numbered episode without a known season: ``<Series>/<Series> - 1071.ext`` (Jellyfin's
    absolute form); a metadata match should later map it to SxxEyy."""
    eps = sorted(episodes)
    num = f"{eps[0]:02d}" + (f"-{eps[-1]:02d}" if len(eps) > 1 else "")
    return f"{series_folder(title, year, tmdb_id)}/{sanitize(f'{base_name(title, year)} - {num}', _ext(ext))}"


def series_extra(title, year, tmdb_id, kind: str, original_name: str, season: int | None = None) -> str:
    """Series extras at series level, or season level when ``season`` is given (S8)."""
    base = series_folder(title, year, tmdb_id)
    if season is not None:
        base += "/" + season_folder(season)
    return f"{base}/{_extras_kind(kind)}/{_keep_name(original_name)}"


def subtitle_file(video_target: str, ext: str, lang: str | None = None, forced: bool = False, sdh: bool = False,
                  index: int | None = None) -> str:
    """Subtitle beside its video: ``<video basename>[.<n>].<lang>[.forced][.sdh].<ext>`` (E1–E6).

    The basename is the FULL video basename including a version label (E5). Language comes before the
    hearing-impaired flag (E6). ``forced`` without a known language emits ``und`` (E6: never a bare
    ``.forced``); an unknown language otherwise emits no token (Jellyfin then leaves it unset). ``index``
    distinguishes two subtitles that would otherwise collide; it comes first so it is read as a title.
    """
    folder, _, name = video_target.rpartition("/")
    stem = name.rsplit(".", 1)[0] if "." in name else name
    tokens = []
    if index is not None:
        tokens.append(str(index))
    if lang or forced:
        tokens.append(lang or "und")
    if forced:
        tokens.append("forced")
    if sdh:
        tokens.append("sdh")
    suffix = "".join("." + t for t in tokens) + _ext(ext)
    out = sanitize(stem, suffix) if len((stem + suffix).encode("utf-8")) > _MAX_BYTES else stem + suffix
    return f"{folder}/{out}" if folder else out


def _extras_kind(kind: str) -> str:
    kind = (kind or "extras").strip().lower()
    return kind if kind in EXTRAS_FOLDERS else "extras"


def _keep_name(original_name: str) -> str:
    base = original_name.replace("\\", "/").rsplit("/", 1)[-1]
    stem, dot, ext = base.rpartition(".")
    if not dot or not stem or len(ext) > 5:
        return sanitize(base)
    return sanitize(stem, "." + ext.lower())

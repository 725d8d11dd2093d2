"""The guessit-alone baseline: guessit on the torrent name and on every file's basename, taking guessit's
type/title/year/season/episode as they are, and the role by extension only. Used by the eval and bench."""

from __future__ import annotations

from guessit import guessit

from jellybit.recognition.text import SUBTITLE_EXT, VIDEO_EXT, split_ext


def _first(v):
    return v[0] if isinstance(v, list) else v


def _lang(g) -> str | None:
    v = _first(g.get("subtitle_language") or g.get("language"))
    try:
        return v.alpha2 if v is not None else None
    except Exception:  # noqa: BLE001 - babelfish languages without an alpha2 code
        return None


def naive(case: dict) -> dict:
    g = guessit(case["name"])
    kind = "series" if g.get("type") == "episode" else "movie"
    year = _first(g.get("year"))
    files = []
    for f in case["files"]:
        base = f["path"].rsplit("/", 1)[-1]
        _, ext = split_ext(base)
        fg = guessit(base)
        role = "video" if ext in VIDEO_EXT else "subtitle" if ext in SUBTITLE_EXT else "junk"
        ep = fg.get("episode")
        eps = [int(e) for e in (ep if isinstance(ep, list) else [ep])] if ep is not None else []
        season = _first(fg.get("season"))
        if kind == "series" and season is None and eps:
            season = _first(g.get("season")) or 1
        d = fg.get("date")
        files.append({"path": f["path"], "role": role, "season": season if kind == "series" else None,
                      "episodes": eps if kind == "series" else [], "absolute": False,
                      "date": d.isoformat() if d and kind == "series" else None,
                      "lang": _lang(fg) if role == "subtitle" else None, "forced": "forced" in base.lower(),
                      "title": _first(fg.get("title")), "year": _first(fg.get("year"))})
    return {"type": kind, "title": _first(g.get("title")), "year": year, "decision": "review", "files": files}

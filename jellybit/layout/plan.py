"""The link plan: which file of the torrent goes where in the library (SPEC §8 "plan, then apply").

:func:`build_plan` is PURE: it reads nothing and writes nothing, so the web preview, the API and the
worker see exactly the plan that will be applied; the disk is consulted only by ``apply``. A plan
with ``problems`` must not be applied: the caller moves the download to ``review`` with
:meth:`Plan.reason` as the message.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .safety import UnsafePath, fold, fold_collisions, relative_parts_by_folder

__all__ = ["Roots", "PlanItem", "Skipped", "Problem", "Plan", "build_plan", "LINKED_ROLES", "SKIPPED_ROLES"]

LINKED_ROLES = frozenset({"video", "extra", "subtitle"})
SKIPPED_ROLES = frozenset({"sample", "junk", "skip"})  # skip: the person said so (the Manual Import review)


@dataclass(frozen=True)
class Roots:
    """Library roots from config (``movies_dir``, ``shows_dir``, ``anime_dir``)."""

    movies: Path
    shows: Path
    anime: Path | None = None

    @classmethod
    def from_settings(cls, settings: Any) -> Roots:
        return cls(Path(settings.movies_dir), Path(settings.shows_dir),
                   Path(settings.anime_dir) if getattr(settings, "anime_dir", None) else None)

    def for_kind(self, kind: str, anime: bool = False) -> Path:
        """Movies root for a movie, shows root for a series; the anime root only when asked and set."""
        if kind not in ("movie", "series"):
            raise ValueError(f"kind must be 'movie' or 'series', not {kind!r}")
        if anime and self.anime is not None:
            return Path(self.anime)
        return Path(self.movies if kind == "movie" else self.shows)


@dataclass(frozen=True)
class PlanItem:
    """One link to make: absolute source and target, and the paths they came from."""

    source: str  # absolute: save_path / path as qBittorrent reports it
    target: str  # absolute: root / recognition target (NFC)
    role: str
    path: str  # as reported, relative to the save path (incl. the torrent's root folder)
    rel_target: str  # relative to the library root


@dataclass(frozen=True)
class Skipped:
    path: str
    role: str
    reason: str


@dataclass(frozen=True)
class Problem:
    """Why the plan cannot be applied; ``path`` is the offending path shown to the person."""

    code: str  # unsafe_path | duplicate_target | case_collision | no_target | unknown_role | no_save_path
    message: str
    path: str | None = None

    def as_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "path": self.path}


@dataclass
class Plan:
    save_path: str | None
    root: str
    kind: str
    items: list[PlanItem] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def reason(self, limit: int = 5) -> str:
        """The problems as one line for ``download.error_message``."""
        msgs = [p.message for p in self.problems[:limit]]
        more = len(self.problems) - limit
        return "; ".join(msgs) + (f"; and {more} more" if more > 0 else "")

    def tree(self) -> dict:
        """Nested folders → files of the library after apply, sorted, for the web preview:
        ``{"name", "dirs": [same shape…], "files": [{"name", "source", "role"}]}``."""
        top: dict = {"name": self.root, "dirs": {}, "files": []}
        for it in self.items:
            *dirs, name = it.rel_target.split("/")
            node = top
            for d in dirs:
                node = node["dirs"].setdefault(d, {"name": d, "dirs": {}, "files": []})
            node["files"].append({"name": name, "source": it.path, "role": it.role})

        def finish(node: dict) -> dict:
            return {"name": node["name"], "dirs": [finish(node["dirs"][k]) for k in sorted(node["dirs"])],
                    "files": sorted(node["files"], key=lambda f: f["name"])}

        return finish(top)

    def as_dict(self) -> dict:
        """The shape of ``GET /api/v1/downloads/<id>/plan``."""
        return {
            "ok": self.ok, "kind": self.kind, "root": self.root, "save_path": self.save_path,
            "items": [{"source": i.source, "target": i.target, "role": i.role, "path": i.path,
                       "rel_target": i.rel_target} for i in self.items],
            "skipped": [{"path": s.path, "role": s.role, "reason": s.reason} for s in self.skipped],
            "problems": [p.as_dict() for p in self.problems],
            "tree": self.tree(),
        }


def _get(f: Any, key: str) -> Any:
    return f.get(key) if type(f) is dict or isinstance(f, Mapping) else getattr(f, key, None)


def _join_prefix(base: str) -> str:
    """What ``os.path.join(base, *parts)`` puts before ``"/".join(parts)`` (parts never hold a ``/``)."""
    return base if not base or base.endswith("/") else base + "/"


def build_plan(*, save_path: str | os.PathLike | None, files: Iterable[Any], kind: str, roots: Roots,
               anime: bool = False) -> Plan:
    """Map recognition output to absolute source → target pairs, flagging every problem. Pure.

    ``files``: objects or dicts with ``path`` (relative to the save path, as qBittorrent reports it),
    ``role`` (video/sample/extra/subtitle/junk) and ``target`` (relative to the library root, None =
    skip). Problems: unsafe paths, a video without a target, two files to one target (also when the
    targets differ only by case or Unicode normalisation), a target that is also a folder of another.
    """
    root = Path(roots.for_kind(kind, anime))
    if not root.is_absolute():
        raise ValueError(f"library root must be absolute: {root}")
    base = os.path.normpath(os.fspath(save_path)) if save_path else None
    plan = Plan(save_path=base, root=os.path.normpath(root), kind=kind)
    if not base or not os.path.isabs(base):
        plan.problems.append(Problem("no_save_path", f"the download's save path is unknown or relative: {base!r}",
                                     base))
    by_target: dict[str, PlanItem] = {}
    # Each distinct folder of the torrent and of the library is judged once, each file's name every time.
    src_folders: dict[str, tuple[str, ...]] = {}
    tgt_folders: dict[str, tuple[str, ...]] = {}
    src_prefix, tgt_prefix = _join_prefix(base or ""), _join_prefix(plan.root)
    for f in files:
        if type(f) is dict:
            path, role, target = f.get("path"), f.get("role"), f.get("target")
        else:
            path, role, target = _get(f, "path"), _get(f, "role"), _get(f, "target")
        if role in SKIPPED_ROLES:
            why = "skipped by you" if role == "skip" else f"{role} files are not placed in the library"
            plan.skipped.append(Skipped(str(path), role, why))
            continue
        if role not in LINKED_ROLES:
            plan.problems.append(Problem("unknown_role", f"unknown role {role!r} for {path!r}", str(path)))
            continue
        try:
            src_parts = relative_parts_by_folder(path, what="source", folders=src_folders)
        except UnsafePath as exc:
            plan.problems.append(Problem("unsafe_path", str(exc), exc.path))
            continue
        if target is None:
            if role == "video":
                plan.problems.append(Problem("no_target", f"video without a place in the library: {path!r}", path))
            else:
                plan.skipped.append(Skipped(path, role, f"no place decided for this {role}"))
            continue
        try:
            tgt_parts = relative_parts_by_folder(target, what="target", normalize=True, folders=tgt_folders)
        except UnsafePath as exc:
            plan.problems.append(Problem("unsafe_path", str(exc), exc.path))
            continue
        rel_target = "/".join(tgt_parts)
        item = PlanItem(source=src_prefix + "/".join(src_parts), target=tgt_prefix + rel_target, role=role,
                        path=path, rel_target=rel_target)
        if rel_target in by_target:
            plan.problems.append(Problem(
                "duplicate_target", f"two files would go to the same target {rel_target!r}: "
                f"{by_target[rel_target].path!r} and {path!r}", rel_target))
            continue
        by_target[rel_target] = item
        plan.items.append(item)
    _check_names(plan, list(by_target))
    return plan


def _check_names(plan: Plan, targets: list[str]) -> None:
    """Targets equal up to case/normalisation, and a target that is also another target's folder."""
    keys = [fold(t) for t in targets]  # each target folded once, for both checks
    for group in fold_collisions(targets, keys=keys):
        plan.problems.append(Problem(
            "case_collision", "targets differ only by case or Unicode normalisation (they collide on "
            "case-insensitive filesystems): " + ", ".join(repr(t) for t in group), group[0]))
    # Distinct folder prefixes first: a 1,000-episode pack has a dozen folders, so a dozen folds.
    parents = {t.rpartition("/")[0] for t in targets if "/" in t}
    prefixes = {"/".join(d.split("/")[:i]) for d in parents for i in range(1, d.count("/") + 2)}
    folders = {fold(p) for p in prefixes}
    for t, key in zip(targets, keys):
        if key in folders:
            plan.problems.append(Problem("duplicate_target", f"target {t!r} is also a folder of another target", t))

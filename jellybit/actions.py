"""The handlers of the person's commands: one function per command of :mod:`jellybit.commands`.

Transports never call these directly: they go through the catalogue, which checks the arguments and
says where each command is legal. Each handler parses nothing (transports pass an already-parsed id or
call ``store.get`` first), enters the download's log context before any external call, goes through the
store's guarded operations, and raises :class:`ActionError` (or the store's typed errors) with words a
person can read. Transports map them: ``NotFound`` → 404,
``IllegalTransition``/``InfohashTaken``/``ActionError(409)`` → 409.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from jellybit import ident, logs, recognizer, store
from jellybit.config import Settings
from jellybit.layout import desync, journal
from jellybit.layout import undo as layout_undo
from jellybit.layout.serial import LayoutBusy, serialised
from jellybit.qbit import errors as qerr
from jellybit.qbit.client import AddResult, QbitClient
from jellybit.qbit.states import TorrentClass, api_id, classify
from jellybit.store import graph
from jellybit.store.fields import utcnow

log = logs.get_logger(__name__)


class ActionError(Exception):
    """A command refused for a reason the person can act on (``status`` 409 or 503)."""

    def __init__(self, message: str, *, code: str = "refused", status: int = 409):
        super().__init__(message)
        self.message, self.code, self.status = message, code, status


@dataclass
class Deps:
    """What commands need from the running process; transports build it from the runtime."""

    settings: Settings
    qbit: QbitClient | None = None
    wake: Callable[[str], None] = lambda job: None  # ask a worker job to run soon (after Retry, Apply, …)
    # Tell the worker's live view what a command just did to a torrent (its next poll has the last word).
    observe: Callable[[dict[str, Any]], None] = lambda torrent: None
    # Is the download's torrent in qBittorrent? None when unknown (qBittorrent down or not configured).
    torrent_present: Callable[[store.Download], bool | None] | None = None

    def require_qbit(self) -> QbitClient:
        if self.qbit is None:
            raise ActionError("qBittorrent is not configured", code="qbit_unavailable", status=503)
        return self.qbit


def _refuse_terminal(d: store.Download, to: str) -> None:
    """Cancel and Defer act on active downloads only (seed 004: checked on entry, so no self-transition)."""
    if d.state in store.TERMINAL:
        raise store.IllegalTransition(d.id, d.state, to, f"the download is already {d.state}")


def _context(d: store.Download):
    return logs.download_context(d.id, [h.hash for h in store.hashes_of(d.id)])


LAYOUT_WAIT = 5.0  # seconds a command waits for a layout operation on the same download to finish


@contextlib.contextmanager
def _layout_lock(d: store.Download):
    """The download's layout lock for a command: bounded, so a web thread never waits for long."""
    try:
        with serialised(d.id, timeout=LAYOUT_WAIT):
            yield
    except LayoutBusy as exc:
        raise ActionError("its files are being placed right now; try again in a moment", code="busy") from exc


def retry(download_id: str, deps: Deps) -> store.Download:
    """``failed``/``stuck`` → ``downloading``: guarded re-activation FIRST, then (re-)add to qBittorrent.

    A torrent qBittorrent still lists is added again (``_add_again``) when qBittorrent errored it or it stalled
    (``stuck``): a resume keeps the peer list that got it nowhere. Anything else, and an adopted torrent, is
    resumed.

    Refused before anything leaves the process when another active download owns a hash. If
    qBittorrent refuses or cannot be reached, the state is rolled back to where it was.
    """
    d = store.get(download_id)
    with _context(d):
        if d.state not in ("failed", "stuck"):
            raise store.IllegalTransition(d.id, d.state, "downloading", "only failed or stuck downloads are retried")
        qbit = deps.require_qbit()
        hashes = store.hashes_of(d.id)
        frm = store.activate_if_no_other_active(d.id, "downloading")
        try:
            present = qbit.find(hashes)
            if present is None:
                _add_listed(qbit, d, deps.settings, hashes)
            elif (frm == "stuck" or classify(present) is TorrentClass.ERROR) and d.source_kind != "adopted":
                _add_again(qbit, d, deps.settings, present, hashes)
            else:
                qbit.resume(present.get("hash") or api_id(hashes))
        except (ActionError, qerr.QbitError) as exc:
            store.set_state(d.id, frm, error_code=d.error_code, error_message=d.error_message)
            log.warning("retry rolled back: %s", exc)
            if isinstance(exc, qerr.QbitUnavailable):
                raise ActionError("qBittorrent is unreachable; try again when it is back",
                                  code="qbit_unavailable", status=503) from exc
            if isinstance(exc, qerr.QbitError):
                raise ActionError(f"qBittorrent refused the torrent: {exc}", code="qbit_add") from exc
            raise
        store.update_fields(d.id, progress_at=utcnow())
        log.info("retried", extra={"from_state": frm})
    deps.wake("qbt_sync")
    return store.get(d.id)


def _add_again(qbit: QbitClient, d: store.Download, settings: Settings, present: dict, hashes) -> None:
    """A torrent qBittorrent errored, or that stalled, is removed (its data kept) and added again from the
    download's source, where it was saved (so what it has is checked, not fetched again).

    A resume is not always enough: libtorrent 2.0.8 keeps a hybrid torrent it errored away from the peers it
    blamed, and one whose only seeder dropped its connection stalls with no peer (docs/reliability.md), so with
    few peers it never comes back. A fresh add checks what is on disk and starts with a clean peer list (and
    the source's trackers and ``x.pe`` peers). An adopted torrent has no source of its own (a tracker-less
    magnet would lose its trackers), so it is only resumed.
    """
    torrent_id = present.get("hash") or api_id(hashes)
    qbit.delete(torrent_id, delete_files=False)
    if not _until(lambda: qbit.find([torrent_id], scan=False) is None):
        raise ActionError("qBittorrent did not remove the torrent to add it again", code="qbit_add")
    _add_listed(qbit, d, settings, hashes, save_path=present.get("save_path") or None)
    log.info("torrent added again", extra={"api_id": torrent_id, "qbit_state": present.get("state")})


def _add_listed(qbit: QbitClient, d: store.Download, settings: Settings, hashes, *,
                save_path: str | None = None) -> None:
    """Add the download's torrent and confirm qBittorrent lists it (4.5.2 lists it a few ms after 'Ok.'; its
    'Fails.' is a duplicate or a bad magnet alike, so the listing decides)."""
    answer = _add(qbit, d, settings, save_path=save_path)
    wait = 5.0 if answer is AddResult.OK else 0.0
    if not (_until(lambda: qbit.find(hashes, scan=False) is not None, wait) or qbit.find(hashes) is not None):
        raise ActionError(f"qBittorrent refused the torrent ({answer.value})", code="qbit_add")


def _until(check: Callable[[], bool], timeout: float = 5.0) -> bool:
    """Poll ``check`` until it holds or ``timeout`` seconds pass (qBittorrent applies a delete or an add a few
    ms after answering)."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _add(qbit: QbitClient, d: store.Download, settings: Settings, *, save_path: str | None = None) -> AddResult:
    kw: dict[str, Any] = dict(category=settings.qbt_category, save_path=save_path or settings.qbt_save_path,
                              tags=["jellybit", f"jb-{d.id}"])
    if d.source_kind == "torrent":
        try:
            with open(d.source_ref, "rb") as fh:
                return qbit.add(torrent=fh.read(), **kw)
        except OSError as exc:
            raise ActionError(f"the stored .torrent file is gone: {exc}", code="source_missing") from exc
    return qbit.add(magnet=d.source_ref, **kw)


def cancel(download_id: str, deps: Deps, *, remove_torrent: bool = False, delete_data: bool = False) -> store.Download:
    """Any active state → ``cancelled``; then the torrent: removed (with its data only when asked), or
    — when kept — stopped if it is still incomplete, so a cancelled download no longer holds one of
    qBittorrent's download slots (a complete one keeps seeding). Relink or Retry-by-re-adding resumes it."""
    d = store.get(download_id)
    _refuse_terminal(d, "cancelled")
    with _context(d):
        store.set_state(d.id, "cancelled")
        if not (remove_torrent or delete_data) and deps.qbit is None:
            return store.get(d.id)
        qbit = deps.require_qbit()
        hashes = store.hashes_of(d.id)
        try:
            present = qbit.find(hashes)
            if present is None:
                pass
            elif remove_torrent or delete_data:
                qbit.delete(present["hash"], delete_files=delete_data)
                log.info("torrent removed from qBittorrent", extra={"delete_data": delete_data})
            elif classify(present) is not TorrentClass.READY:
                qbit.pause(present["hash"])
                log.info("torrent stopped in qBittorrent (cancelled before it was complete)")
        except qerr.QbitError as exc:
            if remove_torrent or delete_data:
                raise ActionError(f"cancelled, but the torrent could not be removed from qBittorrent: {exc}",
                                  code="qbit_unavailable", status=503) from exc
            log.warning("cancelled, but the torrent could not be stopped in qBittorrent: %s", exc)
    return store.get(d.id)


def defer(download_id: str, deps: Deps) -> store.Download:
    """Any active state → ``deferred``: "do not link it by yourself, I will decide".

    Before the data is complete the torrent keeps downloading and the worker keeps following its
    progress; nothing is recognised or linked until the person asks (Recognise / Apply), and those
    commands refuse with the progress until qBittorrent has all the data (docs/states.md, "Defer").
    """
    d = store.get(download_id)
    _refuse_terminal(d, "deferred")
    with _context(d):
        store.set_state(d.id, "deferred")
    return store.get(d.id)


TYPES = ("movie", "series")
MAX_HINT = 500
OVERRIDABLE = frozenset({"title", "year", "tmdb_id", "season", "type"})


def data_complete(d: store.Download) -> bool:
    """Has qBittorrent reported all of the download's data on disk (as last seen by the worker)?"""
    if (d.progress or 0) < 1:
        return False
    return d.qbit_state is None or classify({"state": d.qbit_state, "progress": d.progress}) is TorrentClass.READY


def _require_review(d: store.Download, to: str) -> None:
    if d.state not in graph.REVIEW:
        raise store.IllegalTransition(d.id, d.state, to, "only a download in review or deferred can be changed")
    if d.state == "deferred" and not data_complete(d):
        pct = int((d.progress or 0) * 100)
        raise ActionError(f"still downloading ({pct} %): it can be recognised and linked once qBittorrent has "
                          "all the data; until then it keeps downloading", code="not_complete")


def _rerecognize(d: store.Download, deps: Deps) -> store.Download:
    store.set_state(d.id, "recognizing")
    deps.wake("recognize")
    return store.get(d.id)


def apply(download_id: str, deps: Deps, candidate_id: str | None = None) -> store.Download:
    """``review``/``deferred`` → ``linking`` with the current recognition, or with a chosen candidate.

    ``candidate_id`` is parsed as a ULID before any query, and must be a candidate of THIS download's
    current recognition (a stale button or another download's candidate is "not found"). Every check
    that can refuse — the state, the candidate, the preflight — runs BEFORE anything is stored; the
    re-run recognition and ``→ linking`` are then one transaction, so a refusal leaves nothing behind.
    """
    d = store.get(download_id)
    _require_review(d, "linking")
    with _context(d), _layout_lock(d):
        d = store.get(d.id)
        _require_review(d, "linking")
        candidate = None
        if candidate_id is not None:
            try:
                cid = ident.parse(candidate_id)
            except ident.InvalidId:
                raise store.NotFound("candidate", str(candidate_id)[:40]) from None
            current = recognizer.current_recognition(d.id)
            candidate = store.MetadataCandidate.get_or_none(store.MetadataCandidate.id == cid)
            if candidate is None or current is None or candidate.recognition_id != current.id:
                raise store.NotFound("candidate of this download", cid)
        elif recognizer.current_recognition(d.id) is None:
            raise ActionError("nothing to apply yet: recognise it first", code="no_recognition")
        _preflight(d, deps)
        with store.write_tx():  # the re-run is offline (rules only): no external call inside
            if candidate is not None:
                rec = recognizer.rerun_with_candidate(d.id, candidate, deps.settings)
                log.info("candidate chosen", extra={"candidate_id": candidate.id, "recognition_id": rec.id})
            store.set_state(d.id, "linking")
    deps.wake("link")
    return store.get(d.id)


def refine(download_id: str, deps: Deps, hint: str) -> store.Download:
    """Add a free-text hint ("season 2 of The Bear", "anime") and recognise again (checked by the catalogue)."""
    text = hint.strip()
    d = store.get(download_id)
    _require_review(d, "recognizing")
    with _context(d):
        with store.write_tx():  # the hint and the state change together, or neither
            _require_review(store.get(d.id), "recognizing")
            store.Hint.create(download=d.id, text=text)
            store.set_state(d.id, "recognizing")
        deps.wake("recognize")
        return store.get(d.id)


def set_type(download_id: str, deps: Deps, type_: str) -> store.Download:
    """Say it is a movie or a series (an override that wins), and recognise again."""
    return override(download_id, deps, type=type_)


def override(download_id: str, deps: Deps, **fields) -> store.Download:
    """Hard overrides of title, year, TMDB id, season or type; each wins over everything for its field.

    The values were checked by the command catalogue (:mod:`jellybit.commands`), the one place for them."""
    given = {k: v for k, v in fields.items() if v is not None}
    if not given or set(given) - OVERRIDABLE:
        raise ActionError(f"give some of {', '.join(sorted(OVERRIDABLE))}", code="bad_request", status=400)
    d = store.get(download_id)
    _require_review(d, "recognizing")
    with _context(d):
        with store.write_tx():  # the overrides and the state change together, or neither
            _require_review(store.get(d.id), "recognizing")
            for key, value in given.items():
                store.Override.create(download=d.id, field=key,
                                      value=json.dumps(value.strip() if isinstance(value, str) else value))
            store.set_state(d.id, "recognizing")
        deps.wake("recognize")
        return store.get(d.id)


def rerecognize(download_id: str, deps: Deps) -> store.Download:
    """Recognise again (e.g. after TMDB came back)."""
    d = store.get(download_id)
    _require_review(d, "recognizing")
    with _context(d):
        return _rerecognize(d, deps)


# Relink starts again from any finished state whose graph row leads back to recognising (the guarded
# re-activation): reverted, cancelled, target_missing.
RELINKABLE = frozenset(s for s in graph.TERMINAL if graph.is_legal(s, "recognizing"))


def relinkable(d: store.Download) -> bool:
    """Relink needs data on disk: a download cancelled before qBittorrent completed it has none to link
    (it would only move to ``deleted``); add the torrent again instead. One query for a cancelled one."""
    return d.id in relinkable_ids([d])


def relinkable_ids(downloads) -> set[str]:
    """:func:`relinkable` for many downloads in one query (the list page)."""
    candidates = [d for d in downloads if d.state in RELINKABLE]
    cancelled = [d.id for d in candidates if d.state == "cancelled"]
    completed = set()
    if cancelled:
        completed = {r.download_id for r in store.StateChange.select(store.StateChange.download).where(
            store.StateChange.download.in_(cancelled), store.StateChange.to_state == "completed")}
    return {d.id for d in candidates if d.state != "cancelled" or d.id in completed}


def _roots(settings: Settings) -> list:
    return [settings.movies_dir, settings.shows_dir, settings.anime_dir]


def _preflight(d: store.Download, deps: Deps) -> bool | None:
    """reconcile_to_reality before acting on a download whose torrent may be gone (SPEC §2.2).

    Returns None when qBittorrent cannot tell; raises when the source is gone (the download has then
    already moved to ``orphaned`` or ``deleted``).
    """
    if deps.torrent_present is None:
        return None
    present = desync.reconcile_to_reality(d.id, deps.torrent_present)
    if present is False:
        now = store.get(d.id).state
        raise ActionError(f"the torrent or its data is gone from qBittorrent; the download is now {now}",
                          code="source_missing")
    return present


def undo(download_id: str, deps: Deps) -> store.Download:
    """``done → reverted``: remove the links that are still ours; the torrent and its data stay untouched.

    Serialised with linking and the desync pass on this download, and the state is checked again under
    that lock before a file is touched; ``→ reverted`` commits with the rows marked removed."""
    d = store.get(download_id)
    if d.state != "done":
        raise store.IllegalTransition(d.id, d.state, "reverted", "only a done download can be undone")
    with _context(d), _layout_lock(d):
        d = store.get(d.id)
        if d.state != "done":
            raise store.IllegalTransition(d.id, d.state, "reverted", "only a done download can be undone")
        result = layout_undo.undo(d.id, roots=_roots(deps.settings), to_state="reverted")
        log.info("undone: %s", result.summary())
    return store.get(d.id)


def relink(download_id: str, deps: Deps) -> store.Download:
    """Recognise and lay out again (``reverted``/``cancelled``/``target_missing`` → ``recognizing``).

    Preflight first: when the source is gone the download moves to ``orphaned``/``deleted`` instead;
    when qBittorrent cannot tell, nothing changes. Then the guarded re-activation, which refuses when
    another active download owns a hash — BEFORE the disk is touched, so a refused Relink leaves every
    link in place. Only then are the old links that remain removed (only ours), so the new layout starts
    clean. Serialised with linking and desync on this download: linking waits until the old links are gone.
    """
    d = store.get(download_id)
    if d.state not in RELINKABLE:
        raise store.IllegalTransition(d.id, d.state, "recognizing", "only reverted, cancelled or target_missing "
                                                                    "downloads can be relinked")
    with _context(d), _layout_lock(d):
        d = store.get(d.id)
        if d.state not in RELINKABLE:
            raise store.IllegalTransition(d.id, d.state, "recognizing", "the download moved on meanwhile")
        if not relinkable(d):  # cancelled mid-download: recognition would wait for files forever
            pct = int((d.progress or 0) * 100)
            raise ActionError(f"it was stopped before qBittorrent had all the data ({pct} %), so there is nothing "
                              "to place yet: add the torrent again to download the rest", code="not_complete")
        if _preflight(d, deps) is None:
            raise ActionError("qBittorrent is unreachable, so it is unknown whether the torrent is still there; "
                              "try again when it is back", code="qbit_unavailable", status=503)
        store.activate_if_no_other_active(d.id, "recognizing")  # the guard: a refusal touches nothing
        layout_undo.undo(d.id, roots=_roots(deps.settings))
    deps.wake("recognize")
    return store.get(d.id)


# -- the torrent itself: pause, resume, re-check, remove (issue 17, items 1-2) ---------------------------
# These act on qBittorrent, not on the graph: the download's state is unchanged (a removed torrent is then
# seen as gone by the desync pass, which says so in the state). Each refuses when the torrent is not there.


def _torrent(d: store.Download, deps: Deps) -> dict[str, Any]:
    qbit = deps.require_qbit()
    try:
        found = qbit.find(store.hashes_of(d.id))
    except qerr.QbitUnavailable as exc:
        raise ActionError("qBittorrent is unreachable; try again when it is back", code="qbit_unavailable",
                          status=503) from exc
    if found is None:
        raise ActionError("its torrent is not in qBittorrent any more", code="source_missing")
    return found


def _on_torrent(d: store.Download, deps: Deps, what: str, done: str, call: Callable[[QbitClient, str], None],
                now: Callable[[dict[str, Any]], str] | None = None) -> None:
    """One qBittorrent call on the download's torrent, in its log context; a refusal says what failed.
    ``now`` gives the torrent's state right after the call, so the card shows it before the next poll."""
    with _context(d):
        t = _torrent(d, deps)
        try:
            call(deps.require_qbit(), t["hash"])
        except qerr.QbitError as exc:
            raise ActionError(f"qBittorrent refused to {what} it: {exc}", code="qbit_error", status=503) from exc
        log.info("torrent %s in qBittorrent", done)
        if now is not None:
            deps.observe({**t, "state": now(t)})
    deps.wake("qbt_sync")


def _complete(t: dict[str, Any]) -> bool:
    return float(t.get("progress") or 0) >= 1


def pause(download_id: str, deps: Deps) -> store.Download:
    """Pause the torrent (4.5 ``pause``, 5.x ``stop``: the client library picks). A paused download is never
    called stuck: the stall timer ignores it, and Resume restarts it."""
    d = store.get(download_id)
    _on_torrent(d, deps, "pause", "paused", lambda q, tid: q.pause(tid),
                now=lambda t: "pausedUP" if _complete(t) else "pausedDL")
    store.update_fields(d.id, qbit_state="pausedUP" if (d.progress or 0) >= 1 else "pausedDL")
    return store.get(d.id)


def resume(download_id: str, deps: Deps) -> store.Download:
    """Resume a paused torrent; the stall timer counts again from now."""
    d = store.get(download_id)
    _on_torrent(d, deps, "resume", "resumed", lambda q, tid: q.resume(tid),
                now=lambda t: "uploading" if _complete(t) else "downloading")
    store.update_fields(d.id, progress_at=utcnow(), qbit_state=None)
    return store.get(d.id)


def recheck(download_id: str, deps: Deps) -> store.Download:
    """Force qBittorrent to hash the data on disk again (after a disk problem or a moved file)."""
    d = store.get(download_id)
    _on_torrent(d, deps, "re-check", "re-checked", lambda q, tid: q.recheck(tid))
    return store.get(d.id)


def hide(download_id: str, deps: Deps) -> store.Download:
    """Hide a finished download from the list; the record and its history stay (search and History find it)."""
    d = store.get(download_id)
    with _context(d):
        store.update_fields(d.id, hidden_at=utcnow())
        log.info("hidden from the list")
    return store.get(d.id)


def unhide(download_id: str, deps: Deps) -> store.Download:
    """Show a hidden download in the list again."""
    d = store.get(download_id)
    with _context(d):
        store.update_fields(d.id, hidden_at=None)
        log.info("shown in the list again")
    return store.get(d.id)


def remove_torrent(download_id: str, deps: Deps) -> store.Download:
    """Remove the torrent from qBittorrent and keep its files (and the library, whose hard links are the
    same files). It stops seeding, and the state says the torrent is gone."""
    d = store.get(download_id)
    _on_torrent(d, deps, "remove", "removed (files kept)", lambda q, tid: q.delete(tid, delete_files=False))
    return _source_gone(d)


def delete_data(download_id: str, deps: Deps, *, also_undo: bool = False) -> store.Download:
    """Remove the torrent AND its downloaded files. Refused while its files are in the library — a hard link
    is the same file, so deleting the download's copy frees no space and the library keeps it — unless the
    person also chose Undo, which takes it out of the library first."""
    d = store.get(download_id)
    if journal.live_rows(d.id):
        if not also_undo:
            raise ActionError("its files are in your library: hard links are the same files, so deleting the "
                              "download frees no space and the library keeps them. Choose “Undo and delete” to "
                              "take it out of the library first", code="in_library")
        if d.state == "done":
            d = undo(d.id, deps)
        else:
            with _context(d), _layout_lock(d):
                layout_undo.undo(d.id, roots=_roots(deps.settings))
    _on_torrent(d, deps, "remove", "removed with its files", lambda q, tid: q.delete(tid, delete_files=True))
    return _source_gone(d)


def _source_gone(d: store.Download) -> store.Download:
    """The torrent was just removed: say so in the state now (``orphaned`` while library links remain,
    ``deleted`` when nothing is left) instead of waiting for the desync pass to notice. A state with no
    such edge (``failed``: Retry adds it again) stays as it is."""
    with _context(d):
        try:
            desync.reconcile_to_reality(d.id, lambda _d: False)
        except store.IllegalTransition:
            pass
    return store.get(d.id)


# -- the Manual Import review: per-file changes (issue 17, item 6) ------------------------------------------

MAX_EPISODES = 50  # one file holds a few episodes ("S01E03-E04"); a longer range is a typo


def parse_episodes(text: str) -> list[int]:
    """"3", "3-4", "3,4" or "E03E04" → [3, 4]: the one reading of the episodes a person types."""
    words = text.replace(",", " ").replace("+", " ").upper().replace("E", " ").split()
    out: list[int] = []
    for word in words:
        low, dash, high = word.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ActionError(f"“{text}” is not an episode number: write 3, or 3-4 for a double episode",
                              code="bad_request", status=400)
        first, last = int(low), int(high) if dash else int(low)
        if last < first or last - first >= MAX_EPISODES or last > 9999:
            raise ActionError(f"“{text}” is not a range of episodes this file can hold", code="bad_request",
                              status=400)
        out += [n for n in range(first, last + 1) if n not in out]
    if not out:
        raise ActionError("write the episode number, e.g. 3 or 3-4", code="bad_request", status=400)
    return out


def set_file(download_id: str, deps: Deps, path: str, role: str, season: int | None = None,
             episodes: str | None = None) -> store.Download:
    """One file's role (episode, extra, sample, subtitle, skip) and season/episodes, for the review.

    The state stays (review or deferred): the change is stored with the offline rules re-run on it in one
    transaction (no external call), so the plan the review shows next is exactly what Apply links. A change
    that would leave an episode without a place in the library is refused before anything is stored."""
    numbers = parse_episodes(episodes) if episodes is not None else None
    d = store.get(download_id)
    _require_review(d, d.state)
    with _context(d), _layout_lock(d):
        with store.write_tx():
            d = store.get(d.id)
            _require_review(d, d.state)
            rec = recognizer.current_recognition(d.id)
            if rec is None or not rec.mapping:
                raise ActionError("nothing to change yet: recognise it first", code="no_recognition")
            if path not in {f.path for f in recognizer.stored_input(rec).files}:
                raise ActionError("that file is not part of this download", code="bad_request", status=400)
            change = {"role": role, "season": season, "episodes": numbers}
            for key, value in change.items():
                if value is not None:
                    store.Override.create(download=d.id, field=key, file_path=path, value=json.dumps(value))
            result = recognizer.recognize_files(rec, deps.settings)
            placed = next(f for f in result.files if f.path == path)
            if placed.role == "video" and placed.target is None:
                raise ActionError(f"say the season and the episode number(s) of {path.rsplit('/', 1)[-1]}",
                                  code="bad_request", status=400)  # the write transaction rolls back
            rec = recognizer.rerun_with_files(d.id, deps.settings, result)
        log.info("file changed", extra={"path": path, "role": role, "season": season, "episodes": numbers,
                                        "recognition_id": rec.id})
    return store.get(d.id)

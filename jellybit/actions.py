"""The person's commands, shared by every transport (web, API, Telegram): one function per action.

Each command parses nothing (transports pass an already-parsed id or call ``store.get`` first), enters
the download's log context before any external call, goes through the store's guarded operations, and
raises :class:`ActionError` (or the store's typed errors) with words a person can read. Transports map
them: ``NotFound`` → 404, ``IllegalTransition``/``InfohashTaken``/``ActionError(409)`` → 409.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from jellybit import logs, store
from jellybit.config import Settings
from jellybit.qbit import errors as qerr
from jellybit.qbit.client import AddResult, QbitClient
from jellybit.qbit.states import api_id
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
    wake: Callable[[], None] = lambda: None  # ask the worker to run soon (after Retry, Apply, …)

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


def retry(download_id: str, deps: Deps) -> store.Download:
    """``failed``/``stuck`` → ``downloading``: guarded re-activation FIRST, then (re-)add to qBittorrent.

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
                answer = _add(qbit, d, deps.settings)
                present = qbit.find(hashes)
                if present is None:
                    raise ActionError(f"qBittorrent refused the torrent ({answer.value})", code="qbit_add")
            else:
                qbit.resume(present["hash"] if "hash" in present else api_id(hashes))
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
    deps.wake()
    return store.get(d.id)


def _add(qbit: QbitClient, d: store.Download, settings: Settings) -> AddResult:
    kw: dict[str, Any] = dict(category=settings.qbt_category, save_path=settings.qbt_save_path,
                              tags=["jellybit", f"jb-{d.id}"])
    if d.source_kind == "torrent":
        try:
            with open(d.source_ref, "rb") as fh:
                return qbit.add(torrent=fh.read(), **kw)
        except OSError as exc:
            raise ActionError(f"the stored .torrent file is gone: {exc}", code="source_missing") from exc
    return qbit.add(magnet=d.source_ref, **kw)


def cancel(download_id: str, deps: Deps, *, remove_torrent: bool = False, delete_data: bool = False) -> store.Download:
    """Any active state → ``cancelled``; optionally remove the torrent (and its data only when asked)."""
    d = store.get(download_id)
    _refuse_terminal(d, "cancelled")
    with _context(d):
        store.set_state(d.id, "cancelled")
        if remove_torrent or delete_data:
            qbit = deps.require_qbit()
            hashes = store.hashes_of(d.id)
            try:
                present = qbit.find(hashes)
                if present is not None:
                    qbit.delete(present["hash"], delete_files=delete_data)
                    log.info("torrent removed from qBittorrent", extra={"delete_data": delete_data})
            except qerr.QbitError as exc:
                raise ActionError(f"cancelled, but the torrent could not be removed from qBittorrent: {exc}",
                                  code="qbit_unavailable", status=503) from exc
    return store.get(d.id)


def defer(download_id: str, deps: Deps) -> store.Download:
    """Any active state → ``deferred`` (come back to it later)."""
    d = store.get(download_id)
    _refuse_terminal(d, "deferred")
    with _context(d):
        store.set_state(d.id, "deferred")
    return store.get(d.id)

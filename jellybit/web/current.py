"""What a web request needs from the running app: the download it names, the command dependencies, and
whether htmx is swapping a part of the page. One definition of each, for every screen."""

from __future__ import annotations

from flask import abort, current_app, g

from jellybit import actions, store
from jellybit.runtime import deps_of


def get_or_404(id_text: str) -> store.Download:
    """The one web lookup: an invalid id 404s without a query (``store.get`` parses first)."""
    try:
        return store.get(id_text)
    except store.NotFound:
        abort(404)


def deps() -> actions.Deps:
    """The dependencies of the person's commands in this process (qBittorrent, the worker's wake-up)."""
    return deps_of(current_app)


def is_htmx() -> bool:
    """Is htmx swapping a part of the page (a fragment answers), rather than loading a whole one?

    Boosted and history-restore requests want whole pages, like a plain browser request."""
    htmx = current_app.htmx
    return bool(htmx) and not htmx.boosted and not htmx.history_restore_request


def live_torrents():
    """The worker's live view of qBittorrent (``LiveMap``: every torrent by every hash), or None when this
    process has no worker, it has no full listing yet, or qBittorrent is down — the cards then show what
    the database holds. Read, never changed: the worker swaps in a new map each tick."""
    runtime = current_app.extensions.get("jellybit.runtime")
    sync = runtime.services.get("qbt_sync") if runtime is not None else None
    if sync is None or not sync.synced:
        return None
    status = qbit_status()
    return sync.live if status is None or status.ok else None


def qbit_status():
    """qBittorrent's health for this request: its check alone, run once per request and only when a card
    needs it; None when nothing checks qBittorrent (no worker in this process)."""
    if "qbit_status" not in g:
        g.qbit_status = current_app.extensions["jellybit.health"].check("qbittorrent")
    return g.qbit_status

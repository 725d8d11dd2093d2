"""Tell Jellyfin about library changes, so new files show up at once and not at its next scan (issue 17, item 7).

Why ``state_change`` is the outbox (as for the Telegram notices in :mod:`jellybit.notify`): every apply, undo,
relink and heal already ends in a state change written with the change, and the ``file_link`` rows say which
library files it touched, so nothing has to be hooked into the layout code and nothing is lost when the process
dies. A change into :data:`DUE_STATES` above the high-water mark (``jellyfin_mark``) is due; its batch of paths is
computed once, at the first attempt, and kept in ``jellyfin_update`` with the attempts and the next attempt, so a
retry (also after a restart) sends exactly the same batch and a sent batch is never sent again. The row is claimed
(attempt counted, next attempt pushed back) BEFORE the call; a crash between Jellyfin's answer and the record can
resend one batch once after the backoff, which Jellyfin takes as one more scan of the same folders.

Which paths (docs/jellyfin.md): ``done`` reports the download's links live at that moment — ``Created`` after an
apply or relink, ``Modified`` after a heal (from ``target_missing``/``orphaned``); any change reports as ``Deleted``
the links the download lost since its previous change (an undo, the old links a relink removed) unless the same
path was still a live link then (taken over by a re-added torrent: the file is still there).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import requests

from jellybit import ident, logs, store
from jellybit.backoff import Backoff
from jellybit.health import Status
from jellybit.qbit.paths import map_path
from jellybit.redaction import redact
from jellybit.store.fields import format_ts, utcnow

__all__ = ["DUE_STATES", "JOB", "RETRY", "JellyfinClient", "JellyfinError", "Health", "build_updates",
           "ensure_mark", "pending", "run_once", "register_health", "sender_job"]

log = logs.get_logger(__name__)

SERVICE = "jellyfin"
JOB = "jellyfin"
DUE_STATES = ("done", "reverted", "recognizing")
HEALS = ("target_missing", "orphaned")
# Jellyfin's own scheduled library scan runs every 12 h by default; after about a day of retries (at the cap) a
# batch is given up, logged, and that scan has long picked the files up anyway.
RETRY = Backoff(base=10.0, cap=600.0, max_attempts=150)


# -- the client ---------------------------------------------------------------------------------------------


class JellyfinError(Exception):
    """A call failed; ``status`` is the HTTP status when Jellyfin answered at all."""

    def __init__(self, message: str, status: int | None = None):
        super().__init__(redact(message))
        self.status = status


class JellyfinClient:
    """The two calls jellybit makes. Not thread-safe (one ``requests.Session``): one client per thread role."""

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 10.0,
                 session: requests.Session | None = None):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self._key = api_key
        self._session = session or requests.Session()

    def system_info(self, timeout: float | None = None) -> dict:
        """``GET /System/Info``: needs a valid key (``/System/Info/Public`` would not test it)."""
        resp = self._call("GET", "System/Info", timeout=timeout)
        try:
            return resp.json()
        except ValueError:
            raise JellyfinError("Jellyfin answered /System/Info with something that is not JSON") from None

    def report_updates(self, updates: list[dict[str, str]]) -> None:
        """``POST /Library/Media/Updated``: Jellyfin scans just these paths (its library monitor debounces)."""
        self._call("POST", "Library/Media/Updated", body={"Updates": updates}, updates=len(updates))

    def _call(self, method: str, endpoint: str, *, body: Any = None, timeout: float | None = None,
              **fields: Any) -> requests.Response:
        # The key goes in the Authorization header only: Jellyfin 12 rejects X-Emby-Token, and ?api_key= leaks
        # into proxy logs (notes/jellyfin-api.md).
        headers = {"Authorization": f'MediaBrowser Token="{self._key}"', "Accept": "application/json"}
        wait = timeout or self.timeout
        with logs.timed_call(log, SERVICE, endpoint, method=method, **fields) as info:
            try:
                resp = self._session.request(method, f"{self.base_url}/{endpoint}", json=body, headers=headers,
                                             timeout=wait)
            except requests.Timeout:
                raise JellyfinError(f"Jellyfin did not answer within {wait:g} s") from None
            except requests.RequestException as exc:
                raise JellyfinError(f"Jellyfin unreachable at {self.base_url} ({type(exc).__name__})") from None
            info["status"] = resp.status_code
            if resp.status_code == 401:
                raise JellyfinError("Jellyfin refused the API key (401)", 401)
            if resp.status_code >= 400:
                raise JellyfinError(f"Jellyfin answered {resp.status_code} to {endpoint}: {resp.text[:200]}",
                                    resp.status_code)
        return resp


# -- the outbox ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Due:
    state_change_id: str
    download_id: str
    from_state: str | None
    to_state: str
    claimed: bool  # a jellyfin_update row exists (an earlier attempt)
    attempts: int
    updates: str | None


def ensure_mark() -> None:
    """Set the high-water mark (now) the first time: Jellyfin hears about changes from here on, not history."""
    if store.database.execute_sql("SELECT 1 FROM jellyfin_mark WHERE id = 1").fetchone():
        return
    with store.write_tx():
        store.database.execute_sql("INSERT OR IGNORE INTO jellyfin_mark (id, since_id, created_at) VALUES (1, ?, ?)",
                                   (ident.new_id(), format_ts(utcnow())))


def pending(*, now: datetime | None = None, limit: int = 50) -> list[Due]:
    """Changes due now, oldest first: never tried, or pending with their next attempt reached.

    A change waits while an earlier change of the same download is still pending, so Jellyfin hears a
    download's Created before its Deleted even when one batch needed retries (an earlier change due now comes
    first in the same run, and a failure stops the run).
    """
    now_text = format_ts(now or utcnow())
    rows = store.database.execute_sql(
        "SELECT sc.id, sc.download_id, sc.from_state, sc.to_state, j.state_change_id IS NOT NULL, "
        "COALESCE(j.attempts, 0), j.updates "
        "FROM jellyfin_mark m JOIN state_change sc ON sc.id > m.since_id "
        "LEFT JOIN jellyfin_update j ON j.state_change_id = sc.id "
        f"WHERE m.id = 1 AND sc.to_state IN ({','.join('?' * len(DUE_STATES))}) "
        "AND (j.state_change_id IS NULL OR (j.status = 'pending' AND j.next_attempt_at <= ?)) "
        "AND NOT EXISTS (SELECT 1 FROM state_change sc2 JOIN jellyfin_update j2 ON j2.state_change_id = sc2.id "
        "WHERE sc2.download_id = sc.download_id AND sc2.id < sc.id AND j2.status = 'pending' "
        "AND j2.next_attempt_at > ?) "
        "ORDER BY sc.id LIMIT ?", (*DUE_STATES, now_text, now_text, limit)).fetchall()
    return [Due(r[0], r[1], r[2], r[3], bool(r[4]), r[5], r[6]) for r in rows]


# A file_link row is a live link at instant T when it existed then and was not yet removed; a row still
# 'pending' was never linked. (A legacy 'removed' row without removed_at counts as removed long ago.)
_LIVE_AT = "{t}.state != 'pending' AND {t}.created_at <= ? AND ({t}.state != 'removed' OR {t}.removed_at > ?)"


def build_updates(state_change_id: str) -> list[dict[str, str]]:
    """The batch for one state change, with jellybit's paths, sorted (see the module docstring for which)."""
    sc = store.database.execute_sql("SELECT download_id, from_state, to_state, created_at FROM state_change "
                                    "WHERE id = ?", (state_change_id,)).fetchone()
    if sc is None:
        return []
    download_id, from_state, to_state, at = sc
    prev = store.database.execute_sql("SELECT created_at FROM state_change WHERE download_id = ? AND id < ? "
                                      "ORDER BY id DESC LIMIT 1", (download_id, state_change_id)).fetchone()
    since = prev[0] if prev else ""
    out: dict[str, str] = {}
    for (path,) in store.database.execute_sql(
            "SELECT DISTINCT f.target_path FROM file_link f WHERE f.download_id = ? AND f.state = 'removed' "
            "AND f.removed_at > ? AND f.removed_at <= ? AND NOT EXISTS (SELECT 1 FROM file_link g "
            f"WHERE g.target_path = f.target_path AND {_LIVE_AT.format(t='g')})",
            (download_id, since, at, at, at)).fetchall():
        out[path] = "Deleted"
    if to_state == "done":
        kind = "Modified" if from_state in HEALS else "Created"
        for (path,) in store.database.execute_sql(
                f"SELECT DISTINCT f.target_path FROM file_link f WHERE f.download_id = ? AND {_LIVE_AT.format(t='f')}",
                (download_id, at, at)).fetchall():
            out[path] = kind
    return [{"Path": p, "UpdateType": out[p]} for p in sorted(out)]


_run_lock = threading.Lock()


def run_once(client: JellyfinClient, path_map: Iterable[tuple[str, str]] = (), *, now: datetime | None = None,
             limit: int = 50) -> int:
    """Send what is due (at most ``limit`` batches); returns how many were sent. Safe from any thread.

    The run stops at the first failure: Jellyfin is down or refusing, and the rest would fail the same way.
    """
    if not _run_lock.acquire(blocking=False):
        return 0
    try:
        with store.connection():
            ensure_mark()
            mapping = tuple(path_map)
            sent = 0
            for due in pending(now=now, limit=limit):
                outcome = _deliver(client, mapping, due, now or utcnow())
                if outcome == "failed":
                    break
                sent += outcome == "sent"
            return sent
    finally:
        _run_lock.release()


def _deliver(client: JellyfinClient, mapping: tuple[tuple[str, str], ...], due: Due, now: datetime) -> str:
    claimed = _claim(due, now)
    if claimed is None:
        return "claimed elsewhere"
    attempts, updates = claimed
    if not updates:
        return "skipped"
    d = store.Download.get_or_none(store.Download.id == due.download_id)
    hashes = [h.hash for h in store.hashes_of(d.id)] if d is not None else []
    extra = {"state_change_id": due.state_change_id, "to_state": due.to_state, "attempts": attempts}
    with logs.download_context(due.download_id, hashes):
        try:
            client.report_updates([{"Path": map_path(u["Path"], mapping), "UpdateType": u["UpdateType"]}
                                   for u in updates])
        except Exception as exc:  # noqa: BLE001 - any failure is recorded and retried; it never escapes
            wait = RETRY.delay(attempts)
            gave_up = attempts >= RETRY.max_attempts
            _fail(due, now, redact(str(exc))[:500] or type(exc).__name__, wait, gave_up)
            (log.error if gave_up else log.warning)(
                "jellyfin update %s: %s", "given up" if gave_up else "failed, will retry", exc,
                extra={**extra, "retry_in_s": None if gave_up else round(wait, 1)})
            return "failed"
        _finish(due, now)
        log.info("jellyfin told about %d library path(s)", len(updates), extra={**extra, "updates": len(updates)})
    return "sent"


def _claim(due: Due, now: datetime) -> tuple[int, list[dict[str, str]]] | None:
    """Count the attempt and push the next one back BEFORE sending; the first attempt fixes the batch (or
    records ``skipped`` when the change touched no library file). None when another run got it first."""
    attempts = due.attempts + 1
    next_at = format_ts(now + timedelta(seconds=RETRY.delay(attempts)))
    if due.claimed:
        updates = json.loads(due.updates or "[]")
        with store.write_tx():
            cur = store.database.execute_sql(
                "UPDATE jellyfin_update SET attempts = ?, next_attempt_at = ? "
                "WHERE state_change_id = ? AND status = 'pending' AND attempts = ?",
                (attempts, next_at, due.state_change_id, due.attempts))
        return (attempts, updates) if cur.rowcount == 1 else None
    with store.write_tx():
        updates = build_updates(due.state_change_id)
        status = "pending" if updates else "skipped"
        cur = store.database.execute_sql(
            "INSERT OR IGNORE INTO jellyfin_update (state_change_id, status, updates, attempts, next_attempt_at, "
            "created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (due.state_change_id, status, json.dumps(updates), attempts if updates else 0,
             next_at if updates else None, format_ts(now)))
    return (attempts, updates) if cur.rowcount == 1 else None


def _fail(due: Due, now: datetime, error: str, wait: float, gave_up: bool) -> None:
    with store.write_tx():
        store.database.execute_sql(
            "UPDATE jellyfin_update SET status = ?, last_error = ?, next_attempt_at = ? WHERE state_change_id = ?",
            ("gave_up" if gave_up else "pending", error, format_ts(now + timedelta(seconds=wait)),
             due.state_change_id))


def _finish(due: Due, now: datetime) -> None:
    with store.write_tx():
        store.database.execute_sql(
            "UPDATE jellyfin_update SET status = 'sent', last_error = NULL, sent_at = ? WHERE state_change_id = ?",
            (format_ts(now), due.state_change_id))


def waiting() -> tuple[int, str | None]:
    """(batches waiting to be sent, the last error among them) for the health row."""
    row = store.database.execute_sql(
        "SELECT COUNT(*), (SELECT last_error FROM jellyfin_update WHERE status = 'pending' AND last_error IS NOT "
        "NULL ORDER BY next_attempt_at DESC LIMIT 1) FROM jellyfin_update WHERE status = 'pending'").fetchone()
    return row[0], row[1]


# -- health and wiring --------------------------------------------------------------------------------------


class Health:
    """The health row: ``GET /System/Info`` with the key, cached for ``ttl`` seconds (the top bar's dot runs
    every check on every page), plus what waits in the outbox."""

    def __init__(self, client: JellyfinClient, *, ttl: float = 30.0, timeout: float = 3.0):
        self.client, self.ttl, self.timeout = client, ttl, timeout
        self._lock = threading.Lock()
        self._cached: tuple[float, Status] | None = None

    def __call__(self) -> Status:
        with self._lock:
            if self._cached is None or time.monotonic() - self._cached[0] > self.ttl:
                self._cached = (time.monotonic(), self._probe())
            status = self._cached[1]
        try:
            with store.connection():
                count, error = waiting()
        except Exception:  # noqa: BLE001 - the outbox line is extra; the connection test is the check
            count, error = 0, None
        detail = status.detail
        if count:
            detail += f"; {count} library update{'s' if count != 1 else ''} waiting to be sent"
            if error and status.ok:
                detail += f" (last error: {error})"
        return Status(status.ok, redact(detail), status.hint)

    def _probe(self) -> Status:
        try:
            info = self.client.system_info(timeout=self.timeout)
        except JellyfinError as exc:
            hint = ("make a key in Jellyfin's Dashboard → API Keys and set JELLYBIT_JELLYFIN_API_KEY"
                    if exc.status == 401 else
                    "check JELLYBIT_JELLYFIN_URL and that Jellyfin runs; library updates wait and are sent later")
            return Status(False, str(exc), hint)
        name, version = info.get("ServerName") or "Jellyfin", info.get("Version") or "?"
        return Status(True, f"{name}, Jellyfin {version}, at {self.client.base_url}")


def register_health(runtime) -> None:
    """Add the ``jellyfin`` row to the health page when Jellyfin is configured (also without the worker)."""
    s = runtime.settings
    if s.jellyfin_url and s.jellyfin_api_key:
        runtime.health.register("jellyfin", Health(JellyfinClient(s.jellyfin_url, s.jellyfin_api_key)))


def sender_job(settings) -> Callable[[], None] | None:
    """The worker job body (its own client: it runs on a scheduler thread), or None when not configured."""
    if not (settings.jellyfin_url and settings.jellyfin_api_key):
        return None
    client = JellyfinClient(settings.jellyfin_url, settings.jellyfin_api_key)
    return lambda: run_once(client, settings.jellyfin_path_map)

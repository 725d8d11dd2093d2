"""The qBittorrent side of the worker: add, poll, reconcile, timeouts, recovery, discover (SPEC §6, jobs 1–5).

One :meth:`QbtSync.tick` runs them in order on one snapshot. A steady tick asks ``torrents/info`` only for
the torrents of the downloads it follows, by hash (1–2 ms of qBittorrent's CPU at 1,000 torrents, where one
``sync/maindata`` costs ~80 ms even when nothing changed: it diffs its whole state). Every torrent is listed
on the slow pass only, and on the tick after a followed torrent first went missing from the by-hash answer
(removed by hand, or a hybrid re-keyed to ``v2[:40]`` when its metadata arrived): vanishing, timeouts,
recovery, discover and desync's ``torrent_present`` read that full listing. The steps share the snapshot and
the client's session, so they run in one job, never concurrently.

A download's log context is entered before every qBittorrent call made on its behalf (seed 001).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any
from urllib.parse import quote

from jellybit import logs, store
from jellybit.backoff import Backoff
from jellybit.config import Settings
from jellybit.health import Status
from jellybit.infohash import V1, Infohash
from jellybit.qbit import errors as qerr
from jellybit.qbit.client import AddResult, QbitClient
from jellybit.qbit.paths import map_path
from jellybit.qbit.states import TorrentClass, api_id, classify, torrent_hashes
from jellybit.store.downloads import DOWNLOAD_COLUMNS, select_downloads
from jellybit.store.fields import format_ts, utcnow
from jellybit.words import duration_words

log = logs.get_logger(__name__)

FOLLOWED = ("downloading", "stuck")  # states whose torrent the poll follows
# The queries of every tick are plain SQL written once here: peewee building the same three queries
# each tick was ~40% of a steady tick's CPU (issue 16, item 6; docs/performance.md).
# Followed: downloading/stuck, and deferred before its data was complete (progress, speed; the state
# is the person's, never moved by the poll).
_FOLLOWED_SQL = (f"(state IN ({', '.join(repr(s) for s in FOLLOWED)}) "
                 "OR (state = 'deferred' AND (progress IS NULL OR progress < 1)))")
_DUE_SQL = "(state = 'catched' AND (next_attempt_at IS NULL OR next_attempt_at <= ?))"
_FOLLOWED_IDS = f"SELECT id, state FROM download WHERE {_FOLLOWED_SQL} OR {_DUE_SQL}"
_DUE_ROWS = f"SELECT {DOWNLOAD_COLUMNS} FROM download WHERE {_DUE_SQL} ORDER BY id"
_FOLLOWED_ROWS = f"SELECT {DOWNLOAD_COLUMNS} FROM download WHERE {_FOLLOWED_SQL}"
_UNSEEN_ROWS = _FOLLOWED_ROWS + " AND qbit_state IS NULL"
_UNSEEN_OR_OWNING_ROWS = (_FOLLOWED_ROWS + " AND (qbit_state IS NULL OR id IN "
                          "(SELECT download_id FROM download_infohash WHERE infohash IN ({})))")
RECOVERABLE_CODES = ("qbit_error", "source_missing", "magnet_timeout")
VANISH_GRACE = timedelta(seconds=10)  # qBittorrent lists a torrent a few ms after 'Ok.'; be generous
ADD_RETRY = Backoff(base=5.0, cap=300.0)  # an add that failed is retried after 5, 10, 20, … s, at most 5 min apart
# Past this many ids a by-hash ask saves qBittorrent little over a full listing and makes a long URL.
BY_HASH_MAX = 200


@dataclass
class LiveMap:
    """Every torrent of the snapshot keyed by every hash form (v1, v2 and the API id)."""

    by_hash: dict[str, dict[str, Any]] = field(default_factory=dict)
    torrents: dict[str, dict[str, Any]] = field(default_factory=dict)  # API id → torrent

    def rebuild(self, torrents) -> None:
        """Replace the map with a full listing (API id → torrent)."""
        self.torrents = dict(torrents)
        index: dict[str, dict[str, Any]] = {}
        for tid, t in torrents.items():
            index[tid] = t
            for h in torrent_hashes(t):
                index[h.hash] = t
        self.by_hash = index

    def merged(self, answer: list[dict[str, Any]]) -> LiveMap:
        """A new map: this one with the torrents of a by-hash answer replaced. Never mutated in place (web
        threads read the current map); torrents not in the answer keep their entry of the last listing."""
        out = LiveMap(dict(self.by_hash), dict(self.torrents))
        for t in answer:
            tid = t.get("hash") or api_id(torrent_hashes(t))
            out.torrents[tid] = t
            out.by_hash[tid] = t
            for h in torrent_hashes(t):
                out.by_hash[h.hash] = t
        return out

    def match(self, hashes) -> dict[str, Any] | None:
        for h in hashes:
            t = self.by_hash.get(h.hash if isinstance(h, Infohash) else h)
            if t is not None:
                return t
        return None


class QbtSync:
    """Owns the qBittorrent client's polling session and the live map; one instance per process."""

    def __init__(self, settings: Settings, client: QbitClient):
        self.settings = settings
        self.client = client
        self.live = LiveMap()
        self.synced = False  # a full listing is known
        self.snapshot_at = utcnow()  # when the last full listing was asked for (vanishing counts from it)
        self._list_next = False
        self.listed = False  # this tick's live map is a full listing
        self._absent: set[str] = set()  # followed downloads the last full listing did not have
        self._status = Status(False, "not contacted yet", since=time.time())
        self._version: str | None = None
        self._last_slow = 0.0
        # Since when qBittorrent has answered without a break: the add timeout counts from here, so an
        # outage never uses up a download's time (issue 15, item 1).
        self.reachable_since: datetime | None = None
        self.ticks = 0
        self.failed_ticks = 0  # ticks in which at least one step raised
        self.last_errors: dict[str, str] = {}  # step → the last error of the latest tick
        self.slowest: dict[str, float] = {}  # step → its longest run so far, seconds (benchmarks, diagnosis)

    # -- health -------------------------------------------------------------------------------------

    def health(self) -> Status:
        return self._status

    def _up(self) -> None:
        if not self._status.ok:
            try:
                v = self.client.version()
                self._version = f"qBittorrent {v.get('app_version', '?')} (Web API {v.get('webapi_version', '?')})"
            except qerr.QbitError:
                self._version = "qBittorrent"
            log.info("qBittorrent is reachable", extra={"component": "qbittorrent", "version": self._version})
            self.reachable_since = utcnow()
            self._status = Status(True, self._version or "reachable", since=time.time(),
                                  extra={"url": self.client.url})

    def _down(self, exc: Exception) -> None:
        hint = ("check JELLYBIT_QBT_USERNAME / JELLYBIT_QBT_PASSWORD" if isinstance(exc, qerr.QbitAuthError)
                else "is qBittorrent running, and is JELLYBIT_QBT_URL right?")
        if self._status.ok or self._status.detail.startswith("not contacted"):
            log.warning("qBittorrent is down: %s", exc, extra={"component": "qbittorrent",
                                                               "error_type": type(exc).__name__})
        self._status = Status(False, f"{type(exc).__name__}: {exc}", hint,
                              since=time.time() if self._status.ok else self._status.since,
                              extra={"url": self.client.url})
        self.synced = False
        self.reachable_since = None

    @property
    def slow_interval(self) -> float:
        """Seconds between the full passes (timeouts, recovery, discover): 30 s, or often enough to notice
        a timeout within a quarter of its length, and never faster than the poll."""
        s = self.settings
        return max(s.poll_interval, min(30.0, s.magnet_timeout / 4, s.stall_timeout / 4))

    def list_next(self) -> None:
        """Make the next tick list every torrent (not the slow steps): a caller about to trust
        ``torrent_present`` for downloads the worker does not follow (done ones) wants it fresh."""
        self._list_next = True

    def torrent_present(self, d: store.Download) -> bool | None:
        """Is the download's torrent in qBittorrent? None when that is unknown (no snapshot).

        As of the last full listing (at most ``slow_interval`` old) for a download the worker does not
        follow, as of this tick for one it follows; desync runs every 60 s, so it always sees a newer one.

        Read from web threads: the live map is replaced whole by the tick, never mutated in place.
        """
        if not self.synced or not self._status.ok:
            return None
        return self.live.match(store.hashes_of(d.id)) is not None

    # -- the tick -------------------------------------------------------------------------------------

    def tick(self) -> None:
        """One pass: poll the followed torrents, add what is catched, follow what changed; every torrent
        is listed (and the slower checks run) every ~30 s."""
        started = utcnow()
        now = time.monotonic()
        slow = now - self._last_slow >= self.slow_interval
        try:
            full, everything, touched = self._poll(slow or not self.synced or self._list_next)
        except qerr.QbitError as exc:
            self._down(exc)
            return
        self._up()
        self._list_next = self._list_next and not full
        self.listed = full  # vanishing is decided only against a full listing
        if full:
            self.snapshot_at = started
        self.synced = True
        steps = [("process_catched", self.process_catched),
                 ("follow", lambda: self.follow(touched, everything=everything))]
        if slow:
            self._last_slow = now
            steps += [("check_timeouts", self.check_timeouts), ("recover", self.recover)]
            if self.settings.discover:
                steps.append(("discover", self.discover))
        self.ticks += 1
        self.last_errors = {}
        for name, step in steps:  # one step failing never skips the others (issue 15, item 5)
            t0 = time.perf_counter()
            try:
                step()
            except (qerr.QbitUnavailable, qerr.QbitAuthError) as exc:
                self._down(exc)
                self.last_errors[name] = f"{type(exc).__name__}: {exc}"
            except Exception as exc:  # noqa: BLE001 - logged and counted; the next step still runs
                log.exception("worker step %s failed", name, extra={"step": name})
                self.last_errors[name] = f"{type(exc).__name__}: {exc}"
            finally:
                took = time.perf_counter() - t0
                if took > self.slowest.get(name, 0.0):
                    self.slowest[name] = took
        if self.last_errors:
            self.failed_ticks += 1

    def followed_ids(self) -> tuple[dict[str, list[str]], set[str]]:
        """Download id → the ids to ask ``torrents/info`` for: the API id and every v1 (as ``find`` does;
        a btih-only magnet of a hybrid is keyed by its v1 until its metadata arrives). Followed are the
        downloading/stuck ones, the deferred-and-incomplete ones and the catched ones due to be added
        (returned apart too: one not in qBittorrent yet is simply not added, never missing)."""
        rows = store.database.execute_sql(_FOLLOWED_IDS, (format_ts(utcnow()),)).fetchall()
        all_hashes = store.hashes_for(did for did, _ in rows)
        out = {}
        for did, _ in rows:
            hashes = all_hashes[did]
            if hashes:
                out[did] = list(dict.fromkeys([api_id(hashes), *(h.hash for h in hashes if h.kind == V1)]))
        return out, {did for did, state in rows if state == "catched"}

    def _poll(self, full: bool) -> tuple[bool, bool, set[str]]:
        """Refresh the live map: by hash for the followed downloads, or every torrent when ``full``, when a
        followed torrent newly went missing from the by-hash answer (gone, or a hybrid re-keyed to
        ``v2[:40]``: only a listing finds it by its v1), or when too many are followed to ask by hash.
        Returns (listed every torrent, reconcile every followed download, touched hashes)."""
        followed, catched = self.followed_ids()
        ids = [i for d_ids in followed.values() for i in d_ids]
        old = self.live.torrents
        if not full and len(ids) <= BY_HASH_MAX:
            answer = self.client.torrents(ids) if ids else []
            if not ids:
                self.client.ping()  # nothing to follow: still notice an outage every tick
            answered = {t.get("hash") for t in answer} | {h.hash for t in answer for h in torrent_hashes(t)}
            missing = {d for d, d_ids in followed.items() if d not in catched and answered.isdisjoint(d_ids)}
            if missing <= self._absent:  # nothing newly missing: the by-hash answer is enough
                self.live = self.live.merged(answer)
                return False, False, _changed(old, answer)
            full = True
        listing = self.client.torrents()
        live = LiveMap()
        live.rebuild({t.get("hash") or api_id(torrent_hashes(t)): t for t in listing})
        self.live = live
        self._absent = {d for d, d_ids in followed.items() if d not in catched
                        and not any(i in live.by_hash for i in d_ids)}
        return True, full, _changed(old, listing)

    # -- 1. process_catched ------------------------------------------------------------------------------

    def process_catched(self) -> None:
        """Add every due ``catched`` download. The rows and their hashes are read in full BEFORE the first
        write: iterating a lazy SELECT while writing holds a stale read snapshot, and SQLite then refuses
        the ``BEGIN IMMEDIATE`` upgrade at once ("database is locked"; busy_timeout does not apply)."""
        due = select_downloads(_DUE_ROWS, (format_ts(utcnow()),))
        all_hashes = store.hashes_for(d.id for d in due)
        for d in due:
            hashes = all_hashes[d.id]
            with logs.download_context(d.id, [h.hash for h in hashes]):
                try:
                    self.add_one(d, hashes)
                except store.StoreError as exc:  # moved on under us (cancelled meanwhile): nothing to do
                    log.info("add skipped: %s", exc)
                except (qerr.QbitUnavailable, qerr.QbitAuthError):
                    raise  # qBittorrent itself is down: the tick stops here
                except qerr.QbitError as exc:  # this torrent's problem, not the daemon's: next one
                    log.warning("add failed: %s", exc)

    def add_one(self, d: store.Download, hashes: list[Infohash]) -> bool:
        """Add one download to qBittorrent; True when it is there (promoted). Caller set the context."""
        now = utcnow()
        # The timeout counts time while qBittorrent answered (never an outage) and needs one real attempt.
        since = max(d.created_at, self.reachable_since or now)
        if d.add_attempts > 0 and now - since > timedelta(seconds=self.settings.add_timeout):
            store.set_state(d.id, "failed", error_code="qbit_add",
                            error_message=f"qBittorrent did not take the torrent within "
                                          f"{duration_words(self.settings.add_timeout)} ({d.add_attempts} attempts)")
            return False
        present = self.live.match(hashes)
        if present is None:
            try:
                result = self._add(d)
            except qerr.QbitAddRejected as exc:  # 415: qBittorrent will never take this file
                store.set_state(d.id, "failed", error_code="qbit_add", add_attempts=d.add_attempts + 1,
                                error_message=f"qBittorrent refused the torrent: {exc}")
                return False
            present = self._await_visible(hashes, scan=result is not AddResult.OK) if result is not None else None
            if present is None:
                attempts = d.add_attempts + 1
                store.update_fields(d.id, add_attempts=attempts,
                                    next_attempt_at=now + timedelta(seconds=ADD_RETRY.delay(attempts)))
                log.warning("torrent not added yet (attempt %d): %s", attempts,
                            result.value if result else "not sent", extra={"attempt": attempts})
                return False
        else:
            log.info("torrent already in qBittorrent: counted as added")
        facts = self._observed(d, present)
        facts.pop("qbit_state", None)  # "unseen" until a snapshot lists it: followed every tick till then
        store.promote_catched(d.id, progress_at=now, **facts)
        return True

    def _add(self, d: store.Download) -> AddResult | None:
        tags = ["jellybit", f"jb-{d.id}"]
        kw = dict(category=self.settings.qbt_category, save_path=self.settings.qbt_save_path, tags=tags)
        if d.source_kind == "torrent":
            try:
                data = open(d.source_ref, "rb").read()
            except OSError as exc:
                log.error("stored .torrent unreadable: %s", exc)
                return None
            return self.client.add(torrent=data, **kw)
        return self.client.add(magnet=d.source_ref, **kw)

    def _await_visible(self, hashes: list[Infohash], timeout: float = 2.0, *, scan: bool = False) -> dict | None:
        """4.5.2 answers ``Ok.`` (or ``Fails.`` for a duplicate) before the torrent is listed: look it up.

        After a refusal (``scan``) the torrent may be one qBittorrent already had: a hybrid keyed by
        ``v2[:40]`` that only a listing finds by the v1 of a btih-only magnet (the live map is a full
        listing only every ~30 s now), so that lookup may list every torrent once."""
        deadline = time.monotonic() + timeout
        while True:
            found = self.client.find(hashes, scan=False)
            if found is not None or time.monotonic() >= deadline:
                break
            time.sleep(0.05)
        return found if found is not None or not scan else self.client.find(hashes, scan=True)

    def observe(self, torrent: dict[str, Any]) -> None:
        """A command just changed this torrent (paused it, resumed it): show it in the live view now; the
        next poll replaces it with what qBittorrent reports."""
        self.live = self.live.merged([torrent])

    # -- 2. poll: follow downloading/stuck torrents ---------------------------------------------------------

    def _observed(self, d: store.Download, t: dict[str, Any]) -> dict[str, Any]:
        """Facts from qBittorrent that differ from what the row holds (written only when changed)."""
        facts = {
            "name": t.get("name") or d.name,
            "size": int(t["size"]) if int(t.get("size") or 0) > 0 else d.size,
            "progress": round(float(t.get("progress") or 0.0), 4),
            "dlspeed": int(t.get("dlspeed") or 0),
            "upspeed": int(t.get("upspeed") or 0),
            "eta": int(t["eta"]) if t.get("eta") not in (None, 8640000) else None,
            "save_path": map_path(t["save_path"], self.settings.qbt_path_map) if t.get("save_path") else d.save_path,
            "content_path": (map_path(t["content_path"], self.settings.qbt_path_map) if t.get("content_path")
                             else d.content_path),
            "qbit_state": t.get("state"),
        }
        return {k: v for k, v in facts.items() if getattr(d, k) != v}

    def follow(self, hashes: set[str], *, everything: bool) -> None:
        """Update and reconcile followed downloads whose torrent changed (or all of them)."""
        if everything:
            rows = select_downloads(_FOLLOWED_ROWS)
        elif hashes:
            rows = select_downloads(_UNSEEN_OR_OWNING_ROWS.format(",".join("?" * len(hashes))), sorted(hashes))
        else:
            rows = select_downloads(_UNSEEN_ROWS)
        if not rows:
            return
        all_hashes = store.hashes_for(d.id for d in rows)
        for d in rows:
            with logs.download_context(d.id, [h.hash for h in all_hashes[d.id]]):
                try:
                    self.reconcile_one(d, all_hashes[d.id])
                except store.StoreError as exc:
                    log.info("reconcile skipped: %s", exc)

    def reconcile_one(self, d: store.Download, hashes: list[Infohash]) -> None:
        t = self.live.match(hashes)
        now = utcnow()
        if d.state == "deferred":  # deferred before completion: progress is followed, the state is the person's
            facts = self._observed(d, t) if t is not None else {}
            if facts:
                store.update_fields(d.id, **facts)
            return
        if t is None:
            if not self.listed:  # not in a by-hash answer: the next full listing decides
                return
            since = _active_since(d)  # a Retry re-adds: the grace counts from there, not the first add
            if since < self.snapshot_at - VANISH_GRACE:  # absent from a snapshot taken well after the add
                store.set_state(d.id, "failed", error_code="source_missing",
                                error_message="the torrent is no longer in qBittorrent (removed by hand?)")
            return
        new_hashes = [h for h in torrent_hashes(t) if h not in hashes]
        if new_hashes:
            try:
                store.add_infohashes(d.id, new_hashes)
            except store.InfohashTaken as exc:
                log.warning("revealed hash belongs to another active download", extra={"owner_id": exc.owner_id,
                                                                                      "refused": exc.infohash})
        facts = self._observed(d, t)
        if "progress" in facts and facts["progress"] > (d.progress or 0):
            facts["progress_at"] = now
        kind = classify(t)
        if kind is TorrentClass.READY:
            store.set_state(d.id, "completed", **facts)
        elif kind is TorrentClass.ERROR:
            store.set_state(d.id, "failed", error_code="qbit_error",
                            error_message=f"qBittorrent reports {t.get('state')}", **facts)
            self.stop_torrent(t)
        elif d.state == "stuck" and "progress_at" in facts:
            store.set_state(d.id, "downloading", **facts)  # stuck is active: progress again is enough
        elif facts:
            store.update_fields(d.id, **facts)

    # -- 3. check_timeouts --------------------------------------------------------------------------------

    def check_timeouts(self) -> None:
        now = utcnow()
        magnet_deadline = now - timedelta(seconds=self.settings.magnet_timeout)
        stall_deadline = now - timedelta(seconds=self.settings.stall_timeout)
        rows = list(store.Download.select().where(store.Download.state == "downloading"))
        all_hashes = store.hashes_for(d.id for d in rows)
        for d in rows:
            t = self.live.match(all_hashes[d.id])
            kind = classify(t) if t is not None else None
            with logs.download_context(d.id, [h.hash for h in all_hashes[d.id]]):
                try:
                    if kind is TorrentClass.METADATA and _active_since(d) < magnet_deadline:
                        store.set_state(d.id, "failed", error_code="magnet_timeout",
                                        error_message=f"no metadata after "
                                                      f"{duration_words(self.settings.magnet_timeout)}: "
                                                      "nobody seems to share this torrent")
                        self.stop_torrent(t)
                    elif kind not in (TorrentClass.READY, TorrentClass.METADATA, TorrentClass.CHECKING,
                                      TorrentClass.MOVING, TorrentClass.PAUSED) and (d.progress_at or d.source_added_at
                                                                or d.created_at) < stall_deadline:
                        store.set_state(d.id, "stuck", error_code="stalled",
                                        error_message=f"no progress for {duration_words(self.settings.stall_timeout)}")
                except store.StoreError as exc:
                    log.info("timeout check skipped: %s", exc)

    def stop_torrent(self, t: dict[str, Any]) -> None:
        """Stop (pause) the torrent of a download that just failed, so a dead magnet or a broken torrent
        does not hold one of qBittorrent's download slots forever. Never deleted: Retry resumes it.
        Best effort: the failure is recorded either way, and an unreachable qBittorrent is logged."""
        try:
            self.client.pause(t.get("hash") or api_id(torrent_hashes(t)))
            log.info("torrent stopped in qBittorrent (the download failed)", extra={"qbit_state": t.get("state")})
        except qerr.QbitError as exc:
            log.warning("could not stop the failed download's torrent: %s", exc)

    # -- 4. reconcile_recovery ----------------------------------------------------------------------------

    def recover(self) -> None:
        """Failed downloads whose torrent is back and progressing (or complete) are re-activated, guarded."""
        rows = list(store.Download.select().where(store.Download.state == "failed",
                                                  store.Download.error_code.in_(RECOVERABLE_CODES)))
        all_hashes = store.hashes_for(d.id for d in rows)  # read everything before the first write
        for d in rows:
            hashes = all_hashes[d.id]
            t = self.live.match(hashes)
            if t is None:
                continue
            kind = classify(t)
            progressing = kind is TorrentClass.DOWNLOADING and float(t.get("progress") or 0) > (d.progress or 0)
            if kind is not TorrentClass.READY and not progressing:
                continue
            with logs.download_context(d.id, [h.hash for h in hashes]):
                try:
                    store.activate_if_no_other_active(d.id, "completed" if kind is TorrentClass.READY
                                                      else "downloading", progress_at=utcnow(),
                                                      **self._observed(d, t))
                    log.info("recovered: the torrent is %s again", kind.value)
                except (store.InfohashTaken, store.IllegalTransition) as exc:
                    log.info("not recovered: %s", exc)

    # -- 5. discover ------------------------------------------------------------------------------------------

    def discover(self) -> None:
        """Adopt torrents under the watched category that no download knows."""
        category = self.settings.qbt_category
        for t in list(self.live.torrents.values()):
            if t.get("category") != category:
                continue
            hashes = torrent_hashes(t)
            if not hashes or store.DownloadInfohash.select().where(
                    store.DownloadInfohash.infohash.in_([h.hash for h in hashes])).exists():
                continue
            ready = classify(t) is TorrentClass.READY
            result = store.create_download_if_no_active(
                hashes=hashes, source_ref=magnet_for(hashes, t.get("name") or ""), source_kind="adopted",
                name=t.get("name") or "", state="completed" if ready else "downloading", category=category,
                source_added_at=datetime.fromtimestamp(int(t.get("added_on") or time.time()), tz=timezone.utc),
                progress_at=utcnow())
            with logs.download_context(result.download_id, [h.hash for h in hashes]):
                log.info("adopted a torrent found in qBittorrent", extra={"qbit_name": t.get("name")})
                d = store.get(result.download_id)
                facts = self._observed(d, t)
                if facts:
                    store.update_fields(d.id, **facts)


def _changed(old: dict[str, dict[str, Any]], answer: list[dict[str, Any]]) -> set[str]:
    """Every hash of the torrents in ``answer`` that differ from (or are missing in) ``old``."""
    return {h.hash for t in answer if old.get(t.get("hash")) != t for h in torrent_hashes(t)}


def _active_since(d: store.Download) -> datetime:
    """When the download last became active: the add, or a later Retry/recovery (a timeout counts from
    there, so a retried magnet gets the whole timeout again instead of failing at the next pass)."""
    added = d.source_added_at or d.created_at
    return max(added, d.state_changed_at) if d.state_changed_at else added


def magnet_for(hashes: list[Infohash], name: str = "") -> str:
    """A magnet from FULL hashes (never qBittorrent's truncated id): btih for v1, btmh for v2."""
    parts = [f"xt=urn:btih:{h.hash}" if h.kind == "v1" else f"xt=urn:btmh:1220{h.hash}" for h in hashes]
    if name:
        parts.append("dn=" + quote(name))
    return "magnet:?" + "&".join(parts)

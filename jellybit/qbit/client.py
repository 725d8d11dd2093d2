"""``QbitClient``: the few qBittorrent verbs jellybit needs, with typed errors and one log record per call.

It knows no domain entity: callers bind ``download_id``/``infohash`` with ``logs.bind`` before a
call and every record carries them (SPEC §4). Retries are qbittorrent-api's own and are not
repeated here: ``_request_manager`` retries a connection error or 5xx once on a fresh session,
and ``_auth_request`` logs in again once after a 403 and repeats the call once (2026.10.1).
One instance is one poller: ``sync_delta`` keeps its rid on a dedicated HTTP session.
"""

from __future__ import annotations

import contextlib
import enum
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import qbittorrentapi as qba
from urllib3.util.retry import Retry

from jellybit import logs
from jellybit.infohash import V1, Infohash, normalize
from jellybit.qbit.errors import (
    QbitAddRejected,
    QbitAuthError,
    QbitError,
    QbitNotFound,
    QbitUnavailable,
)
from jellybit.qbit.states import api_id
from jellybit.qbit.sync import MaindataCache, SyncDelta
from jellybit.redaction import redact

__all__ = ["AddResult", "QbitClient"]

log = logs.get_logger(__name__)
SERVICE = "qbittorrent"


class AddResult(str, enum.Enum):
    """What ``torrents/add`` answered; the caller confirms by looking the torrent up by its hashes."""

    OK = "ok"  # 'Ok.': accepted, but visible in torrents/info only ~10 ms later (4.5.2, notes §7)
    ALREADY_PRESENT = "already_present"  # 409 Conflict: qBittorrent ≥ 5 for a torrent it already has
    FAILED = "fails"  # bare 'Fails.': 4.5.2 says this for a duplicate AND for a bad magnet, with no reason


class _AuthGate:
    """Stops logging in after a refused login, so a wrong password cannot trip qBittorrent's IP ban.

    qBittorrent bans an IP for an hour after 5 failed logins (``WebUI\\MaxAuthenticationFailCount``)
    and only a successful login resets that count, so even slow periodic retries end in a ban.
    After a failure no request is sent for ``cooldown`` seconds; after ``max_failures`` in a row
    none at all until ``reset()`` (new credentials), which leaves a person room to log in.
    """

    def __init__(self, cooldown: float, max_failures: int, clock: Callable[[], float] = time.monotonic) -> None:
        self._cooldown, self._max, self._clock = cooldown, max_failures, clock
        self._lock = threading.Lock()
        self.failures = 0
        self._until = 0.0
        self.last_error = ""

    @property
    def stopped(self) -> bool:
        """No login until :meth:`reset`: ``max_failures`` refused logins in a row."""
        return self.failures >= self._max

    def check(self) -> None:
        with self._lock:
            if not self.failures:
                return
            if self.stopped:
                raise QbitAuthError(f"{self.last_error}; stopped after {self.failures} refused logins "
                                    "until the credentials are reset")
            wait = self._until - self._clock()
            if wait > 0:
                raise QbitAuthError(f"{self.last_error}; next login attempt in {wait:.0f} s")

    def failed(self, message: str) -> None:
        with self._lock:
            self.failures += 1
            self._until = self._clock() + self._cooldown
            self.last_error = message

    def succeeded(self) -> None:
        if self.failures:
            with self._lock:
                self.failures, self.last_error = 0, ""

    def reset(self) -> None:
        self.succeeded()


def _translate(exc: Exception, gate: _AuthGate) -> Exception:
    """Give a qbittorrent-api exception its meaning for jellybit (order matters: subclasses first).

    The upstream text is redacted here, before it leaves the wrapper: an error body may echo the request.
    """
    text = redact(str(exc))
    if isinstance(exc, qba.LoginFailed):  # a subclass of APIConnectionError
        gate.failed("qBittorrent refused the login (wrong username or password)")
        return QbitAuthError(gate.last_error)
    if isinstance(exc, qba.HTTP403Error):  # still 403 after the library's one re-login, or this IP is banned
        gate.failed(f"qBittorrent answered 403: {text[:200] or 'Forbidden'}")
        return QbitAuthError(gate.last_error)
    if isinstance(exc, qba.NotFound404Error):
        return QbitNotFound(text or "torrent not found")
    if isinstance(exc, qba.UnsupportedMediaType415Error):
        return QbitAddRejected(text or "not a valid torrent file")
    if isinstance(exc, qba.HTTP5XXError):
        return QbitUnavailable(f"qBittorrent answered {type(exc).__name__}: {text[:200]}")
    if isinstance(exc, qba.HTTPError):
        return QbitError(f"qBittorrent answered {type(exc).__name__}: {text[:200]}")
    if isinstance(exc, qba.APIConnectionError):  # refused, timeout, reset: what is left of the connection errors
        return QbitUnavailable(text[:300] or "cannot connect to qBittorrent")
    return QbitError(f"{type(exc).__name__}: {text[:300]}")


def _add_result(answer: Any) -> AddResult:
    """Read a torrents/add answer: text before Web API 2.14, a JSON summary after (5.x, unverified here)."""
    if isinstance(answer, Mapping):
        accepted = int(answer.get("success_count") or 0) + int(answer.get("pending_count") or 0)
        return AddResult.OK if accepted else AddResult.FAILED
    return AddResult.OK if str(answer).strip() == "Ok." else AddResult.FAILED


class _Api(qba.Client):
    """qbittorrent-api asks ``app/webapiVersion`` before every ``torrents/add``, ``stop`` and ``start`` (to
    pick the parameter and endpoint names of that version): one more HTTP round trip per call, half of the
    worker's CPU per added magnet (issue 15, item 10). The answer is kept until :meth:`forget_version`
    (a broken connection: qBittorrent may have been restarted, or upgraded; and every ``version()``)."""

    _webapi: str | None = None

    def app_web_api_version(self, **kwargs: Any) -> str:
        if kwargs or self._webapi is None:
            answer = super().app_web_api_version(**kwargs)
            if not kwargs:
                self._webapi = answer
            return answer
        return self._webapi

    app_webapiVersion = app_web_api_version  # the library's alias, kept pointing at this one

    def forget_version(self) -> None:
        self._webapi = None


class QbitClient:
    """A thin qBittorrent Web API client; every method raises only ``QbitError`` subclasses.

    Not meant to be shared by threads that poll: give each poller its own instance. A daemon that
    hangs costs up to twice ``timeout`` per call (qbittorrent-api retries a timed-out request once;
    a repeated ``torrents/add`` may then answer ``Fails.`` for the torrent its first try added).
    """

    def __init__(self, url: str, username: str = "admin", password: str = "adminadmin", timeout: float = 10.0,
                 *, auth_cooldown: float = 60.0, max_login_failures: int = 3) -> None:
        self.url = url.rstrip("/")
        self._username, self._password, self.timeout = username, password, timeout
        logs.register_secret(password)
        self._gate = _AuthGate(auth_cooldown, max_login_failures)
        self._api = self._new_api()
        self._sync_api: _Api | None = None
        self._cache = MaindataCache()

    def _new_api(self) -> _Api:
        """A qbittorrent-api client tuned so a hung daemon costs 2 x timeout, not ~10 x (2026.10.1).

        By default every new session first probes the scheme (GET / over http, then https) and
        urllib3 retries each GET once more on a read timeout; ``_request_manager`` then retries
        the whole call on a fresh session, probing again. The URL carries its scheme, so the
        probe is skipped, and urllib3 keeps only its connect retry; the library's own single
        retry stays the only one.
        """
        return _Api(
            host=self.url, username=self._username, password=self._password,
            REQUESTS_ARGS={"timeout": self.timeout},
            FORCE_SCHEME_FROM_HOST=True,
            HTTPADAPTER_ARGS={"max_retries": Retry(total=1, connect=1, read=0, status=0, redirect=0)},
            SIMPLE_RESPONSES=True,  # plain dicts/lists: no AttrDict wrapping (CPU at 1,000 torrents)
            DISABLE_LOGGING_DEBUG_OUTPUT=True,  # we log every call ourselves
        )

    @contextlib.contextmanager
    def _calling(self, endpoint: str, **fields: Any) -> Iterator[dict[str, Any]]:
        """One logged call: refuse at once while the auth gate is closed, translate errors, time it."""
        self._gate.check()
        with logs.timed_call(log, SERVICE, endpoint, **fields) as info:
            try:
                yield info
            except qba.APIError as exc:
                if isinstance(exc, (qba.APIConnectionError, qba.HTTP5XXError)):
                    self._forget_version()  # it may come back as another version
                raise _translate(exc, self._gate) from exc
        self._gate.succeeded()

    # -- auth ---------------------------------------------------------------------------------

    @property
    def auth_stopped(self) -> bool:
        """Has the auth gate stopped logging in for good (until :meth:`reset_auth`)?"""
        return self._gate.stopped

    def reset_auth(self, username: str | None = None, password: str | None = None) -> None:
        """Open the auth gate again (the person fixed the password in qBittorrent and pressed "Try logging in
        again" on the health page); optionally set new credentials."""
        if username is not None or password is not None:
            self._username = username if username is not None else self._username
            self._password = password if password is not None else self._password
            logs.register_secret(self._password)
            self.close()
            self._api = self._new_api()
        self._gate.reset()

    def close(self) -> None:
        """Drop both HTTP sessions (a new call opens a new one)."""
        for api in (self._api, self._sync_api):
            if api is not None:
                api._trigger_session_initialization()
        self._sync_api = None

    # -- application --------------------------------------------------------------------------

    def _forget_version(self) -> None:
        for api in (self._api, self._sync_api):
            if api is not None:
                api.forget_version()

    def version(self) -> dict[str, str]:
        """``{"app_version": "v4.5.2", "webapi_version": "2.8.19"}``, asked afresh (the worker asks after
        every outage, so the Web API version kept for add/stop/start is renewed then too)."""
        self._forget_version()
        with self._calling("app/version"):
            app = self._api.app_version()
        with self._calling("app/webapiVersion"):
            webapi = self._api.app_web_api_version()
        return {"app_version": app, "webapi_version": webapi}

    def ping(self) -> None:
        """One ``app/version`` (~1 ms): is qBittorrent there, when there is nothing else to ask."""
        with self._calling("app/version"):
            self._api.app_version()

    def preferences(self) -> dict[str, Any]:
        with self._calling("app/preferences"):
            return dict(self._api.app_preferences())

    def set_preferences(self, prefs: Mapping[str, Any]) -> None:
        """Change preferences at run time, e.g. ``{"refresh_interval": 100}``."""
        with self._calling("app/setPreferences", keys=sorted(prefs)):
            self._api.app_set_preferences(dict(prefs))

    # -- torrents -----------------------------------------------------------------------------

    def add(self, *, magnet: str | None = None, torrent: bytes | None = None, category: str | None = None,
            save_path: str | None = None, tags: Iterable[str] = (), paused: bool = False,
            skip_checking: bool = False, download_limit: int | None = None) -> AddResult:
        """Add one magnet or one .torrent; a 415 (invalid torrent file) raises ``QbitAddRejected``.

        ``Ok.`` means accepted, not visible: poll ``find`` for the precomputed id. A torrent with an
        unknown ``category`` creates that category (4.5.2). If the first request timed out after
        qBittorrent had added it, the library's one retry answers ``Fails.``: look the torrent up.
        """
        if (magnet is None) == (torrent is None):
            raise ValueError("give exactly one of magnet or torrent")
        with self._calling("torrents/add", source="magnet" if magnet else "torrent") as info:
            try:
                answer = self._api.torrents_add(
                    urls=magnet, torrent_files={"jellybit.torrent": torrent} if torrent is not None else None,
                    save_path=save_path, category=category, tags=list(tags) or None,
                    is_paused=paused, is_skip_checking=skip_checking, download_limit=download_limit,
                )
            except qba.Conflict409Error:  # qBittorrent ≥ 5: "already present" (4.5.2 answers 'Fails.')
                info["outcome"] = AddResult.ALREADY_PRESENT.value
                return AddResult.ALREADY_PRESENT
            result = _add_result(answer)
            info["outcome"] = result.value
            if result is not AddResult.OK:
                info["answer"] = str(answer)[:200]
            return result

    def find(self, hashes: Iterable[Infohash | str], *, scan: bool = True) -> dict[str, Any] | None:
        """The torrent with any of these hashes, or None.

        One ``torrents/info`` call asks for the computed API id (``v2[:40]`` if a v2 is known) and
        every v1 hash: a btih-only magnet of a hybrid torrent is keyed by its v1 until its metadata
        arrives, then re-keyed to ``v2[:40]`` (4.5.2). With no v2 known, that new id cannot be
        computed and a hybrid's v1 matches nothing (notes §4), so with ``scan`` the full list is
        searched by ``infohash_v1``: ~100 ms at 1,000 torrents, so pass ``scan=False`` when polling
        for a torrent just added.
        """
        known = [h if isinstance(h, Infohash) else normalize(h) for h in hashes]
        v1s = [h.hash for h in known if h.kind == V1]
        ids = list(dict.fromkeys([api_id(known), *v1s]))
        with self._calling("torrents/info", api_id=ids[0]) as info:
            found = self._api.torrents_info(torrent_hashes=ids)
            info["found"] = len(found)
        if found:
            return found[0]
        if not scan or len(v1s) != len(known):
            return None
        with self._calling("torrents/info", scan="infohash_v1") as info:
            everything = self._api.torrents_info()
            info["listed"] = len(everything)
        return next((t for t in everything if t.get("infohash_v1") in v1s), None)

    def torrents(self, ids: Iterable[str] | None = None, category: str | None = None) -> list[dict[str, Any]]:
        """``torrents/info`` by API ids and/or category; an empty ``ids`` gives ``[]``, not every torrent."""
        wanted = None if ids is None else list(ids)
        if wanted == []:
            return []
        with self._calling("torrents/info", ids=len(wanted) if wanted else "all", category=category) as info:
            found = self._api.torrents_info(torrent_hashes=wanted, category=category)
            info["found"] = len(found)
        return list(found)

    def files(self, torrent_id: str) -> list[dict[str, Any]]:
        """Files of a torrent (pad files hidden, 4.5.2); ``[]`` while a magnet waits for metadata."""
        with self._calling("torrents/files", api_id=torrent_id):
            return list(self._api.torrents_files(torrent_hash=torrent_id))

    def delete(self, torrent_id: str, delete_files: bool = False) -> None:
        """Remove a torrent; an unknown id is a silent no-op in 4.5.2. Hard links made elsewhere survive."""
        with self._calling("torrents/delete", api_id=torrent_id, delete_files=delete_files):
            self._api.torrents_delete(delete_files=delete_files, torrent_hashes=torrent_id)

    def pause(self, torrent_id: str) -> None:
        """Pause (4.5, ``torrents/pause``) or stop (≥ 5.0 / Web API 2.11, ``torrents/stop``): the library picks."""
        with self._calling("torrents/stop", api_id=torrent_id):
            self._api.torrents_stop(torrent_hashes=torrent_id)

    def resume(self, torrent_id: str) -> None:
        """Resume (4.5, ``torrents/resume``) or start (≥ 5.0, ``torrents/start``)."""
        with self._calling("torrents/start", api_id=torrent_id):
            self._api.torrents_start(torrent_hashes=torrent_id)

    def recheck(self, torrent_id: str) -> None:
        """Hash the torrent's data on disk again (``torrents/recheck``)."""
        with self._calling("torrents/recheck", api_id=torrent_id):
            self._api.torrents_recheck(torrent_hashes=torrent_id)

    def add_peers(self, torrent_id: str, peers: Iterable[str]) -> None:
        """Tell a torrent about peers (``"127.0.0.1:6881"``); a bad peer string is a 400 → ``QbitError``."""
        with self._calling("torrents/addPeers", api_id=torrent_id):
            self._api.torrents_add_peers(peers=list(peers), torrent_hashes=torrent_id)

    # -- incremental polling --------------------------------------------------------------------

    def sync_delta(self) -> SyncDelta:
        """One ``sync/maindata`` step: full torrent dicts for what changed since the last step.

        The rid belongs to the HTTP session's SID cookie, even with auth bypass (4.5.2, notes §8),
        so it runs on its own session; the library dropping that session (retry, re-login) only
        costs a full update, which the cache diffs to the real changes. Cheap for jellybit's CPU,
        but qBittorrent still builds its whole state per call (~0.3 s at 1,000 torrents, notes §11).
        """
        if self._sync_api is None:
            self._sync_api = self._new_api()
        with self._calling("sync/maindata", rid=self._cache.rid) as info:
            delta = self._cache.apply(self._sync_api.sync_maindata(rid=self._cache.rid))
            info.update(full_update=delta.full_update, changed=len(delta.changed), removed=len(delta.removed),
                        quiet=not (delta.full_update or delta.changed or delta.removed))
        return delta

    def reset_sync(self) -> None:
        """Make the next ``sync_delta`` ask for a full update."""
        self._cache.reset()

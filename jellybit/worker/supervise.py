"""Supervision of the managed qbittorrent-nox and the bounded client of the person's commands.

:class:`Supervisor` (issue 15, item 6): a managed daemon that dies (killed, crashed, OOM) is started
again by a worker job, with a growing pause between failed starts (1 s, 2 s, 4 s … 60 s), so a daemon
that cannot start is retried forever without hammering the machine; what went wrong is on the health
page the whole time. A start that fails when jellybit starts is handled the same way: the rest of the
worker runs, and the supervisor keeps trying.

:class:`CommandClient` (item 7): Retry and Cancel run on a web thread. A qBittorrent known to be down is
refused at once, a call has a short timeout, and after one call timed out the next ones within the
cool-down are refused at once too — so one press never holds a waitress thread for more than one short
call, and the refusal says why.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from typing import Any

from jellybit import logs
from jellybit.health import Status
from jellybit.qbit import errors as qerr
from jellybit.qbit.client import QbitClient
from jellybit.qbit.managed import ManagedQbittorrent, ManagedQbittorrentError

__all__ = ["Supervisor", "CommandClient", "COMMAND_TIMEOUT", "restart_backoff"]

log = logs.get_logger(__name__)

SUPERVISE_INTERVAL = 2.0  # seconds between checks of the managed daemon
BACKOFF_BASE, BACKOFF_CAP = 1.0, 60.0
COMMAND_TIMEOUT = 3.0  # one qBittorrent call from a web thread (the library retries once: ≤ 6 s)
COMMAND_COOLDOWN = 15.0  # after a timed-out call, commands are refused at once for this long


def restart_backoff(failures: int) -> float:
    """Seconds before start attempt ``failures + 1``: 1, 2, 4, … capped at 60."""
    return min(BACKOFF_BASE * 2 ** max(failures - 1, 0), BACKOFF_CAP)


class Supervisor:
    """Restarts the managed daemon when it is not running; reports why it is not."""

    def __init__(self, managed: ManagedQbittorrent, clock: Callable[[], float] = time.monotonic):
        self.managed = managed
        self.clock = clock
        self.failures = 0  # consecutive failed starts
        self.restarts = 0  # successful starts after a death or a failed start
        self.deaths = 0
        self.next_try = 0.0
        self.problem: str | None = None  # what is wrong right now, in words; None while it runs
        self._was_running = False

    def start(self) -> None:
        """The first start, at jellybit's start: a failure is recorded and retried, never raised."""
        self._try_start(first=True)

    def failed(self, exc: Exception) -> None:
        self.failures += 1
        self.next_try = self.clock() + restart_backoff(self.failures)
        self.problem = (f"managed qbittorrent-nox could not start ({self.failures} "
                        f"{'try' if self.failures == 1 else 'tries'}): {exc}")
        log.error("%s; next try in %.0f s", self.problem, restart_backoff(self.failures),
                  extra={"component": "qbittorrent", "failures": self.failures})

    def _try_start(self, first: bool = False) -> None:
        try:
            self.managed.start()
        except ManagedQbittorrentError as exc:
            self.failed(exc)
            return
        except OSError as exc:  # the profile or the binary is unusable: same treatment
            self.failed(exc)
            return
        if not first:
            self.restarts += 1
            log.warning("managed qbittorrent-nox restarted", extra={"component": "qbittorrent", "url": self.managed.url,
                                                                     "restarts": self.restarts})
        self.failures, self.problem, self._was_running = 0, None, True

    def check(self) -> None:
        """The job body: start the daemon again if it is not running and its pause is over."""
        if self.managed.is_running():
            self._was_running = True
            return
        if self._was_running:  # it was running and is gone: killed or crashed
            self._was_running = False
            self.deaths += 1
            proc = self.managed.proc
            rc = proc.returncode if proc is not None else None
            self.problem = f"managed qbittorrent-nox exited (rc {rc}); restarting it"
            log.error(self.problem, extra={"component": "qbittorrent", "rc": rc})
            self.next_try = 0.0
        if self.clock() < self.next_try:
            return
        self._try_start()

    def health(self, polled: Status) -> Status:
        """The qBittorrent health: the supervisor's problem when there is one, else the poller's view."""
        if self.problem is None:
            return polled
        wait = max(0.0, self.next_try - self.clock())
        hint = (f"next start attempt in {wait:.0f} s; " if wait else "") + \
            "see qbittorrent-nox.out in the profile folder, or set JELLYBIT_QBT_URL to an existing qBittorrent"
        return Status(False, self.problem, hint, since=polled.since, extra={"profile": str(self.managed.profile_dir)})


class CommandClient(QbitClient):
    """A client for the person's commands: refuses at once while qBittorrent is known to be down."""

    def __init__(self, url: str, username: str, password: str, timeout: float = COMMAND_TIMEOUT, *,
                 health: Callable[[], Status] | None = None, clock: Callable[[], float] = time.monotonic,
                 **kwargs: Any):
        super().__init__(url, username, password, timeout, **kwargs)
        self._health = health
        self._clock = clock
        self._refuse_until = 0.0
        self._why = ""

    @contextlib.contextmanager
    def _calling(self, endpoint: str, **fields: Any) -> Iterator[dict[str, Any]]:
        if self._clock() < self._refuse_until:
            raise qerr.QbitUnavailable(f"qBittorrent did not answer a moment ago ({self._why})")
        status = self._health() if self._health is not None else None
        if status is not None and not status.ok and not status.detail.startswith("not contacted"):
            raise qerr.QbitUnavailable(f"qBittorrent is down: {status.detail}")
        try:
            with super()._calling(endpoint, **fields) as info:
                yield info
        except qerr.QbitUnavailable as exc:
            self._refuse_until = self._clock() + COMMAND_COOLDOWN
            self._why = str(exc)[:200]
            raise
        self._refuse_until = 0.0

"""The live services of one running jellybit process, started and stopped together.

``app.py`` builds a :class:`Runtime`, hands it to ``create_app`` and starts
it; tests build apps without one (no threads). Each service is optional, and
a service that cannot start (qBittorrent missing, Telegram down) is reported
on the health page instead of stopping the process.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from jellybit import logs
from jellybit.actions import Deps
from jellybit.config import Settings
from jellybit.health import Registry

log = logs.get_logger(__name__)


@dataclass
class Runtime:
    settings: Settings
    services: dict[str, Any] = field(default_factory=dict)
    health: Registry = field(default_factory=Registry)
    _stops: list[Callable[[], None]] = field(default_factory=list)

    def on_stop(self, fn: Callable[[], None]) -> None:
        self._stops.append(fn)

    def start(self, starters: "Iterable[Callable[[Runtime], None]]") -> "Runtime":
        """Start ``starters`` in order (``app.py`` passes :data:`jellybit.services.SERVICES`)."""
        for starter in starters:
            try:
                starter(self)
            except Exception:  # one service failing must not keep the UI down
                log.exception("service failed to start", extra={"service": getattr(starter, "__name__", "?")})
        return self

    def stop(self) -> None:
        while self._stops:
            fn = self._stops.pop()
            try:
                fn()
            except Exception:
                log.exception("service failed to stop")


def deps_for(runtime: "Runtime | None", settings: Settings):
    """The dependencies of user commands (``jellybit.actions``) in this process."""
    if runtime is None:
        return Deps(settings)
    jobs = runtime.services.get("jobs")
    sync = runtime.services.get("qbt_sync")
    return Deps(settings, runtime.services.get("qbit"),
                wake=jobs.wake if jobs is not None else (lambda name: None),
                torrent_present=runtime.services.get("torrent_present"),
                observe=sync.observe if sync is not None else (lambda torrent: None))


def deps_of(app) -> Deps:
    """The command dependencies of a Flask app's process (its runtime, or none in tests): what the web and the
    API both hand to the catalogue, without either importing the other."""
    return deps_for(app.extensions.get("jellybit.runtime"), app.config["JELLYBIT"])

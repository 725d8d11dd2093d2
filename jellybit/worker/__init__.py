"""Background work: the scheduled jobs of SPEC §6 and the services they need.

:func:`start` is a runtime starter (see :mod:`jellybit.runtime`): it resolves qBittorrent (a configured
URL, or a managed local qbittorrent-nox), builds the clients, registers health checks and starts the
scheduler.
"""

from __future__ import annotations

from jellybit import jellyfin, logs, recognizer
from jellybit.health import Status
from jellybit.layout import desync, linker
from jellybit.qbit.client import QbitClient
from jellybit.qbit.managed import ManagedQbittorrent, ManagedQbittorrentError, is_installed, webui_password
from jellybit.runtime import STARTERS, Runtime

from . import recognize
from .qbt_sync import QbtSync
from .scheduler import Jobs

log = logs.get_logger(__name__)

QBT_JOB = "qbt_sync"
DESYNC_INTERVAL = 60.0  # seconds between checks of done downloads against qBittorrent and the disk


def resolve_qbt_url(runtime: Runtime) -> str:
    """The configured URL, or a managed loopback qbittorrent-nox when none is set (SPEC §12)."""
    s = runtime.settings
    if s.qbt_url:
        return s.qbt_url
    if s.qbt_managed == "auto" and is_installed():
        managed = ManagedQbittorrent(s.data_dir / "qbittorrent", s.data_dir / "downloads", username=s.qbt_username,
                                     password=webui_password(s.data_dir, s.qbt_password))
        try:
            url = managed.start()
        except ManagedQbittorrentError as exc:
            log.error("could not start the managed qbittorrent-nox: %s", exc)
            down = Status(False, f"managed qbittorrent-nox did not start: {exc}",
                          "set JELLYBIT_QBT_URL to an existing qBittorrent, or check the log")
            runtime.health.register("qbittorrent", lambda: down)
            raise
        runtime.on_stop(managed.stop)
        runtime.services["managed_qbt"] = managed
        log.info("managed qbittorrent-nox started", extra={"url": url, "profile": str(managed.profile_dir)})
        return url
    return "http://127.0.0.1:8081"


def start(runtime: Runtime) -> None:
    s = runtime.settings
    jellyfin.register_health(runtime)  # first: shown also without the worker, or when qBittorrent fails to start
    url = resolve_qbt_url(runtime)
    managed = runtime.services.get("managed_qbt")
    if managed is not None:  # the managed WebUI's own password (issue 14), not the setting's default
        s = s.replace(qbt_password=managed.password)
    # Two clients: the poller's session carries the sync rid; commands from web threads use the other.
    sync = QbtSync(s, QbitClient(url, s.qbt_username, s.qbt_password, s.qbt_timeout))
    runtime.services["qbit"] = QbitClient(url, s.qbt_username, s.qbt_password, s.qbt_timeout)
    runtime.services["qbt_sync"] = sync
    runtime.health.register("qbittorrent", sync.health)
    runtime.services["torrent_present"] = sync.torrent_present
    if not s.worker:
        return
    jobs = Jobs()
    jobs.add(QBT_JOB, sync.tick, s.poll_interval)
    # The recognizer reads file lists through its own client (a job thread, not a web thread).
    files_for = recognize.files_from_qbittorrent(QbitClient(url, s.qbt_username, s.qbt_password, s.qbt_timeout))
    jobs.add("recognize", lambda: recognize.recognize_pending(s, files_for), s.poll_interval)
    jobs.add("link", lambda: linker.link_pending(s, recognizer.layout_input), s.poll_interval)
    jobs.add("reconcile_desync", lambda: desync.reconcile_all(sync.torrent_present), DESYNC_INTERVAL)
    if (tell_jellyfin := jellyfin.sender_job(s)) is not None:
        jobs.add(jellyfin.JOB, tell_jellyfin, s.poll_interval)
    runtime.services["jobs"] = jobs
    jobs.start()
    runtime.on_stop(jobs.stop)


STARTERS.append(start)

"""Background work: the scheduled jobs of SPEC §6 and the services they need.

:func:`start` is a runtime starter (see :mod:`jellybit.runtime`): it resolves qBittorrent (a configured
URL, or a managed local qbittorrent-nox), builds the clients, registers health checks and starts the
scheduler. A managed qbittorrent-nox is supervised (restarted with backoff; see :mod:`.supervise`).
"""

from __future__ import annotations

from jellybit import jellyfin, logs, recognizer
from jellybit.layout import desync, linker
from jellybit.qbit.client import QbitClient
from jellybit.qbit.managed import ManagedQbittorrent, is_installed, webui_password
from jellybit.runtime import Runtime

from . import recognize
from .qbt_sync import QbtSync
from .scheduler import Jobs
from .supervise import COMMAND_TIMEOUT, SUPERVISE_INTERVAL, CommandClient, Supervisor

log = logs.get_logger(__name__)

QBT_JOB = "qbt_sync"
SUPERVISE_JOB = "supervise_qbittorrent"
DESYNC_INTERVAL = 60.0  # seconds between checks of done downloads against qBittorrent and the disk


def resolve_qbt_url(runtime: Runtime) -> str:
    """The configured URL, or a managed loopback qbittorrent-nox when none is set (SPEC §12).

    The managed daemon gets a fixed port, so its URL stays the same across restarts by the supervisor;
    a failed first start is recorded by the supervisor (health says why) and retried, never raised:
    the rest of the worker runs either way (issue 15, item 6)."""
    s = runtime.settings
    if s.qbt_url:
        return s.qbt_url
    if s.qbt_managed == "auto" and is_installed():
        managed = ManagedQbittorrent(s.data_dir / "qbittorrent", s.data_dir / "downloads", username=s.qbt_username,
                                     password=webui_password(s.data_dir, s.qbt_password))
        managed.choose_port()  # the kept port (a stable URL across jellybit and supervisor restarts)
        supervisor = Supervisor(managed)
        runtime.services["managed_qbt"] = managed
        runtime.services["qbt_supervisor"] = supervisor
        runtime.on_stop(managed.stop)
        supervisor.start()
        if supervisor.problem is None:
            log.info("managed qbittorrent-nox started", extra={"url": managed.url, "profile": str(managed.profile_dir)})
        return managed.url
    return "http://127.0.0.1:8081"


def start(runtime: Runtime) -> None:
    s = runtime.settings
    jellyfin.register_health(runtime)  # first: shown also without the worker, or when qBittorrent fails to start
    url = resolve_qbt_url(runtime)
    managed = runtime.services.get("managed_qbt")
    if managed is not None:  # the managed WebUI's own password (issue 14), not the setting's default
        s = s.replace(qbt_password=managed.password)
    supervisor: Supervisor | None = runtime.services.get("qbt_supervisor")
    # Two clients: the poller's session carries the sync rid; commands from web threads use the other.
    sync = QbtSync(s, QbitClient(url, s.qbt_username, s.qbt_password, s.qbt_timeout))
    health = sync.health if supervisor is None else (lambda: supervisor.health(sync.health()))
    runtime.services["qbit"] = CommandClient(url, s.qbt_username, s.qbt_password,
                                             min(s.qbt_timeout, COMMAND_TIMEOUT), health=health)
    runtime.services["qbt_sync"] = sync
    runtime.health.register("qbittorrent", health)
    runtime.services["torrent_present"] = sync.torrent_present
    # What a new card says while nothing can reach qBittorrent (None when it is up): the web shows it.
    runtime.services["qbt_problem"] = lambda: None if health().ok else health().detail
    if not s.worker:
        return
    jobs = Jobs()
    if supervisor is not None:
        jobs.add(SUPERVISE_JOB, supervisor.check, SUPERVISE_INTERVAL)
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


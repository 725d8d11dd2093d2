"""A qbittorrent-nox that jellybit starts, owns and stops (SPEC §12 ``JELLYBIT_QBT_MANAGED``; tests reuse it).

Verified against Debian qbittorrent-nox 4.5.2 (notes §1–2): the config is written before the
start (4.5.2 has no ``--confirm-legal-notice`` and waits on a TTY for the legal notice), the
daemon runs in the foreground with stdin from /dev/null (no ``-d``, so its PID is ours), and it
is ready when ``/api/v2/app/version`` answers (200, or 403 when login is required).
"""

from __future__ import annotations

import base64
import configparser
import fcntl
import hashlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Self

import requests

from jellybit import logs

__all__ = ["ManagedQbittorrent", "ManagedQbittorrentError", "free_port", "is_installed", "pbkdf2_password",
           "webui_password"]

log = logs.get_logger(__name__)
BINARY = "qbittorrent-nox"


class ManagedQbittorrentError(RuntimeError):
    """The managed qbittorrent-nox could not be started (missing, exited, or never answered)."""


def is_installed(binary: str = BINARY) -> bool:
    return shutil.which(binary) is not None


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now (another process may still take it: callers retry)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pbkdf2_password(password: str, salt: bytes | None = None) -> str:
    """The ``WebUI\\Password_PBKDF2`` value: PBKDF2-HMAC-SHA512, 16-byte salt, 100000 iterations, 64 bytes."""
    salt = salt or secrets.token_bytes(16)
    key = hashlib.pbkdf2_hmac("sha512", password.encode(), salt, 100_000, dklen=64)
    return f'"@ByteArray({base64.b64encode(salt).decode()}:{base64.b64encode(key).decode()})"'


QBT_DEFAULT_PASSWORD = "adminadmin"  # qBittorrent 4.5's well-known default: never the managed WebUI's
PASSWORD_FILE = "qbt_password"


def webui_password(data_dir: str | os.PathLike, configured: str | None) -> str:
    """The managed WebUI's password: the configured one, else one generated once and kept in ``<data>/qbt_password``.

    Without a password the WebUI trusts every local process, and ``setPreferences`` can make qBittorrent run
    a program when a torrent completes (issue 14). qBittorrent's default ``adminadmin`` counts as unset.
    """
    if configured and configured != QBT_DEFAULT_PASSWORD:
        return configured
    path = Path(data_dir) / PASSWORD_FILE
    try:
        kept = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        kept = ""
    if kept:
        return kept
    path.parent.mkdir(parents=True, exist_ok=True)
    password = secrets.token_urlsafe(24)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(password + "\n")
    os.chmod(path, 0o600)  # an older file with looser bits
    return password


def _make_private(profile_dir: Path) -> None:
    """The profile (WebUI password hash, session state, the torrents) is the jellybit user's alone: 0700."""
    os.chmod(profile_dir, 0o700)


def _alive(pid: int) -> bool:
    """True while the process exists and is not a zombie (an exited child of ours that is not reaped yet)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


class ManagedQbittorrent:
    """One qbittorrent-nox child process on one profile directory.

    ``isolated=True`` (tests) binds BitTorrent to ``lo`` with DHT/PeX/LSD off and anonymous mode:
    no packet leaves the machine. ``isolated=False`` (production) leaves the BitTorrent side at
    qBittorrent's defaults so magnets can find peers; UPnP stays off in both. The WebUI always
    listens on 127.0.0.1 only; with no ``password`` it needs no login from loopback
    (``LocalHostAuth=false``), so any local user can drive it: set a password on shared hosts.
    Ports left as None are picked free at the first start and kept in the profile for later starts (also by
    a new owner, e.g. after jellybit restarts), so the URL is stable; torrents persist there too (even after SIGKILL).
    """

    def __init__(self, profile_dir: str | os.PathLike, downloads_dir: str | os.PathLike, port: int | None = None, *,
                 listen_port: int | None = None, isolated: bool = False, refresh_interval_ms: int = 1000,
                 username: str = "admin", password: str | None = None, local_host_auth: bool | None = None,
                 binary: str = BINARY, start_timeout: float = 15.0) -> None:
        self.profile_dir = Path(profile_dir).resolve()
        self.downloads_dir = Path(downloads_dir).resolve()
        self.port, self.listen_port = port, listen_port
        self._fixed_port = port is not None
        self.isolated, self.refresh_interval_ms = isolated, refresh_interval_ms
        self.username, self.password = username, password
        self.local_host_auth = (password is not None) if local_host_auth is None else local_host_auth
        self.binary, self.start_timeout = binary, start_timeout
        self.proc: subprocess.Popen | None = None
        self._lock_fd: int | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def choose_port(self) -> int:
        """Fix the WebUI port before the first start: the one kept in the profile (the same URL as last
        time), else a free one. A supervisor that restarts the daemon then always finds it at this URL."""
        if self.port is None:
            self.port = self._kept_webui_port() or free_port()
        self._fixed_port = True
        return self.port

    @property
    def config_path(self) -> Path:
        return self.profile_dir / "qBittorrent" / "config" / "qBittorrent.conf"

    @property
    def _pid_file(self) -> Path:
        return self.profile_dir / "jellybit-managed.pid"

    def is_running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self) -> str:
        """Write the config, start the daemon, wait until the API answers; return its URL."""
        if self.is_running():
            return self.url
        exe = shutil.which(self.binary)
        if exe is None:
            raise ManagedQbittorrentError(f"{self.binary} is not installed (apt-get install qbittorrent-nox)")
        self._lock_profile()
        self._stop_orphan()
        if self.port is None:
            self.port = self._kept_webui_port()
        attempts = 1 if self._fixed_port else 3  # a picked port can be taken before the daemon binds it
        for attempt in range(1, attempts + 1):
            if self.port is None or attempt > 1 and not self._fixed_port:
                self.port = free_port()
            self._write_config()
            try:
                return self._spawn(exe)
            except ManagedQbittorrentError:
                self.stop()
                if attempt == attempts:
                    raise
                self._lock_profile()
                log.warning("managed qbittorrent-nox did not start; retrying on another port",
                            extra={"port": self.port})
        raise AssertionError("unreachable")

    def _spawn(self, exe: str) -> str:
        out = open(self.profile_dir / "qbittorrent-nox.out", "ab")  # noqa: SIM115 - owned by the child's lifetime
        try:
            # stdin=DEVNULL: with a TTY on stdin 4.5.2 may wait for the legal notice (notes §1).
            self.proc = subprocess.Popen([exe, f"--profile={self.profile_dir}"], stdin=subprocess.DEVNULL,
                                         stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        finally:
            out.close()
        self._pid_file.write_text(str(self.proc.pid))
        deadline = time.monotonic() + self.start_timeout
        while time.monotonic() < deadline:
            rc = self.proc.poll()
            if rc is not None:
                # rc 0 and no output: another qbittorrent-nox already runs on this profile (4.5.2 hands over).
                raise ManagedQbittorrentError(f"qbittorrent-nox exited with rc {rc} before answering"
                                              f" (profile {self.profile_dir}; another instance on it?)")
            if self._answers():
                if self.proc.poll() is not None:
                    raise ManagedQbittorrentError("qbittorrent-nox answered but exited: another instance on the port?")
                log.info("managed qbittorrent-nox started on %s", self.url,
                         extra={"url": self.url, "pid": self.proc.pid, "profile": str(self.profile_dir)})
                return self.url
            time.sleep(0.02)
        raise ManagedQbittorrentError(f"qbittorrent-nox did not answer on {self.url} within {self.start_timeout} s")

    def _answers(self) -> bool:
        try:
            r = requests.get(f"{self.url}/api/v2/app/version", timeout=1)
        except requests.RequestException:
            return False
        return r.status_code in (200, 403)  # 403: up, but login required

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM (4.5.2 exits cleanly, rc 0, in well under a second), then SIGKILL after ``timeout``."""
        proc, self.proc = self.proc, None
        if proc is None:
            self._unlock_profile()
            return
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                log.warning("managed qbittorrent-nox ignored SIGTERM; killing it", extra={"pid": proc.pid})
                proc.kill()
                proc.wait(5)
        self._pid_file.unlink(missing_ok=True)
        self._unlock_profile()
        log.info("managed qbittorrent-nox stopped", extra={"pid": proc.pid, "rc": proc.returncode})

    def _lock_profile(self) -> None:
        """Hold a flock on the profile while running: two owners of one profile is an error, not a handover."""
        if self._lock_fd is not None:
            return
        self.profile_dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.profile_dir / "jellybit-managed.lock", os.O_RDWR | os.O_CREAT, 0o600)  # not inherited
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise ManagedQbittorrentError(
                f"another process already manages qbittorrent-nox on {self.profile_dir}") from None
        self._lock_fd = fd

    def _unlock_profile(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # closing releases the flock
            self._lock_fd = None

    def _stop_orphan(self) -> None:
        """End a daemon left on this profile by an owner that died (we hold the lock, so it has no owner).

        Without this the new daemon would exit rc 0 at once, handing over to the orphan (4.5.2).
        """
        try:
            pid = int(self._pid_file.read_text())
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        except (OSError, ValueError):
            return
        if f"--profile={self.profile_dir}".encode() not in cmdline:
            return  # the pid was reused by something else
        log.warning("stopping an orphaned managed qbittorrent-nox", extra={"pid": pid})
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and _alive(pid):
            time.sleep(0.02)

    def _kept_webui_port(self) -> int | None:
        """The WebUI port of the profile's last run when it is still free: the URL a person bookmarked stays right.

        A port another program took meanwhile is given up (with a warning) rather than waited on:
        qbittorrent-nox would not answer there, or worse, the other program would.
        """
        conf = configparser.ConfigParser(interpolation=None, strict=False)
        conf.optionxform = str
        if self.config_path.exists():
            conf.read(self.config_path, encoding="utf-8")
        kept = conf.get("Preferences", "WebUI\\Port", fallback="")
        if not kept.isdigit():
            return None
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the daemon binds: TIME_WAIT is no obstacle
            try:
                s.bind(("127.0.0.1", int(kept)))
            except OSError:
                log.warning("the managed qBittorrent's WebUI port is taken; moving it to another port",
                            extra={"port": int(kept)})
                return None
        return int(kept)

    def _write_config(self) -> None:
        """Set the keys we own in qBittorrent.conf and keep every other key qBittorrent wrote."""
        self.profile_dir.mkdir(parents=True, exist_ok=True)
        self.downloads_dir.mkdir(parents=True, exist_ok=True)
        self.config_path.parent.mkdir(parents=True, exist_ok=True)
        _make_private(self.profile_dir)
        conf = configparser.ConfigParser(interpolation=None, strict=False)
        conf.optionxform = str  # QSettings keys are case-sensitive (Session\Port)
        if self.config_path.exists():
            conf.read(self.config_path, encoding="utf-8")
        if self.listen_port is None:
            kept = conf.get("BitTorrent", "Session\\Port", fallback="")
            self.listen_port = int(kept) if kept.isdigit() else free_port()
        for section, values in self._owned_keys().items():
            if not conf.has_section(section):
                conf.add_section(section)
            for key, value in values.items():
                if value is None:
                    conf.remove_option(section, key)
                else:
                    conf.set(section, key, value)
        with open(self.config_path, "w", encoding="utf-8") as f:
            conf.write(f, space_around_delimiters=False)
        os.chmod(self.config_path, 0o600)  # it holds the WebUI password hash

    def _owned_keys(self) -> dict[str, dict[str, str | None]]:
        false, true = "false", "true"
        bittorrent: dict[str, str | None] = {
            "Session\\Port": str(self.listen_port),
            "Session\\DefaultSavePath": str(self.downloads_dir),
            "Session\\TempPathEnabled": false,
            "Session\\AddTrackersEnabled": false,
            "Session\\RefreshInterval": str(self.refresh_interval_ms),  # freshness of torrents/info and sync
            # Queueing off: qBittorrent's default of 3 active downloads lets three dead magnets (metaDL
            # forever) hold every new download in queuedDL. Every torrent is active; connection limits still apply.
            "Session\\QueueingSystemEnabled": false,
        }
        if self.isolated:
            bittorrent.update({
                "Session\\Interface": "lo", "Session\\InterfaceName": "lo", "Session\\InterfaceAddress": "127.0.0.1",
                "Session\\DHTEnabled": false, "Session\\PeXEnabled": false, "Session\\LSDEnabled": false,
                "Session\\AnonymousModeEnabled": true,
            })
        prefs: dict[str, str | None] = {
            "Connection\\ResolvePeerCountries": false,  # else a DNS lookup for the GeoIP DB at start
            "General\\Locale": "en",
            "WebUI\\Enabled": true,
            "WebUI\\Address": "127.0.0.1",
            "WebUI\\Port": str(self.port),
            "WebUI\\UseUPnP": false,
            "WebUI\\LocalHostAuth": true if self.local_host_auth else false,
            "WebUI\\Username": self.username,
        }
        if self.password is not None:
            prefs["WebUI\\Password_PBKDF2"] = pbkdf2_password(self.password)
        return {
            "LegalNotice": {"Accepted": true},
            "BitTorrent": bittorrent,
            "Network": {"PortForwardingEnabled": false},  # UPnP/NAT-PMP off
            "Preferences": prefs,
        }

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

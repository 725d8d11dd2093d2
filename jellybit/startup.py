"""What ``app.py`` does before any service starts: own the data directory, then bind the web port.

Both can fail for reasons only the person starting jellybit can fix (another jellybit on the same data,
a port in use, a host that is not this machine's), so each failure is a :class:`StartupError` whose
message is one line that names the setting to change. Nothing that would need stopping (the managed
qbittorrent-nox, the bot, the scheduler) is started until both have succeeded.
"""

from __future__ import annotations

import errno
import fcntl
import os
import socket
from pathlib import Path

import waitress

from jellybit.config import Settings

__all__ = ["StartupError", "DataDirLock", "listen", "LOCK_NAME"]

LOCK_NAME = "jellybit.lock"


class StartupError(RuntimeError):
    """jellybit cannot start; the message says what to change, in one line."""


class DataDirLock:
    """An exclusive ``flock`` on ``<data>/jellybit.lock`` for the life of the process.

    Two jellybits on one database and one managed qBittorrent profile would fight over both; the
    kernel drops the lock when the process dies, so a crash never leaves a stale lock behind.
    The descriptor is not inherited (Python's default), so a child such as qbittorrent-nox cannot keep it.
    """

    def __init__(self, data_dir: Path):
        self.path = Path(data_dir) / LOCK_NAME
        self._fd: int | None = None

    def acquire(self) -> "DataDirLock":
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            raise StartupError(f"cannot use the data directory {self.path.parent} ({exc.strerror}): "
                               "set JELLYBIT_DATA_DIR to a directory this user can write") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            owner = os.read(fd, 32).decode(errors="replace").strip() or "?"
            os.close(fd)
            raise StartupError(f"another jellybit (pid {owner}) is already running on the data directory "
                               f"{self.path.parent}: stop it, or set JELLYBIT_DATA_DIR to another directory") from None
        except OSError as exc:  # e.g. ENOLCK on a network filesystem without locks
            os.close(fd)
            raise StartupError(f"cannot lock {self.path} ({exc.strerror}): set JELLYBIT_DATA_DIR to a local "
                               "directory") from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return self

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing drops the flock; the file stays (removing it would race a new owner)
            self._fd = None


def listen(app, settings: Settings, **kw):
    """Bind the web port now (a waitress server, not yet serving), or say which setting to change."""
    where = f"{settings.host}:{settings.port}"
    try:
        return waitress.create_server(app, host=settings.host, port=settings.port, **kw)
    except ValueError:  # waitress' answer to a name that does not resolve
        raise StartupError(f"JELLYBIT_HOST={settings.host!r} is not a host name or address this machine knows: "
                           "set it to 127.0.0.1, 0.0.0.0 or one of this machine's addresses") from None
    except socket.gaierror:
        raise StartupError(f"JELLYBIT_HOST={settings.host!r} does not resolve: set it to 127.0.0.1, "
                           "0.0.0.0 or one of this machine's addresses") from None
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise StartupError(f"port {settings.port} on {settings.host} is already in use (another jellybit, "
                               "or another program): set JELLYBIT_PORT to a free port, or stop that program") from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise StartupError(f"JELLYBIT_HOST={settings.host!r} is not an address of this machine: set it to "
                               "127.0.0.1, 0.0.0.0 or one of this machine's addresses") from None
        if exc.errno == errno.EACCES:
            raise StartupError(f"not allowed to listen on {where} (ports below 1024 need privileges): "
                               "set JELLYBIT_PORT to 1024 or above") from None
        raise StartupError(f"cannot listen on {where} ({exc.strerror or exc}): check JELLYBIT_HOST and "
                           "JELLYBIT_PORT") from None

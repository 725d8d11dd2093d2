"""Run jellybit: the web app on waitress, plus the background services, in one process.

Start-up order matters: own the data directory, bind the web port, and only then start the services
(managed qbittorrent-nox, bot, scheduler), so a start that cannot serve leaves nothing running. Any
failure is one line on stderr that says what to change; the details go to the log file.
"""

from __future__ import annotations

import signal
import sys

from jellybit import config, logs, services
from jellybit.factory import SERVER_THREADS, create_app, server_options
from jellybit.runtime import Runtime
from jellybit.startup import DataDirLock, StartupError, listen


def main() -> int:
    try:
        settings = config.load()
    except config.ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    try:
        lock = DataDirLock(settings.data_dir).acquire()  # before the log file: it may be another jellybit's
    except StartupError as exc:
        print(f"jellybit did not start: {exc}", file=sys.stderr)
        return 1
    try:
        logs.configure(settings.log_level, settings.log_file, fmt=settings.log_format)
    except OSError as exc:
        lock.release()
        print(f"jellybit did not start: cannot write the log file {settings.log_file} ({exc.strerror}): "
              "set JELLYBIT_LOG_FILE to a file this user can write, or to off", file=sys.stderr)
        return 1
    log = logs.get_logger("jellybit")
    for warning in settings.warnings:
        log.warning(warning)

    def on_term(signum, frame):
        raise KeyboardInterrupt  # waitress' loop stops on it; SIGTERM alone would skip our cleanup

    signal.signal(signal.SIGTERM, on_term)  # from here on, a SIGTERM still runs the finally below
    runtime = Runtime(settings)
    server, started = None, False
    try:
        app = create_app(settings, runtime=runtime)  # opens the database and applies migrations
        server = listen(app, settings, threads=SERVER_THREADS, **server_options(app))
        log.info(_paths_line(settings), extra={"paths": settings.paths()})
        started = True
        runtime.start(services.SERVICES)
        url = f"http://{settings.host}:{settings.port}"
        log.info("jellybit listening on %s", url, extra={"url": url})
        server.run()
    except KeyboardInterrupt:
        pass
    except StartupError as exc:
        log.error("jellybit did not start: %s", exc, extra=logs.FILE_ONLY)
        print(f"jellybit did not start: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        log.exception("jellybit stopped by an unexpected error", extra=logs.FILE_ONLY)
        where = f" (traceback in {settings.log_file})" if settings.log_file else ""
        print(f"jellybit {'stopped' if started else 'did not start'}: {type(exc).__name__}: {exc}{where}",
              file=sys.stderr)
        return 1
    finally:
        if started:
            log.info("jellybit stopping")
        runtime.stop()
        if server is not None:
            server.close()
        lock.release()
    return 0


def _paths_line(settings: config.Settings) -> str:
    """Where everything is, resolved, in one line: the first thing to check when files do not show up."""
    return "jellybit paths: " + "; ".join(f"{name} {path}" for name, path in settings.paths().items())


if __name__ == "__main__":
    sys.exit(main())

"""Run jellybit: the web app on waitress, plus the background services, in one process."""

from __future__ import annotations

import signal
import sys

import waitress

from jellybit import config, logs, telegram, worker  # noqa: F401  (each registers its runtime starter)
from jellybit.runtime import Runtime
from jellybit.web import create_app, server_options


def main() -> int:
    try:
        settings = config.load()
    except config.ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    logs.configure(settings.log_level, settings.log_file)
    log = logs.get_logger("jellybit")
    runtime = Runtime(settings)
    app = create_app(settings, runtime=runtime)  # opens the database and applies migrations
    runtime.start()

    def on_term(signum, frame):
        raise KeyboardInterrupt  # waitress' loop stops on it; SIGTERM alone would skip our cleanup

    signal.signal(signal.SIGTERM, on_term)
    server = waitress.create_server(app, host=settings.host, port=settings.port, threads=8, **server_options(app))
    log.info("jellybit listening", extra={"url": f"http://{settings.host}:{settings.port}"})
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        log.info("jellybit stopping")
        runtime.stop()
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

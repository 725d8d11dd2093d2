"""Local fakes of external services that speak their real HTTP protocol (no monkeypatching of clients).

Each fake is a ``ThreadingHTTPServer`` on 127.0.0.1:<free port> in a daemon thread; clients point at it
through their configurable base URL. Fakes record every request so tests can assert what was (not) asked.
"""

from __future__ import annotations

import json
import socket
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, urlsplit

__all__ = ["FakeHTTPServer", "Recorded", "Reply", "refused_url"]


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: bytes = b""

    def json(self) -> Any:
        return json.loads(self.body or b"null")


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict/list → JSON; str/bytes sent as is
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds to stall before answering (a hung server)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    fake: FakeHTTPServer

    def do_GET(self) -> None:
        self._serve()

    def do_POST(self) -> None:
        self._serve()

    def _serve(self) -> None:
        parts = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        req = Recorded(self.command, parts.path, dict(parse_qsl(parts.query, keep_blank_values=True)),
                       {k.lower(): v for k, v in self.headers.items()}, body)
        with self.fake.lock:
            self.fake.requests.append(req)
        reply = self.fake.handle(req)
        if reply.delay and self.fake.released.wait(reply.delay):
            return  # the fake is stopping: drop the stalled request
        data = reply.body if isinstance(reply.body, bytes) else (
            reply.body.encode() if isinstance(reply.body, str) else json.dumps(reply.body).encode())
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", reply.headers.pop("Content-Type", "application/json;charset=utf-8"))
            for k, v in reply.headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - keep test output quiet
        pass


class FakeHTTPServer:
    """Base class: subclasses implement :meth:`handle`; use as a context manager or start()/stop()."""

    prefix = ""  # path prefix of the API, part of :attr:`url`

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.lock = threading.Lock()
        self.released = threading.Event()
        handler = type(f"{type(self).__name__}Handler", (_Handler,), {"fake": self})
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        self._server.block_on_close = False
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}{self.prefix}"

    def handle(self, req: Recorded) -> Reply:  # pragma: no cover - overridden
        return Reply(404, {"error": "not found"})

    def start(self) -> FakeHTTPServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.released.set()
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def reset_requests(self) -> None:
        with self.lock:
            self.requests.clear()


def refused_url(prefix: str = "") -> str:
    """A loopback URL where nothing listens (connection refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}{prefix}"

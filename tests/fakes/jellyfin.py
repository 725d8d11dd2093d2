"""A fake Jellyfin server: the endpoints jellybit calls, with Jellyfin's auth rules and shapes, and switches for
an outage (5xx, or no server at all: connections refused, then back on the same port).

Auth as Jellyfin 12 (notes/jellyfin-api.md): only ``Authorization: MediaBrowser Token="<key>"`` (the scheme
``Emby`` is still read); ``X-Emby-Token`` and ``?api_key=`` are rejected with 401.
"""

from __future__ import annotations

import re
import socket
import threading
from http.server import ThreadingHTTPServer

from . import FakeHTTPServer, Recorded, Reply

__all__ = ["FakeJellyfin", "API_KEY"]

API_KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"
SERVER_ID = "6d7a1b0c2e3f4a5b8c9d0e1f2a3b4c5d"
UPDATE_TYPES = ("Created", "Modified", "Deleted")
_PAIR = re.compile(r'(\w+)="([^"]*)"')


def token_of(header: str | None) -> str | None:
    """The Token of a ``MediaBrowser``/``Emby`` Authorization header (Jellyfin's parser), else None."""
    if not header:
        return None
    scheme, _, rest = header.strip().partition(" ")
    if scheme not in ("MediaBrowser", "Emby"):
        return None
    return dict(_PAIR.findall(rest)).get("Token")


class FakeJellyfin(FakeHTTPServer):
    def __init__(self, api_key: str = API_KEY, version: str = "10.11.2") -> None:
        super().__init__()
        self.api_key, self.version = api_key, version
        self._failures: list[int] = []
        self._always: int | None = None
        self._conns: set = set()
        self._track(self._server)

    def _track(self, server: ThreadingHTTPServer) -> None:
        """Remember every accepted connection, so going down also drops kept-alive ones."""
        serve = server.process_request

        def process_request(request, address):
            self._conns.add(request)
            serve(request, address)

        server.process_request = process_request

    # -- switches ---------------------------------------------------------------------------------
    def fail(self, status: int = 503, times: int | None = None) -> None:
        """Answer ``status`` to authorised calls: ``times`` times, or until :meth:`recover`."""
        self.recover()
        if times is None:
            self._always = status
        else:
            self._failures = [status] * times

    def recover(self) -> None:
        self._failures.clear()
        self._always = None

    def go_down(self) -> None:
        """Stop listening: every connection is refused until :meth:`come_back`."""
        self._port = self._server.server_address[1]
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)
        for conn in list(self._conns):  # a client's kept-alive connection must not outlive the server
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self._conns.clear()

    def come_back(self) -> None:
        """Listen again on the same port (the URL jellybit was configured with)."""
        self._server = ThreadingHTTPServer(("127.0.0.1", self._port), self._server.RequestHandlerClass)
        self._server.daemon_threads = True
        self._server.block_on_close = False
        self._track(self._server)
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)
        self._thread.start()

    # -- inspection -------------------------------------------------------------------------------
    def batches(self) -> list[list[tuple[str, str]]]:
        """Every ACCEPTED ``/Library/Media/Updated`` call: its (Path, UpdateType) pairs, in order."""
        return [[(u["Path"], u["UpdateType"]) for u in r.json()["Updates"]] for r in self.requests
                if r.method == "POST" and r.path == "/Library/Media/Updated" and getattr(r, "accepted", False)]

    # -- the API ----------------------------------------------------------------------------------
    def handle(self, req: Recorded) -> Reply:
        if req.method == "GET" and req.path == "/System/Info/Public":
            return Reply(200, self._public())
        if "x-emby-token" in req.headers or "api_key" in {k.lower() for k in req.query}:
            return Reply(401, "")  # the legacy ways are gone in Jellyfin 12
        if token_of(req.headers.get("authorization")) != self.api_key:
            return Reply(401, "")
        if self._failures:
            return Reply(self._failures.pop(0), "Service Unavailable", {"Content-Type": "text/plain"})
        if self._always is not None:
            return Reply(self._always, "Service Unavailable", {"Content-Type": "text/plain"})
        if req.method == "GET" and req.path == "/System/Info":
            return Reply(200, {**self._public(), "OperatingSystem": "Linux", "HasPendingRestart": False,
                               "IsShuttingDown": False, "SupportsLibraryMonitor": True})
        if req.method == "POST" and req.path == "/Library/Media/Updated":
            return self._updated(req)
        if req.method == "POST" and req.path == "/Library/Refresh":
            return Reply(204, b"")
        return Reply(404, "")

    def _public(self) -> dict:
        return {"LocalAddress": self.url, "ServerName": "living-room", "Version": self.version,
                "ProductName": "Jellyfin Server", "Id": SERVER_ID, "StartupWizardCompleted": True}

    def _updated(self, req: Recorded) -> Reply:
        """``MediaUpdateInfoDto``: a list of {Path, UpdateType}; a malformed body is a 400 as in ASP.NET."""
        try:
            updates = req.json()["Updates"]
            ok = isinstance(updates, list) and all(
                isinstance(u.get("Path"), str) and u["Path"].startswith("/") and u.get("UpdateType") in UPDATE_TYPES
                for u in updates)
        except (ValueError, TypeError, KeyError, AttributeError):
            ok = False
        if not ok or "application/json" not in req.headers.get("content-type", ""):
            return Reply(400, {"title": "One or more validation errors occurred.", "status": 400})
        req.accepted = True
        return Reply(204, b"")

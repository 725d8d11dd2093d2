"""Issue 14 §2: nobody fills the disk or the memory without logging in.

waitress buffers a request body to a temporary file before the app can answer, so the app's body limit is
also waitress' (``server_options``); files per request are capped, and the share-target stash is bounded by
bytes. The server tests run the real waitress with the production options.
"""

from __future__ import annotations

import io
import select
import socket
import tempfile
from concurrent.futures import ThreadPoolExecutor

import pytest
from waitress.buffers import TempfileBasedBuffer

from jellybit import config, store
from jellybit.factory import create_app, request_body_limit, server_options
from jellybit.ingest.service import MAX_FILES
from jellybit.web.add import Stash
from tests.fixtures.serving import Served
from tests.fixtures.web import API_KEY

MIB = 1024 * 1024


@pytest.fixture
def served(tmp_path, monkeypatch):
    """A password-protected app on waitress (1 MiB torrents → a 3 MiB body limit); waitress' temp files are
    kept in ``tmp_path/spool`` so the test can add up what they held."""
    spool = tmp_path / "spool"
    spool.mkdir()
    monkeypatch.setattr(TempfileBasedBuffer, "newfile",
                        lambda self: tempfile.NamedTemporaryFile("w+b", dir=spool, delete=False))
    settings = config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=tmp_path / "data",
                           database=tmp_path / "data" / "j.db", password="pw-for-limits", max_torrent_size=MIB)
    app = create_app(settings)
    served = Served(app, threads=4, **server_options(app))
    yield served.port, spool, request_body_limit(settings)
    served.stop()
    store.close_database()


def _post_chunked(port: int, total: int) -> bytes:
    """Stream ``total`` bytes to /login (no Content-Length) until the server answers; return the answer."""
    chunk = b"password=" + b"x" * (64 * 1024)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"POST /login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n"
                  b"Content-Type: application/x-www-form-urlencoded\r\n\r\n")
        sent = 0
        try:
            while sent < total and not select.select([s], [], [], 0)[0]:
                s.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                sent += len(chunk)
            return s.recv(200)
        except OSError:  # reset after the answer: the server closed on us, which is the point
            return b"reset"


def test_waitress_refuses_a_huge_declared_body_before_reading_it(served):
    port, spool, limit = served
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"POST /login HTTP/1.1\r\nHost: t\r\nContent-Length: %d\r\n\r\n" % (300 * MIB))
        assert s.recv(200).startswith(b"HTTP/1.1 413")
    assert sum(f.stat().st_size for f in spool.iterdir()) == 0


def test_parallel_unauthenticated_streams_use_at_most_the_body_limit_each(served):
    port, spool, limit = served
    with ThreadPoolExecutor(3) as pool:
        answers = list(pool.map(lambda _: _post_chunked(port, 20 * MIB), range(3)))
    assert all(a.startswith(b"HTTP/1.1 413") or a == b"reset" for a in answers), answers
    spooled = sum(f.stat().st_size for f in spool.iterdir())
    assert spooled <= 3 * (limit + 256 * 1024), spooled  # not 3 x 20 MiB (it was 3 x 300 MB in issue 14)


def test_more_files_than_the_cap_are_refused_whole(api, settings):
    files = [(io.BytesIO(b"d4:infod4:name1:xee"), f"{i}.torrent") for i in range(MAX_FILES + 1)]
    resp = api.post("/api/v1/downloads", data={"torrent": files}, content_type="multipart/form-data")
    assert resp.status_code == 413 and resp.json["code"] == "too_large"
    assert store.Download.select().count() == 0
    assert not settings.torrents_dir.exists() or not any(settings.torrents_dir.iterdir())


def test_the_share_stash_is_bounded_by_total_bytes():
    stash = Stash(max_bytes=25 * MIB, max_items=100)
    tokens = [stash.put(f"{i}.torrent", b"x" * (10 * MIB)) for i in range(39)]
    assert stash.total_bytes <= 25 * MIB
    assert stash.take(tokens[0]) is None and stash.take(tokens[-1]) == ("38.torrent", b"x" * (10 * MIB))
    assert stash.total_bytes == 10 * MIB


def test_the_add_form_refuses_more_files_than_the_cap(client, settings):
    from tests.fixtures.browser import form_token
    files = [(io.BytesIO(b"d4:infod4:name1:xee"), f"{i}.torrent") for i in range(MAX_FILES + 1)]
    resp = client.post("/add", data={"csrf_token": form_token(client, "/add"), "torrent": files},
                       content_type="multipart/form-data")
    assert resp.status_code == 413 and "Too large" in resp.get_data(as_text=True)
    assert store.Download.select().count() == 0

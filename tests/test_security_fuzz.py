"""Issue 14: the API and the web forms fuzzed with hostile input — deep nesting, invalid UTF-8, lone
surrogates, huge strings, near-miss magnets and torrents.

For every request: no 5xx, its log record is written (the production JSON handlers, to a real file, at
DEBUG so routine reads are recorded too, and nothing on stderr), and a refused request (4xx) created no
download row and stored no ``.torrent`` file. Bounded for CI; ``JELLYBIT_FUZZ_EXAMPLES`` raises the count.
"""

from __future__ import annotations

import io
import json
import logging
import os
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jellybit import config, logs, store
from jellybit.factory import create_app
from jellybit.infohash import normalize
from jellybit.runtime import Runtime
from jellybit.worker.qbt_sync import QbtSync
from tests.fixtures.browser import form_token
from tests.fixtures.web import API_KEY

EXAMPLES = min(int(os.environ.get("JELLYBIT_FUZZ_EXAMPLES", "20000")) // 100, 2000)  # 200 per target in CI
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None, print_blob=True,
                suppress_health_check=list(HealthCheck))
PASSWORD = "fuzz-password-123"
HASH = "ab" * 20
pytestmark = pytest.mark.qbt

# -- hostile values ----------------------------------------------------------------------------------------

surrogate = st.integers(0xD800, 0xDFFF).map(chr)
hostile_text = st.one_of(
    st.text(max_size=60),
    st.builds(lambda a, s, b: a + s + b, st.text(max_size=20), surrogate, st.text(max_size=20)),
    st.integers(1, 400_000).map(lambda n: "x" * n),  # huge (within the body limit, and past it)
    st.sampled_from(["magnet:?xt=urn:btih:\ud800x", "magnet:?xt=urn:btih:" + "0" * 40,
                     "magnet:?xt=urn:btih:" + HASH + "&dn=%ff%fe", "magnet:?xt=urn:btmh:1220" + "0" * 64,
                     "magnet:?xt=urn:btih:" + "g" * 40, "magnet:?" + "&" * 5000, "d4:infod4:name1:xee"]),
)
depth = st.integers(100, 20_000)
deep_json = st.one_of(depth.map(lambda n: "[" * n + "]" * n), depth.map(lambda n: '{"a":' * n + "1" + "}" * n),
                      depth.map(lambda n: '{"magnet": ' + "[" * n + "]" * n + "}"))
json_value = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), hostile_text),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(hostile_text, inner, max_size=3),
                          max_leaves=8)
invalid_utf8 = st.one_of(st.binary(max_size=200), st.sampled_from([b"\xff\xfe", b"\xed\xa0\x80", b"\xc0\xaf", b"\x80"]))


FIELDS = ["magnet", "magnets", "hint", "type", "title", "year", "candidate_id", "remove_torrent"]


def json_body():
    """Raw JSON text: well-formed with hostile values (lone surrogates escaped), deeply nested, or not UTF-8."""
    return st.one_of(
        json_value.map(lambda v: json.dumps(v).encode()),
        st.dictionaries(st.sampled_from(FIELDS), json_value, max_size=3).map(lambda v: json.dumps(v).encode()),
        deep_json.map(str.encode),
        invalid_utf8.map(lambda b: b'{"magnet": "' + b + b'"}'),
    )


def form_value():
    """A form field as raw bytes for urlencoded bodies: text, invalid UTF-8, a lone surrogate's UTF-8 form."""
    return st.one_of(hostile_text.map(lambda t: t.encode("utf-8", "surrogatepass")), invalid_utf8)


def urlencoded(fields: dict[str, bytes]) -> bytes:
    from urllib.parse import quote_from_bytes
    return b"&".join(k.encode() + b"=" + quote_from_bytes(v).encode() for k, v in fields.items())


# -- the harness -------------------------------------------------------------------------------------------


class Harness:
    def __init__(self, app, log_path, torrents_dir):
        self.app, self.log_path, self.torrents_dir = app, log_path, torrents_dir
        self.n = 0

    def counts(self) -> tuple[int, int]:
        files = sum(1 for p in self.torrents_dir.rglob("*") if p.is_file()) if self.torrents_dir.exists() else 0
        return store.Download.select().count(), files

    def send(self, client, method: str, path: str, **kw):
        self.n += 1
        rid = f"fuzz-{self.n:08d}"
        before = self.counts()
        resp = client.open(path, method=method, headers={"X-Request-ID": rid, **kw.pop("headers", {})}, **kw)
        assert resp.status_code < 500, (method, path, resp.status_code, resp.get_data(as_text=True)[:300])
        if resp.status_code >= 400:
            assert self.counts() == before, (method, path, resp.status_code, "a refused request changed the store")
        text = self.log_path.read_text(encoding="utf-8")
        assert rid in text, (method, path, resp.status_code, "no log record for the request")
        return resp


@contextmanager
def harness(tmp_path, qbt):
    """The app with the real qBittorrent behind its commands (without one, a command honestly answers 503)."""
    log_path = tmp_path / "fuzz.log"
    logs.configure("DEBUG", file=str(log_path), stream=io.StringIO())
    logging.getLogger("peewee").setLevel(logging.INFO)  # every request's record, not every query's
    settings_ = config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=tmp_path / "data",
                            database=tmp_path / "data" / "jb.db", password=PASSWORD, max_torrent_size=64 * 1024)
    sync = QbtSync(settings_, qbt)
    app = create_app(settings_, runtime=Runtime(settings_, services={"qbit": qbt,
                                                                     "torrent_present": sync.torrent_present}))
    try:
        store.create_download_if_no_active(hashes=[normalize(HASH)], source_ref="magnet:?xt=urn:btih:" + HASH,
                                           source_kind="magnet", name="Fuzz.Target.2020")
        sync.tick()  # a snapshot of qBittorrent, so commands know what it has (and the target is added)
        yield Harness(app, log_path, settings_.torrents_dir)
        for line in log_path.read_text(encoding="utf-8").splitlines():  # every record is one JSON line
            json.loads(line)
    finally:
        logs.configure("WARNING")
        logging.getLogger("peewee").setLevel(logging.NOTSET)
        store.close_database()


def _target_id() -> str:
    return store.Download.get().id


def _assert_no_logging_errors(capsys):
    assert "Logging error" not in capsys.readouterr().err


# -- the API -----------------------------------------------------------------------------------------------

API = {"X-Api-Key": API_KEY}
ACTIONS = ["retry", "cancel", "defer", "apply", "refine", "set-type", "override", "rerecognize", "undo", "relink"]


def test_fuzz_api_ingest_and_actions(tmp_path, qbt, capsys):
    with harness(tmp_path, qbt) as h:
        client = h.app.test_client()
        target = _target_id()

        @FUZZ
        @given(st.one_of(
            st.tuples(st.just("ingest"), json_body(), st.sampled_from(["application/json", "text/plain", ""])),
            st.tuples(st.sampled_from(ACTIONS), json_body(), st.just("application/json")),
        ))
        def run(case):
            route, body, ctype = case
            path = "/api/v1/downloads" if route == "ingest" else f"/api/v1/downloads/{target}/{route}"
            h.send(client, "POST", path, data=body, content_type=ctype or None, headers=API)

        run()
    _assert_no_logging_errors(capsys)


def test_fuzz_api_uploads_and_queries(tmp_path, qbt, capsys):
    with harness(tmp_path, qbt) as h:
        client = h.app.test_client()

        @FUZZ
        @given(st.lists(st.tuples(invalid_utf8 | hostile_text.map(lambda t: t.encode("utf-8", "surrogatepass")),
                                  st.text(max_size=30)), max_size=4),
               st.lists(form_value(), max_size=3), form_value(), form_value())
        def run(files, magnets, q, cursor):
            data = {"torrent": [(io.BytesIO(b), name or "x.torrent") for b, name in files],
                    "magnet": [m.decode("utf-8", "replace") for m in magnets]}
            h.send(client, "POST", "/api/v1/downloads", data=data, content_type="multipart/form-data", headers=API)
            query = urlencoded({"q": q, "cursor": cursor, "state": q[:20], "limit": cursor[:10]})
            h.send(client, "GET", "/api/v1/downloads?" + query.decode(), headers=API)
            h.send(client, "GET", "/api/v1/downloads/" + q.decode("utf-8", "replace")[:80].replace("/", "_") + "/plan?"
                   + urlencoded({"candidate_id": cursor}).decode(), headers=API)

        run()
    _assert_no_logging_errors(capsys)


# -- the web forms -----------------------------------------------------------------------------------------


def _signed_in(app):
    client = app.test_client()
    token = form_token(client, "/login")
    assert client.post("/login", data={"csrf_token": token, "password": PASSWORD}).status_code == 302
    return client, form_token(client, "/")


def test_fuzz_web_forms(tmp_path, qbt, capsys):
    with harness(tmp_path, qbt) as h:
        client, token = _signed_in(h.app)
        target = _target_id()
        anonymous = h.app.test_client()
        login_token = form_token(anonymous, "/login")

        @FUZZ
        @given(st.sampled_from(["add", "login", "action", "search"]), form_value(), form_value(),
               st.sampled_from(ACTIONS), st.booleans())
        def run(form, a, b, action, htmx):
            headers = {"HX-Request": "true"} if htmx else {}
            ctype = "application/x-www-form-urlencoded"
            if form == "add":
                body = urlencoded({"csrf_token": token.encode(), "magnets": a, "shared": b})
                h.send(client, "POST", "/add", data=body, content_type=ctype, headers=headers)
            elif form == "login":
                body = urlencoded({"csrf_token": login_token.encode(), "password": a, "next": b})
                h.send(anonymous, "POST", "/login", data=body, content_type=ctype, headers=headers)
            elif form == "action":
                body = urlencoded({"csrf_token": token.encode(), "hint": a, "type": b, "title": a, "year": b,
                                   "candidate_id": b, "from": a[:10]})
                h.send(client, "POST", f"/download/{target}/{action}", data=body, content_type=ctype,
                       headers=headers)
            else:
                h.send(client, "GET", "/?" + urlencoded({"q": a, "state": b, "cursor": a}).decode(), headers=headers)

        run()
    _assert_no_logging_errors(capsys)


@pytest.mark.parametrize("upload", [b"\xff" * 70_000, b"d4:infod4:name1:\xedee", b"d" * 5000 + b"e" * 5000])
def test_fuzz_web_upload_edge_cases(tmp_path, qbt, capsys, upload):
    with harness(tmp_path, qbt) as h:
        client, token = _signed_in(h.app)
        data = {"csrf_token": token, "torrent": [(io.BytesIO(upload), "\u202e\x00ü.torrent")]}
        resp = h.send(client, "POST", "/add", data=data, content_type="multipart/form-data")
        assert resp.status_code == 400
    _assert_no_logging_errors(capsys)

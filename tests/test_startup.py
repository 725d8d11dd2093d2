"""Starting jellybit as a person does: ``python app.py`` in a fresh directory with nothing configured.

The subprocess tests run the real ``app.py`` (real waitress, the real managed qbittorrent-nox) with a
temporary working directory and no directory settings, so the relative default data dir is what is tested.
Daemons are counted by their ``--profile`` under that directory: other test runs may own other daemons.
"""

from __future__ import annotations

import fcntl
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import requests

from jellybit import config, store
from jellybit.factory import create_app
from jellybit.qbit.managed import free_port
from jellybit.runtime import Runtime
from jellybit.startup import LOCK_NAME
from tests.fixtures.qbt import eventually, require_qbittorrent_nox

APP = Path(__file__).resolve().parents[1] / "app.py"


def _env(**settings: str) -> dict[str, str]:
    """The caller's environment without any JELLYBIT_* (a developer's own settings), plus ``settings``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JELLYBIT_")}
    env.update({f"JELLYBIT_{k.upper()}": v for k, v in settings.items()})
    return env


def _run(cwd: Path, timeout: float = 60, **settings: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(APP)], cwd=cwd, env=_env(**settings), stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=timeout)


def _daemons_under(cwd: Path) -> list[int]:
    """PIDs of qbittorrent-nox processes whose profile is inside ``cwd`` (zombies excluded)."""
    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            argv = (proc / "cmdline").read_bytes().decode(errors="replace").split("\0")
            state = (proc / "stat").read_text().rpartition(")")[2].split()[0]
        except OSError:
            continue
        if argv and argv[0].endswith("qbittorrent-nox") and state != "Z" \
                and any(a.startswith(f"--profile={cwd}") for a in argv):
            pids.append(int(proc.name))
    return pids


def _assert_one_line_without_traceback(result: subprocess.CompletedProcess, *words: str) -> None:
    assert result.returncode == 1, (result.stdout, result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("jellybit did not start: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]


def _lock_is_free(data: Path) -> bool:
    with open(data / LOCK_NAME, "a") as f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


@pytest.mark.qbt
@pytest.mark.slow
def test_a_start_with_the_port_taken_leaves_no_process_behind(tmp_path):
    require_qbittorrent_nox()  # without it there is no daemon to leave behind, and the test proves nothing
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        before = _daemons_under(tmp_path)
        result = _run(tmp_path, port=str(port))
    assert before == [] and _daemons_under(tmp_path) == []  # before binding first, an orphan was left here
    _assert_one_line_without_traceback(result, f"port {port}", "already in use", "JELLYBIT_PORT")
    assert not (tmp_path / "data" / "qbittorrent").exists()  # the managed daemon was never started
    assert _lock_is_free(tmp_path / "data")
    record = json.loads((tmp_path / "data" / "jellybit.log").read_text().splitlines()[-1])
    assert record["level"] == "ERROR" and "JELLYBIT_PORT" in record["msg"]


@pytest.mark.parametrize("host", ["192.0.2.1", "no-such-host.invalid"])  # not this machine's; not a name at all
def test_a_host_this_machine_cannot_listen_on_is_one_line(tmp_path, host):
    result = _run(tmp_path, host=host, password="pw", port=str(free_port()), qbt_managed="false")
    _assert_one_line_without_traceback(result, f"JELLYBIT_HOST={host!r}")


def test_an_unwritable_data_dir_is_one_line(tmp_path):
    (tmp_path / "data").write_text("a file where the data dir should be")
    result = _run(tmp_path, port=str(free_port()))
    _assert_one_line_without_traceback(result, "JELLYBIT_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.qbt
@pytest.mark.slow
def test_defaults_serve_a_second_jellybit_on_the_same_data_refuses_and_sigterm_cleans_up(tmp_path):
    require_qbittorrent_nox()
    port = free_port()
    out, err = (tmp_path / "stdout").open("w"), (tmp_path / "stderr").open("w")  # not a terminal: JSON lines
    first = subprocess.Popen([sys.executable, str(APP)], cwd=tmp_path, env=_env(port=str(port), portt="1"),
                             stdin=subprocess.DEVNULL, stdout=out, stderr=err)
    try:
        def serves():
            assert first.poll() is None, (tmp_path / "stdout").read_text()
            try:
                r = requests.get(f"http://127.0.0.1:{port}/health", timeout=5)
            except requests.ConnectionError as exc:
                raise AssertionError("not listening yet") from exc
            assert "<dt>qBittorrent</dt>" in r.text  # the managed daemon is up and linked
            return r.text

        html = eventually(serves, timeout=60, interval=0.2)
        data = tmp_path / "data"
        assert f"<code>{data / 'library' / 'movies'}</code>" in html and html.count("writable, hard links work") == 2
        (daemon,) = _daemons_under(tmp_path)

        second = _run(tmp_path, port=str(free_port()))
        _assert_one_line_without_traceback(second, f"pid {first.pid}", str(data), "JELLYBIT_DATA_DIR")
        assert _daemons_under(tmp_path) == [daemon]

        first.send_signal(signal.SIGTERM)
        assert first.wait(30) == 0
    finally:
        if first.poll() is None:
            first.kill()
        out.close()
        err.close()
    eventually(lambda: _assert_empty(_daemons_under(tmp_path)), timeout=10)
    records = [json.loads(line) for line in (tmp_path / "stdout").read_text().splitlines()]
    assert records == [json.loads(line) for line in (data / "jellybit.log").read_text().splitlines()]
    (paths,) = [r["paths"] for r in records if "paths" in r]
    assert paths["data"] == str(data) and paths["shows library"] == str(data / "library" / "shows")
    assert any("did you mean JELLYBIT_PORT?" in r["msg"] and r["level"] == "WARNING" for r in records)
    assert {"jellybit stopping", "managed qbittorrent-nox stopped"} <= {r["msg"] for r in records}


def _assert_empty(items: list) -> None:
    assert items == []


def test_with_nothing_configured_the_health_page_shows_absolute_paths_and_the_libraries_work(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # `make run`: the relative default data dir, resolved at load
    settings = config.load({}, dotenv=None)
    (tmp_path / "data").mkdir()
    runtime = Runtime(settings)
    runtime.services["managed_qbt"] = SimpleNamespace(url="http://127.0.0.1:41234")  # what the worker puts there
    app = create_app(settings, runtime=runtime)
    try:
        html = app.test_client().get("/health").get_data(as_text=True)
    finally:
        store.close_database()
    data = tmp_path / "data"
    for path in (data, data / "jellybit.db", data / "library" / "movies", data / "library" / "shows",
                 data / "downloads", data / "jellybit.log"):
        assert f"<code>{path}</code>" in html, path
    assert html.count("writable, hard links work") == 2
    assert '<a href="http://127.0.0.1:41234" target="_blank" rel="noopener">' in html
    assert "jellybit's own qBittorrent" in html


def test_a_configured_qbittorrent_is_linked_on_the_health_page(client, app):
    html = client.get("/health").get_data(as_text=True)
    assert "<dt>qBittorrent</dt>" not in html  # no runtime, no URL: nothing to link
    app.config["JELLYBIT"] = app.config["JELLYBIT"].replace(qbt_url="http://nas:8080")
    html = client.get("/health").get_data(as_text=True)
    assert '<a href="http://nas:8080"' in html and "own qBittorrent" not in html



def test_check_prints_the_resolved_paths_and_names_a_typo(tmp_path, monkeypatch, capsys):
    from jellybit.__main__ import main
    monkeypatch.chdir(tmp_path)
    for name in [n for n in os.environ if n.startswith("JELLYBIT_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("JELLYBIT_SHOWS_DIRS", "/srv/shows")
    assert main(["check"]) == 0
    out = capsys.readouterr().out
    assert "warning: JELLYBIT_SHOWS_DIRS is not a jellybit setting and is ignored; did you mean JELLYBIT_SHOWS_DIR?" \
        in out
    assert f"  shows library: {tmp_path / 'data' / 'library' / 'shows'}\n" in out


def test_an_unwritable_log_file_is_one_line(tmp_path):
    (tmp_path / "logs").write_text("a file where the log folder should be")
    result = _run(tmp_path, port=str(free_port()), log_file="logs/jellybit.log", qbt_managed="false")
    _assert_one_line_without_traceback(result, "JELLYBIT_LOG_FILE", str(tmp_path / "logs" / "jellybit.log"))
    assert _lock_is_free(tmp_path / "data")


def test_a_database_that_cannot_be_opened_is_one_line_with_the_traceback_in_the_log_file(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "jellybit.db").write_bytes(b"this is not an SQLite database" * 100)
    result = _run(tmp_path, port=str(free_port()), qbt_managed="false")
    _assert_one_line_without_traceback(result, f"(traceback in {tmp_path / 'data' / 'jellybit.log'})")
    last = json.loads((tmp_path / "data" / "jellybit.log").read_text().splitlines()[-1])
    assert last["level"] == "ERROR" and "Traceback" in last["exc"]


def test_on_a_terminal_the_console_is_human_and_the_file_json(tmp_path):
    import pty
    import re
    master, slave = pty.openpty()
    with socket.socket() as taken:  # the start fails right after the first log lines: nothing else runs
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        proc = subprocess.run([sys.executable, str(APP)], cwd=tmp_path, env=_env(port=str(taken.getsockname()[1]),
                              portt="1"), stdin=subprocess.DEVNULL, stdout=slave, stderr=subprocess.PIPE,
                              text=True, timeout=60)
    os.close(slave)
    console = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the other side is closed and drained
            break
        if not chunk:
            break
        console += chunk
    os.close(master)
    lines = console.decode().splitlines()
    assert proc.returncode == 1 and lines and not any(line.lstrip().startswith("{") for line in lines), lines
    assert any(re.fullmatch(r"\d\d:\d\d:\d\d WARNING JELLYBIT_PORTT is not a jellybit setting and is ignored; "
                            r"did you mean JELLYBIT_PORT\?", line) for line in lines), lines
    assert "already in use" not in console.decode()  # said once, on stderr
    records = [json.loads(line) for line in (tmp_path / "data" / "jellybit.log").read_text().splitlines()]
    assert records[0]["level"] == "WARNING" and "already in use" in records[-1]["msg"]

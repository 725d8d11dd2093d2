"""Logging and correlation (SPEC §4): JSON lines that carry the context's ids."""

import io
import json
import logging
import re
import stat
import threading

from jellybit import logs


def capture():
    stream = io.StringIO()
    logs.configure("DEBUG", stream=stream)
    return stream


def records(stream):
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_records_are_json_with_the_base_fields():
    stream = capture()
    logging.getLogger("jellybit.test").info("hello %s", "world", extra={"answer": 42})
    (rec,) = records(stream)
    assert rec["msg"] == "hello world" and rec["level"] == "INFO" and rec["logger"] == "jellybit.test"
    assert rec["answer"] == 42 and rec["ts"].endswith("Z")


def test_records_inside_a_download_context_carry_download_id_and_infohash():
    stream = capture()
    log = logs.get_logger("jellybit.qbit")
    with logs.download_context("01jzabcdefghjkmnpqrstvwxyz", ["c9e1" + "0" * 36, "a" * 64]):
        with logs.timed_call(log, "qbittorrent", "torrents/add") as call:
            call["outcome"] = "fails"
    log.info("outside")
    inside, outside = records(stream)
    assert inside["download_id"] == "01jzabcdefghjkmnpqrstvwxyz"
    assert inside["infohash"] == "c9e1" + "0" * 36
    assert inside["outcome"] == "fails" and inside["endpoint"] == "torrents/add" and "duration_ms" in inside
    assert inside["level"] == "WARNING"
    assert "download_id" not in outside


def test_context_does_not_leak_between_threads():
    stream = capture()
    log = logs.get_logger("t")
    with logs.bind(request_id="r1"):
        t = threading.Thread(target=lambda: log.info("other thread"))
        t.start()
        t.join()
        log.info("this thread")
    other, this = records(stream)
    assert "request_id" not in other and this["request_id"] == "r1"


def test_failed_external_call_is_logged_and_reraised():
    stream = capture()
    try:
        with logs.bind(download_id="x"), logs.timed_call(logs.get_logger("c"), "tmdb", "search/movie"):
            raise ConnectionError("down")
    except ConnectionError:
        pass
    (rec,) = records(stream)
    assert rec["outcome"] == "error" and rec["error_type"] == "ConnectionError" and rec["download_id"] == "x"


def test_registered_secrets_are_masked():
    stream = capture()
    logs.register_secret("s3cr3t-token")
    logging.getLogger("x").info("token is s3cr3t-token", extra={"url": "http://x/bots3cr3t-token/getMe"})
    text = stream.getvalue()
    assert "s3cr3t-token" not in text and "***" in text


def test_exceptions_are_logged_in_the_record():
    stream = capture()
    try:
        1 / 0
    except ZeroDivisionError:
        logging.getLogger("x").exception("boom")
    (rec,) = records(stream)
    assert "ZeroDivisionError" in rec["exc"]


def test_extra_keys_that_collide_with_record_attributes_do_not_raise():
    stream = capture()
    logs.get_logger("jellybit.collide").info("x", extra={"name": "Dune", "filename": "a.torrent", "created": True})
    (rec,) = records(stream)
    assert rec["name_"] == "Dune" and rec["filename_"] == "a.torrent" and rec["created_"] is True


def test_a_quiet_routine_call_is_debug_and_an_eventful_one_info():
    stream = capture()
    log = logs.get_logger("jellybit.poll")
    logging.getLogger().setLevel("INFO")
    with logs.timed_call(log, "qbittorrent", "sync/maindata") as call:
        call["quiet"] = True
    with logs.timed_call(log, "qbittorrent", "sync/maindata") as call:
        call["changed"] = 3
    (rec,) = records(stream)
    assert rec["changed"] == 3 and "quiet" not in rec


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_a_terminal_gets_short_human_lines_and_the_file_gets_json(tmp_path):
    stream, file = Terminal(), tmp_path / "logs" / "jellybit.log"  # the file's folder is created
    logs.configure("INFO", file=file, stream=stream)
    log = logs.get_logger("jellybit.human")
    with logs.download_context("01jzabcdefghjkmnpqrstvwxyz", ["c9e1" + "0" * 36]):
        log.info("added to qBittorrent", extra={"category": "jellybit", "duration_ms": 3.2})
        log.warning("qbittorrent torrents/add failed", extra={"error": "Fails.", "outcome": "error"})
    logs.register_secret("hunter2-secret")
    try:
        raise ValueError("bad hunter2-secret")
    except ValueError:
        log.exception("boom")
    lines = stream.getvalue().splitlines()
    assert re.fullmatch(r"\d\d:\d\d:\d\d INFO    added to qBittorrent  download_id=01jzabcdefghjkmnpqrstvwxyz "
                        r"infohash=c9e10{36}", lines[0]), lines[0]
    assert lines[1].endswith("WARNING qbittorrent torrents/add failed  download_id=01jzabcdefghjkmnpqrstvwxyz "
                             "infohash=c9e1" + "0" * 36 + " error=Fails.")
    assert lines[2].endswith("ERROR   boom  (ValueError: bad ***)") and len(lines) == 3  # no traceback
    records = [json.loads(line) for line in file.read_text().splitlines()]
    assert [r["msg"] for r in records] == ["added to qBittorrent", "qbittorrent torrents/add failed", "boom"]
    assert records[0]["category"] == "jellybit" and "Traceback" in records[2]["exc"]
    assert "hunter2-secret" not in file.read_text()


def test_json_on_a_terminal_when_asked_and_human_elsewhere_when_asked():
    tty = Terminal()
    logs.configure("INFO", stream=tty, fmt="json")
    logging.getLogger("x").info("hello")
    assert json.loads(tty.getvalue())["msg"] == "hello"
    pipe = io.StringIO()
    logs.configure("INFO", stream=pipe, fmt="human")
    logging.getLogger("x").info("hello")
    assert pipe.getvalue().rstrip().endswith("INFO    hello")


def test_the_log_file_is_rotated(tmp_path, monkeypatch):
    monkeypatch.setattr(logs, "FILE_MAX_BYTES", 2000)
    file = tmp_path / "jellybit.log"
    logs.configure("INFO", file=file, stream=io.StringIO())
    for i in range(100):
        logging.getLogger("x").info("line %d of a long run", i)
    assert (tmp_path / "jellybit.log.1").exists() and file.stat().st_size <= 2000
    assert stat.S_IMODE(file.stat().st_mode) == 0o600  # the file made at the rollover is private too
    assert len(list(tmp_path.glob("jellybit.log*"))) <= 1 + logs.FILE_BACKUPS


def test_a_human_line_survives_a_lone_surrogate():
    stream = Terminal()
    logs.configure("INFO", stream=stream)
    logging.getLogger("x").info("name %s", "Dune\ud800")
    assert stream.getvalue().rstrip().endswith("Dune\\ud800")
    stream.getvalue().encode("utf-8")  # what a real terminal stream does with it


def test_the_file_and_the_json_stream_get_the_same_line(tmp_path):
    """The JSON line is made once per record and shared by the handlers (and the file's rollover check)."""
    file, pipe = tmp_path / "jellybit.log", io.StringIO()
    logs.configure("INFO", file=file, stream=pipe, fmt="json")
    with logs.bind(request_id="r-1"):
        logs.get_logger("x").info("hello %s", "Dune", extra={"status": 201})
    line = pipe.getvalue()
    assert file.read_text() == line and json.loads(line)["request_id"] == "r-1"
    assert "_json_line" not in json.loads(line)


def test_the_record_time_is_written_as_fromtimestamp_and_isoformat_write_it():
    """``ts`` is made from a per-second cache; the text is the one ``datetime`` gives, ties and carries too."""
    import random
    from datetime import datetime, timezone

    rnd = random.Random(7)
    now = 1_796_000_000.0
    values = [now + rnd.random() * 86400 * 400 for _ in range(20000)]
    values += [s + f for s in (now, 0.0, 951_782_400.0) for f in (0.0, 0.0005, 0.0009995, 0.9994999, 0.9995,
                                                                  0.9999994, 0.9999995, 0.99999951, 0.999999999)]
    values += [-1.5, -0.0000004, -0.9999996]
    for t in values:
        expected = datetime.fromtimestamp(t, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        assert logs._timestamp(t) == expected, t


class Broken(io.StringIO):
    def write(self, text):
        raise OSError("the pipe is gone")


def test_a_failing_stream_does_not_cost_the_file_its_line_and_file_only_skips_the_stream(tmp_path, capsys):
    file = tmp_path / "jellybit.log"
    logs.configure("INFO", file=file, stream=Broken(), fmt="json")
    logging.getLogger("x").info("kept in the file")
    assert "the pipe is gone" in capsys.readouterr().err  # the stdlib's "--- Logging error ---" report
    pipe = io.StringIO()
    logs.configure("INFO", file=file, stream=pipe, fmt="json")
    logging.getLogger("x").info("only in the file", extra=logs.FILE_ONLY)
    logging.getLogger("x").info("in both")
    assert [json.loads(line)["msg"] for line in file.read_text().splitlines()] == [
        "kept in the file", "only in the file", "in both"]
    assert [json.loads(line)["msg"] for line in pipe.getvalue().splitlines()] == ["in both"]

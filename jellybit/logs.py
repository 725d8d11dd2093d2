"""JSON-lines logging with a context that travels in ``contextvars`` (SPEC §4).

The log file always gets JSON lines (for grep and jq); stdout gets short human lines on a terminal
(:class:`HumanFormatter`) and JSON otherwise (systemd, Docker), unless a format is asked for.

Every record carries ``ts``, ``level``, ``logger``, ``msg`` and the fields of
the current context (``download_id``, ``infohash``, ``request_id``, …). The
context is entered with :func:`bind` (or :func:`download_context`) around a
unit of work, never glued onto each call: an external client that knows no
domain entity still logs ``download_id`` because its caller bound it first.

Secrets registered with :func:`jellybit.redaction.register_secret` are masked in every record.
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import logging
import logging.handlers
import math
import os
import stat
import sys
import time
import traceback
from collections.abc import Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from jellybit.redaction import redact, register_secret

__all__ = [
    "bind",
    "download_context",
    "current",
    "get_logger",
    "configure",
    "register_secret",
    "timed_call",
    "JsonFormatter",
    "HumanFormatter",
    "FILE_ONLY",
]

_context: contextvars.ContextVar[dict[str, Any]] = contextvars.ContextVar("jellybit_log_context", default={})

# LogRecord attributes that are not user fields.
_STANDARD = set(vars(logging.LogRecord("x", 0, "x", 0, "x", None, None))) | {"message", "asctime", "ctx"}



class _SafeLogger(logging.Logger):
    """A stdlib logger whose ``extra`` may use any key: one that collides with a LogRecord attribute
    (``name``, ``filename``, ``created`` …) is kept as ``<key>_`` instead of raising KeyError mid-operation."""

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None, sinfo=None):
        if extra:
            extra = {(f"{k}_" if k in _STANDARD else k): v for k, v in extra.items()}
        return super().makeRecord(name, level, fn, lno, msg, args, exc_info, func, extra, sinfo)


def get_logger(name: str) -> logging.Logger:
    """A logger for jellybit code; the context is added by the handler and its formatter."""
    manager = logging.Logger.manager
    if name not in manager.loggerDict:
        previous = manager.loggerClass
        manager.setLoggerClass(_SafeLogger)
        try:
            return logging.getLogger(name)
        finally:
            manager.loggerClass = previous
    return logging.getLogger(name)


def current() -> dict[str, Any]:
    """A copy of the fields bound in this context."""
    return dict(_context.get())


def bind(**fields: Any) -> _Bound:
    """Add fields to every record logged inside the block (None values are dropped); the block gets the
    merged fields."""
    return _Bound({k: v for k, v in fields.items() if v is not None})


class _Bound:
    """The block of :func:`bind`: a plain class, not a generator context manager, because every request
    enters two (its request id, then the download's ids)."""

    __slots__ = ("fields", "token")

    def __init__(self, fields: dict[str, Any]):
        self.fields, self.token = fields, None

    def __enter__(self) -> dict[str, Any]:
        merged = {**_context.get(), **self.fields}
        self.token = _context.set(merged)
        return merged

    def __exit__(self, *exc) -> None:
        _context.reset(self.token)


def download_context(download_id: str, infohashes: Iterable[str] = (), **fields: Any):
    """Enter a download's context: ``download_id`` plus its first known infohash.

    Must be entered before any external call made on the download's behalf
    (seed 001: the qBittorrent client's records then carry the correlation).
    """
    first = next(iter(infohashes), None)
    return bind(download_id=str(download_id), infohash=first, **fields)


_LINE_BREAKS = {ord(c): f"\\u{ord(c):04x}" for c in "\x85\u2028\u2029"}  # json.dumps leaves them raw
# json.dumps(out, ensure_ascii=False, default=str), without building an encoder for every record.
_encode = json.JSONEncoder(ensure_ascii=False, default=str).encode
_second: tuple[int, str] = (0, "1970-01-01T00:00:00")


def _timestamp(created: float) -> str:
    """``datetime.fromtimestamp(created, utc).isoformat(timespec="milliseconds")`` with ``Z``, the same text,
    with the date and time of the second made once per second (they were a sixth of a record's cost).

    The microseconds are rounded half-even from the fraction, as ``fromtimestamp`` does; the milliseconds
    are then cut, as ``isoformat`` does (a test holds the two equal).
    """
    global _second
    fraction, whole = math.modf(created)
    micro = round(fraction * 1e6)
    if micro >= 1_000_000:
        whole, micro = whole + 1, micro - 1_000_000
    elif micro < 0:
        whole, micro = whole - 1, micro + 1_000_000
    second = int(whole)
    cached = _second
    if cached[0] != second:
        cached = _second = (second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second)))
    return f"{cached[1]}.{micro // 1000:03d}Z"


class JsonFormatter(logging.Formatter):
    """One JSON line per record, made once: the console, the file and the file's rollover check all ask for
    it (three ``json.dumps`` per record before, ~20 µs each, and an ingest writes two records)."""

    def format(self, record: logging.LogRecord) -> str:
        cached = record.__dict__.get("_json_line")
        if cached is not None:
            return cached
        out: dict[str, Any] = {
            "ts": _timestamp(record.created),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        out.update(getattr(record, "ctx", None) or _context.get())
        for key, value in record.__dict__.items():
            if key not in _STANDARD and not key.startswith("_"):
                out[key] = value
        if record.exc_info:
            out["exc"] = "".join(traceback.format_exception(*record.exc_info)).rstrip()
        text = _encode(out)
        if not text.isascii():
            # A lone surrogate ("\ud800" from hostile input) cannot be encoded: escaped, or the handler drops
            # the record. Unicode line breaks are escaped too, so a record stays one line for every reader.
            text = text.encode("utf-8", "backslashreplace").decode("utf-8").translate(_LINE_BREAKS)
        record._json_line = text = redact(text)  # "_": never a field of the line itself
        return text


class HumanFormatter(logging.Formatter):
    """One short line for a person at a terminal: time, level, message, then the ids (and why, on a warning).

    The other fields stay in the JSON log file; an exception shows its last line, not the traceback.
    """

    def format(self, record: logging.LogRecord) -> str:
        when = datetime.fromtimestamp(record.created).strftime("%H:%M:%S")
        fields = {**(getattr(record, "ctx", None) or _context.get()),
                  **{k: v for k, v in record.__dict__.items() if k not in _STANDARD and not k.startswith("_")}}
        shown = [f"{k}={v}" for k, v in fields.items() if _is_id(k)]
        if record.levelno >= logging.WARNING:
            shown += [f"{k}={fields[k]}" for k in ("error_code", "error") if fields.get(k)]
        line = f"{when} {record.levelname:<7} {record.getMessage()}"
        if shown:
            line += "  " + " ".join(shown)
        if record.exc_info and record.exc_info[1] is not None:
            line += f"  ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})"
        if not line.isascii():  # a lone surrogate from hostile input would make the stream drop the line
            line = line.encode("utf-8", "backslashreplace").decode("utf-8")
        return redact(line)


def _is_id(key: str) -> bool:
    return key.endswith("_id") or key == "infohash"


def _wants_json(fmt: str, stream) -> bool:
    if fmt != "auto":
        return fmt == "json"
    isatty = getattr(stream, "isatty", None)
    return not (isatty and isatty())


class _RotatingPrivateFile(logging.handlers.RotatingFileHandler):
    """A rotating file whose every new file (the first, and each one after a rollover) is created 0600."""

    def _open(self):
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        self._regular = stat.S_ISREG(os.fstat(fd).st_mode)
        if self._regular:  # an older, looser file is tightened (never /dev/stdout or a pipe)
            os.fchmod(fd, 0o600)
        return open(fd, "a", encoding=self.encoding, errors=self.errors)  # noqa: SIM115 - the handler owns it

    def shouldRollover(self, record) -> bool:
        """The stdlib's rule (only a regular file rolls over; at ``maxBytes``) without its two ``stat`` calls
        per record: whether the file is regular is known from opening it."""
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes <= 0 or not self._regular:
            return False
        self.stream.seek(0, 2)
        return self.stream.tell() + len(self.format(record)) + 1 >= self.maxBytes

    def write_line(self, record: logging.LogRecord) -> None:
        """What ``emit`` does (roll over when due, write the line, flush), for :class:`_Outputs`, which holds
        the lock and handles the errors."""
        if self.shouldRollover(record):
            self.doRollover()
        self.stream.write(self.format(record) + self.terminator)
        self.stream.flush()


class _Outputs(logging.Handler):
    """The stream and the JSON file as ONE handler: each record's context is captured once, its line made
    once, both written under one lock.

    As two stdlib handlers a record took ~110 Python calls (two filter passes, four lock round trips, three
    ``format`` calls, the stream handler's flush under its own lock); inside a request, where the caches are
    cold from the request's other work, that made a record twice as dear as in a loop (docs/performance.md).
    Each output keeps its own error handling: a stream that fails does not cost the file its line.
    """

    def __init__(self, stream, formatter: logging.Formatter, file: _RotatingPrivateFile | None):
        super().__init__()
        self.stream, self.file = stream, file
        self.setFormatter(formatter)

    def handle(self, record: logging.LogRecord) -> bool:
        if self.filters and not self.filter(record):
            return False
        if not hasattr(record, "ctx"):
            record.ctx = _context.get()  # the emitting thread's context, at emit time
        with self.lock:
            self.emit(record)
        return True

    def emit(self, record: logging.LogRecord) -> None:
        if not record.__dict__.get("_file_only"):
            try:
                self.stream.write(self.format(record) + "\n")
                self.stream.flush()
            except RecursionError:
                raise
            except Exception:  # noqa: BLE001 - the stdlib's rule: say it on stderr, never fail the caller
                self.handleError(record)
        if self.file is not None:
            try:
                self.file.write_line(record)
            except RecursionError:
                raise
            except Exception:  # noqa: BLE001 - as above
                self.file.handleError(record)

    def flush(self) -> None:
        with self.lock:
            if hasattr(self.stream, "flush"):
                self.stream.flush()
            if self.file is not None:
                self.file.flush()

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()


def _file_handler(file: str | os.PathLike) -> _RotatingPrivateFile:
    """The JSON log file, rotated so it never fills the disk of a server that runs for months."""
    Path(file).parent.mkdir(parents=True, exist_ok=True)
    handler = _RotatingPrivateFile(file, maxBytes=FILE_MAX_BYTES, backupCount=FILE_BACKUPS, encoding="utf-8")
    handler.setFormatter(_JSON)
    return handler


_JSON = JsonFormatter()  # stateless: the line is kept on the record, not in the formatter
# ``extra=FILE_ONLY``: a record the console must not repeat (app.py prints the same words to stderr itself).
FILE_ONLY = {"_file_only": True}
FILE_MAX_BYTES = 10 * 1024 * 1024
FILE_BACKUPS = 5
_handlers: list[logging.Handler] = []


def configure(level: str = "INFO", file: str | os.PathLike | None = None, stream=None, fmt: str = "auto") -> None:
    """Install our handler on the root logger (idempotent: replaces our own).

    ``fmt`` is for the stream: ``json``, ``human``, or ``auto`` (human on a terminal); the file is always JSON.
    """
    root = logging.getLogger()
    for h in _handlers:
        root.removeHandler(h)
        h.close()
    _handlers.clear()
    stream = stream or sys.stdout
    outputs = _Outputs(stream, _JSON if _wants_json(fmt, stream) else HumanFormatter(),
                       _file_handler(file) if file else None)
    root.addHandler(outputs)
    _handlers.append(outputs)
    root.setLevel(level.upper())
    # No line of ours shows the thread, the process or its name: the stdlib does not look them up for each
    # record (the logging HOWTO's "Optimization"; a few µs of every record).
    logging.logThreads = logging.logProcesses = logging.logMultiprocessing = False
    # Libraries that are chatty at INFO about things we log ourselves.
    for noisy in ("urllib3", "httpx", "httpcore", "apscheduler.executors.default", "apscheduler.scheduler",
                  "waitress.queue"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))


@contextlib.contextmanager
def timed_call(logger: logging.Logger, service: str, endpoint: str, **fields: Any) -> Iterator[dict[str, Any]]:
    """Log one external call with its duration and outcome.

    The block may put ``outcome`` (and other fields) into the yielded dict, and ``quiet=True`` for a
    routine call that changed nothing (logged at DEBUG, so a poll every few seconds does not flood INFO);
    an exception is logged as ``outcome=error`` with its type and re-raised.
    Clients use this so every external call has the same record shape.
    """
    info: dict[str, Any] = {}
    start = time.perf_counter()
    try:
        yield info
    except Exception as exc:  # logged and re-raised, never swallowed
        ms = round((time.perf_counter() - start) * 1000, 2)
        logger.warning(
            "%s %s failed", service, endpoint,
            extra={"service": service, "endpoint": endpoint, "duration_ms": ms, "outcome": "error",
                   "error_type": type(exc).__name__, "error": str(exc)[:500], **fields, **info},
        )
        raise
    ms = round((time.perf_counter() - start) * 1000, 2)
    info.setdefault("outcome", "ok")
    quiet = info.pop("quiet", False)  # a routine call that changed nothing (a poll): DEBUG, not INFO
    level = (logging.DEBUG if quiet else logging.INFO) if info["outcome"] == "ok" else logging.WARNING
    logger.log(level, "%s %s", service, endpoint,
               extra={"service": service, "endpoint": endpoint, "duration_ms": ms, **fields, **info})

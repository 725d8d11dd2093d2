"""JSON-lines logging with a context that travels in ``contextvars`` (SPEC §4).

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
import os
import stat
import sys
import time
import traceback
from collections.abc import Iterable, Iterator
from datetime import datetime, timezone
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
    """A logger for jellybit code; the context is added by the handler's filter and formatter."""
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


@contextlib.contextmanager
def bind(**fields: Any) -> Iterator[dict[str, Any]]:
    """Add fields to every record logged inside the block (None values are dropped)."""
    merged = {**_context.get(), **{k: v for k, v in fields.items() if v is not None}}
    token = _context.set(merged)
    try:
        yield merged
    finally:
        _context.reset(token)


def download_context(download_id: str, infohashes: Iterable[str] = (), **fields: Any):
    """Enter a download's context: ``download_id`` plus its first known infohash.

    Must be entered before any external call made on the download's behalf
    (seed 001: the qBittorrent client's records then carry the correlation).
    """
    first = next(iter(infohashes), None)
    return bind(download_id=str(download_id), infohash=first, **fields)


class _ContextFilter(logging.Filter):
    """Captures the context at emit time (the emitting thread's context)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "ctx"):
            record.ctx = _context.get()
        return True


_LINE_BREAKS = {ord(c): f"\\u{ord(c):04x}" for c in "\x85\u2028\u2029"}  # json.dumps leaves them raw


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds")
            .replace("+00:00", "Z"),
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
        text = json.dumps(out, ensure_ascii=False, default=str)
        if not text.isascii():
            # A lone surrogate ("\ud800" from hostile input) cannot be encoded: escaped, or the handler drops
            # the record. Unicode line breaks are escaped too, so a record stays one line for every reader.
            text = text.encode("utf-8", "backslashreplace").decode("utf-8").translate(_LINE_BREAKS)
        return redact(text)


_handlers: list[logging.Handler] = []


def _private_file(path: str) -> None:
    """Create the log file 0600 (it names every download and client address), and tighten an older one."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode):  # not /dev/stdout or a pipe
            os.fchmod(fd, 0o600)
    finally:
        os.close(fd)


def configure(level: str = "INFO", file: str | None = None, stream=None) -> None:
    """Install JSON handlers on the root logger (idempotent: replaces our own)."""
    root = logging.getLogger()
    for h in _handlers:
        root.removeHandler(h)
        h.close()
    _handlers.clear()
    targets: list[logging.Handler] = [logging.StreamHandler(stream or sys.stdout)]
    if file:
        _private_file(file)
        targets.append(logging.FileHandler(file, encoding="utf-8"))
    for h in targets:
        h.setFormatter(JsonFormatter())
        h.addFilter(_ContextFilter())
        root.addHandler(h)
        _handlers.append(h)
    root.setLevel(level.upper())
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

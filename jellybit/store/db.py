"""The one owner of the SQLite connection (WAL, foreign keys, busy timeout).

``database`` is a deferred peewee database: :func:`open_database` points it at
a file. Connections are per thread (peewee's default); web requests and
scheduler jobs open and close theirs with :func:`connection`. Every
check-then-write runs in :func:`write_tx`, i.e. ``BEGIN IMMEDIATE``: SQLite
serialises writers, so the check and the write see the same world.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import peewee
from peewee import QueryEvent, SqliteDatabase

__all__ = ["database", "open_database", "close_database", "write_tx", "raw_write_tx", "connection", "PRAGMAS",
           "probe_write", "describe_error", "AUTOCHECKPOINT_PAGES", "set_commit_listener"]

# A connection checkpoints the WAL on commit only past this many pages (SQLite's default, 1,000, made every
# ~90th ingest pay 2-20 ms inside its request): the checkpoint runs in the background (store/checkpoint.py).
# Still bounded, so a process without that thread (a CLI command, a test app) cannot grow the WAL without limit.
AUTOCHECKPOINT_PAGES = 10000

PRAGMAS = {
    "journal_mode": "wal",
    "foreign_keys": 1,
    "busy_timeout": 10000,
    "synchronous": "normal",
    "wal_autocheckpoint": AUTOCHECKPOINT_PAGES,
}

database = SqliteDatabase(None, pragmas=PRAGMAS)


def open_database(path: str | Path) -> SqliteDatabase:
    """Point the shared database at ``path`` (creating its directory)."""
    path = Path(path)
    if str(path) != ":memory:":
        path.parent.mkdir(parents=True, exist_ok=True)
        _make_private(path)
    if not database.is_closed():
        database.close()
    database.init(str(path), pragmas=PRAGMAS)
    return database


def _make_private(path: Path) -> None:
    """The database file is created 0600 before SQLite opens it: SQLite gives its ``-wal``/``-shm`` files
    the database's mode, so all three stay the jellybit user's (they hold every magnet and name)."""
    os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))
    for file in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        if file.exists():
            os.chmod(file, 0o600)


def close_database() -> None:
    if database.deferred:
        return
    if not database.is_closed():
        database.close()


# Writers of this process queue on a lock before BEGIN IMMEDIATE. SQLite's busy handler makes a waiting
# writer SLEEP in growing steps (1, 2, 5 … 100 ms) even when the lock frees a few microseconds later; with
# 4 waitress threads and the scheduler writing at once that was a 230 ms worst case for a 0.1 ms write.
# A waiter on this lock wakes as soon as it is released. Other processes (a backup, the sqlite3 CLI) are
# still handled by busy_timeout.
_writer = threading.RLock()

# The background checkpoint is woken after every ``_listener_every`` commits (counted under the writer lock).
_listener = None
_listener_every = 0
_commits = 0


def set_commit_listener(listener, every: int) -> None:
    """Call ``listener()`` after every ``every`` committed write transactions (None: no listener)."""
    global _listener, _listener_every, _commits
    with _writer:
        _listener, _listener_every, _commits = listener, every, 0


def _committed() -> None:
    global _commits
    if _listener is not None:
        _commits += 1
        if _commits >= _listener_every:
            _commits = 0
            _listener()


@contextlib.contextmanager
def write_tx() -> Iterator[None]:
    """One write transaction opened with ``BEGIN IMMEDIATE`` (nested: a savepoint)."""
    with _writer:
        nested = database.in_transaction()
        with database.atomic(lock_type="IMMEDIATE"):
            yield
        if not nested:
            _committed()


@contextlib.contextmanager
def raw_write_tx() -> Iterator[sqlite3.Cursor]:
    """:func:`write_tx` for a hot path's fixed statements: the same writer lock and ``BEGIN IMMEDIATE`` on this
    thread's connection, but the statements run on its raw ``sqlite3`` cursor.

    peewee's ``execute_sql`` and ``atomic`` cost more Python per statement than SQLite needs to run it (the
    ingest's create transaction: ~60 µs of ~220). Errors are peewee's (``peewee.IntegrityError`` …), as from
    :func:`write_tx`, so callers and the API's error handler see no difference; inside an outer write
    transaction this one is a savepoint of it, as peewee's nested ``atomic`` is. The query hooks (tests count
    statements with them) still see every statement.
    """
    with _writer:
        cursor = database.connection().cursor()
        nested = cursor.connection.in_transaction
        try:
            cursor.execute(f"SAVEPOINT {_SAVEPOINT}" if nested else "BEGIN IMMEDIATE")
            try:
                yield _HookedCursor(cursor) if database.query_hooks else cursor
                cursor.execute(f"RELEASE {_SAVEPOINT}" if nested else "COMMIT")
                if not nested:
                    _committed()
            except BaseException:
                if nested:
                    cursor.execute(f"ROLLBACK TO {_SAVEPOINT}")
                    cursor.execute(f"RELEASE {_SAVEPOINT}")
                elif cursor.connection.in_transaction:
                    cursor.execute("ROLLBACK")
                raise
        except sqlite3.Error:
            with peewee.__exception_wrapper__:  # as execute_sql does: peewee's type, the sqlite3 error inside
                raise


_SAVEPOINT = "jellybit_raw_tx"


class _HookedCursor:
    """A raw cursor that reports each statement to peewee's query hooks, as ``execute_sql`` does."""

    def __init__(self, cursor: sqlite3.Cursor):
        self._cursor = cursor

    def execute(self, sql: str, params=()) -> sqlite3.Cursor:
        start, exc = time.perf_counter(), None
        try:
            return self._cursor.execute(sql, params)
        except Exception as e:
            exc = e
            raise
        finally:
            event = QueryEvent(sql, params, time.perf_counter() - start, exc)
            for hook in database.query_hooks:
                hook(event)


@contextlib.contextmanager
def connection() -> Iterator[None]:
    """Open this thread's connection for a unit of work and close it afterwards.

    Re-entrant: an already open connection is reused and left open.
    """
    opened = database.connect(reuse_if_open=True)
    try:
        yield
    finally:
        if opened and not database.in_transaction():
            database.close()


def probe_write(timeout: float = 2.0) -> str | None:
    """Can the database be written right now? None when it can, else the cause in words.

    A fresh connection, because a long-lived one keeps writing into its WAL after the file became
    read-only. The probe takes the write lock and creates a table inside a transaction it rolls back:
    the page write is refused at once when the file cannot be written, and nothing is ever left behind.
    """
    path = database.database
    if not path or path == ":memory:":
        return None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=timeout, isolation_level=None)
    except sqlite3.Error as exc:
        return describe_error(exc)
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute("CREATE TABLE jellybit_write_probe (x)")
        finally:
            conn.execute("ROLLBACK")
        return None
    except sqlite3.Error as exc:
        return describe_error(exc)
    finally:
        conn.close()


_CAUSES = (
    ("readonly", "the database file is read-only", "check the permissions of the data directory and its files"),
    ("disk is full", "the disk holding the database is full", "free some space on the data directory's disk"),
    ("locked", "another program holds the database's write lock", "close other programs using the database "
                                                                  "(a backup, the sqlite3 shell)"),
    ("unable to open", "the database file cannot be opened", "check that the data directory exists and is "
                                                             "readable and writable"),
    ("disk i/o", "the disk reports an I/O error", "check the disk (dmesg) and the free space"),
    ("malformed", "the database file is damaged", "restore the latest backup (docs/operations.md)"),
)


def describe_error(exc: BaseException) -> str:
    """A database error in words that name the cause and what to do (health, logs and API errors)."""
    text = str(exc) or type(exc).__name__
    low = text.lower()
    for needle, cause, todo in _CAUSES:
        if needle in low:
            return f"{cause} ({text}); {todo} — {database.database}"
    return f"database error: {text} — {database.database}"

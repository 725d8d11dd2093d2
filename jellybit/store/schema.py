"""The migration runner: numbered ``.sql`` and ``.py`` files in ``migrations/``.

One mechanism for both kinds, written here rather than taken from a library
because it is the only shape that gives "all pending migrations in ONE
``BEGIN IMMEDIATE`` transaction with foreign keys ON, then
``PRAGMA foreign_key_check``" (notes/stack-facts.md §5 compares peewee-migrate,
yoyo and playhouse.migrations against exactly this recipe). A failing
migration rolls back everything pending; a second runner waits on the lock.

A database made by the earlier system has no ``schema_version`` table but has
its ``download.idempotency_key`` column: it is recognised as version 1 (the
legacy schema), so the ULID conversion runs on it.
"""

from __future__ import annotations

import importlib.util
import re
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

from jellybit import logs

log = logs.get_logger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
_NAME = re.compile(r"^(\d{4})_(\w+)\.(sql|py)$")


class MigrationError(RuntimeError):
    """A migration failed; nothing of the pending set was applied."""


def statements(sql: str):
    """Split SQL into statements (never ``executescript``: it COMMITs first)."""
    buf = ""
    for line in sql.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                yield buf.strip()
            buf = ""
    if buf.strip() and not all(ln.strip().startswith("--") or not ln.strip() for ln in buf.splitlines()):
        raise MigrationError(f"incomplete SQL statement: {buf.strip()[:60]!r}")


def discover(directory: Path = MIGRATIONS_DIR) -> list[tuple[int, str, Path]]:
    found = []
    for p in sorted(directory.iterdir()):
        m = _NAME.match(p.name)
        if m:
            found.append((int(m.group(1)), p.stem, p))
    versions = [v for v, _, _ in found]
    if len(versions) != len(set(versions)):
        raise MigrationError(f"duplicate migration numbers in {directory}")
    return found


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}


def applied_versions(conn: sqlite3.Connection) -> set[int]:
    return {v for (v,) in conn.execute("SELECT version FROM schema_version")}


def migrate(conn: sqlite3.Connection, directory: Path = MIGRATIONS_DIR) -> list[str]:
    """Apply every pending migration; returns the names applied (empty when up to date)."""
    if conn.in_transaction:
        raise MigrationError("migrate() needs a connection outside any transaction")
    conn.execute("PRAGMA foreign_keys = ON")  # outside the transaction, or it is a no-op
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, "
                     "name TEXT NOT NULL, applied_at TEXT NOT NULL)")
        done = applied_versions(conn)
        now = datetime.now(timezone.utc).isoformat()
        if not done and "idempotency_key" in _columns(conn, "download"):
            conn.execute("INSERT INTO schema_version VALUES (1, '0001_legacy_schema (found)', ?)", (now,))
            done = {1}
            log.info("legacy database found: converting it to the ULID schema")
        applied = []
        for version, name, path in discover(directory):
            if version in done:
                continue
            if path.suffix == ".sql":
                for stmt in statements(path.read_text(encoding="utf-8")):
                    conn.execute(stmt)
            else:
                spec = importlib.util.spec_from_file_location(f"jellybit_migration_{version}", path)
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                module.up(conn)
            conn.execute("INSERT INTO schema_version VALUES (?, ?, ?)", (version, name, now))
            applied.append(name)
        bad = conn.execute("PRAGMA foreign_key_check").fetchall()
        if bad:
            raise MigrationError(f"foreign_key_check found {len(bad)} broken references, e.g. {bad[:3]}")
        conn.execute("COMMIT")
    except BaseException as exc:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        if isinstance(exc, MigrationError) or not isinstance(exc, Exception):
            raise
        raise MigrationError(f"migration failed, nothing applied: {exc}") from exc
    for name in applied:
        log.info("migration applied", extra={"migration": name})
    return applied


def migrate_database() -> list[str]:
    """Run migrations on the shared peewee database's connection."""
    from .db import database  # db imports this module (migrate on open): a real cycle
    with database.connection_context():
        return migrate(database.connection())

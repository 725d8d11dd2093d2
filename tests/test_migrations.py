"""Migrations (SPEC §3.4, seed 003 D6): the legacy integer-key database upgrades to ULIDs."""

import random
import sqlite3
from datetime import datetime, timedelta, timezone

import pytest

from jellybit import ident, store
from jellybit.store import schema as runner

LEGACY_SQL = (runner.MIGRATIONS_DIR / "0001_legacy_schema.sql").read_text()


def legacy_database(path, n_downloads=300):
    """An old-shape database: duplicate created_at seconds, mixed-case and v2 hashes, one bad timestamp."""
    rnd = random.Random(7)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    for stmt in runner.statements(LEGACY_SQL):
        conn.execute(stmt)
    base = datetime(2025, 3, 1, 12, 0, 0, tzinfo=timezone.utc)
    expected = {}
    conn.execute("BEGIN")
    for i in range(1, n_downloads + 1):
        # several rows share a second; the order of old ids follows time
        created = base + timedelta(seconds=i // 4)
        text = created.strftime("%Y-%m-%d %H:%M:%S") if i != 150 else "not a date"
        h = "".join(rnd.choice("0123456789abcdef") for _ in range(64 if i % 10 == 0 else 40))
        h = h.upper() if i % 3 == 0 else h
        state = "done" if i % 2 else "downloading"
        conn.execute("INSERT INTO download (infohash, idempotency_key, name, state, source_ref, created_at) "
                     "VALUES (?, ?, ?, ?, ?, ?)", (h, None if state == "done" else h, f"d{i}", state,
                                                   f"magnet:?xt=urn:btih:{h}" if i % 5 else "", text))
        rec = conn.execute("INSERT INTO recognition (download_id, type, title, season, created_at) VALUES "
                           "(?, 'series', ?, '2', ?)", (i, f"t{i}", text)).lastrowid
        conn.execute("INSERT INTO metadata_candidate (recognition_id, source, title, created_at) VALUES "
                     "(?, 'tmdb', ?, ?)", (rec, f"c{i}", text))
        conn.execute("INSERT INTO hint (download_id, text, created_at) VALUES (?, ?, ?)", (i, f"h{i}", text))
        conn.execute("INSERT INTO override (download_id, field, value, created_at) VALUES (?, 'year', '2001', ?)",
                     (i, text))
        for k in range(2):
            conn.execute("INSERT INTO file_link (download_id, apply_batch_id, source_path, target_path, inode, "
                         "created_at) VALUES (?, ?, ?, ?, ?, ?)", (i, f"batch-{i}", f"/s/{i}/{k}", f"/t/{i}/{k}",
                                                                   i * 10 + k, text))
        expected[f"d{i}"] = (h.lower(), "v2" if len(h) == 64 else "v1")
    conn.execute("COMMIT")
    conn.close()
    return expected


def test_scenario_migration_keeps_links_and_order_and_moves_every_infohash(tmp_path):
    """Сценарий: Связи и порядок после миграции."""
    path = tmp_path / "old.db"
    expected = legacy_database(path)
    store.open_database(path)
    try:
        applied = store.migrate_database()
        assert applied[0] == "0002_ulid_identity"
        db = store.database
        cols = {r[1] for r in db.execute_sql("PRAGMA table_info(download)")}
        assert "infohash" not in cols and "idempotency_key" not in cols
        assert db.execute_sql("PRAGMA foreign_key_check").fetchall() == []

        downloads = list(store.Download.select().order_by(store.Download.id))
        assert len(downloads) == 300
        assert all(ident.parse(d.id) == d.id for d in downloads)
        # ORDER BY id == ORDER BY created_at (the unparsable row became the migration time: last)
        by_created = [d.id for d in store.Download.select().order_by(store.Download.created_at, store.Download.id)]
        assert [d.id for d in downloads] == by_created
        names = [d.name for d in downloads]
        assert names == [f"d{i}" for i in range(1, 301) if i != 150] + ["d150"]
        # every old infohash is a download_infohash row, lowercase, kind by length
        for d in downloads:
            assert [(h.hash, h.kind) for h in store.hashes_of(d.id)] == [expected[d.name]]
        # links kept: every child points to the download of the same old row
        for d in downloads:
            n = d.name[1:]
            assert [r.title for r in d.recognitions] == [f"t{n}"]
            assert [c.title for r in d.recognitions for c in r.candidates] == [f"c{n}"]
            assert [h.text for h in d.hints] == [f"h{n}"]
            assert [o.value for o in d.overrides] == ["2001"]
            links = list(d.links)
            assert sorted(fl.source_path for fl in links) == [f"/s/{n}/0", f"/s/{n}/1"]
            assert len({fl.apply_batch_id for fl in links}) == 1  # one old batch → one ULID
        assert store.Recognition.get().seasons == "[2]"
        # the migrated database works with the guarded operations
        active = store.find_active_by_infohash(expected["d2"][0])
        assert active is not None and active.name == "d2"
    finally:
        store.close_database()


def test_a_fresh_database_passes_through_both_migrations(tmp_path):
    store.open_database(tmp_path / "new.db")
    try:
        assert store.migrate_database()[:2] == ["0001_legacy_schema", "0002_ulid_identity"]
        assert store.migrate_database() == []  # idempotent
        versions = [r[0] for r in store.database.execute_sql("SELECT version FROM schema_version ORDER BY 1")]
        assert versions[:2] == [1, 2]
    finally:
        store.close_database()


def test_models_match_the_migrated_schema(db):
    for model in store.MODELS:
        table = model._meta.table_name
        columns = {r[1] for r in db.execute_sql(f"PRAGMA table_info({table})")}
        assert columns == {f.column_name for f in model._meta.sorted_fields}, table


def test_a_failing_migration_rolls_back_everything_pending(tmp_path):
    mdir = tmp_path / "migrations"
    mdir.mkdir()
    (mdir / "0001_a.sql").write_text("CREATE TABLE a (x INTEGER);\n")
    (mdir / "0002_b.sql").write_text("CREATE TABLE b (x INTEGER);\nINSERT INTO nope VALUES (1);\n")
    conn = sqlite3.connect(tmp_path / "x.db", isolation_level=None)
    with pytest.raises(runner.MigrationError, match="nothing applied"):
        runner.migrate(conn, mdir)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "a" not in tables and "b" not in tables
    conn.close()

"""Backup (SQLite online backup while the app runs) and restore."""

import subprocess
import sys
import threading

from jellybit import backup, store
from jellybit.infohash import normalize


def test_backup_while_writing_then_restore(db, tmp_path):
    for n in range(50):
        store.create_download_if_no_active(hashes=[normalize(f"{n + 1:040x}")], source_ref="m", source_kind="magnet")
    stop = threading.Event()

    def writer():
        n = 1000
        with store.connection():
            while not stop.is_set():
                store.create_download_if_no_active(hashes=[normalize(f"{n:040x}")], source_ref="m",
                                                   source_kind="magnet")
                n += 1

    t = threading.Thread(target=writer)
    t.start()
    try:
        target = tmp_path / "backups" / "jb.db"
        backup.backup(store.database.database, target)
    finally:
        stop.set()
        t.join()
    # restore: the backup is a complete database that opens, migrates (nothing to do) and holds the rows
    store.close_database()
    store.open_database(target)
    assert store.migrate_database() == []
    assert store.Download.select().count() >= 50
    assert store.database.execute_sql("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert store.database.execute_sql("PRAGMA foreign_key_check").fetchall() == []


def test_backup_command_line(tmp_path):
    data = tmp_path / "data"
    env = {"JELLYBIT_DATA_DIR": str(data), "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, "-m", "jellybit", "migrate"], check=True, env=env, capture_output=True)
    out = subprocess.run([sys.executable, "-m", "jellybit", "backup", str(tmp_path / "b.db")], check=True, env=env,
                         capture_output=True, text=True)
    assert "backup written" in out.stdout and (tmp_path / "b.db").stat().st_size > 0

"""Issue 14 §7–8: files jellybit creates are private, and ``.env`` is parsed as python-dotenv parses it."""

from __future__ import annotations

import io
import os
import stat

from jellybit import config, logs, store
from jellybit.factory import create_app


def test_dotenv_inline_comments_quotes_and_export_parse_like_everyone_else(tmp_path):
    env = tmp_path / ".env"
    env.write_text("JELLYBIT_PASSWORD=hunter2 # pw\n"
                   "export JELLYBIT_QBT_CATEGORY='tv shows'  # quoted, commented\n"
                   'JELLYBIT_API_KEY="k#not-a-comment"\n'
                   "JELLYBIT_TMDB_API_KEY\n"  # no '=': unset, not an empty string
                   "# JELLYBIT_PORT=1\n")
    s = config.load({}, dotenv=env)
    assert s.password == "hunter2"
    assert s.qbt_category == "tv shows"
    assert s.api_key == "k#not-a-comment"
    assert s.tmdb_api_key is None and s.port == 8080


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_database_with_its_wal_and_shm_is_private(tmp_path):
    old_umask = os.umask(0o022)  # the usual umask: without care the files would be 0644
    app = create_app(config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "j.db"))
    try:
        app.test_client().get("/health")  # reads; a write makes sure the WAL and SHM exist
        with store.write_tx():
            store.database.execute_sql("CREATE TABLE IF NOT EXISTS t (x)")
        db = tmp_path / "data" / "j.db"
        assert {p.name: _mode(p) for p in db.parent.glob("j.db*")} == {
            "j.db": 0o600, "j.db-wal": 0o600, "j.db-shm": 0o600}
        assert _mode(tmp_path / "data" / "secret_key") == 0o600
        assert _mode(tmp_path / "data" / "sessions.json") == 0o600
    finally:
        os.umask(old_umask)
        store.close_database()


def test_an_existing_database_is_tightened(tmp_path):
    db = tmp_path / "old.db"
    db.touch(mode=0o644)
    store.open_database(db)
    store.close_database()
    assert _mode(db) == 0o600


def test_log_file_is_private(tmp_path):
    log = tmp_path / "jellybit.log"
    try:
        logs.configure("INFO", file=str(log), stream=io.StringIO())
        logs.get_logger("t").info("hello")
        assert _mode(log) == 0o600 and "hello" in log.read_text()
        log.chmod(0o644)  # an older, looser one
        logs.configure("INFO", file=str(log), stream=io.StringIO())
        assert _mode(log) == 0o600
    finally:
        logs.configure("WARNING")

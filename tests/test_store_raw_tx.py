"""``store.raw_write_tx``: the create transaction on the raw sqlite3 cursor keeps write_tx's promises."""

import peewee
import pytest

from jellybit import ident, store
from jellybit.infohash import normalize
from jellybit.store.db import raw_write_tx
from tests.fixtures.db import QueryCounter

H1, H2 = normalize("a1" * 20), normalize("b2" * 20)
_DOWNLOAD = ("INSERT INTO download (id, name, state, source_ref, source_kind, created_at, updated_at, "
             "state_changed_at) VALUES (?, 'x', 'catched', 'm', 'magnet', 't', 't', 't')")
_HASH = "INSERT INTO download_infohash (infohash, download_id, kind, created_at) VALUES (?, ?, 'v1', 't')"


def _count(table: str) -> int:
    return store.database.execute_sql(f"SELECT COUNT(*) FROM {table}").fetchone()[0]


def test_a_failing_statement_raises_peewees_error_and_rolls_the_whole_transaction_back(db):
    with pytest.raises(peewee.IntegrityError):
        with raw_write_tx() as cur:
            cur.execute(_DOWNLOAD, (ident.new_id(),))
            cur.execute(_HASH, (H1.hash, ident.new_id()))  # no such download: the foreign key refuses it
    assert _count("download") == 0 and not store.database.connection().in_transaction
    assert store.create_download_if_no_active(hashes=[H1], source_ref="m", source_kind="magnet").created


def test_an_exception_of_the_caller_rolls_back_and_passes_unchanged(db):
    with pytest.raises(KeyError):
        with raw_write_tx() as cur:
            cur.execute(_DOWNLOAD, (ident.new_id(),))
            raise KeyError("caller")
    assert _count("download") == 0


def test_inside_an_outer_write_tx_it_is_a_savepoint_of_it(db):
    with store.write_tx():
        outer = store.create_download_if_no_active(hashes=[H1], source_ref="m", source_kind="magnet")
        with pytest.raises(peewee.IntegrityError):
            with raw_write_tx() as cur:
                cur.execute(_DOWNLOAD, (ident.new_id(),))
                cur.execute(_HASH, (H2.hash, ident.new_id()))
    assert store.get(outer.download_id).state == "catched"  # the outer transaction committed its part
    assert [h.hash for h in store.hashes_of(outer.download_id)] == [H1.hash]
    assert _count("download") == 1  # the savepoint's download was rolled back


def test_a_rolled_back_outer_transaction_takes_the_nested_create_with_it(db):
    with pytest.raises(RuntimeError), store.write_tx():
        store.create_download_if_no_active(hashes=[H1], source_ref="m", source_kind="magnet")
        raise RuntimeError("outer fails")
    assert _count("download") == 0 and _count("download_infohash") == 0 and _count("state_change") == 0


def test_query_hooks_see_every_statement_of_the_create_transaction(db):
    with QueryCounter(store.database) as qc:
        first = store.create_download_if_no_active(hashes=[H1], source_ref="m", source_kind="magnet")
    assert qc.sql[0].startswith("SELECT d.id") and [s.split(" (")[0] for s in qc.sql[1:]] == [
        "INSERT INTO download", "INSERT OR IGNORE INTO download_infohash", "INSERT INTO state_change"]
    with QueryCounter(store.database) as qc:
        again = store.create_download_if_no_active(hashes=[H1, H2], source_ref="m", source_kind="magnet")
    assert not again.created and again.download_id == first.download_id and again.added_hashes == (H2.hash,)
    assert len(qc.sql) == 4  # owner, owned, H2's active owner, H2's insert


def test_an_unknown_field_is_refused_before_any_statement(db):
    with QueryCounter(store.database) as qc, pytest.raises(ValueError, match="unknown download fields"):
        store.create_download_if_no_active(hashes=[H1], source_ref="m", source_kind="magnet", state_="x")
    assert qc.sql == [] and _count("download") == 0

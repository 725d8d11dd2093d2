"""Seed scenarios of the identity capability (seeds 000/001/003), by name."""

import pytest

from jellybit import ident, store
from jellybit.infohash import normalize
from jellybit.store.fields import utcnow

V1 = normalize("C9E15763F722F23E98A29DECDFAE341B98D53056")
V2 = normalize("a" * 64)
OTHER = normalize("b" * 40)


def ingest(*hashes, **kw):
    return store.create_download_if_no_active(hashes=list(hashes), source_ref="magnet:?xt=urn:btih:x",
                                              source_kind="magnet", **kw)


def test_scenario_download_created_valid_lowercase_ulid_globally_unique(db):
    """Сценарий: Создание загрузки."""
    r = ingest(V1)
    assert r.created and ident.parse(r.download_id) == r.download_id == r.download_id.lower()
    rec = store.Recognition.create(download=r.download_id, type="movie", title="x")
    hint = store.Hint.create(download=r.download_id, text="a hint")
    assert len({r.download_id, rec.id, hint.id}) == 3


def test_scenario_chronological_sort(db):
    """Сценарий: Хронологическая сортировка — two in a row, and many within one millisecond."""
    ids = [ingest(normalize(f"{n:040x}")).download_id for n in range(1, 200)]
    by_id = [d.id for d in store.Download.select().order_by(store.Download.id)]
    assert by_id == ids


def test_scenario_hybrid_magnet_records_both_hashes_with_kinds(db):
    """Сценарий: гибридный magnet — all its hashes are recorded, kind by length."""
    r = ingest(V1, V2)
    assert store.hashes_of(r.download_id) == [V1, V2]
    assert [h.kind for h in store.hashes_of(r.download_id)] == ["v1", "v2"]


def test_scenario_reingest_while_active_returns_the_existing_one(db):
    """Сценарий: Повторный приём при активной загрузке."""
    first = ingest(V1)
    again = ingest(V1)
    assert not again.created and again.download_id == first.download_id
    assert store.Download.select().count() == 1


def test_reingest_by_the_other_hash_of_a_hybrid_appends_the_missing_hash(db):
    first = ingest(V1)
    again = ingest(V2, V1)
    assert again.download_id == first.download_id and again.added_hashes == (V2.hash,)
    assert store.hashes_of(first.download_id) == [V1, V2]


def test_scenario_reingest_after_done_creates_a_new_download_with_the_same_hash(db):
    """Сценарий: Повторный приём после завершения."""
    first = ingest(V1)
    store.Download.update(state="done").where(store.Download.id == first.download_id).execute()
    second = ingest(V1)
    assert second.created and second.download_id != first.download_id
    assert ident.parse(second.download_id) == second.download_id
    owners = {r.download_id for r in store.DownloadInfohash.select().where(store.DownloadInfohash.infohash == V1.hash)}
    assert owners == {first.download_id, second.download_id}
    assert first.fresh and not second.fresh  # the ingest asks "already in your library?" only when not fresh


def test_fresh_means_no_download_of_any_state_had_one_of_the_hashes(db):
    done = ingest(V1)
    store.Download.update(state="done").where(store.Download.id == done.download_id).execute()
    assert not ingest(OTHER, V1).fresh  # one hash known (of a terminal download) is enough
    assert not ingest(V1).fresh  # the active one just made: not created, never fresh
    assert ingest(V2).fresh


def test_a_download_read_by_hand_equals_what_peewee_builds(db):
    """``store.get`` builds the row itself (speed); it must be the same object peewee would make."""
    r = ingest(V1, V2, name="Heat 1995", size=123, eta=60, save_path="/d", progress_at=utcnow())
    store.update_fields(r.download_id, progress=0.5, dlspeed=7, qbit_state="downloading", add_attempts=2,
                        next_attempt_at=utcnow())
    mine, peewees = store.get(r.download_id), store.Download.get_by_id(r.download_id)
    assert mine.__data__ == peewees.__data__ and not mine._dirty
    assert {k: type(v) for k, v in mine.__data__.items()} == {k: type(v) for k, v in peewees.__data__.items()}
    assert mine.progress_at.tzinfo is not None and isinstance(mine.size, int)


def test_scenario_retry_with_a_busy_hash_is_refused(db):
    """Сценарий: Retry при занятом хеше — #1 stays failed, #2 stays active."""
    one = ingest(V1).download_id
    store.set_state(one, "cancelled")
    store.Download.update(state="failed").where(store.Download.id == one).execute()
    two = ingest(V1).download_id
    assert two != one
    with pytest.raises(store.InfohashTaken) as err:
        store.activate_if_no_other_active(one, "downloading")
    assert err.value.owner_id == two and err.value.infohash == V1.hash
    assert store.get(one).state == "failed"
    assert store.find_active_by_infohash(V1.hash).id == two


def test_retry_of_a_stuck_download_is_not_masked_by_itself(db):
    d = ingest(V1).download_id
    store.promote_catched(d)
    store.set_state(d, "stuck")
    assert store.activate_if_no_other_active(d, "downloading") == "stuck"


def test_add_infohashes_refuses_a_hash_owned_by_another_active_download(db):
    a = ingest(V1).download_id
    b = ingest(OTHER).download_id
    with pytest.raises(store.InfohashTaken) as err:
        store.add_infohashes(a, [OTHER, V2])
    assert err.value.owner_id == b and err.value.added == (V2.hash,)
    assert store.hashes_of(a) == [V1, V2]  # the free hash was still appended
    assert store.hashes_of(b) == [OTHER]


def test_scenario_match_by_v2_hash(db):
    """Сценарий: Сопоставление по v2-хешу — lookup by the v2 hash alone finds the download."""
    d = ingest(V1, V2).download_id
    assert store.find_active_by_infohash(V2.hash).id == d
    assert store.find_active_by_infohash(V2.hash.upper()).id == d


def test_lookup_by_uppercase_id_opens_the_same_download(db):
    d = ingest(V1).download_id
    assert store.get(d.upper()).id == d


def test_garbage_id_is_not_found_without_any_query(db, count_queries):
    with count_queries() as qc:
        for bad in ("abc!!!", "42", "", None, "0" * 27):
            with pytest.raises(store.NotFound):
                store.get(bad)
    assert qc.sql == []

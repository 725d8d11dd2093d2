"""Merging sync/maindata answers (shapes as qBittorrent 4.5.2 sends them, notes §8)."""

from jellybit.qbit.sync import MaindataCache

A, B = "a" * 40, "b" * 40


def full(rid, **torrents):
    return {"rid": rid, "full_update": True, "torrents": torrents, "server_state": {"dl_info_speed": 0}}


def test_first_answer_is_full_and_every_torrent_is_new():
    cache = MaindataCache()
    delta = cache.apply(full(1, **{A: {"name": "a", "state": "stalledUP"}}))
    assert delta.full_update and delta.rid == 1 == cache.rid
    assert delta.changed == {A: {"name": "a", "state": "stalledUP", "hash": A}}  # hash put back
    assert delta.removed == []


def test_partial_update_is_merged_into_a_full_dict():
    cache = MaindataCache()
    cache.apply(full(1, **{A: {"name": "a", "progress": 0.5, "state": "downloading"}, B: {"name": "b"}}))
    delta = cache.apply({"rid": 2, "torrents": {A: {"progress": 1, "state": "stalledUP"}}})
    assert not delta.full_update
    assert delta.changed == {A: {"name": "a", "progress": 1, "state": "stalledUP", "hash": A}}
    assert delta.changed_fields == {A: frozenset({"progress", "state"})}
    assert set(delta.torrents) == {A, B}


def test_empty_answer_changes_nothing():
    cache = MaindataCache()
    cache.apply(full(1, **{A: {"name": "a"}}))
    delta = cache.apply({"rid": 2})
    assert delta.changed == {} and delta.removed == [] and len(delta.torrents) == 1


def test_removals_are_reported_and_dropped():
    cache = MaindataCache()
    cache.apply(full(1, **{A: {"name": "a"}, B: {"name": "b"}}))
    delta = cache.apply({"rid": 2, "torrents_removed": [A]})
    assert delta.removed == [A] and set(delta.torrents) == {B}


def test_id_change_of_a_hybrid_magnet_comes_as_remove_plus_add():
    # 4.5.2: btih-only magnet of a hybrid torrent is re-keyed from v1 to v2[:40] when metadata arrives
    cache = MaindataCache()
    cache.apply(full(1, **{A: {"name": "x", "infohash_v1": A, "state": "metaDL"}}))
    delta = cache.apply({"rid": 2, "torrents": {B: {"name": "x", "infohash_v1": A, "infohash_v2": B + "c" * 24}},
                         "torrents_removed": [A]})
    assert delta.removed == [A] and set(delta.changed) == {B}


def test_full_update_after_session_loss_reports_only_real_changes():
    cache = MaindataCache()
    cache.apply(full(5, **{A: {"name": "a"}, B: {"name": "b"}}))
    delta = cache.apply(full(1, **{A: {"name": "a"}, "c" * 40: {"name": "c"}}))
    assert set(delta.changed) == {"c" * 40}
    assert delta.removed == [B]


def test_reset_asks_for_a_full_update_but_keeps_the_cache():
    cache = MaindataCache()
    cache.apply(full(3, **{A: {"name": "a"}}))
    cache.reset()
    assert cache.rid == 0 and set(cache.torrents) == {A}


def test_server_state_is_merged():
    cache = MaindataCache()
    cache.apply(full(1))
    cache.apply({"rid": 2, "server_state": {"connection_status": "firewalled"}})
    assert cache.server_state == {"dl_info_speed": 0, "connection_status": "firewalled"}

"""The invariant under concurrency: one active download per infohash (SPEC §2.3)."""

import threading

from jellybit import store
from jellybit.infohash import normalize

HASHES = [normalize(f"{n:040x}") for n in range(1, 51)]


def _run_threads(n, target):
    errors: list[BaseException] = []

    def wrapped(i):
        try:
            with store.connection():  # each thread its own SQLite connection
                target(i)
        except BaseException as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=wrapped, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def test_eight_threads_ingesting_the_same_50_hashes_20_times_make_exactly_50_downloads(db):
    created: list[str] = []
    lock = threading.Lock()

    def work(i):
        for _ in range(20):
            for h in HASHES:
                r = store.create_download_if_no_active(hashes=[h], source_ref="magnet:", source_kind="magnet")
                if r.created:
                    with lock:
                        created.append(r.download_id)

    assert _run_threads(8, work) == []
    assert len(created) == 50
    active = store.Download.select().where(store.Download.state.in_(store.ACTIVE)).count()
    assert active == 50
    for h in HASHES:
        owners = store.DownloadInfohash.select().where(store.DownloadInfohash.infohash == h.hash).count()
        assert owners == 1


def test_a_retry_racing_an_ingest_of_the_same_hash_leaves_exactly_one_active(db):
    for round_ in range(30):
        h = normalize(f"{round_ + 1000:040x}")
        old = store.create_download_if_no_active(hashes=[h], source_ref="m", source_kind="magnet").download_id
        store.set_state(old, "cancelled")
        store.Download.update(state="failed").where(store.Download.id == old).execute()
        barrier = threading.Barrier(2)
        outcome: dict[str, object] = {}

        def work(i):
            barrier.wait()
            if i == 0:
                try:
                    outcome["retry"] = store.activate_if_no_other_active(old, "downloading")
                except store.InfohashTaken as exc:
                    outcome["retry"] = exc
            else:
                outcome["ingest"] = store.create_download_if_no_active(hashes=[h], source_ref="m",
                                                                       source_kind="magnet")

        assert _run_threads(2, work) == []
        active = [d.id for d in store.Download.select().join(
            store.DownloadInfohash, on=(store.DownloadInfohash.download == store.Download.id)).where(
            store.DownloadInfohash.infohash == h.hash, store.Download.state.in_(store.ACTIVE))]
        assert len(active) == 1, (round_, outcome)
        ingest = outcome["ingest"]
        if isinstance(outcome["retry"], store.InfohashTaken):
            assert ingest.created and active == [ingest.download_id]
        else:
            assert not ingest.created and active == [old] == [ingest.download_id]

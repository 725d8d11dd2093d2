"""The recognition job under a download that raises (issue 15, item 4)."""

from __future__ import annotations

import pytest

from jellybit import recognition, store
from jellybit.infohash import normalize
from jellybit.worker import recognize as rw

MOVIE = [("Heat.1995.1080p.BluRay/Heat.1995.1080p.BluRay.mkv", 4_000_000_000)]


def completed(name: str, n: int) -> str:
    return store.create_download_if_no_active(hashes=[normalize(f"{n:040x}")], source_ref="magnet:?",
                                              source_kind="magnet", name=name, state="completed").download_id


def test_one_download_that_raises_does_not_stop_the_others_and_goes_to_review_after_n_passes(db, settings,
                                                                                               monkeypatch):
    monkeypatch.setattr(rw, "_failures", {})
    broken = completed("Broken.Thing", 1)  # the oldest: every pass starts with it
    fine = completed("Heat.1995.1080p.BluRay", 2)

    def files_for(d):
        if d.id == broken:
            raise KeyError("'size' missing in qBittorrent's answer")
        return [recognition.FileInput(p, s) for p, s in MOVIE]

    failed = rw.recognize_pending(settings, files_for)
    assert list(failed) == [broken] and "KeyError" in failed[broken]
    assert store.get(fine).state in ("linking", "review")  # recognised despite the broken one before it
    assert store.get(broken).state == "completed"  # contained, counted, tried again next pass
    for _ in range(rw.MAX_ATTEMPTS - 1):
        rw.recognize_pending(settings, files_for)
    d = store.get(broken)
    assert d.state == "review" and d.error_code == "recognition_error"
    assert "3 times" in d.error_message and "size' missing" in d.error_message
    history = [r.to_state for r in store.StateChange.select().where(store.StateChange.download == broken)
               .order_by(store.StateChange.id)]
    assert history == ["completed", "recognizing", "review"]


@pytest.mark.qbt
def test_a_download_whose_torrent_is_gone_goes_to_review_instead_of_waiting_forever(db, settings, qbt, qbt_daemon):
    d = completed("Heat.1995.1080p.BluRay", 3)  # nothing in qBittorrent has its hash
    files_for = rw.files_from_qbittorrent(qbt_daemon.client())
    assert rw.recognize_pending(settings, files_for) == {}
    got = store.get(d)
    assert got.state == "review" and got.error_code == "source_missing"
    assert "no longer in qBittorrent" in got.error_message

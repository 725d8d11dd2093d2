"""The recognition job under a download that raises (issue 15, item 4), and its durable attempt count."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from jellybit import actions, recognition, store
from jellybit.infohash import normalize
from jellybit.worker import recognize as rw

MOVIE = [("Heat.1995.1080p.BluRay/Heat.1995.1080p.BluRay.mkv", 4_000_000_000)]


def completed(name: str, n: int) -> str:
    return store.create_download_if_no_active(hashes=[normalize(f"{n:040x}")], source_ref="magnet:?",
                                              source_kind="magnet", name=name, state="completed").download_id


def test_one_download_that_raises_does_not_stop_the_others_and_goes_to_review_after_n_passes(db, settings):
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
    assert store.get(broken).recognition_attempts == 1
    for _ in range(rw.MAX_ATTEMPTS - 1):
        rw.recognize_pending(settings, files_for)
    d = store.get(broken)
    assert d.state == "review" and d.error_code == "recognition_error"
    assert "3 times" in d.error_message and "size' missing" in d.error_message
    history = [r.to_state for r in store.StateChange.select().where(store.StateChange.download == broken)
               .order_by(store.StateChange.id)]
    assert history == ["completed", "recognizing", "review"]
    assert d.recognition_attempts == 0  # it left recognition: a re-run starts with fresh attempts


# One pass of the job in a process of its own: a crash loop of jellybit is a new process each time.
PASS = textwrap.dedent("""
    import sys
    from jellybit import config, store
    from jellybit.worker import recognize
    store.open_database(sys.argv[1])
    store.migrate_database()
    settings = config.load({}, dotenv=None, data_dir=sys.argv[2], database=sys.argv[1])
    def files_for(d):
        raise KeyError("'size' missing in qBittorrent's answer")
    print(sorted(recognize.recognize_pending(settings, files_for)))
""")


def one_pass_in_a_new_process(db_path: Path, data_dir: Path) -> str:
    done = subprocess.run([sys.executable, "-c", PASS, str(db_path), str(data_dir)], capture_output=True,
                          text=True, timeout=120, cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_attempt_count_survives_restarts_so_a_crash_loop_cannot_retry_forever(db, tmp_path):
    broken = completed("Broken.Thing", 4)
    db_path = Path(store.database.database)
    store.close_database()  # the test process lets go; each pass is a fresh jellybit process
    for n in range(1, rw.MAX_ATTEMPTS):
        assert one_pass_in_a_new_process(db_path, tmp_path / "data") == repr([broken])
        store.open_database(db_path)
        d = store.get(broken)
        assert (d.state, d.recognition_attempts) == ("completed", n)
        store.close_database()
    one_pass_in_a_new_process(db_path, tmp_path / "data")
    store.open_database(db_path)
    d = store.get(broken)
    assert d.state == "review" and d.error_code == "recognition_error" and "3 times" in d.error_message


def test_success_and_a_re_run_by_the_person_reset_the_count(db, settings):
    flaky, hopeless = completed("Heat.1995.1080p.BluRay", 5), completed("Broken.Thing", 6)
    broken = {flaky, hopeless}

    def files_for(d):
        if d.id in broken:
            raise KeyError("'size' missing in qBittorrent's answer")
        return [recognition.FileInput(p, s) for p, s in MOVIE]

    rw.recognize_pending(settings, files_for)
    assert store.get(flaky).recognition_attempts == 1
    broken.discard(flaky)  # qBittorrent answers properly again: recognised, and the count is gone
    rw.recognize_pending(settings, files_for)
    assert store.get(flaky).state in ("linking", "review") and store.get(flaky).recognition_attempts == 0

    for _ in range(rw.MAX_ATTEMPTS - 1):
        rw.recognize_pending(settings, files_for)
    assert store.get(hopeless).state == "review"
    actions.rerecognize(hopeless, actions.Deps(settings))  # the person tries again: N fresh attempts
    assert store.get(hopeless).state == "recognizing"
    rw.recognize_pending(settings, files_for)
    d = store.get(hopeless)
    assert (d.state, d.recognition_attempts) == ("recognizing", 1)


def test_a_cancel_mid_recognition_ends_the_count(db, settings):
    d = completed("Broken.Thing", 7)
    rw.count_failed_attempt(d)
    rw.count_failed_attempt(d)
    actions.cancel(d, actions.Deps(settings))
    assert store.get(d).recognition_attempts == 0
    assert rw.count_failed_attempt(d) == 0  # nothing counts outside recognition


@pytest.mark.qbt
def test_a_download_whose_torrent_is_gone_goes_to_review_instead_of_waiting_forever(db, settings, qbt, qbt_daemon):
    d = completed("Heat.1995.1080p.BluRay", 3)  # nothing in qBittorrent has its hash
    files_for = rw.files_from_qbittorrent(qbt_daemon.client())
    assert rw.recognize_pending(settings, files_for) == {}
    got = store.get(d)
    assert got.state == "review" and got.error_code == "source_missing"
    assert "no longer in qBittorrent" in got.error_message

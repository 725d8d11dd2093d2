"""Recognition in the worker: ``completed → recognizing → linking | review`` (SPEC §7).

The file list comes from qBittorrent (paths as it reports them, under the save path); files it will not
download (priority 0) are left out, because they will never be on disk. Deciding and storing is
:mod:`jellybit.recognizer`; this module is the job around it.

A download found in ``recognizing`` (a crash mid-recognition, or Refine/SetType/Rerecognize) is simply
recognised again: the step is pure apart from reading the file list, so repeating it is safe.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from jellybit import logs, recognition, recognizer, store
from jellybit.config import Settings
from jellybit.qbit import errors as qerr
from jellybit.qbit.client import QbitClient
from jellybit.qbit.states import api_id

log = logs.get_logger(__name__)

FilesFor = Callable[[store.Download], list[recognition.FileInput]]


class TorrentGone(LookupError):
    """qBittorrent answered, and it has no torrent with any of the download's hashes."""


def files_from_qbittorrent(client: QbitClient) -> FilesFor:
    """The download's files as qBittorrent reports them (wanted files only)."""

    def files_for(d: store.Download) -> list[recognition.FileInput]:
        hashes = store.hashes_of(d.id)
        torrent = client.find(hashes)
        if torrent is None:
            raise TorrentGone("the torrent is no longer in qBittorrent (removed by hand?)")
        ident_ = torrent.get("hash") or api_id(hashes)
        files = client.files(ident_)
        return [recognition.FileInput(f["name"], int(f.get("size") or 0)) for f in files
                if int(f.get("priority", 1)) != 0]

    return files_for


def recognize_one(download_id: str, settings: Settings, files_for: FilesFor) -> str | None:
    """Recognise one ``completed`` or ``recognizing`` download; returns its new state (None: try later)."""
    d = store.get(download_id)
    with logs.download_context(d.id, [h.hash for h in store.hashes_of(d.id)]):
        try:
            files = files_for(d)
        except qerr.QbitError as exc:
            log.warning("file list unavailable, recognition postponed: %s", exc)
            return None
        except TorrentGone as exc:  # waiting would be forever: the person decides (review), truthfully
            with store.write_tx():
                if store.get(d.id).state == "completed":
                    store.set_state(d.id, "recognizing")
                store.set_state(d.id, "review", error_code="source_missing", error_message=str(exc))
            log.warning("recognition impossible: %s", exc)
            return "review"
        if not files:
            log.warning("qBittorrent lists no files yet; recognition postponed")
            return None
        if d.state == "completed":
            store.set_state(d.id, "recognizing")
        torrent = recognition.TorrentInput(d.name or Path(files[0].path).parts[0], tuple(files))
        decision = recognizer.decide(torrent, hints=recognizer.hints_of(d.id),
                                     overrides=recognizer.overrides_of(d.id), settings=settings,
                                     per_file=recognizer.file_overrides_of(d.id))
        rec = recognizer.store_decision(d.id, torrent, decision)
        to = "linking" if decision.decision == "auto" else "review"
        log.info("recognised: %s", decision.reason, extra={"recognition_id": rec.id, "decision": decision.decision,
                                                             "confidence": round(decision.confidence, 3),
                                                             "method": decision.method})
        store.set_state(d.id, to)
        return to


MAX_ATTEMPTS = 3  # a download that raised this many passes in a row goes to review with the reason


def recognize_pending(settings: Settings, files_for: FilesFor) -> dict[str, str]:
    """The job: every download waiting for recognition, oldest first; one failure never stops the rest.

    Any exception is contained: logged with the download's id and counted, and after
    :data:`MAX_ATTEMPTS` failing passes the download moves to ``review`` with the error as its reason,
    so one broken download neither blocks the others nor loops forever. Returns id → error text of the
    downloads that failed in this pass."""
    ids = [d.id for d in store.Download.select(store.Download.id)
           .where(store.Download.state.in_(("completed", "recognizing"))).order_by(store.Download.id)]
    failed: dict[str, str] = {}
    for download_id in ids:
        try:
            recognize_one(download_id, settings, files_for)
        except store.StoreError as exc:  # moved on meanwhile (cancelled, deferred): nothing to do
            log.info("recognition skipped: %s", exc, extra={"download_id": download_id})
        except Exception as exc:  # noqa: BLE001 - contained: the others are still recognised
            failed[download_id] = f"{type(exc).__name__}: {exc}"
            _give_up_or_count(download_id, exc)
    return failed


def count_failed_attempt(download_id: str) -> int:
    """One more failed pass, committed before anything else happens, so a crash right after (the very thing
    a pass that raises may be the start of) still counts it. The count is ``download.recognition_attempts``;
    the trigger of migration 0009 resets it when the download leaves recognition (success, give-up, a
    person's command), so a re-run starts with fresh attempts."""
    with store.write_tx():
        row = store.database.execute_sql(
            "UPDATE download SET recognition_attempts = recognition_attempts + 1 "
            "WHERE id = ? AND state IN ('completed', 'recognizing') RETURNING recognition_attempts",
            (download_id,)).fetchone()
    return row[0] if row else 0


def _give_up_or_count(download_id: str, exc: Exception) -> None:
    n = count_failed_attempt(download_id)
    log.exception("recognition failed (attempt %d of %d)", n, MAX_ATTEMPTS,
                  extra={"download_id": download_id, "attempt": n, "error_type": type(exc).__name__})
    if n < MAX_ATTEMPTS:  # 0: it left recognition meanwhile, nothing to give up on
        return
    reason = f"recognition failed {n} times: {type(exc).__name__}: {exc}"[:500]
    try:
        with store.write_tx():
            if store.get(download_id).state == "completed":
                store.set_state(download_id, "recognizing")
            store.set_state(download_id, "review", error_code="recognition_error", error_message=reason)
    except Exception as exc2:  # noqa: BLE001 - the next pass tries again (the count stays at N or more)
        log.warning("could not move the download to review: %s", exc2, extra={"download_id": download_id})

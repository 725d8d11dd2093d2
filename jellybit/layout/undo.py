"""Undo: take a download's links out of the library again (SPEC §8, ``done → reverted``).

Only files that still carry the recorded identity are removed (a replaced or foreign file is left
alone and reported), only while removing them loses no data (see ``ownership``; a pack's folders are
read once each instead of one ``lstat`` per file, ``ownership.remove_all``), and only folders the layout
created are pruned, when empty — never a library root, never the torrent's data.

Order, chosen so that a crash anywhere is completed by simply running undo again:
1. unlink the targets (no database write: a row still ``linked`` whose file is gone is "missing" on
   the retry); 2. prune the created folders; 3. mark the rows ``removed`` — in the SAME transaction as
   the state change when one is asked for (``to_state``: Undo's ``done → reverted``), so the rows and the
   state never disagree. A crash before that transaction leaves a ``done`` download whose rows are still
   live but whose files are gone: a second Undo finishes it. Callers hold ``serial.serialised``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field

from jellybit import logs, store

from . import journal, ownership, safety

__all__ = ["undo", "UndoResult"]

log = logs.get_logger(__name__)


@dataclass
class UndoResult:
    download_id: str
    batch_ids: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # targets unlinked
    missing: list[str] = field(default_factory=list)  # already gone
    left: list[tuple[str, str]] = field(default_factory=list)  # (target, why it was left alone)
    dirs_removed: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        """Nothing had to be left behind (the person may want to look at ``left`` otherwise)."""
        return not self.left

    def summary(self) -> str:
        s = f"{len(self.removed)} removed, {len(self.missing)} already gone, {len(self.dirs_removed)} folders removed"
        return s + (f", {len(self.left)} left alone (e.g. {self.left[0][0]}: {self.left[0][1]})" if self.left else "")


def undo(download_id: str, *, roots: Iterable[str | os.PathLike | None] = (), to_state: str | None = None,
         **state_fields) -> UndoResult:
    """Remove the download's live links (its last batch — earlier batches are retired when a newer one
    takes a target over, so they are normally empty; any leftover live row is undone too).

    ``roots``: the library roots, never pruned even if empty (created folders are strictly below a root
    anyway; this guards a configuration that changed since). Idempotent. ``to_state`` (with
    ``error_code``/``error_message`` in ``state_fields``): the guarded state change, committed in the
    transaction that marks the rows removed (it raises ``IllegalTransition`` and records nothing when
    the state moved meanwhile).
    """
    rows = journal.live_rows(download_id)
    result = UndoResult(download_id, batch_ids=sorted({r.batch_id for r in rows}))
    d = store.database.execute_sql("SELECT save_path FROM download WHERE id = ?", (download_id,)).fetchone()
    real_save = safety.real(d[0]) if d is not None and d[0] else None
    with logs.bind(download_id=download_id, batch_id=result.batch_ids[-1] if result.batch_ids else None):
        done_ids: list[str] = []
        for r, (outcome, detail) in zip(rows, ownership.remove_all(rows, real_save_path=real_save)):
            if outcome == "removed":
                result.removed.append(r.target)
            elif outcome == "missing":
                result.missing.append(r.target)
            else:
                result.left.append((r.target, detail))
            if outcome != "last_copy" and outcome != "unsafe":
                done_ids.append(r.id)
        roots = [p for p in roots if p]
        never = {os.path.abspath(p) for p in roots} | {safety.real(p) for p in roots}
        result.dirs_removed = ownership.prune_dirs({dd for r in rows for dd in r.created_dirs}, never)
        every = download_id if len(done_ids) == len(rows) else None  # then one statement marks them all
        if to_state is None:
            journal.mark_removed(done_ids, download_id=every)
        else:
            with store.write_tx():
                journal.mark_removed(done_ids, download_id=every)
                store.set_state(download_id, to_state, **state_fields)
        for target, why in result.left:
            log.warning("undo left a file alone: %s", why, extra={"target": target})
        log.info("undo: %s", result.summary(), extra={"removed": len(result.removed), "missing": len(result.missing),
                                                      "left": len(result.left),
                                                      "dirs_removed": len(result.dirs_removed)})
    return result

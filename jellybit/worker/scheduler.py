"""APScheduler in the jellybit process: the jobs of SPEC §6, each guarded so none ever dies.

Started by ``app.py`` (through the runtime), never by an import or ``create_app``. Every job runs with
``max_instances=1`` and ``coalesce=True``; it opens and closes its own database connection; an exception
is logged with the job's name and the next tick runs as scheduled.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone

from apscheduler.schedulers.background import BackgroundScheduler
from apscheduler.triggers.interval import IntervalTrigger

from jellybit import logs, store

log = logs.get_logger(__name__)


@dataclass
class JobRun:
    """When a job last ran and its last failure (epoch seconds), for the settings & status page."""

    runs: int = 0
    last_start: float | None = None
    last_end: float | None = None
    last_error: str | None = None
    last_error_at: float | None = None


def guarded(name: str, fn: Callable[[], None], record: JobRun | None = None) -> Callable[[], None]:
    """Wrap a job: its own DB connection, its name in the log context, never an escaping exception."""
    record = record if record is not None else JobRun()

    @functools.wraps(fn)
    def run() -> None:
        record.last_start = time.time()
        with logs.bind(job=name):
            try:
                with store.connection():
                    fn()
            except Exception as exc:  # noqa: BLE001 - a job must survive anything; the traceback is logged
                record.last_error, record.last_error_at = f"{type(exc).__name__}: {exc}"[:300], time.time()
                log.exception("job %s failed; it runs again at the next tick", name)
            finally:
                record.runs += 1
                record.last_end = time.time()

    return run


class Jobs:
    """The scheduler plus a way to wake a job early (after a user action)."""

    def __init__(self) -> None:
        self.scheduler = BackgroundScheduler(timezone="UTC", job_defaults={
            "coalesce": True, "max_instances": 1, "misfire_grace_time": 30})
        self.runs: dict[str, JobRun] = {}  # job name → its last run and last failure

    def add(self, name: str, fn: Callable[[], None], seconds: float) -> None:
        self.runs[name] = JobRun()
        self.scheduler.add_job(guarded(name, fn, self.runs[name]), IntervalTrigger(seconds=seconds), id=name, name=name,
                               replace_existing=True, max_instances=1, coalesce=True, misfire_grace_time=30,
                               next_run_time=datetime.now(timezone.utc))

    def wake(self, name: str) -> None:
        """Run ``name`` as soon as possible (coalesced with a run already due)."""
        job = self.scheduler.get_job(name)
        if job is not None:
            job.modify(next_run_time=datetime.now(timezone.utc))

    def start(self) -> None:
        self.scheduler.start()

    def stop(self) -> None:
        if self.scheduler.running:
            self.scheduler.shutdown(wait=True)

"""The background services of one jellybit process, in start order: the ONE explicit list ``app.py`` starts.

Each is a ``start(runtime)`` that may decline (the bot without a token, the worker with ``JELLYBIT_WORKER=0``)
and registers its health check and its stop; one that raises is reported and the others still start
(:meth:`jellybit.runtime.Runtime.start`).
"""

from __future__ import annotations

from jellybit import worker
from jellybit.store import checkpoint
from jellybit.telegram import bot

# The WAL checkpoint first: it runs with or without the worker (JELLYBIT_WORKER=0 still serves the API).
SERVICES = (checkpoint.start, worker.start, bot.start)

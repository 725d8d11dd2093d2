"""Storage: models, the transition graph and the guarded operations (SPEC §2).

The store knows no transport and makes no external call inside a write
transaction. Import the pieces from here.
"""

from . import graph
from .acting import acting, actor_words, current_actor
from .db import close_database, connection, database, describe_error, open_database, probe_write, write_tx
from .downloads import (
    CreateResult,
    activate_if_no_other_active,
    add_infohashes,
    create_download_if_no_active,
    find_active_by_infohash,
    get,
    hashes_for,
    hashes_of,
    promote_catched,
    set_state,
    update_fields,
)
from .errors import IllegalTransition, InfohashTaken, NotFound, StoreError
from .graph import ACTIVE, TERMINAL, State
from .models import (
    MODELS,
    Download,
    DownloadInfohash,
    FileLink,
    Hint,
    MetadataCandidate,
    Override,
    Recognition,
    StateChange,
)
from .schema import MigrationError, migrate, migrate_database

__all__ = [
    "graph", "acting", "actor_words", "current_actor",
    "close_database", "connection", "database", "describe_error", "open_database", "probe_write", "write_tx",
    "CreateResult",
    "activate_if_no_other_active", "add_infohashes", "create_download_if_no_active", "find_active_by_infohash",
    "get", "hashes_for", "hashes_of", "promote_catched", "set_state", "update_fields", "IllegalTransition",
    "InfohashTaken", "NotFound", "StoreError", "ACTIVE", "TERMINAL", "State", "MigrationError", "migrate",
    "migrate_database", "MODELS", "Download", "DownloadInfohash", "FileLink", "Hint", "MetadataCandidate",
    "Override", "Recognition", "StateChange",
]

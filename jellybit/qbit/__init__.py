"""A thin wrapper over qbittorrent-api that knows no domain entity (SPEC §1, §6).

``client`` talks to the Web API, ``sync`` follows ``sync/maindata`` incrementally,
``states`` classifies torrents and collects their hashes, ``paths`` maps the paths
qBittorrent reports, ``managed`` runs a local qbittorrent-nox. qBittorrent quirks are
written next to the code that meets them (see also ``/work/shared/notes/qbittorrent-nox.md``).
"""

from jellybit.qbit.client import AddResult, QbitClient
from jellybit.qbit.errors import (
    QbitAddRejected,
    QbitAuthError,
    QbitError,
    QbitNotFound,
    QbitUnavailable,
)
from jellybit.qbit.states import TorrentClass, api_id, classify, torrent_hashes
from jellybit.qbit.sync import MaindataCache, SyncDelta

__all__ = [
    "AddResult",
    "MaindataCache",
    "QbitAddRejected",
    "QbitAuthError",
    "QbitClient",
    "QbitError",
    "QbitNotFound",
    "QbitUnavailable",
    "SyncDelta",
    "TorrentClass",
    "api_id",
    "classify",
    "torrent_hashes",
]

"""Classification of qBittorrent states (4.5 and 5.x vocabularies) and the hash collector."""

import pytest

from jellybit.infohash import Infohash
from jellybit.qbit.states import KNOWN_STATES, TorrentClass, api_id, classify, torrent_hashes

V1 = "a" * 40
V2 = "b" * 64
C = TorrentClass

# (state, progress, completion_on, expected): every state of 4.5 and 5.x, complete and not.
CASES = [
    # complete states: READY only with progress 1
    ("uploading", 1, 0, C.READY),
    ("stalledUP", 1, 0, C.READY),
    ("queuedUP", 1, 0, C.READY),
    ("forcedUP", 1, 0, C.READY),
    ("pausedUP", 1, 0, C.READY),  # 4.5
    ("stoppedUP", 1, 0, C.READY),  # 5.x
    ("stalledUP", 0.5, 0, C.DOWNLOADING),  # wanted files changed under a finished torrent
    # incomplete
    ("downloading", 0.3, 0, C.DOWNLOADING),
    ("forcedDL", 0.3, 0, C.DOWNLOADING),
    ("allocating", 0, 0, C.DOWNLOADING),
    ("stalledDL", 0.3, 0, C.STALLED),
    ("queuedDL", 0, 0, C.QUEUED),
    ("metaDL", 0, 0, C.METADATA),
    ("forcedMetaDL", 0, 0, C.METADATA),
    ("pausedDL", 0.3, 0, C.PAUSED),  # 4.5
    ("stoppedDL", 0.3, 0, C.PAUSED),  # 5.x
    # checking and moving win even at progress 1 (resume data is read after every restart)
    ("checkingResumeData", 1, 0, C.CHECKING),
    ("checkingUP", 1, 1700000000, C.CHECKING),
    ("checkingDL", 0.2, 0, C.CHECKING),
    ("moving", 1, 1700000000, C.MOVING),
    # errors win over everything
    ("error", 1, 1700000000, C.ERROR),
    ("missingFiles", 1, 1700000000, C.ERROR),
    ("error", 0, 0, C.ERROR),
    # completed before: a paused-incomplete state with progress 1 and a completion time is ready
    ("pausedDL", 1, 1700000000, C.READY),
    ("pausedDL", 1, 0, C.PAUSED),
    # unknown
    ("unknown", 0, 0, C.UNKNOWN),
    ("somethingNew", 0, 0, C.UNKNOWN),
    ("", 0, 0, C.UNKNOWN),
]


@pytest.mark.parametrize(("state", "progress", "completion_on", "expected"), CASES,
                         ids=[f"{s or 'empty'}-{p}-{c}" for s, p, c, _ in CASES])
def test_classify(state, progress, completion_on, expected):
    assert classify({"state": state, "progress": progress, "completion_on": completion_on}) is expected


def test_every_known_state_has_a_case():
    assert KNOWN_STATES <= {state for state, *_ in CASES}


def test_magnet_waiting_for_metadata_is_not_ready_although_nothing_is_left():
    # 4.5.2 reports amount_left=0 and size=0 in metaDL (notes §6)
    assert classify({"state": "metaDL", "progress": 0, "amount_left": 0, "size": 0}) is C.METADATA


def test_missing_fields_are_unknown():
    assert classify({}) is C.UNKNOWN


@pytest.mark.parametrize(("torrent", "expected"), [
    ({"hash": V1, "infohash_v1": V1, "infohash_v2": ""}, [Infohash(V1, "v1")]),
    ({"hash": V2[:40], "infohash_v1": "", "infohash_v2": V2}, [Infohash(V2, "v2")]),
    ({"hash": V2[:40], "infohash_v1": V1, "infohash_v2": V2}, [Infohash(V1, "v1"), Infohash(V2, "v2")]),
    ({"hash": V1.upper(), "infohash_v1": V1.upper()}, [Infohash(V1, "v1")]),  # lowercased
    ({"hash": V1}, [Infohash(V1, "v1")]),  # before 4.4: no infohash_v1/v2 fields
    ({"hash": V1, "infohash_v1": "", "infohash_v2": ""}, [Infohash(V1, "v1")]),
    ({}, []),
], ids=["v1", "v2-only", "hybrid", "uppercase", "old-api", "old-api-empty-fields", "nothing"])
def test_torrent_hashes(torrent, expected):
    assert torrent_hashes(torrent) == expected


def test_truncated_v2_id_is_never_a_v1_hash():
    hashes = torrent_hashes({"hash": V2[:40], "infohash_v1": "", "infohash_v2": V2})
    assert Infohash(V2[:40], "v1") not in hashes


@pytest.mark.parametrize(("hashes", "expected"), [
    ([V1], V1),
    ([V2], V2[:40]),
    ([V1, V2], V2[:40]),
    ([V2.upper(), V1], V2[:40]),
    ([Infohash(V1, "v1")], V1),
])
def test_api_id(hashes, expected):
    assert api_id(hashes) == expected


def test_api_id_needs_a_hash():
    with pytest.raises(ValueError):
        api_id([])

"""The card's facts from qBittorrent's live view (issue 17 item 2): "1.2 of 4.3 GB", seeds/peers, ratio and
seeding time once complete, the queue position when queued, and qBittorrent's state in words."""

from __future__ import annotations

from jellybit import store
from jellybit.web.render import Card


def _card(state: str, progress: float, torrent: dict | None) -> Card:
    d = store.Download(id="01j0000000000000000000000a", state=state, progress=progress, size=4_300_000_000,
                       name="Some.Film.2020", source_ref="magnet:?", source_kind="magnet")
    return Card(d, [], torrent=torrent)


def test_a_downloading_card_says_how_much_of_how_much_and_its_queue_place():
    card = _card("downloading", 0.28, {"state": "queuedDL", "priority": 3, "completed": 1_200_000_000,
                                       "num_seeds": 2, "num_complete": 9, "num_leechs": 1, "num_incomplete": 4})
    assert card.done_of_size == "1.2 GB of 4.3 GB"
    assert ("Queue", "#3") in card.facts and ("Seeds", "2 of 9") in card.facts and ("Peers", "1 of 4") in card.facts
    assert not any(label == "Ratio" for label, _ in card.facts)  # not complete yet
    assert not any(label == "qBittorrent" for label, _ in card.facts)  # its progress line says it


def test_a_finished_card_shows_ratio_seeding_time_and_the_state_in_words():
    seeding = _card("done", 1.0, {"state": "uploading", "progress": 1, "ratio": 1.234, "seeding_time": 7200})
    assert ("Ratio", "1.23") in seeding.facts and ("Seeding", "2 h") in seeding.facts
    assert ("qBittorrent", "seeding") in seeding.facts
    paused = _card("done", 1.0, {"state": "stoppedUP", "progress": 1})
    assert ("qBittorrent", "paused") in paused.facts
    checking = _card("done", 1.0, {"state": "checkingUP", "progress": 1})
    assert ("qBittorrent", "checking files") in checking.facts


def test_without_a_live_view_the_card_shows_what_the_database_holds():
    card = _card("downloading", 0.5, None)
    assert card.facts == [] and card.done_of_size == "2.1 GB of 4.3 GB"

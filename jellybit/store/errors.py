"""Typed store errors: callers map them to 404 / 409 and to words for people."""

from __future__ import annotations


class StoreError(Exception):
    """Base of the errors the store raises on purpose."""


class NotFound(StoreError):
    """No entity with that id."""

    def __init__(self, entity: str, id_: str):
        super().__init__(f"{entity} {id_} not found")
        self.entity, self.id = entity, id_


class IllegalTransition(StoreError):
    """The graph (or the terminal guard) does not allow ``frm → to`` for this download."""

    def __init__(self, download_id: str, frm: str, to: str, reason: str = ""):
        msg = f"illegal transition {frm} → {to}"
        super().__init__(msg + (f" ({reason})" if reason else ""))
        self.download_id, self.frm, self.to, self.reason = download_id, frm, to, reason


class InfohashTaken(StoreError):
    """Another active download owns one of the hashes (the one-active-per-infohash invariant)."""

    def __init__(self, download_id: str, owner_id: str, infohash: str, added: tuple[str, ...] = ()):
        super().__init__(f"infohash {infohash} belongs to active download {owner_id}")
        self.download_id, self.owner_id, self.infohash, self.added = download_id, owner_id, infohash, added

"""Column types shared by the models: ULID text keys and UTC timestamps."""

from __future__ import annotations

from datetime import datetime, timezone

from peewee import Field, TextField

from jellybit import ident

_FMT = "%Y-%m-%dT%H:%M:%S.%fZ"


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def format_ts(dt: datetime) -> str:
    """Fixed-width ISO-8601 UTC text, so string order is time order."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc).strftime(_FMT)


def parse_ts(text: str) -> datetime:
    """The inverse of :func:`format_ts`, strict: anything else raises ``ValueError``.

    Every timestamp of every row read goes through here (three per card), so the exact shape is checked
    by hand and parsed by ``fromisoformat`` (0.2 µs) instead of ``strptime`` (8 µs).
    """
    if (isinstance(text, str) and len(text) == 27 and text[4] == text[7] == "-" and text[10] == "T"
            and text[13] == text[16] == ":" and text[19] == "." and text[26] == "Z"
            and text[:4].isdigit() and text[20:26].isdigit()):
        return datetime.fromisoformat(text)
    return datetime.strptime(text, _FMT).replace(tzinfo=timezone.utc)


class ULIDField(Field):
    """A ULID stored as lowercase TEXT(26); values are plain lowercase strings.

    ``db_value`` validates through :func:`ident.parse`, so a malformed id can
    never reach SQL (it raises ``ident.InvalidId``; boundaries parse first).
    """

    field_type = "TEXT"

    def db_value(self, value):
        if value is None:
            return None
        if hasattr(value, "id") and not isinstance(value, str):  # a model instance (FK assignment)
            value = value.id
        return ident.parse(str(value))

    def python_value(self, value):
        return value


class TimestampField(TextField):
    """Aware UTC datetime stored as fixed-width ISO text."""

    def db_value(self, value):
        if value is None:
            return None
        if isinstance(value, str):
            return value
        return format_ts(value)

    def python_value(self, value):
        if value is None:
            return None
        return parse_ts(value)

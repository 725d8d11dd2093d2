"""peewee models of SPEC §2.1. The schema itself is created by ``migrations/``.

Every primary key is a ULID from :func:`jellybit.ident.new_id` (TEXT, no
AUTOINCREMENT); ``download_infohash`` has the natural composite key
``(infohash, download_id)`` because one hash may belong to several downloads
over time (seed 003 D3). Create rows with ``Model.create`` or
``save(force_insert=True)``: a plain ``save()`` on a preset key UPDATEs nothing.
"""

from __future__ import annotations

from peewee import (
    BigIntegerField,
    CompositeKey,
    FloatField,
    ForeignKeyField,
    IntegerField,
    Model,
    TextField,
)

from jellybit import ident

from .db import database
from .fields import TimestampField, ULIDField, utcnow


class BaseModel(Model):
    class Meta:
        database = database
        legacy_table_names = False


class Download(BaseModel):
    id = ULIDField(primary_key=True, default=ident.new_id)
    name = TextField(default="")
    state = TextField()
    progress = FloatField(default=0.0)
    size = BigIntegerField(null=True)
    dlspeed = BigIntegerField(default=0)
    upspeed = BigIntegerField(default=0)
    eta = BigIntegerField(null=True)
    save_path = TextField(null=True)
    content_path = TextField(null=True)
    source_ref = TextField()
    source_kind = TextField()  # magnet | torrent | adopted
    category = TextField(null=True)
    qbit_state = TextField(null=True)
    error_code = TextField(null=True)
    error_message = TextField(null=True)
    add_attempts = IntegerField(default=0)
    recognition_attempts = IntegerField(default=0)  # reset by a trigger on leaving recognition (0009)
    next_attempt_at = TimestampField(null=True)
    created_at = TimestampField(default=utcnow)
    updated_at = TimestampField(default=utcnow)
    state_changed_at = TimestampField(default=utcnow)
    source_added_at = TimestampField(null=True)
    progress_at = TimestampField(null=True)
    hidden_at = TimestampField(null=True)  # hidden from the list by the person (still found by search)

    class Meta:
        table_name = "download"


class DownloadInfohash(BaseModel):
    download = ForeignKeyField(Download, backref="infohashes", on_delete="CASCADE", column_name="download_id")
    infohash = TextField()
    kind = TextField()  # v1 | v2
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "download_infohash"
        primary_key = CompositeKey("infohash", "download")


class Recognition(BaseModel):
    id = ULIDField(primary_key=True, default=ident.new_id)
    download = ForeignKeyField(Download, backref="recognitions", on_delete="CASCADE", column_name="download_id")
    type = TextField(null=True)  # movie | series
    title = TextField(null=True)
    original_title = TextField(null=True)
    year = IntegerField(null=True)
    seasons = TextField(null=True)  # JSON list of ints
    tmdb_id = IntegerField(null=True)
    confidence = FloatField(default=0.0)
    method = TextField(default="parse")  # parse | metadata | llm | manual
    status = TextField(default="current")  # current | superseded: one current per download
    reason = TextField(null=True)
    mapping = TextField(null=True)  # JSON: the per-file decision
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "recognition"

    CURRENT = "current"

    @classmethod
    def is_current(cls):
        """The ONE rule for "the download's current recognition", as a query condition: a new recognition
        supersedes the current one in the same transaction (``recognizer.store_decision``)."""
        return cls.status == cls.CURRENT


class MetadataCandidate(BaseModel):
    id = ULIDField(primary_key=True, default=ident.new_id)
    recognition = ForeignKeyField(Recognition, backref="candidates", on_delete="CASCADE",
                                  column_name="recognition_id")
    source = TextField()  # parse | tmdb | llm | manual
    external_id = TextField(null=True)
    title = TextField()
    original_title = TextField(null=True)
    year = IntegerField(null=True)
    type = TextField(null=True)
    score = FloatField(default=0.0)
    poster_url = TextField(null=True)
    overview = TextField(null=True)
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "metadata_candidate"


class Hint(BaseModel):
    id = ULIDField(primary_key=True, default=ident.new_id)
    download = ForeignKeyField(Download, backref="hints", on_delete="CASCADE", column_name="download_id")
    text = TextField()
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "hint"


class Override(BaseModel):
    id = ULIDField(primary_key=True, default=ident.new_id)
    download = ForeignKeyField(Download, backref="overrides", on_delete="CASCADE", column_name="download_id")
    field = TextField()  # type | title | year | tmdb_id | season | episode
    file_path = TextField(null=True)  # for per-file episode overrides
    value = TextField()  # JSON
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "override"


class FileLink(BaseModel):
    id = ULIDField(primary_key=True, default=ident.new_id)
    download = ForeignKeyField(Download, backref="links", on_delete="RESTRICT", column_name="download_id")
    apply_batch_id = ULIDField()
    source_path = TextField()
    target_path = TextField()
    device = BigIntegerField(null=True)
    inode = BigIntegerField(null=True)
    size = BigIntegerField(null=True)
    method = TextField(default="hardlink")  # hardlink | copy | symlink
    # pending (intent written before the disk is touched) | linked | removed — see docs/layout.md
    state = TextField(default="linked")
    created_dirs = TextField(null=True)  # JSON list of library directories this row's link created
    created_at = TimestampField(default=utcnow)
    removed_at = TimestampField(null=True)

    class Meta:
        table_name = "file_link"


class StateChange(BaseModel):
    """History of a download's states, written in the same transaction as the change."""

    id = ULIDField(primary_key=True, default=ident.new_id)
    download = ForeignKeyField(Download, backref="history", on_delete="CASCADE", column_name="download_id")
    from_state = TextField(null=True)
    to_state = TextField()
    error_code = TextField(null=True)
    actor = TextField(null=True)  # web | api | cli | telegram:<user id>; None: jellybit itself (store.acting)
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "state_change"


MODELS = (Download, DownloadInfohash, Recognition, MetadataCandidate, Hint, Override, FileLink, StateChange)


class NotificationChat(BaseModel):
    """A chat the bot notifies and its high-water mark: only state changes after ``since_id`` are announced."""

    chat_id = BigIntegerField(primary_key=True)
    since_id = ULIDField()
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "notification_chat"


class Notification(BaseModel):
    """What happened to the notice of one state change in one chat (the outbox is ``state_change``)."""

    id = ULIDField(primary_key=True, default=ident.new_id)
    state_change = ForeignKeyField(StateChange, backref="notifications", on_delete="CASCADE",
                                   column_name="state_change_id")
    chat_id = BigIntegerField()
    status = TextField(default="pending")  # pending | sent | skipped | gave_up
    message_id = BigIntegerField(null=True)
    attempts = IntegerField(default=0)
    next_attempt_at = TimestampField(null=True)
    last_error = TextField(null=True)
    created_at = TimestampField(default=utcnow)
    sent_at = TimestampField(null=True)

    class Meta:
        table_name = "notification"


MODELS = MODELS + (NotificationChat, Notification)


class TelegramUpdate(BaseModel):
    """A Telegram update that was handled (its replies are queued): a redelivery is not handled again."""

    bot_id = BigIntegerField()
    update_id = BigIntegerField()
    chat_id = BigIntegerField(null=True)
    handled_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "telegram_update"
        primary_key = CompositeKey("bot_id", "update_id")


class TelegramReply(BaseModel):
    """One queued Telegram message (a reply, or an edit of a message the bot sent), sent by the outbox pump."""

    id = ULIDField(primary_key=True, default=ident.new_id)
    chat_id = BigIntegerField()
    update_id = BigIntegerField(null=True)
    kind = TextField(default="send")  # send | edit
    text = TextField()
    markup = TextField(null=True)  # InlineKeyboardMarkup as JSON
    target_message_id = BigIntegerField(null=True)
    batchable = IntegerField(default=0)
    status = TextField(default="pending")  # pending | sent | dropped | gave_up
    attempts = IntegerField(default=0)
    next_attempt_at = TimestampField(default=utcnow)
    last_error = TextField(null=True)
    message_id = BigIntegerField(null=True)
    created_at = TimestampField(default=utcnow)
    sent_at = TimestampField(null=True)

    class Meta:
        table_name = "telegram_reply"


MODELS = MODELS + (TelegramUpdate, TelegramReply)


class JellyfinMark(BaseModel):
    """The Jellyfin outbox's high-water mark (one row): changes before Jellyfin was configured are not replayed."""

    id = IntegerField(primary_key=True)
    since_id = ULIDField()
    created_at = TimestampField(default=utcnow)

    class Meta:
        table_name = "jellyfin_mark"


class JellyfinUpdate(BaseModel):
    """What was told to Jellyfin about one state change (the outbox is ``state_change``, docs/jellyfin.md)."""

    state_change = ForeignKeyField(StateChange, primary_key=True, backref="jellyfin_updates", on_delete="CASCADE",
                                   column_name="state_change_id")
    status = TextField(default="pending")  # pending | sent | skipped | gave_up
    updates = TextField(null=True)  # JSON [{"Path", "UpdateType"}], jellybit's paths
    attempts = IntegerField(default=0)
    next_attempt_at = TimestampField(null=True)
    last_error = TextField(null=True)
    created_at = TimestampField(default=utcnow)
    sent_at = TimestampField(null=True)

    class Meta:
        table_name = "jellyfin_update"


MODELS = MODELS + (JellyfinMark, JellyfinUpdate)

"""What the API says about a download. ``id`` is a string ULID; ``infohashes`` a list of ``{hash, kind}``.

One shape (:func:`_shape`), filled from a ``Download`` (:func:`download`) or straight from the rows of a list
(:func:`from_rows`, no ``Download`` per row: the list is the API's most frequent answer). Every dict is
written with its keys in sorted order, so :func:`jellybit.api.jsonout.response` need not sort them and the
bytes stay those of Flask's ``jsonify`` (``sort_keys``; a test holds the two equal).
"""

from __future__ import annotations

from jellybit import commands, store, words
from jellybit.infohash import Infohash
from jellybit.store.downloads import DOWNLOAD_NAMES, download_from_row
from jellybit.store.fields import parse_ts

from . import jsonout

# The only states whose torrent the worker follows: speeds are true only there.
LIVE = frozenset({"downloading", "stuck"})


def _ts(dt):
    return None if dt is None else dt.isoformat().replace("+00:00", "Z")


def _ts_text(text: str | None) -> str | None:
    """A stored timestamp (``format_ts``: always 6 fraction digits) as :func:`_ts` says it, without a datetime:
    ``isoformat`` leaves the fraction out when it is zero."""
    if text is None:
        return None
    if len(text) == 27 and text[19] == "." and text[26] == "Z":
        return text[:19] + "Z" if text[20:26] == "000000" else text
    return _ts(parse_ts(text))  # not the stored shape: the slow, exact way


def _error(d: store.Download, legal: list[str] | None = None) -> dict | None:
    problem = words.download_problem(d, legal) if d.error_code else None
    if problem is None:
        return None
    return {"code": d.error_code, "detail": problem.detail or None, "hint": problem.todo, "message": problem.what}


def _shape(id_, name, state, progress, size, dlspeed, upspeed, eta, category, save_path, source_kind,
           hashes, error, created_at, updated_at, state_changed_at, hidden) -> dict:
    live = state in LIVE
    return {
        "category": category,
        "created_at": created_at,
        "dlspeed": dlspeed if live else 0,
        "error": error,
        "eta": eta if live else None,
        "hidden": hidden,
        "id": id_,
        "infohashes": [{"hash": h, "kind": k} for h, k in hashes],
        "links": {"self": f"/api/v1/downloads/{id_}", "web": f"/download/{id_}"},
        "name": name,
        "progress": round(progress or 0.0, 4),
        "save_path": save_path,
        "size": size,
        "source_kind": source_kind,
        "state": state,
        "state_changed_at": state_changed_at,
        "state_words": words.state_word(state),
        "updated_at": updated_at,
        "upspeed": upspeed if live else 0,
    }


def download(d: store.Download, hashes: list[Infohash]) -> dict:
    return _shape(d.id, d.name, d.state, d.progress, d.size, d.dlspeed, d.upspeed, d.eta, d.category, d.save_path,
                  d.source_kind, hashes, _error(d), _ts(d.created_at), _ts(d.updated_at),
                  _ts(d.state_changed_at), d.hidden_at is not None)


def downloads(rows: list[store.Download]) -> list[dict]:
    hashes = store.hashes_for(d.id for d in rows)  # one query for the whole page
    return [download(d, hashes[d.id]) for d in rows]


_COL = {name: i for i, name in enumerate(DOWNLOAD_NAMES)}
_ID, _NAME, _STATE, _PROGRESS, _SIZE, _DL, _UP, _ETA, _CATEGORY, _SAVE_PATH, _KIND, _ERROR_CODE, _CREATED, \
    _UPDATED, _CHANGED, _HIDDEN = (_COL[n] for n in (
        "id", "name", "state", "progress", "size", "dlspeed", "upspeed", "eta", "category", "save_path",
        "source_kind", "error_code", "created_at", "updated_at", "state_changed_at", "hidden_at"))


def _errors(rows: list[tuple]) -> dict[str, dict | None]:
    failed = [download_from_row(r) for r in rows if r[_ERROR_CODE]]
    legal = commands.legal_for(failed) if failed else {}
    return {d.id: _error(d, legal[d.id]) for d in failed}


def _from_row(r: tuple, hashes, error) -> dict:
    return _shape(r[_ID], r[_NAME], r[_STATE], r[_PROGRESS], r[_SIZE], r[_DL], r[_UP], r[_ETA], r[_CATEGORY],
                  r[_SAVE_PATH], r[_KIND], hashes, error, _ts_text(r[_CREATED]), _ts_text(r[_UPDATED]),
                  _ts_text(r[_CHANGED]), r[_HIDDEN] is not None)


def from_rows(rows: list[tuple]) -> list[dict]:
    """:func:`downloads` of rows of ``DOWNLOAD_COLUMNS`` (``queries.list_rows``): the same dicts. A ``Download``
    is made only for a row with an error (its words need one), and their commands are looked up together."""
    hashes = store.hashes_for(r[_ID] for r in rows)
    errors = _errors(rows)
    return [_from_row(r, hashes[r[_ID]], errors.get(r[_ID])) for r in rows]


# JSON text of a download without an error, by (row, hashes): its answer is a function of them alone (an
# error's hint names the commands it has now, which other tables decide: never cached). A list asked for
# again (a poll, a script) re-encodes only the downloads that changed. Cleared when full: bounded memory.
_ENCODED: dict[tuple, str] = {}
MAX_ENCODED = 1000


def encoded_rows(rows: list[tuple]) -> str:
    """The JSON text (:func:`jsonout.encode`) of :func:`from_rows`, made again only for what changed."""
    hashes = store.hashes_for(r[_ID] for r in rows)
    errors = _errors(rows)
    parts = []
    for r in rows:
        mine = hashes[r[_ID]]
        if r[_ID] in errors:
            parts.append(jsonout.encode(_from_row(r, mine, errors[r[_ID]])))
            continue
        key = (r, *mine)
        text = _ENCODED.get(key)
        if text is None:
            if len(_ENCODED) >= MAX_ENCODED:
                _ENCODED.clear()
            text = _ENCODED[key] = jsonout.encode(_from_row(r, mine, None))
        parts.append(text)
    return "[" + ",".join(parts) + "]"

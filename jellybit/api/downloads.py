"""``/api/v1/downloads``: ingest, list, read (SPEC §11)."""

from __future__ import annotations

from flask import current_app, g, jsonify, request

from jellybit import review, store
from jellybit.ingest import service
from jellybit.ingest.service import MAX_FILES
from jellybit.store import queries

from . import bp, dto, jsonout
from .errors import ApiError, json_object

MAX_ITEMS = 100


def _settings():
    return current_app.config["JELLYBIT"]


def _string_list(value, field: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    raise ApiError(400, "bad_request", f"'{field}' must be a string or a list of strings")


def _read_items() -> tuple[list[str], list[tuple[str, bytes]]]:
    if request.mimetype == "application/json":
        body = json_object("the body must be a JSON object like {\"magnet\": \"magnet:?…\"}")
        magnets: list[str] = []
        for key in ("magnet", "magnets"):
            if key in body:
                magnets += _string_list(body[key], key)
        unknown = set(body) - {"magnet", "magnets"}
        if unknown:
            raise ApiError(400, "bad_request", f"unknown fields: {', '.join(sorted(unknown))}")
        return magnets, []
    if request.mimetype == "multipart/form-data":
        magnets = [m for key in ("magnet", "magnets") for m in request.form.getlist(key) if m.strip()]
        files = request.files.getlist("torrent")
        if len(files) > MAX_FILES:
            raise ApiError(413, "too_large", f"at most {MAX_FILES} .torrent files per request")
        torrents = [(f.filename or "upload.torrent", f.read(_settings().max_torrent_size + 1)) for f in files]
        return magnets, torrents
    raise ApiError(415, "unsupported_media_type", "send application/json or multipart/form-data")


def _item(outcome: service.Outcome) -> dict:
    """One item of the answer; keys in sorted order (:mod:`.jsonout`)."""
    if outcome.error is not None:
        return {"error": {"code": outcome.error.code, "detail": outcome.error.message, "error": outcome.said},
                "input": outcome.label, "status": "error"}
    ing = outcome.ingested
    item = {"download": dto.download(ing.download or store.get(ing.download_id), list(ing.infohashes))}
    if ing.in_library:
        item["in_library"] = {"id": ing.in_library[0], "message": "already in your library as this earlier download",
                              "name": ing.in_library[1]}
    item["input"] = outcome.label
    item["status"] = "created" if ing.created else "existing"
    return item


@bp.post("/downloads")
def create_downloads():
    magnets, torrents = _read_items()
    if not magnets and not torrents:
        raise ApiError(400, "bad_request", "nothing to add: give 'magnet', 'magnets' or 'torrent' files")
    if len(magnets) + len(torrents) > MAX_ITEMS:
        raise ApiError(400, "bad_request", f"at most {MAX_ITEMS} items per request")
    settings = _settings()
    outcomes = service.ingest_many(magnets=magnets, torrents=torrents,
                                   torrents_dir=settings.torrents_dir if torrents else None,
                                   max_size=settings.max_torrent_size, category=settings.qbt_category)
    items = [_item(o) for o in outcomes]
    statuses = {i["status"] for i in items}
    if "created" in statuses:
        status = 201
    elif "existing" in statuses:
        status = 200
    else:
        first = outcomes[0].error
        return jsonout.response({"code": first.code, "error": outcomes[0].said, "items": items,
                                 "request_id": g.request_id}, 400)
    return jsonout.response({"items": items, "request_id": g.request_id}, status)


@bp.get("/downloads")
def list_downloads():
    try:
        limit = int(request.args.get("limit", "50"))
    except ValueError:
        raise ApiError(400, "bad_request", "limit must be a number") from None
    try:
        page = queries.list_rows(state=request.args.get("state"), q=request.args.get("q"),
                                 cursor=request.args.get("cursor"), limit=limit)
    except queries.BadQuery as exc:
        raise ApiError(400, "bad_request", str(exc)) from None
    return jsonout.raw(f'{{"items":{dto.encoded_rows(page.items)},"next_cursor":{jsonout.encode(page.next_cursor)}}}')


@bp.get("/downloads/<id_>")
def get_download(id_: str):
    d = store.get(id_)  # invalid → NotFound without a query → 404
    return jsonout.response(dto.download(d, store.hashes_of(d.id)))


@bp.get("/downloads/<id_>/plan")
def get_plan(id_: str):
    """The exact link plan (nothing touched on disk), for the current recognition or a candidate of it."""
    return jsonify(review.plan_for(id_, _settings(), request.args.get("candidate_id")))

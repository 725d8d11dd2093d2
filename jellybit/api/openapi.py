"""The OpenAPI 3 document of the API, served at ``/api/v1/openapi.json``.

Written by hand next to the routes (a test checks that every route is in it and every path in it is a
route), so clients and schemathesis can rely on it.
"""

from __future__ import annotations

from flask import jsonify

from jellybit import __version__, commands, words
from jellybit.ingest.service import MAX_FILES
from jellybit.store import graph, queries

from . import bp

ID = {"type": "string", "pattern": "^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$", "description": "ULID"}
STATE = {"type": "string", "enum": sorted(graph.ALL),
         "description": "the state as a stable value; show `state_words` to people ("
                        + "; ".join(f"{s} = {words.state_word(s)}" for s in sorted(graph.ALL)) + ")"}


def _ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def _json(schema: dict, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


ERRORS = {
    "400": _json(_ref("Error"), "bad input"),
    "401": _json(_ref("Error"), "missing or wrong API key"),
}

SCHEMAS = {
    "Error": {
        "type": "object", "required": ["error", "code", "request_id"],
        "properties": {"error": {"type": "string"}, "code": {"type": "string"},
                       "request_id": {"type": ["string", "null"]}},
    },
    "Infohash": {
        "type": "object", "required": ["hash", "kind"],
        "properties": {"hash": {"type": "string", "pattern": "^([0-9a-f]{40}|[0-9a-f]{64})$"},
                       "kind": {"type": "string", "enum": ["v1", "v2"]}},
    },
    "Download": {
        "type": "object",
        "required": ["id", "name", "state", "progress", "infohashes", "created_at", "updated_at", "links"],
        "properties": {
            "id": ID, "name": {"type": "string"}, "state": STATE,
            "state_words": {"type": "string", "description": "the state as people read it (\"adding\", …)"},
            "progress": {"type": "number", "minimum": 0, "maximum": 1},
            "size": {"type": ["integer", "null"]},
            "dlspeed": {"type": ["integer", "null"], "description": "bytes/s; 0 unless downloading or stuck"},
            "upspeed": {"type": ["integer", "null"], "description": "bytes/s; 0 unless downloading or stuck"},
            "eta": {"type": ["integer", "null"], "description": "seconds; null unless downloading or stuck"},
            "category": {"type": ["string", "null"]}, "save_path": {"type": ["string", "null"]},
            "source_kind": {"type": "string", "enum": ["magnet", "torrent", "adopted"]},
            "infohashes": {"type": "array", "items": _ref("Infohash"), "minItems": 1},
            "error": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["code", "message"], "properties": {
                "code": {"type": "string", "description": "stable error code"},
                "message": {"type": "string", "description": "what happened, as a sentence"},
                "hint": {"type": "string", "description": "what helps, naming only commands legal now"},
                "detail": {"type": ["string", "null"], "description": "the technical detail, if any"}}}]},
            "created_at": {"type": "string", "format": "date-time"},
            "updated_at": {"type": "string", "format": "date-time"},
            "state_changed_at": {"type": "string", "format": "date-time"},
            "hidden": {"type": "boolean", "description": "hidden from the list by the person (found by search)"},
            "links": {"type": "object", "properties": {"self": {"type": "string"}, "web": {"type": "string"}}},
        },
    },
    "DownloadPage": {
        "type": "object", "required": ["items", "next_cursor"],
        "properties": {"items": {"type": "array", "items": _ref("Download")},
                       "next_cursor": {"oneOf": [ID, {"type": "null"}]}},
    },
    "IngestItem": {
        "type": "object", "required": ["status", "input"],
        "properties": {
            "status": {"type": "string", "enum": ["created", "existing", "error"]},
            "input": {"type": "string"}, "download": _ref("Download"),
            "error": {"type": "object", "properties": {
                "code": {"type": "string"}, "error": {"type": "string", "description": "why, as a sentence"},
                "detail": {"type": "string", "description": "the technical detail"}}},
            "in_library": {"type": "object", "description": "an earlier download of the same torrent that is "
                           "in the library (a re-add still makes a new download)",
                           "properties": {"id": ID, "name": {"type": "string"}, "message": {"type": "string"}}},
        },
    },
    "IngestResponse": {
        "type": "object", "required": ["items", "request_id"],
        "properties": {"items": {"type": "array", "items": _ref("IngestItem")},
                       "request_id": {"type": "string"}},
    },
    "IngestRequest": {
        "type": "object", "additionalProperties": False,
        "properties": {"magnet": {"type": "string"},
                       "magnets": {"type": "array", "items": {"type": "string"}, "maxItems": 100}},
    },
    "Plan": {
        "type": "object", "required": ["ok", "kind", "root", "items", "skipped", "problems", "tree"],
        "properties": {
            "ok": {"type": "boolean"}, "kind": {"type": "string", "enum": ["movie", "series"]},
            "root": {"type": "string"}, "save_path": {"type": ["string", "null"]},
            "items": {"type": "array", "items": {"type": "object", "properties": {
                "source": {"type": "string"}, "target": {"type": "string"}, "role": {"type": "string"},
                "path": {"type": "string"}, "rel_target": {"type": "string"}}}},
            "skipped": {"type": "array", "items": {"type": "object"}},
            "problems": {"type": "array", "items": {"type": "object", "properties": {
                "code": {"type": "string"}, "message": {"type": "string"}, "path": {"type": ["string", "null"]}}}},
            "tree": {"type": "object"},
        },
    },
    "Health": {
        "type": "object", "required": ["status", "components"],
        "properties": {"status": {"type": "string", "enum": ["ok", "degraded"],
                                  "description": "ok only when every component AND every library root is ok"},
                       "components": {"type": "object", "description": "database, qbittorrent, …, "
                                      "then one '<kind> library' entry per library root (a real hard-link test)",
                                      "additionalProperties": {
                           "type": "object", "required": ["ok"],
                           "properties": {"ok": {"type": "boolean"}, "detail": {"type": "string"},
                                          "hint": {"type": "string"}, "since": {"type": "number"}}}}},
    },
}

ID_PARAM = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"},
            "description": "download id (ULID, any case); anything else is 404"}

def _paths() -> dict:
    paths = {
        "/downloads": {
            "get": {
                "summary": "List downloads, newest first",
                "parameters": [
                    {"name": "state", "in": "query", "schema": {
                        "type": "string", "enum": sorted(queries.GROUPS) + sorted(graph.ALL)}},
                    {"name": "q", "in": "query", "schema": {"type": "string"},
                     "description": "name contains, or any infohash starts with"},
                    {"name": "cursor", "in": "query", "schema": ID,
                     "description": "next_cursor of the previous page"},
                    {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1,
                                                                "maximum": queries.MAX_LIMIT}},
                ],
                "responses": {"200": _json(_ref("DownloadPage"), "a page"), **ERRORS},
            },
            "post": {
                "summary": "Add magnets (JSON) or .torrent files (multipart, field 'torrent')",
                "requestBody": {"required": True, "content": {
                    "application/json": {"schema": _ref("IngestRequest")},
                    "multipart/form-data": {"schema": {"type": "object", "properties": {
                        "torrent": {"type": "array", "items": {"type": "string", "format": "binary"},
                                    "maxItems": MAX_FILES},
                        "magnet": {"type": "string"}}}},
                }},
                "responses": {
                    "201": _json(_ref("IngestResponse"), "at least one download created"),
                    "200": _json(_ref("IngestResponse"), "every item already active"),
                    "415": _json(_ref("Error"), "unsupported content type"),
                    "413": _json(_ref("Error"), f"request too large, or more than {MAX_FILES} files"), **ERRORS,
                },
            },
        },
        "/downloads/{id}": {
            "get": {"summary": "One download", "parameters": [ID_PARAM],
                    "responses": {"200": _json(_ref("Download"), "the download"),
                                  "404": _json(_ref("Error"), "unknown or invalid id"), **ERRORS}},
        },
        "/downloads/{id}/plan": {
            "get": {"summary": "The exact link plan (nothing touched on disk), before Apply",
                    "parameters": [ID_PARAM, {"name": "candidate_id", "in": "query", "schema": {"type": "string"},
                                              "description": "plan for this candidate instead of the current"}],
                    "responses": {"200": _json(_ref("Plan"), "the plan"),
                                  "404": _json(_ref("Error"), "unknown id, no recognition, or foreign candidate"),
                                  **ERRORS}},
        },
        "/health": {
            "get": {"summary": "Status of every dependency",
                    "responses": {"200": _json(_ref("Health"), "health"), **ERRORS}},
        },
        "/openapi.json": {
            "get": {"summary": "This document", "responses": {"200": {"description": "OpenAPI 3.1 document"},
                                                              **ERRORS}},
        },
    }
    paths["/downloads/bulk"] = {"post": {
        "summary": "One command for several downloads; a result per id (a refusal never stops the others)",
        "requestBody": {"required": True, "content": {"application/json": {"schema": {
            "type": "object", "required": ["action", "ids"], "additionalProperties": False, "properties": {
                "action": {"type": "string", "enum": [c.name for c in commands.CATALOGUE.values() if c.bulk]},
                "ids": {"type": "array", "items": ID, "minItems": 1, "maxItems": commands.MAX_BULK}}}}}},
        "responses": {"200": _json({"type": "object", "required": ["action", "results"], "properties": {
            "action": {"type": "string"},
            "results": {"type": "array", "items": {"type": "object", "required": ["id", "ok"], "properties": {
                "id": {"type": "string"}, "ok": {"type": "boolean"}, "status": {"type": "integer"},
                "download": _ref("Download"), "error": {"type": "object", "properties": {
                    "code": {"type": "string"}, "message": {"type": "string"}}}}}}}}, "a result per id"),
                      **ERRORS}}}
    for name, command in commands.CATALOGUE.items():
        legal = ", ".join(sorted(command.states))
        op = {"summary": command.summary, "description": f"Legal when the download is {legal}.",
              "parameters": [ID_PARAM],
              "responses": {"200": _json(_ref("Download"), "the download after the action"),
                            "404": _json(_ref("Error"), "unknown or invalid id"),
                            "409": _json(_ref("Error"), "refused: illegal in this state, or hash owned elsewhere"),
                            **ERRORS}}
        body = command.body_schema()
        if body is not None:
            op["requestBody"] = {"required": any(a.required for a in command.args),
                                 "content": {"application/json": {"schema": body}}}
        paths[f"/downloads/{{id}}/{name}"] = {"post": op}
    return paths


def document() -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "jellybit API", "version": __version__,
                 "description": "Add torrents, follow them, act on them. Every route needs the X-Api-Key header."},
        "servers": [{"url": "/api/v1"}],
        "security": [{"ApiKey": []}],
        "paths": _paths(),
        "components": {"schemas": SCHEMAS, "securitySchemes": {
            "ApiKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"}}},
    }


@bp.get("/openapi.json")
def openapi():
    return jsonify(document())

"""Ingest: turn a magnet link or a ``.torrent`` file into a validated, typed value (SPEC §5).

The parsers here are pure (no I/O, no database, no qBittorrent): ``magnet`` and ``metainfo`` either
return a frozen value or raise one of the typed errors in ``errors``. That is what lets the ingest
service keep its contract "on every error path the result is nothing" — it validates everything
before it writes or calls anything. The parse boundary is described in ``docs/research/bencode.md``.
"""

"""Typed qBittorrent errors: the one place where a library exception gets its meaning for jellybit."""

from __future__ import annotations

__all__ = ["QbitAddRejected", "QbitAuthError", "QbitError", "QbitNotFound", "QbitUnavailable"]


class QbitError(Exception):
    """Any failure talking to qBittorrent that has no more specific type below."""


class QbitUnavailable(QbitError):
    """qBittorrent did not answer usefully: connection refused, timeout, or an HTTP 5xx."""


class QbitAuthError(QbitError):
    """Login refused (wrong credentials, or this IP is banned); no login is retried until reset or cool-down."""


class QbitAddRejected(QbitError):
    """``torrents/add`` refused the payload itself: HTTP 415, not a valid torrent file."""


class QbitNotFound(QbitError):
    """qBittorrent does not know the torrent id (HTTP 404)."""

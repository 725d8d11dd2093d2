"""jellybit: from a magnet link or a .torrent to a Jellyfin library, by hard links."""

__version__ = "0.1.0"

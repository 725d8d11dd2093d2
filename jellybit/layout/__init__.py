"""Layout: where files go in the Jellyfin library. ``naming`` is the only place library names are made."""

"""Shared fixtures live in tests/fixtures/ as plugin modules, one per component."""

pytest_plugins = [
    "tests.fixtures.db",  # a migrated temp SQLite database
    "tests.fixtures.web",  # the Flask app, its test client, the API client
    "tests.fixtures.qbt",  # a real qbittorrent-nox on loopback
    "tests.fixtures.seeder",  # a libtorrent seeder for magnet downloads
    "tests.fixtures.fakes",  # local fake TMDB and LLM servers
    "tests.fixtures.telegram",  # a local fake Telegram Bot API and the bot against it
    "tests.fixtures.engine",  # the worker jobs driven step by step
    "tests.fixtures.live",  # jellybit running as in production inside the test process
]

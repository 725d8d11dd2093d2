"""The health page: one row per component, and a real hard-link test of every library root."""

import errno
import os

import pytest

from jellybit import health
from jellybit.health import Status


@pytest.fixture
def roots(settings, tmp_path):
    for p in (settings.movies_dir, settings.shows_dir, tmp_path / "data" / "downloads"):
        p.mkdir(parents=True, exist_ok=True)
    return settings


def test_every_component_and_library_root_has_a_row(client, app, roots):
    app.extensions["jellybit.health"].register("qbittorrent", lambda: Status(True, "qBittorrent v5.0.2"))
    app.extensions["jellybit.health"].register(
        "telegram", lambda: Status(False, "Bot API unreachable", "check JELLYBIT_TELEGRAM_TOKEN"))
    html = client.get("/health").get_data(as_text=True)
    for name in ("database", "qbittorrent", "telegram", "movies library", "shows library"):
        assert f"<strong>{name}</strong>" in html, name
    assert "qBittorrent v5.0.2" in html and "What to do: check JELLYBIT_TELEGRAM_TOKEN" in html
    assert html.count("writable, hard links work") == 2 and "since just now" in html


def test_the_link_test_leaves_nothing_behind(roots, tmp_path):
    status = health.link_test(tmp_path / "data" / "downloads", roots.shows_dir)
    assert status.ok
    assert list((tmp_path / "data" / "downloads").iterdir()) == [] and list(roots.shows_dir.iterdir()) == []


def test_different_filesystems_are_said_in_words(roots, tmp_path, monkeypatch):
    def exdev(src, dst):
        raise OSError(errno.EXDEV, "Invalid cross-device link")

    monkeypatch.setattr(os, "link", exdev)
    status = health.link_test(tmp_path / "data" / "downloads", roots.movies_dir)
    assert not status.ok and "different filesystems: hard links are impossible; move one, or choose copy/symlink" \
        in status.detail and "JELLYBIT_LINK_FALLBACK" in status.hint
    assert list((tmp_path / "data" / "downloads").iterdir()) == []


def test_an_unwritable_root_is_red(roots, monkeypatch):
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    status = health.link_test(roots.data_dir, roots.movies_dir)
    assert not status.ok and "not writable" in status.detail


def test_a_root_not_created_yet_is_tested_at_its_parent(settings, tmp_path):
    status = health.link_test(tmp_path, tmp_path / "lib" / "movies")
    assert status.ok and "not created yet" in status.detail and not (tmp_path / "lib").exists()


def test_the_dot_turns_red_for_essentials_and_amber_for_the_rest(client, app, roots):
    registry = app.extensions["jellybit.health"]
    registry.register("telegram", lambda: Status(False, "down"))
    assert "dot-amber" in client.get("/health/dot").get_data(as_text=True)
    registry.register("qbittorrent", lambda: Status(False, "down"))
    assert "dot-red" in client.get("/health/dot").get_data(as_text=True)

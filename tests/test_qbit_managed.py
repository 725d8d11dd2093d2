"""ManagedQbittorrent: config before the first start, readiness, stop/restart, one owner per profile."""

from __future__ import annotations

import base64
import configparser
import hashlib
import secrets
import socket
import time

import pytest

from jellybit.qbit import QbitUnavailable, TorrentClass, classify
from jellybit.qbit.managed import ManagedQbittorrent, ManagedQbittorrentError, is_installed, pbkdf2_password
from tests.fixtures.qbt import eventually, require_qbittorrent_nox
from tests.fixtures.seeder import local_torrent


def _conf(managed: ManagedQbittorrent) -> configparser.ConfigParser:
    conf = configparser.ConfigParser(interpolation=None, strict=False)
    conf.optionxform = str
    conf.read(managed.config_path)
    return conf


def test_pbkdf2_password_matches_qbittorrents_format():
    salt = bytes(range(16))
    value = pbkdf2_password("adminadmin", salt)
    key = hashlib.pbkdf2_hmac("sha512", b"adminadmin", salt, 100_000, dklen=64)
    assert value == f'"@ByteArray({base64.b64encode(salt).decode()}:{base64.b64encode(key).decode()})"'


def test_missing_binary_is_a_clear_error(tmp_path):
    assert not is_installed("no-such-qbittorrent")
    with pytest.raises(ManagedQbittorrentError, match="not installed"):
        ManagedQbittorrent(tmp_path / "p", tmp_path / "d", binary="no-such-qbittorrent").start()


@pytest.mark.qbt
def test_isolated_daemon_runs_with_the_verified_settings(qbt_daemon, qbt):
    prefs = qbt.preferences()
    assert (prefs["dht"], prefs["pex"], prefs["lsd"], prefs["upnp"], prefs["web_ui_upnp"]) == (False,) * 5
    assert prefs["bypass_local_auth"] is True and prefs["current_network_interface"] == "lo"
    assert prefs["refresh_interval"] == 100 and prefs["save_path"].rstrip("/") == str(qbt_daemon.downloads_dir)
    assert prefs["queueing_enabled"] is False  # 4.5.2's default is True with 3 active downloads
    conf = _conf(qbt_daemon.managed)
    assert conf["LegalNotice"]["Accepted"] == "true"
    assert conf["Preferences"]["WebUI\\Address"] == "127.0.0.1"


def test_production_config_keeps_bittorrent_defaults(tmp_path):
    managed = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", port=8123)  # what jellybit runs
    managed._write_config()  # noqa: SLF001 - not started: a non-isolated daemon would use the network
    conf = _conf(managed)
    assert conf["LegalNotice"]["Accepted"] == "true"
    assert "Session\\DHTEnabled" not in conf["BitTorrent"] and "Session\\Interface" not in conf["BitTorrent"]
    assert conf["BitTorrent"]["Session\\RefreshInterval"] == "1000"
    assert conf["BitTorrent"]["Session\\QueueingSystemEnabled"] == "false"  # production too, not only tests
    assert conf["BitTorrent"]["Session\\DefaultSavePath"] == str(tmp_path / "downloads")
    assert conf["Network"]["PortForwardingEnabled"] == "false"
    prefs = conf["Preferences"]
    webui = (prefs["WebUI\\Address"], prefs["WebUI\\Port"], prefs["WebUI\\LocalHostAuth"])
    assert webui == ("127.0.0.1", "8123", "false")
    assert "WebUI\\Password_PBKDF2" not in prefs


@pytest.mark.qbt
def test_one_owner_per_profile_and_stable_ports_over_restarts(tmp_path):
    require_qbittorrent_nox()
    managed = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", isolated=True)
    url = managed.start()
    try:
        with pytest.raises(ManagedQbittorrentError, match="already manages"):  # not a silent handover
            ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", isolated=True).start()
        assert managed.is_running()
    finally:
        managed.stop()
    listen_port = _conf(managed)["BitTorrent"]["Session\\Port"]
    assert managed.start() == url  # same WebUI port and BitTorrent port after a restart
    managed.stop()
    assert _conf(managed)["BitTorrent"]["Session\\Port"] == listen_port


@pytest.mark.qbt
def test_the_webui_port_is_kept_by_the_next_owner_unless_another_program_took_it(tmp_path):
    require_qbittorrent_nox()
    first = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", isolated=True)
    url = first.start()
    first.stop()
    second = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", isolated=True)  # jellybit restarted
    try:
        assert second.start() == url  # the link on the health page (and a bookmark) stays right
    finally:
        second.stop()
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", second.port))
        squatter.listen()
        third = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", isolated=True)
        try:
            moved = third.start()
            assert moved != url and third.is_running()
        finally:
            third.stop()
    assert _conf(third)["Preferences"]["WebUI\\Port"] == str(third.port)  # the new port is the kept one now


@pytest.mark.qbt
def test_dead_magnets_do_not_hold_a_new_download_in_the_queue(qbt, tmp_path):
    """With 4.5.2's default queue (3 active downloads) the new torrent would sit in queuedDL behind them."""
    for i in range(4):
        qbt.add(magnet=f"magnet:?xt=urn:btih:{secrets.token_hex(20)}&dn=dead{i}")
    alive = local_torrent(tmp_path / "seed", "alive", {"a.bin": 50_000})
    qbt.add(torrent=alive.data, save_path=str(tmp_path / "elsewhere"))  # no data there, no peers: stalledDL

    def settled():
        states = sorted(t["state"] for t in qbt.torrents())
        assert states == ["metaDL"] * 4 + ["stalledDL"], states

    eventually(settled)


@pytest.mark.qbt
def test_orphan_left_by_a_dead_owner_is_replaced(tmp_path):
    require_qbittorrent_nox()
    first = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", isolated=True)
    first.start()
    orphan = first.proc
    first._unlock_profile()  # noqa: SLF001 - as if the owning process had died with its flock
    first.proc = None
    second = ManagedQbittorrent(tmp_path / "profile", tmp_path / "downloads", isolated=True)
    try:
        second.start()
        assert orphan.wait(5) == 0 and second.is_running()
    finally:
        second.stop()
        if orphan.poll() is None:
            orphan.kill()


@pytest.mark.qbt
def test_stopped_daemon_is_unavailable_quickly_and_torrents_persist_over_a_restart(qbt_daemon, qbt, tmp_path):
    bt = local_torrent(tmp_path, "persist", {"a.bin": 20_000})
    qbt.add(torrent=bt.data, save_path=str(tmp_path), skip_checking=True)
    eventually(lambda: _assert_class(qbt, bt.hashes, TorrentClass.READY))
    qbt_daemon.stop()
    started = time.monotonic()
    with pytest.raises(QbitUnavailable):
        qbt.torrents()
    assert time.monotonic() - started < 1.0  # refused at once, library retry included
    qbt_daemon.start()
    eventually(lambda: _assert_class(qbt, bt.hashes, TorrentClass.READY))  # same client, same torrent


def _assert_class(client, hashes, want):
    t = client.find(hashes)
    assert t is not None and classify(t) is want, t and t["state"]

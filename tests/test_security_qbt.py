"""Issue 14 §1: the managed qbittorrent-nox is not open to every local process.

Without a password its WebUI trusted anyone on 127.0.0.1, and ``setPreferences`` (``autorun_program``) is
code execution as the jellybit user. Started the way jellybit starts it (the worker's runtime starter),
against the real daemon: jellybit logs in, nobody else does.
"""

from __future__ import annotations

import functools
import stat

import pytest
import requests

import jellybit.worker as worker
from jellybit import config, store
from jellybit.qbit.managed import ManagedQbittorrent, webui_password
from jellybit.runtime import Runtime
from tests.fixtures.qbt import require_qbittorrent_nox

pytestmark = pytest.mark.qbt


def test_generated_password_is_kept_private_and_reused(tmp_path):
    first = webui_password(tmp_path, "adminadmin")  # the setting's default counts as unset
    assert len(first) >= 24 and first != "adminadmin"
    assert stat.S_IMODE((tmp_path / "qbt_password").stat().st_mode) == 0o600
    assert webui_password(tmp_path, None) == first  # same password after a restart
    assert webui_password(tmp_path, "mine-configured") == "mine-configured"


def test_managed_webui_refuses_everyone_but_jellybit(tmp_path, monkeypatch):
    require_qbittorrent_nox()
    # Production start-up, except BitTorrent stays on loopback (isolated) so the test sends nothing out.
    monkeypatch.setattr(worker, "ManagedQbittorrent", functools.partial(ManagedQbittorrent, isolated=True))
    settings = config.load({}, dotenv=None, data_dir=tmp_path / "data", database=tmp_path / "data" / "jb.db",
                           worker=False)
    assert settings.qbt_url is None and settings.qbt_password == "adminadmin"
    runtime = Runtime(settings)
    store.open_database(settings.database)
    try:
        worker.start(runtime)
        managed = runtime.services["managed_qbt"]
        assert runtime.services["qbit"].version()["app_version"].startswith("v")  # jellybit is logged in
        prefs = runtime.services["qbit"].preferences()
        assert prefs["bypass_local_auth"] is False

        hostile = requests.post(managed.url + "/api/v2/app/setPreferences", timeout=5,
                                data={"json": '{"autorun_enabled": true, "autorun_program": "touch /tmp/pwned"}'})
        assert hostile.status_code == 403
        default = requests.post(managed.url + "/api/v2/auth/login", timeout=5,
                                data={"username": "admin", "password": "adminadmin"})
        assert default.text == "Fails." and "SID" not in default.cookies
        assert runtime.services["qbit"].preferences()["autorun_enabled"] is False

        profile = tmp_path / "data" / "qbittorrent"
        assert stat.S_IMODE(profile.stat().st_mode) == 0o700
        assert stat.S_IMODE(managed.config_path.stat().st_mode) == 0o600
        assert managed.password == (tmp_path / "data" / "qbt_password").read_text().strip()
    finally:
        runtime.stop()
        store.close_database()

"""Configuration (SPEC §12): typed, validated, one message per bad value."""

from pathlib import Path

import pytest

from jellybit import config


def test_defaults_give_a_working_local_setup(tmp_path):
    s = config.load({}, dotenv=None)
    assert s.data_dir == Path("./data") and s.database == Path("./data/jellybit.db")
    assert (s.host, s.port, s.base_url) == ("127.0.0.1", 8080, "http://127.0.0.1:8080")
    assert s.movies_dir == Path("data/library/movies") and s.shows_dir == Path("data/library/shows")
    assert (s.poll_interval, s.add_timeout, s.magnet_timeout, s.stall_timeout) == (5, 600, 1800, 3600)
    assert s.auto_threshold == 0.85 and s.link_fallback == "fail" and s.qbt_category == "jellybit"
    assert s.api_key is None and s.password is None


def test_every_bad_value_is_reported_at_once():
    with pytest.raises(config.ConfigError) as err:
        config.load({"JELLYBIT_PORT": "99999", "JELLYBIT_POLL_INTERVAL": "-1", "JELLYBIT_LINK_FALLBACK": "move",
                     "JELLYBIT_AUTO_THRESHOLD": "2", "JELLYBIT_QBT_URL": "ftp://x", "JELLYBIT_QBT_PATH_MAP": "a"},
                    dotenv=None)
    problems = err.value.problems
    assert len(problems) == 6, problems
    assert any(p.startswith("JELLYBIT_PORT='99999'") for p in problems)
    assert any("JELLYBIT_LINK_FALLBACK" in p and "fail, copy, symlink" in p for p in problems)


def test_secret_values_are_not_echoed_in_errors():
    with pytest.raises(config.ConfigError) as err:
        config.load({"JELLYBIT_HOST": "0.0.0.0", "JELLYBIT_TELEGRAM_TOKEN": "123:abc"}, dotenv=None)
    assert "123:abc" not in str(err.value)


def test_non_loopback_host_without_password_is_refused():
    with pytest.raises(config.ConfigError, match="JELLYBIT_PASSWORD"):
        config.load({"JELLYBIT_HOST": "0.0.0.0"}, dotenv=None)
    assert config.load({"JELLYBIT_HOST": "0.0.0.0", "JELLYBIT_PASSWORD": "pw"}, dotenv=None).password == "pw"


def test_dotenv_is_read_and_environment_wins(tmp_path):
    env = tmp_path / ".env"
    env.write_text("# comment\nJELLYBIT_PORT=9000\nexport JELLYBIT_QBT_CATEGORY='tv'\nJELLYBIT_DATA_DIR=/srv/jb\n")
    s = config.load({"JELLYBIT_PORT": "9100"}, dotenv=env)
    assert s.port == 9100 and s.qbt_category == "tv" and s.database == Path("/srv/jb/jellybit.db")


def test_typed_values():
    s = config.load({"JELLYBIT_TELEGRAM_TOKEN": "t", "JELLYBIT_TELEGRAM_CHAT_IDS": "1, -100200",
                     "JELLYBIT_QBT_PATH_MAP": "/downloads=/srv/dl;/data=/mnt/data", "JELLYBIT_DISCOVER": "yes"},
                    dotenv=None)
    assert s.telegram_chat_ids == {1, -100200}
    assert s.qbt_path_map == (("/downloads", "/srv/dl"), ("/data", "/mnt/data"))
    assert s.discover is True

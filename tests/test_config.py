"""Configuration (SPEC §12): typed, validated, one message per bad value."""

from pathlib import Path

import pytest

from jellybit import config


def test_defaults_give_a_working_local_setup(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # what `make run` does: no settings, the data dir relative to the CWD
    s = config.load({}, dotenv=None)
    data = tmp_path / "data"
    assert s.data_dir == data and s.database == data / "jellybit.db" and s.log_file == data / "jellybit.log"
    assert (s.host, s.port, s.base_url) == ("127.0.0.1", 8080, "http://127.0.0.1:8080")
    assert s.movies_dir == data / "library" / "movies" and s.shows_dir == data / "library" / "shows"
    assert s.log_format == "auto" and s.warnings == ()
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


def test_every_path_is_absolute_once_against_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    s = config.load({"JELLYBIT_DATA_DIR": "state", "JELLYBIT_MOVIES_DIR": "../media/movies",
                     "JELLYBIT_ANIME_DIR": "anime", "JELLYBIT_QBT_SAVE_PATH": "dl",
                     "JELLYBIT_LOG_FILE": "logs/jb.log"}, dotenv=None)
    monkeypatch.chdir("/")  # resolved at load: a later change of directory changes nothing
    assert s.data_dir == tmp_path / "state" and s.database == tmp_path / "state" / "jellybit.db"
    assert s.movies_dir == tmp_path.parent / "media" / "movies"  # normalised, no ".." left
    assert s.shows_dir == tmp_path / "state" / "library" / "shows" and s.anime_dir == tmp_path / "anime"
    assert s.qbt_save_path == str(tmp_path / "dl") and s.log_file == tmp_path / "logs" / "jb.log"
    assert all(Path(p).is_absolute() for p in s.paths().values())


def test_the_log_file_can_be_turned_off():
    assert config.load({"JELLYBIT_LOG_FILE": "off"}, dotenv=None).log_file is None
    assert config.load({}, dotenv=None).paths()["log file"].endswith("jellybit.log")


def test_an_unknown_variable_is_a_warning_that_names_the_closest_setting(tmp_path):
    env = tmp_path / ".env"
    env.write_text("JELLYBIT_MOVIE_DIR=/srv/movies\n")
    s = config.load({"JELLYBIT_PORTT": "9000", "JELLYBIT_WIDGETS": "3", "JELLYBIT_FUZZ_EXAMPLES": "9"}, dotenv=env)
    assert s.port == 8080  # ignored, not guessed
    assert s.warnings == (
        "JELLYBIT_MOVIE_DIR is not a jellybit setting and is ignored; did you mean JELLYBIT_MOVIES_DIR?",
        "JELLYBIT_PORTT is not a jellybit setting and is ignored; did you mean JELLYBIT_PORT?",
        "JELLYBIT_WIDGETS is not a jellybit setting and is ignored; see the configuration table in README.md",
    )


def test_a_plan_can_be_built_with_nothing_configured(tmp_path, monkeypatch):
    """The first-run failure of issue 12: relative default roots made every plan raise."""
    from jellybit.layout.plan import Roots, build_plan
    monkeypatch.chdir(tmp_path)
    roots = Roots.from_settings(config.load({}, dotenv=None))
    plan = build_plan(save_path=tmp_path / "data" / "downloads", kind="movie", roots=roots,
                      files=[{"path": "Film.2010.mkv", "role": "video", "target": "Film (2010)/Film (2010).mkv"}])
    assert plan.ok and plan.items[0].target == str(tmp_path / "data/library/movies/Film (2010)/Film (2010).mkv")

"""Settings from ``JELLYBIT_*`` environment variables and an optional ``.env`` (SPEC §12).

The settings are declared once, as data (:data:`SETTINGS`): name, parser,
default and meaning. The README's configuration table and the docs test are
checked against this list, so a new setting cannot go undocumented.
Validation collects every problem and reports them together, one line each.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from ipaddress import IPv4Network, IPv6Network, ip_network
from pathlib import Path
from types import MappingProxyType
from typing import Any

from dotenv import dotenv_values

from jellybit import redaction
from jellybit.qbit.paths import parse_path_map

__all__ = ["Settings", "ConfigError", "load", "SETTINGS", "Setting", "SOURCES"]

# Where a value can come from, lowest precedence first ("program": an argument of ``load``, as tests pass).
SOURCES = ("default", ".env", "environment", "program")


class ConfigError(ValueError):
    """One or more settings are invalid; ``problems`` has one message per setting."""

    def __init__(self, problems: list[str]):
        super().__init__("invalid configuration:\n" + "\n".join(f"  - {p}" for p in problems))
        self.problems = problems


# -- parsers: each takes the raw string and returns the typed value or raises ValueError


def _str(v: str) -> str:
    return v


def _int_range(lo: int, hi: int) -> Callable[[str], int]:
    def parse(v: str) -> int:
        n = int(v)
        if not lo <= n <= hi:
            raise ValueError(f"must be between {lo} and {hi}")
        return n
    return parse


def _seconds(v: str) -> float:
    n = float(v)
    if not 0 < n < 10 * 365 * 86400:
        raise ValueError("must be a positive number of seconds")
    return n


def _fraction(v: str) -> float:
    n = float(v)
    if not 0.0 <= n <= 1.0:
        raise ValueError("must be between 0 and 1")
    return n


def _bool(v: str) -> bool:
    low = v.strip().lower()
    if low in ("1", "true", "yes", "on"):
        return True
    if low in ("0", "false", "no", "off"):
        return False
    raise ValueError("must be true or false")


def _choice(*options: str) -> Callable[[str], str]:
    def parse(v: str) -> str:
        low = v.strip().lower()
        if low not in options:
            raise ValueError(f"must be one of: {', '.join(options)}")
        return low
    return parse


def _url(v: str) -> str:
    v = v.strip().rstrip("/")
    if not (v.startswith("http://") or v.startswith("https://")) or len(v) < 10:
        raise ValueError("must be an http:// or https:// URL")
    return v


def _path(v: str) -> Path:
    if not v.strip():
        raise ValueError("must not be empty")
    return Path(v).expanduser()


def _chat_ids(v: str) -> frozenset[int]:
    out = set()
    for part in v.replace(";", ",").split(","):
        part = part.strip()
        if part:
            out.add(int(part))
    return frozenset(out)


def _networks(v: str) -> tuple[IPv4Network | IPv6Network, ...]:
    """Comma-separated addresses or CIDR networks (``127.0.0.1, 10.0.0.0/8``)."""
    out = []
    for part in v.replace(";", ",").split(","):
        if part.strip():
            try:
                out.append(ip_network(part.strip(), strict=False))
            except ValueError:
                raise ValueError(f"{part.strip()!r} is not an IP address or network") from None
    return tuple(out)


def _jellyfin_path_map(v: str) -> tuple[tuple[str, str], ...]:
    """``jellybit_prefix=jellyfin_prefix;…``: the qBittorrent map's format and parser, its words for this map."""
    try:
        return parse_path_map(v)
    except ValueError as exc:
        words = str(exc).replace("qbit_prefix=local_prefix", "jellybit_prefix=jellyfin_prefix")
        raise ValueError(words.replace("qBittorrent prefix", "jellybit prefix").replace("local prefix",
                                                                                       "Jellyfin prefix")) from None


def _log_level(v: str) -> str:
    up = v.strip().upper()
    if up not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        raise ValueError("must be DEBUG, INFO, WARNING or ERROR")
    return up


def _log_file(v: str) -> Path | str:
    return "off" if v.strip().lower() in ("off", "none", "-") else _path(v)


@dataclass(frozen=True)
class Setting:
    name: str  # attribute on Settings; env var is JELLYBIT_<NAME>
    parse: Callable[[str], Any]
    default: Any
    meaning: str
    default_doc: str = ""
    secret: bool = False

    @property
    def env(self) -> str:
        return "JELLYBIT_" + self.name.upper()


SETTINGS: tuple[Setting, ...] = (
    Setting("data_dir", _path, Path("./data"), "database, stored `.torrent` files, caches, managed qBittorrent profile",
            "`./data`"),
    Setting("database", _path, None, "SQLite file", "`<data>/jellybit.db`"),
    Setting("host", _str, "127.0.0.1", "where waitress listens", "`127.0.0.1`"),
    Setting("port", _int_range(1, 65535), 8080, "where waitress listens", "`8080`"),
    Setting("base_url", _url, None, "absolute links in Telegram messages", "`http://<host>:<port>`"),
    Setting("password", _str, None, "web login; plain text or a werkzeug hash",
            "unset: login disabled only when host is loopback, refused to start otherwise", secret=True),
    Setting("secret_key", _str, None, "signs session cookies", "random, kept in `<data>/secret_key`", secret=True),
    Setting("trusted_proxy_header", _str, None,
            "trust this header (e.g. `X-Remote-User`) set by an authenticating reverse proxy instead of the password",
            "unset"),
    Setting("trusted_proxies", _networks, (),
            "reverse proxies (addresses or CIDR networks, comma-separated) whose `X-Forwarded-For`/"
            "`X-Forwarded-Proto` name the real client; from anyone else these headers are ignored", "unset"),
    Setting("cookie_secure", _bool, False, "mark the session cookie `Secure` (serve over HTTPS)", "`false`"),
    Setting("api_key", _str, None, "the JSON API key (`X-Api-Key`)", "unset: API disabled (401)", secret=True),
    Setting("qbt_url", _url, None, "qBittorrent WebUI URL",
            "unset → a managed local qbittorrent-nox when installed, else `http://127.0.0.1:8081`"),
    Setting("qbt_username", _str, "admin", "qBittorrent WebUI user", "`admin`"),
    Setting("qbt_password", _str, "adminadmin", "qBittorrent WebUI password", "`adminadmin`", secret=True),
    Setting("qbt_managed", _choice("auto", "false"), "auto",
            "`auto`: start and stop a loopback qbittorrent-nox with a profile under the data dir when no URL is set; "
            "`false`: never", "`auto`"),
    Setting("qbt_category", _str, "jellybit", "category for added torrents (and the one `discover` watches)",
            "`jellybit`"),
    Setting("qbt_save_path", _str, None, "where torrents download (a relative path is relative to the working "
            "directory)", "qBittorrent's default (`<data>/downloads` for the managed one)"),
    Setting("qbt_path_map", parse_path_map, (), "`qbit_prefix=local_prefix;…` for paths qBittorrent reports", "empty"),
    Setting("qbt_timeout", _seconds, 10.0, "timeout of one qBittorrent API call (seconds)", "`10`"),
    Setting("discover", _bool, False, "adopt torrents found in qBittorrent under the category that no download knows",
            "`false`"),
    Setting("movies_dir", _path, None, "movies library root", "`<data>/library/movies`"),
    Setting("shows_dir", _path, None, "shows library root", "`<data>/library/shows`"),
    Setting("anime_dir", _path, None, "anime library root (optional)", "unset"),
    Setting("link_fallback", _choice("fail", "copy", "symlink"), "fail",
            "`fail`, `copy` or `symlink` when a hard link is impossible", "`fail`"),
    Setting("tmdb_api_key", _str, None, "TMDB v3 API key or v4 read token", "unset", secret=True),
    Setting("tmdb_url", _url, "https://api.themoviedb.org/3", "TMDB API base URL", "`https://api.themoviedb.org/3`"),
    Setting("llm_url", _url, None, "OpenAI-compatible endpoint base URL (e.g. a local Ollama)", "unset"),
    Setting("llm_model", _str, None, "LLM model name", "unset"),
    Setting("llm_api_key", _str, None, "LLM API key", "unset", secret=True),
    Setting("telegram_token", _str, None, "Telegram bot token", "unset", secret=True),
    Setting("telegram_chat_ids", _chat_ids, frozenset(), "chat ids the bot serves (comma-separated)", "unset"),
    Setting("telegram_api_url", _url, "https://api.telegram.org", "Bot API base URL", "`https://api.telegram.org`"),
    Setting("jellyfin_url", _url, None, "Jellyfin server URL: told about every library change", "unset"),
    Setting("jellyfin_api_key", _str, None, "Jellyfin API key (Dashboard → API Keys)", "unset", secret=True),
    Setting("jellyfin_path_map", _jellyfin_path_map, (),
            "`jellybit_prefix=jellyfin_prefix;…` when Jellyfin mounts the library elsewhere", "empty"),
    Setting("poll_interval", _seconds, 5.0, "worker poll interval (seconds)", "`5`"),
    Setting("add_timeout", _seconds, 600.0, "give up adding to qBittorrent after (seconds)", "`600`"),
    Setting("magnet_timeout", _seconds, 1800.0, "no metadata after (seconds) → failed", "`1800`"),
    Setting("stall_timeout", _seconds, 3600.0, "no progress after (seconds) → stuck", "`3600`"),
    Setting("auto_threshold", _fraction, 0.85, "confidence above which recognition applies without review", "`0.85`"),
    Setting("max_torrent_size", _int_range(1024, 100 * 1024 * 1024), 10 * 1024 * 1024,
            "largest accepted `.torrent` file (bytes)", "`10485760`"),
    Setting("worker", _bool, True, "run the background jobs in this process", "`true`"),
    Setting("log_level", _log_level, "INFO", "logging level", "`INFO`"),
    Setting("log_file", _log_file, None, "JSON log lines, rotated at 10 MiB (5 kept); `off` for none",
            "`<data>/jellybit.log`"),
    Setting("log_format", _choice("auto", "human", "json"), "auto",
            "stdout: `human` (short lines), `json`, or `auto` (human on a terminal, JSON otherwise)", "`auto`"),
)


def _d(name: str) -> Any:
    """The default of setting ``name``: declared once, in :data:`SETTINGS`."""
    return next(s.default for s in SETTINGS if s.name == name)


@dataclass(frozen=True)
class Settings:
    """The effective configuration. Its defaults are :data:`SETTINGS`' (the one declaration); the ones
    derived from others (database, library roots, base URL) are filled in by ``__post_init__``."""

    data_dir: Path = _d("data_dir")
    database: Path | None = _d("database")
    host: str = _d("host")
    port: int = _d("port")
    base_url: str | None = _d("base_url")
    password: str | None = _d("password")
    secret_key: str | None = _d("secret_key")
    trusted_proxy_header: str | None = _d("trusted_proxy_header")
    trusted_proxies: tuple[IPv4Network | IPv6Network, ...] = _d("trusted_proxies")
    cookie_secure: bool = _d("cookie_secure")
    api_key: str | None = _d("api_key")
    qbt_url: str | None = _d("qbt_url")
    qbt_username: str = _d("qbt_username")
    qbt_password: str = _d("qbt_password")
    qbt_managed: str = _d("qbt_managed")
    qbt_category: str = _d("qbt_category")
    qbt_save_path: str | None = _d("qbt_save_path")
    qbt_path_map: tuple[tuple[str, str], ...] = _d("qbt_path_map")
    qbt_timeout: float = _d("qbt_timeout")
    discover: bool = _d("discover")
    movies_dir: Path | None = _d("movies_dir")
    shows_dir: Path | None = _d("shows_dir")
    anime_dir: Path | None = _d("anime_dir")
    link_fallback: str = _d("link_fallback")
    tmdb_api_key: str | None = _d("tmdb_api_key")
    tmdb_url: str = _d("tmdb_url")
    llm_url: str | None = _d("llm_url")
    llm_model: str | None = _d("llm_model")
    llm_api_key: str | None = _d("llm_api_key")
    telegram_token: str | None = _d("telegram_token")
    telegram_chat_ids: frozenset[int] = _d("telegram_chat_ids")
    telegram_api_url: str = _d("telegram_api_url")
    jellyfin_url: str | None = _d("jellyfin_url")
    jellyfin_api_key: str | None = _d("jellyfin_api_key")
    jellyfin_path_map: tuple[tuple[str, str], ...] = _d("jellyfin_path_map")
    poll_interval: float = _d("poll_interval")
    add_timeout: float = _d("add_timeout")
    magnet_timeout: float = _d("magnet_timeout")
    stall_timeout: float = _d("stall_timeout")
    auto_threshold: float = _d("auto_threshold")
    max_torrent_size: int = _d("max_torrent_size")
    worker: bool = _d("worker")
    log_level: str = _d("log_level")
    log_file: Path | None = _d("log_file")  # None: no log file (``JELLYBIT_LOG_FILE=off``)
    log_format: str = _d("log_format")
    # Not a setting: what load() noticed but did not refuse (unknown JELLYBIT_* names), logged at start.
    warnings: tuple[str, ...] = field(default=(), compare=False, repr=False)
    # Not a setting: where each value came from (setting name → one of SOURCES), for the settings page.
    sources: Mapping[str, str] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        derived = {"database": self.data_dir / "jellybit.db", "movies_dir": self.data_dir / "library" / "movies",
                   "shows_dir": self.data_dir / "library" / "shows", "base_url": f"http://{self.host}:{self.port}"}
        for name, value in derived.items():
            if getattr(self, name) is None:
                object.__setattr__(self, name, value)  # frozen: set once, while being built

    @property
    def torrents_dir(self) -> Path:
        """Content-addressed store of ingested `.torrent` files."""
        return self.data_dir / "torrents"

    @property
    def is_loopback(self) -> bool:
        return self.host in ("127.0.0.1", "localhost", "::1") or self.host.startswith("127.")

    def paths(self) -> dict[str, str]:
        """The resolved paths a person may need to find, in words (the start-up line and the health page)."""
        out = {"data": str(self.data_dir), "database": str(self.database),
               "movies library": str(self.movies_dir), "shows library": str(self.shows_dir)}
        if self.anime_dir:
            out["anime library"] = str(self.anime_dir)
        out["downloads"] = self.qbt_save_path or (
            str(self.data_dir / "downloads") if not self.qbt_url else "qBittorrent's default save path")
        out["log file"] = str(self.log_file) if self.log_file else "none"
        return out

    def secrets(self) -> list[str]:
        return [getattr(self, s.name) for s in SETTINGS if s.secret and getattr(self, s.name)]

    def replace(self, **changes: Any) -> "Settings":
        from dataclasses import replace
        return replace(self, **changes)


assert {s.name for s in SETTINGS} == {f.name for f in fields(Settings)} - {"warnings", "sources"}, \
    "SETTINGS and Settings disagree"


def read_dotenv(path: Path) -> dict[str, str]:
    """``.env`` parsed by python-dotenv, as every other tool reads it (inline ``# comments``, quotes, ``export``).

    A key without ``=`` has no value (None in dotenv) and is left out, as an unset variable.
    """
    if not path.is_file():
        return {}
    return {k: v for k, v in dotenv_values(path, encoding="utf-8").items() if v is not None}


def load(environ: Mapping[str, str] | None = None, dotenv: Path | None = Path(".env"),
         **overrides: Any) -> Settings:
    """Build validated settings: defaults < `.env` < environment < ``overrides``.

    Raises :class:`ConfigError` listing every bad value at once.
    """
    env: dict[str, str] = {}
    if dotenv is not None:
        env.update(read_dotenv(dotenv))
    dotenv_keys = set(env)
    environment = os.environ if environ is None else environ
    env.update(environment)
    values: dict[str, Any] = {}
    sources: dict[str, str] = {}
    problems: list[str] = []
    for s in SETTINGS:
        raw = env.get(s.env)
        if raw is None or raw == "":
            values[s.name] = s.default
            sources[s.name] = "default"
            continue
        sources[s.name] = "environment" if s.env in environment else ".env" if s.env in dotenv_keys else "default"
        try:
            values[s.name] = s.parse(raw)
        except ValueError as exc:
            shown = "***" if s.secret else repr(raw[:60])
            problems.append(f"{s.env}={shown}: {exc}")
    if problems:
        raise ConfigError(problems)
    values.update(overrides)
    sources.update(dict.fromkeys(overrides, "program"))
    values.update(_absolute_paths(values, Path.cwd()))
    values["warnings"] = tuple(unknown_variables(env))
    values["sources"] = MappingProxyType(sources)
    settings = Settings(**values)
    if not settings.password and not settings.trusted_proxy_header and not settings.is_loopback:
        problems.append(
            f"JELLYBIT_HOST={settings.host!r} is not loopback, so JELLYBIT_PASSWORD (or "
            "JELLYBIT_TRUSTED_PROXY_HEADER) must be set: jellybit refuses to serve without login on a network")
    if settings.telegram_token and not settings.telegram_chat_ids:
        problems.append("JELLYBIT_TELEGRAM_TOKEN is set but JELLYBIT_TELEGRAM_CHAT_IDS is empty: "
                        "the bot would serve nobody")
    if settings.jellyfin_url and not settings.jellyfin_api_key:
        problems.append("JELLYBIT_JELLYFIN_URL is set but JELLYBIT_JELLYFIN_API_KEY is empty: Jellyfin refuses "
                        "calls without a key (make one in Dashboard → API Keys)")
    if problems:
        raise ConfigError(problems)
    redaction.register_settings(settings)  # from here on, no configured secret leaves a log or a page
    return settings


def _absolute_paths(values: Mapping[str, Any], cwd: Path) -> dict[str, Any]:
    """Every path made absolute once, against the working directory at load time.

    Relative paths would otherwise be read against whatever the CWD is when they are used (and the
    layout planner refuses relative library roots), so ``make run`` with no settings would never link.
    """
    def absolute(p: str | os.PathLike) -> Path:
        return Path(os.path.normpath(cwd / Path(p).expanduser()))

    data = absolute(values["data_dir"])
    log_file = values["log_file"]
    return {
        "data_dir": data,
        "database": absolute(values["database"]) if values["database"] else None,  # None: derived from data_dir
        "movies_dir": absolute(values["movies_dir"]) if values["movies_dir"] else None,
        "shows_dir": absolute(values["shows_dir"]) if values["shows_dir"] else None,
        "anime_dir": absolute(values["anime_dir"]) if values["anime_dir"] else None,
        "qbt_save_path": str(absolute(values["qbt_save_path"])) if values["qbt_save_path"] else None,
        "log_file": None if log_file == "off" else absolute(log_file) if log_file else data / "jellybit.log",
    }


# JELLYBIT_* variables that are not settings: read by the test and benchmark tools.
TOOL_VARIABLES = frozenset({"JELLYBIT_FUZZ_EXAMPLES", "JELLYBIT_SCREENSHOTS", "JELLYBIT_CHAOS_SEED",
                            "JELLYBIT_CHAOS_STEPS", "JELLYBIT_CHAOS_KILLS", "JELLYBIT_BENCH_SWITCH",
                            "JELLYBIT_BENCH_THREADS", "JELLYBIT_BENCH_WORKER"})


def unknown_variables(env: Mapping[str, str]) -> list[str]:
    """One warning per ``JELLYBIT_*`` name that no setting reads, naming the closest known one.

    A typo (``JELLYBIT_PORTT``) would otherwise be ignored silently and the default used.
    """
    known = [s.env for s in SETTINGS]
    suffixes = {s.name.upper(): s.env for s in SETTINGS}  # compared without the shared prefix, which inflates scores
    out = []
    for name in sorted(env):
        if not name.startswith("JELLYBIT_") or name in known or name in TOOL_VARIABLES:
            continue
        close = difflib.get_close_matches(name.removeprefix("JELLYBIT_"), list(suffixes), n=1, cutoff=0.6)
        hint = f"; did you mean {suffixes[close[0]]}?" if close else "; see the configuration table in README.md"
        out.append(f"{name} is not a jellybit setting and is ignored{hint}")
    return out

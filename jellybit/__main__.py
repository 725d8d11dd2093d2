"""``python -m jellybit <command>``: serve, migrate, check, backup, recognize.

Each command imports what it needs when it runs (deferred on purpose): ``recognize`` and ``check`` stay quick
without loading Flask, the store or the bot."""

from __future__ import annotations

import argparse
import sys


def _settings():
    from jellybit import config
    try:
        return config.load()
    except config.ConfigError as exc:
        print(exc, file=sys.stderr)
        raise SystemExit(2) from None


def cmd_serve(_args) -> int:
    import runpy
    from pathlib import Path
    return runpy.run_path(str(Path(__file__).resolve().parents[1] / "app.py"))["main"]()


def cmd_migrate(_args) -> int:
    from jellybit import logs, store
    settings = _settings()
    logs.configure(settings.log_level, settings.log_file, fmt=settings.log_format)
    store.open_database(settings.database)
    applied = store.migrate_database()
    print("applied: " + ", ".join(applied) if applied else "database is up to date")
    return 0


def cmd_check(_args) -> int:
    settings = _settings()
    for warning in settings.warnings:
        print(f"warning: {warning}")
    print(f"configuration OK; listening on {settings.host}:{settings.port}")
    for name, path in settings.paths().items():
        print(f"  {name}: {path}")
    return 0


def cmd_backup(args) -> int:
    from jellybit import backup
    settings = _settings()
    backup.backup(settings.database, args.file)
    print(f"backup written to {args.file}")
    return 0


def cmd_recognize(args) -> int:
    from jellybit.recognition.cli import main
    return main(args.rest)


def _split_recognize(argv: list[str]) -> list[str] | None:
    """``recognize`` takes its own options (``--input``), which argparse's REMAINDER would swallow."""
    return argv[1:] if argv and argv[0] == "recognize" else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jellybit")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("serve", help="run jellybit (same as python app.py)").set_defaults(fn=cmd_serve)
    sub.add_parser("migrate", help="apply pending database migrations").set_defaults(fn=cmd_migrate)
    sub.add_parser("check", help="validate the configuration").set_defaults(fn=cmd_check)
    b = sub.add_parser("backup", help="online backup of the SQLite database")
    b.add_argument("file")
    b.set_defaults(fn=cmd_backup)
    r = sub.add_parser("recognize", help="recognise torrents from JSON lines (no qBittorrent needed)",
                       add_help=False)
    r.add_argument("rest", nargs=argparse.REMAINDER)
    r.set_defaults(fn=cmd_recognize)
    argv = sys.argv[1:] if argv is None else argv
    rest = _split_recognize(argv)
    if rest is not None:
        return cmd_recognize(argparse.Namespace(rest=rest))
    args = parser.parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())

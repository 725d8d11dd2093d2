"""Online backup of the SQLite database (safe while jellybit runs)."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def backup(database: str | Path, target: str | Path) -> None:
    """Copy ``database`` to ``target`` with SQLite's backup API (a consistent snapshot)."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(f"file:{Path(database)}?mode=ro", uri=True)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()

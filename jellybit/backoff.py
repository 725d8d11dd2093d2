"""Retry pacing shared by everything that retries a failed outside call (qBittorrent adds, notices, Telegram
replies, Jellyfin updates): one formula, each caller with its own base, cap and give-up count."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Backoff"]


@dataclass(frozen=True)
class Backoff:
    """Delay before attempt ``n + 1`` after ``n`` failed ones: doubling from ``base``, capped at ``cap``."""

    base: float = 10.0
    cap: float = 900.0
    max_attempts: int = 20  # ≈ 4 h of retries at the cap; then the caller gives up (logged)

    def delay(self, attempts: int) -> float:
        return min(self.cap, self.base * 2 ** max(0, attempts - 1))

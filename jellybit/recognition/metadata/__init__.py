"""Metadata sources for recognition (SPEC §7.2–7.5): TMDB and an optional LLM add candidates to the
offline parse; :func:`combine.enrich` picks one and decides auto/review. An outage never raises."""

from __future__ import annotations

from .base import Candidate, MetadataError, MetadataSource, MetadataUnavailable
from .combine import Enriched, enrich, sources_from_settings

__all__ = ["Candidate", "Enriched", "MetadataError", "MetadataSource", "MetadataUnavailable", "enrich",
           "sources_from_settings"]

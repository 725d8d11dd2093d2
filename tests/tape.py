"""A flat byte "tape" that property tests build values from.

One cheap ``st.binary()`` draw per example (instead of ``st.recursive``) keeps tens of thousands of
examples within seconds, and Hypothesis still shrinks the tape.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# The parsers' property tests: 20,000 examples each in CI, more with `make fuzz`.
FUZZ_EXAMPLES = int(os.environ.get("JELLYBIT_FUZZ_EXAMPLES", "20000"))
FUZZ = settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    database=None,  # keep the work tree clean; a failure prints its reproduce blob
    print_blob=True,
    suppress_health_check=list(HealthCheck),
)


class Tape:
    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def byte(self) -> int:
        """The next byte, 0 once the tape is used up."""
        self.pos += 1
        return self.data[self.pos - 1] if self.pos <= len(self.data) else 0

    def chunk(self, size: int) -> bytes:
        return bytes(self.byte() for _ in range(size))

    def pick(self, options):
        return options[self.byte() % len(options)]

"""A flat byte "tape" that property tests build values from.

One cheap ``st.binary()`` draw per example (instead of ``st.recursive``) keeps tens of thousands of
examples within seconds, and Hypothesis still shrinks the tape.
"""

from __future__ import annotations


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

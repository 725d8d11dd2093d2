"""The strict bencode decoder: what it accepts, what it refuses (and where), its limits and spans."""

from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jellybit.ingest.bencode import DEFAULT_MAX_DEPTH, decode
from jellybit.ingest.errors import MalformedTorrent, TooLarge
from tests.tape import FUZZ, Tape
from tests.torrent_factory import bencode


@pytest.mark.parametrize(
    ("data", "value"),
    [
        (b"i0e", 0),
        (b"i42e", 42),
        (b"i-7e", -7),
        (b"i9223372036854775807e", 2**63 - 1),
        (b"i-9223372036854775808e", -(2**63)),
        (b"0:", b""),
        (b"4:spam", b"spam"),
        (b"3:\x00\xff:", b"\x00\xff:"),
        (b"le", []),
        (b"de", {}),
        (b"l4:spami1ee", [b"spam", 1]),
        (b"d3:cow3:moo4:spam4:eggse", {b"cow": b"moo", b"spam": b"eggs"}),
        (b"d1:ad1:bl0:eee", {b"a": {b"b": [b""]}}),
        (b"d1:bi1e1:ai2ee", {b"b": 1, b"a": 2}),  # unsorted keys: accepted, file order kept
    ],
)
def test_decodes_valid_bencode(data, value):
    assert decode(data).value == value


@pytest.mark.parametrize(
    ("data", "problem", "offset"),
    [
        (b"", "empty input", None),
        (b"i1eX", "trailing data", 3),
        (b"4:spamx", "trailing data", 6),
        (b"i-0e", "negative zero", 0),
        (b"i03e", "leading zero", 0),
        (b"i-03e", "leading zero", 0),
        (b"i-e", "without digits", 0),
        (b"ie", "without digits", 0),
        (b"i1.5e", "not a decimal number", 0),
        (b"i--1e", "not a decimal number", 0),
        (b"i 1e", "not a decimal number", 0),
        (b"i12", "unterminated integer", 0),
        (b"i9223372036854775808e", "64-bit", 0),
        (b"i-9223372036854775809e", "64-bit", 0),
        (b"i123456789012345678901234567890e", "unterminated integer (or longer", 0),
        (b"01:a", "leading zero", 0),
        (b"00:", "leading zero", 0),
        (b"5:abc", "runs past the end", 0),
        (b"3abc", "without ':'", 0),
        (b"1x:", "not a decimal number", 0),
        (b"l", "unexpected end", 1),
        (b"l4:spam", "unexpected end", 7),
        (b"d3:cowe", "has no value", 6),
        (b"di1e3:mooe", "key is not a byte string", 1),
        (b"dle3:mooe", "key is not a byte string", 1),
        (b"d1:ai1e1:ai2ee", "duplicate dictionary key b'a'", 7),
        (b"d1:bi1e1:ai2e1:bi3ee", "duplicate dictionary key b'b'", 13),
        (b"e", "unexpected byte b'e'", 0),
        (b"x", "unexpected byte b'x'", 0),
        (b"l\xffe", "unexpected byte b'\\xff'", 1),
        (b"i1ei2e", "trailing data", 3),
    ],
)
def test_refuses_malformed_bencode_and_says_where(data, problem, offset):
    with pytest.raises(MalformedTorrent) as caught:
        decode(data)
    assert problem in str(caught.value)
    if offset is not None:
        assert str(caught.value).endswith(f"at byte {offset}")
    assert caught.value.code == "malformed_torrent"


def test_unsorted_keys_are_refused_only_when_asked():
    data = b"d1:bi1e1:ai2ee"
    assert decode(data).value == {b"b": 1, b"a": 2}
    with pytest.raises(MalformedTorrent, match="out of order at byte 7"):
        decode(data, require_sorted_keys=True)
    assert decode(b"d1:ai1e1:bi2ee", require_sorted_keys=True).value == {b"a": 1, b"b": 2}


def test_spans_cover_the_exact_raw_bytes_of_each_top_level_value():
    # Non-canonical on purpose: the span must not depend on re-encoding.
    data = b"d4:infod4:name1:x6:lengthi5ee8:announce3:urle"
    decoded = decode(data)
    start, end = decoded.spans[b"info"]
    assert data[start:end] == b"d4:name1:x6:lengthi5ee"
    assert decode(data[start:end]).value == decoded.value[b"info"]
    assert data[slice(*decoded.spans[b"announce"])] == b"3:url"
    assert set(decoded.spans) == {b"info", b"announce"}


def test_spans_are_only_for_a_top_level_dict():
    assert decode(b"ld4:infodeee").spans == {}
    assert decode(b"i1e").spans == {}


def test_depth_limit():
    ok = b"l" * DEFAULT_MAX_DEPTH + b"e" * DEFAULT_MAX_DEPTH
    assert decode(ok).value is not None
    too_deep = b"l" * (DEFAULT_MAX_DEPTH + 1) + b"e" * (DEFAULT_MAX_DEPTH + 1)
    with pytest.raises(MalformedTorrent, match=f"nesting deeper than 64 at byte {DEFAULT_MAX_DEPTH}"):
        decode(too_deep)
    with pytest.raises(MalformedTorrent, match="nesting deeper than 2"):
        decode(b"llleee", max_depth=2)


def test_a_nesting_bomb_is_refused_quickly_without_recursion_error():
    bomb = b"l" * 5_000_000 + b"e" * 5_000_000
    began = time.perf_counter()
    with pytest.raises(MalformedTorrent, match="nesting deeper"):
        decode(bomb)
    assert time.perf_counter() - began < 1


def test_item_limit_stops_a_memory_bomb():
    flood = b"l" + b"le" * 1000 + b"e"
    assert len(decode(flood).value) == 1000
    with pytest.raises(MalformedTorrent, match="more than 500 values"):
        decode(flood, max_items=500)


def test_string_limit():
    assert decode(b"3:abc", max_string=3).value == b"abc"
    with pytest.raises(MalformedTorrent, match="over the limit of 2"):
        decode(b"3:abc", max_string=2)


def test_size_limit_is_too_large_not_malformed():
    with pytest.raises(TooLarge) as caught:
        decode(b"4:spam", max_size=5)
    assert caught.value.code == "too_large"
    assert decode(b"4:spam", max_size=6).value == b"spam"


def test_accepts_bytes_like_and_refuses_text():
    assert decode(bytearray(b"i1e")).value == 1
    assert decode(memoryview(b"i1e")).value == 1
    with pytest.raises(TypeError):
        decode("i1e")


# --- property tests ---------------------------------------------------------------------------------
#
# Values are built from a flat byte "tape" rather than with st.recursive: one cheap draw per example
# keeps tens of thousands of examples within seconds, and Hypothesis still shrinks the tape.

_INTERESTING_INTS = (0, 1, -1, 9, 10, -10, 2**31, 2**63 - 1, -(2**63))


def _value_from(tape: Tape, depth: int = 0):
    op = tape.byte() % (5 if depth < 6 else 2)
    if op == 0:
        raw = tape.byte()
        if raw < 64:
            return _INTERESTING_INTS[raw % len(_INTERESTING_INTS)]
        return int.from_bytes(tape.chunk(raw % 8 + 1), "big", signed=True)
    if op == 1:
        return tape.chunk(tape.byte() % 10)
    if op == 2:
        return [_value_from(tape, depth + 1) for _ in range(tape.byte() % 4)]
    return {tape.chunk(tape.byte() % 4): _value_from(tape, depth + 1) for _ in range(tape.byte() % 4)}


@FUZZ
@given(st.binary(max_size=96))
def test_property_canonical_round_trip_and_mutations_only_raise_typed_errors(tape_bytes):
    tape = Tape(tape_bytes)
    value = _value_from(tape)
    data = bencode(value)
    decoded = decode(data)
    assert decoded.value == value
    if isinstance(value, dict):
        for key, (start, end) in decoded.spans.items():
            assert decode(data[start:end]).value == value[key]
    # The rest of the tape damages the encoding: insert, delete or overwrite a few bytes.
    at = tape.byte() * 256 + tape.byte()
    at %= len(data) + 1
    mutated = data[:at] + tape.chunk(tape.byte() % 4) + data[at + tape.byte() % 4 :]
    try:
        decode(mutated, max_depth=4, max_items=40)  # small limits so those refusals are exercised too
    except MalformedTorrent:
        pass


_GRAMMAR = b"ilde0123456789-:x\x00"


@FUZZ
@given(st.binary(max_size=64))
def test_fuzz_arbitrary_bytes_only_raise_malformed(raw):
    # When the first byte is odd the bytes are mapped onto the bencode alphabet, which reaches far
    # deeper decoder states than uniform noise does.
    data = bytes(_GRAMMAR[b % len(_GRAMMAR)] for b in raw) if raw[:1] and raw[0] & 1 else raw
    try:
        decode(data)
    except MalformedTorrent as error:
        assert " at byte " in str(error) or str(error) == "empty input"

"""identity: ULID generation and parsing (seed 000/001 "ULID как первичный ключ")."""

import os
import threading

import pytest
from ulid import ULID

from jellybit import ident


def test_new_id_is_lowercase_26_char_ulid():
    i = ident.new_id()
    assert len(i) == 26 and i == i.lower() and ident.parse(i) == i


def test_new_id_monotonic_within_a_millisecond_across_threads():
    out: list[list[str]] = [[] for _ in range(4)]

    def work(n):
        out[n].extend(ident.new_id() for _ in range(5000))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    every = [i for chunk in out for i in chunk]
    assert len(set(every)) == 20000
    for chunk in out:  # each thread sees strictly increasing ids
        assert chunk == sorted(chunk) and len(set(chunk)) == len(chunk)


def test_parse_accepts_any_case_and_returns_lowercase():
    i = ident.new_id()
    assert ident.parse(i.upper()) == i
    assert ident.parse(i[:10].upper() + i[10:]) == i


@pytest.mark.parametrize("bad", [
    "", "abc!!!", "1" * 25, "1" * 27, "8" + "0" * 25,  # overflow: first char > 7
    "0" * 25 + "u", "0" * 25 + "I", "0" * 25 + "L", "0" * 25 + "O",  # not Crockford
    "42", None, 42, b"01" * 13, "01jz" + " " * 22, "../" + "0" * 23,
])
def test_parse_rejects_garbage_with_a_typed_error(bad):
    with pytest.raises(ident.InvalidId):
        ident.parse(bad)
    assert not ident.is_valid(bad)


def test_ids_for_timestamps_keep_input_order_for_ties_and_time_order_otherwise():
    millis = [5000, 5000, 1000, 5000, 1000, 9000]
    ids = ident.ids_for_timestamps(millis)
    assert ids[0] < ids[1] < ids[3]  # ties keep the given order
    assert ids[2] < ids[4] < ids[0]  # earlier milliseconds sort first
    assert ids[5] == max(ids)
    assert [ident.timestamp_of(i).timestamp() * 1000 for i in ids] == millis


def test_new_ids_are_distinct_increasing_and_above_new_id():
    before = ident.new_id()
    batch = ident.new_ids(1000)
    after = ident.new_id()
    assert len(set(batch)) == 1000 and batch == sorted(batch)
    assert before < batch[0] and batch[-1] < after
    assert all(ident.is_valid(i) and i == i.lower() for i in batch) and ident.new_ids(0) == []


def test_encoding_matches_python_ulid():
    for _ in range(2000):
        value = int.from_bytes(os.urandom(16), "big")
        assert ident._encode(value) == str(ULID.from_int(value)).lower()


def test_a_run_of_ids_encodes_like_one_by_one_across_the_wrap_of_the_last_characters():
    from jellybit.ident import _encode, _encode_run
    for first in (0, 5, (1 << 20) - 3, (7 << 80) | ((1 << 40) - 2), (1 << 128) - 10):
        n = min(8, (1 << 128) - first)
        assert _encode_run(first, n) == [_encode(first + k) for k in range(n)], first
    assert _encode_run(123 << 80, 3000) == [_encode((123 << 80) + k) for k in range(3000)]

"""Magnet parsing and finding magnets in chat text; cross-checked against libtorrent."""

from __future__ import annotations

import base64
from urllib.parse import quote, quote_plus

import libtorrent as lt
import pytest
from hypothesis import given
from hypothesis import strategies as st

from jellybit.infohash import V1, V2, Infohash
from jellybit.ingest.errors import InvalidMagnet, NoInfohash
from jellybit.ingest.magnet import MAX_MAGNET_BYTES, Magnet, find_magnets, parse_magnet
from jellybit.ingest.metainfo import normalize_name
from tests.tape import FUZZ, Tape
from tests.torrent_factory import infohashes_of, magnet_of, make_payload, make_torrent

HEX1 = "c12fe1c06bba254a9dc9f519b335aa7c1367a88a"
B32_1 = base64.b32encode(bytes.fromhex(HEX1)).decode()  # YEX6DQDLXISUVHOJ6UM3GNNKPQJWPKEK
HEX2 = "0f" * 32
HEX1B = "dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c"
V1A, V1B, V2A = Infohash(HEX1, V1), Infohash(HEX1B, V1), Infohash(HEX2, V2)


@pytest.mark.parametrize(
    ("uri", "hashes"),
    [
        (f"magnet:?xt=urn:btih:{HEX1}", (V1A,)),
        (f"magnet:?xt=urn:btih:{HEX1.upper()}", (V1A,)),
        (f"magnet:?xt=urn:btih:{B32_1}", (V1A,)),
        (f"magnet:?xt=urn:btih:{B32_1.lower()}", (V1A,)),
        (f"magnet:?xt=urn:btmh:1220{HEX2}", (V2A,)),
        (f"magnet:?xt=urn:btmh:1220{HEX2.upper()}", (V2A,)),
        (f"magnet:?xt=urn:btih:{HEX1}&xt=urn:btmh:1220{HEX2}", (V1A, V2A)),  # hybrid
        (f"magnet:?xt=urn:btmh:1220{HEX2}&xt=urn:btih:{HEX1}", (V1A, V2A)),  # v1 always first
        (f"magnet:?xt.1=urn:btih:{HEX1}&xt.2=urn:btih:{HEX1B}", (V1A, V1B)),  # numbered
        (f"magnet:?xt.1=urn:btih:{HEX1}&xt.2=urn:btmh:1220{HEX2}", (V1A, V2A)),
        (f"magnet:?xt=urn:btih:{HEX1}&xt=urn:btih:{B32_1}", (V1A,)),  # same hash twice
        (f"magnet:?xt=urn:ed2k:31d6cfe0d16ae931b73c59d7e0c089c0&xt=urn:btih:{HEX1}", (V1A,)),
        (f"magnet:?xt=urn:sha1:{B32_1}&xt=urn:tree:tiger:{B32_1}&xt=urn:btih:{HEX1}", (V1A,)),
        (f"MAGNET:?XT=URN:BTIH:{HEX1.upper()}", (V1A,)),
        (f"Magnet:?Xt=Urn:BtIh:{HEX1}", (V1A,)),
        (f"magnet:?xt=urn%3Abtih%3A{HEX1}", (V1A,)),  # escaped value
        (f"  magnet:?xt=urn:btih:{HEX1}\n", (V1A,)),
        (f"magnet:?&xt=urn:btih:{HEX1}&&", (V1A,)),  # empty parameters are tolerated
    ],
)
def test_parses_infohashes(uri, hashes):
    magnet = parse_magnet(uri)
    assert magnet.infohashes == hashes
    assert magnet.uri == uri.strip()


@pytest.mark.parametrize(
    ("uri", "error", "message"),
    [
        ("", InvalidMagnet, "must start with 'magnet:?'"),
        ("hello", InvalidMagnet, "must start with 'magnet:?'"),
        ("http://127.0.0.1/file.torrent", InvalidMagnet, "must start"),
        (f"magnet:xt=urn:btih:{HEX1}", InvalidMagnet, "must start"),
        (f"magnet://?xt=urn:btih:{HEX1}", InvalidMagnet, "must start"),
        ("magnet:?", NoInfohash, "no BitTorrent infohash"),
        ("magnet:?dn=Some+Movie", NoInfohash, "no BitTorrent infohash"),
        ("magnet:?xt=urn:ed2k:31d6cfe0d16ae931b73c59d7e0c089c0", NoInfohash, "no BitTorrent"),
        ("magnet:?xt=", NoInfohash, "no BitTorrent"),
        ("magnet:?xt=btih:" + HEX1, NoInfohash, "no BitTorrent"),  # not a URN at all
        ("magnet:?xt=urn:btih:", InvalidMagnet, "got 0"),
        ("magnet:?xt=urn:btih:junk", InvalidMagnet, "40 hex or 32 base32"),
        ("magnet:?xt=urn:btih:" + HEX1[:-1], InvalidMagnet, "got 39"),
        ("magnet:?xt=urn:btih:" + HEX1 + "0", InvalidMagnet, "got 41"),
        ("magnet:?xt=urn:btih:" + "g" * 40, InvalidMagnet, "not 40 hex"),
        ("magnet:?xt=urn:btih:" + "1" * 32, InvalidMagnet, "not valid base32"),
        ("magnet:?xt=urn:btih:" + "A" * 26 + "=" * 6, InvalidMagnet, "not valid base32"),  # padding: 16 bytes
        ("magnet:?xt=urn:btih:" + "A" * 31 + "я", InvalidMagnet, "not valid base32"),
        ("magnet:?xt=urn:btih:" + "A" * 31 + "ß", InvalidMagnet, "not valid base32"),
        ("magnet:?xt=urn:btih:" + "a" * 39 + "\u0661", InvalidMagnet, "not 40 hex"),  # an Arabic-Indic digit
        ("magnet:?xt=urn:btmh:1114" + HEX1, InvalidMagnet, "prefix '1114' is not sha2-256"),
        ("magnet:?xt=urn:btmh:1320" + HEX2, InvalidMagnet, "prefix '1320'"),
        ("magnet:?xt=urn:btmh:" + HEX2, InvalidMagnet, "is not sha2-256"),
        ("magnet:?xt=urn:btmh:1220" + HEX2[:-2], InvalidMagnet, "'1220' followed by 64 hex"),
        ("magnet:?xt=urn:btmh:1220" + "z" * 64, InvalidMagnet, "'1220' followed by 64 hex"),
        (f"magnet:?xt=urn:btih:{HEX1}&xt=urn:btmh:1114{HEX1}", InvalidMagnet, "sha2-256"),  # one bad spoils all
        (f"magnet:?xt=urn:btih:{HEX1}&dn=100%", InvalidMagnet, "broken %-escape"),
        (f"magnet:?xt=urn:btih:{HEX1}&dn=%zz", InvalidMagnet, "broken %-escape"),
        (f"magnet:?xt=urn:btih:{HEX1}&flag", InvalidMagnet, "key=value"),
        (f"magnet:?xt=urn:btih:{HEX1}&=x", InvalidMagnet, "key=value"),
        (f"magnet:?xt=urn:btih:{HEX1}\nmagnet:?xt=urn:btih:{HEX1B}", InvalidMagnet, "control character"),
        (f"magnet:?xt=urn:btih:{HEX1}&dn=a\tb", InvalidMagnet, "control character"),
        (f"magnet:?xt=urn:btih:{HEX1}&dn=\ud800", InvalidMagnet, "not valid Unicode"),
        (f"magnet:?xt=urn:btih:{HEX1}&dn=" + "a" * MAX_MAGNET_BYTES, InvalidMagnet, "longer than 8192 bytes"),
    ],
)
def test_refuses_bad_magnets(uri, error, message):
    with pytest.raises(error) as caught:
        parse_magnet(uri)
    assert type(caught.value) is error
    assert message in str(caught.value)


def test_error_codes_are_stable():
    assert InvalidMagnet.code == "invalid_magnet"
    assert NoInfohash.code == "no_infohash"


def test_refuses_non_text():
    with pytest.raises(InvalidMagnet):
        parse_magnet(f"magnet:?xt=urn:btih:{HEX1}".encode())


def test_length_limit_counts_utf8_bytes_of_the_trimmed_uri():
    head = f"magnet:?xt=urn:btih:{HEX1}&dn="
    exact = head + "a" * (MAX_MAGNET_BYTES - len(head))
    assert parse_magnet("   " + exact + "   ").infohashes == (V1A,)
    with pytest.raises(InvalidMagnet):
        parse_magnet(head + "я" * ((MAX_MAGNET_BYTES - len(head)) // 2 + 1))


def test_reads_every_field():
    uri = (
        f"magnet:?xt=urn:btih:{HEX1}&dn=The+Movie%20%282020%29%20%201080p&xl=1234567"
        "&tr=udp%3A%2F%2F127.0.0.1%3A6969%2Fannounce&tr.1=http://127.0.0.1:8000/announce"
        "&tr=udp%3A%2F%2F127.0.0.1%3A6969%2Fannounce&x.pe=127.0.0.1:6881&X.PE.1=[::1]:6881&ws=http://127.0.0.1/"
    )
    assert parse_magnet(uri) == Magnet(
        uri=uri,
        infohashes=(V1A,),
        name="The Movie (2020) 1080p",
        trackers=("udp://127.0.0.1:6969/announce", "http://127.0.0.1:8000/announce"),
        size=1234567,
        peers=("127.0.0.1:6881", "[::1]:6881"),
    )


@pytest.mark.parametrize(
    ("dn", "name"),
    [
        ("", ""),
        ("-", ""),  # the "no name" sentinel
        ("+-+", ""),
        ("%2D", ""),
        ("--", "--"),
        ("Foo+Bar", "Foo Bar"),
        ("Foo%2BBar", "Foo+Bar"),
        ("Foo%09%09Bar%0A", "Foo Bar"),
        ("Foo%C2%A0%C2%A0Bar", "Foo Bar"),  # NBSP
        (
            "%D0%9C%D0%B0%D1%81%D1%82%D0%B5%D1%80+%D0%B8+%D0%9C%D0%B0%D1%80%D0%B3%D0%B0%D1%80%D0%B8%D1%82%D0%B0",
            "Мастер и Маргарита",
        ),
        ("Bad%FFUTF8", "Bad\ufffdUTF8"),
        ("Ctl%00%07Char", "CtlChar"),
    ],
)
def test_display_name_is_normalised(dn, name):
    assert parse_magnet(f"magnet:?xt=urn:btih:{HEX1}&dn={dn}").name == name


def test_first_dn_wins_and_size_is_advisory():
    magnet = parse_magnet(f"magnet:?xt=urn:btih:{HEX1}&dn=One&dn=Two&xl=abc&xl=12&xl=13")
    assert (magnet.name, magnet.size) == ("One", 12)
    assert parse_magnet(f"magnet:?xt=urn:btih:{HEX1}&xl=-5").size is None
    assert parse_magnet(f"magnet:?xt=urn:btih:{HEX1}&xl=" + "9" * 5000).size is None


@pytest.mark.parametrize(
    "uri",
    [
        f"magnet:?xt=urn:btih:{HEX1}",
        f"magnet:?xt=urn:btih:{HEX1.upper()}&dn=x",
        f"magnet:?xt=urn:btih:{B32_1}",
        f"magnet:?xt=urn:btmh:1220{HEX2}",
        f"magnet:?xt=urn:btih:{HEX1}&xt=urn:btmh:1220{HEX2}&dn=Hybrid",
        f"magnet:?xt=urn:ed2k:31d6cfe0d16ae931b73c59d7e0c089c0&xt=urn:btih:{HEX1}",
    ],
)
def test_agrees_with_libtorrent(uri):
    theirs = lt.parse_magnet_uri(uri).info_hashes
    expected = []
    if theirs.has_v1():
        expected.append(theirs.v1.to_bytes().hex())
    if theirs.has_v2():
        expected.append(theirs.v2.to_bytes().hex())
    assert [h.hash for h in parse_magnet(uri).infohashes] == expected


@pytest.mark.parametrize("kind", ["v1", "v2", "hybrid"])
def test_libtorrent_magnets_of_real_torrents(tmp_path, kind):
    payload = make_payload(tmp_path / "Some Show  S01", {"e01.mkv": 20000, "e02.mkv": 30000})
    data = make_torrent(payload, kind)
    magnet = parse_magnet(magnet_of(data))
    assert tuple(h.hash for h in magnet.infohashes) == infohashes_of(data).all
    assert magnet.name == "Some Show S01"


# --- finding magnets in text ------------------------------------------------------------------------

M1 = f"magnet:?xt=urn:btih:{HEX1}&dn=One"
M2 = f"magnet:?xt=urn:btih:{HEX1B}"
M3 = f"magnet:?xt=urn:btmh:1220{HEX2}&dn=Three+(2020)"


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("", []),
        ("no links here, just a magnet:? question", []),
        (M1, [M1]),
        (f"  {M1}  ", [M1]),
        (f"{M1}\n{M2}\r\n{M3}", [M1, M2, M3]),
        (f"{M1} {M2}\t{M3}", [M1, M2, M3]),
        (f"grab this: {M1}, and that {M2}. thanks!", [M1, M2]),
        (f"really?{M1}!", [M1]),
        (f"<{M1}> <{M2}>", [M1, M2]),
        (f"({M1})", [M1]),
        (f"see ({M3})", [M3]),  # the balanced "(2020)" stays, the wrapping ")" goes
        (f"[first]({M1}) and [third]({M3})", [M1, M3]),
        (f"\"{M1}\" '{M2}'", [M1, M2]),
        (f"`{M1}`", [M1]),
        (f"{M1}{M2}", [M1, M2]),  # pasted back to back
        (f"{M1},{M2};{M3}", [M1, M2, M3]),
        (f"{M1} {M1}", [M1, M1]),  # repeats are returned; de-duplication is the caller's
        (M1.upper(), [M1.upper()]),
        (f"«{M1}»", [M1]),
        (f"Фильм: {M1}…", [M1]),
    ],
)
def test_find_magnets(text, found):
    assert find_magnets(text) == found


def test_found_magnets_parse():
    text = f"new episodes!\n1) {M1}\n2) {M2}\n3) <{M3}>.\n"
    assert [parse_magnet(m).infohashes for m in find_magnets(text)] == [(V1A,), (V1B,), (V2A,)]


# --- property tests ---------------------------------------------------------------------------------
#
# Magnets are built from a flat byte "tape" (one cheap draw per example, still shrinkable) so that
# tens of thousands of examples run in seconds.

_NAME_CHARS = "aZ09 -_.+&=%#?/:()[]'\"\t\u00a0яЁ€\u200b\x00\x7f"


def _xt(tape: Tape, v1: list[str], v2: list[str]) -> str:
    kind = tape.byte() % 5
    if kind <= 1:
        raw = tape.chunk(20)
        v1.append(raw.hex())
        b32 = base64.b32encode(raw).decode()
        text = tape.pick([raw.hex(), raw.hex().upper(), b32, b32.lower()])
        return tape.pick(["urn:btih:", "URN:BTIH:"]) + text
    if kind <= 3:
        raw = tape.chunk(32)
        v2.append(raw.hex())
        return tape.pick(["urn:btmh:", "urn:BTMH:"]) + "1220" + tape.pick([raw.hex(), raw.hex().upper()])
    return "urn:ed2k:" + tape.chunk(16).hex()


def _build_magnet(tape: Tape) -> tuple[str, list[str], list[str], str, list[str], int | None]:
    v1: list[str] = []
    v2: list[str] = []
    params = []
    for index in range(tape.byte() % 4):
        key = tape.pick(["xt", "XT", f"xt.{index + 1}"])
        params.append(f"{key}={_xt(tape, v1, v2)}")
    dn = "".join(tape.pick(_NAME_CHARS) for _ in range(tape.byte() % 12))
    if dn or tape.byte() & 1:
        params.append(f"{tape.pick(['dn', 'DN'])}={tape.pick([quote, quote_plus])(dn, safe='')}")
    trackers = [f"udp://127.0.0.1:{1024 + tape.byte()}/announce" for _ in range(tape.byte() % 3)]
    params += [f"tr={tape.pick([lambda u: u, lambda u: quote(u, safe='')])(url)}" for url in trackers]
    size = tape.byte() * 65537 if tape.byte() & 1 else None
    if size is not None:
        params.append(f"xl={size}")
    params.sort(key=lambda _: tape.byte())  # a tape-chosen order
    uri = tape.pick(["magnet:?", "MAGNET:?"]) + "&".join(params)
    return uri, v1, v2, dn, list(dict.fromkeys(trackers)), size


@FUZZ
@given(st.binary(max_size=128))
def test_property_built_magnets_parse_back(tape_bytes):
    uri, v1, v2, dn, trackers, size = _build_magnet(Tape(tape_bytes))
    expected = tuple(dict.fromkeys([Infohash(h, V1) for h in v1] + [Infohash(h, V2) for h in v2]))
    if any(not h.strip("0") for h in v1 + v2):  # an exhausted tape gives zeros: no torrent's hash (issue 14)
        with pytest.raises(InvalidMagnet, match="all zeros"):
            parse_magnet(uri)
        return
    if not expected:
        with pytest.raises(NoInfohash):
            parse_magnet(uri)
        return
    magnet = parse_magnet(uri)
    assert magnet.infohashes == expected
    assert magnet.name == normalize_name(dn)
    assert sorted(magnet.trackers) == sorted(trackers)  # the params were shuffled: order is the URI's
    assert magnet.size == size
    assert find_magnets(f"see: {uri}.\n") == [uri.rstrip(".")]  # a dn may end in an unescaped "."


# Tokens rather than characters, so random text reaches deep into the parser (well-formed keys,
# hash values of right and wrong lengths, escapes) instead of failing on the first byte.
_FUZZ_TOKENS = (
    "magnet:?",
    "MAGNET:?",
    "xt=",
    "XT.1=",
    "xt.2=",
    "dn=",
    "tr=",
    "xl=",
    "x.pe=",
    "urn:btih:",
    "URN:BTMH:",
    "urn:btmh:",
    "urn:ed2k:",
    "1220",
    "1114",
    HEX1,
    HEX1[:20],
    HEX2,
    B32_1,
    B32_1.lower(),
    "&",
    "=",
    "%",
    "%4",
    "%41",
    "%FF",
    "%0a",
    "+",
    "-",
    "9",
    " ",
    "\n",
    "\t",
    "<",
    ">",
    "(",
    ")",
    ".",
    ",",
    "я",
    "\x00",
    "\ud800",
    "'",
    '"',
    "`",
    "[",
    "]",
    "…",
)


@FUZZ
@given(st.binary(max_size=160))
def test_fuzz_damaged_magnets_in_text_only_raise_typed_errors(raw):
    # A valid magnet, then a few tape-chosen edits (insert a token, delete a stretch), inside chat text.
    tape = Tape(raw)
    text = _build_magnet(tape)[0]
    for _ in range(tape.byte() % 5):
        at = (tape.byte() * 256 + tape.byte()) % (len(text) + 1)
        text = text[:at] + tape.pick(_FUZZ_TOKENS) + text[at + tape.byte() % 3 :]
    text = tape.pick(["", "see ", "(", "<", "x"]) + text + tape.pick(["", ".", ")", ">", " ok", "\n"])
    for candidate in [text, *find_magnets(text)]:
        try:
            magnet = parse_magnet(candidate)
        except (InvalidMagnet, NoInfohash):
            continue
        assert magnet.infohashes and all(h.kind in (V1, V2) for h in magnet.infohashes)
    for found in find_magnets(text):
        assert found in text and found[:8].lower() == "magnet:?"

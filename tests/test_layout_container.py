"""A video whose name has no video extension is linked with the extension its content shows (layout/container)."""

from __future__ import annotations

import os
import struct

import pytest

from jellybit import recognition, recognizer, store
from jellybit.infohash import normalize
from jellybit.layout import container, linker
from jellybit.worker import recognize as rw

EBML = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\x82\x88"
HEADS = {
    "mkv": EBML + b"matroska" + b"\x00" * 64,
    "webm": EBML + b"webm\x00\x00\x00\x00" + b"\x00" * 64,
    "mp4": struct.pack(">I", 24) + b"ftypisom" + b"\x00\x00\x02\x00isomiso2",
    "mov": struct.pack(">I", 20) + b"ftypqt  " + b"\x00\x00\x02\x00qt  ",
    "avi": b"RIFF" + struct.pack("<I", 1_000_000) + b"AVI LIST",
    "wmv": bytes.fromhex("3026b2758e66cf11a6d900aa0062ce6c") + b"\x00" * 16,
    "flv": b"FLV\x01\x05\x00\x00\x00\x09",
    "mpg": b"\x00\x00\x01\xba\x44\x00\x04\x00\x04\x01",
    "ts": (b"\x47\x40\x00\x10" + b"\xff" * 184) * 3,
}


@pytest.mark.parametrize("ext", sorted(HEADS))
def test_each_container_is_known_by_its_first_bytes(tmp_path, ext):
    f = tmp_path / "Show.S01E02.720p.HDTV.x264-GRP"
    f.write_bytes(HEADS[ext] + b"\x00" * 1000)
    assert container.sniff(f) == ext


@pytest.mark.parametrize("content", [b"", b"PK\x03\x04 a zip", b"Rar!\x1a\x07\x00", b"\x47" + b"\x00" * 400,
                                     b"plain text, no video"])
def test_content_that_is_no_known_container_gives_no_extension(tmp_path, content):
    f = tmp_path / "Show.S01E02.720p.HDTV.x264-GRP"
    f.write_bytes(content)
    assert container.sniff(f) is None


def test_an_unreadable_or_missing_file_gives_no_extension(tmp_path):
    assert container.sniff(tmp_path / "gone") is None
    assert container.sniff(tmp_path) is None  # a folder


NAME = "Show.Name.S01E02.720p.HDTV.x264-GRP"


def _linked(settings, tmp_path, content: bytes) -> set[str]:
    save = tmp_path / "downloads"
    save.mkdir()
    (save / NAME).write_bytes(content + b"\x00" * 4096)
    d = store.create_download_if_no_active(hashes=[normalize("ab" * 20)], source_ref="magnet:?", source_kind="magnet",
                                           name=NAME, state="completed").download_id
    store.update_fields(d, save_path=str(save))
    assert rw.recognize_one(d, settings, lambda _: [recognition.FileInput(NAME, 700_000_000)]) == "linking"
    assert linker.link_pending(settings, recognizer.layout_input) == {d: "done"}
    root = settings.shows_dir
    return {os.path.relpath(os.path.join(p, n), root) for p, _, names in os.walk(root) for n in names}


def test_a_one_file_release_without_extension_is_linked_as_what_its_content_is(db, settings, tmp_path):
    # was "Show Name S01E02.x264-grp": a name Jellyfin never shows
    assert _linked(settings, tmp_path, HEADS["mkv"]) == {"Show Name/Season 01/Show Name S01E02.mkv"}


def test_a_file_whose_content_is_no_known_container_keeps_the_name_recognition_gave(db, settings, tmp_path):
    assert _linked(settings, tmp_path, b"no video here") == {"Show Name/Season 01/Show Name S01E02.x264-grp"}


def test_the_review_page_plans_the_same_extension_the_linker_will_use(db, settings, tmp_path):
    save = tmp_path / "downloads"
    save.mkdir()
    (save / NAME).write_bytes(HEADS["mp4"])
    files = [{"path": NAME, "role": "video", "target": "Show Name/Season 01/Show Name S01E02.x264-grp"},
             {"path": "Show.Name.S01E02.en.srt", "role": "subtitle",
              "target": "Show Name/Season 01/Show Name S01E02.en.srt"}]
    out = recognizer.with_container_extensions(files, str(save))
    assert [f["target"] for f in out] == ["Show Name/Season 01/Show Name S01E02.mp4",
                                          "Show Name/Season 01/Show Name S01E02.en.srt"]
    assert files[0]["target"].endswith(".x264-grp")  # the stored decision is not changed in place


def test_a_path_that_escapes_the_save_path_is_never_read(tmp_path):
    save = tmp_path / "downloads"
    save.mkdir()
    (tmp_path / "outside").write_bytes(HEADS["mkv"])
    files = [{"path": "../outside", "role": "video", "target": "Show Name/Season 01/Show Name S01E02"}]
    assert recognizer.with_container_extensions(files, str(save)) == files

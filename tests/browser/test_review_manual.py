"""A Manual-Import review in Chromium at 390 px and on a desktop: change one file's episode, skip one file,
Apply → exactly that tree of hard links on disk (issue 17, item 6; the linking job run as the worker runs it)."""

from __future__ import annotations

import os
import re

import pytest
from playwright.sync_api import expect

from jellybit import recognizer, store
from jellybit.layout import linker
from tests.fixtures.browser import SCREENSHOTS, SHOW_FILES, seed_review

pytestmark = pytest.mark.browser

SAVE = os.environ.get("JELLYBIT_SCREENSHOTS") == "1"  # `JELLYBIT_SCREENSHOTS=1 pytest …` refreshes docs/screenshots/
E = [p.format(n=n) for n, (p, _) in enumerate(SHOW_FILES, start=1)]
SHOW = "The Bear (2022) [tmdbid-136315]/Season 02"


def tree(root) -> set[str]:
    return {os.path.relpath(os.path.join(d, n), root) for d, _, names in os.walk(root) for n in names}


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_change_an_episode_skip_a_file_apply_gives_exactly_that_tree(device, request, live, tmp_path):
    page = request.getfixturevalue(device)
    save = tmp_path / "downloads"
    for rel in [*E, "The.Bear.S02.1080p.WEB-DL/sample.mkv"]:
        (save / rel).parent.mkdir(parents=True, exist_ok=True)
        (save / rel).write_bytes(rel.encode() * 100)
    seed = seed_review(save_path=str(save))
    page.goto(f"/review/{seed.download_id}")
    placed = page.locator("#plan .tree .file summary")  # the library files to be created
    expect(placed).to_have_text([f"The Bear (2022) S02E0{n}.mkv" for n in (1, 2, 3)])

    second = page.locator(f'li.mi-file[data-path="{E[1]}"]')
    second.locator("summary", has_text="Change").click()
    second.get_by_label("Episode(s)").fill("5")
    second.get_by_role("button", name="Save").click()
    expect(page).to_have_url(re.compile(f"/review/{seed.download_id}"))
    # the preview is made again before Apply
    expect(placed).to_have_text([f"The Bear (2022) S02E0{n}.mkv" for n in (1, 3, 5)])
    expect(page.locator(f'li.mi-file[data-path="{E[1]}"] .mi-yours')).to_have_text("changed by you")

    page.locator(f'li.mi-file[data-path="{E[2]}"]').get_by_role("button", name="Skip").click()
    expect(placed).to_have_text([f"The Bear (2022) S02E0{n}.mkv" for n in (1, 5)])
    expect(page.locator("#plan .skipped")).to_contain_text(f"{E[2]} — skipped by you")
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
    page.screenshot(path=str((SCREENSHOTS if SAVE else tmp_path) / f"review-manual-{device}.png"), full_page=True)

    page.get_by_role("button", name="Apply").click()
    expect(page).to_have_url(re.compile(f"/download/{seed.download_id}$"))
    settings = live.app.config["JELLYBIT"]
    assert linker.link_pending(settings, recognizer.layout_input) == {seed.download_id: "done"}
    assert tree(settings.shows_dir) == {f"{SHOW}/The Bear (2022) S02E01.mkv", f"{SHOW}/The Bear (2022) S02E05.mkv"}
    e05 = settings.shows_dir / SHOW / "The Bear (2022) S02E05.mkv"
    assert os.stat(e05).st_ino == os.stat(save / E[1]).st_ino  # the changed file, hard-linked
    assert store.get(seed.download_id).state == "done"

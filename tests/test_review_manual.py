"""Review as a Manual Import (issue 17, item 6): per-file role and numbers, skip, the plan made again before
Apply, the TMDB title search (the fake TMDB server), the offline form — on a real app, SQLite and real links."""

from __future__ import annotations

import dataclasses
import json
import os
import re

import pytest

from jellybit import recognizer, review, store
from jellybit.layout import linker
from jellybit.worker import recognize as worker
from tests.fakes.tmdb import API_KEY as TMDB_KEY
from tests.fixtures.browser import SHOW_FILES, form_token, seed_download, seed_review

E = [p.format(n=n) for n, (p, _) in enumerate(SHOW_FILES, start=1)]  # The.Bear.S02E01..03
SAMPLE = "The.Bear.S02.1080p.WEB-DL/sample.mkv"


@pytest.fixture
def seeded(app, tmp_path):
    save = tmp_path / "downloads"
    for rel in [*E, SAMPLE]:
        (save / rel).parent.mkdir(parents=True, exist_ok=True)
        (save / rel).write_bytes(rel.encode())
    return seed_review(save_path=str(save))


def change(client, seeded, **fields):
    return client.post(f"/download/{seeded.download_id}/set-file",
                       data={"csrf_token": form_token(client), "from": "review", **fields})


def plan_of(client, seeded) -> str:
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    return html.split('id="plan"')[1].split("</section>")[0]


def placed(html: str) -> list[str]:
    return re.findall(r"<summary>([^<]+)</summary>", html.split("<h3>Not placed")[0])


def test_changing_one_episode_makes_the_plan_again_and_stays_in_review(client, seeded):
    resp = change(client, seeded, path=E[1], role="episode", season="2", episodes="5")
    assert resp.status_code == 303 and resp.location == f"/review/{seeded.download_id}"
    assert store.get(seeded.download_id).state == "review"
    plan = plan_of(client, seeded)
    assert placed(plan) == ["The Bear (2022) S02E01.mkv", "The Bear (2022) S02E03.mkv", "The Bear (2022) S02E05.mkv"]
    row = plan.split(f'data-path="{E[1]}"')[1].split("</li>")[0]
    assert "episode · S02E05" in row and "changed by you" in row and "→ The Bear (2022) S02E05.mkv" in row
    assert "You changed 1 file: check the plan below and Apply." in client.get(
        f"/review/{seeded.download_id}").get_data(as_text=True)
    rec = recognizer.current_recognition(seeded.download_id)
    assert rec.id == seeded.recognition_id  # the same row: its candidates (and Telegram's buttons) stay valid
    files = {f["path"]: f for f in json.loads(rec.mapping)["files"]}
    assert files[E[1]]["episodes"] == [5] and files[E[1]]["target"] == "The Bear/Season 02/The Bear S02E05.mkv"


def test_skipping_a_file_leaves_it_out_with_the_reason(client, seeded):
    assert change(client, seeded, path=E[2], role="skip").status_code == 303
    plan = plan_of(client, seeded)
    assert placed(plan) == ["The Bear (2022) S02E01.mkv", "The Bear (2022) S02E02.mkv"]
    left_out = plan.split("<h3>Not placed</h3>")[1].split("</ul>")[0]
    assert f"{E[2]} — skipped by you" in left_out and "sample.mkv" in left_out
    assert "(2 files)" in plan


def test_the_changed_plan_is_exactly_what_apply_links(client, seeded, app):
    """Change E02 to episode 5, skip E03, promote the sample to an extra, Apply the preselected choice: the
    links on disk are the preview, file for file, and each is a hard link of its source."""
    change(client, seeded, path=E[1], role="episode", season="2", episodes="5")
    change(client, seeded, path=E[2], role="skip")
    change(client, seeded, path=SAMPLE, role="extra")
    settings = app.config["JELLYBIT"]
    chosen = review.review_view(seeded.download_id, settings).selected
    preview = review.plan_for(seeded.download_id, settings, chosen)
    resp = client.post(f"/download/{seeded.download_id}/apply",
                       data={"csrf_token": form_token(client), "from": "review", "candidate_id": chosen})
    assert resp.status_code == 303 and store.get(seeded.download_id).state == "linking"
    assert linker.link_pending(settings, recognizer.layout_input) == {seeded.download_id: "done"}
    root = settings.shows_dir
    on_disk = {os.path.relpath(os.path.join(d, n), root) for d, _, names in os.walk(root) for n in names}
    assert on_disk == {i["rel_target"] for i in preview["items"]} == {
        "The Bear (2022) [tmdbid-136315]/Season 02/The Bear (2022) S02E01.mkv",
        "The Bear (2022) [tmdbid-136315]/Season 02/The Bear (2022) S02E05.mkv",
        "The Bear (2022) [tmdbid-136315]/extras/sample.mkv"}
    for item in preview["items"]:
        assert os.stat(item["target"]).st_ino == os.stat(item["source"]).st_ino


def test_a_choice_previewed_after_a_change_carries_the_change(client, seeded):
    parse = seeded.candidate_ids[0]  # the offline parse of the same work: its own plan
    preview = lambda: placed(client.get(f"/review/{seeded.download_id}/plan",  # noqa: E731
                                        query_string={"candidate_id": parse}).get_data(as_text=True))
    assert "The Bear S02E01.mkv" in preview()  # seen once before the change (a kept preview must not stick)
    change(client, seeded, path=E[0], role="episode", season="2", episodes="7-8")
    assert "The Bear S02E07-E08.mkv" in preview() and "The Bear S02E01.mkv" not in preview()


@pytest.mark.parametrize("text, numbers", [("3", [3]), ("3-4", [3, 4]), ("3,5", [3, 5]), ("E03E04", [3, 4]),
                                           (" 12 ", [12])])
def test_episodes_are_read_once_from_what_a_person_types(client, seeded, text, numbers):
    assert change(client, seeded, path=E[0], role="episode", season="2", episodes=text).status_code == 303
    assert recognizer.file_overrides_of(seeded.download_id)[E[0]]["episodes"] == numbers


@pytest.mark.parametrize("fields, status, words", [
    ({"path": E[0], "role": "episode", "episodes": "three"}, 400, "is not an episode number"),
    ({"path": E[0], "role": "episode", "episodes": "4-2"}, 400, "is not a range of episodes"),
    ({"path": E[0], "role": "music"}, 400, "Choose episode, extra, sample, subtitle or skip."),
    ({"path": E[0], "role": "episode", "season": "x"}, 400, "Season must be a number"),
    ({"path": "Other/file.mkv", "role": "skip"}, 400, "That file is not part of this download."),
    ({"role": "skip"}, 400, "Say which file to change."),
    # the sample has no number: as an episode it would have no place, so say which one it is
    ({"path": SAMPLE, "role": "episode"}, 400, "Say the season and the episode number(s) of sample.mkv."),
])
def test_a_wrong_change_is_refused_with_words_and_stores_nothing(client, seeded, fields, status, words):
    resp = change(client, seeded, **fields)
    assert resp.status_code == status and words in resp.get_data(as_text=True)
    assert store.Override.select().count() == 0
    assert recognizer.current_recognition(seeded.download_id).reason == "two candidates are close"


def test_a_change_is_refused_outside_review(client, app):
    did = seed_download("Busy.Show.S01", "downloading")
    resp = client.post(f"/download/{did}/set-file", data={"csrf_token": form_token(client), "path": "x",
                                                          "role": "skip"})
    assert resp.status_code == 409 and store.get(did).state == "downloading"


def test_the_api_takes_the_same_change_and_documents_it(api, seeded):
    resp = api.post(f"/api/v1/downloads/{seeded.download_id}/set-file",
                    json={"path": E[1], "role": "episode", "season": 2, "episodes": "5-6"})
    assert resp.status_code == 200 and resp.get_json()["state"] == "review"
    assert recognizer.file_overrides_of(seeded.download_id)[E[1]] == {"role": "episode", "season": 2,
                                                                       "episodes": [5, 6]}
    bad = api.post(f"/api/v1/downloads/{seeded.download_id}/set-file", json={"path": E[1], "role": "skip",
                                                                            "season": "2"})
    assert bad.status_code == 400 and "'season' must be a integer" in bad.get_json()["error"]
    doc = api.get("/api/v1/openapi.json").get_json()["paths"]["/downloads/{id}/set-file"]["post"]
    assert doc["description"] == "Legal when the download is deferred, review."
    assert doc["requestBody"]["content"]["application/json"]["schema"]["required"] == ["path", "role"]


def test_the_recognition_after_a_refine_keeps_the_persons_changes(client, seeded, app):
    """Refine sends it back to the worker: its new recognition still places the files as the person did."""
    change(client, seeded, path=E[1], role="episode", season="2", episodes="5")
    change(client, seeded, path=E[2], role="skip")
    client.post(f"/download/{seeded.download_id}/refine", data={"csrf_token": form_token(client),
                                                                 "hint": "season 2 of The Bear"})
    rec = recognizer.current_recognition(seeded.download_id)
    files = lambda d: list(recognizer.stored_input(rec).files)  # noqa: E731 - qBittorrent's file list, as stored
    worker.recognize_one(seeded.download_id, app.config["JELLYBIT"], files)
    new = recognizer.current_recognition(seeded.download_id)
    assert new.id != rec.id
    by_path = {f["path"]: f for f in json.loads(new.mapping)["files"]}
    assert by_path[E[1]]["episodes"] == [5] and by_path[E[2]]["role"] == "skip" and by_path[E[2]]["target"] is None


def test_a_movie_file_can_become_an_extra(client, app):
    name = "Dune.2021.1080p.BluRay"
    seeded = seed_review(name, files=[(f"{name}/Dune.2021.1080p.BluRay.mkv", 9_000_000_000),
                                      (f"{name}/Behind.the.Scenes.mkv", 900_000_000)],
                         candidates=[dict(source="parse", title="Dune", year=2021, type="movie", score=0.7)])
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    files = html.split('class="mi-files"')[1].split("</ul>")[0]
    assert 'name="season"' not in files and "main video" in files  # a movie's files have no numbers to give
    change(client, seeded, path=f"{name}/Behind.the.Scenes.mkv", role="extra")
    assert "Behind.the.Scenes.mkv" in placed(plan_of(client, seeded))


# -- the title search ---------------------------------------------------------------------------------------


@pytest.fixture
def with_tmdb(app, fake_tmdb):
    app.config["JELLYBIT"] = dataclasses.replace(app.config["JELLYBIT"], tmdb_api_key=TMDB_KEY,
                                                 tmdb_url=fake_tmdb.url)
    return fake_tmdb


def test_the_title_search_shows_poster_year_type_and_overview_and_choosing_overrides(client, seeded, with_tmdb):
    page = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    assert 'class="title-search"' in page and 'name="q" value="The Bear"' in page
    html = client.get(f"/review/{seeded.download_id}/search", query_string={"q": "Dune", "type": "movie"},
                      headers={"HX-Request": "true"}).get_data(as_text=True)
    items = html.split('<li class="found-item">')[1:]
    assert [re.search(r'<span class="cand-title">([^<]+)', i).group(1) for i in items] == \
        ["Dune: Part Two", "Dune", "Dune"]  # the most popular first
    dune = next(i for i in items if "2021 · Movie" in i)
    assert 'src="https://image.tmdb.org/t/p/w342/p438631.jpg"' in dune and "Paul Atreides" in dune
    hidden = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', dune))
    assert hidden | {"csrf_token": ""} == {"csrf_token": "", "from": "review", "title": "Dune", "tmdb_id": "438631",
                                           "type": "movie", "year": "2021"}
    resp = client.post(f"/download/{seeded.download_id}/override", data={**hidden, "csrf_token": form_token(client)})
    assert resp.status_code == 303 and store.get(seeded.download_id).state == "recognizing"
    assert recognizer.overrides_of(seeded.download_id) == {"title": "Dune", "tmdb_id": 438631, "type": "movie",
                                                           "year": 2021}


def test_a_search_while_tmdb_is_down_says_so_without_the_key(client, seeded, with_tmdb):
    with_tmdb.fail(503)
    html = client.get(f"/review/{seeded.download_id}/search", query_string={"q": "Dune"}).get_data(as_text=True)
    assert "TMDB answered HTTP 503" in html and "say the title and year below" in html and TMDB_KEY not in html
    nothing = client.get(f"/review/{seeded.download_id}/search", query_string={"q": ""}).get_data(as_text=True)
    assert "Type a title to search for." in nothing


def test_offline_the_title_and_year_fields_come_prefilled(client, app):
    seeded = seed_review(candidates=[dict(source="parse", title="The Bear", year=2022, type="series", score=0.6)])
    store.Recognition.update(year=2022).where(store.Recognition.id == seeded.recognition_id).execute()
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    assert 'class="title-search"' not in html  # no TMDB key: nothing to search
    manual = html.split('<details class="manual" open>')[1].split("</details>")[0]
    assert 'name="title" autocomplete="off" value="The Bear"' in manual
    assert 'name="year" autocomplete="off" value="2022"' in manual
    off = client.get(f"/review/{seeded.download_id}/search", query_string={"q": "x"}).get_data(as_text=True)
    assert "TMDB is not configured" in off


def test_the_telegram_review_notice_points_to_the_app_for_per_file_changes(app, seeded):
    from jellybit import notify
    from jellybit.telegram import texts
    notice = notify.build_notice(seeded.download_id, "review", "https://jb.example")
    assert notice.text.splitlines()[-2:] == [f"Review: https://jb.example/review/{seeded.download_id}",
                                             notify.PER_FILE]
    assert notify.PER_FILE in texts.status(store.get(seeded.download_id), "https://jb.example")


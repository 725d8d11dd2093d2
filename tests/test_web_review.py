"""The review page: why, candidates (best preselected), the exact plan, and the answers (Flask test client)."""

import re

import pytest

from jellybit import store
from tests.fixtures.browser import form_token, seed_download, seed_review


@pytest.fixture
def seeded(app):
    return seed_review()


RADIO = re.compile(r'<input type="radio" name="candidate_id" value="([0-9a-z]+)" form="apply-form"( checked)?')


def test_review_page_says_why_and_preselects_the_best_candidate(client):
    seeded = seed_review(candidates=[
        dict(source="tmdb", external_id="136315", title="The Bear", year=2022, type="series", score=0.62),
        dict(source="tmdb", external_id="1414", title="Bear", year=2011, type="movie", score=0.58)])
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    assert '<p class="why">Two candidates are close.</p>' in html
    assert RADIO.findall(html) == [(seeded.candidate_ids[0], " checked"), (seeded.candidate_ids[1], "")]
    assert "62%" in html and "58%" in html and '<meter min="0" max="1" value="0.62"' in html


def test_the_same_work_from_two_sources_is_one_choice_with_both(client, seeded):
    """The offline parse and TMDB both say The Bear (2022), a series: one choice, the TMDB one (it has the id),
    with the better score and both sources."""
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    assert RADIO.findall(html) == [(seeded.candidate_ids[1], " checked")]
    assert re.findall(r'<span class="source">([^<]+)</span>', html) == ["offline parse", "TMDB"]
    assert "62%" in html and "58%" not in html


def test_review_page_shows_the_plan_as_a_folder_tree_and_what_is_left_out(client, seeded):
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    plan = html.split('id="plan"')[1].split("</section>")[0]
    folders = re.findall(r'<span class="fname">([^<]+)/</span>', plan)  # of the preselected (TMDB) choice
    assert folders[1:] == ["The Bear (2022) [tmdbid-136315]", "Season 02"] and folders[0].endswith("library/shows")
    assert re.findall(r"<summary>([^<]+)</summary>", plan) == [f"The Bear (2022) S02E0{n}.mkv" for n in (1, 2, 3)]
    assert "from /srv/downloads/The.Bear.S02.1080p.WEB-DL/The.Bear.S02E01.1080p.WEB-DL.mkv" in plan
    assert "Not placed" in plan and "sample.mkv" in plan.split("Not placed")[1]
    assert "(3 files)" in plan


def test_choosing_another_candidate_swaps_in_its_plan(client, seeded):
    resp = client.get(f"/review/{seeded.download_id}/plan", query_string={"candidate_id": seeded.candidate_ids[1]},
                      headers={"HX-Request": "true"})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200 and "<html" not in html and "The Bear (2022) [tmdbid-136315]/" in html


@pytest.mark.parametrize("candidate", ["", "garbage", "01m8pw5ffe1f5kvhpbber4nfcp"])
def test_plan_for_a_bad_candidate_is_404(client, seeded, candidate):
    resp = client.get(f"/review/{seeded.download_id}/plan", query_string={"candidate_id": candidate})
    assert resp.status_code == 404


def test_apply_the_chosen_candidate_goes_to_linking(client, seeded):
    resp = client.post(f"/download/{seeded.download_id}/apply",
                       data={"csrf_token": form_token(client), "from": "review",
                             "candidate_id": seeded.candidate_ids[1]})
    assert resp.status_code == 303 and resp.location == f"/download/{seeded.download_id}"
    assert store.get(seeded.download_id).state == "linking"


def test_apply_from_htmx_on_the_review_page_redirects(client, seeded):
    resp = client.post(f"/download/{seeded.download_id}/apply", data={"from": "review"},
                       headers={"HX-Request": "true", "X-CSRF-Token": form_token(client)})
    assert resp.status_code == 204 and resp.headers["HX-Redirect"] == f"/download/{seeded.download_id}"


def test_a_stale_candidate_is_explained_not_crashed(client, seeded):
    resp = client.post(f"/download/{seeded.download_id}/apply",
                       data={"csrf_token": form_token(client), "from": "review",
                             "candidate_id": "01m8pw5ffe1f5kvhpbber4nfcp"})
    assert resp.status_code == 409 and "no longer offered" in resp.get_data(as_text=True)
    assert store.get(seeded.download_id).state == "review"


@pytest.mark.parametrize("action, data, words", [
    ("refine", {"hint": "  "}, "Write a hint first"),
    ("set-type", {"type": "cartoon"}, "Choose Movie or Series"),
    ("override", {}, "Fill in at least one field"),
    ("override", {"year": "soon"}, "Year must be a number"),
    ("override", {"year": "1200"}, "Year must be between 1870 and 2100, not 1200"),
])
def test_bad_answers_are_shown_on_the_review_page(client, seeded, action, data, words):
    resp = client.post(f"/download/{seeded.download_id}/{action}",
                       data={"csrf_token": form_token(client), "from": "review", **data})
    html = resp.get_data(as_text=True)
    assert resp.status_code == 400 and words in html and 'class="refusal"' in html
    assert store.get(seeded.download_id).state == "review"


@pytest.mark.parametrize("action, data", [("refine", {"hint": "season 2 of The Bear"}), ("set-type", {"type": "movie"}),
                                          ("override", {"title": "The Bear", "season": "2"}), ("rerecognize", {})])
def test_not_right_answers_recognise_again(client, seeded, action, data):
    resp = client.post(f"/download/{seeded.download_id}/{action}",
                       data={"csrf_token": form_token(client), "from": "review", **data})
    assert resp.status_code == 303 and store.get(seeded.download_id).state == "recognizing"


def test_a_download_not_in_review_shows_no_decision_buttons(client):
    did = seed_download("Not.Waiting", "downloading")
    html = client.get(f"/review/{did}").get_data(as_text=True)
    assert "Nothing to decide now" in html and 'id="apply-form"' not in html and "Not right?" not in html


def _with_roots(app, **roots):
    import dataclasses
    app.config["JELLYBIT"] = dataclasses.replace(app.config["JELLYBIT"], **roots)


def test_a_relative_library_root_is_explained_not_a_500(client, app, api, seeded):
    from pathlib import Path
    _with_roots(app, shows_dir=Path("data/library/shows"))
    resp = client.get(f"/review/{seeded.download_id}")
    html = resp.get_data(as_text=True)
    assert resp.status_code == 200
    plan = html.split('id="plan"')[1].split("</section>")[0]
    assert "the shows library folder “data/library/shows” is not a full path: set JELLYBIT_SHOWS_DIR" in plan
    swapped = client.get(f"/review/{seeded.download_id}/plan", query_string={"candidate_id": seeded.candidate_ids[1]})
    assert swapped.status_code == 200 and "JELLYBIT_SHOWS_DIR" in swapped.get_data(as_text=True)
    body = api.get(f"/api/v1/downloads/{seeded.download_id}/plan").get_json()
    assert body["ok"] is False and body["problems"][0]["code"] == "library_root" and body["items"] == []


def test_an_unwritable_library_root_is_explained(client, app, seeded, monkeypatch, tmp_path):
    import os
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if str(p).startswith(str(tmp_path)) else
                        real_access(p, mode))
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    assert "jellybit may not write in the shows library folder" in html and "write access" in html


def test_a_fixed_plan_problem_no_longer_shows_its_old_reason(client, seeded):
    store.Download.update(error_code="plan_problem", error_message="cannot plan the layout: library root must be "
                          "absolute: data/library/shows").where(store.Download.id == seeded.download_id).execute()
    html = client.get(f"/review/{seeded.download_id}").get_data(as_text=True)
    assert "must be absolute" not in html
    assert "could not be placed last time, but the plan below works now" in html

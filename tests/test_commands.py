"""The command catalogue (issue 16, item 1): one table, held together with the graph, and every transport
generated from it — so adding a command is one entry."""

from __future__ import annotations

import re

import pytest

from jellybit import actions, commands, store
from jellybit.commands import CATALOGUE, Arg, Command, Invalid
from jellybit.store import graph
from jellybit.telegram import callbacks, keyboards
from tests.fixtures.browser import PATHS, form_token, seed_download

from .fixtures.web import API_KEY


def test_every_source_of_a_command_is_an_edge_of_the_graph():
    """The catalogue says where a person may start a command; the graph must allow each of those moves
    (a self-transition is refused on entry instead, seed 004)."""
    for c in CATALOGUE.values():
        if c.to is None:  # it keeps the state (a torrent, list or per-file command): legal exactly where it may start
            assert c.sources <= graph.ALL and c.states == c.sources, c.name
            continue
        assert c.to in graph.ALL, c.name
        assert c.sources - {c.to} == c.states, (c.name, sorted(c.sources - c.states))


def test_cancel_and_defer_follow_the_terminal_rule():
    assert CATALOGUE["cancel"].states == graph.ACTIVE
    assert CATALOGUE["defer"].states == graph.ACTIVE - {"deferred"}
    for state in graph.TERMINAL:
        assert not {"cancel", "defer"} & set(commands.available(state)), state


def test_only_the_guarded_reactivations_leave_a_terminal_state_for_an_active_one():
    leaving = {c.name for c in CATALOGUE.values() for s in c.states
               if s in graph.TERMINAL and c.to is not None and c.to in graph.ACTIVE}
    assert leaving == {"retry", "relink"}  # both go through activate_if_no_other_active (test_actions*)


@pytest.mark.parametrize("state", sorted(graph.ALL))
def test_available_is_the_catalogue_order_of_what_is_legal(state):
    names = list(CATALOGUE)
    legal = commands.available(state)
    assert legal == sorted(legal, key=names.index)
    assert set(legal) == {n for n, c in CATALOGUE.items() if state in c.states}


def test_a_form_and_a_json_body_are_checked_by_the_same_rules():
    override = CATALOGUE["override"]
    assert override.parse({"year": "2021", "csrf_token": "x"}, form=True) == {"year": 2021}
    assert override.parse({"year": 2021}) == {"year": 2021}
    for bad_form, bad_json in (({"year": "soon"}, {"year": "2021"}), ({"season": "999"}, {"season": 999}),
                               ({}, {}), ({"title": "x" * 201}, {"title": "x" * 201})):
        with pytest.raises(Invalid):
            override.parse(bad_form, form=True)
        with pytest.raises(Invalid):
            override.parse(bad_json)
    with pytest.raises(Invalid, match="unknown fields: colour"):
        override.parse({"colour": "red"})
    cancel = CATALOGUE["cancel"]
    assert cancel.parse({"remove_torrent": "1"}, form=True) == {"remove_torrent": True}
    with pytest.raises(Invalid, match="'remove_torrent' must be a boolean"):
        cancel.parse({"remove_torrent": "yes"})  # JSON: "yes" is a string, not a yes


def test_a_hint_over_the_limit_is_refused_on_the_web_as_in_the_api(app, client):
    """The web used to cut a long hint silently while the command refused it: now both refuse."""
    hint = "season 2 " * 60  # 540 characters
    with app.app_context():
        did = seed_download("Some.Show.S01", state="review")
    web = client.post(f"/download/{did}/refine", data={"csrf_token": form_token(client), "hint": hint})
    api = client.post(f"/api/v1/downloads/{did}/refine", json={"hint": hint}, headers={"X-Api-Key": API_KEY})
    assert web.status_code == api.status_code == 400
    assert f"longer than {actions.MAX_HINT} characters" in web.get_data(as_text=True)
    assert f"longer than {actions.MAX_HINT} characters" in api.get_json()["error"]
    with app.app_context():
        assert store.get(did).state == "review" and store.Hint.select().count() == 0


@pytest.mark.parametrize("state", sorted(PATHS))
def test_a_card_shows_exactly_the_one_tap_commands_the_catalogue_allows(app, client, state):
    with app.app_context():
        did = seed_download(f"Card.{state}", state=state)
        d = store.get(did)
        legal = commands.legal_for([d])[did]
    html = client.get(f"/download/{did}/card").get_data(as_text=True)
    menu = client.get(f"/download/{did}/menu", headers={"HX-Request": "true"}).get_data(as_text=True)
    on_card = set(re.findall(rf'action="/download/{did}/([a-z-]+)"', html))
    in_menu = set(re.findall(rf'action="/download/{did}/([a-z-]+)"', menu))
    assert on_card == {n for n in legal if not CATALOGUE[n].on_review and not CATALOGUE[n].in_menu}, state
    assert in_menu == {n for n in legal if CATALOGUE[n].in_menu}, state  # loaded when "More…" opens
    assert ("More…" in html) == bool(in_menu)
    html += menu
    for name in on_card | in_menu:
        label = commands.label(name, state)
        assert label in html, (state, name, label)


@pytest.mark.parametrize("state", sorted(PATHS))
def test_telegram_buttons_are_the_catalogue_one_tap_commands(app, state):
    with app.app_context():
        d = store.get(seed_download(f"Tg.{state}", state=state))
        legal = keyboards.verbs_for(d)
    rows = keyboards.rows(d.id, d.state, [], legal)
    verbs = {callbacks.decode(b.callback_data).verb for row in rows for b in row}
    assert verbs == {n for n in legal if CATALOGUE[n].one_tap and CATALOGUE[n].in_chat
                     and not CATALOGUE[n].carries_candidate}
    assert {b.text for row in rows for b in row} == {commands.label(v, d.state) for v in verbs}


def test_adding_a_command_is_one_entry_in_the_catalogue(monkeypatch, app, client):
    """A new command appears on the card, in the web and API routes, in the OpenAPI document and as a
    Telegram button, from its one entry (and its handler) — nothing else is edited."""
    ran = []

    def nudge(download_id, deps, *, loud=False):
        ran.append((download_id, loud))
        return store.get(download_id)

    entry = Command("nudge", "Nudge", "Nudge it", "Nudged", nudge, "cancelled", graph.ACTIVE,
                    args=(Arg("loud", "boolean", "Loudly"),))
    monkeypatch.setitem(CATALOGUE, "nudge", entry)
    with app.app_context():
        did = seed_download("Nudge.Me", state="downloading")
        d = store.get(did)
        assert "nudge" in commands.legal_for([d])[did]
        verbs = {callbacks.decode(b.callback_data).verb for row in keyboards.rows(did, d.state) for b in row}
    assert "nudge" in verbs
    card = client.get(f"/download/{did}/card").get_data(as_text=True)
    assert f'action="/download/{did}/nudge"' in card and ">Nudge<" in card  # a main action: on the card
    assert client.post(f"/download/{did}/nudge", data={"csrf_token": form_token(client)}).status_code == 303
    resp = client.post(f"/api/v1/downloads/{did}/nudge", json={"loud": True}, headers={"X-Api-Key": API_KEY})
    assert resp.status_code == 200 and ran == [(did, False), (did, True)]
    bad = client.post(f"/api/v1/downloads/{did}/nudge", json={"loud": "very"}, headers={"X-Api-Key": API_KEY})
    assert bad.status_code == 400
    doc = client.get("/api/v1/openapi.json", headers={"X-Api-Key": API_KEY}).get_json()
    op = doc["paths"]["/downloads/{id}/nudge"]["post"]
    assert op["summary"] == "Nudge it"
    assert op["requestBody"]["content"]["application/json"]["schema"]["properties"]["loud"]["type"] == "boolean"


def test_every_transport_says_who_gave_the_command_in_the_history(app, client):
    """The History page says "by the web app / the API / Telegram (user …)": the catalogue's run records it."""
    with app.app_context():
        by_web = seed_download("Who.Web", state="downloading")
        by_api = seed_download("Who.Api", state="downloading")
    client.post(f"/download/{by_web}/defer", data={"csrf_token": form_token(client)})
    client.post(f"/api/v1/downloads/{by_api}/cancel", json={}, headers={"X-Api-Key": API_KEY})
    with app.app_context():
        def last(did):
            return (store.StateChange.select().where(store.StateChange.download == did)
                    .order_by(store.StateChange.id.desc()).first())
        assert (last(by_web).to_state, last(by_web).actor) == ("deferred", "web")
        assert (last(by_api).to_state, last(by_api).actor) == ("cancelled", "api")
        first = (store.StateChange.select().where(store.StateChange.download == by_web)
                 .order_by(store.StateChange.id).first())
        assert first.actor is None  # the worker's own moves (seeded through the store) are jellybit's

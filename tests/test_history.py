"""History (issue 17 item 3): ``state_change.actor`` from ``store.acting``, the history query and ``/history``."""

from __future__ import annotations

import re
import sqlite3
import threading
from datetime import datetime, timedelta, timezone

import pytest

from jellybit import store, words
from jellybit.infohash import normalize
from jellybit.store import queries
from tests.fixtures.browser import seed_download

HX = {"HX-Request": "true"}


def actors_of(download_id: str) -> list[tuple[str, str | None]]:
    return [(c.to_state, c.actor) for c in store.StateChange.select().where(store.StateChange.download == download_id)
            .order_by(store.StateChange.id)]


def test_acting_records_who_gave_the_command_and_the_worker_is_none(db):
    did = seed_download("Acting.One", "downloading")
    with store.acting("web"):
        store.set_state(did, "completed")
        with store.acting("telegram:4242"):  # the innermost wins
            store.set_state(did, "recognizing")
        store.set_state(did, "review")
    store.set_state(did, "deferred")  # outside any block: jellybit itself
    assert actors_of(did) == [("catched", None), ("downloading", None), ("completed", "web"),
                              ("recognizing", "telegram:4242"), ("review", "web"), ("deferred", None)]
    assert store.current_actor() is None


def test_acting_covers_every_guarded_write_and_does_not_leak_into_other_threads(db):
    seen = {}
    started, release = threading.Event(), threading.Event()

    def worker():
        started.set()
        release.wait(5)
        seen["worker"] = store.current_actor()

    t = threading.Thread(target=worker)
    t.start()
    with store.acting("api"):
        started.wait(5)
        release.set()
        t.join(5)
        created = store.create_download_if_no_active(
            hashes=[normalize("ab" * 20)],
            source_ref="magnet:?xt=urn:btih:" + "ab" * 20, source_kind="magnet", name="Api.Made")
        store.promote_catched(created.download_id)
    assert seen["worker"] is None
    assert actors_of(created.download_id) == [("catched", "api"), ("downloading", "api")]


@pytest.mark.parametrize("bad", ["", "Web", "web:", "telegram:" + "9" * 80, "x", "web; drop", None, 42])
def test_acting_refuses_what_is_not_an_actor(bad):
    with pytest.raises(ValueError), store.acting(bad):
        pass


def test_the_column_refuses_an_overlong_actor_in_sql_too(db):
    did = seed_download("Check.One", "downloading")
    with pytest.raises((sqlite3.IntegrityError, Exception), match="CHECK"):
        db.execute_sql("UPDATE state_change SET actor = ? WHERE download_id = ?", ("x" * 65, did))


def _seed_history():
    """Three downloads, a movie, a series and an unrecognised one, with commands from several transports."""
    movie = seed_download("Dune.Part.Two.2024.2160p", "done")
    store.Recognition.create(download=movie, type="movie", title="Dune: Part Two", year=2024, status="applied")
    series = seed_download("The.Bear.S02.1080p", "review")
    store.Recognition.create(download=series, type="movie", title="wrong", status="superseded")
    store.Recognition.create(download=series, type="series", title="The Bear", status="current")
    with store.acting("telegram:42"):
        store.set_state(series, "deferred")
    failed = seed_download("Some.Obscure.Documentary", "stuck", error_code="stall_timeout")
    with store.acting("web"):
        store.set_state(failed, "cancelled")
    return movie, series, failed


def test_history_filters_by_state_type_text_and_date(db):
    movie, series, failed = _seed_history()
    everything = queries.history(limit=100).items
    assert len(everything) == 6 + 6 + 3 + 1  # every change of every download
    assert [r.id for r in everything] == sorted((r.id for r in everything), reverse=True)  # newest first
    assert everything[0].download_id == failed and everything[0].actor == "web" and everything[0].type is None

    assert {(r.download_id, r.to_state) for r in queries.history(state="failed").items} == {(failed, "stuck")}
    assert {r.to_state for r in queries.history(state="review").items} == {"review", "deferred"}  # a group
    assert {r.download_id for r in queries.history(type="movie").items} == {movie}
    series_rows = queries.history(type="series").items
    assert {r.download_id for r in series_rows} == {series} and all(r.type == "series" for r in series_rows)
    assert {r.download_id for r in queries.history(q="bear").items} == {series}
    assert queries.history(q="%").items == [] and queries.history(q="_").items == []  # LIKE wildcards are text

    now = datetime.now(timezone.utc)
    assert len(queries.history(since=now - timedelta(minutes=5), limit=100).items) == len(everything)
    assert queries.history(since=now + timedelta(minutes=5)).items == []
    assert queries.history(until=now - timedelta(minutes=5)).items == []
    # a change stamped in a past range (ids carry time): only it is inside that range
    old = datetime(2020, 3, 1, 12, tzinfo=timezone.utc)
    db.execute_sql("UPDATE state_change SET id = ? WHERE id = ?", (queries._id_floor(old)[:-4] + "0001",
                                                                   everything[-1].id))
    day = queries.history(since=datetime(2020, 3, 1, tzinfo=timezone.utc),
                          until=datetime(2020, 3, 2, tzinfo=timezone.utc)).items
    assert [r.to_state for r in day] == ["catched"] and day[0].created_at > old  # created_at is the row's own


def test_history_pages_with_a_keyset_cursor_both_ways(db):
    _seed_history()
    for order in ("newest", "oldest"):
        seen, cursor = [], None
        while True:
            page = queries.history(order=order, cursor=cursor, limit=4)
            seen += [r.id for r in page.items]
            if page.next_cursor is None:
                break
            cursor = page.next_cursor
        assert len(seen) == 16 and len(set(seen)) == 16
        assert seen == sorted(seen, reverse=order == "newest")
    with pytest.raises(queries.BadQuery):
        queries.history(cursor="not-an-id")
    with pytest.raises(queries.BadQuery):
        queries.history(type="cartoon")
    with pytest.raises(queries.BadQuery):
        queries.history(order="sideways")


def test_history_is_one_statement(db, count_queries):
    _seed_history()
    with count_queries() as counter:
        queries.history(type="series", q="bear", state="review", limit=50)
    assert len(counter.sql) == 1


def rows_in(html: str) -> list[str]:
    return re.findall(r'<a class="h-name" href="/download/([0-9a-z]+)"', html)


def test_history_page_lists_links_says_who_and_filters(client):
    movie, series, failed = _seed_history()
    html = client.get("/history").get_data(as_text=True)
    assert len(rows_in(html)) == 16 and set(rows_in(html)) == {movie, series, failed}
    assert "by the web app" in html and "by Telegram (user 42)" in html and "by jellybit" in html
    assert "Series ·" in html and "Movie ·" in html
    assert words.error_title("stall_timeout") in html  # the error in words, not its code
    only_failed = client.get("/history?state=failed").get_data(as_text=True)
    assert rows_in(only_failed) == [failed]
    assert rows_in(client.get("/history?type=movie").get_data(as_text=True)) == [movie] * 6
    assert rows_in(client.get("/history?q=Bear&state=review").get_data(as_text=True)) == [series] * 2
    today = datetime.now(timezone.utc).date()
    ranged = client.get(f"/history?from={today + timedelta(days=1)}&to={today + timedelta(days=3)}")
    assert rows_in(ranged.get_data(as_text=True)) == [] and "Nothing happened" in ranged.get_data(as_text=True)
    backwards = client.get(f"/history?from={today}&to={today - timedelta(days=2)}")  # swapped, not empty
    assert len(rows_in(backwards.get_data(as_text=True))) == 16
    oldest = rows_in(client.get("/history?order=oldest").get_data(as_text=True))
    assert oldest[0] == movie and oldest[-1] == failed


def change_ids(html: str) -> list[str]:
    return re.findall(r'<li class="h-row" id="h-([0-9a-z]+)"', html)


def test_history_load_more_brings_the_next_rows_as_a_fragment(client, monkeypatch):
    from jellybit.web import history
    _seed_history()
    expected = [r.id for r in queries.history(q="e", limit=100).items]
    monkeypatch.setattr(history, "PAGE", 5)  # our own page size: 16 rows make four pages
    page = client.get("/history?q=e").get_data(as_text=True)
    seen = change_ids(page)
    while (more := re.search(r'hx-get="(/history\?[^"]+)"', page)):
        url = more.group(1).replace("&amp;", "&")
        assert "q=e" in url and "cursor=" in url  # the filters travel with the cursor
        resp = client.get(url, headers=HX)
        page = resp.get_data(as_text=True)
        assert "<html" not in page and "HX-Request" in resp.headers["Vary"]
        seen += change_ids(page)
    assert seen == expected and len(expected) == 16


def test_history_page_refuses_bad_filters_in_words(client):
    resp = client.get("/history?from=yesterday")
    assert resp.status_code == 400 and "is not a date" in resp.get_data(as_text=True)
    resp = client.get("/history?cursor=zzz")
    assert resp.status_code == 400 and "cursor" in resp.get_data(as_text=True)
    assert client.get("/history?state=bogus&type=cartoon&order=up").status_code == 200  # unknown choices: all


def test_the_nav_links_to_history_and_settings(client):
    html = client.get("/").get_data(as_text=True)
    assert 'href="/history"' in html and 'href="/settings"' in html

"""Issue 14 §7–8: files jellybit creates are private, and ``.env`` is parsed as python-dotenv parses it."""

from __future__ import annotations

from jellybit import config


def test_dotenv_inline_comments_quotes_and_export_parse_like_everyone_else(tmp_path):
    env = tmp_path / ".env"
    env.write_text("JELLYBIT_PASSWORD=hunter2 # pw\n"
                   "export JELLYBIT_QBT_CATEGORY='tv shows'  # quoted, commented\n"
                   'JELLYBIT_API_KEY="k#not-a-comment"\n'
                   "JELLYBIT_TMDB_API_KEY\n"  # no '=': unset, not an empty string
                   "# JELLYBIT_PORT=1\n")
    s = config.load({}, dotenv=env)
    assert s.password == "hunter2"
    assert s.qbt_category == "tv shows"
    assert s.api_key == "k#not-a-comment"
    assert s.tmdb_api_key is None and s.port == 8080

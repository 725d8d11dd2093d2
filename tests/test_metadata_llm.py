"""The OpenAI-compatible LLM client and source against the local fake (real HTTP), and strict validation."""

from __future__ import annotations

import json

import pytest

from jellybit import logs
from jellybit.recognition import FileInput, TorrentInput, recognize
from jellybit.recognition.metadata import MetadataUnavailable
from jellybit.recognition.metadata.llm import LLM_CAP, InvalidAnswer, LlmClient, LlmSource, validate_answer

PACK = TorrentInput("KB.TCW.1990.DVDRip", tuple(
    FileInput(f"KB.TCW.1990.DVDRip/KB.TCW.Part.{e}.avi", 700_000_000) for e in range(1, 4)))
PATHS = {f.path for f in PACK.files}
GOOD = {"type": "series", "title": "The Civil War", "year": 1990,
        "files": [{"path": p, "season": 1, "episodes": [i]} for i, p in enumerate(sorted(PATHS), 1)]}


def source(fake_llm, key: str | None = None) -> LlmSource:
    return LlmSource(LlmClient(fake_llm.url, "qwen2.5:7b", key, timeout=2))


def warnings(records) -> list[dict]:
    return [r for r in records() if r["level"] == "WARNING" and r["msg"].startswith("llm answer ignored")]


def test_a_valid_answer_is_one_capped_candidate(fake_llm):
    fake_llm.reply(GOOD)
    (c,) = source(fake_llm).candidates(recognize(PACK), "a documentary series")
    assert (c.source, c.title, c.year, c.type, c.external_id) == ("llm", "The Civil War", 1990, "series", None)
    assert c.score == LLM_CAP <= 0.8
    assert c.extra["files"][0] == {"path": sorted(PATHS)[0], "season": 1, "episodes": [1]}


def test_the_request_is_a_strict_json_chat_completion(fake_llm):
    fake_llm.api_key = "sk-local-test-key"
    fake_llm.reply(GOOD)
    source(fake_llm, "sk-local-test-key").candidates(recognize(PACK), "a documentary series")
    (req,) = fake_llm.requests
    body = req.json()
    assert req.headers["authorization"] == "Bearer sk-local-test-key"
    assert body["model"] == "qwen2.5:7b" and body["temperature"] == 0
    assert body["response_format"] == {"type": "json_object"}
    system, user = body["messages"]
    assert system["role"] == "system" and '"files"' in system["content"]
    asked = json.loads(user["content"])
    assert asked["torrent_name"] == PACK.name and asked["hint_from_person"] == "a documentary series"
    assert {f["path"] for f in asked["files"]} == PATHS and asked["files"][0]["size"] == 700_000_000


def test_no_authorization_header_without_a_key(fake_llm):
    fake_llm.reply(GOOD)
    source(fake_llm).candidates(recognize(PACK), None)
    assert "authorization" not in fake_llm.requests[0].headers


@pytest.mark.parametrize("answer, why", [
    ("{'type': 'movie', title: Dune}", "not valid JSON"),
    ('```json\n{"type": "movie"\n```', "not valid JSON"),
    ({**GOOD, "files": [{"path": "KB.TCW.1990.DVDRip/KB.TCW.Part.4.avi", "season": 1, "episodes": [4]}]},
     "hallucinated"),
    ({**GOOD, "type": "movie"}, "answer says movie"),
    ({**GOOD, "year": "1990"}, "'year' must be"),
    ({**GOOD, "type": "miniseries"}, "'type' must be"),
    ({**GOOD, "title": ""}, "'title' must be"),
    ({**GOOD, "files": [{"path": sorted(PATHS)[0], "season": 1, "episodes": ["1"]}]}, "episodes must be"),
    ({**GOOD, "files": "all of them"}, "'files' must be a list"),
    ('["The Civil War", 1990]', "not a JSON object"),
])
def test_a_bad_answer_is_ignored_with_a_warning_saying_why(fake_llm, log_records, answer, why):
    fake_llm.reply(answer)
    assert source(fake_llm).candidates(recognize(PACK), None) == []
    (w,) = warnings(log_records)
    assert why in w["msg"] and w["outcome"] == "invalid_answer" and w["service"] == "llm"


def test_a_fenced_but_valid_answer_is_accepted():
    assert validate_answer("```json\n" + json.dumps(GOOD) + "\n```", PATHS)["title"] == "The Civil War"


def test_a_movie_answer_without_episodes_is_valid():
    movie = {"type": "movie", "title": "Dune", "year": 2021, "files": [{"path": "d/Dune.mkv", "season": None,
                                                                          "episodes": []}]}
    assert validate_answer(json.dumps(movie), {"d/Dune.mkv"})["year"] == 2021
    with pytest.raises(InvalidAnswer, match="integer year"):
        validate_answer(json.dumps({**movie, "year": True}), {"d/Dune.mkv"})


@pytest.mark.parametrize("status", [500, 401])
def test_http_errors_are_unavailable_and_logged(fake_llm, log_records, status):
    fake_llm.fail(status)
    with logs.download_context("01jllm00000000000000000000"):
        with pytest.raises(MetadataUnavailable, match=f"HTTP {status}"):
            source(fake_llm).candidates(recognize(PACK), None)
    (rec,) = [r for r in log_records() if r.get("service") == "llm"]
    assert rec["endpoint"] == "chat/completions" and rec["outcome"] == "error" and rec["status"] == status
    assert rec["download_id"] == "01jllm00000000000000000000" and isinstance(rec["duration_ms"], float)


def test_unreachable_llm_is_unavailable_and_the_key_is_not_logged(refused, log_records):
    client = LlmClient(refused + "/v1", "m", "sk-never-log-me", timeout=1)
    with pytest.raises(MetadataUnavailable, match="unreachable"):
        LlmSource(client).candidates(recognize(PACK), None)
    assert "sk-never-log-me" not in json.dumps(log_records())


def test_a_successful_call_is_logged(fake_llm, log_records):
    fake_llm.reply(GOOD)
    with logs.download_context("01jllm00000000000000000001", ["b" * 40]):
        source(fake_llm).candidates(recognize(PACK), None)
    (rec,) = [r for r in log_records() if r.get("service") == "llm"]
    assert rec["outcome"] == "ok" and rec["download_id"] == "01jllm00000000000000000001" and rec["tokens"] == 310
    assert rec["model"] == "qwen2.5:7b" and rec["endpoint"] == "chat/completions"

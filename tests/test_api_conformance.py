"""API conformance (issue 9): schemathesis against /api/v1/openapi.json — no 5xx, every response
matches its schema. Bounded so it fits CI; ``JELLYBIT_FUZZ_EXAMPLES`` raises the count."""

from __future__ import annotations

import os

import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import checks

from jellybit import config, store
from jellybit.factory import create_app
from jellybit.infohash import normalize
from tests.fixtures.web import API_KEY

# Requests that are valid for the schema may still be refused for their meaning (a magnet string that
# is not a magnet, an action illegal in the current state): the API answers 400/409 with its error shape,
# which every other check verifies. So the "schema-valid data must be accepted" check is left out.
EXCLUDED = [checks.positive_data_acceptance]
EXAMPLES = min(int(os.environ.get("JELLYBIT_FUZZ_EXAMPLES", "30")), 1000)


def test_api_conforms_to_its_openapi_document(tmp_path):
    app = create_app(config.load({"JELLYBIT_API_KEY": API_KEY}, dotenv=None, data_dir=tmp_path,
                                 database=tmp_path / "jb.db"))
    try:
        # something to find, so the generated ids and filters also reach real rows
        store.create_download_if_no_active(hashes=[normalize("ab" * 20)], source_ref="magnet:?xt=urn:btih:" + "ab" * 20,
                                           source_kind="magnet", name="Conformance.Movie.2020")
        schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app, headers={"X-Api-Key": API_KEY})
        operations = [result.ok() for result in schema.get_all_operations()]
        assert len(operations) >= 10
        for operation in operations:

            @given(case=operation.as_strategy())
            @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
            def check(case):
                case.call_and_validate(headers={"X-Api-Key": API_KEY}, excluded_checks=EXCLUDED)

            check()
    finally:
        store.close_database()

"""Shared fixtures live in tests/fixtures/ as plugin modules, one per component."""

pytest_plugins = ["tests.fixtures.db", "tests.fixtures.web", "tests.fixtures.qbt", "tests.fixtures.seeder",
                  "tests.fixtures.fakes", "tests.fixtures.engine"]

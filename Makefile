# jellybit — two commands matter: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
DEBIAN_TEST_PACKAGES := qbittorrent-nox chromium

.PHONY: run run-deps test lint fuzz chaos bench eval-recognition system-deps htmx screenshots clean

$(BIN)/python:
	$(PY) -m venv $(VENV)

$(VENV)/.runtime: requirements.txt | $(BIN)/python
	$(BIN)/pip install -q -r requirements.txt
	touch $@

$(VENV)/.dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install -q -r requirements-dev.txt
	touch $@ $(VENV)/.runtime

## run: create the venv, install, migrate and start jellybit on 127.0.0.1:8080 (data in ./data)
run: $(VENV)/.runtime run-deps
	$(BIN)/python app.py

## run-deps: qbittorrent-nox for the managed qBittorrent (installed only when running as root with apt)
run-deps:
	@$(MAKE) --no-print-directory system-deps DEBIAN_TEST_PACKAGES=qbittorrent-nox

## system-deps: Debian packages the tests need (installed only when running as root with apt)
system-deps:
	@missing=""; for p in $(DEBIAN_TEST_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing$$missing"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "warning: missing Debian packages:$$missing (install them with apt-get: the managed qBittorrent and the integration tests need them)"; fi; \
	fi

## lint: ruff over the whole tree
lint: $(VENV)/.dev
	$(BIN)/ruff check .

## test: everything the tests need, then lint and the whole suite
test: $(VENV)/.dev system-deps lint
	$(BIN)/pytest

## fuzz: the parser property tests with many more examples
fuzz: $(VENV)/.dev
	JELLYBIT_FUZZ_EXAMPLES=300000 $(BIN)/pytest -q tests/test_bencode.py tests/test_magnet.py -k "property or fuzz"

## chaos: the chaos test with thousands of steps (CHAOS_STEPS=3000); the seed is printed, CHAOS_SEED=<n> replays it
CHAOS_STEPS ?= 3000
chaos: $(VENV)/.dev system-deps
	@seed=$${CHAOS_SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; echo "chaos seed $$seed ($(CHAOS_STEPS) steps): make chaos CHAOS_SEED=$$seed replays it"; \
	JELLYBIT_CHAOS_SEED=$$seed JELLYBIT_CHAOS_STEPS=$(CHAOS_STEPS) $(BIN)/pytest -q -s tests/test_chaos.py

## bench: every benchmark, printed side by side with its baseline (figures go to docs/performance.md)
bench: $(VENV)/.dev system-deps
	@failed=""; for b in bench/bench_*.py; do echo "== $$b"; $(BIN)/python $$b || failed="$$failed $$b"; done; \
	if [ -n "$$failed" ]; then echo "benchmarks that missed a target or failed:$$failed"; exit 1; fi

## htmx: refresh the vendored htmx from the npm registry (version in the file name)
htmx:
	scripts/update-htmx.sh

## screenshots: phone and desktop screenshots of every screen into docs/screenshots/
screenshots: $(VENV)/.dev system-deps
	JELLYBIT_SCREENSHOTS=1 $(BIN)/pytest -q -m browser tests/browser/test_screens.py tests/browser/test_pages_issue17.py tests/browser/test_review_manual.py tests/browser/test_manage_issue17.py

## eval-recognition: accuracy on the recognition corpus, beside the guessit-alone baseline
eval-recognition: $(VENV)/.dev
	$(BIN)/python bench/eval_recognition.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache

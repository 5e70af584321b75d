# skaic — the two commands a newcomer needs are `make demo` and `make test`;
# both do their own set-up (tools/bootstrap.sh creates .venv with the pinned
# IREE, gguf and numpy) on a machine with Go 1.26 and Python 3.10+.

# A failing command inside a pipe fails its recipe line.
SHELL        := /bin/bash
.SHELLFLAGS  := -o pipefail -c

GO           ?= go
TEST_TIMEOUT ?= 45m
TEST_FLAGS   ?=
FUZZ_TIME    ?= 10s
# The fuzz targets over untrusted input, as PACKAGE:TARGET; each also runs
# its seed corpus (PACKAGE/testdata/fuzz/TARGET) in the plain test run.
FUZZ_TARGETS := ./gguf:FuzzParse ./irpa:FuzzParse ./internal/npy:FuzzDecode ./ir:FuzzParse

# The commit goes into `skaic version` even where GOFLAGS=-buildvcs=false.
COMMIT   := $(shell git rev-parse HEAD 2>/dev/null)
MODIFIED := $(shell git status --porcelain --untracked-files=no 2>/dev/null | grep -q . && echo true)
# The checkout's path lets skaic find its .venv from any directory.
LDFLAGS  := -X github.com/skainet/skaic/internal/version.commit=$(COMMIT) \
            -X github.com/skainet/skaic/internal/version.modified=$(MODIFIED) \
            -X github.com/skainet/skaic/internal/tools.checkout=$(CURDIR)

.PHONY: build bootstrap models test fuzz vet demo clean help

# Build the skaic binary in the repository root (git-ignored).
build:
	$(GO) build -ldflags '$(LDFLAGS)' -o skaic ./cmd/skaic

# Create or refresh .venv with the pinned Python tools; a no-op when current.
bootstrap:
	tools/bootstrap.sh

# Fetch the real GGUF models of the real-model test tier and the llama.cpp
# reference (node-llama-cpp) into ~/.cache/skaic; a no-op when present.
models: bootstrap
	tools/realmodels.sh

# Every test. Tests that need IREE or the gguf package skip when the tools are
# missing, and fail instead when CI=true (see .ci/run). Last, the conformity
# suite: every lowered op and every model of the corpus compiled by the real
# iree-compile and run by iree-run-module against the eager engine (a few
# minutes on 2 cores); the log ends with its summary.
test: bootstrap models
	$(GO) vet ./...
	$(GO) test -timeout $(TEST_TIMEOUT) $(TEST_FLAGS) ./...
	# The live cross-check of every block codec against the gguf package,
	# verbosely, so the log shows it ran (fresh random blocks each run).
	$(GO) test -count=1 -run '^TestLiveCrossCheck$$' -v ./layout/quant | grep -E 'bit-exact|^(--- |ok|FAIL)'
	# The portable kernels alone (no assembly), as on CPUs without AVX2.
	$(GO) vet -tags purego ./eager/...
	$(GO) test -tags purego -timeout $(TEST_TIMEOUT) $(TEST_FLAGS) ./eager/...
	$(MAKE) fuzz
	$(MAKE) build
	./skaic conform --suite all

# A short, bounded fuzz run of every target on top of its seed corpus
# (minimizing a new input is capped too: on a large seed it would take the
# whole run). The fuzzing runs on Go 1.27, which the go command fetches from
# the module proxy once: Go 1.26's fuzz coordinator can report its own
# -fuzztime deadline as a failure (go.dev/issue/75804).
FUZZ_GO ?= GOTOOLCHAIN=go1.27.3 $(GO)
fuzz:
	for t in $(FUZZ_TARGETS); do \
	  $(FUZZ_GO) test -run '^$$' -fuzz "^$${t#*:}\$$" -fuzztime $(FUZZ_TIME) -fuzzminimizetime 2s "$${t%%:*}" || exit 1; \
	done

vet:
	$(GO) vet ./...

# The main job: export the built-in demo model to out/demo (model.mlir,
# model.irpa, manifest.json, sample inputs and the eager reference).
DEMO_OUT ?= out/demo
demo: bootstrap build
	./skaic export -o $(DEMO_OUT)

clean:
	rm -f skaic

help:
	@echo "make demo       set up the tools, build skaic, export the demo model to out/demo"
	@echo "make test       set up the tools, go vet, every test (portable kernels too), fuzz, the conformity suite"
	@echo "make build      build ./skaic"
	@echo "make bootstrap  create or refresh .venv with the pinned IREE, gguf and numpy"
	@echo "make vet        go vet ./..."
	@echo "make fuzz       a short fuzz run of every file parser (FUZZ_TIME=$(FUZZ_TIME) each)"
	@echo "make models     fetch the real test models and llama.cpp (node-llama-cpp) into ~/.cache/skaic"
	@echo "make clean      remove ./skaic"
	@echo "make help       this list"

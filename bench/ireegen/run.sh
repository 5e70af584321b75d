#!/usr/bin/env bash
# Generation on IREE's runtime next to the eager engine: prefill and decode
# tokens/s, compile time, load time and peak memory of `skaic run` and
# `skaic run --engine iree`, for the built-in demo and a synthetic ≈ 1.1 GB
# llama (bench.SynthLlama1G), one after the other in one run. Not part of
# CI; needs the project's .venv (iree-compile, iree.runtime) and ≈ 2.5 GB of
# disk.
#
#   bench/ireegen/run.sh
#   MODELS=demo bench/ireegen/run.sh
#   MODELS=demo,smollm2 FORMS=as-stored,planar,dense bench/ireegen/run.sh
#   WORK=/some/dir bench/ireegen/run.sh   # keep the models and exports
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${WORK:-$(mktemp -d -t skaic-ireegen-XXXXXX)}
mkdir -p "$work"
echo "work folder: $work" >&2
cd "$root"
go build -o "$work/skaic" ./cmd/skaic
go build -o "$work/ireegen" ./bench/ireegen
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(go version | cut -d' ' -f3), $(.venv/bin/iree-compile --version | sed -n 's/.*IREE compiler version \([^ ]*\).*/iree-compile \1/p')"
"$work/ireegen" "$work" -models "${MODELS:-demo,synth-1g}" -forms "${FORMS:-as-stored}" -prompt "${PROMPT:-16}" -steps "${STEPS:-33}" -skaic "$work/skaic"

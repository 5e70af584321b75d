#!/usr/bin/env bash
# The native library of `skaic export --backend llvm` next to the eager
# engine and IREE, in one run: prefill and decode tokens/s of each model
# (the built-in demo, and the real SmolLM2-135M when tools/realmodels.sh
# has fetched it), then the packed dot-product kernels against the eager
# engine's Linear. Not part of CI; needs llc and cc (and the project's .venv
# for the IREE rows: IREE=false skips them).
#
#   bench/llvmgen/run.sh
#   MODELS=demo IREE=false bench/llvmgen/run.sh
#   WORK=/some/dir bench/llvmgen/run.sh     # keep the exports and builds
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${WORK:-$(mktemp -d -t skaic-llvmgen-XXXXXX)}
mkdir -p "$work"
echo "work folder: $work" >&2
cd "$root"
go build -o "$work/skaic" ./cmd/skaic
go build -o "$work/llvmgen-bench" ./bench/llvmgen
models=${MODELS:-}
if [ -z "$models" ]; then
	models=demo
	smol="${SKAIC_CACHE:-$HOME/.cache/skaic}/models/SmolLM2-135M-Instruct.Q4_1.gguf"
	[ -f "$smol" ] && models="demo,$smol"
fi
llc=${SKAIC_LLC:-llc}
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg), $(go version | cut -d' ' -f3), $("$llc" --version | sed -n 's/.*LLVM version \([^ ]*\).*/llc \1/p' | head -1)"
"$work/llvmgen-bench" -work "$work" -skaic "$work/skaic" -models "$models" -iree="${IREE:-true}" \
	-prompt "${PROMPT:-16}" -steps "${STEPS:-33}" ${ENCS+-encs "$ENCS"} -mcpu "${MCPU-native}"

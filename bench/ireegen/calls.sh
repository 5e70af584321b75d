#!/usr/bin/env bash
# Per-call times of exported generation modules under IREE's runtime, one
# form next to the other: iree-benchmark-module on each export's compiled
# model.vmfb (written by `skaic run --engine iree`, e.g. by ireegen),
# decode (one token at position 3) and prefill (PROMPT tokens), ROUNDS
# rounds interleaved over the exports, the fastest call of each reported.
# The minimum of interleaved rounds is what survives a loaded machine best.
#
#   bench/ireegen/calls.sh EXPORT_DIR...
#   ROUNDS=5 PROMPT=16 DEVICE=local-task bench/ireegen/calls.sh out/smollm2-*-export
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${SKAIC_VENV:-$root/.venv}
rounds=${ROUNDS:-5}
prompt=${PROMPT:-16}
device=${DEVICE:-local-task}
declare -A best
call() { # export function inputs...
	local dir=$1 fn=$2
	shift 2
	local params
	params=$(python3 -c 'import json,os,sys; m=json.load(open(sys.argv[1]+"/manifest.json")); f=m["parameters"]["file"]; print(f if os.path.isabs(f) else os.path.join(sys.argv[1], f))' "$dir")
	"$venv/bin/iree-benchmark-module" --device="$device" --module="$dir/model.vmfb" --parameters=model="$params" \
		--function="$fn" "$@" --benchmark_min_time=0.2s 2>&1 |
		awk '/^BM_/ { t=$2; if ($3=="us") t/=1000; if ($3=="s") t*=1000; print t }' | head -1
}
for ((r = 0; r < rounds; r++)); do
	for dir in "$@"; do
		d=$(call "$dir" decode --input=1x1xi32=5 --input=1xi32=3)
		p=$(call "$dir" prefill --input=1x"$prompt"xi32=5)
		for k in "decode $d" "prefill $p"; do
			key="$dir ${k%% *}"
			v=${k#* }
			if [[ -z ${best[$key]:-} ]] || awk "BEGIN{exit !($v < ${best[$key]})}"; then best[$key]=$v; fi
		done
	done
done
echo "| export | weights | decode ms/call | decode tok/s | prefill ms ($prompt tokens) | prefill tok/s |"
echo "|---|---|---:|---:|---:|---:|"
for dir in "$@"; do
	w=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]+"/manifest.json"))["weights"])' "$dir")
	d=${best[$dir decode]} p=${best[$dir prefill]}
	awk -v n="$(basename "$dir")" -v w="$w" -v d="$d" -v p="$p" -v k="$prompt" 'BEGIN { printf "| %s | %s | %.2f | %.2f | %.1f | %.1f |\n", n, w, d, 1000/d, p, k*1000/p }'
done
echo
echo "$rounds interleaved rounds, fastest call of each; device $device; load average $(cut -d' ' -f1-3 /proc/loadavg)"

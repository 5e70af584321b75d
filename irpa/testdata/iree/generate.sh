#!/usr/bin/env bash
# Regenerates the archives here with IREE's own iree-create-parameters
# (iree-base-runtime 3.13.0 made the committed ones). Run from this
# directory: ./generate.sh [path/to/iree-create-parameters]
set -euo pipefail
tool=${1:-../../../.venv/bin/iree-create-parameters}
grep -v '^#' cases.txt | while IFS='|' read -r name args; do
  name=$(echo "$name" | xargs)
  [ -n "$name" ] || continue
  rm -f "$name.irpa"
  # shellcheck disable=SC2086
  "$tool" --quiet --output="$name.irpa" $args
done

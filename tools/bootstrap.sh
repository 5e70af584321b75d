#!/usr/bin/env bash
# Creates .venv/ with the pinned Python tools (tools/requirements.txt).
# Idempotent: when the venv already holds exactly these pins it returns at once.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="${SKAIC_VENV:-$root/.venv}"
req="$root/tools/requirements.txt"
stamp="$venv/.skaic-requirements"

if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && cmp -s "$req" "$stamp"; then
  exit 0
fi

py=""
for cand in python3.12 python3.11 python3.10 python3; do
  if command -v "$cand" >/dev/null 2>&1; then
    if "$cand" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' 2>/dev/null; then
      py="$cand"; break
    fi
  fi
done
[ -n "$py" ] || { echo "bootstrap: need Python >= 3.10 on PATH" >&2; exit 1; }

echo "bootstrap: creating $venv with $("$py" --version 2>&1)" >&2
[ -x "$venv/bin/python" ] || "$py" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$req" >&2
cp "$req" "$stamp"
echo "bootstrap: done" >&2

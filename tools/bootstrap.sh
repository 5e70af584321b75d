#!/usr/bin/env bash
# Creates the project's virtual environment (.venv/, or $SKAIC_VENV) with the
# pinned Python tools of tools/requirements.txt: the IREE compiler and runtime
# wheels (iree-compile, iree-run-module, iree-dump-parameters), gguf, numpy.
#
# Idempotent: when the venv already holds exactly these pins and its
# interpreter runs, it returns at once. Needs Python >= 3.10 with the venv
# module, and network access to PyPI the first time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="${SKAIC_VENV:-$root/.venv}"
req="$root/tools/requirements.txt"
stamp="$venv/.skaic-requirements"

venv_ok() { [ -x "$venv/bin/python" ] && "$venv/bin/python" -c '' 2>/dev/null; }

if venv_ok && [ -f "$stamp" ] && cmp -s "$req" "$stamp"; then
  exit 0
fi

# A candidate must be >= 3.10 and able to create a venv with pip (Debian
# splits that into the python3-venv package).
py=""
for cand in python3.12 python3.11 python3.10 python3.13 python3; do
  if command -v "$cand" >/dev/null 2>&1 &&
     "$cand" -c 'import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (3, 10) else 1)' 2>/dev/null; then
    py="$cand"; break
  fi
done
if [ -z "$py" ]; then
  echo "bootstrap: need Python >= 3.10 with the venv module on PATH" >&2
  echo "bootstrap: (on Debian/Ubuntu: apt-get install python3 python3-venv)" >&2
  exit 1
fi

if [ -e "$venv" ] && ! venv_ok; then
  echo "bootstrap: $venv exists but its python does not run; recreating it" >&2
  rm -rf "$venv"
fi
if [ ! -x "$venv/bin/python" ]; then
  echo "bootstrap: creating $venv with $("$py" --version 2>&1)" >&2
  "$py" -m venv "$venv"
fi
echo "bootstrap: installing $(grep -cE '^[A-Za-z]' "$req") pinned packages from tools/requirements.txt" >&2
pip=("$venv/bin/python" -m pip --disable-pip-version-check --quiet)
"${pip[@]}" install --upgrade pip >&2
if ! "${pip[@]}" install -r "$req" >&2; then
  echo "bootstrap: pip could not install tools/requirements.txt into $venv" >&2
  echo "bootstrap: (the pinned IREE wheels need CPython 3.10-3.13 on x86_64 or aarch64 Linux, macOS or Windows, and network access to PyPI)" >&2
  exit 1
fi
cp "$req" "$stamp"
echo "bootstrap: done ($venv)" >&2

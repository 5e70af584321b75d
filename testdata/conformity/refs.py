#!/usr/bin/env python3
"""Independent references for the conformity suite, served to the Go driver.

The driver starts `refs.py --serve` once per run and sends one JSON request
per line on stdin; each gets one JSON line on stdout, {"ok": true} or
{"error": "..."}. Requests:

  {"op": "dequantize", "type": "Q4_K", "in": RAW, "out": F32}
      raw block bytes -> little-endian float32 values, by
      testdata/quant/quant_ref.py: the gguf package's gguf.quants where it
      implements the type, else its numpy reference of ggml's block
  {"op": "llama", "model": GGUF, "tokens": [1, 2, 3], "out": NPY}
      the prefill logits [n_tokens, n_vocab] of testdata/models/llama_ref.py
      (float64 numpy over gguf.quants.dequantize), as float32 .npy
  {"op": "make_model", "spec": NAME, "out": GGUF}
      a test GGUF of testdata/conformity/make_models.py

It shares no code with skaic: every number comes from the gguf package and
numpy.
"""

import json
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "quant"))
sys.path.insert(0, os.path.join(HERE, "..", "models"))
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402

import llama_ref  # noqa: E402
import make_models  # noqa: E402
import quant_ref  # noqa: E402

_models = {}


def handle(req):
    op = req["op"]
    if op == "dequantize":
        with open(req["in"], "rb") as f:
            raw = f.read()
        with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
            out = quant_ref.dequantize(req["type"], raw)
        with open(req["out"], "wb") as f:
            f.write(out.astype("<f4").tobytes())
    elif op == "llama":
        path = req["model"]
        if path not in _models:
            _models[path] = llama_ref.load(path)
        hp, w = _models[path]
        logits = llama_ref.forward(hp, w, np.array(req["tokens"], dtype=np.int64))
        np.save(req["out"], logits.astype(np.float32))
    elif op == "make_model":
        make_models.make(req["spec"], req["out"])
    else:
        raise ValueError(f"unknown op {op!r}")


def serve():
    # Replies own stdout; anything a library prints goes to stderr.
    out, sys.stdout = sys.stdout, sys.stderr
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            handle(json.loads(line))
            reply = {"ok": True}
        except Exception as e:  # report, keep serving
            reply = {"error": f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=3)}"}
        out.write(json.dumps(reply) + "\n")
        out.flush()


if __name__ == "__main__":
    if sys.argv[1:] != ["--serve"]:
        sys.exit(__doc__)
    serve()

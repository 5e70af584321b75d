#!/usr/bin/env python3
"""Decode the grid i-quants and ternary types with llama.cpp's own ggml (the
libggml-base.so of node-llama-cpp, loaded with ctypes), and quantize
TQ1_0/TQ2_0 with it, for layout/quant's ggml cross-check.

    python ggml_iq_ref.py LIBGGML_BASE DIR

For each TYPE of IQ2_XXS IQ2_XS IQ2_S IQ3_XXS IQ3_S IQ1_S IQ1_M TQ1_0 TQ2_0
it reads DIR/TYPE.in (whole blocks) and writes DIR/TYPE.deq, ggml's
dequantize_row_* of them (little-endian float32). For TQ1_0 and TQ2_0 it
also quantizes DIR/x.f32 (float32, a multiple of 256 values) with
quantize_row_tq*_ref into DIR/TYPE.q.
"""
import ctypes
import os
import sys

import numpy as np

TYPES = {"IQ2_XXS": 66, "IQ2_XS": 74, "IQ2_S": 82, "IQ3_XXS": 98, "IQ3_S": 110,
         "IQ1_S": 50, "IQ1_M": 56, "TQ1_0": 54, "TQ2_0": 66}


def main(lib, d):
    g = ctypes.CDLL(lib)
    ptr = lambda a: a.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    for name, bb in TYPES.items():
        q = np.fromfile(os.path.join(d, name + ".in"), dtype=np.uint8)
        n = q.size // bb * 256
        out = np.zeros(n, np.float32)
        getattr(g, "dequantize_row_" + name.lower())(ptr(q), ptr(out), ctypes.c_int64(n))
        out.tofile(os.path.join(d, name + ".deq"))
        print(f"{name}: ggml dequantize_row_{name.lower()}")
    x = np.fromfile(os.path.join(d, "x.f32"), dtype="<f4")
    for name in ("TQ1_0", "TQ2_0"):
        q = np.zeros(x.size // 256 * TYPES[name], np.uint8)
        getattr(g, "quantize_row_" + name.lower() + "_ref")(ptr(x), ptr(q), ctypes.c_int64(x.size))
        q.tofile(os.path.join(d, name + ".q"))
        print(f"{name}: ggml quantize_row_{name.lower()}_ref")


if __name__ == "__main__":
    main(*sys.argv[1:3])

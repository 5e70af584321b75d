#!/usr/bin/env python3
"""Quantize and dequantize with llama.cpp's own ggml (the libggml-base.so of
node-llama-cpp, loaded with ctypes), for layout/quant's ggml cross-check.

    python ggml_ref.py LIBGGML_BASE X.f32 OUTDIR

X.f32 is little-endian float32, rows of 4096. For IQ4_NL and IQ4_XS
(quantize_iq4_nl / quantize_iq4_xs without an importance matrix, as
llama-quantize runs them without one) and MXFP4 (quantize_row_mxfp4_ref)
it writes OUTDIR/TYPE.q (the blocks) and OUTDIR/TYPE.deq (ggml's
dequantize_row_* of those blocks, float32).
"""
import ctypes
import os
import sys

import numpy as np

ROW = 4096
TYPES = [  # name, block elements, block bytes, quantizer (rows form or row form)
    ("IQ4_NL", 32, 18, "quantize_iq4_nl", True),
    ("IQ4_XS", 256, 136, "quantize_iq4_xs", True),
    ("MXFP4", 32, 17, "quantize_row_mxfp4_ref", False),
]


def main(lib, xpath, out):
    g = ctypes.CDLL(lib)
    x = np.fromfile(xpath, dtype="<f4")
    n = x.size
    ptr = lambda a: a.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    for name, be, bb, qf, rows in TYPES:
        q = np.zeros(n // be * bb, np.uint8)
        f = getattr(g, qf)
        if rows:
            f.restype = ctypes.c_size_t
            f(ptr(x), ptr(q), ctypes.c_int64(n // ROW), ctypes.c_int64(ROW), None)
        else:
            f(ptr(x), ptr(q), ctypes.c_int64(n))
        d = np.zeros(n, np.float32)
        getattr(g, "dequantize_row_" + name.lower())(ptr(q), ptr(d), ctypes.c_int64(n))
        q.tofile(os.path.join(out, name + ".q"))
        d.tofile(os.path.join(out, name + ".deq"))
        print(f"{name}: ggml {qf}, dequantize_row_{name.lower()}")


if __name__ == "__main__":
    main(*sys.argv[1:4])

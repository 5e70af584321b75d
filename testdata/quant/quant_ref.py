"""Reference codecs for the Go package layout/quant.

The oracle is the pinned gguf package (gguf==0.19.0, see GGUF_VERSION) and
its gguf.quants module, for every type it implements. The rest are written
here in plain numpy from ggml's block definitions (ggml-common.h):

  Q8_1  f16 d, f16 s (= d*sum(q)), int8 qs[32]      value = d*q   (36 bytes;
        gguf's GGML_QUANT_SIZES still says 40, the old f32 d/s layout)
  Q8_K  f32 d, int8 qs[256], int16 bsums[16]        value = d*q   (292 bytes)
  F64, I8, I16, I32, I64                            numpy astype(float32)

Used two ways:
  * as a module, by gen_golden.py (dequantize(), quantize(), source());
  * as a batch tool, by the Go live cross-check test:
        python quant_ref.py JOBS.json
    where JOBS.json is a list of {"op": "dequantize"|"quantize", "type":
    "Q4_0", "in": PATH, "out": PATH}. dequantize reads raw block bytes and
    writes little-endian float32; quantize reads little-endian float32 and
    writes raw block bytes. One line per job is printed: type, op, source.
"""

from __future__ import annotations

import json
import sys
from importlib.metadata import version

import numpy as np
from gguf import quants
from gguf.constants import GGMLQuantizationType as T

GGUF_VERSION = version("gguf")

GGUF_DEQUANT = {"F32", "F16", "BF16", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0",
                "Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K",
                "IQ2_XXS", "IQ2_XS", "IQ3_XXS", "IQ1_S", "IQ4_NL", "IQ3_S", "IQ2_S",
                "IQ4_XS", "IQ1_M", "TQ1_0", "TQ2_0", "MXFP4"}
GGUF_QUANT = {"F32", "F16", "BF16", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0",
              "TQ1_0", "TQ2_0", "MXFP4"}
DENSE = {"F64": np.float64, "I8": np.int8, "I16": np.int16, "I32": np.int32, "I64": np.int64}

# (block elements, block bytes), ggml's sizes (not gguf's for Q8_1).
GEOMETRY = {
    "F32": (1, 4), "F16": (1, 2), "BF16": (1, 2), "F64": (1, 8),
    "I8": (1, 1), "I16": (1, 2), "I32": (1, 4), "I64": (1, 8),
    "Q4_0": (32, 18), "Q4_1": (32, 20), "Q5_0": (32, 22), "Q5_1": (32, 24),
    "Q8_0": (32, 34), "Q8_1": (32, 36),
    "Q2_K": (256, 84), "Q3_K": (256, 110), "Q4_K": (256, 144),
    "Q5_K": (256, 176), "Q6_K": (256, 210), "Q8_K": (256, 292),
    "IQ2_XXS": (256, 66), "IQ2_XS": (256, 74), "IQ3_XXS": (256, 98), "IQ1_S": (256, 50),
    "IQ4_NL": (32, 18), "IQ3_S": (256, 110), "IQ2_S": (256, 82), "IQ4_XS": (256, 136),
    "IQ1_M": (256, 56), "TQ1_0": (256, 54), "TQ2_0": (256, 66), "MXFP4": (32, 17),
}
CODE = {"F32": 0, "F16": 1, "Q4_0": 2, "Q4_1": 3, "Q5_0": 6, "Q5_1": 7, "Q8_0": 8,
        "Q8_1": 9, "Q2_K": 10, "Q3_K": 11, "Q4_K": 12, "Q5_K": 13, "Q6_K": 14,
        "Q8_K": 15, "I8": 24, "I16": 25, "I32": 26, "I64": 27, "F64": 28, "BF16": 30,
        "IQ2_XXS": 16, "IQ2_XS": 17, "IQ3_XXS": 18, "IQ1_S": 19, "IQ4_NL": 20, "IQ3_S": 21,
        "IQ2_S": 22, "IQ4_XS": 23, "IQ1_M": 29, "TQ1_0": 34, "TQ2_0": 35, "MXFP4": 39}


def source(name: str, op: str) -> str:
    table = GGUF_DEQUANT if op == "dequantize" else GGUF_QUANT
    if name in table:
        return f"gguf.quants {GGUF_VERSION}"
    if name in DENSE:
        return f"numpy {np.__version__} astype"
    return f"numpy {np.__version__} reference of ggml's block"


def _np_roundf(n: np.ndarray) -> np.ndarray:
    # C roundf: half away from zero, computed exactly like gguf's np_roundf.
    a = np.abs(n)
    floored = np.floor(a)
    return np.sign(n) * (floored + np.floor(2 * (a - floored)))


def dequantize(name: str, raw: bytes) -> np.ndarray:
    elems, nbytes = GEOMETRY[name]
    if len(raw) % nbytes:
        raise ValueError(f"{name}: {len(raw)} bytes is not a multiple of {nbytes}")
    data = np.frombuffer(raw, dtype=np.uint8)
    if name in GGUF_DEQUANT:
        out = quants.dequantize(data, T[name])
    elif name in DENSE:
        out = data.view(DENSE[name]).astype(np.float32)
    elif name == "Q8_1":
        blocks = data.reshape(-1, 36)
        d = blocks[:, 0:2].copy().view(np.float16).astype(np.float32)
        q = blocks[:, 4:36].copy().view(np.int8).astype(np.float32)
        out = d * q
    elif name == "Q8_K":
        blocks = data.reshape(-1, 292)
        d = blocks[:, 0:4].copy().view(np.float32)
        q = blocks[:, 4:260].copy().view(np.int8).astype(np.float32)
        out = d * q
    else:
        raise NotImplementedError(name)
    out = np.asarray(out, dtype=np.float32).reshape(-1)
    assert out.size == len(raw) // nbytes * elems
    return out


def quantize(name: str, values: np.ndarray) -> bytes:
    x = np.ascontiguousarray(values, dtype=np.float32).reshape(-1)
    if name in GGUF_QUANT:
        return np.ascontiguousarray(quants.quantize(x, T[name])).tobytes()
    if name == "F64":
        return x.astype(np.float64).tobytes()
    if name == "Q8_1":  # quantize_row_q8_1_ref
        blocks = x.reshape(-1, 32)
        d = np.abs(blocks).max(axis=1, keepdims=True) / np.float32(127)
        with np.errstate(divide="ignore"):
            inv = np.where(d == 0, np.float32(0), np.float32(1) / d).astype(np.float32)
        q = _np_roundf(blocks * inv).astype(np.int8)
        s = q.astype(np.int32).sum(axis=1, keepdims=True).astype(np.float32) * d
        return np.concatenate([d.astype(np.float16).view(np.uint8), s.astype(np.float16).view(np.uint8),
                               q.view(np.uint8)], axis=1).tobytes()
    if name == "Q8_K":  # quantize_row_q8_K_ref
        blocks = x.reshape(-1, 256)
        imax = np.abs(blocks).argmax(axis=1)[:, None]
        mx = np.take_along_axis(blocks, imax, axis=1)
        zero = mx == 0
        with np.errstate(divide="ignore", invalid="ignore"):
            iscale = np.where(zero, np.float32(0), np.float32(-127) / mx).astype(np.float32)
            d = np.where(zero, np.float32(0), np.float32(1) / iscale).astype(np.float32)
        q = np.rint(iscale * blocks).clip(-128, 127).astype(np.int8)
        bsums = q.reshape(-1, 16, 16).astype(np.int32).sum(axis=2).astype(np.int16)
        return np.concatenate([d.view(np.uint8), q.view(np.uint8), bsums.view(np.uint8)], axis=1).tobytes()
    raise NotImplementedError(name)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1]) as f:
        jobs = json.load(f)
    for job in jobs:
        name, op = job["type"], job["op"]
        with open(job["in"], "rb") as f:
            raw = f.read()
        if op == "dequantize":
            out = dequantize(name, raw).astype("<f4").tobytes()
        elif op == "quantize":
            out = quantize(name, np.frombuffer(raw, dtype="<f4"))
        else:
            raise ValueError(f"unknown op {op!r}")
        with open(job["out"], "wb") as f:
            f.write(out)
        print(f"{name} {op}: {source(name, op)}")
    return 0


if __name__ == "__main__":
    # Overflow to ±Inf and NaN payloads are part of what is being tested.
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        sys.exit(main(sys.argv))

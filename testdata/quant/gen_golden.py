#!/usr/bin/env python3
"""Generate the golden vectors of layout/quant.

Generated with gguf==0.19.0 (gguf.quants) and numpy 2.2.6, seed 20240917.
Run from the repository root:

    .venv/bin/python testdata/quant/gen_golden.py

and commit the rewritten testdata/quant/*.bin. The reference for each type is
quant_ref.py's (gguf.quants where gguf implements the type, otherwise the
numpy reference written there from ggml's block definitions); the file
records which.

File format (little-endian), one file per type and direction:

    dequant_<TYPE>.bin   input: random block bytes, output: their values
    quant_<TYPE>.bin     input: float32 values, output: their blocks

    magic    4 bytes  "SKQG"
    version  u32      1
    op       u32      0 = dequantize (bytes are the input), 1 = quantize
    type     u32      ggml type code
    rows     u32
    blocks   u32      blocks per row (>= 3: row-major and feed order differ)
    srclen   u32      then srclen bytes: the reference's name and version
    bytes    rows*blocks*BlockBytes
    values   rows*blocks*BlockElems float32

The random block bytes carry finite f16 (f32 for Q8_K) scales: half of them
realistic (|d| ~ 1e-4..1), half arbitrary finite bit patterns (subnormals up
to 65504). The dense types carry specials (±0, subnormals, ±Inf, quiet and
signalling NaNs, rounding ties) on purpose.
"""

from __future__ import annotations

import os
import struct
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in testdata
sys.path.insert(0, HERE)
import quant_ref  # noqa: E402

SEED = 20240917
PINNED_GGUF = "0.19.0"

# Offsets of the f16 scale fields that random bytes must keep finite.
F16_FIELDS = {
    "Q4_0": [0], "Q4_1": [0, 2], "Q5_0": [0], "Q5_1": [0, 2], "Q8_0": [0], "Q8_1": [0, 2],
    "Q2_K": [80, 82], "Q3_K": [108], "Q4_K": [0, 2], "Q5_K": [0, 2], "Q6_K": [208],
    "IQ2_XXS": [0], "IQ2_XS": [0], "IQ3_XXS": [0], "IQ1_S": [0], "IQ4_NL": [0], "IQ3_S": [0],
    "IQ2_S": [0], "IQ4_XS": [0], "TQ1_0": [52], "TQ2_0": [64],
}

QUANT_TYPES = ["F32", "F16", "BF16", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q8_1", "Q8_K",
               "TQ1_0", "TQ2_0", "MXFP4"]

# The types of the first golden set draw from one stream seeded SEED, in
# this order; every later type draws from its own stream seeded (SEED, its
# ggml code), so adding a type leaves the existing files as they are.
FIRST_SET = ["F32", "F16", "BF16", "F64", "I8", "I16", "I32", "I64", "Q4_0", "Q4_1",
             "Q5_0", "Q5_1", "Q8_0", "Q8_1", "Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K", "Q8_K"]


def finite_f16(rng: np.random.Generator, n: int) -> np.ndarray:
    real = (rng.standard_normal(n) * 10.0 ** rng.uniform(-4, 0, n)).astype(np.float16).view(np.uint16)
    bits = rng.integers(0, 1 << 16, n, dtype=np.uint16)
    exp = (bits >> 10) & 0x1F
    bits = np.where(exp == 0x1F, bits & ~np.uint16(0x7C00) | (rng.integers(0, 31, n, dtype=np.uint16) << 10), bits)
    return np.where(rng.random(n) < 0.5, real, bits).astype(np.uint16)


def finite_f32_scale(rng: np.random.Generator, n: int) -> np.ndarray:
    real = (rng.standard_normal(n) * 10.0 ** rng.uniform(-6, 0, n)).astype(np.float32).view(np.uint32)
    bits = rng.integers(0, 1 << 32, n, dtype=np.uint32)
    bits = (bits & np.uint32(0x807FFFFF)) | (rng.integers(40, 215, n, dtype=np.uint32) << np.uint32(23))
    return np.where(rng.random(n) < 0.5, real, bits).astype(np.uint32)


def random_blocks(name: str, n: int, rng: np.random.Generator) -> np.ndarray:
    _, nbytes = quant_ref.GEOMETRY[name]
    raw = rng.integers(0, 256, size=(n, nbytes), dtype=np.uint8)
    for off in F16_FIELDS.get(name, []):
        raw[:, off:off + 2] = finite_f16(rng, n).view(np.uint8).reshape(n, 2)
    if name == "Q8_K":
        raw[:, 0:4] = finite_f32_scale(rng, n).view(np.uint8).reshape(n, 4)
    return raw


def dense_bytes(name: str, n: int, rng: np.random.Generator) -> bytes:
    """n elements of a dense type, specials first."""
    if name == "F16":
        special = [0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3C00, 0xBC00, 0x7BFF, 0xFBFF,
                   0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7C01, 0x7D55, 0xFFFF, 0x3555, 0x0200]
        vals = np.concatenate([np.array(special, np.uint16), rng.integers(0, 1 << 16, n, dtype=np.uint16)])
    elif name == "BF16":
        special = [0x0000, 0x8000, 0x0001, 0x007F, 0x0080, 0x3F80, 0xBF80, 0x7F7F, 0x7F80, 0xFF80,
                   0x7FC0, 0x7F81, 0xFFC1, 0x4049]
        vals = np.concatenate([np.array(special, np.uint16), rng.integers(0, 1 << 16, n, dtype=np.uint16)])
    elif name == "F32":
        special = [0x00000000, 0x80000000, 0x00000001, 0x007FFFFF, 0x00800000, 0x3F800000, 0x7F7FFFFF,
                   0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC12345]
        vals = np.concatenate([np.array(special, np.uint32), rng.integers(0, 1 << 32, n, dtype=np.uint32)])
    elif name == "F64":
        a = (rng.standard_normal(n // 2) * 10.0 ** rng.uniform(-40, 37, n // 2)).astype(np.float32)
        b = np.nextafter(a, np.float32(np.inf))
        ties = (a.astype(np.float64) + b.astype(np.float64)) / 2  # exact f32 rounding ties
        wide = rng.standard_normal(n - n // 2) * 10.0 ** rng.uniform(-50, 50, n - n // 2)
        special = np.array([0.0, -0.0, 5e-324, 1e-46, 3.4028235677973366e38, 3.4028236e38, 1e39,
                            np.inf, -np.inf, np.nan], np.float64)
        vals = np.concatenate([special, ties, wide])
    else:
        dt = quant_ref.DENSE[name]
        info = np.iinfo(dt)
        edge = np.array([0, 1, -1, info.min, info.max, info.max - 1, 16777217, -16777217,
                         2 ** 31 - 1, 2 ** 53 + 1], dtype=np.int64)
        edge = edge[(edge >= info.min) & (edge <= info.max)].astype(dt)
        vals = np.concatenate([edge, rng.integers(info.min, info.max, n, dtype=dt, endpoint=True)])
    return vals[:n].tobytes()


def random_floats(n_blocks: int, elems: int, rng: np.random.Generator) -> np.ndarray:
    """Blocks of varied shape: gaussian, offset-positive, zero, constant,
    spike, grid values (rounding ties), tiny and huge scales."""
    out = np.empty((n_blocks, elems), np.float32)
    for i in range(n_blocks):
        scale = np.float32(10.0 ** rng.uniform(-6, 4))
        kind = i % 8
        if kind == 0:
            v = rng.standard_normal(elems) * scale
        elif kind == 1:
            v = (rng.random(elems) + 0.5) * scale
        elif kind == 2:
            v = np.zeros(elems)
        elif kind == 3:
            v = np.full(elems, rng.standard_normal() * scale)
        elif kind == 4:
            v = np.zeros(elems)
            v[rng.integers(elems)] = -scale
        elif kind == 5:
            v = rng.integers(-16, 17, elems) * 0.5
        elif kind == 6:
            v = -(rng.random(elems) ** 3) * scale
        else:
            v = rng.standard_normal(elems) * np.float32(10.0 ** rng.uniform(-30, 30))
        out[i] = v
    return out.reshape(-1)


def dense_floats(name: str, n: int, rng: np.random.Generator) -> np.ndarray:
    """Float32 inputs for the dense quantizers: rounding ties and specials."""
    if name == "F16":
        h = rng.integers(0, 0x7C00, n, dtype=np.uint16)
        lo = h.view(np.float16).astype(np.float32)
        hi = (h + 1).view(np.float16).astype(np.float32)
        mid = ((lo.astype(np.float64) + hi.astype(np.float64)) / 2).astype(np.float32)
        cand = np.stack([mid, np.nextafter(mid, np.float32(0)), np.nextafter(mid, np.float32(np.inf))], 1).reshape(-1)
        cand *= np.where(rng.random(cand.size) < 0.5, -1, 1).astype(np.float32)
    else:
        bits = rng.integers(0, 1 << 32, n, dtype=np.uint32)
        bits[::3] = (bits[::3] & np.uint32(0xFFFF0000)) | np.uint32(0x8000)  # bf16 ties
        cand = bits.view(np.float32)
    special = np.array([0, 1, -1, 65504, 65519.996, 65520, 1e5, 6e-8, 2.9802322e-08, 2.9802326e-08,
                        1e-45, 3.4028235e38, np.inf, -np.inf], np.float32)
    nan = np.array([0x7FC00000, 0x7F800001, 0xFFA00000, 0x7FFFFFFF], np.uint32).view(np.float32)
    return np.concatenate([special, nan, cand])[:n].astype(np.float32)


def write(path: str, op: int, name: str, rows: int, blocks: int, raw: bytes, values: np.ndarray, src: str) -> None:
    elems, nbytes = quant_ref.GEOMETRY[name]
    assert len(raw) == rows * blocks * nbytes, (name, len(raw))
    assert values.size == rows * blocks * elems, (name, values.size)
    s = src.encode()
    with open(path, "wb") as f:
        f.write(b"SKQG" + struct.pack("<6I", 1, op, quant_ref.CODE[name], rows, blocks, len(s)) + s)
        f.write(raw)
        f.write(values.astype("<f4").tobytes())


def shape(name: str) -> tuple[int, int]:
    elems, _ = quant_ref.GEOMETRY[name]
    if elems == 1:
        return 4, 64
    if elems == 32:
        return 4, 4
    return 2, 3


def main() -> int:
    if quant_ref.GGUF_VERSION != PINNED_GGUF:
        print(f"gguf {quant_ref.GGUF_VERSION} is installed, the goldens pin {PINNED_GGUF}", file=sys.stderr)
        return 1
    first = np.random.default_rng(SEED)
    total = 0
    for name in quant_ref.GEOMETRY:
        rows, blocks = shape(name)
        n = rows * blocks
        rng = first if name in FIRST_SET else np.random.default_rng([SEED, quant_ref.CODE[name]])
        if quant_ref.GEOMETRY[name][0] == 1:
            raw = dense_bytes(name, n, rng)
        else:
            raw = random_blocks(name, n, rng).tobytes()
        values = quant_ref.dequantize(name, raw)
        path = os.path.join(HERE, f"dequant_{name}.bin")
        write(path, 0, name, rows, blocks, raw, values, quant_ref.source(name, "dequantize"))
        total += os.path.getsize(path)
    for name in QUANT_TYPES:
        rows, blocks = shape(name)
        elems, _ = quant_ref.GEOMETRY[name]
        rng = first if name in FIRST_SET else np.random.default_rng([SEED, 1000 + quant_ref.CODE[name]])
        if elems == 1:
            values = dense_floats(name, rows * blocks, rng)
        else:
            values = random_floats(rows * blocks, elems, rng)
        raw = quant_ref.quantize(name, values)
        path = os.path.join(HERE, f"quant_{name}.bin")
        write(path, 1, name, rows, blocks, raw, values, quant_ref.source(name, "quantize"))
        total += os.path.getsize(path)
    print(f"wrote {total} bytes of golden vectors to {HERE}")
    return 0


if __name__ == "__main__":
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        sys.exit(main())

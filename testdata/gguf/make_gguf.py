#!/usr/bin/env python3
"""Write a GGUF with the `gguf` Python package (GGUFWriter), and reference
decodings of its tensors.

Used by skaic's Go tests: gguf/python_test.go checks skaic reads this file as
gguf-py does; cmd/skaic/inspect_test.go checks `skaic inspect --extract` is
bit-exact with gguf.quants.dequantize.

It writes into OUTDIR:
  py.gguf          metadata of every value type; one tensor of every packed
                   type with 3 blocks per row (random quants, sane f16
                   scales), and dense F32/F16/BF16/F64/I8/I16/I32/I64 tensors;
  ref/NAME.npy     each tensor read back with GGUFReader and decoded to
                   float32 by gguf.quants.dequantize (astype(float32) for the
                   F64 and integer types, which gguf.quants does not decode);
                   absent for Q8_K, which gguf.quants cannot decode;
  manifest.json    {"tensors": [{"name", "type", "ref"}]}.

usage: make_gguf.py OUTDIR
"""
import json
import os
import sys

import numpy as np
from gguf import GGUFReader, GGUFValueType, GGUFWriter, GGMLQuantizationType as Q
from gguf.constants import GGML_QUANT_SIZES
from gguf.quants import dequantize

# Byte offsets of the f16 scale fields in each packed block (ggml-common.h).
F16_FIELDS = {
    Q.Q4_0: [0], Q.Q4_1: [0, 2], Q.Q5_0: [0], Q.Q5_1: [0, 2], Q.Q8_0: [0],
    Q.Q2_K: [80, 82], Q.Q3_K: [108], Q.Q4_K: [0, 2], Q.Q5_K: [0, 2], Q.Q6_K: [208],
    Q.IQ4_NL: [0], Q.IQ4_XS: [0],  # MXFP4's e8m0 byte is finite for every value
    Q.IQ2_XXS: [0], Q.IQ2_XS: [0], Q.IQ2_S: [0], Q.IQ3_XXS: [0], Q.IQ3_S: [0], Q.IQ1_S: [0],
    Q.TQ1_0: [52], Q.TQ2_0: [64],
}
PACKED = [Q.Q4_0, Q.Q4_1, Q.Q5_0, Q.Q5_1, Q.Q8_0, Q.Q2_K, Q.Q3_K, Q.Q4_K, Q.Q5_K, Q.Q6_K, Q.Q8_K,
          Q.IQ4_NL, Q.IQ4_XS, Q.MXFP4,
          Q.IQ2_XXS, Q.IQ2_XS, Q.IQ2_S, Q.IQ3_XXS, Q.IQ3_S, Q.IQ1_S, Q.IQ1_M, Q.TQ1_0, Q.TQ2_0]


def packed_bytes(rng, qtype, rows, blocks_per_row):
    """Random blocks whose scale fields hold small finite halves."""
    _, size = GGML_QUANT_SIZES[qtype]
    b = rng.integers(0, 256, size=(rows, blocks_per_row, size), dtype=np.uint8)
    n = rows * blocks_per_row
    if qtype == Q.Q8_K:  # d is a float32 at 0
        d = (rng.uniform(1e-3, 1e-1, n) * rng.choice([-1, 1], n)).astype("<f4")
        b.reshape(n, size)[:, 0:4] = d.view(np.uint8).reshape(n, 4)
    if qtype == Q.IQ1_M:  # d's four nibbles top the four u16 scale words at 48
        h = (rng.uniform(1e-3, 1e-1, n) * rng.choice([-1, 1], n)).astype("<f2").view(np.uint16)
        for k in range(4):
            hi = b.reshape(n, size)[:, 49 + 2 * k]
            b.reshape(n, size)[:, 49 + 2 * k] = (hi & 0x0F) | (((h >> (4 * k)) & 0xF) << 4).astype(np.uint8)
    for off in F16_FIELDS.get(qtype, []):
        h = (rng.uniform(1e-3, 1e-1, n) * rng.choice([-1, 1], n)).astype("<f2")
        b.reshape(n, size)[:, off:off + 2] = h.view(np.uint8).reshape(n, 2)
    return b.reshape(rows, blocks_per_row * size)


def main(out):
    os.makedirs(os.path.join(out, "ref"), exist_ok=True)
    path = os.path.join(out, "py.gguf")
    rng = np.random.default_rng(20240601)
    w = GGUFWriter(path, "llama")  # adds general.architecture
    w.add_name("py ✓ writer")
    w.add_uint8("t.u8", 200)
    w.add_int8("t.i8", -100)
    w.add_uint16("t.u16", 60000)
    w.add_int16("t.i16", -30000)
    w.add_uint32("llama.block_count", 32)
    w.add_int32("t.i32", -2000000000)
    w.add_float32("t.f32", 0.1)
    w.add_uint64("t.u64", 2**64 - 1)
    w.add_int64("t.i64", -(2**63))
    w.add_float64("t.f64", 1e-300)
    w.add_bool("t.bool", True)
    w.add_string("t.string", "hello\nworld")
    w.add_array("tokenizer.ggml.tokens", ["<s>", "</s>", "▁the", "<0x0A>"])
    w.add_array("t.arr.i32", [1, -2, 3])
    w.add_array("t.arr.f32", [0.5, -1.25])
    w.add_array("t.arr.bool", [True, False])
    w.add_key_value("t.arr.u64", [0, 2**64 - 1], GGUFValueType.ARRAY, sub_type=GGUFValueType.UINT64)
    w.add_key_value("t.arr.u8", [1, 2, 255], GGUFValueType.ARRAY, sub_type=GGUFValueType.UINT8)
    w.add_key_value("t.arr.f64", [3.5, -0.0], GGUFValueType.ARRAY, sub_type=GGUFValueType.FLOAT64)
    w.add_key_value("t.arr.nested", [[1, 2], [3, 4, 5]], GGUFValueType.ARRAY, sub_type=GGUFValueType.ARRAY)
    w.add_array("t.arr.long", list(range(100)))

    refs = []
    for q in PACKED:
        be, _ = GGML_QUANT_SIZES[q]
        name = f"w.{q.name}"
        w.add_tensor(name, packed_bytes(rng, q, 3, 3), raw_dtype=q)
        refs.append(name)
    w.add_tensor("d.F32", rng.standard_normal((3, 5)).astype(np.float32))
    w.add_tensor("d.F16", rng.standard_normal((2, 7)).astype(np.float16))
    bf = (rng.standard_normal((2, 8)).astype(np.float32).view(np.uint32) >> 16).astype("<u2")
    w.add_tensor("d.BF16", bf.view(np.uint8), raw_dtype=Q.BF16)
    w.add_tensor("d.F64", rng.standard_normal((2, 3)))
    w.add_tensor("d.I8", rng.integers(-128, 128, (2, 4), dtype=np.int8))
    w.add_tensor("d.I16", rng.integers(-30000, 30000, (3,), dtype=np.int16))
    w.add_tensor("d.I32", rng.integers(-2**24, 2**24, (2, 2, 2), dtype=np.int32))
    w.add_tensor("d.I64", rng.integers(-2**24, 2**24, (2, 3), dtype=np.int64))
    w.add_tensor("d.F32.4d", rng.standard_normal((2, 1, 3, 4)).astype(np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()

    manifest = []
    for t in GGUFReader(path).tensors:
        q = Q(int(t.tensor_type))
        ref = None
        if q in (Q.F64, Q.I8, Q.I16, Q.I32, Q.I64):
            x = np.asarray(t.data).astype(np.float32)
        elif q == Q.Q8_K:
            x = None
        else:
            x = dequantize(np.asarray(t.data), q)
        if x is not None:
            shape = tuple(int(d) for d in reversed(t.shape.tolist()))
            x = np.ascontiguousarray(x, dtype=np.float32).reshape(shape)
            ref = t.name + ".npy"
            np.save(os.path.join(out, "ref", ref), x)
        manifest.append({"name": t.name, "type": q.name, "ref": ref})
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump({"tensors": manifest}, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])

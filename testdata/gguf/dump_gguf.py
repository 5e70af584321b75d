#!/usr/bin/env python3
"""Dump a GGUF file as JSON, as the `gguf` Python package (GGUFReader) reads it.

Used by skaic's Go tests (gguf/python_test.go) to check that what skaic
writes, gguf-py reads identically. Exact encodings, so Go can compare bit
for bit: strings as hex of their bytes, floats as float.hex(), integers as
JSON integers, arrays (nested too) element by element with their types.
Tensor data is summarized by its SHA-256.

usage: dump_gguf.py FILE.gguf > dump.json
"""
import hashlib
import json
import sys

import numpy as np
from gguf import GGUFReader, GGUFValueType


def value(parts, i, vtype):
    """Decode the value of type vtype starting at parts[i]; return (json, next i)."""
    vtype = GGUFValueType(int(vtype))
    if vtype == GGUFValueType.STRING:
        return {"type": vtype.name, "v": bytes(parts[i + 1]).hex()}, i + 2
    if vtype == GGUFValueType.ARRAY:
        elem = GGUFValueType(int(parts[i][0]))
        n = int(parts[i + 1][0])
        i += 2
        out = []
        for _ in range(n):
            v, i = value(parts, i, elem)
            out.append(v)
        return {"type": "ARRAY", "elem": elem.name, "v": out}, i
    x = parts[i][0]
    if vtype in (GGUFValueType.FLOAT32, GGUFValueType.FLOAT64):
        v = float(x).hex()
    elif vtype == GGUFValueType.BOOL:
        v = bool(x)
    else:
        v = int(x)
    return {"type": vtype.name, "v": v}, i + 1


def main(path):
    r = GGUFReader(path)
    fields = list(r.fields.values())
    # GGUFReader puts three pseudo-fields first: GGUF.version, .tensor_count, .kv_count.
    version = int(fields[0].parts[0][0])
    kvs = []
    for f in fields[3:]:
        v, end = value(f.parts, 3, f.parts[2][0])
        assert end == len(f.parts), (f.name, end, len(f.parts))
        kvs.append({"key": bytes(f.parts[1]).hex(), "value": v})
    tensors = []
    for t in r.tensors:
        tensors.append({
            "name": t.name,
            "type": int(t.tensor_type),
            "dims": [int(d) for d in t.shape],
            "offset": int(t.data_offset),
            "n_bytes": int(t.n_bytes),
            "sha256": hashlib.sha256(np.ascontiguousarray(t.data).tobytes()).hexdigest(),
        })
    json.dump({
        "version": version,
        "alignment": int(r.alignment),
        "data_offset": int(r.data_offset),
        "kvs": kvs,
        "tensors": tensors,
    }, sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])

#!/usr/bin/env python3
"""Write GGUFs with the `gguf` Python package (GGUFWriter) in the layouts a
reader must accept: several alignments, tensor sizes that are not multiples
of the alignment, tensors written one by one (write_tensor_data) or all at
once (write_tensors_to_file), and a file without tensors (a vocabulary-only
GGUF, as llama.cpp ships them).

Used by gguf/accounting_test.go: skaic must read every byte of these files
as either header, zero padding or tensor data.

usage: make_layouts.py OUTDIR   (writes OUTDIR/*.gguf)
"""
import os
import sys

import numpy as np
from gguf import GGUFWriter


def tensors(rng):
    # Odd sizes: 3, 5 and 7 floats leave padding after each tensor.
    return [
        ("a.weight", rng.standard_normal(3).astype(np.float32)),
        ("b.weight", rng.standard_normal((5, 7)).astype(np.float32)),
        ("c.weight", rng.standard_normal(5).astype(np.float16)),
        ("d.weight", rng.integers(-100, 100, 7).astype(np.int8)),
    ]


def main(out):
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(7)
    for align in (1, 8, 32, 64, 4096):
        for one_by_one in (False, True):
            name = f"align{align}{'_stream' if one_by_one else ''}.gguf"
            w = GGUFWriter(os.path.join(out, name), "llama")
            if align != 32:
                w.add_custom_alignment(align)
            w.add_array("tokenizer.ggml.tokens", ["<s>", "a", "bc"])
            ts = tensors(rng)
            if one_by_one:
                for n, a in ts:
                    w.add_tensor_info(n, a.shape, a.dtype, a.nbytes)
                w.write_header_to_file()
                w.write_kv_data_to_file()
                w.write_ti_data_to_file()
                for _, a in ts:
                    w.write_tensor_data(a)
            else:
                for n, a in ts:
                    w.add_tensor(n, a)
                w.write_header_to_file()
                w.write_kv_data_to_file()
                w.write_tensors_to_file()
            w.close()
    w = GGUFWriter(os.path.join(out, "vocab_only.gguf"), "llama")
    w.add_array("tokenizer.ggml.tokens", ["<s>", "a", "bc", "def"])
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


if __name__ == "__main__":
    main(sys.argv[1])

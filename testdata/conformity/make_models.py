#!/usr/bin/env python3
"""Model specs of the conformity corpus, on top of testdata/models/make_llama_gguf.py.

Each dom_<type> spec makes one packed type the dominant weight format: the
token embedding, every projection of every layer and the output head (when
untied) are of that type; norms are F32. Shapes vary between specs (MHA and
GQA, tied and untied output, rope bases, epsilons); legacy and 16-bit types
use rows of 96 (3 blocks of 32), k-quants rows of 768 (3 blocks of 256).
The generator's own specs (mha_untied, gqa4_tied, kquants_mixed) and
make_gemma3_gguf.py's gemma3 specs are available under their names too.

usage: make_models.py --list
       make_models.py SPEC OUT.gguf
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "models"))

import make_gemma3_gguf  # noqa: E402
import make_llama_gguf as gen  # noqa: E402
from gguf import GGMLQuantizationType as T  # noqa: E402


def small(qtype, heads, kv_heads, tied, base=10000.0, eps=1e-5, layers=2):
    """Rows of 96 (3 blocks of 32): legacy types and the 16-bit floats."""
    return dict(
        vocab=48, dim=96, layers=layers, heads=heads, kv_heads=kv_heads, ffn=160, ctx=64,
        eps=eps, base=base, rope_dim=None, tied=tied,
        embd=qtype, out=None if tied else qtype, norm=T.F32,
        types=[dict(q=qtype, k=qtype, v=qtype, o=qtype, gate=qtype, up=qtype, down=qtype)] * layers)


def kquant(qtype, heads, kv_heads, tied, base=10000.0, eps=1e-5):
    """Rows of 768 (3 blocks of 256): the k-quants, one layer."""
    return dict(
        vocab=40, dim=768, layers=1, heads=heads, kv_heads=kv_heads, ffn=768, ctx=64,
        eps=eps, base=base, rope_dim=None, tied=tied,
        embd=qtype, out=None if tied else qtype, norm=T.F32,
        types=[dict(q=qtype, k=qtype, v=qtype, o=qtype, gate=qtype, up=qtype, down=qtype)])


SPECS = {
    "dom_q4_0": small(T.Q4_0, heads=4, kv_heads=2, tied=False),
    "dom_q4_1": small(T.Q4_1, heads=4, kv_heads=4, tied=True, base=500000.0),
    "dom_q5_0": small(T.Q5_0, heads=6, kv_heads=2, tied=False, eps=1e-6),
    "dom_q5_1": small(T.Q5_1, heads=4, kv_heads=1, tied=True),
    "dom_q8_0": small(T.Q8_0, heads=4, kv_heads=4, tied=False),
    "dom_f16": small(T.F16, heads=4, kv_heads=2, tied=True),
    "dom_bf16": small(T.BF16, heads=6, kv_heads=3, tied=False),
    "dom_q2_k": kquant(T.Q2_K, heads=12, kv_heads=4, tied=False),
    "dom_q3_k": kquant(T.Q3_K, heads=12, kv_heads=12, tied=True),
    "dom_q4_k": kquant(T.Q4_K, heads=12, kv_heads=3, tied=False, base=500000.0),
    "dom_q5_k": kquant(T.Q5_K, heads=12, kv_heads=6, tied=True, eps=1e-6),
    "dom_q6_k": kquant(T.Q6_K, heads=12, kv_heads=4, tied=False),
}


def make(name, out):
    if name in make_gemma3_gguf.SPECS:
        make_gemma3_gguf.make(name, out)
        return
    gen.SPECS.update(SPECS)
    gen.make(name, out)


def main():
    if sys.argv[1:] == ["--list"]:
        print("\n".join(list(gen.SPECS) + list(SPECS) + list(make_gemma3_gguf.SPECS)))
        return
    if len(sys.argv) != 3 or (sys.argv[1] not in SPECS and sys.argv[1] not in gen.SPECS and sys.argv[1] not in make_gemma3_gguf.SPECS):
        sys.exit(__doc__.split("usage: ")[1])
    make(sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()

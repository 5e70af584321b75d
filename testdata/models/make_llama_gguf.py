#!/usr/bin/env python3
"""Generate small llama-family test GGUFs with the `gguf` package's writer.

Each spec fixes the architecture (llama unless `arch` says qwen2, qwen3 or
phi3), the shapes, the GQA ratio, an explicit head dimension (`head_dim`,
written as ARCH.attention.key_length), tied or untied output, the rope
base and dims (and its scaling: linear, or Llama 3.1's frequency factors),
the RMSNorm epsilon and an encoding per tensor. The families' own tensors
are written as llama.cpp names them: qwen2's q/k/v biases (`qkv_bias`),
qwen3's per-head q/k norms (`qk_norm`), phi3's fused attn_qkv (`fused_qkv`)
and fused gate/up in ffn_up (gate rows first), and its sliding window
(`window`). Weights are
pseudo-random from a fixed seed: legacy types (Q4_0, Q4_1, Q5_0, Q5_1,
Q8_0, BF16, F16, F32) are quantized with gguf.quants.quantize; k-quants
(which gguf cannot quantize) are random blocks whose scale fields are set
to small f16 values, which makes them valid blocks whose dequantized values
are of the right size. Every packed weight has at least 3 blocks per row.

usage: make_llama_gguf.py --list
       make_llama_gguf.py SPEC OUT.gguf
"""

import sys
import zlib

import numpy as np
import gguf
from gguf import GGMLQuantizationType as T

SPECS = {
    # Multi-head attention, untied output, 3 layers, legacy and dense types.
    "mha_untied": dict(
        vocab=64, dim=96, layers=3, heads=4, kv_heads=4, ffn=160, ctx=128,
        eps=1e-5, base=10000.0, rope_dim=None, tied=False,
        embd=T.Q8_0, out=T.F16, norm=T.F32,
        types=[
            dict(q=T.Q8_0, k=T.Q4_1, v=T.Q5_0, o=T.F16, gate=T.Q5_1, up=T.BF16, down=T.Q8_0),
            dict(q=T.F32, k=T.Q8_0, v=T.Q4_0, o=T.Q5_1, gate=T.Q4_1, up=T.Q8_0, down=T.Q5_0),
            dict(q=T.Q4_0, k=T.F16, v=T.Q8_0, o=T.Q8_0, gate=T.F16, up=T.Q5_0, down=T.Q4_1),
        ]),
    # GQA 4:1, tied output (no output.weight), rope base 500000, eps 1e-6.
    "gqa4_tied": dict(
        vocab=80, dim=128, layers=2, heads=8, kv_heads=2, ffn=224, ctx=128,
        eps=1e-6, base=500000.0, rope_dim=None, tied=True,
        embd=T.Q4_0, out=None, norm=T.F32,
        types=[
            dict(q=T.Q4_0, k=T.Q5_1, v=T.Q8_0, o=T.Q4_1, gate=T.Q5_0, up=T.Q8_0, down=T.Q4_0),
            dict(q=T.Q8_0, k=T.Q4_0, v=T.Q5_0, o=T.Q8_0, gate=T.Q4_1, up=T.Q5_1, down=T.Q8_0),
        ]),
    # Llama 3.1-style RoPE: per-pair frequency factors (rope_freqs.weight,
    # computed as convert_hf_to_gguf does for rope_type llama3, with an
    # original context of 256 so the factors vary over the pairs: 1, 1,
    # a blend, then 8), GQA 4:1,
    # untied output, rope base 500000.
    "llama31_rope": dict(
        vocab=80, dim=128, layers=2, heads=8, kv_heads=2, ffn=224, ctx=128,
        eps=1e-5, base=500000.0, rope_dim=None, tied=False,
        embd=T.Q8_0, out=T.Q8_0, norm=T.F32,
        rope_freqs=dict(factor=8.0, low=1.0, high=4.0, original_ctx=256),
        types=[
            dict(q=T.Q8_0, k=T.Q8_0, v=T.Q4_0, o=T.Q8_0, gate=T.Q4_0, up=T.Q8_0, down=T.Q5_0),
            dict(q=T.F16, k=T.Q4_1, v=T.Q8_0, o=T.Q4_0, gate=T.Q8_0, up=T.Q5_1, down=T.Q8_0),
        ]),
    # Linear RoPE scaling (rope.scaling.type linear, factor 4: every angle
    # times 1/4), MHA, tied output, partial rope (8 of 16 dims).
    "rope_linear": dict(
        vocab=64, dim=96, layers=2, heads=6, kv_heads=6, ffn=160, ctx=128,
        eps=1e-5, base=10000.0, rope_dim=8, tied=True,
        embd=T.Q8_0, out=None, norm=T.F32, rope_linear=4.0,
        types=[
            dict(q=T.Q8_0, k=T.Q5_0, v=T.Q8_0, o=T.Q4_0, gate=T.Q8_0, up=T.Q4_1, down=T.Q8_0),
            dict(q=T.Q4_0, k=T.Q8_0, v=T.F16, o=T.Q8_0, gate=T.Q5_1, up=T.Q8_0, down=T.Q4_0),
        ]),
    # Mixed k-quants, GQA 3:1, partial rope (32 of 64 dims), F16 norms.
    "kquants_mixed": dict(
        vocab=72, dim=768, layers=2, heads=12, kv_heads=4, ffn=768, ctx=64,
        eps=1e-5, base=10000.0, rope_dim=32, tied=False,
        embd=T.Q6_K, out=T.Q5_K, norm=T.F16,
        types=[
            dict(q=T.Q4_K, k=T.Q2_K, v=T.Q3_K, o=T.Q5_K, gate=T.Q6_K, up=T.Q8_0, down=T.Q4_K),
            dict(q=T.Q6_K, k=T.Q5_K, v=T.Q4_K, o=T.Q3_K, gate=T.Q2_K, up=T.Q4_K, down=T.Q6_K),
        ]),
    # Qwen2: q/k/v biases, GQA 3:1, tied output, rope base 1e6, eps 1e-6,
    # mixed legacy types and F16.
    "qwen2_gqa3_tied": dict(
        arch="qwen2", qkv_bias=True,
        vocab=72, dim=96, layers=2, heads=6, kv_heads=2, ffn=128, ctx=128,
        eps=1e-6, base=1000000.0, rope_dim=None, tied=True,
        embd=T.Q8_0, out=None, norm=T.F32,
        types=[
            dict(q=T.Q8_0, k=T.Q5_1, v=T.Q4_0, o=T.F16, gate=T.Q8_0, up=T.Q4_1, down=T.Q5_0),
            dict(q=T.Q4_1, k=T.Q8_0, v=T.F16, o=T.Q8_0, gate=T.Q5_0, up=T.Q8_0, down=T.Q4_0),
        ]),
    # Qwen2 with k-quants (rows of 768: 3 blocks of 256), GQA 6:1, untied
    # output, one layer.
    "qwen2_kquants": dict(
        arch="qwen2", qkv_bias=True,
        vocab=80, dim=768, layers=1, heads=12, kv_heads=2, ffn=768, ctx=64,
        eps=1e-6, base=1000000.0, rope_dim=None, tied=False,
        embd=T.Q4_K, out=T.Q6_K, norm=T.F32,
        types=[
            dict(q=T.Q4_K, k=T.Q5_K, v=T.Q6_K, o=T.Q3_K, gate=T.Q2_K, up=T.Q4_K, down=T.Q5_K),
        ]),
    # Qwen3: per-head q/k RMSNorm, head_dim 48 with dim 128 and 4 heads
    # (q rows 192 != dim), GQA 2:1, untied output, F16 q/k norms.
    "qwen3_hd48": dict(
        arch="qwen3", qk_norm=True, head_dim=48,
        vocab=64, dim=128, layers=2, heads=4, kv_heads=2, ffn=160, ctx=96,
        eps=1e-6, base=1000000.0, rope_dim=None, tied=False,
        embd=T.Q8_0, out=T.Q5_0, norm=T.F32, head_norm=T.F16,
        types=[
            dict(q=T.Q8_0, k=T.Q4_0, v=T.Q8_0, o=T.Q5_1, gate=T.Q4_1, up=T.Q8_0, down=T.F16),
            dict(q=T.F16, k=T.Q8_0, v=T.Q5_0, o=T.Q8_0, gate=T.Q8_0, up=T.Q4_0, down=T.Q8_0),
        ]),
    # Phi-3: fused attn_qkv and gate/up, MHA with 4 heads of 32, partial
    # rope (24 of 32), untied output, a sliding window wider than the
    # context (no effect).
    "phi3_fused": dict(
        arch="phi3", fused_qkv=True, window=2047,
        vocab=100, dim=128, layers=2, heads=4, kv_heads=4, ffn=96, ctx=128,
        eps=1e-5, base=10000.0, rope_dim=24, tied=False,
        embd=T.Q8_0, out=T.Q8_0, norm=T.F32,
        types=[
            dict(qkv=T.Q8_0, o=T.Q4_1, gateup=T.Q5_0, down=T.Q8_0),
            dict(qkv=T.Q4_0, o=T.F16, gateup=T.Q8_0, down=T.Q5_1),
        ]),
    # Phi-3 with separate q/k/v (as llama.cpp also reads it), GQA 3:1, tied
    # output, and a sliding window of 40 positions in a context of 64.
    "phi3_window": dict(
        arch="phi3", fused_qkv=False, window=40,
        vocab=80, dim=96, layers=2, heads=6, kv_heads=2, ffn=128, ctx=64,
        eps=1e-5, base=10000.0, rope_dim=None, tied=True,
        embd=T.Q5_1, out=None, norm=T.F32,
        types=[
            dict(q=T.Q8_0, k=T.Q8_0, v=T.Q4_0, o=T.Q8_0, gateup=T.Q4_1, down=T.Q8_0),
            dict(q=T.Q5_0, k=T.F16, v=T.Q8_0, o=T.Q4_0, gateup=T.Q8_0, down=T.Q5_0),
        ]),
}



def for_llamacpp(name, vocab=288):
    """A spec for llama.cpp's side by side: SPEC's shapes and hyperparameters
    with every weight F32 (so llama.cpp's 8-bit activations for packed
    types cannot flip a near tie of the random weights) and a SentencePiece
    vocabulary (the three specials, the 256 byte tokens, plain pieces, and
    Phi-3's end tokens last) that llama.cpp needs to load a file."""
    s = dict(SPECS[name], vocab=vocab, embd=T.F32, norm=T.F32, head_norm=T.F32, tokenizer=True, seed=name)
    s["out"] = None if s["tied"] else T.F32
    s["types"] = [{k: T.F32 for k in ty} for ty in s["types"]]
    return s


# The families' specs as llama.cpp reads them (cmd/skaic's side-by-side
# test): llamacpp_<spec>.
SPECS.update({"llamacpp_" + n: for_llamacpp(n) for n in ("qwen2_gqa3_tied", "qwen3_hd48", "phi3_fused", "phi3_window")})

# k-quant block layouts: block bytes, [(offset of an f16 scale, its size)].
KQUANT = {
    T.Q2_K: (84, [(80, 2e-3), (82, 1e-3)]),
    T.Q3_K: (110, [(108, 8e-4)]),
    T.Q4_K: (144, [(0, 1e-4), (2, 1e-4)]),
    T.Q5_K: (176, [(0, 5e-5), (2, 5e-5)]),
    T.Q6_K: (210, [(208, 2.5e-5)]),
}


def encode(rng, qtype, rows, cols):
    """Return (array for GGUFWriter.add_tensor, raw_dtype) of a [rows, cols]
    weight of type qtype."""
    if qtype in KQUANT:
        bb, scales = KQUANT[qtype]
        nb = cols // 256
        assert cols % 256 == 0
        blocks = rng.integers(0, 256, size=(rows * nb, bb), dtype=np.uint8)
        for off, s in scales:
            d = (s * rng.uniform(0.5, 1.5, size=rows * nb)).astype(np.float16)
            blocks[:, off:off + 2] = d.view(np.uint8).reshape(-1, 2)
        return blocks.reshape(rows, nb * bb), qtype
    x = rng.normal(0.0, 1.0 / np.sqrt(cols), size=(rows, cols)).astype(np.float32)
    if qtype == T.F32:
        return x, None
    if qtype == T.F16:
        return x.astype(np.float16), None
    return gguf.quants.quantize(x, qtype), qtype


def llama3_rope_factors(base, rope_dim, factor, low, high, original_ctx):
    """Llama 3.1's RoPE frequency factors (one per rotated pair): 1 for
    wavelengths below original_ctx/high, factor above original_ctx/low, a
    smooth blend between."""
    freqs = 1.0 / (base ** (np.arange(0, rope_dim, 2, dtype=np.float64) / rope_dim))
    out = []
    for f in freqs:
        wavelen = 2 * np.pi / f
        if wavelen < original_ctx / high:
            out.append(1.0)
        elif wavelen > original_ctx / low:
            out.append(factor)
        else:
            smooth = (original_ctx / wavelen - low) / (high - low)
            out.append(1.0 / ((1 - smooth) / factor + smooth))
    return np.array(out, dtype=np.float32)


def check_blocks(name, qtype, cols):
    bs, _ = gguf.GGML_QUANT_SIZES[qtype]
    if bs > 1 and cols // bs < 3:
        sys.exit(f"make_llama_gguf: {name}: {cols // bs} blocks per row of {qtype.name}; fixtures need >= 3")


def make(name, out):
    s = SPECS[name]
    rng = np.random.default_rng(zlib.crc32(s.get("seed", name).encode()))
    w = gguf.GGUFWriter(out, s.get("arch", "llama"))
    w.add_name(f"skaic test {name}")
    w.add_context_length(s["ctx"])
    w.add_embedding_length(s["dim"])
    w.add_block_count(s["layers"])
    w.add_feed_forward_length(s["ffn"])
    w.add_head_count(s["heads"])
    w.add_head_count_kv(s["kv_heads"])
    w.add_layer_norm_rms_eps(s["eps"])
    w.add_rope_freq_base(s["base"])
    if s["rope_dim"] is not None:
        w.add_rope_dimension_count(s["rope_dim"])
    if s.get("rope_linear"):
        w.add_rope_scaling_type(gguf.RopeScalingType.LINEAR)
        w.add_rope_scaling_factor(s["rope_linear"])

    if s.get("head_dim"):
        w.add_key_length(s["head_dim"])
        w.add_value_length(s["head_dim"])
    if s.get("window"):
        w.add_sliding_window(s["window"])
    if s.get("tokenizer"):
        V = s["vocab"]
        w.add_tokenizer_model("llama")
        w.add_token_list(["<unk>", "<s>", "</s>"] + [f"<0x{b:02X}>" for b in range(256)]
                         + [f"\u2581t{i}" for i in range(259, V - 2)] + ["<|end|>", "<|endoftext|>"])
        w.add_token_scores([0.0] * 259 + [-float(i) for i in range(259, V)])
        w.add_token_types([2, 3, 3] + [6] * 256 + [1] * (V - 261) + [3, 3])
        w.add_unk_token_id(0)
        w.add_bos_token_id(1)
        w.add_eos_token_id(2)

    dim, hd = s["dim"], s.get("head_dim") or s["dim"] // s["heads"]
    if s.get("rope_freqs"):
        rf = s["rope_freqs"]
        w.add_tensor("rope_freqs.weight", llama3_rope_factors(
            s["base"], s["rope_dim"] or hd, rf["factor"], rf["low"], rf["high"], rf["original_ctx"]))
    qdim, kvdim = s["heads"] * hd, s["kv_heads"] * hd

    def add(tname, qtype, rows, cols):
        check_blocks(tname, qtype, cols)
        arr, raw = encode(rng, qtype, rows, cols)
        w.add_tensor(tname, arr, raw_dtype=raw)

    def add_norm(tname, n=dim, qtype=s["norm"]):
        x = (1.0 + 0.1 * rng.normal(size=n)).astype(np.float32)
        if qtype == T.F16:
            x = x.astype(np.float16)
        w.add_tensor(tname, x)

    def add_bias(tname, n):
        w.add_tensor(tname, (0.2 * rng.normal(size=n)).astype(np.float32))

    add("token_embd.weight", s["embd"], s["vocab"], dim)
    for l, ty in enumerate(s["types"]):
        p = f"blk.{l}."
        add_norm(p + "attn_norm.weight")
        if s.get("fused_qkv"):
            add(p + "attn_qkv.weight", ty["qkv"], qdim + 2 * kvdim, dim)
        else:
            add(p + "attn_q.weight", ty["q"], qdim, dim)
            add(p + "attn_k.weight", ty["k"], kvdim, dim)
            add(p + "attn_v.weight", ty["v"], kvdim, dim)
        if s.get("qkv_bias"):
            add_bias(p + "attn_q.bias", qdim)
            add_bias(p + "attn_k.bias", kvdim)
            add_bias(p + "attn_v.bias", kvdim)
        if s.get("qk_norm"):
            add_norm(p + "attn_q_norm.weight", hd, s.get("head_norm", s["norm"]))
            add_norm(p + "attn_k_norm.weight", hd, s.get("head_norm", s["norm"]))
        add(p + "attn_output.weight", ty["o"], dim, qdim)
        add_norm(p + "ffn_norm.weight")
        if "gateup" in ty:
            add(p + "ffn_up.weight", ty["gateup"], 2 * s["ffn"], dim)
        else:
            add(p + "ffn_gate.weight", ty["gate"], s["ffn"], dim)
            add(p + "ffn_up.weight", ty["up"], s["ffn"], dim)
        add(p + "ffn_down.weight", ty["down"], dim, s["ffn"])
    add_norm("output_norm.weight")
    if not s["tied"]:
        add("output.weight", s["out"], s["vocab"], dim)

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def main():
    if sys.argv[1:] == ["--list"]:
        print("\n".join(SPECS))
        return
    if len(sys.argv) != 3 or sys.argv[1] not in SPECS:
        sys.exit(__doc__.split("usage: ")[1] + "\nspecs: " + ", ".join(SPECS))
    make(sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()

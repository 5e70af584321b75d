#!/usr/bin/env python3
"""Generate small gemma3 test GGUFs with the `gguf` package's writer.

Each spec fixes the shapes (a head dimension, key_length, that is not
embedding_length / head_count, as in Gemma 3), the GQA ratio, tied or
untied output, the sliding window and its layer pattern, the global and
local RoPE bases, linear RoPE scaling (global layers only), the final
logit softcapping and an encoding per tensor. Norm weights are stored as
the converter stores Gemma's (with its +1 already added). Weights are
pseudo-random from a fixed seed, encoded as make_llama_gguf.py does; every
packed weight has at least 3 blocks per row.

usage: make_gemma3_gguf.py --list
       make_gemma3_gguf.py SPEC OUT.gguf
"""

import sys
import zlib

import numpy as np
import gguf
from gguf import GGMLQuantizationType as T

from make_llama_gguf import check_blocks, encode

SPECS = {
    # 3 layers, pattern 3 (layers 0, 1 local, layer 2 global), window 4,
    # GQA 3:1, head_dim 64 with dim 96, tied output, logit softcapping.
    "gemma3_swa": dict(
        vocab=72, dim=96, layers=3, heads=3, kv_heads=1, head_dim=64, ffn=160, ctx=64,
        eps=1e-6, base=1000000.0, base_swa=10000.0, window=4, pattern=3, softcap=30.0,
        rope_linear=None, tied=True, embd=T.Q8_0, out=None,
        types=[
            dict(q=T.Q8_0, k=T.Q5_0, v=T.Q8_0, o=T.Q4_0, gate=T.Q5_0, up=T.Q8_0, down=T.Q4_1),
            dict(q=T.Q4_0, k=T.Q8_0, v=T.F16, o=T.Q8_0, gate=T.Q8_0, up=T.Q5_1, down=T.Q8_0),
            dict(q=T.Q5_1, k=T.Q4_0, v=T.Q8_0, o=T.Q5_0, gate=T.Q4_1, up=T.Q8_0, down=T.Q5_0),
        ]),
    # 7 layers with the default pattern (6: layer 5 global, the others
    # local), window 3, no local base key (10000), linear RoPE scaling 2
    # on the global layers, MHA (3 heads of 32 with dim 96), untied output.
    "gemma3_default_pattern": dict(
        vocab=64, dim=96, layers=7, heads=3, kv_heads=3, head_dim=32, ffn=128, ctx=64,
        eps=1e-6, base=1000000.0, base_swa=None, window=3, pattern=None, softcap=None,
        rope_linear=2.0, tied=False, embd=T.Q8_0, out=T.Q8_0,
        types=[dict(q=T.Q8_0, k=T.Q8_0, v=T.Q4_0, o=T.Q4_0, gate=T.Q8_0, up=T.Q5_0, down=T.Q8_0)] * 7),
}


def for_llamacpp(name, vocab=288):
    """A spec for llama.cpp's side by side: SPEC's shapes and
    hyperparameters with every weight F32 (so llama.cpp's 8-bit activations
    for packed types cannot flip a near tie of the random weights) and a
    SentencePiece vocabulary (the three specials, the 256 byte tokens,
    plain pieces, <end_of_turn> last) that llama.cpp needs to load a file."""
    s = dict(SPECS[name], vocab=vocab, embd=T.F32, tokenizer=True)
    s["out"] = None if s["tied"] else T.F32
    s["types"] = [{k: T.F32 for k in ty} for ty in s["types"]]
    return s


# The gemma3 specs as llama.cpp reads them (cmd/skaic's side-by-side
# test): llamacpp_<spec>.
SPECS.update({"llamacpp_" + n: for_llamacpp(n) for n in ("gemma3_default_pattern",)})


def add_vocab(w, V):
    """A SentencePiece vocabulary of V tokens: <pad>, <eos>, <bos>, the 256
    byte tokens, plain pieces and <end_of_turn>, with Gemma's special ids."""
    w.add_tokenizer_model("llama")
    w.add_token_list(["<pad>", "<eos>", "<bos>"] + [f"<0x{b:02X}>" for b in range(256)]
                     + [f"\u2581g{i}" for i in range(259, V - 1)] + ["<end_of_turn>"])
    w.add_token_scores([0.0] * 259 + [-float(i) for i in range(259, V)])
    w.add_token_types([3, 3, 3] + [6] * 256 + [1] * (V - 260) + [3])
    w.add_pad_token_id(0)
    w.add_eos_token_id(1)
    w.add_bos_token_id(2)


def make(name, out):
    s = SPECS[name]
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    w = gguf.GGUFWriter(out, "gemma3")
    w.add_name(f"skaic test {name}")
    w.add_context_length(s["ctx"])
    w.add_embedding_length(s["dim"])
    w.add_block_count(s["layers"])
    w.add_feed_forward_length(s["ffn"])
    w.add_head_count(s["heads"])
    w.add_head_count_kv(s["kv_heads"])
    w.add_key_length(s["head_dim"])
    w.add_value_length(s["head_dim"])
    w.add_layer_norm_rms_eps(s["eps"])
    w.add_rope_freq_base(s["base"])
    w.add_sliding_window(s["window"])
    if s["pattern"] is not None:
        w.add_uint32("gemma3.attention.sliding_window_pattern", s["pattern"])
    if s["base_swa"] is not None:
        w.add_float32("gemma3.rope.freq_base_swa", s["base_swa"])
    if s["softcap"] is not None:
        w.add_final_logit_softcapping(s["softcap"])
    if s["rope_linear"]:
        w.add_rope_scaling_type(gguf.RopeScalingType.LINEAR)
        w.add_rope_scaling_factor(s["rope_linear"])
    if s.get("tokenizer"):
        add_vocab(w, s["vocab"])

    dim, hd = s["dim"], s["head_dim"]
    qdim, kvdim = s["heads"] * hd, s["kv_heads"] * hd

    def add(tname, qtype, rows, cols):
        check_blocks(tname, qtype, cols)
        arr, raw = encode(rng, qtype, rows, cols)
        w.add_tensor(tname, arr, raw_dtype=raw)

    def add_norm(tname, n):
        # Gemma's norm weights are offsets from 1 that the converter has
        # already added 1 to; spread them so a wrong norm shows.
        w.add_tensor(tname, (1.0 + 0.3 * rng.normal(size=n)).astype(np.float32))

    add("token_embd.weight", s["embd"], s["vocab"], dim)
    for l, ty in enumerate(s["types"]):
        p = f"blk.{l}."
        add_norm(p + "attn_norm.weight", dim)
        add(p + "attn_q.weight", ty["q"], qdim, dim)
        add(p + "attn_k.weight", ty["k"], kvdim, dim)
        add(p + "attn_v.weight", ty["v"], kvdim, dim)
        add_norm(p + "attn_q_norm.weight", hd)
        add_norm(p + "attn_k_norm.weight", hd)
        add(p + "attn_output.weight", ty["o"], dim, qdim)
        add_norm(p + "post_attention_norm.weight", dim)
        add_norm(p + "ffn_norm.weight", dim)
        add(p + "ffn_gate.weight", ty["gate"], s["ffn"], dim)
        add(p + "ffn_up.weight", ty["up"], s["ffn"], dim)
        add(p + "ffn_down.weight", ty["down"], dim, s["ffn"])
        add_norm(p + "post_ffw_norm.weight", dim)
    add_norm("output_norm.weight", dim)
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

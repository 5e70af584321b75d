#!/usr/bin/env python3
"""Independent numpy reference of the llama-family forward pass.

Reads a GGUF file with the `gguf` package (GGUFReader; every weight
dequantized with gguf.quants.dequantize), runs the prompt in float64 and
writes the logits of every position as a float32 .npy of shape
(n_tokens, n_vocab).

It shares no code with skaic: hyperparameters, tensor names and the math
(pre-norm RMSNorm, adjacent-pair RoPE on the file's already-permuted Q/K
rows, with linear scaling and rope_freqs.weight factors, grouped-query causal attention with scale 1/sqrt(head_dim), SwiGLU
FFN, tied output when output.weight is absent) follow llama.cpp's llama
graph, and its qwen2, qwen3 and phi3 graphs for those architectures: RoPE
on NeoX halves (i, i + rope_dim/2); qwen2's biases added to the q, k, v
projections; qwen3's RMSNorm of every q and k head over head_dim before
RoPE; phi3's fused attn_qkv (rows q, k, v) and ffn_up holding the gate
rows then the up rows. A phi3 sliding window is only accepted for prompts
it covers whole (where it changes nothing).

A gemma3 file runs gemma3_ref.py's forward pass instead.

usage: llama_ref.py MODEL.gguf --tokens 1,2,3 --out logits.npy
"""

import argparse
import sys

import numpy as np
from gguf import GGUFReader
from gguf.quants import dequantize

import gemma3_ref


def field(reader, key, default=None):
    f = reader.fields.get(key)
    if f is None:
        if default is None:
            sys.exit(f"llama_ref: metadata key {key} missing")
        return default
    v = f.contents()
    return v


# Architectures whose RoPE rotates NeoX halves (llama.cpp's
# LLAMA_ROPE_TYPE_NEOX for them); llama rotates adjacent pairs.
NEOX = {"qwen2", "qwen3", "phi3"}
ARCHS = {"llama", "gemma3"} | NEOX  # gemma3: gemma3_ref.py


def load(path):
    r = GGUFReader(path)
    arch = field(r, "general.architecture")
    if arch not in ARCHS:
        sys.exit(f"llama_ref: architecture {arch} not implemented")
    hp = {
        "arch": arch,
        "window": int(field(r, f"{arch}.attention.sliding_window", 0)),
        "dim": int(field(r, f"{arch}.embedding_length")),
        "layers": int(field(r, f"{arch}.block_count")),
        "heads": int(field(r, f"{arch}.attention.head_count")),
        "ffn": int(field(r, f"{arch}.feed_forward_length")),
        "eps": float(field(r, f"{arch}.attention.layer_norm_rms_epsilon")),
        "base": float(field(r, f"{arch}.rope.freq_base", 10000.0)),
    }
    hp["kv_heads"] = int(field(r, f"{arch}.attention.head_count_kv", hp["heads"]))
    hp["head_dim"] = int(field(r, f"{arch}.attention.key_length", hp["dim"] // hp["heads"]))
    hp["rope_dim"] = int(field(r, f"{arch}.rope.dimension_count", hp["head_dim"]))
    # Linear RoPE scaling as llama.cpp reads it: type linear unless said
    # otherwise, angle times 1/factor; type none never scales.
    stype = str(field(r, f"{arch}.rope.scaling.type", "linear"))
    factor = float(field(r, f"{arch}.rope.scaling.factor", 0.0))
    if factor == 0.0:
        factor = float(field(r, f"{arch}.rope.scale_linear", 0.0))
    if stype not in ("none", "linear"):
        sys.exit(f"llama_ref: rope scaling {stype} not implemented")
    hp["freq_scale"] = 1.0 if stype == "none" or factor == 0.0 else 1.0 / factor
    if arch == "gemma3":
        gemma3_ref.extra(field, r, hp)
    w = {}
    for t in r.tensors:
        shape = tuple(int(d) for d in reversed(t.shape.tolist()))  # numpy order
        w[t.name] = np.asarray(dequantize(t.data, t.tensor_type), dtype=np.float64).reshape(shape)
    return hp, w


def rms_norm(x, weight, eps):
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + eps) * weight


def rope_adjacent(x, positions, base, rope_dim, freq_scale=1.0, factors=None):
    """Rotate pairs (2i, 2i+1) of the first rope_dim dims of every head by
    freq_scale * position * base^(-2i/rope_dim) / factors[i] (llama.cpp's
    linear scaling and Llama 3.1's rope_freqs.weight). x: [S, H, D]."""
    out = x.copy()
    i = np.arange(rope_dim // 2, dtype=np.float64)
    inv = base ** (-2.0 * i / rope_dim)
    if factors is not None:
        inv = inv / factors
    ang = freq_scale * positions[:, None].astype(np.float64) * inv[None, :]  # [S, rope_dim/2]
    cos, sin = np.cos(ang)[:, None, :], np.sin(ang)[:, None, :]
    x0, x1 = x[..., 0:rope_dim:2], x[..., 1:rope_dim:2]
    out[..., 0:rope_dim:2] = x0 * cos - x1 * sin
    out[..., 1:rope_dim:2] = x0 * sin + x1 * cos
    return out


def rope_neox(x, positions, base, rope_dim, freq_scale=1.0, factors=None):
    """Rotate pairs (i, i + rope_dim/2) of the first rope_dim dims of every
    head by the same angles as rope_adjacent. x: [S, H, D]."""
    out = x.copy()
    half = rope_dim // 2
    i = np.arange(half, dtype=np.float64)
    inv = base ** (-2.0 * i / rope_dim)
    if factors is not None:
        inv = inv / factors
    ang = freq_scale * positions[:, None].astype(np.float64) * inv[None, :]
    cos, sin = np.cos(ang)[:, None, :], np.sin(ang)[:, None, :]
    x0, x1 = x[..., 0:half], x[..., half:rope_dim]
    out[..., 0:half] = x0 * cos - x1 * sin
    out[..., half:rope_dim] = x0 * sin + x1 * cos
    return out


def forward(hp, w, tokens):
    if hp["arch"] == "gemma3":
        return gemma3_ref.forward(hp, w, tokens)
    S = len(tokens)
    if hp["arch"] == "phi3" and hp["window"] and S > hp["window"]:
        sys.exit(f"llama_ref: {S} tokens exceed the sliding window of {hp['window']}")
    H, Hkv, D = hp["heads"], hp["kv_heads"], hp["head_dim"]
    group = H // Hkv
    pos = np.arange(S)
    x = w["token_embd.weight"][tokens]
    mask = np.triu(np.full((S, S), -np.inf), k=1)
    for l in range(hp["layers"]):
        p = f"blk.{l}."
        h = rms_norm(x, w[p + "attn_norm.weight"], hp["eps"])
        if p + "attn_qkv.weight" in w:
            qkv = h @ w[p + "attn_qkv.weight"].T
            q, k, v = np.split(qkv, [H * D, H * D + Hkv * D], axis=-1)
        else:
            q = h @ w[p + "attn_q.weight"].T
            k = h @ w[p + "attn_k.weight"].T
            v = h @ w[p + "attn_v.weight"].T
        if p + "attn_q.bias" in w:
            q, k, v = q + w[p + "attn_q.bias"], k + w[p + "attn_k.bias"], v + w[p + "attn_v.bias"]
        q, k, v = q.reshape(S, H, D), k.reshape(S, Hkv, D), v.reshape(S, Hkv, D)
        if p + "attn_q_norm.weight" in w:
            q = rms_norm(q, w[p + "attn_q_norm.weight"], hp["eps"])
            k = rms_norm(k, w[p + "attn_k_norm.weight"], hp["eps"])
        ff = w.get("rope_freqs.weight")
        rope = rope_neox if hp["arch"] in NEOX else rope_adjacent
        q = rope(q, pos, hp["base"], hp["rope_dim"], hp["freq_scale"], ff)
        k = rope(k, pos, hp["base"], hp["rope_dim"], hp["freq_scale"], ff)
        att = np.empty((S, H, D))
        for hh in range(H):
            kv = hh // group
            scores = q[:, hh, :] @ k[:, kv, :].T / np.sqrt(D) + mask
            scores -= scores.max(axis=-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(axis=-1, keepdims=True)
            att[:, hh, :] = probs @ v[:, kv, :]
        x = x + att.reshape(S, H * D) @ w[p + "attn_output.weight"].T
        h = rms_norm(x, w[p + "ffn_norm.weight"], hp["eps"])
        if p + "ffn_gate.weight" in w:
            gate = h @ w[p + "ffn_gate.weight"].T
            up = h @ w[p + "ffn_up.weight"].T
        else:  # phi3: ffn_up holds the gate rows, then the up rows
            gate, up = np.split(h @ w[p + "ffn_up.weight"].T, 2, axis=-1)
        x = x + (gate / (1.0 + np.exp(-gate)) * up) @ w[p + "ffn_down.weight"].T
    x = rms_norm(x, w["output_norm.weight"], hp["eps"])
    out = w.get("output.weight", w["token_embd.weight"])
    return x @ out.T


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model")
    ap.add_argument("--tokens", required=True, help="comma-separated token ids")
    ap.add_argument("--out", required=True, help="logits .npy (float32, [n_tokens, n_vocab])")
    a = ap.parse_args()
    hp, w = load(a.model)
    tokens = np.array([int(t) for t in a.tokens.split(",")], dtype=np.int64)
    logits = forward(hp, w, tokens)
    np.save(a.out, logits.astype(np.float32))


if __name__ == "__main__":
    main()

"""Independent numpy reference of the gemma3 forward pass (Gemma 3), used
by llama_ref.py for files whose general.architecture is gemma3.

It shares no code with skaic. Hyperparameters, tensor names and the math
follow llama.cpp's gemma3 graph and hparams: embeddings times
sqrt(embedding_length); per block RMSNorm, q/k/v projections, per-head
RMSNorm of q and k (attn_q_norm, attn_k_norm), NeoX RoPE (halves), queries
scaled by 1/sqrt(key_length) (1/sqrt(dim/heads) for 62 layers), causal
attention that on the local layers sees only the last sliding_window
positions (a layer is local unless layer % pattern == pattern - 1;
pattern gemma3.attention.sliding_window_pattern, default 6; every layer is
global without a sliding window), local layers with RoPE base
gemma3.rope.freq_base_swa (default 10000) and no frequency scaling, global
ones with rope.freq_base and the linear scaling; post_attention_norm on the
attention output before the residual add; ffn_norm, GeGLU with the tanh
GELU, post_ffw_norm before the residual add; output_norm, the output
projection (tied when output.weight is absent) and, when set,
final_logit_softcapping c: c * tanh(logits / c). Norm weights are used as
stored (the converter added Gemma's +1).
"""

import sys

import numpy as np


def extra(field, r, hp):
    """Read gemma3's own keys into hp (field is llama_ref.field)."""
    a = "gemma3"
    window = int(field(r, f"{a}.attention.sliding_window", 0))
    pattern = int(field(r, f"{a}.attention.sliding_window_pattern", 6))
    L = hp["layers"]
    if window > 0:
        hp["local"] = [pattern == 0 or (l % pattern) < pattern - 1 for l in range(L)]
    else:
        hp["local"] = [False] * L
    hp["window"] = window
    hp["base_swa"] = float(field(r, f"{a}.rope.freq_base_swa", 10000.0))
    hp["softcap"] = float(field(r, f"{a}.final_logit_softcapping", 0.0))
    if L == 62:
        hp["attn_scale"] = 1.0 / np.sqrt(hp["dim"] // hp["heads"])
    else:
        hp["attn_scale"] = 1.0 / np.sqrt(hp["head_dim"])


def rms_norm(x, weight, eps):
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + eps) * weight


def rope_neox(x, positions, base, rope_dim, freq_scale):
    """Rotate (i, i + rope_dim/2) of the first rope_dim dims of every head by
    freq_scale * position * base^(-2i/rope_dim). x: [S, H, D]."""
    out = x.copy()
    half = rope_dim // 2
    i = np.arange(half, dtype=np.float64)
    ang = freq_scale * positions[:, None].astype(np.float64) * (base ** (-2.0 * i / rope_dim))[None, :]
    cos, sin = np.cos(ang)[:, None, :], np.sin(ang)[:, None, :]
    x0, x1 = x[..., :half], x[..., half:rope_dim]
    out[..., :half] = x0 * cos - x1 * sin
    out[..., half:rope_dim] = x0 * sin + x1 * cos
    return out


def gelu_tanh(x):
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x ** 3)))


def forward(hp, w, tokens):
    S = len(tokens)
    H, Hkv, D = hp["heads"], hp["kv_heads"], hp["head_dim"]
    group = H // Hkv
    eps = hp["eps"]
    pos = np.arange(S)
    x = w["token_embd.weight"][tokens] * np.sqrt(hp["dim"])
    qi, kj = np.arange(S)[:, None], np.arange(S)[None, :]
    causal = np.where(kj > qi, -np.inf, 0.0)
    windowed = np.where((kj > qi) | (qi - kj >= max(hp["window"], 1)), -np.inf, 0.0)
    for l in range(hp["layers"]):
        p = f"blk.{l}."
        local = hp["local"][l]
        base, fs = (hp["base_swa"], 1.0) if local else (hp["base"], hp["freq_scale"])
        mask = windowed if local else causal
        h = rms_norm(x, w[p + "attn_norm.weight"], eps)
        q = (h @ w[p + "attn_q.weight"].T).reshape(S, H, D)
        k = (h @ w[p + "attn_k.weight"].T).reshape(S, Hkv, D)
        v = (h @ w[p + "attn_v.weight"].T).reshape(S, Hkv, D)
        q = rms_norm(q, w[p + "attn_q_norm.weight"], eps)
        k = rms_norm(k, w[p + "attn_k_norm.weight"], eps)
        q = rope_neox(q, pos, base, hp["rope_dim"], fs) * hp["attn_scale"]
        k = rope_neox(k, pos, base, hp["rope_dim"], fs)
        att = np.empty((S, H, D))
        for hh in range(H):
            kv = hh // group
            scores = q[:, hh, :] @ k[:, kv, :].T + mask
            scores -= scores.max(axis=-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(axis=-1, keepdims=True)
            att[:, hh, :] = probs @ v[:, kv, :]
        a = att.reshape(S, H * D) @ w[p + "attn_output.weight"].T
        x = x + rms_norm(a, w[p + "post_attention_norm.weight"], eps)
        h = rms_norm(x, w[p + "ffn_norm.weight"], eps)
        f = (gelu_tanh(h @ w[p + "ffn_gate.weight"].T) * (h @ w[p + "ffn_up.weight"].T)) @ w[p + "ffn_down.weight"].T
        x = x + rms_norm(f, w[p + "post_ffw_norm.weight"], eps)
    x = rms_norm(x, w["output_norm.weight"], eps)
    out = x @ w.get("output.weight", w["token_embd.weight"]).T
    if hp["softcap"] > 0:
        out = hp["softcap"] * np.tanh(out / hp["softcap"])
    return out


if __name__ == "__main__":
    sys.exit("gemma3_ref: run llama_ref.py, which reads gemma3 files with this module")

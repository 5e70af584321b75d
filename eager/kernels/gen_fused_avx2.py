#!/usr/bin/env python3
"""Writes batch_fused_avx2_amd64.s (or the path given): the AVX2 batched
kernels that decode each block in registers for eight activation rows
(batch_fused_amd64.go). Each type gives its block size, the lines a row
prefetches per 512-element tile, and the decode of half h of a block
into Y11 (elements 8h..8h+7) and Y10 (16+8h..16+8h+7), with an optional
check that sends a block to an out-of-line slow decode."""
PITCH = 2112

def fmas(h):
    lo = "\n".join(f"\tVFMADD231PS ({b*PITCH}+32*{h})(BX)(AX*1), Y11, Y{b}" for b in range(8))
    hi = "\n".join(f"\tVFMADD231PS ({b*PITCH}+64+32*{h})(BX)(AX*1), Y10, Y{b}" for b in range(8))
    return lo + "\n" + hi

# Pieces of the decodes: the 16 bytes of nibbles at OFF widened (Y11 the
# low nibbles, Y10 the high ones), the broadcast f16 scale (Y8) and offset
# (Y9), and the weights from codes: q·Y8 + Y9 fused, or the decoder's
# float32(q − C)·d (the out-of-line path of a non-finite scale).
def nibbles(off):
    return f'''	VPMOVZXBD {off}(R12), Y10
	VPAND fd0f<>(SB), Y10, Y11
	VPSRLD $4, Y10, Y10
'''

def half(off, y, x):
    return f'''	VPBROADCASTW {off}(R12), {x}
	VCVTPH2PS {x}, {y}
'''

SCALE = half(0, 'Y8', 'X8')
OFFSET = half(2, 'Y9', 'X9')

def fused():
    return f'''	VCVTDQ2PS Y11, Y11
	VFMADD213PS Y9, Y8, Y11
	VCVTDQ2PS Y10, Y10
	VFMADD213PS Y9, Y8, Y10
'''

def minus(c):
    return f'''	VPSUBD fd{c}<>(SB), Y11, Y11
	VPSUBD fd{c}<>(SB), Y10, Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y8, Y11, Y11
	VCVTDQ2PS Y10, Y10
	VMULPS Y8, Y10, Y10
'''

# the fifth bits of elements 8h+l (from qh<<4, shifted right by 8h+l) and
# 16+8h+l (from qh, by 12+8h+l) at bit 4, ORed into the nibbles
def q5bits(qh, h):
    return f'''	VPBROADCASTD {qh}(R12), Y9
	VPSLLD $4, Y9, Y13
	VPSRLVD fsh{h}lo<>(SB), Y13, Y13
	VPSRLVD fsh{h}hi<>(SB), Y9, Y9
	VPAND fd10<>(SB), Y13, Y13
	VPAND fd10<>(SB), Y9, Y9
	VPOR Y13, Y11, Y11
	VPOR Y9, Y10, Y10
'''

INFCHECK = '''	MOVWLZX 0(R12), CX
	ANDL $0x7c00, CX
	CMPL CX, $0x7c00
	JEQ {slow}
'''

# Each type: block bytes, prefetch lines per row (a 512-element tile),
# the decode of half h of the block at R12 into Y11 (elements 8h..8h+7)
# and Y10 (16+8h..16+8h+7), an optional check that jumps to the slow path
# and the slow decode.
T = {}
T['Q4_0'] = dict(bb=18, lines=6, doc='''// Q4_0 (18 bytes: f16 d, qs[16]): half H is bytes 2 + 8H .. 9 + 8H, their
// low nibbles elements 8H..8H+7 and their high ones 16+8H..23+8H. w =
// float32(q)·d − 8d in one fused multiply-add where d is finite (exact:
// mv4Q4_0Y's reasoning); a scale that is Inf or NaN takes the decoder's
// two steps, float32(q − 8)·d, out of line.''',
  check=INFCHECK,
  dec=lambda h: SCALE + '\tVMULPS fm8<>(SB), Y8, Y9\n' + nibbles(2+8*h) + fused(),
  slow=lambda h: SCALE + nibbles(2+8*h) + minus(8))
T['Q4_1'] = dict(bb=20, lines=7, doc='''// Q4_1 (20 bytes: f16 d, f16 m, qs[16]; the nibbles as Q4_0's): w =
// float32(q)·d + m in one fused multiply-add (KQ41W: q·d is exact).''',
  dec=lambda h: SCALE + OFFSET + nibbles(4+8*h) + fused())
T['Q8_0'] = dict(bb=34, lines=10, doc='''// Q8_0 (34 bytes: f16 d, qs[32] int8): w = float32(q)·d, the decoder's
// product; half H is bytes 2 + 8H.. (elements 8H..) and 18 + 8H..
// (16+8H..).''',
  dec=lambda h: SCALE + f'''	VPMOVSXBD {2+8*h}(R12), Y11
	VPMOVSXBD {18+8*h}(R12), Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y8, Y11, Y11
	VCVTDQ2PS Y10, Y10
	VMULPS Y8, Y10, Y10
''')
T['Q5_0'] = dict(bb=22, lines=7, doc='''// Q5_0 (22 bytes: f16 d, qh, qs[16]): element j < 16 is the low nibble of
// qs[j] plus 16 where bit j of qh is set, element 16 + j the high nibble
// plus 16 where bit 16 + j is; each half's fifth bits come to bit 4 by a
// variable shift (of qh << 4 for the low elements, of qh for the high
// ones). w = float32(q)·d − 16d in one fused multiply-add where d is
// finite (exact, as Q4_0's); otherwise the decoder's float32(q − 16)·d.''',
  check=INFCHECK,
  dec=lambda h: nibbles(6+8*h) + q5bits(2, h) + SCALE + '\tVMULPS fm16<>(SB), Y8, Y9\n' + fused(),
  slow=lambda h: nibbles(6+8*h) + q5bits(2, h) + SCALE + minus(16))
T['Q5_1'] = dict(bb=24, lines=7, doc='''// Q5_1 (24 bytes: f16 d, f16 m, qh, qs[16]; the codes as Q5_0's): w =
// float32(q)·d + m in one fused multiply-add (KQ51W: q·d is exact).''',
  dec=lambda h: nibbles(8+8*h) + q5bits(4, h) + SCALE + OFFSET + fused())
def codebook(off, scale):
    # the nibbles of the 8 bytes at OFF looked up in the code book in X12
    # (VPSHUFB), widened, converted and multiplied by the scale in Y8
    return scale + f'''	VMOVQ {off}(R12), X10
	VPAND fb0f<>(SB), X10, X11
	VPSRLW $4, X10, X10
	VPAND fb0f<>(SB), X10, X10
	VPSHUFB X11, X12, X11
	VPSHUFB X10, X12, X10
	VPMOVSXBD X11, Y11
	VPMOVSXBD X10, Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y8, Y11, Y11
	VCVTDQ2PS Y10, Y10
	VMULPS Y8, Y10, Y10
'''

T['IQ4_NL'] = dict(bb=18, lines=6, doc='''// IQ4_NL (18 bytes: f16 d, qs[16]; Q4_0's nibbles): w = float32(kv[q])·d,
// the code book's int8 entry picked by VPSHUFB (the book in X12); the
// product is exact, so it is the decoder's.''',
  setup='\tVMOVDQU fkviq4nl<>(SB), X12\n',
  dec=lambda h: codebook(2+8*h, SCALE))
T['MXFP4'] = dict(bb=17, lines=6, doc='''// MXFP4 (17 bytes: e8m0 e, qs[16]; Q4_0's nibbles): w = float32(kv[q])·d,
// d = E8M0Half(e) from the table q8E8M0 (R8), exact as IQ4_NL's.''',
  setup='\tVMOVDQU fkvmxfp4<>(SB), X12\n\tLEAQ ·q8E8M0(SB), R8\n',
  dec=lambda h: codebook(1+8*h, '''	MOVBLZX 0(R12), CX
	VBROADCASTSS (R8)(CX*4), Y8
'''))

T['F16'] = dict(bb=64, lines=17, doc='''// F16 (32 elements a "block", 64 bytes): converted by VCVTPH2PS, exact as
// the decoder's conversion.''',
  dec=lambda h: f'''	VCVTPH2PS {16*h}(R12), Y11
	VCVTPH2PS {32+16*h}(R12), Y10
''')
T['BF16'] = dict(bb=64, lines=17, doc='''// BF16 (32 elements a "block", 64 bytes): widened and shifted into the high
// half of each float.''',
  dec=lambda h: f'''	VPMOVZXWD {16*h}(R12), Y11
	VPSLLD $16, Y11, Y11
	VPMOVZXWD {32+16*h}(R12), Y10
	VPSLLD $16, Y10, Y10
''')

def dw(name, vals):
    s = ''.join(f'DATA {name}<>+{4*i}(SB)/4, ${v}\n' for i, v in enumerate(vals))
    return s + f'GLOBL {name}<>(SB), RODATA|NOPTR, ${4*len(vals)}\n\n'

out = ['''//go:build amd64 && !purego

// Code generated by gen_fused_avx2.py; DO NOT EDIT.

#include "textflag.h"

// Batched (prefill) kernels without AVX-512 that decode a weight block in
// registers and use it at once against eight activation rows, instead of
// decoding a tile to memory for gemm3x4Y (batch_gemm_avx2_amd64.s) to
// read back: per eight weights one decode and eight fused multiply-adds
// whose activation operand comes straight from L1.
//
// func gemm<T>x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)
//
// nrows rows of nblk blocks of 32 elements each, row i at w + i·rowBytes,
// against the eight activation rows of a packed tile at x (row b at x +
// b·fusedPitch bytes; fusedBatch8 packs them): acc[8i + b] continues the
// 16-lane dot product of row i with activation row b. The lanes 0..7 and
// 8..15 of a dot product are independent sums, so a row runs in two passes
// over its blocks, each holding the eight activation rows' half in
// Y0..Y7; every lane takes its elements in order, so the result is the
// 16-lane order's, bitwise. Each row prefetches the row four ahead.
//
//	R13 row   R12 block   AX offset in the tile   DX its end   BX tile
//	R14 acc   SI rows left   DI rowBytes   CX scratch
//	Y8, Y9 the block's scale (and offset)   Y10, Y11 weights   Y13 scratch
//	X12 a code book   R8 a scale table

''']
def db(name, vals):
    s = ''.join(f'DATA {name}<>+{i}(SB)/1, ${v & 0xff}\n' for i, v in enumerate(vals))
    return s + f'GLOBL {name}<>(SB), RODATA|NOPTR, ${len(vals)}\n\n'

out.append(db('fb0f', [0x0f]*16))
out.append(db('fkviq4nl', [-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113]))
out.append(db('fkvmxfp4', [0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12]))
out.append(dw('fm8', ['-8.0']*8))
out.append(dw('fm16', ['-16.0']*8))
out.append(dw('fd0f', ['0x0000000f']*8))
out.append(dw('fd10', ['0x00000010']*8))
out.append(dw('fd8', ['8']*8))
out.append(dw('fd16', ['16']*8))
for h in (0, 1):
    out.append(dw(f'fsh{h}lo', [str(8*h+l) for l in range(8)]))
    out.append(dw(f'fsh{h}hi', [str(12+8*h+l) for l in range(8)]))

for name, d in T.items():
    n = name.replace('_', '').lower()
    out.append(d['doc'] + f'\n\n// func gemm{name}x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)\n')
    out.append(f'''TEXT ·gemm{name}x8Y(SB), NOSPLIT, $0-48
	MOVQ w+0(FP), R13
	MOVQ rowBytes+8(FP), DI
	MOVQ nrows+16(FP), SI
	MOVQ x+24(FP), BX
	MOVQ nblk+32(FP), DX
	SHLQ $7, DX
	MOVQ acc+40(FP), R14
''' + d.get('setup', '') + f'''f{n}row:
''')
    out.append(''.join(f'\tPREFETCHT0 {64*i}(R13)(DI*4)\n' for i in range(d['lines'])))
    for h in (0, 1):
        out.append(''.join(f"\tVMOVUPS ({64*b+32*h})(R14), Y{b}\n" for b in range(8)))
        out.append(f'''	MOVQ R13, R12
	XORQ AX, AX
f{n}loop{h}:
''')
        if 'check' in d:
            out.append(d['check'].format(slow=f'f{n}slow{h}'))
        out.append(d['dec'](h))
        out.append(f'f{n}back{h}:\n')
        out.append(fmas(h) + '\n')
        out.append(f'''	ADDQ ${d['bb']}, R12
	ADDQ $128, AX
	CMPQ AX, DX
	JLT f{n}loop{h}
''')
        out.append(''.join(f"\tVMOVUPS Y{b}, ({64*b+32*h})(R14)\n" for b in range(8)))
    out.append(f'''	ADDQ DI, R13
	ADDQ $512, R14
	DECQ SI
	JNZ f{n}row
	VZEROUPPER
	RET
''')
    if 'slow' in d:
        for h in (0, 1):
            out.append(f'f{n}slow{h}:\n' + d['slow'](h) + f'\tJMP f{n}back{h}\n')
    out.append('\n')
import os, sys
dst = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'batch_fused_avx2_amd64.s')
open(dst, 'w').write(''.join(out))

#!/usr/bin/env python3
"""Writes batch_fused_avx2_amd64.s (or the path given): the AVX2 batched
kernels that decode each block in registers for eight activation rows
(batch_fused_amd64.go). Each type gives its block size, the lines a row
prefetches per 512-element tile, and the decode of half h of a block
into Y11 (elements 8h..8h+7) and Y10 (16+8h..16+8h+7), with an optional
check that sends a block to an out-of-line slow decode; a super-block
type gives the preparation of a block (its scales and codes, into the
frame) and the decode of each of its eight 32-element units."""
PITCH = 2112

def fmas(h, u=0):
    lo = "\n".join(f"\tVFMADD231PS ({b*PITCH}+{128*u}+32*{h})(BX)(AX*1), Y11, Y{b}" for b in range(8))
    hi = "\n".join(f"\tVFMADD231PS ({b*PITCH}+{128*u}+64+32*{h})(BX)(AX*1), Y10, Y{b}" for b in range(8))
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


# The 256-element super-block types (units=8, codes=True): in pass 0 each
# block unpacks its scales (prep) and assembles its codes once as bytes,
# the int8 or uint8 of which each weight is one product or fused
# multiply-add, into its frame block at R9 (codes at 0(R9), 32 per unit,
# the scales at 256(R9)); both passes then widen and convert the codes
# eight at a time (udec(u, h), u the unit): per eight weights a load, a
# conversion and one multiply or fused multiply-add, the rest of the
# decode paid once for both passes. A tile holds two blocks: the frame
# two blocks of KFRAME bytes.
KFRAME = 384

def h16(off, y):
    x = 'X' + y[1:]
    return f'\tVPBROADCASTW {off}(R12), {x}\n\tVCVTPH2PS {x}, {y}\n'

def wshift(src, dst, frm, to):
    # a word shift moving bit frm of each byte to bit to; the bits it moves
    # across bytes are masked off by the caller
    if frm < to:
        return f'\tVPSLLW ${to-frm}, {src}, {dst}\n', dst
    if frm > to:
        return f'\tVPSRLW ${frm-to}, {src}, {dst}\n', dst
    return '', src

def bytebits(src, dst, frm, to, mask):
    s, r = wshift(src, dst, frm, to)
    return s + f'\tVPAND {mask}<>(SB), {r}, {dst}\n'

def store(u):
    return f'\tVMOVDQU Y11, {32*u}(R9)\n'

def ycode(u, h, sx, base='R9'):
    # unit u's codes of pass h, elements 8h.. to Y11 and 16+8h.. to Y10
    return f'''	{sx} {32*u+8*h}({base}), Y11
	{sx} {32*u+16+8*h}({base}), Y10
	VCVTDQ2PS Y11, Y11
	VCVTDQ2PS Y10, Y10
'''

def mul16(u, base='R9'):
    # times the scales of sixteen elements, 2u (Y11) and 2u + 1 (Y10)
    return f'''	VBROADCASTSS {256+8*u}({base}), Y8
	VMULPS Y8, Y11, Y11
	VBROADCASTSS {260+8*u}({base}), Y9
	VMULPS Y9, Y10, Y10
'''

def fms32(u):
    # dc·q − mc of unit u's scale and min, one fused multiply-subtract
    return f'''	VBROADCASTSS {256+4*u}(R9), Y8
	VBROADCASTSS {288+4*u}(R9), Y9
	VFMSUB213PS Y9, Y8, Y11
	VFMSUB213PS Y9, Y8, Y10
'''

def fms16(u):
    # dl·q − ml of the groups 2u (Y11) and 2u + 1 (Y10)
    return f'''	VBROADCASTSS {256+8*u}(R9), Y8
	VBROADCASTSS {320+8*u}(R9), Y9
	VFMSUB213PS Y9, Y8, Y11
	VBROADCASTSS {260+8*u}(R9), Y8
	VBROADCASTSS {324+8*u}(R9), Y9
	VFMSUB213PS Y9, Y8, Y10
'''

# Q4_K and Q5_K scales: the sub-blocks' scales and mins (the decoder's
# scaleMinK4) as bytes, sc_j at byte j and m_j at 8 + j, from one 16-byte
# load of the 12 scale bytes (j < 4: the low six bits of bytes j and 4 +
# j; j ≥ 4: the low and high nibbles of byte 4 + j with the top two bits
# of bytes j − 4 and j above them), then dc_j = d·float32(sc_j) at 256 +
# 4j(R9) and mc_j = dmin·float32(m_j) at 288 + 4j(R9).
KQ45 = h16(0, 'Y10') + h16(2, 'Y11') + '''	VMOVDQU 4(R12), X13
	VPSHUFB fk4lo<>(SB), X13, X8
	VPAND fk4lom<>(SB), X8, X8
	VPSRLW $4, X13, X9
	VPSHUFB fk4nib<>(SB), X9, X9
	VPAND fb0f<>(SB), X9, X9
	VPOR X9, X8, X8
	VPSRLW $2, X13, X9
	VPSHUFB fk4top<>(SB), X9, X9
	VPAND fb30<>(SB), X9, X9
	VPOR X9, X8, X8
	VPMOVZXBD X8, Y9
	VPSRLDQ $8, X8, X8
	VPMOVZXBD X8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y8, Y8
	VMULPS Y10, Y9, Y9
	VMULPS Y11, Y8, Y8
	VMOVUPS Y9, 256(R9)
	VMOVUPS Y8, 288(R9)
'''

def q4codes():
    s = ''
    for p in range(4):
        s += f'\tVMOVDQU {16+32*p}(R12), Y14\n'
        for c in (2*p, 2*p+1):
            s += bytebits('Y14', 'Y11', 4*(c % 2), 0, 'fy0f') + store(c)
    return s

def q5codes():
    s = '\tVMOVDQU 16(R12), Y15\n'
    for p in range(4):
        s += f'\tVMOVDQU {48+32*p}(R12), Y14\n'
        for c in (2*p, 2*p+1):
            s += bytebits('Y14', 'Y11', 4*(c % 2), 0, 'fy0f') + bytebits('Y15', 'Y12', c, 4, 'fy10')
            s += '\tVPOR Y12, Y11, Y11\n' + store(c)
    return s

def q6codes():
    s = ''
    for n in (0, 1):
        s += f'\tVMOVDQU {128+32*n}(R12), Y15\n\tVMOVDQU {64*n}(R12), Y13\n\tVMOVDQU {64*n+32}(R12), Y14\n'
        for k in range(4):
            s += bytebits('Y13' if k % 2 == 0 else 'Y14', 'Y11', 4 if k >= 2 else 0, 0, 'fy0f')
            s += bytebits('Y15', 'Y12', 2*k, 4, 'fy30')
            s += '\tVPOR Y12, Y11, Y11\n\tVPSUBB fy20<>(SB), Y11, Y11\n' + store(4*n+k)
    return s

def q3codes():
    s = '\tVMOVDQU 0(R12), Y15\n'
    for n in (0, 1):
        s += f'\tVMOVDQU {32+32*n}(R12), Y14\n'
        for sh in range(4):
            s += bytebits('Y14', 'Y11', 2*sh, 0, 'fy03') + bytebits('Y15', 'Y12', 4*n+sh, 2, 'fy04')
            s += '\tVPOR Y12, Y11, Y11\n\tVPSUBB fy04<>(SB), Y11, Y11\n' + store(4*n+sh)
    return s

def q2codes(base=16):
    # Q2_K's qs at 16, TQ2_0's at 0: unit 4n + s's codes (qs[32n + l] >> 2s) & 3
    s = ''
    for n in (0, 1):
        s += f'\tVMOVDQU {base+32*n}(R12), Y14\n'
        for sh in range(4):
            s += bytebits('Y14', 'Y11', 2*sh, 0, 'fy03') + store(4*n+sh)
    return s

def q2scales(g):
    # groups g..g+7: dl at 256 + 4g(R9), ml at 320 + 4g(R9) (d in Y12, dmin
    # in Y13)
    return f'''	VPMOVZXBD {g}(R12), Y8
	VPAND fd0f<>(SB), Y8, Y9
	VPSRLD $4, Y8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y8, Y8
	VMULPS Y12, Y9, Y9
	VMULPS Y13, Y8, Y8
	VMOVUPS Y9, {256+4*g}(R9)
	VMOVUPS Y8, {320+4*g}(R9)
'''

def xscodes():
    s = ''
    for ib in range(8):
        s += f'''	VMOVDQU {8+16*ib}(R12), X14
	VPAND fb0f<>(SB), X14, X11
	VPSRLW $4, X14, X13
	VPAND fb0f<>(SB), X13, X13
	VPSHUFB X11, X12, X11
	VPSHUFB X13, X12, X13
	VMOVDQU X11, {32*ib}(R9)
	VMOVDQU X13, {32*ib+16}(R9)
'''
    return s

def pass0(s):
    return lambda h: '' if h else s

T['Q4_K'] = dict(bb=144, units=8, codes=True, lines=6, doc='''// Q4_K (144 bytes: f16 d, f16 dmin, 12 bytes of six-bit scales and mins,
// qs[128]): sub-block c (elements 32c..) has the codes q, the low (c even)
// or high (c odd) nibbles of qs[32·(c/2) + l], and w = float32(dc_c·q) −
// mc_c in one fused multiply-subtract (dc_c·q is exact).''',
  prep=pass0(KQ45 + q4codes()), udec=lambda u, h: ycode(u, h, 'VPMOVZXBD') + fms32(u))
T['Q5_K'] = dict(bb=176, units=8, codes=True, lines=7, doc='''// Q5_K (176 bytes: Q4_K's scales, qh[32], qs[128]): Q4_K's codes plus 16
// where bit c of qh[l] is set, w as Q4_K's.''',
  prep=pass0(KQ45 + q5codes()), udec=lambda u, h: ycode(u, h, 'VPMOVZXBD') + fms32(u))
T['Q6_K'] = dict(bb=210, units=8, codes=True, lines=8, doc='''// Q6_K (210 bytes: ql[128], qh[64], int8 scales[16], f16 d): unit u = 4n
// + k has elements 128n + 32k + l with the code (the low (k < 2) or high
// nibble of ql[64n + 32·(k&1) + l]) | (bits 2k, 2k+1 of qh[32n + l]) << 4,
// stored less 32, and the scale s = float32(d·sc) of sc[2u] for l < 16
// and sc[2u + 1] above: w = s·float32(q − 32), the decoder's product.''',
  prep=pass0(h16(208, 'Y10') + '''	VPMOVSXBD 192(R12), Y8
	VPMOVSXBD 200(R12), Y9
	VCVTDQ2PS Y8, Y8
	VCVTDQ2PS Y9, Y9
	VMULPS Y10, Y8, Y8
	VMULPS Y10, Y9, Y9
	VMOVUPS Y8, 256(R9)
	VMOVUPS Y9, 288(R9)
''' + q6codes()), udec=lambda u, h: ycode(u, h, 'VPMOVSXBD') + mul16(u))
T['Q3_K'] = dict(bb=110, units=8, codes=True, lines=5, doc='''// Q3_K (110 bytes: hmask[32], qs[64], scales[12], f16 d): the sixteen
// scales dl_g = float32(d·float32(sc_g − 32)) (the low nibbles of bytes g
// (g < 8) or g − 8, bits 2·(g/4) of byte 8 + g mod 4 above them); unit u =
// 4n + s has elements 128n + 32s + l with the code v = (qs[32n + l] >> 2s)
// & 3, less 4 where bit 4n + s of hmask[l] is clear, and w =
// dl·float32(v), the decoder's product (groups 2u and 2u + 1).''',
  prep=pass0('''	VPMOVZXBD 96(R12), Y8
	VPAND fd0f<>(SB), Y8, Y9
	VPSRLD $4, Y8, Y8
	VPBROADCASTD 104(R12), Y10
	VPSRLVD fk3sha<>(SB), Y10, Y11
	VPSRLVD fk3shb<>(SB), Y10, Y10
	VPAND fd3<>(SB), Y11, Y11
	VPAND fd3<>(SB), Y10, Y10
	VPSLLD $4, Y11, Y11
	VPSLLD $4, Y10, Y10
	VPOR Y11, Y9, Y9
	VPOR Y10, Y8, Y8
	VPSUBD fd20<>(SB), Y9, Y9
	VPSUBD fd20<>(SB), Y8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y8, Y8
''' + h16(108, 'Y10') + '''	VMULPS Y10, Y9, Y9
	VMULPS Y10, Y8, Y8
	VMOVUPS Y9, 256(R9)
	VMOVUPS Y8, 288(R9)
''' + q3codes()), udec=lambda u, h: ycode(u, h, 'VPMOVSXBD') + mul16(u))
T['Q2_K'] = dict(bb=84, units=8, codes=True, lines=4, doc='''// Q2_K (84 bytes: scales[16], qs[64], f16 d, f16 dmin): group g's dl_g =
// float32(d·float32(sc_g & 15)) and ml_g = float32(dmin·float32(sc_g >>
// 4)); unit u = 4n + s has elements 128n + 32s + l with the codes
// (qs[32n + l] >> 2s) & 3 and w = dl·float32(q) − ml in one fused
// multiply-subtract (dl·q is exact; groups 2u and 2u + 1).''',
  prep=pass0(h16(80, 'Y12') + h16(82, 'Y13') + q2scales(0) + q2scales(8) + q2codes()), udec=lambda u, h: ycode(u, h, 'VPMOVZXBD') + fms16(u))
T['TQ2_0'] = dict(bb=66, units=8, codes=True, lines=4, doc='''// TQ2_0 (66 bytes: qs[64], f16 d): Q2_K's codes from byte 0, and w =
// d·float32(q) − d in one fused multiply-subtract (d·q is exact), the
// decoder's float32(q − 1)·d.''',
  prep=pass0(h16(64, 'Y12') + '\tVMOVUPS Y12, 256(R9)\n' + q2codes(0)), udec=lambda u, h: ycode(u, h, 'VPMOVZXBD') + '''	VBROADCASTSS 256(R9), Y8
	VFMSUB213PS Y8, Y8, Y11
	VFMSUB213PS Y8, Y8, Y10
''')
T['IQ4_XS'] = dict(bb=136, units=8, codes=True, lines=6, doc='''// IQ4_XS (136 bytes: f16 d, u16 scales_h, scales_l[4], qs[128]): the
// eight sub-block scales dl = d·float32(ls − 32), ls the nibble 4·ib of
// scales_l's dword with bits 2·ib of scales_h above it; sub-block ib has
// IQ4_NL's codes at 8 + 16ib, stored as their code-book values kv[q]
// (VPSHUFB, the book in X12), w = dl·float32(kv[q]).''',
  setup='\tVMOVDQU fkviq4nl<>(SB), X12\n',
  prep=pass0('''	VPBROADCASTD 4(R12), Y8
	VPSRLVD fxsl<>(SB), Y8, Y8
	VPAND fd0f<>(SB), Y8, Y8
	VPBROADCASTW 2(R12), Y9
	VPSRLVD fxsh<>(SB), Y9, Y9
	VPAND fd3<>(SB), Y9, Y9
	VPSLLD $4, Y9, Y9
	VPOR Y9, Y8, Y8
	VPSUBD fd20<>(SB), Y8, Y8
	VCVTDQ2PS Y8, Y8
''' + h16(0, 'Y10') + '''	VMULPS Y10, Y8, Y8
	VMOVUPS Y8, 256(R9)
''' + xscodes()), udec=lambda u, h: ycode(u, h, 'VPMOVSXBD') + f'''	VBROADCASTSS {256+4*u}(R9), Y8
	VMULPS Y8, Y11, Y11
	VMULPS Y8, Y10, Y10
''')

T['Grid'] = dict(bb=KFRAME, units=8, lines=13, doc='''// Grid: the grid i-quants and ternary types, whose blocks are read
// (gridGroupsSIMD) and turned into frame blocks (gridCodesSignedY,
// gridCodesDeltaY) in Go before this kernel runs over them: rows of frame
// blocks, KFRAME bytes each, the int8 codes at 0 and the pair scales at
// 256, w = s·float32(code).''',
  prep=lambda h: '', udec=lambda u, h: ycode(u, h, 'VPMOVSXBD', 'R12') + mul16(u, 'R12'))

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
// 16-lane order's, bitwise. Each row prefetches the row four ahead. The
// super-block types (256 elements: nblk a multiple of 8) run over whole
// blocks, preparing each in pass 0 into the frame for both passes.
//
//	R13 row   R12 block   AX offset in the tile   DX its end   BX tile
//	R14 acc   SI rows left   DI rowBytes   CX scratch
//	Y8, Y9 the block's scale (and offset)   Y10, Y11 weights   Y13 scratch
//	X12 a code book   R8 a scale table   R9 a super-block's frame block

''']
def db(name, vals):
    s = ''.join(f'DATA {name}<>+{i}(SB)/1, ${v & 0xff}\n' for i, v in enumerate(vals))
    return s + f'GLOBL {name}<>(SB), RODATA|NOPTR, ${len(vals)}\n\n'

out.append(db('fb0f', [0x0f]*16))
out.append(db('fkviq4nl', [-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113]))
out.append(db('fkvmxfp4', [0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12]))
out.append(db('fb30', [0x30]*16))
out.append(db('fk4lo', [0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 0x80, 0x80, 0x80, 0x80]))
out.append(db('fk4lom', [63]*4 + [15]*4 + [63]*4 + [0]*4))
out.append(db('fk4nib', [0x80]*12 + [8, 9, 10, 11]))
out.append(db('fk4top', [0x80]*4 + [0, 1, 2, 3] + [0x80]*4 + [4, 5, 6, 7]))
out.append(dw('fk3sha', ['0', '8', '16', '24', '2', '10', '18', '26']))
out.append(dw('fk3shb', ['4', '12', '20', '28', '6', '14', '22', '30']))
out.append(dw('fxsl', [str(4*i) for i in range(8)]))
out.append(dw('fxsh', [str(2*i) for i in range(8)]))
out.append(db('fy0f', [0x0f]*32))
out.append(db('fy30', [0x30]*32))
out.append(db('fy20', [0x20]*32))
out.append(db('fy10', [0x10]*32))
out.append(db('fy03', [0x03]*32))
out.append(db('fy04', [0x04]*32))
out.append(dw('fd3', ['3']*8))
out.append(dw('fd20', ['32']*8))
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
    out.append(f'''TEXT ·gemm{name}x8Y(SB), {'$' + str(2*KFRAME) if d.get('codes') else 'NOSPLIT, $0'}-48
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
''' + ('\tLEAQ 0(SP), R9\n' if d.get('codes') else '') + f'''f{n}loop{h}:
''')
        if 'units' in d:
            out.append(d['prep'](h))
            for u in range(d['units']):
                out.append(d['udec'](u, h) + fmas(h, u) + '\n')
        else:
            if 'check' in d:
                out.append(d['check'].format(slow=f'f{n}slow{h}'))
            out.append(d['dec'](h))
            out.append(f'f{n}back{h}:\n')
            out.append(fmas(h) + '\n')
        if d.get('codes'):
            out.append(f'\tADDQ ${KFRAME}, R9\n')
        out.append(f'''	ADDQ ${d['bb']}, R12
	ADDQ ${128*d.get('units', 1)}, AX
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

#!/usr/bin/env python3
"""Write the GFX11 golden files tests/data/isa/valu11_<cpu>.txt, mem11_<cpu>.txt and
other11_<cpu>.txt (VOPD, VINTERP, LDSDIR, EXP), and wave64_11_gfx1100.txt (wave64) from
LLVM 22.

Each statement of :data:`STATEMENTS` (VALU: true16 halves in the 32-bit and VOP3 forms,
op_sel, VOP3 literals, the rows GFX11 renamed or added, DPP16/DPP8 in the 32-bit and VOP3
forms; memory: GFX11's FLAT/GLOBAL/SCRATCH, MUBUF and MTBUF; and statements llvm-mc
refuses) is assembled with ``llvm-mc -show-encoding`` and its bytes
disassembled again. Lines are llvm-mc's format ``<text> ; encoding: [0x..,..]`` followed by
`` ; disasm: <text>`` (what the disassembler prints for the bytes), or ``<text> ; error:
<message>``. Usage: ``python tools/gen_gfx11_golden.py``.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
CPUS = ("gfx1100", "gfx1150")

VALU = """
v_add_f16 v1, v2, v3
v_add_f16 v1.h, v2.l, v3.h
v_add_f16_e64 v1.h, v2.l, v3.h
v_add_f16_e64 v1, v2, v3 op_sel:[1,0,1]
v_add_f16 v200, v2, v3
v_add_f16 v1.l, 1.0, v3.h
v_add_f16 v1, s2, v3
v_fma_f16 v1.h, v2.l, v3.h, v4.l
v_fma_f16 v1, -v2, |v3|, 0x1234
v_cmp_eq_f16 v1.h, v2.h
v_cmp_eq_f16_e64 s0, v1.h, v2.h
v_cmpx_le_f16_e64 |v1.h|, s8 clamp
v_cmpx_eq_u16 v1.l, v2.h
v_cvt_f16_f32 v1.h, v2
v_cvt_f32_f16 v1, v2.h
v_cvt_i32_i16 v1, v2.h
v_mov_b16 v1.h, 0x3c00
v_not_b16 v1.l, v2.h
v_swap_b16 v1.h, v2.l
v_add_f32_e64 v1, v2, 0x12345
v_add_f32_e64 v1, s2, 0.5 clamp mul:4
v_mad_u32_u16 v1, v2.h, v3.l, v4
v_add_nc_u16 v1.h, v2.l, 5
v_cndmask_b16 v1.l, v2.h, v3.l, s2
v_cndmask_b32 v1, v2, v3, vcc_lo
v_add_co_ci_u32 v1, vcc_lo, v2, v3, vcc_lo
v_maxmin_f32 v1, -v2, v3, |v4|
v_minmax_i32 v1, s2, v3, 7
v_cvt_floor_i32_f32 v1, v2
v_cvt_nearest_i32_f32 v1, v2
v_clz_i32_u32 v1, v2
v_ctz_i32_b32 v1, v2
v_cls_i32 v1, v2
v_dot2_f16_f16 v1.l, v2, v3, v4.l
v_dot2_f16_f16 v0.h, v1, v2, v3.h op_sel:[1,0,1,1]
v_dot2_bf16_bf16 v0, v1, v2, v3 op_sel:[0,1,0,0]
v_cmp_class_f16_e64 s1, v1, -v2
v_cmpx_class_f16_e64 -|s0|, -|s102|
v_cmp_class_f16_e64_dpp s1, v1, |v2| dpp8:[0,1,2,3,4,5,6,7]
v_cmp_class_f32_e64 s1, v1, |v2|
v_movrels_b32_e32 v100, null
v_writelane_b32 v0, null, s1
v_fma_mix_f32 v0, 0xffff, v2, v3
v_fma_mix_f32 v0, 0x3c00, v2, v3
v_fma_mix_f32 v0, neg(0x814d), v2, v3
v_fma_mix_f32 v0, -0x8000, v2, v3
v_fma_mix_f32 v0, 0x12345, v2, v3
v_fma_mix_f32 v0, lit(0x3c00), v2, v3
v_pk_add_u16 v5, v1, lit(0x3f800000)
v_swap_b16 v1.l, v2.h
s_fmac_f16 s25, 0x3c00, s0
s_fmac_f16 s25, 0x599e, s0
s_add_f16 s0, 0xffff, s1
s_add_f16 s0, 0.1, s1
s_sub_f16 s0, s1, lit(0x3c00)
s_add_f16 s0, lit(0x12343c00), s1
s_min_f16 s0, 100000.0, s1
s_cvt_f32_f16 s0, 0.1
v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 quad_perm:[0,1,2,3]
v_dot2_f32_f16_e64_dpp v0, v1, v2, s3 quad_perm:[0,1,2,3]
v_dot2_f32_f16_e64_dpp v0, v1, s2, v3 quad_perm:[0,1,2,3]
v_dot2_f32_f16_e64_dpp v0, v1, v2, 1.0 quad_perm:[0,1,2,3]
v_dot2_f32_f16_dpp v0, v1, v2, v3 quad_perm:[0,1,2,3]
v_dot2_f32_f16 v0, v1, v2, v3 quad_perm:[0,1,2,3]
v_fma_mix_f32_e64_dpp v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,0,0] row_shl:1 bound_ctrl:1 fi:1
v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[0,1,0] clamp dpp8:[0,1,2,3,4,5,6,7] fi:1
v_fma_mixlo_f16_e64_dpp v0, s1, v2, v3 dpp8:[0,1,2,3,4,5,6,7]
v_pk_add_f16_e64_dpp v0, v1, v2 quad_perm:[0,1,2,3]
v_dot2acc_f32_f16 v1, v2, v3
v_fma_dx9_zero_f32 v1, v2, v3, v4
v_mul_dx9_zero_f32 v1, v2, v3
v_cvt_pk_rtz_f16_f32 v1, v2, v3
v_cvt_pk_norm_i16_f16 v1, v2.h, v3.l
v_and_b16 v1.h, v2.l, v3.l
v_permlane64_b32 v1, v2
v_cmp_t_f32 vcc_lo, v1, v2
v_lshrrev_b64 v[2:3], v1, v[4:5]
v_fract_f64 v[2:3], null
v_mov_b32 v1, null
v_add_f32_dpp v1, -v2, |v3| row_shl:1 row_mask:0xa bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mov_b32_dpp v1, v2 quad_perm:[3,2,1,0]
v_add_f16_dpp v1.h, v2.h, v3.l row_xmask:3
v_cmp_eq_f32 vcc_lo, v2, v3 row_share:2
v_cmpx_lt_f16 v2.h, v3.l dpp8:[0,0,0,0,1,1,1,1]
v_add_co_ci_u32_dpp v1, vcc_lo, v2, v3, vcc_lo row_mirror
v_add_f16_e64_dpp v1.h, -v2.h, |v3.l| clamp mul:2 row_shl:1 row_mask:0xa bank_mask:0x3 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v1, v2, v3 clamp div:2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_fma_f32_e64_dpp v1, v2, v3, s4 quad_perm:[1,0,3,2]
v_cmp_eq_f32_e64_dpp s4, v2, v3 row_half_mirror
v_add_f32 v1.h, v2, v3
v_add_f16_e64_dpp v1, v2, s3 row_shl:1
v_add_f16_e64_dpp v1, v2, 5 row_shl:1
v_mov_b32 v1, src_lds_direct
v_readfirstlane_b32_e64 s1, v2
v_lshrrev_b64 v[2:3], s0, s[0:1]
v_add_f16_e64 v1.h, v2.l, v3.h op_sel:[0,0,0]
v_fmac_f16_e64 v1.h, v2.l, v3.l op_sel:[0,0,0,1]
v_permlane16_b32 v1, v2, s3, s4 op_sel:[1,1]
v_permlanex16_b32 v1, v2, 0x1234, s4
v_pk_add_f16 v1, v2, v3
v_pk_fma_f16 v1, v2, s3, 1.0 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0] clamp
v_pk_add_f16 v1, v2, 0x1234
v_pk_min_i16 v0, v0, null op_sel_hi:[1,0]
v_dot4_i32_iu8 v1, v2, v3, v4 neg_lo:[1,1,0]
v_dot2_f32_bf16 v1, v2, v3, v4
v_dot4_u32_u8 v1, v2, v3, v4
v_fma_mix_f32 v1, -v2, |v3|, v4 op_sel_hi:[1,1,0]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[24:31]
v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[16:17], v[24:31] neg_lo:[1,0,0] clamp
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[24:31] op_sel:[0,0,1]
""".strip().splitlines()

MEMORY = """
global_load_b32 v1, v[2:3], off offset:-16 glc slc dlc
global_load_b32 v1, v2, s[4:5] offset:4095
global_store_b64 v[2:3], v[4:5], off
global_load_d16_hi_b16 v1, v[2:3], off
global_atomic_cmpswap_b32 v1, v2, v[4:5], s[2:3] glc
global_atomic_add_f32 v2, v3, s[4:5]
global_store_addtid_b32 v1, s[2:3] offset:12
flat_load_b32 v1, v[2:3] offset:4095
flat_atomic_add_u32 v1, v[2:3], v4 glc
scratch_load_b32 v1, v2, off offset:-4096
scratch_load_b32 v1, off, s2
scratch_load_b32 v1, v2, s2
scratch_store_b32 off, v1, s3
buffer_load_b32 v1, off, s[4:7], s8 offset:4095 glc slc dlc
buffer_load_b32 v1, v2, s[4:7], 0 offen
buffer_load_b64 v[1:2], v[2:3], s[4:7], s8 idxen offen
buffer_load_b32 v[1:2], off, s[4:7], s8 tfe
buffer_store_b32 v1, off, s[4:7], m0
buffer_atomic_add_u32 v1, off, s[4:7], s8 glc
buffer_atomic_cmpswap_b64 v[2:5], v1, s[4:7], null offen
buffer_load_format_xyzw v[1:4], off, s[4:7], s8
buffer_gl0_inv
buffer_gl1_inv
tbuffer_load_format_x v1, off, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offset:16
tbuffer_load_format_x v1, off, s[4:7], s8 format:22 glc
tbuffer_store_format_xy v[1:2], v2, s[4:7], s8 format:[BUF_FMT_8_8_UNORM] idxen
tbuffer_load_d16_format_xyzw v[1:2], off, s[4:7], 1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
flat_load_b32 v1, v[2:3] offset:-1
global_load_b32 v1, v[2:3], off offset:4096
scratch_load_b32 v1, off, off
buffer_store_b32 v[1:2], off, s[4:7], s8 tfe
buffer_load_b32 v1, off, null, s8
buffer_load_b32 v1, off, s[4:7], 0x1234
buffer_load_lds_b32 off, s[4:7], s8
image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D
image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc
image_load v[0:3], [v0, v5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D
image_load v[0:3], [v0, v5, v7, v9], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_load v[0:4], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D tfe lwe
image_load v[0:1], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D d16
image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D r128 a16
image_sample v[0:3], v[0:1], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
image_sample_c_d_o v[0:3], [v0, v1, v2, v3, v[4:7]], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
image_sample_c_d_o v[0:3], [v0, v1, v2, v3, v4, v5, v6], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
image_msaa_load v[0:3], v[0:2], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_store v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D
image_atomic_add v0, v1, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D glc
image_atomic_cmpswap v[0:1], v[1:2], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_2D glc
image_gather4 v[0:3], v[0:1], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_load v[0:3], v0, s[0:7] dmask:0xf
image_msaa_load v[1:4], v[5:7], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA
image_msaa_load v[1:4], v[5:7], s[8:15] dim:SQ_RSRC_IMG_2D_MSAA
image_sample_c_cl v0, v[187:188], s[0:7], s[0:3] dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
image_load_mip_pck v0, v0, s[0:7] dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
""".strip().splitlines()

OTHER = """
v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5
v_dual_fmaak_f32 v0, v1, v2, 0x3f800000 :: v_dual_mov_b32 v3, 1.0
v_dual_fmamk_f32 v0, v1, 1.0, v2 :: v_dual_mov_b32 v3, 0x3f800000
v_dual_cndmask_b32 v0, v1, v2 :: v_dual_add_nc_u32 v3, s4, v5
v_dual_fmac_f32 v255, -1, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v5
v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v2, v4, v5
v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v5, v6
v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v6
v_dual_mul_f32 v0, 0x1234, v2 :: v_dual_add_f32 v3, 0x4321, v7
v_dual_fmamk_f32 v0, s0, 0x1234, v117 :: v_dual_fmac_f32 v1, v0, v10
v_dual_fmaak_f32 v0, s0, v54, 0x1234 :: v_dual_fmac_f32 v1, s69, v0
v_dual_mul_f32 v142, src_lds_direct, v0 :: v_dual_fmac_f32 v1, v133, v91
v_dual_mul_f32 v142, src_lds_direct, v0 :: v_dual_fmac_f32 v1, v134, v91
v_interp_p10_f32 v0, -v1, v2, -v3 clamp wait_exp:3
v_interp_p2_f16_f32 v0.h, v1.h, v2, v3 op_sel:[1,0,0,1]
v_interp_p10_f16_f32 v0, v1.h, v2, v3.l wait_exp:7
v_interp_p10_rtz_f16_f32 v0, v1.l, v2, v3.h
v_interp_p10_f32 v0, s1, v2, v3
lds_param_load v1, attr5.z wait_vdst:3
lds_param_load v1, attr32.w
lds_direct_load v1
lds_param_load v1, attr63.w
exp mrt0 v1, v2, v3, v4 done
exp pos4 v1, off, v3, off row_en
exp dual_src_blend1 off, off, off, v4
exp mrtz v1, v2, v3, v4 done row_en
exp param0 v1, v2, v3, v4
exp mrt0 v1, v2, v3, v4 compr
""".strip().splitlines()
WAVE64 = """
v_add_f16 v1.h, v2.l, v3.h
v_cmp_eq_f16 v1.h, v2.h
v_cmp_eq_f16_e64 s[0:1], v1.h, v2.h
v_add_co_ci_u32 v1, vcc, v2, v3, vcc
v_cndmask_b16 v1.l, v2.h, v3.l, s[2:3]
v_cmp_eq_f32 vcc, v2, v3 row_share:2
v_wmma_f32_16x16x16_f16 v[0:3], v[8:15], v[16:23], v[24:27]
v_wmma_i32_16x16x16_iu8 v[0:3], v[8:11], v[16:19], v[24:27]
v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5
""".strip().splitlines()
STATEMENTS = {"valu11": VALU, "mem11": MEMORY, "other11": OTHER}

_ENC = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]")
_ERR = re.compile(r"<stdin>:(\d+):\d+: error: (.*)")


def _mc(cpu: str, text: str, *args) -> subprocess.CompletedProcess:
    name, _, attr = cpu.partition(":")
    mattr = [f"-mattr={attr}"] if attr else []
    return subprocess.run([LLVM_MC, "-triple=amdgcn", f"-mcpu={name}", *mattr,
                           "-show-encoding", *args], input=text, capture_output=True, text=True)


def main() -> int:
    jobs = [(x, c) for x in STATEMENTS.items() for c in CPUS]
    jobs.append((("wave64_11", WAVE64), "gfx1100:+wavefrontsize64"))
    for (stem, statements), cpu in jobs:
        lines = []
        for st in statements:
            p = _mc(cpu, st + "\n")
            m = _ERR.search(p.stderr)
            if m:
                lines.append(f"{st} ; error: {m.group(2)}")
                continue
            enc = _ENC.search(p.stdout.strip().splitlines()[-1])
            data = enc.group(2)
            d = _mc(cpu, data + "\n", "--disassemble")
            dis = _ENC.search(d.stdout.strip().splitlines()[-1]).group(1)
            lines.append(f"{enc.group(1)} ; encoding: [{data}] ; disasm: {dis}")
        out = ROOT / "tests/data/isa" / f"{stem}_{cpu.partition(':')[0]}.txt"
        out.write_text("\n".join(lines) + "\n")
        print(f"{out.name}: {len(lines)} lines")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Scalar and memory immediates as llvm-mc-22 takes them (answers measured with llvm-mc-22 on
2026-11-29; a probe of 44 SOPP/SOPK/SMEM/DS/FLAT/MUBUF forms x 25 values x 7 processors found
them): an imm16 SOPP operand (s_nop, s_sleep, s_trap ...) takes any integer, keeps its low 16
bits and is listed as written (-16..-1) or as its 32-bit pattern; negative branch offsets are
listed signed; ``s_waitcnt N`` keeps N's low 16 bits; hwreg and sendmsg integers are unsigned
16-bit; ``s_endpgm`` takes 0..65535; ``s_version`` is listed in hex (disassembled by name); a
MUBUF/MTBUF offset is 16-bit, of which LLVM 22 encodes the field's low 12 bits, and listed as
written; GCN's MTBUF format errors and float offsets use llvm-mc's words and columns; a MIMG
``dmask`` is any value of which the low 4 bits are encoded, listed as written; memory
modifiers keep llvm-mc's order.
"""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import gen_literal_grid_golden as gen

CASES = [
    ('gfx90a', 's_nop -1', 'ffff80bf',
     's_nop -1'),
    ('gfx90a', 's_nop -17', 'efff80bf',
     's_nop 0xffffffef'),
    ('gfx90a', 's_nop 0x12345678', '785680bf',
     's_nop 0x12345678'),
    ('gfx1030', 's_sleep 0x10000', '00008ebf',
     's_sleep 0x10000'),
    ('gfx90a', 's_setprio -5', 'fbff8fbf',
     's_setprio -5'),
    ('gfx90a', 's_branch -4096', '00f082bf',
     's_branch -4096'),
    ('gfx1100', 's_call_b64 s[0:1], -1', 'ffff00ba',
     's_call_b64 s[0:1], -1'),
    ('gfx90a', 's_waitcnt 65536', '00008cbf',
     's_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)'),
    ('gfx90a', 's_waitcnt 0xfffff', 'ffff8cbf',
     's_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)'),
    ('gfx90a', 's_endpgm -1', None,
     '10: expected a 16-bit value'),
    ('gfx90a', 's_sendmsg 0x10000', None,
     '11: invalid immediate: only 16-bit values are legal'),
    ('gfx90a', 's_getreg_b32 s1, -1', None,
     '18: invalid immediate: only 16-bit values are legal'),
    ('gfx1030', 's_setreg_b32 -4096, s1', None,
     '14: invalid immediate: only 16-bit values are legal'),
    ('gfx90a', 's_movk_i32 s1, -1', 'ffff01b0',
     's_movk_i32 s1, 0xffff'),
    ('gfx1030', 's_clause -1', 'ffffa1bf',
     's_clause 0xffff'),
    ('gfx1030', 's_version 0', '000080b0',
     's_version 0x0'),
    ('gfx1100', 's_version UC_VERSION_W64_BIT', '002080b0',
     's_version 0x2000'),
    ('gfx90a', 'buffer_load_dword v1, off, s[4:7], s1 offset:4097', '010050e000010101',
     'buffer_load_dword v1, off, s[4:7], s1 offset:4097'),
    ('gfx1030', 'buffer_store_dword v1, off, s[4:7], s1 offset:8191 glc', 'ff4f70e000010101',
     'buffer_store_dword v1, off, s[4:7], s1 offset:8191 glc'),
    ('gfx1100', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:65535 glc slc', 'ff5f50e002014101',
     'buffer_load_b32 v1, v2, s[4:7], s1 offen offset:65535 glc slc'),
    ('gfx90a', 'buffer_load_dword v1, off, s[4:7], s1 offset:65536', None,
     '39: expected a 16-bit unsigned offset'),
    ('gfx1100', 'buffer_load_b32 v1, off, s[4:7], s1 offset:-1', None,
     '37: expected a 16-bit unsigned offset'),
    ('tahiti', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT]', None,
     '51: unified format is not supported on this GPU'),
    ('gfx90a', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32, BUF_DATA_FORMAT_8]', None,
     '71: duplicate data format'),
    ('gfx90a', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[1]', None,
     '51: expected a format string'),
    ('gfx90a', 'ds_read_b32 v1, v2 offset:0.5', None,
     '20: expected a 16-bit unsigned offset'),
    ('gfx90a', 'ds_write2_b32 v1, v2, v3 offset0:0.5 offset1:1', None,
     '26: invalid offset0 value.'),
    ('gfx90a', 'global_load_dword v1, v[2:3], off offset:0.5', None,
     '35: expected a 13-bit signed offset'),
    ('gfx90a', 'flat_load_dword v1, v[2:3] offset:0.5', None,
     '28: expected a 12-bit unsigned offset'),
    ('gfx1100', 'global_load_b32 v1, v[2:3], off offset:0.5', None,
     '33: expected a 13-bit signed offset'),
    ('gfx90a', 's_load_dword s1, s[2:3], 0.5', None,
     '26: expected a 21-bit signed offset'),
    ('gfx1030', 's_buffer_load_dword s1, s[4:7], 0.5', None,
     '33: expected a 20-bit unsigned offset'),
    # MIMG dmask: any value, its low 4 bits encoded, listed as written; other name:value
    # modifiers are 'not a valid operand.'
    ('gfx90a', 'image_load v0, v[4:5], s[8:15] dmask:0x11', '000100f004000200',
     'image_load v0, v[4:5], s[8:15] dmask:0x11'),
    ('gfx90a', 'image_load v0, v[4:5], s[8:15] dmask:0x100', '000000f004000200',
     'image_load v0, v[4:5], s[8:15] dmask:0x100'),
    ('gfx90a', 'image_load v0, v[4:5], s[8:15] dmask:-1', None,
     '1: image data size does not match dmask and d16'),
    ('tonga', 'image_load v[0:3], v[4:7], s[8:15] dmask:0x10', None,
     '1: image data size does not match dmask and tfe'),
    ('gfx90a', 'image_load v0, v[4:5], s[8:15] dim:2D', None,
     '32: not a valid operand.'),
    ('gfx90a', 'image_load v0, v[4:5], s[8:15] offset:1', None,
     '32: not a valid operand.'),
    ('gfx1030', 'image_load v0, v[4:5], s[8:15] dmask:0x11 dim:SQ_RSRC_IMG_2D', '080100f004000200',
     'image_load v0, v[4:5], s[8:15] dmask:0x11 dim:SQ_RSRC_IMG_2D'),
    ('gfx1100', 'image_sample v0, v[4:5], s[8:15], s[16:19] dmask:0x21 dim:SQ_RSRC_IMG_2D glc', '04416cf004000210',
     'image_sample v0, v[4:5], s[8:15], s[16:19] dmask:0x21 dim:SQ_RSRC_IMG_2D glc'),
    ('gfx1100', 'image_load v0, v[4:5], s[8:15] foo:1 dim:SQ_RSRC_IMG_2D', None,
     '32: not a valid operand.'),
    # memory modifiers in llvm-mc's order (offset before the cache policy, a MUBUF's offen
    # before its offset, an MTBUF's format before the cache policy, each bit once); lds only
    # on loads; SMEM's slc and GFX9's dlc in llvm-mc's words
    ('gfx90a', 'global_store_dword v[2:3], v1, off lds', None,
     '36: invalid operand for instruction'),
    ('gfx90a', 'global_load_dword v[2:3], off lds', '00a050dc02007f00',
     'global_load_dword v[2:3], off lds'),
    ('gfx90a', 'global_load_dword v1, v[2:3], off glc offset:16', None,
     '39: not a valid operand.'),
    ('gfx1100', 'global_load_b32 v1, v[2:3], off slc offset:16', None,
     '37: not a valid operand.'),
    ('gfx90a', 'buffer_load_dword v1, off, s[4:7], s1 glc offset:16', None,
     '43: invalid operand for instruction'),
    ('gfx1030', 'buffer_load_dword v1, v2, s[4:7], s1 offset:16 offen', None,
     '38: invalid operand for instruction'),
    ('gfx90a', 'ds_read_b32 v1, v2 gds offset:16', None,
     '24: not a valid operand.'),
    ('gfx90a', 'tbuffer_load_format_x v1, off, s[4:7], s1 glc offset:4 format:[BUF_FMT_32_FLOAT]', None,
     '56: not a valid operand.'),
    ('gfx90a', 'global_load_dword v1, v[2:3], off glc glc', None,
     '39: duplicate cache policy modifier'),
    ('gfx1100', 'buffer_load_b32 v1, off, s[4:7], s1 slc slc', None,
     '41: duplicate cache policy modifier'),
    ('bonaire', 'buffer_atomic_add v0, off, s[0:3], scc offset:4095', 'ff0fc8e0000000fd',
     'buffer_atomic_add v0, off, s[0:3], src_scc offset:4095'),
    ('gfx90a', 's_load_dword s1, s[2:3], 0x10 slc', None,
     '1: invalid cache policy for SMEM instruction'),
    ('gfx90a', 's_load_dword s1, s[2:3], 0x10 dlc', None,
     '31: dlc modifier is not supported on this GPU'),
    ('gfx1030', 's_load_dword s1, s[2:3], 0x10 glc slc dlc', None,
     '1: invalid cache policy for SMEM instruction'),
    ('gfx1100', 's_load_b32 s1, s[2:3], 0x10 glc dlc', '416000f4100000f8',
     's_load_b32 s1, s[2:3], 0x10 glc dlc'),
    # a name:value modifier an instruction lacks is 'not a valid operand.' (EXP, LDSDIR,
    # VINTERP, SOP); LDSDIR/VINTERP wait values out of range in llvm-mc's words
    ('gfx1100', 'exp mrt0 v1, v2, v3, v4 wait_vdst:1', None,
     '25: not a valid operand.'),
    ('gfx1100', 'lds_param_load v1, attr0.x wait_exp:7', None,
     '28: not a valid operand.'),
    ('gfx1100', 'lds_param_load v1, attr0.x wait_vdst:16', None,
     '28: invalid wait_vdst value.'),
    ('gfx1100', 'v_interp_p10_f32 v1, v2, v3, v4 done', None,
     '33: invalid operand for instruction'),
    ('gfx1100', 'v_interp_p10_f32 v1, v2, v3, v4 wait_exp:8', None,
     '33: invalid wait_exp value.'),
    ('gfx90a', 's_movk_i32 wait_vdst:1, 1', None,
     '12: not a valid operand.'),
    ('gfx1100', 's_add_u32 s1, s2, foo:1', None,
     '19: not a valid operand.'),
    ('gfx1100', 's_delay_alu instid0(VALU_DEP_1) foo:1', None,
     '33: not a valid operand.'),
    # ds_nop exists on RDNA too (opcode 0x14); it has no offset and no GDS form
    ('gfx1030', 'ds_nop', '000050d800000000',
     'ds_nop'),
    ('gfx1150', 'ds_nop', '000050d800000000',
     'ds_nop'),
    ('gfx1100', 'ds_nop offset:4', None,
     '8: not a valid operand.'),
    ('gfx1100', 'ds_nop gds', None,
     '8: invalid operand for instruction'),
    ('tonga', 'ds_nop gds', None,
     '8: invalid operand for instruction'),
]


@pytest.mark.parametrize("cpu,text,hexbytes,printed", CASES)
def test_as_llvm(cpu, text, hexbytes, printed):
    assert gen.ours_asm(cpu, text) == (hexbytes, printed)


def test_disassembly_names_s_version():
    """The disassembler prints s_version by name where the listing printed hex."""
    assert gen.ours_disasm("gfx1030", "000080b0") == "s_version UC_VERSION_GFX7"


@pytest.mark.oracle
def test_cases_are_llvm_22s_answers():
    for cpu in sorted({c for c, *_ in CASES}):
        picks = [(t, h, p) for c, t, h, p in CASES if c == cpu]
        got = gen.llvm_asm(cpu, [t for t, _h, _p in picks])
        assert [tuple(g) for g in got] == [(h, p) for _t, h, p in picks]


@pytest.mark.parametrize("cpu,hexbytes,text", [
    ("gfx1030", "000050d800000000", "ds_nop"),
    ("gfx1150", "000052d800000000", None),   # llvm-mc: v_illegal (a GDS bit)
    ("gfx1100", "010250d800000000", None),   # an offset
    ("gfx90a", "010228d800000000", None),    # GCN: not ds_nop either (two dwords refused)
])
def test_ds_nop_decodes_as_llvm(cpu, hexbytes, text):
    assert gen.ours_disasm(cpu, hexbytes) == text


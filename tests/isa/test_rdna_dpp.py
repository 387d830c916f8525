"""GFX10 DPP16/DPP8 (amdgcn.isa.formats._dpp_rdna), MTBUF, MIMG, SDWA, VINTRP and
v_permlane16 against LLVM 22.

Golden files tests/data/isa/{dpp,mtbuf,mimg,misc}_gfx1010.txt and dpp_gfx1010w64.txt come from
tools/gen_rdna_dpp_golden.py (llvm-mc-22); they are checked in three directions (text ->
bytes, bytes -> text, text -> bytes -> text) and error lines by message.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa import core

DATA = Path(__file__).resolve().parents[1] / "data" / "isa"
FILES = {"dpp_gfx1010": "gfx1010", "dpp_gfx1010w64": "gfx1010:+wavefrontsize64",
         "mtbuf_gfx1010": "gfx1010", "mimg_gfx1010": "gfx1010", "misc_gfx1010": "gfx1010"}


def _golden(name: str):
    for line in (DATA / f"{name}.txt").read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        asm, _, rest = line.rpartition(" ; ")
        if rest.startswith("encoding: ["):
            yield asm, bytes(int(x, 16) for x in rest[len("encoding: ["):-1].split(",")), None
        else:
            yield asm, None, rest[len("error: "):]


def _asm(isa, text: str) -> bytes:
    return isa.encode(isa.parse(text), core.EncodeContext())


@pytest.mark.parametrize("name", sorted(FILES))
def test_golden(name):
    isa = core.isa_for(FILES[name])
    bad = []
    for asm, data, err in _golden(name):
        if data is None:
            try:
                _asm(isa, asm)
                bad.append((asm, "no error", err))
            except AsmError as e:
                if e.message != err:
                    bad.append((asm, e.message, err))
            continue
        try:
            got = _asm(isa, asm)
        except AsmError as e:
            bad.append((asm, str(e), data.hex()))
            continue
        if got != data:
            bad.append((asm, got.hex(), data.hex()))
        inst = isa.decode(data)
        if inst.text != asm or inst.size != len(data):
            bad.append((data.hex(), inst.text, asm))
        if _asm(isa, inst.text) != data:
            bad.append((inst.text, "round trip", data.hex()))
    assert not bad, bad[:10]


@pytest.mark.parametrize("hexbytes, text", [
    # llvm-objdump-22 --mcpu=gfx1010: controls GFX10 dropped print as comments
    ("fa02007e013001ff", "v_mov_b32_dpp v0, v1 /* wave_shl is not supported starting from "
                         "GFX10 */ row_mask:0xf bank_mask:0xf"),
    ("fa02007e014201ff", "v_mov_b32_dpp v0, v1 /* row_bcast is not supported starting from "
                         "GFX10 */ row_mask:0xf bank_mask:0xf"),
    ("fa02007e017001ff", "v_mov_b32_dpp v0, v1 /* Invalid dpp_ctrl value */ row_mask:0xf "
                         "bank_mask:0xf"),
    ("fa00007e05e400ff", "v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"),
    ("e900007e0388c6fa", "v_nop dpp8:[0,1,2,3,4,5,6,7]"),
    ("fa02007e01e402ff", "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf "
                         "bank_mask:0xf"),                       # bit 17 is ignored
    ("001070ea010a417d", "tbuffer_load_format_x v10, v1, s[4:7], null format:78 offen slc"),
    # llvm-mc-22 --disassemble reads a literal soffset on GFX10 (its assembler takes none)
    ("000030e0000100ff78563412", "buffer_load_dword v1, off, s[0:3], 0x12345678"),
    # GFX10 MIMG: NSA addresses; sampling NSA forms print two spaces after the mnemonic
    ("0a1f00f00201010003000000", "image_load v[1:4], [v2, v3], s[4:11] dmask:0xf "
                                 "dim:SQ_RSRC_IMG_2D unorm"),
    ("0a0f84f008101880090a0b0c", "image_sample_cl  v[16:17], [v8, v9, v10], s[96:103], s[0:3] "
                                 "dmask:0xf dim:SQ_RSRC_IMG_2D d16"),
    ("080101f104286280", "image_gather4 v[40:41], v4, s[8:15], s[12:15] dmask:0x1 "
                         "dim:SQ_RSRC_IMG_2D tfe d16"),   # no such variant: the base one
    # an NSA field that does not fit the address count: LLVM's first variant of that size
    ("020100f00408020008090a0b", "image_load v8, [v4, v8, v9, v10], s[8:15] dmask:0x1 "
                                 "dim:SQ_RSRC_IMG_1D"),
    ("000071f1cd0000c8", "image_gather4_c_l_o v[0:1], v[205:207], s[0:7], s[0:3] "
                         "dim:SQ_RSRC_IMG_1D a16 tfe d16"),
    # GFX10 v_cmpx_class_*_e64: the integer source's abs/neg bits are ignored
    ("554298d45c00c300", "v_cmpx_class_f32_e64 s92, v128"),
    ("fb3898d435a50062", "v_cmpx_class_f32_e64 -v53, s82"),
    # a VOPC SDST of 255 reads a literal; wave32 SDWA carry operands are vcc_lo
    ("ff00ccd400a70000002e80bf", "v_cmp_gt_f16_e64 0xbf802e00/*Invalid immediate*/, v0, s83"),
    ("f906025002160606", "v_add_co_ci_u32_sdwa v1, vcc_lo, v2, v3, vcc_lo dst_sel:DWORD "
                         "dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD"),
    ("000877d701050c00", "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,0]"),
    ("006077d701050c00", "v_permlane16_b32 v0, v1, s2, s3"),    # op_sel bits 2-3 ignored
])

def test_decode(hexbytes, text):
    assert core.isa_for("gfx1010").decode(bytes.fromhex(hexbytes)).text == text


@pytest.mark.parametrize("hexbytes", [
    "fa02007e0130e4ff",     # neg/abs on v_mov_b32's integer source
    "fa0400fc01e400ff",     # VOPC has no DPP on GFX10
    "001070ea010a8180",     # tfe on GFX10 MTBUF
])
def test_decode_invalid(hexbytes):
    with pytest.raises(DecodeError):
        core.isa_for("gfx1010").decode(bytes.fromhex(hexbytes))


def test_gcn_dpp_untouched():
    """GFX9 still has wave_shl and no row_share (the GFX10 rules stay on GFX10)."""
    isa = core.isa_for("gfx900")
    assert _asm(isa, "v_mov_b32_dpp v0, v1 wave_shl:1") == bytes.fromhex("fa02007e013001ff")
    with pytest.raises(AsmError):
        _asm(isa, "v_mov_b32 v0, v1 row_share:1")


def test_dot_rows_need_their_features():
    """v_dot2c_f32_f16 is GFX10.1's VOP2 op 2 on gfx1011/gfx1012 only (LLVM 22)."""
    data = bytes.fromhex("01050a04")
    assert core.isa_for("gfx1011").decode(data).text == "v_dot2c_f32_f16 v5, v1, v2"
    with pytest.raises(DecodeError):
        core.isa_for("gfx1010").decode(data)


def test_mimg_errors():
    isa = core.isa_for("gfx1030")
    with pytest.raises(AsmError, match="invalid dim; must be MSAA type") as e:
        _asm(isa, "image_msaa_load v58, v0, s[72:79] dim:SQ_RSRC_IMG_1D")
    assert e.value.col == 35
    with pytest.raises(AsmError, match="invalid operand for instruction") as e:
        _asm(isa, "image_load v[40:41], v[4:5], s[8:15] dmask:0x7 dim:2D d16 tfe")
    assert e.value.col == 59            # tfe after d16: out of llvm-mc's order
    # gfx900 keeps GCN's MIMG (no dim, no NSA list)
    with pytest.raises(AsmError):
        _asm(core.isa_for("gfx900"), "image_load v[1:4], [v2, v3], s[4:11] dmask:0xf dim:2D")

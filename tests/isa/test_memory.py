"""Memory family (DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH) against LLVM 22.

Golden files ``tests/data/isa/mem_<cpu>.txt`` come from ``tools/gen_memory_golden.py``.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa import decode, encode, isa_for
from amdgcn.isa.formats.ds import swizzle_text

DATA = Path(__file__).resolve().parents[1] / "data" / "isa"
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx90a", "gfx942")
_LINE = re.compile(r"(.*?) ; encoding: \[(.*)\]")
ENCODINGS = ("DS", "MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH")


def golden(cpu):
    out = []
    for line in (DATA / f"mem_{cpu}.txt").read_text().splitlines():
        m = _LINE.match(line)
        if m:
            out.append((m.group(1), bytes(int(x, 16) for x in m.group(2).split(","))))
    return out


CASES = [(cpu, t, b) for cpu in CPUS for t, b in golden(cpu)]


@pytest.mark.parametrize("cpu,text,data", CASES)
def test_golden(cpu, text, data):
    assert encode(text, cpu) == data
    if cpu not in ("tahiti", "bonaire"):
        assert decode(data, cpu).text == text
    again = decode(data, cpu).text
    assert encode(again, cpu) == data


def _rows(cpu):
    isa = isa_for(cpu)
    return sorted({(r.encoding, r.name): r for rs in isa.by_name.values() for r in rs
                   if r.encoding in ENCODINGS}.items())


#: LLVM 22 prints a register that does not fit the operand's class with this note; such a
#: text does not assemble, in LLVM either
INVALID_NOTE = "/*Invalid register"
#: llvm-mc's assembler errors on texts its own disassembler prints (checked against LLVM 22
#: with tools/conformance.py's random cases and llvm-mc over these words): a decoded word may
#: carry fields no assembly text can set (tfe on a store, a 13-bit FLAT offset, any dmask on
#: an image atomic or gather4, null or a GFX9-only source as soffset, an odd GWS VGPR)
LLVM_ALSO_REJECTS = (
    "TFE modifier has no meaning for store instructions",
    "invalid register class: agpr loads and stores not supported on this GPU",
    "invalid image_gather dmask: only one bit must be set",
    "invalid atomic image dmask",
    "image data size does not match",
    "expected a 12-bit unsigned offset",
    "flat offset modifier is not supported on this GPU",
    "'null' operand is not supported on this GPU",
    "register not available on this GPU",
    "invalid register class: vgpr tuples must be 64 bit aligned",
    "vgpr must be even aligned",
)
_PAST_V255 = re.compile(r"[va]\[\d+:(25[6-9]|26\d)\]|s\[(96|100):10[0-9]\]")
_ODD_AGPR_TUPLE = re.compile(r"a\[\d*[13579]:")


def _llvm_also_rejects(text: str, message: str, cpu: str) -> bool:
    """Whether llvm-mc 22 refuses ``text`` too (see LLVM_ALSO_REJECTS)."""
    if any(m in message for m in LLVM_ALSO_REJECTS):
        return True
    if message != "invalid operand for instruction":
        return False
    # a tuple past v255/a255 or s105; an odd AGPR tuple of gfx90a's AGPR-only variants
    # (printed without a note, refused by the assembler); an image data size LLVM prints as
    # the base variant; an LDS load with tfe
    return bool(_PAST_V255.search(text)) or (
        cpu in ("gfx90a", "gfx942") and bool(_ODD_AGPR_TUPLE.search(text))) or \
        text.startswith("image_") or (" lds" in text and " tfe" in text)


@pytest.mark.parametrize("cpu", CPUS)
@settings(max_examples=60, deadline=None)
@given(st.data())
def test_random_words_round_trip(cpu, data):
    """decode(bytes) rejects the word (as LLVM 22 does) or prints a text that assembles to
    bytes printing the same text (fields an instruction does not use may differ), for random
    operand fields of every row."""
    isa = isa_for(cpu)
    rows = _rows(cpu)
    enc, row = data.draw(st.sampled_from([(k[0], r) for k, r in rows]))
    op = row.opcode(isa.column)
    w1 = data.draw(st.integers(0, 0xFFFFFFFF))
    old = isa.column in ("gfx6", "gfx7")
    if enc == "DS":
        w0 = 0b110110 << 26 | (op << 18 if old else op << 17)
        w0 |= data.draw(st.integers(0, 0xFFFF)) | data.draw(st.integers(0, 1)) << (
            17 if old else 16)
    elif enc in ("FLAT", "GLOBAL", "SCRATCH"):
        seg = row.get("seg", 0)
        w0 = 0b110111 << 26 | op << 18 | (0 if old else seg << 14)
        w0 |= data.draw(st.integers(0, 0x1FFF)) | data.draw(st.integers(0, 7)) << 16
        if not seg and data.draw(st.booleans()):
            w1 &= 0xFF80FFFF
    elif enc == "MUBUF":
        w0 = 0b111000 << 26 | op << 18 | data.draw(st.integers(0, 0x3FFFF)) & ~(0x7F << 18)
        w0 |= data.draw(st.integers(0, 1)) << 25
    elif enc == "MTBUF":
        w0 = 0b111010 << 26 | (op << 16 if old else op << 15) | data.draw(
            st.integers(0, 0x7FFF)) | data.draw(st.integers(0, 0x7F)) << 19
    else:  # MIMG
        w0 = 0b111100 << 26 | op << 18 | data.draw(st.integers(0, 0x3FFFF)) | data.draw(
            st.integers(0, 1)) << 25
    raw = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
    try:
        inst = decode(raw, cpu)
    except DecodeError:
        return
    if INVALID_NOTE in inst.text:
        return
    try:
        again = encode(inst.text, cpu)
    except AsmError as e:
        assert _llvm_also_rejects(inst.text, e.message, cpu), (raw.hex(), inst.text, e.message)
        return
    assert decode(again, cpu).text == inst.text


def test_swizzle_modes():
    assert swizzle_text(0x8000 | 0b11100100) == "swizzle(QUAD_PERM,0,1,2,3)"
    assert swizzle_text(0x1F | 16 << 10) == "swizzle(SWAP,16)"
    assert swizzle_text(0xFFFF) == "swizzle(FFT,31)"
    assert swizzle_text(0xFFFF, gfx9=False) == "65535"


def test_flags():
    isa = isa_for("gfx90a")
    r = isa.rows_for("global_load_dwordx4")[0]
    assert {"load", "vm"} <= r.flags and r.get("dwords") == 4
    assert {"atomic", "rtn", "lgkm"} <= isa.rows_for("ds_add_rtn_u32")[0].flags


def test_errors():
    from amdgcn.errors import AsmError
    with pytest.raises(AsmError, match="gds modifier"):
        encode("ds_add_u32 v1, v2 gds", "gfx90a")
    with pytest.raises(AsmError, match="not supported"):
        encode("ds_add_src2_u32 v1", "gfx90a")
    with pytest.raises(AsmError, match="13-bit signed"):
        encode("global_load_dword v1, v[2:3], off offset:4096", "gfx900")


@pytest.mark.oracle
def test_oracle_sample():
    from tests.conftest import llvm_tool
    mc = llvm_tool("llvm-mc")
    for cpu in ("gfx90a", "gfx900"):
        lines = [t for t, _ in golden(cpu)]
        out = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                             input="\n".join(lines) + "\n", capture_output=True, text=True)
        encs = re.findall(r"encoding: \[(.*)\]", out.stdout)
        for t, e in zip(lines, encs):
            assert encode(t, cpu) == bytes(int(x, 16) for x in e.split(","))


# ---- regressions (LLVM 22 answers, probed with llvm-mc) -------------------------------------
DECODES = [
    # register-class notes of LLVM's disassembler (odd tuples on gfx90a/gfx940, AGPRs in a
    # VGPR-only class before gfx90a)
    ("gfx90a", "4b0076e204719486", "buffer_store_dwordx2 a[113:114]/*Invalid register, operand "
     "has 'AV_64_Align2' register class*/, off, s[80:83], 6 offset:75 slc"),
    ("gfx90a", "000001e97f7300be", "tbuffer_load_format_xyz v[115:117]/*Invalid register, "
     "operand has 'AV_96_Align2' register class*/, off, s[0:3], 62 "
     "format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED]"),
    ("gfx90a", "00b504e01300c200", "buffer_load_format_xy a[0:1], v[19:20]/*Invalid register, "
     "operand has 'VReg_64_Align2' register class*/, s[8:11], s0 idxen offen offset:1280 scc"),
    ("gfx90a", "007e03e90f000000", "tbuffer_store_format_xyz v[0:2], v[15:16], s[0:3], s0 "
     "format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED] idxen offen offset:3584 glc"),
    ("gfx90a", "0000e6d80000007f", "ds_max_rtn_f64 v[127:128]/*Invalid register, operand has "
     "'VReg_64_Align2' register class*/, v0, v[0:1]"),
    ("gfx90a", "0031e2da100000fb", "ds_cmpst_rtn_f64 a[251:252], v16, a[0:1], a[0:1] "
     "offset:12544"),
    ("gfx90a", "3a0089dd00ef00d0", "flat_atomic_add_x2 v[208:209], v[0:1], v[239:240]/*Invalid "
     "register, operand has 'VReg_64_Align2' register class*/ offset:58 glc"),
    ("gfx90a", "20008cdd00c100b7", "flat_atomic_sub_x2 v[0:1], v[193:194]/*Invalid register, "
     "operand has 'AV_64_Align2' register class*/ offset:32"),
    ("gfx900", "7300ecda00000000", "ds_read_b64 a[0:1]/*Invalid register, operand has "
     "'VReg_64' register class*/, v0 offset:115"),
    ("gfx900", "659444dce7007e00", "global_load_sbyte v0, v231, exec/*Invalid register, operand "
     "has 'SReg_64_XEXEC_XNULL' register class*/ offset:-2971"),
    ("gfx900", "000008e3a10040fe", "buffer_atomic_add v0, off, s[0:3], src_lds_direct/*Invalid "
     "register, operand has 'SReg_32' register class*/"),
    # gds is ignored on gfx90a, except by the GWS instructions
    ("gfx90a", "00bd59d8824f00b9", "ds_mskor_rtn_b32 v185, v130, v79, v0 offset:48384"),
    ("gfx942", "00003bd900000000", "ds_gws_barrier v0 gds"),
    # FLAT offsets print as 13-bit unsigned values on GFX8/GFX9
    ("tonga", "d40074dc00000000", "flat_store_dwordx2 v[0:1], v[0:1] offset:212"),
    ("gfx90a", "0016a8dd00000000", "flat_atomic_xor_x2 v[0:1], v[0:1] offset:5632"),
    # global/scratch loads to LDS have no vdst
    ("gfx90a", "36a246de00000000", "global_load_sbyte v0, s[0:1] offset:566 slc scc lds"),
    ("gfx90a", "966750dca8000000", "scratch_load_dword off, s0 offset:1942 lds"),
    ("gfx900", "00bc50de00003e00", "global_load_dword v0, s[62:63] offset:-1024 lds"),
    ("gfx90a", "208f3addc33da987", "global_atomic_pk_add_f16 v195, a61, s[40:41] offset:3872 "
     "slc"),
    # cache-policy bits of the cache-control instructions do not print
    ("gfx90a", "0000a2e0002f4a00", "buffer_wbl2"),
    ("tonga", "c200fee200f61589", "buffer_wbinvl1_vol"),
    ("tonga", "4200f7e02983005b", "buffer_store_lds_dword s[0:3], s91 offset:66 lds slc"),
    # MIMG: LLVM's address size per opcode, data size from dmask/d16/tfe
    ("tonga", "0000f0f0216b004d", "image_sample_c_l_o v107, v[33:35], s[0:7], s[32:35]"),
    ("tonga", "c8dcedf09300f600", "image_sample_c_d_cl_o v[0:2], v[147:150], s[88:95], "
     "s[28:31] dmask:0xc unorm r128 tfe da"),
    ("gfx900", "000033f1487700b5", "image_gather4_c_l v[119:120], v[72:73], s[0:7], s[32:35] "
     "tfe lwe d16"),
    ("gfx900", "7a005cf100fd1600", "image_gather4_lz_o v[253:254], v[0:1], s[88:95], s[0:3]"),
    ("gfx90a", "00cf40f200000000", "image_atomic_swap v0, v0, s[0:7] dmask:0xf slc a16 da"),
    ("gfx90a", "000044f2002e0000", "image_atomic_cmpswap v[46:47], v0, s[0:7] slc"),
    ("gfx90a", "4ad783f0002d0e00", "image_sample a45, v0, s[56:63], s[0:3] dmask:0x7 unorm a16 "
     "lwe da"),
    ("gfx90a", "d20048f0fe000000", "image_atomic_add v0, v254, s[0:7] scc"),
    ("tonga", "00b74ee0c618d8fe", "buffer_load_sshort v[24:25], v[198:199], s[96:99], "
     "src_lds_direct/*Invalid register, operand has 'SReg_32' register class*/ idxen offen "
     "offset:1792 slc tfe"),
    ("tonga", "000080f24200be26", "image_sample v0, v66, ttmp[8:15], s[84:87] slc"),
    # words LLVM 22 rejects
    ("gfx900", "000000d801020300", None),         # DS: a register field it does not use
    ("gfx90a", "000032d900010000", None),         # GWS without gds
    ("gfx900", "000050dc01000504", None),         # flat with saddr
    ("tonga", "008050dc01027f04", None),          # no global segment on GFX8
    ("gfx900", "000148f002040080", None),          # d16 on an image atomic
    ("gfx900", "000050e000011a00", None),          # srsrc: no such SGPR tuple
    ("gfx900", "000050e0000100d1", None),          # soffset: no such source
    ("gfx900", "000071e000010000", None),          # lds on a buffer store
    ("gfx900", "000055e002000000", None),          # lds on buffer_load_dwordx2
    ("gfx900", "2a8b09e10000800f", None),          # tfe on a buffer atomic
    ("gfx90a", "af5da0e081d3c10a", None),          # address on buffer_wbl2
    ("gfx900", "288ef7e0c463675b", "buffer_store_lds_dword s[28:31], s91 offset:3624 lds slc"),
    ("gfx90a", "d89b3ae3c96450be", None),          # scc on gfx90a buffer_atomic_pk_add_f16
    ("gfx90a", "00a054de00000000", None),          # lds on global_load_dwordx2
    ("gfx90a", "00a046de07000000", "global_load_sbyte v7, s[0:1] slc scc lds"),
    ("tonga", "283346dc4d7d0061", None),           # lds bit on GFX8 flat
    ("gfx900", "2b07b3df238c80d9", "flat_atomic_dec_x2 a[217:218], v[35:36], a[140:141] "
     "offset:1835 glc slc"),
    ("gfx900", "2c810ddf7126e6be", None),          # returning global atomic on AGPRs
    ("gfx90a", "010100f001020000", None),          # MIMG bit 0
    ("gfx90a", "000100f001022000", None),          # MIMG sampler field without a sampler
]


@pytest.mark.parametrize("cpu,hexbytes,text", DECODES)
def test_decode_regressions(cpu, hexbytes, text):
    data = bytes.fromhex(hexbytes)[:8]
    if text is None:
        with pytest.raises(DecodeError):
            decode(data, cpu)
    else:
        assert decode(data, cpu).text == text


ENCODES = [
    ("tonga", "flat_atomic_smax v[3:4], v5,", "000018dd03050000"),  # trailing comma
    ("bonaire", "flat_atomic_smax v[3:4], v5,", "0000dcdc03050000"),
    ("tonga", "flat_load_dword v1, v[3:4] offset:0", "000050dc03000001"),
    ("gfx90a", "buffer_store_lds_dword s[0:3], s0 lds", "0000f5e000000000"),
    ("gfx90a", "buffer_store_lds_dword s[0:3], s0 offset:1024 lds scc", "0084f5e000000000"),
    ("gfx90a", "global_load_sbyte v0, s[0:1] offset:566 slc scc lds", "36a246de00000000"),
    ("gfx900", "image_sample_c_l_o v107, v[33:40], s[0:7], s[32:35]", "0000f0f0216b0001"),
    ("gfx900", "image_load v[0:3], v[0:1], s[0:7] dmask:0xf", "000f00f000000000"),
    ("gfx90a", "image_load v0, v0, s[0:7] dmask:0x1 scc", "800100f000000000"),
    ("gfx900", "image_atomic_cmpswap v[5:8], v[1:4], s[8:15] dmask:0xf unorm",
     "001f44f001050200"),
    ("tahiti", "image_atomic_smax v[91:92], v200, s[0:7] dmask:0x3 glc", "002358f0c85b0000"),
    ("gfx900", "image_gather4 v[0:1], v0, s[0:7], s[0:3] dmask:0x1 d16", "000100f100000080"),
    # gfx90a float atomics take scc and do not encode it
    ("gfx90a", "buffer_atomic_add_f32 v1, off, s[0:3], s0 scc", "000034e100010000"),
    ("gfx90a", "global_atomic_add_f32 v[2:3], v1, off scc", "008034dd02017f00"),
    ("gfx90a", "image_atomic_umax a16, v218, s[44:51] dmask:0x1 a16", "00815df0da100b00"),
]


@pytest.mark.parametrize("cpu,text,hexbytes", ENCODES)
def test_encode_regressions(cpu, text, hexbytes):
    assert encode(text, cpu).hex() == hexbytes


def test_listing_echoes_image_address():
    from amdgcn.asm.assembler import assemble_listing
    r = assemble_listing("image_load v5, v[1:4], s[8:15] dmask:0x1", "gfx900")
    assert r.lines[0].text == "image_load v5, v[1:4], s[8:15] dmask:0x1"
    assert decode(r.lines[0].data, "gfx900").text == "image_load v5, v1, s[8:15] dmask:0x1"


ERRORS = [
    ("gfx900", "image_atomic_add v[0:2], v0, s[0:7] dmask:0x7", "invalid atomic image dmask"),
    ("gfx900", "image_atomic_add v0, v0, s[0:7]", "invalid atomic image dmask"),
    ("gfx900", "image_gather4 v[0:3], v0, s[0:7], s[0:3] dmask:0x3",
     "invalid image_gather dmask: only one bit must be set"),
    ("tonga", "image_atomic_cmpswap v[0:1], v0, s[0:7] dmask:0x1",
     "image data size does not match dmask and tfe"),
    ("gfx900", "image_load v[0:1], v0, s[0:7] dmask:0x7",
     "image data size does not match dmask, d16 and tfe"),
    ("gfx90a", "image_load v[0:1], v0, s[0:7] dmask:0x7",
     "image data size does not match dmask and d16"),
    ("gfx900", "image_load_pck v0, v0, s[0:7] dmask:0x1 d16", "invalid operand for instruction"),
    ("tahiti", "image_load_mip_pck v5, v[1:4], s[8:15] dmask:0x1 d16",
     "invalid operand for instruction"),
    ("tonga", "image_load v[0:3], v[0:1], s[0:3] dmask:0xf a16",
     "a16 modifier is not supported on this GPU"),
    ("gfx900", "image_load v[0:3], v[0:1], s[0:7] dmask:0xf r128",
     "r128 modifier is not supported on this GPU"),
    ("gfx900", "image_load v0, v0, s[0:7] dmask:0x1 scc",
     "scc modifier is not supported on this GPU"),
    ("gfx900", "image_sample_c_l_o v107, v[33:34], s[0:7], s[32:35]",
     "invalid operand for instruction"),
    ("gfx900", "buffer_store_dword v[0:1], off, s[84:87], s12 tfe",
     "TFE modifier has no meaning for store instructions"),
    ("gfx900", "buffer_load_format_d16_xy v[1:2], off, s[4:7], s1",
     "operands are not valid for this GPU or mode"),
    ("gfx908", "buffer_atomic_add_f32 v5, off, s[8:11], s3 offset:4095 glc",
     "operands are not valid for this GPU or mode"),
    ("gfx90a", "tbuffer_load_format_x v0, v[1:2], s[0:3], s0 format:[BUF_DATA_FORMAT_32] "
     "idxen offen", "invalid register class: vgpr tuples must be 64 bit aligned"),
    ("gfx90a", "buffer_load_dword v0, v[1:2], s[0:3], s0 idxen offen",
     "invalid operand for instruction"),
    ("gfx90a", "ds_write_b64 v1, v[3:4]", "invalid operand for instruction"),
    ("gfx90a", "ds_gws_init a1 offset:65535 gds", "vgpr must be even aligned"),
    ("gfx90a", "ds_gws_sema_br v1 offset:65535 gds", "vgpr must be even aligned"),
    ("gfx90a", "flat_atomic_add v2, v[2:3], a2 glc", "invalid operand for instruction"),
    ("tonga", "buffer_store_lds_dword s[4:7], s8 offset:4 lds tfe",
     "invalid operand for instruction"),
    ("tonga", "flat_load_dword v1, v[2:3] offset:12",
     "flat offset modifier is not supported on this GPU"),
    ("gfx900", "flat_atomic_cmpswap v[1:2], v[3:4] offset:4095 glc",
     "instruction must not use glc"),
    ("gfx900", "flat_atomic_cmpswap v0, v[1:2], v[3:4] offset:4095",
     "instruction must use glc"),
    ("gfx900", "global_load_ubyte v1, v[3:4], off dlc",
     "dlc modifier is not supported on this GPU"),
    ("gfx90a", "scratch_load_sbyte_d16_hi a233, off, null offset:-1536 scc",
     "'null' operand is not supported on this GPU"),
    ("tonga", "buffer_load_dword v1, off, s[0:3], src_shared_base",
     "src_shared_base register not available on this GPU"),
    ("gfx900", "ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,0)",
     "group size must be in the interval [1,16]"),
    ("gfx900", "ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,3)",
     "group size must be a power of two"),
    ("gfx900", "ds_swizzle_b32 v8, v2 offset:swizzle(quad_perm,0,1,2,3)",
     "expected a swizzle mode"),
    ("tahiti", "ds_swizzle_b32 v8, v2 offset:SWIZZLE(QUAD_PERM, 0, 1, 2, 3)",
     "expected a swizzle macro or an absolute expression"),
    ("gfx900", "ds_add_u32 v2, v4 offset:65536", "expected a 16-bit unsigned offset"),
    ("gfx900", "ds_write2_b32 v2, v4, v6 offset1:256", "invalid offset1 value."),
    ("gfx900", "ds_write2_b32 v2, v4, v6 offset0:4 offset0:8", "not a valid operand."),
]


@pytest.mark.parametrize("cpu,text,message", ERRORS)
def test_error_regressions(cpu, text, message):
    with pytest.raises(AsmError) as e:
        encode(text, cpu)
    assert e.value.message == message


@pytest.mark.parametrize("cpu", ["gfx900", "gfx90a", "gfx942", "gfx1030"])
def test_flat_segment_3_is_reserved(cpu):
    """Fuzz finding (emulator target): segment 3 decoded as a FLAT row with a scratch
    operand list (``flat_atomic_add v0, off, v6, s0``) that llvm-mc 22 calls an invalid
    instruction encoding on every target (checked by hand); the emulator then read VGPR 191."""
    from amdgcn.errors import DecodeError
    from amdgcn.isa import decode
    with pytest.raises(DecodeError, match="invalid instruction encoding"):
        decode(bytes.fromhex("7fc009ddbf060000"), cpu, 0)

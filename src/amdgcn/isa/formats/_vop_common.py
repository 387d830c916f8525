"""Shared pieces of the VALU format modules: opcodes of the VOP3 forms, per-target plans.

MI200 ISA 13.3. Used by :mod:`amdgcn.isa.formats.vop` (decoding, the format object) and
:mod:`amdgcn.isa.formats._vop_encode` (encoding).
"""

from __future__ import annotations

from amdgcn.isa.formats._vop_operands import sig_of, t16_plan
from amdgcn.isa.instruction import Row
from amdgcn.isa.registers import LITERAL
from amdgcn.isa.tables.rdna_valu import NO_E64
from amdgcn.isa.tables.rdna_valu11 import GFX11_OPERANDS
from amdgcn.isa.tables.rdna_valu11 import NO_E64 as NO_E64_GFX11

SDWA_MARKER, DPP_MARKER = 0xF9, 0xFA
SDWA_MODS = frozenset(("dst_sel", "dst_unused", "src0_sel", "src1_sel"))
DPP_MODS = frozenset(("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol",
                      "wave_shr", "wave_ror", "row_mirror", "row_half_mirror", "row_bcast",
                      "row_newbcast", "row_share", "row_xmask", "row_mask", "bank_mask",
                      "bound_ctrl", "fi"))
_E32_ENCODINGS = ("VOP1", "VOP2", "VOPC")
_VALU_ENCODINGS = ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B")
OMOD_TEXT = ("", "mul:2", "mul:4", "div:2")
_OMOD = {("mul", 1): 0, ("mul", 2): 1, ("mul", 4): 2, ("div", 1): 0, ("div", 2): 3}
_SRC_NAMES = ("src0", "src1", "src2")
_VOP3_MODS = frozenset(("clamp", "mul", "div", "op_sel"))
_CONST_BUS_LIMIT = 1   # MI200 ISA 6.1.2: one SGPR or literal per VALU instruction on GFX6-GFX9
_CONST_BUS_LIMIT_RDNA = 2   # GFX10+: two scalar values (LLVM 22's constant bus limit)
#: VOP3 prefix (bits 31:26): GCN 110100, RDNA 110101
VOP3_PREFIX, VOP3_PREFIX_RDNA = 0x34, 0x35


def _is_const(code: int) -> bool:
    """An inline constant or the literal (LLVM prints ``neg(...)`` around them)."""
    return 128 <= code <= 208 or 240 <= code <= 248 or code == LITERAL


def vop3_opcode(row: Row, column: str, gen: str) -> int | None:
    """The VOP3 opcode of a row's ``_e64`` form (MI200 ISA 13.3.3: VOPC at 0, VOP2 at 0x100,
    VOP1 at 0x140; GFX6/GFX7 VOP1 at 0x180), or None when the row has no e64 form."""
    code = row.opcode(column)
    if code is None:
        return None
    if row.encoding in ("VOP3A", "VOP3B"):
        return code
    if row.get("e64", True) is False or gen == "gfx10" and row.name in NO_E64 or \
            gen == "gfx11" and row.name in NO_E64_GFX11:
        return None
    # RDNA went back to the GFX6/GFX7 layout (LLVM 22, checked by tools/gen_rdna_valu.py)
    base = {"VOPC": 0, "VOP2": 0x100,
            "VOP1": 0x180 if gen in ("gfx6", "gfx7", "gfx10", "gfx11") else 0x140}
    return base[row.encoding] + code


def e64_sig(row: Row) -> str:
    """The operand signature of the VOP3 form of a row."""
    s = row.get("e64sig")
    if s is not None:
        return s
    if row.encoding in _E32_ENCODINGS:
        return row.sig.replace("vsrc1:", "src1:").replace("ssrc1:", "src1:")
    return row.sig


def target_sig(sig: str, row: Row, rdna: bool, wave32: bool) -> str:
    """A row signature as a target prints it. RDNA rules (LLVM 22): ``v_cmpx_*`` write EXEC
    only, so their VCC/SDST destination goes; in wave32 the lane masks (VCC, a VOPC or carry
    SDST, cndmask's and the carry-in's mask source) are 32 bits (``vcc_lo``, ``s4``)."""
    if not rdna:
        return sig
    if row.name.startswith("v_cmpx"):
        sig = sig.split(",", 1)[1].strip()
    if wave32:
        sig = sig.replace("vcc:b64", "vcc:b32").replace("sdst:b64", "sdst:b32").replace(
            "src2:srb64", "src2:srb32")
    return sig


#: the VOP3 modifier flags that GFX11 sets per row (``GFX11_OPERANDS``)
_MOD_FLAGS = frozenset(("mods", "clamp", "omod", "op_sel", "op_sel4"))


def gfx11_flags(row: Row) -> frozenset:
    """A row's flags on GFX11: its VOP3 modifiers as LLVM 22 prints them there."""
    got = GFX11_OPERANDS.get((row.encoding, row.name))
    return row.flags if got is None else (row.flags - _MOD_FLAGS) | got[1]


def gfx11_halves(row: Row) -> tuple:
    """Printed positions of a row's true16 operands on GFX11."""
    got = GFX11_OPERANDS.get((row.encoding, row.name))
    return () if got is None else got[0]


class _IsaInfo:
    """Per-target lookups built once: VOP3 opcode -> (row, form)."""

    def __init__(self, isa):
        gen = isa.target.gen
        self.old = gen in ("gfx6", "gfx7")
        self.gfx9 = gen == "gfx9"
        self.rdna = isa.target.rdna
        self.t16 = gen == "gfx11"
        self.wave32 = not isa.target.wave64
        self._e32: dict[int, tuple] = {}
        self.vop3_prefix = VOP3_PREFIX_RDNA if self.rdna else VOP3_PREFIX
        self.bus_limit = _CONST_BUS_LIMIT_RDNA if self.rdna else _CONST_BUS_LIMIT
        self.align2 = "gfx90a-insts" in isa.target.features
        self._plans: dict[int, _V3Plan | None] = {}
        self.vop3: dict[int, Row] = {}
        #: id(row) -> (opcode of its own encoding, VOP3 opcode or None)
        self.opcodes: dict[int, tuple] = {}
        #: mnemonic as written -> what encode() needs (filled by _vop_encode)
        self.mnemonics: dict[str, object] = {}
        #: (id(row), variant, base mnemonic) -> the forms encode() tries (by _vop_encode)
        self.forms: dict[tuple, tuple] = {}
        #: operand texts and per-row data of the decoder (vop.py's _src_memo, _e32_static)
        self.texts: dict[tuple, tuple] = {}
        self.e32_static: dict[int, tuple] = {}
        for (enc, code), rows in isa.by_op.items():
            if enc not in ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B"):
                continue
            for row in rows:
                v3 = vop3_opcode(row, isa.column, gen)
                self.opcodes[id(row)] = (code, v3)
                if v3 is not None:
                    self.vop3.setdefault(v3, row)

    def v3plan(self, code: int):
        """The (cached) :class:`_V3Plan` of VOP3 opcode ``code``, or None."""
        try:
            return self._plans[code]
        except KeyError:
            row = self.vop3.get(code)
            p = self._plans[code] = None if row is None else self.new_plan(row)
            return p

    def new_plan(self, row: Row):
        """A :class:`_V3Plan` of a row on this target."""
        return _V3Plan(row, self.old, self.gfx9, self.rdna, self.wave32, self.t16)

    def sig(self, row: Row) -> str:
        """The row's e32 signature on this target (:func:`target_sig`)."""
        return target_sig(row.sig, row, self.rdna, self.wave32)

    def e32_plan(self, row: Row) -> tuple:
        """The operand plan of a row's 32-bit form on this target (GFX11: true16 halves)."""
        try:
            return self._e32[id(row)]
        except KeyError:
            plan = sig_of(self.sig(row) if self.rdna else row.sig)
            if self.t16:
                plan = t16_plan(plan, gfx11_halves(row))
            self._e32[id(row)] = plan
            return plan


_INFO: dict = {}


def _info(isa) -> _IsaInfo:
    try:
        return isa.vop_info      # kept on the Isa: the decoders' hot path
    except AttributeError:
        pass
    key = (isa.target.processor, isa.target.wave64)
    inf = _INFO.get(key)
    if inf is None:
        inf = _INFO[key] = _IsaInfo(isa)
    isa.vop_info = inf
    return inf


def _suffix(row: Row) -> str:
    return "_e32" if row.get("e64", True) is not False and row.sig else ""


def _vclass(row: Row) -> str:
    """LLVM's name of a VGPR-only source class (readlane's also takes LDS_DIRECT)."""
    return "" if row.name.startswith(("v_readlane", "v_readfirstlane")) else "VGPR_32"


#: GFX11 VOPC tests whose integer src1 (the class mask) takes float modifiers
_CLASS_F16 = frozenset(("v_cmp_class_f16", "v_cmpx_class_f16"))


class _V3Plan:
    """What decoding one VOP3 opcode needs, computed once per target (see :class:`_IsaInfo`).

    ``zero_w0``/``zero_w1`` are the bits LLVM's encodings hold at 0 for this instruction
    (modifier bits of missing or integer sources, absent clamp/omod; unused source fields are
    ignored): an encoding with any of them set is not a valid instruction.
    """

    __slots__ = ("row", "plan", "vop3b", "nsrc", "zero_w0", "zero_w1", "mnemonic", "variant",
                 "mods", "clamp", "omod", "op_sel", "op_sel_n", "vclass", "flags", "fake",
                 "fake_plan", "op_sel_dst", "op_sel_zero")

    def __init__(self, row: Row, old: bool, gfx9: bool, rdna: bool = False,
                 wave32: bool = False, t16: bool = False):
        self.row = row
        self.vclass = _vclass(row)
        self.plan = self.fake_plan = sig_of(target_sig(e64_sig(row), row, rdna, wave32))
        if t16:
            self.plan = t16_plan(self.plan, gfx11_halves(row))
        names = [o.name for o in self.plan]
        self.vop3b = "vdst" in names and "sdst" in names
        srcs = [o for o in self.plan if o.name in _SRC_NAMES]
        self.nsrc = len(srcs)
        flags = self.flags = gfx11_flags(row) if t16 else row.flags
        self.mods = 0          # sources that print their modifiers (float ones)
        present = 0            # sources whose modifier bits exist in the encoding
        if "mods" in flags:
            for i, o in enumerate(srcs):
                if o.kind == "f":
                    self.mods |= 1 << i
            # most instructions with modifiers keep the bits of integer sources too (LLVM
            # ignores them); the class tests do not
            present = self.mods if "_class_" in row.name else (1 << self.nsrc) - 1
            if "op_sel4" in flags:
                present = 7   # gfx940 fp8 conversions: LLVM keeps all three bits
            if t16 and row.name == "v_cndmask_b16":
                # GFX11: the selected values are 16-bit integers (literals and inline
                # constants as i16) that still take neg/abs (LLVM 22)
                self.mods |= 3
            if t16 and row.name in _CLASS_F16:
                # GFX11: the f16 class tests take neg/abs on the class mask (src1) as well
                # (LLVM 22 parses and prints them; the f32/f64 tests refuse them)
                self.mods |= 2
        self.clamp = "clamp" in flags
        self.omod = "omod" in flags
        self.op_sel = "op_sel" in flags and (gfx9 or rdna)
        self.op_sel_n = 3 if "op_sel4" in flags else self.nsrc
        zero_w1 = (~present & 7) << 29
        if not self.omod:
            zero_w1 |= 3 << 27
        zero_w0 = 0
        if not self.vop3b:
            zero_w0 |= (~present & 7) << 8
        if not self.clamp and not (old and self.vop3b):   # GFX6/7 VOP3B: bit 11 is sdst
            zero_w0 |= 1 << (11 if old else 15)
        if rdna and not t16 and row.name.startswith("v_cmpx_class"):
            # GFX10 v_cmpx_class_*_e64: LLVM 22 ignores the integer src1's abs/neg bits
            zero_w0 &= ~(1 << 9)
            zero_w1 &= ~(1 << 30)
        self.zero_w0, self.zero_w1 = zero_w0, zero_w1
        self.fake = 0
        # GFX11 v_cmpx_*_e64 has no destination: op_sel lists the sources only
        self.op_sel_dst = not (t16 and row.name.startswith("v_cmpx") or
                               row.name.startswith("v_permlane"))
        if row.name.startswith("v_permlane"):
            self.op_sel_n = 2     # GFX10/GFX11 v_permlane16: op_sel:[fi,bound_ctrl]
        # GFX11 VOP3 dot products (v_dot2_f16_f16, v_dot2_bf16_bf16) read packed 32-bit
        # src0/src1: their op_sel bits must be 0 (LLVM 22: "invalid op_sel operand") and
        # print as 0
        self.op_sel_zero = 3 if t16 and row.encoding == "VOP3A" and \
            row.name.startswith("v_dot2_") else 0
        got = GFX11_OPERANDS.get((row.encoding, row.name)) if t16 else None
        if got is not None:   # GFX11: the bits LLVM 22 refuses, learned per instruction
            self.zero_w0, self.zero_w1, self.fake = got[2]
        is32 = row.encoding in _E32_ENCODINGS
        self.mnemonic = row.name + ("_e64" if is32 and row.sig else "")
        self.variant = "e64" if is32 else ""


#: scalar pairs: the special pairs (flat_scratch .. exec) and the 64-bit-capable constants
_PAIR_SPECIALS = frozenset((102, 104, 106, 108, 110, 126))   # flat_scratch .. exec
_NULL = 125
_FLAT_SCRATCH_BASE_LO = 230
_CONST_PAIR_OK = frozenset((_NULL, _FLAT_SCRATCH_BASE_LO, 235, 236, 237, 238, 239, 251, 252,
                            253))

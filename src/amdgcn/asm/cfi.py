"""Call frame information: the ``.cfi_*`` directives and the ``.debug_frame`` /
``.eh_frame`` sections llvm-mc 22 builds from them.

DWARF 5 section 6.4 (call frame information); AMDGPUUsage: DWARF Register Identifier and
Call Frame Information. A frame runs from ``.cfi_startproc`` to ``.cfi_endproc``; each rule
directive is recorded at the current offset and written after a ``DW_CFA_advance_loc*``
from the previous rule's offset. ``.cfi_sections`` chooses the sections (``.eh_frame``
unless it says otherwise, as llvm-mc). The CIE has AMDGPU's parameters: code alignment 4
(the minimum instruction alignment), data alignment +4 (the stack grows up in 4-byte
slots), return address column 16 (``PC_64``) and no initial instructions.

Registers are DWARF numbers or register names mapped as llvm-mc 22 maps them: ``s0..s63`` to
32..95, ``s64..`` to 1088.., ``v0..v255`` to 2560.., ``a0..a255`` to 3072.., ``exec`` 17,
``exec_lo`` 1, ``pc`` 16 (the guide's wave64 numbers; llvm-mc uses them for wave32 code too,
where the guide has 1536.. and 2048.. for VGPRs and AGPRs: we follow llvm-mc, the oracle of
the bytes). Registers with no DWARF number in llvm-mc (``vcc``, ``m0``, tuples ...) are
written as 0xffffffff, as llvm-mc writes them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from amdgcn.asm.dwarf import Blob, POINTER_SIZE, place_blob, sleb128, uleb128
from amdgcn.asm.expr import Cursor
from amdgcn.codeobj.elf import R_AMDGPU, SHF, SHT
from amdgcn.errors import AsmError
from amdgcn.isa.literals import DEC_DIGITS, LiteralError, lex_integer

CODE_ALIGNMENT = 4
DATA_ALIGNMENT = 4
RA_REGISTER = 16                 # PC_64 (AMDGPUUsage: DWARF Register Identifier)
NO_DWARF_NUMBER = 0xFFFFFFFF     # llvm's -1 register number as an unsigned ULEB128
DW_CIE_ID = 0xFFFFFFFF
EH_CIE_ID = 0
DW_EH_PE_PCREL_SDATA4 = 0x1B     # the FDE pointer encoding of .eh_frame (pcrel | sdata4)
EH_PC_SIZE = 4
EH_ALIGN = 4
DEBUG_FRAME = ".debug_frame"
EH_FRAME = ".eh_frame"

# DWARF 5 section 7.24 call frame instruction encodings
DW_CFA_ADVANCE_LOC = 0x40
DW_CFA_OFFSET = 0x80
DW_CFA_RESTORE = 0xC0
DW_CFA_NOP = 0x00
DW_CFA_ADVANCE_LOC1 = 0x02
DW_CFA_ADVANCE_LOC2 = 0x03
DW_CFA_ADVANCE_LOC4 = 0x04
DW_CFA_OFFSET_EXTENDED = 0x05
DW_CFA_RESTORE_EXTENDED = 0x06
DW_CFA_UNDEFINED = 0x07
DW_CFA_SAME_VALUE = 0x08
DW_CFA_REGISTER = 0x09
DW_CFA_REMEMBER_STATE = 0x0A
DW_CFA_RESTORE_STATE = 0x0B
DW_CFA_DEF_CFA = 0x0C
DW_CFA_DEF_CFA_REGISTER = 0x0D
DW_CFA_DEF_CFA_OFFSET = 0x0E
DW_CFA_OFFSET_EXTENDED_SF = 0x11
DW_CFA_VAL_OFFSET = 0x14
DW_CFA_VAL_OFFSET_SF = 0x15
DW_CFA_GNU_WINDOW_SAVE = 0x2D
DW_CFA_GNU_ARGS_SIZE = 0x2E
DW_CFA_LLVM_DEF_ASPACE_CFA = 0x30
#: register numbers below this fit in DW_CFA_offset / DW_CFA_restore's low 6 bits
SHORT_REGISTER_LIMIT = 64

#: DWARF register numbers of llvm-mc 22 (AMDGPUUsage: DWARF Register Mapping, wave64)
SGPR_LOW_BASE, SGPR_LOW_COUNT, SGPR_HIGH_BASE = 32, 64, 1088
VGPR_BASE, AGPR_BASE = 2560, 3072
NAMED_DWARF_REGISTERS = {"exec": 17, "exec_lo": 1, "pc": 16}
#: register names that exist but have no DWARF number in llvm-mc 22
UNNUMBERED = {"vcc", "vcc_lo", "vcc_hi", "exec_hi", "m0", "flat_scratch", "flat_scratch_lo",
              "flat_scratch_hi", "xnack_mask", "xnack_mask_lo", "xnack_mask_hi", "scc",
              "vccz", "execz", "lds_direct", "src_scc", "src_vccz", "src_execz",
              "src_lds_direct", "src_shared_base", "src_shared_limit", "src_private_base",
              "src_private_limit", "src_pops_exiting_wave_id", "tba", "tma", "tba_lo",
              "tba_hi", "tma_lo", "tma_hi", "null", "shared_base", "shared_limit",
              "private_base", "private_limit", "pops_exiting_wave_id"}
_REGISTER = re.compile(r"([a-z_]+)([0-9]+)?(?:\[\s*([0-9]+)\s*(?::\s*([0-9]+)\s*)?\])?")
#: the greatest SGPR a register name may give (s0..s105)
MAX_SGPR = 105
MAX_VECTOR = 255


@dataclass
class Rule:
    """One CFI rule: the offset where it applies, the directive and its operands."""

    offset: int
    op: str
    args: tuple = ()


@dataclass
class Frame:
    """One ``.cfi_startproc``/``.cfi_endproc`` frame."""

    section: object
    begin: int
    end: int | None = None
    simple: bool = False
    signal: bool = False
    ra_register: int | None = None
    rules: list = field(default_factory=list)


@dataclass
class FrameState:
    """The CFI state of one assembly."""

    eh_frame: bool = True
    debug_frame: bool = False
    frames: list = field(default_factory=list)
    open: Frame | None = None


# ---------------------------------------------------------------------------------- operands
def dwarf_register(cur: Cursor) -> int:
    """A register operand: a number, or a register name mapped to its DWARF number."""
    cur.ws()
    neg = cur.t.startswith("-", cur.p)
    if cur.t[cur.p + neg:cur.p + neg + 1] in DEC_DIGITS and cur.p + neg < len(cur.t):
        try:
            got = lex_integer(cur.t, cur.p + neg)
        except LiteralError:
            got = None
        if got is None:
            cur.error("expected a register or a list of registers")
        cur.p = got[1]
        return (-got[0] if neg else got[0]) & NO_DWARF_NUMBER
    start = cur.p
    m = _REGISTER.match(cur.t.lower(), cur.p)
    if not m:
        cur.error("invalid register name", start)
    name, index, first, last = m.groups()
    cur.p = m.end()
    whole = name + (index or "")
    if first is None and whole in NAMED_DWARF_REGISTERS:
        return NAMED_DWARF_REGISTERS[whole]
    if first is None and whole in UNNUMBERED:
        return NO_DWARF_NUMBER
    if index is None and first is None:
        cur.error("invalid register name", start)
    if name not in ("s", "v", "a", "ttmp"):
        cur.error("invalid register name", start)
    if first is not None or name == "ttmp":
        return NO_DWARF_NUMBER
    if len(index.lstrip("0")) > 6:     # past every register file; int() of it is quadratic
        cur.error("invalid register index", start)
    n = int(index)
    if name == "s":
        if n > MAX_SGPR:
            cur.error(f"s{n} register not available on this GPU", start)
        return SGPR_LOW_BASE + n if n < SGPR_LOW_COUNT else SGPR_HIGH_BASE + n - SGPR_LOW_COUNT
    if n > MAX_VECTOR:
        cur.error("invalid register index", start)
    return (VGPR_BASE if name == "v" else AGPR_BASE) + n


def _integer(asm, cur: Cursor) -> int:
    expr, ecol = cur.expr()
    return asm.absolute(expr, ecol)


# ---------------------------------------------------------------------------------- directives
def cfi_sections(asm, cur: Cursor, name: str, col: int) -> None:
    """``.cfi_sections [.eh_frame][, .debug_frame]``."""
    eh = debug = False
    if not cur.at_end():
        while True:
            cur.ws()
            word = cur.name("expected .eh_frame or .debug_frame")
            if word == EH_FRAME:
                eh = True
            elif word == DEBUG_FRAME:
                debug = True
            if not cur.accept(","):
                break
    cur.end()
    asm.cfi.eh_frame, asm.cfi.debug_frame = eh, debug


def startproc(asm, cur: Cursor, name: str, col: int) -> None:
    """``.cfi_startproc [simple]``."""
    simple = False
    if not cur.at_end():
        if cur.word() != "simple":
            cur.error("unexpected token")
        simple = True
    cur.end()
    state = asm.cfi
    if state.open is not None:
        raise AsmError("starting new .cfi frame before finishing the previous one", col=col)
    state.open = Frame(asm.section, asm.section.size, simple=simple)
    state.frames.append(state.open)


def endproc(asm, cur: Cursor, name: str, col: int) -> None:
    """``.cfi_endproc``."""
    cur.end()
    frame = _open_frame(asm, col)
    frame.end = asm.section.size
    asm.cfi.open = None


def _open_frame(asm, col: int) -> Frame:
    frame = asm.cfi.open
    if frame is None:
        raise AsmError("this directive must appear between .cfi_startproc and .cfi_endproc "
                       "directives", col=col)
    return frame


def _rule(asm, col: int, op: str, *args) -> None:
    frame = _open_frame(asm, col)
    frame.rules.append(Rule(asm.section.size, op, args))


def rule_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """The register and CFA rules: ``.cfi_def_cfa reg, off``, ``.cfi_offset reg, off``,
    ``.cfi_undefined reg`` ... (the operands of :data:`OPERANDS`)."""
    kinds = OPERANDS[name]
    args = []
    for i, kind in enumerate(kinds):
        if i:
            cur.expect(",")
        args.append(dwarf_register(cur) if kind == "r" else _integer(asm, cur))
    cur.end()
    _open_frame(asm, col)
    if name == ".cfi_return_column":
        asm.cfi.open.ra_register = args[0]
        return
    if name == ".cfi_signal_frame":
        asm.cfi.open.signal = True
        return
    _rule(asm, col, name, *args)


def escape(asm, cur: Cursor, name: str, col: int) -> None:
    """``.cfi_escape byte, ...``: raw call frame instruction bytes."""
    values = bytearray()
    while True:
        values.append(_integer(asm, cur) & 0xFF)
        if not cur.accept(","):
            break
    cur.end()
    _rule(asm, col, name, bytes(values))


#: directive -> operand kinds ("r" register, "i" integer)
OPERANDS = {
    ".cfi_def_cfa": "ri", ".cfi_def_cfa_offset": "i", ".cfi_adjust_cfa_offset": "i",
    ".cfi_def_cfa_register": "r", ".cfi_llvm_def_aspace_cfa": "rii", ".cfi_offset": "ri",
    ".cfi_rel_offset": "ri", ".cfi_val_offset": "ri", ".cfi_register": "rr",
    ".cfi_undefined": "r", ".cfi_same_value": "r", ".cfi_restore": "r",
    ".cfi_remember_state": "", ".cfi_restore_state": "", ".cfi_window_save": "",
    ".cfi_gnu_args_size": "i", ".cfi_return_column": "r", ".cfi_signal_frame": "",
}

HANDLERS = {
    ".cfi_sections": cfi_sections, ".cfi_startproc": startproc, ".cfi_endproc": endproc,
    ".cfi_escape": escape, **{n: rule_directive for n in OPERANDS},
}


# ---------------------------------------------------------------------------------- emission
def _advance_loc(delta: int) -> bytes:
    """MCDwarfFrameEmitter::encodeAdvanceLoc (in units of the code alignment)."""
    delta //= CODE_ALIGNMENT
    if delta == 0:
        return b""
    if delta < 1 << 6:
        return bytes((DW_CFA_ADVANCE_LOC | delta,))
    if delta < 1 << 8:
        return bytes((DW_CFA_ADVANCE_LOC1, delta))
    if delta < 1 << 16:
        return bytes((DW_CFA_ADVANCE_LOC2,)) + delta.to_bytes(2, "little")
    return bytes((DW_CFA_ADVANCE_LOC4,)) + delta.to_bytes(4, "little")


def _offset_rule(reg: int, offset: int) -> bytes:
    factored = int(offset / DATA_ALIGNMENT)   # C++ division truncates toward zero
    if factored < 0:
        return bytes((DW_CFA_OFFSET_EXTENDED_SF,)) + uleb128(reg) + sleb128(factored)
    if reg < SHORT_REGISTER_LIMIT:
        return bytes((DW_CFA_OFFSET + reg,)) + uleb128(factored)
    return bytes((DW_CFA_OFFSET_EXTENDED,)) + uleb128(reg) + uleb128(factored)


def _instruction(rule: Rule, cfa: list) -> bytes:
    """One rule's bytes (``cfa[0]``: the CFA offset, tracked as llvm's FrameEmitterImpl)."""
    op, a = rule.op, rule.args
    if op == ".cfi_register":
        return bytes((DW_CFA_REGISTER,)) + uleb128(a[0]) + uleb128(a[1])
    if op == ".cfi_undefined":
        return bytes((DW_CFA_UNDEFINED,)) + uleb128(a[0])
    if op == ".cfi_same_value":
        return bytes((DW_CFA_SAME_VALUE,)) + uleb128(a[0])
    if op in (".cfi_def_cfa_offset", ".cfi_adjust_cfa_offset"):
        cfa[0] = a[0] + (cfa[0] if op == ".cfi_adjust_cfa_offset" else 0)
        return bytes((DW_CFA_DEF_CFA_OFFSET,)) + uleb128(cfa[0] & (2 ** 64 - 1))
    if op == ".cfi_def_cfa":
        cfa[0] = a[1]
        return bytes((DW_CFA_DEF_CFA,)) + uleb128(a[0]) + uleb128(a[1] & (2 ** 64 - 1))
    if op == ".cfi_def_cfa_register":
        return bytes((DW_CFA_DEF_CFA_REGISTER,)) + uleb128(a[0])
    if op == ".cfi_llvm_def_aspace_cfa":
        cfa[0] = a[1]
        return bytes((DW_CFA_LLVM_DEF_ASPACE_CFA,)) + uleb128(a[0]) + uleb128(
            a[1] & (2 ** 64 - 1)) + uleb128(a[2] & (2 ** 64 - 1))
    if op == ".cfi_offset":
        return _offset_rule(a[0], a[1])
    if op == ".cfi_rel_offset":
        return _offset_rule(a[0], a[1] - cfa[0])
    if op == ".cfi_val_offset":
        factored = int(a[1] / DATA_ALIGNMENT)
        if factored < 0:
            return bytes((DW_CFA_VAL_OFFSET_SF,)) + uleb128(a[0]) + sleb128(factored)
        return bytes((DW_CFA_VAL_OFFSET,)) + uleb128(a[0]) + uleb128(factored)
    if op == ".cfi_restore":
        if a[0] < SHORT_REGISTER_LIMIT:
            return bytes((DW_CFA_RESTORE | a[0],))
        return bytes((DW_CFA_RESTORE_EXTENDED,)) + uleb128(a[0])
    if op == ".cfi_remember_state":
        return bytes((DW_CFA_REMEMBER_STATE,))
    if op == ".cfi_restore_state":
        return bytes((DW_CFA_RESTORE_STATE,))
    if op == ".cfi_window_save":
        return bytes((DW_CFA_GNU_WINDOW_SAVE,))
    if op == ".cfi_gnu_args_size":
        return bytes((DW_CFA_GNU_ARGS_SIZE,)) + uleb128(a[0] & (2 ** 64 - 1))
    return a[0]    # .cfi_escape


def _pad(out: bytearray, alignment: int) -> None:
    out += bytes(-len(out) % alignment)     # DW_CFA_nop


def _cie(blob: Blob, frame: Frame, *, eh: bool, version: int) -> int:
    out = blob.data
    start = len(out)
    out += bytes(4)
    out += (EH_CIE_ID if eh else DW_CIE_ID).to_bytes(4, "little")
    cie_version = 1 if eh else {2: 1, 3: 3}.get(version, 4)
    out.append(cie_version)
    augmentation = b""
    if eh:
        augmentation = b"zR" if not frame.signal else b"zRS"
    out += augmentation + b"\0"
    if cie_version >= 4:
        out += bytes((POINTER_SIZE, 0))
    out += uleb128(CODE_ALIGNMENT) + sleb128(DATA_ALIGNMENT)
    ra = RA_REGISTER if frame.ra_register is None else frame.ra_register
    out += bytes((ra & 0xFF,)) if cie_version == 1 else uleb128(ra)
    if eh:
        out += uleb128(1) + bytes((DW_EH_PE_PCREL_SDATA4,))
    _pad(out, EH_ALIGN if eh else POINTER_SIZE)
    out[start:start + 4] = (len(out) - start - 4).to_bytes(4, "little")
    return start


def _fde(blob: Blob, frame: Frame, cie_at: int, self_sec, *, eh: bool, last: bool) -> None:
    out = blob.data
    start = len(out)
    out += bytes(4)
    if eh:
        out += (len(out) - cie_at).to_bytes(4, "little")
    else:
        blob.ref(R_AMDGPU.R_AMDGPU_ABS32, 4, self_sec, cie_at)
    if eh:
        # pcrel|sdata4: begin - . (the linker computes S + A - P)
        blob.ref(R_AMDGPU.R_AMDGPU_REL32, EH_PC_SIZE, frame.section, frame.begin)
        out += (frame.end - frame.begin).to_bytes(EH_PC_SIZE, "little")
        out += uleb128(0)
    else:
        blob.ref(R_AMDGPU.R_AMDGPU_ABS64, POINTER_SIZE, frame.section, frame.begin)
        out += (frame.end - frame.begin).to_bytes(POINTER_SIZE, "little")
    cfa = [0]
    base = frame.begin
    for rule in frame.rules:
        if rule.offset != base:
            out += _advance_loc(rule.offset - base)
            base = rule.offset
        out += _instruction(rule, cfa)
    _pad(out, POINTER_SIZE if last else (EH_PC_SIZE if eh else POINTER_SIZE))
    out[start:start + 4] = (len(out) - start - 4).to_bytes(4, "little")


def _cie_key(frame: Frame) -> tuple:
    """llvm's CIEKey order (no personality or LSDA here): FDEs are sorted by it."""
    ra = 0x7FFFFFFF if frame.ra_register is None else frame.ra_register
    return (frame.signal, frame.simple, ra)


def _emit(asm, *, eh: bool, version: int) -> None:
    name = EH_FRAME if eh else DEBUG_FRAME
    flags = SHF.SHF_ALLOC if eh else 0
    sec = asm.switch_section(name, type_=SHT.SHT_PROGBITS, flags=flags)
    frames = sorted(asm.cfi.frames, key=_cie_key)
    blob = Blob()
    cie_at = None
    key = None
    for i, frame in enumerate(frames):
        if cie_at is None or (eh and _cie_key(frame) != key):
            key = _cie_key(frame)
            cie_at = _cie(blob, frame, eh=eh, version=version)
        _fde(blob, frame, cie_at, sec, eh=eh, last=i == len(frames) - 1)
    sec.align = max(sec.align, POINTER_SIZE)
    place_blob(asm, sec, blob)


def emit_frames(asm) -> None:
    """Write ``.eh_frame`` and/or ``.debug_frame`` for every frame (llvm's ``emitFrames``).

    Raises:
        AsmError: a frame still open at the end of the file ("Unfinished frame!").
    """
    state = asm.cfi
    if state.open is not None:    # llvm-mc places it at the end of the file
        line, col = asm.end_of_file
        raise AsmError("Unfinished frame!", line=line, col=col, source_line="")
    if not state.frames:
        return
    saved = (asm.section, asm.previous)
    if state.eh_frame:
        _emit(asm, eh=True, version=asm.dwarf.version)
    if state.debug_frame:
        _emit(asm, eh=False, version=asm.dwarf.version)
    asm.section, asm.previous = saved


__all__ = ["HANDLERS", "FrameState", "dwarf_register", "emit_frames"]

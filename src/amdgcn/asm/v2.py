"""Code object V2 directives: ``.hsa_code_object_version``, ``.hsa_code_object_isa``,
``.amdgpu_hsa_kernel`` and ``.amd_kernel_code_t ... .end_amd_kernel_code_t``.

AMDGPUUsage: Code Object V2 Directives, Code Object V2 Predefined Symbols, Note Records (V2);
AMDGPU Compute ABI 0.40: ``amd_kernel_code_t``. llvm-mc 22 no longer knows the two
``.hsa_code_object_*`` directives and accepts the other two only without the amdhsa OS; here
they all work without amdhsa, and on amdhsa once ``.hsa_code_object_version`` has made the
object a code object V2 (whose notes are those of older llvm-mc: the ``"AMD"`` owner,
``NT_AMD_HSA_CODE_OBJECT_VERSION`` and ``NT_AMD_HSA_ISA_VERSION``).

``.amd_kernel_code_t`` keys are the Compute ABI field names, with llvm-mc's aliases for
the ``compute_pgm_rsrc1/2`` bit fields (``compute_pgm_rsrc1_vgprs`` ...); defaults are the
guide's (version 1.2, machine kind 1, the target's ISA version, entry offset 256, wavefront
size 2^6, call convention -1, segment alignments 2^4).
"""

from __future__ import annotations

import struct

from amdgcn.asm import metadata_v2
from amdgcn.asm.expr import Cursor
from amdgcn.asm.metadata import emit_note
from amdgcn.asm.targetinfo import CODE_OBJECT_V2
from amdgcn.codeobj.elf import STT
from amdgcn.codeobj.fields import BitField, BitTable
from amdgcn.codeobj.kernel_code import AMD_KERNEL_CODE_PROPERTIES, AmdKernelCode
from amdgcn.codeobj.notes import (
    NT_AMD_HSA_CODE_OBJECT_VERSION,
    NT_AMD_HSA_ISA_NAME,
    NT_AMD_HSA_ISA_VERSION,
)
from amdgcn.errors import AsmError, TargetError
from amdgcn.target import v2_isa_version

V2_NOTE_NAME = "AMD"
V2_VENDOR = "AMD"
V2_ARCH = "AMDGPU"
END = ".end_amd_kernel_code_t"

#: Compute ABI: compute_pgm_rsrc1 fields by llvm-mc's amd_kernel_code_t key (and alias)
RSRC1 = BitTable("compute_pgm_rsrc1", 32, [
    BitField("granulated_workitem_vgpr_count", 0, 6),
    BitField("granulated_wavefront_sgpr_count", 6, 4),
    BitField("priority", 10, 2),
    BitField("float_mode", 12, 8),
    BitField("priv", 20, 1),
    BitField("enable_dx10_clamp", 21, 1),
    BitField("debug_mode", 22, 1),
    BitField("enable_ieee_mode", 23, 1),
    BitField("enable_wgp_mode", 29, 1),
    BitField("enable_mem_ordered", 30, 1),
    BitField("enable_fwd_progress", 31, 1),
])
#: Compute ABI: compute_pgm_rsrc2 fields
RSRC2 = BitTable("compute_pgm_rsrc2", 32, [
    BitField("enable_sgpr_private_segment_wave_byte_offset", 0, 1),
    BitField("user_sgpr_count", 1, 5),
    BitField("enable_trap_handler", 6, 1),
    BitField("enable_sgpr_workgroup_id_x", 7, 1),
    BitField("enable_sgpr_workgroup_id_y", 8, 1),
    BitField("enable_sgpr_workgroup_id_z", 9, 1),
    BitField("enable_sgpr_workgroup_info", 10, 1),
    BitField("enable_vgpr_workitem_id", 11, 2),
    BitField("enable_exception_msb", 13, 2),
    BitField("granulated_lds_size", 15, 9),
    BitField("enable_exception", 24, 7),
])
_RSRC_ALIASES = {
    "compute_pgm_rsrc1_vgprs": "granulated_workitem_vgpr_count",
    "compute_pgm_rsrc1_sgprs": "granulated_wavefront_sgpr_count",
    "compute_pgm_rsrc1_priority": "priority", "compute_pgm_rsrc1_float_mode": "float_mode",
    "compute_pgm_rsrc1_priv": "priv", "compute_pgm_rsrc1_dx10_clamp": "enable_dx10_clamp",
    "compute_pgm_rsrc1_debug_mode": "debug_mode",
    "compute_pgm_rsrc1_ieee_mode": "enable_ieee_mode",
    "compute_pgm_rsrc1_wgp_mode": "enable_wgp_mode",
    "compute_pgm_rsrc1_mem_ordered": "enable_mem_ordered",
    "compute_pgm_rsrc1_fwd_progress": "enable_fwd_progress",
    "compute_pgm_rsrc2_scratch_en": "enable_sgpr_private_segment_wave_byte_offset",
    "compute_pgm_rsrc2_user_sgpr": "user_sgpr_count",
    "compute_pgm_rsrc2_trap_handler": "enable_trap_handler",
    "compute_pgm_rsrc2_tgid_x_en": "enable_sgpr_workgroup_id_x",
    "compute_pgm_rsrc2_tgid_y_en": "enable_sgpr_workgroup_id_y",
    "compute_pgm_rsrc2_tgid_z_en": "enable_sgpr_workgroup_id_z",
    "compute_pgm_rsrc2_tg_size_en": "enable_sgpr_workgroup_info",
    "compute_pgm_rsrc2_tidig_comp_cnt": "enable_vgpr_workitem_id",
    "compute_pgm_rsrc2_excp_en_msb": "enable_exception_msb",
    "compute_pgm_rsrc2_lds_size": "granulated_lds_size",
    "compute_pgm_rsrc2_excp_en": "enable_exception",
}
#: keys that name a member of :class:`AmdKernelCode` under another spelling
_FIELD_ALIASES = {
    "amd_code_version_major": "amd_kernel_code_version_major",
    "kernel_code_version_major": "amd_kernel_code_version_major",
    "amd_code_version_minor": "amd_kernel_code_version_minor",
    "kernel_code_version_minor": "amd_kernel_code_version_minor",
    "machine_kind": "amd_machine_kind",
    "machine_version_major": "amd_machine_version_major",
    "machine_version_minor": "amd_machine_version_minor",
    "machine_version_stepping": "amd_machine_version_stepping",
}
#: plain members a key may set (the rest are reserved or not settable)
_FIELDS = frozenset({
    "amd_kernel_code_version_major", "amd_kernel_code_version_minor", "amd_machine_kind",
    "amd_machine_version_major", "amd_machine_version_minor", "amd_machine_version_stepping",
    "kernel_code_entry_byte_offset", "kernel_code_prefetch_byte_size",
    "workitem_private_segment_byte_size", "workgroup_group_segment_byte_size",
    "gds_segment_byte_size", "kernarg_segment_byte_size", "workgroup_fbarrier_count",
    "wavefront_sgpr_count", "workitem_vgpr_count", "reserved_vgpr_first",
    "reserved_vgpr_count", "reserved_sgpr_first", "reserved_sgpr_count",
    "debug_wavefront_private_segment_offset_sgpr", "debug_private_segment_buffer_sgpr",
    "kernarg_segment_alignment", "group_segment_alignment", "private_segment_alignment",
    "wavefront_size", "call_convention", "runtime_loader_kernel_symbol",
})
#: members llvm-mc emits as checked expressions ("value evaluated as N is out of range.")
_CHECKED = {"wavefront_sgpr_count": 2, "workitem_vgpr_count": 2,
            "workitem_private_segment_byte_size": 4}
#: ignored for compatibility (llvm-mc: deprecated)
_IGNORED = "max_scratch_backing_memory_byte_size"

AMD_MACHINE_KIND_AMDGPU = 1
KERNEL_CODE_VERSION = (1, 2)
WAVEFRONT_SIZE_LOG2 = {32: 5, 64: 6}
SEGMENT_ALIGNMENT_LOG2 = 4


def default_kernel_code(asm) -> dict:
    """The members of ``amd_kernel_code_t`` before any key (AMDGPUUsage: .amd_kernel_code_t)."""
    t = asm.target
    major, minor, stepping = t.isa_version
    rsrc1 = {}
    if t.major >= 10:
        rsrc1 = {"enable_wgp_mode": 0 if t.cumode else 1, "enable_mem_ordered": 1}
    props = {"enable_wavefront_size32": 1} if t.wave32 else {}
    return {
        "amd_kernel_code_version_major": KERNEL_CODE_VERSION[0],
        "amd_kernel_code_version_minor": KERNEL_CODE_VERSION[1],
        "amd_machine_kind": AMD_MACHINE_KIND_AMDGPU, "amd_machine_version_major": major,
        "amd_machine_version_minor": minor, "amd_machine_version_stepping": stepping,
        "kernel_code_entry_byte_offset": AmdKernelCode.SIZE,
        "compute_pgm_rsrc1": RSRC1.build(rsrc1), "compute_pgm_rsrc2": 0,
        "kernel_code_properties": AMD_KERNEL_CODE_PROPERTIES.build(props),
        "wavefront_size": WAVEFRONT_SIZE_LOG2[32 if t.wave32 else 64],
        "call_convention": -1, "kernarg_segment_alignment": SEGMENT_ALIGNMENT_LOG2,
        "group_segment_alignment": SEGMENT_ALIGNMENT_LOG2,
        "private_segment_alignment": SEGMENT_ALIGNMENT_LOG2,
    }


class KernelCodeBlock:
    """The ``key = value`` lines of one ``.amd_kernel_code_t`` block."""

    def __init__(self, asm):
        self.values = default_kernel_code(asm)

    def feed(self, asm, sl) -> bool:
        if not sl.code and not sl.labels:
            return True
        text = sl.text
        cur = Cursor(text, 0, 1, local_label=asm.local_label)
        cur.ws()
        key = cur.name("expected value identifier or .end_amd_kernel_code_t")
        if key == END:
            asm.block = None
            cur.end()
            _emit(asm, self.values)
            return True
        if key == _IGNORED:
            return True
        cur.ws()
        if not self._known(key):
            raise AsmError(f"unexpected amd_kernel_code_t field name {key}", col=cur.col())
        if not cur.accept("="):
            raise AsmError("expected '='", col=cur.col())
        expr, ecol = cur.expr()
        value = asm.absolute(expr, ecol)
        cur.end()
        self._set(asm, key, value)
        problem = _wavefront_problem(asm.target, key, value)
        if problem:   # llvm-mc places it at the start of the next line, ending the block
            asm.block = None
            raise AsmError(problem, line=sl.number + 1, col=1)
        return True

    @staticmethod
    def _known(key: str) -> bool:
        key = _RSRC_ALIASES.get(key, key)
        return (key in _FIELDS or key in _FIELD_ALIASES or key in RSRC1.by_name
                or key in RSRC2.by_name or key in AMD_KERNEL_CODE_PROPERTIES.by_name)

    def _set(self, asm, key: str, value: int) -> None:
        key = _RSRC_ALIASES.get(key, key)
        for table, member in ((RSRC1, "compute_pgm_rsrc1"), (RSRC2, "compute_pgm_rsrc2"),
                              (AMD_KERNEL_CODE_PROPERTIES, "kernel_code_properties")):
            f = table.by_name.get(key)
            if f is not None:
                self.values[member] = (self.values[member] & ~f.mask) | ((value << f.lsb)
                                                                         & f.mask)
                return
        member = _FIELD_ALIASES.get(key, key)
        size = _CHECKED.get(member)
        if size is not None and not (-(1 << (8 * size - 1)) <= value < (1 << (8 * size))):
            asm.errors.append(_unknown(AsmError(f"value evaluated as {value} is out of range.")))
            return
        self.values[member] = value

    def at_end_of_file(self, asm, where: tuple[int, int]) -> None:
        asm.block = None
        asm.report(AsmError("expected value identifier or .end_amd_kernel_code_t",
                            line=where[0], col=where[1]))


def _wavefront_problem(target, key: str, value: int) -> str | None:
    """llvm-mc's checks of the wavefront size fields against the processor and the
    ``WavefrontSize32``/``WavefrontSize64`` features (checked against llvm-mc 14)."""
    if key == "enable_wavefront_size32":
        wave32, name = bool(value), f"enable_wavefront_size32={1 if value else 0}"
    elif key == "wavefront_size" and value in (WAVEFRONT_SIZE_LOG2[32],
                                               WAVEFRONT_SIZE_LOG2[64]):
        wave32, name = value == WAVEFRONT_SIZE_LOG2[32], f"wavefront_size={value}"
    else:
        return None
    if wave32 and target.major < 10:
        return f"{name} is only allowed on GFX10+"
    if wave32 and not target.wave32:
        return f"{name} requires +WavefrontSize32"
    if not wave32 and target.wave32:
        return f"{name} requires +WavefrontSize64"
    return None


def _unknown(e: AsmError) -> AsmError:
    e.filename, e.line, e.col = "<unknown>", 0, 0
    e.args = (e.format(),)
    return e


def _emit(asm, values: dict) -> None:
    kc = AmdKernelCode(**{k: _truncate(k, v) for k, v in values.items()})
    asm.emit_bytes(kc.build())


def _truncate(member: str, value: int) -> int:
    size = _member_size(member)
    signed = member in ("kernel_code_entry_byte_offset", "kernel_code_prefetch_byte_offset",
                        "call_convention")
    value &= (1 << (8 * size)) - 1
    if signed and value >= 1 << (8 * size - 1):
        value -= 1 << (8 * size)
    return value


def _member_size(member: str) -> int:
    names = AmdKernelCode._names
    i = names.index(member)
    end = AmdKernelCode.OFFSETS[names[i + 1]] if i + 1 < len(names) else AmdKernelCode.SIZE
    return end - AmdKernelCode.OFFSETS[member]


# ------------------------------------------------------------------------ directives
def kernel_code_t(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amd_kernel_code_t``: start reading ``key = value`` lines."""
    cur.end()
    asm.block = KernelCodeBlock(asm)


def hsa_kernel(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amdgpu_hsa_kernel name``: type STT_AMDGPU_HSA_KERNEL, and a new GPR count scope."""
    sym_name = cur.name("expected symbol name")
    cur.end()
    asm.symbol(sym_name).type = STT.STT_AMDGPU_HSA_KERNEL
    asm.reset_kernel_scope()


def code_object_version(asm, cur: Cursor, name: str, col: int) -> None:
    """``.hsa_code_object_version major, minor``: an NT_AMD_HSA_CODE_OBJECT_VERSION note;
    the object becomes a code object V2."""
    major = _version(asm, cur, "major")
    cur.expect(",", "minor version number required, comma expected")
    minor = _version(asm, cur, "minor")
    cur.end()
    emit_note(asm, V2_NOTE_NAME, NT_AMD_HSA_CODE_OBJECT_VERSION, struct.pack("<II", major,
                                                                              minor))
    asm.enter_code_object_v2()


def isa_version(asm, cur: Cursor, name: str, col: int) -> None:
    """``.hsa_code_object_isa [major, minor, stepping, "vendor", "arch"]``: an
    NT_AMD_HSA_ISA_VERSION note (the target's version, "AMD", "AMDGPU" when omitted), its
    stepping as LLVM 14 wrote it (9.0.0/2/4/6 + 1 with xnack on or any)."""
    if cur.at_end():
        try:
            v2_isa_version(asm.target.target)     # a processor V2 can name
        except TargetError as e:
            raise AsmError(str(e), col=col) from None
        major, minor, stepping = asm.target.v2_isa_note_version()
        vendor, arch = V2_VENDOR, V2_ARCH
    else:
        major = _version(asm, cur, "major")
        cur.expect(",", "stepping version number required, comma expected")
        minor = _version(asm, cur, "minor")
        cur.expect(",", "stepping version number required, comma expected")
        stepping = _version(asm, cur, "stepping")
        cur.expect(",", "vendor name required, comma expected")
        vendor = cur.string("invalid vendor name").decode("latin-1")
        cur.expect(",", "arch name required, comma expected")
        arch = cur.string("invalid arch name").decode("latin-1")
        cur.end()
        major, minor, stepping = asm.target.v2_isa_note_version((major, minor, stepping))
    v = vendor.encode("latin-1") + b"\0"
    a = arch.encode("latin-1") + b"\0"
    desc = struct.pack("<HHIII", len(v), len(a), major, minor, stepping) + v + a
    emit_note(asm, V2_NOTE_NAME, NT_AMD_HSA_ISA_VERSION, desc)


def _version(asm, cur: Cursor, which: str) -> int:
    """A version number of a V2 note: llvm-mc 14 refuses a negative one ("invalid major
    version") and keeps the low 32 bits of a larger one (the note's field is a uint32)."""
    expr, col = cur.expr()
    value = asm.absolute(expr, col)
    if not 0 <= value < 1 << 63:
        raise AsmError(f"invalid {which} version", col=col)
    return value & 0xFFFFFFFF


def isa_name(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amd_amdgpu_isa "<target id>"``: an NT_AMD_HSA_ISA_NAME note naming the target (which
    must be the command line's)."""
    cur.ws()
    scol = cur.col()
    if cur.peek() != '"':
        raise AsmError("target id must match options", col=scol)
    text = cur.string().decode("utf-8", errors="surrogateescape")
    if text != asm.target.target_id():
        raise AsmError("target id must match options", col=scol)
    cur.end()
    emit_note(asm, V2_NOTE_NAME, NT_AMD_HSA_ISA_NAME, text.encode("utf-8"))


def hsa_metadata_v2(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amd_amdgpu_hsa_metadata`` (code object V2 YAML metadata): llvm-mc 22 only says where
    it is not available; it is not implemented here."""
    raise AsmError(f"{name} directive is not available on non-amdhsa OSes", col=cur.col())


def pal_metadata(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amd_amdgpu_pal_metadata`` (legacy PAL metadata): only its diagnostic off amdpal."""
    if asm.target.triple.os != "amdpal":
        cur.ws()
        raise AsmError(f"{name} directive is not available on non-amdpal OSes", col=cur.col())
    raise AsmError("unknown directive", col=col)


def _v2_only(handler):
    """On amdhsa, a V2 directive is known only once the object is a code object V2."""
    def wrapped(asm, cur, name, col):
        if asm.target.is_hsa and asm.code_object_version != CODE_OBJECT_V2:
            raise AsmError("unknown directive", col=col)
        return handler(asm, cur, name, col)
    wrapped.__doc__ = handler.__doc__
    return wrapped


#: directives of every OS
V2_DIRECTIVES = {".hsa_code_object_version": code_object_version,
                 ".hsa_code_object_isa": isa_version,
                 ".amd_kernel_code_t": _v2_only(kernel_code_t),
                 ".amdgpu_hsa_kernel": _v2_only(hsa_kernel),
                 ".amd_amdgpu_pal_metadata": pal_metadata,
                 metadata_v2.BEGIN: _v2_only(metadata_v2.begin)}
#: directives llvm-mc 22 knows only without the amdhsa OS
NON_HSA_DIRECTIVES = {".amd_kernel_code_t": kernel_code_t, ".amdgpu_hsa_kernel": hsa_kernel,
                      ".amd_amdgpu_hsa_metadata": hsa_metadata_v2,
                      ".amd_amdgpu_isa": isa_name}

__all__ = [
    "NON_HSA_DIRECTIVES",
    "RSRC1",
    "RSRC2",
    "V2_DIRECTIVES",
    "KernelCodeBlock",
    "default_kernel_code",
]

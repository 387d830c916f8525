"""``.amdhsa_kernel NAME ... .end_amdhsa_kernel`` and ``.amdhsa_code_object_version``.

AMDGPUUsage: Code Object V3 and Above Directives, the "AMDHSA Kernel Assembler Directives"
table, and Kernel Descriptor. Each ``.amdhsa_*`` directive sets one field of the 64-byte
kernel descriptor (the field tables are :mod:`amdgcn.codeobj.descriptor`'s); the GPR
counts become ``GRANULATED_WORKITEM_VGPR_COUNT``/``GRANULATED_WAVEFRONT_SGPR_COUNT`` with the
SGPRs that VCC, FLAT_SCRATCH and XNACK_MASK take. The descriptor is emitted where the
directive stands, labelled ``NAME.kd``; its ``KERNEL_CODE_ENTRY_BYTE_OFFSET`` is
``NAME - NAME.kd`` (an ``R_AMDGPU_REL64`` relocation). Checks, defaults and messages are
llvm-mc 22's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from amdgcn.asm.expr import Cursor
from amdgcn.asm.symbols import ExprError, absolute
from amdgcn.asm.targetinfo import AsmTarget
from amdgcn.codeobj.descriptor import (
    COMPUTE_PGM_RSRC1,
    COMPUTE_PGM_RSRC2,
    COMPUTE_PGM_RSRC3,
    KERNARG_PRELOAD,
    KERNEL_CODE_PROPERTIES,
    KernelDescriptor,
)
from amdgcn.codeobj.elf import STT, STV
from amdgcn.codeobj.fields import BitField, BitTable
from amdgcn.errors import AsmError
from amdgcn.isa.syntax import Expr

PREFIX = ".amdhsa_"
END = ".end_amdhsa_kernel"
#: FLOAT_DENORM_MODE_FLUSH_NONE (AMDGPUUsage: Floating Point Denorm Mode Enumeration Values)
FLOAT_DENORM_MODE_FLUSH_NONE = 3
#: user SGPRs a wave can receive, and the width of USER_SGPR_COUNT
MAX_USER_SGPRS = 16
USER_SGPR_COUNT_BITS = 5
#: KERNARG_PRELOAD_SPEC_OFFSET limit llvm-mc checks before the field width
MAX_PRELOAD_OFFSET = 1024
#: ACCUM_OFFSET: AccVGPRs start at a multiple of 4 in [4, 256] (MI200 ISA 3.6.4)
ACCUM_OFFSET_GRANULE = 4
ACCUM_OFFSET_MAX = 256
SGPR_ENCODING_GRANULE = 8
#: KERNEL_CODE_ENTRY_BYTE_OFFSET lies at byte 16 of the descriptor
ENTRY_OFFSET_AT = KernelDescriptor.OFFSETS["kernel_code_entry_byte_offset"]

#: the GFX12 bit llvm-mc names ENABLE_WG_RR_EN (AMDGPUUsage, GFX12 compute_pgm_rsrc1)
_RSRC1_WG_RR_EN = BitTable("COMPUTE_PGM_RSRC1", 32, [BitField("ENABLE_WG_RR_EN", 21, 1)])

_TABLES: dict[str, BitTable] = {
    "compute_pgm_rsrc1": COMPUTE_PGM_RSRC1, "compute_pgm_rsrc2": COMPUTE_PGM_RSRC2,
    "compute_pgm_rsrc3": COMPUTE_PGM_RSRC3, "kernel_code_properties": KERNEL_CODE_PROPERTIES,
    "kernarg_preload": KERNARG_PRELOAD, "rsrc1_gfx12": _RSRC1_WG_RR_EN,
}


# ------------------------------------------------------------------------ where directives go
def _requires(message: str, ok: Callable[[AsmTarget], bool]):
    return lambda t: None if ok(t) else message


_ALWAYS = None
_NOT_ARCH = _requires("directive is not supported with architected flat scratch",
                      lambda t: not t.architected_flat_scratch)
_ARCH = _requires("directive is not supported without architected flat scratch",
                  lambda t: t.architected_flat_scratch)
_GFX90A = _requires("directive requires gfx90a+", lambda t: t.is_gfx90a or t.major >= 10)
_PRELOAD = _requires("directive requires gfx90a+", lambda t: t.has_kernarg_preload)
_GFX7 = _requires("directive requires gfx7+", lambda t: t.major >= 7)
_GFX8 = _requires("directive requires gfx8+", lambda t: t.major >= 8)
_GFX9 = _requires("directive requires gfx9+", lambda t: t.major >= 9)
_GFX10 = _requires("directive requires gfx10+", lambda t: t.major >= 10)
_GFX11 = _requires("directive requires gfx11+", lambda t: t.major >= 11)
_GFX12 = _requires("directive requires gfx12+", lambda t: t.major >= 12)
_GFX10_11 = _requires("directive requires gfx10 or gfx11", lambda t: 10 <= t.major <= 11)
_BEFORE_GFX12 = _requires("directive unsupported on gfx12+", lambda t: t.major < 12)
_NEVER = _requires("directive requires gfx1250+", lambda t: False)


def _wgp(t: AsmTarget):
    return None if t.major >= 10 else f"directive unsupported on {t.cpu}"


def _both(*checks):
    return lambda t: next((m for m in (c(t) for c in checks if c) if m), None)


@dataclass(frozen=True)
class Directive:
    """One row of the "AMDHSA Kernel Assembler Directives" table.

    Attributes:
        name: without the ``.amdhsa_`` prefix.
        register: the descriptor member it sets (a whole field, or the register that
            ``field`` lies in); None for the directives handled one by one.
        field: the bit field's name in ``register``'s table (None for a whole member).
        where: ``where(target) -> message or None`` (None: valid on the target).
        user_sgprs: user SGPRs the setting implies when non-zero (-1: as many as the value).
        resolvable: the value must be known now ("should have resolvable expression").
        resolve_first: that is checked before ``where``.
    """

    name: str
    register: str | None = None
    field: str | None = None
    where: Callable | None = _ALWAYS
    user_sgprs: int = 0
    resolvable: bool = False
    resolve_first: bool = True

    @property
    def width(self) -> int:
        if self.register is None:
            return 64
        if self.field is None:
            return 32
        return _TABLES[self.register].by_name[self.field].width


def _kcp(name: str, field_: str, user: int, where=_ALWAYS, first=True) -> Directive:
    return Directive(name, "kernel_code_properties", field_, where, user, True, first)


def _r1(name: str, field_: str, where=_ALWAYS) -> Directive:
    return Directive(name, "compute_pgm_rsrc1", field_, where)


def _r2(name: str, field_: str, where=_ALWAYS) -> Directive:
    return Directive(name, "compute_pgm_rsrc2", field_, where)


_EXC = "ENABLE_EXCEPTION_"
DIRECTIVES: dict[str, Directive] = {d.name: d for d in (
    Directive("group_segment_fixed_size", "group_segment_fixed_size"),
    Directive("private_segment_fixed_size", "private_segment_fixed_size"),
    Directive("kernarg_size", "kernarg_size"),
    Directive("user_sgpr_count", resolvable=True),
    _kcp("user_sgpr_private_segment_buffer", "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 4,
         _NOT_ARCH),
    Directive("user_sgpr_kernarg_preload_length", "kernarg_preload",
              "KERNARG_PRELOAD_SPEC_LENGTH", _PRELOAD, -1, True),
    Directive("user_sgpr_kernarg_preload_offset", "kernarg_preload",
              "KERNARG_PRELOAD_SPEC_OFFSET", _PRELOAD, 0, True),
    _kcp("user_sgpr_dispatch_ptr", "ENABLE_SGPR_DISPATCH_PTR", 2),
    _kcp("user_sgpr_queue_ptr", "ENABLE_SGPR_QUEUE_PTR", 2),
    _kcp("user_sgpr_kernarg_segment_ptr", "ENABLE_SGPR_KERNARG_SEGMENT_PTR", 2),
    _kcp("user_sgpr_dispatch_id", "ENABLE_SGPR_DISPATCH_ID", 2),
    _kcp("user_sgpr_flat_scratch_init", "ENABLE_SGPR_FLAT_SCRATCH_INIT", 2, _NOT_ARCH, False),
    _kcp("user_sgpr_private_segment_size", "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 1),
    _kcp("wavefront_size32", "ENABLE_WAVEFRONT_SIZE32", 0, _GFX10),
    Directive("uses_dynamic_stack", "kernel_code_properties", "USES_DYNAMIC_STACK"),
    _r2("system_sgpr_private_segment_wavefront_offset", "ENABLE_PRIVATE_SEGMENT", _NOT_ARCH),
    _r2("enable_private_segment", "ENABLE_PRIVATE_SEGMENT", _ARCH),
    _r2("system_sgpr_workgroup_id_x", "ENABLE_SGPR_WORKGROUP_ID_X"),
    _r2("system_sgpr_workgroup_id_y", "ENABLE_SGPR_WORKGROUP_ID_Y"),
    _r2("system_sgpr_workgroup_id_z", "ENABLE_SGPR_WORKGROUP_ID_Z"),
    _r2("system_sgpr_workgroup_info", "ENABLE_SGPR_WORKGROUP_INFO"),
    _r2("system_vgpr_workitem_id", "ENABLE_VGPR_WORKITEM_ID"),
    Directive("next_free_vgpr"),
    Directive("next_free_sgpr"),
    Directive("accum_offset", where=_GFX90A),
    Directive("reserve_vcc"),
    Directive("reserve_flat_scratch", where=_both(_GFX7, _NOT_ARCH)),
    Directive("reserve_xnack_mask", where=_GFX8),
    _r1("float_round_mode_32", "FLOAT_ROUND_MODE_32"),
    _r1("float_round_mode_16_64", "FLOAT_ROUND_MODE_16_64"),
    _r1("float_denorm_mode_32", "FLOAT_DENORM_MODE_32"),
    _r1("float_denorm_mode_16_64", "FLOAT_DENORM_MODE_16_64"),
    _r1("dx10_clamp", "ENABLE_DX10_CLAMP", _BEFORE_GFX12),
    _r1("ieee_mode", "ENABLE_IEEE_MODE", _BEFORE_GFX12),
    _r1("fp16_overflow", "FP16_OVFL", _GFX9),
    Directive("tg_split", "compute_pgm_rsrc3", "TG_SPLIT", _GFX90A),
    _r1("workgroup_processor_mode", "WGP_MODE", _wgp),
    _r1("memory_ordered", "MEM_ORDERED", _GFX10),
    _r1("forward_progress", "FWD_PROGRESS", _GFX10),
    Directive("shared_vgpr_count", "compute_pgm_rsrc3", "SHARED_VGPR_COUNT", _GFX10_11, 0,
              True),
    _r2("exception_fp_ieee_invalid_op", _EXC + "IEEE_754_FP_INVALID_OPERATION"),
    _r2("exception_fp_denorm_src", _EXC + "FP_DENORMAL_SOURCE"),
    _r2("exception_fp_ieee_div_zero", _EXC + "IEEE_754_FP_DIVISION_BY_ZERO"),
    _r2("exception_fp_ieee_overflow", _EXC + "IEEE_754_FP_OVERFLOW"),
    _r2("exception_fp_ieee_underflow", _EXC + "IEEE_754_FP_UNDERFLOW"),
    _r2("exception_fp_ieee_inexact", _EXC + "IEEE_754_FP_INEXACT"),
    _r2("exception_int_div_zero", _EXC + "INT_DIVIDE_BY_ZERO"),
    Directive("round_robin_scheduling", "rsrc1_gfx12", "ENABLE_WG_RR_EN", _GFX12),
    Directive("inst_pref_size", "compute_pgm_rsrc3", "INST_PREF_SIZE", _GFX11),
    Directive("named_barrier_count", where=_NEVER),
)}

#: descriptor members written as whole values (the rest are registers of bit fields)
_WHOLE = ("group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size")


def default_descriptor(t: AsmTarget) -> dict[str, int]:
    """The descriptor members before any directive (llvm-mc's defaults per target)."""
    r1 = {"FLOAT_DENORM_MODE_16_64": FLOAT_DENORM_MODE_FLUSH_NONE}
    if t.major < 12:
        r1 |= {"ENABLE_DX10_CLAMP": 1, "ENABLE_IEEE_MODE": 1}
    if t.major >= 10:
        r1 |= {"WGP_MODE": 0 if t.cumode else 1, "MEM_ORDERED": 1}
    props = {"ENABLE_WAVEFRONT_SIZE32": int(t.wave32)} if t.major >= 10 else {}
    rsrc3 = {"TG_SPLIT": int(t.tgsplit)} if t.is_gfx90a else {}
    return {"group_segment_fixed_size": 0, "private_segment_fixed_size": 0, "kernarg_size": 0,
            "compute_pgm_rsrc1": COMPUTE_PGM_RSRC1.build(r1),
            "compute_pgm_rsrc2": COMPUTE_PGM_RSRC2.build({"ENABLE_SGPR_WORKGROUP_ID_X": 1}),
            "compute_pgm_rsrc3": COMPUTE_PGM_RSRC3.build(rsrc3),
            "kernel_code_properties": KERNEL_CODE_PROPERTIES.build(props),
            "kernarg_preload": 0}


# ------------------------------------------------------------------------ the block
@dataclass
class KernelBlock:
    """The directives of one ``.amdhsa_kernel`` block as they are read."""

    name: str
    values: dict = field(default_factory=dict)        # directive name -> (int | Expr, col)
    seen: set = field(default_factory=set)

    def feed(self, asm, sl) -> bool:
        """Read one line of the block; True when consumed (False: read it as a statement)."""
        code = sl.code
        for label, col in sl.labels:
            raise AsmError("expected .amdhsa_ directive or .end_amdhsa_kernel", col=col)
        if not code:
            return True
        if not code.startswith("."):
            asm.block = None
            asm.report(AsmError("expected .amdhsa_ directive or .end_amdhsa_kernel",
                                col=sl.code_col))
            return False
        cur = Cursor(code, 0, sl.code_col, local_label=asm.local_label)
        name = cur.name("expected .amdhsa_ directive or .end_amdhsa_kernel")
        if name == END:
            asm.block = None
            cur.end()
            _emit(asm, self, sl.eol_col)
            return True
        if name in self.seen:
            cur.ws()
            raise AsmError(".amdhsa_ directives cannot be repeated", col=cur.col())
        self.seen.add(name)
        expr, vcol = cur.expr()
        cur.end("expected .amdhsa_ directive or .end_amdhsa_kernel")
        _directive(asm, self, name, expr, sl.code_col, vcol)
        return True

    def at_end_of_file(self, asm, where: tuple[int, int]) -> None:
        asm.block = None
        asm.report(AsmError("expected .amdhsa_ directive or .end_amdhsa_kernel",
                            line=where[0], col=where[1]))


def _directive(asm, block: KernelBlock, name: str, expr: Expr, col: int, vcol: int) -> None:
    t: AsmTarget = asm.target
    value = asm.try_absolute(expr)
    if value is not None and value < 0:
        raise AsmError("value out of range", col=vcol)
    d = DIRECTIVES.get(name[len(PREFIX):]) if name.startswith(PREFIX) else None
    if d is None:
        raise AsmError("unknown .amdhsa_kernel directive", col=col)
    resolvable_error = AsmError("directive should have resolvable expression", col=col)
    if d.resolvable and d.resolve_first and value is None:
        raise resolvable_error
    message = d.where(t) if d.where else None
    if message:
        raise AsmError(message, col=col)
    if d.resolvable and value is None:
        raise resolvable_error
    v = value if value is not None else 0
    key = d.name
    if key == "user_sgpr_kernarg_preload_length" and v > MAX_USER_SGPRS:
        raise AsmError("value out of range", col=vcol)
    if key == "user_sgpr_kernarg_preload_offset" and v >= MAX_PRELOAD_OFFSET:
        raise AsmError("value out of range", col=vcol)
    if key in ("reserve_vcc", "reserve_flat_scratch", "reserve_xnack_mask") and v > 1:
        raise AsmError("value out of range", col=vcol)
    if key == "reserve_xnack_mask" and v != int(t.xnack_on_or_any):
        raise AsmError(".amdhsa_reserve_xnack_mask does not match target id", col=col)
    if d.register is not None and v >= (1 << d.width):
        raise AsmError("value out of range", col=vcol)
    block.values[key] = (value if value is not None else expr,
                         (asm.line.number if asm.line else 0, vcol))


# ------------------------------------------------------------------------ the descriptor
@dataclass
class Plan:
    """A descriptor whose members may still depend on symbols defined later."""

    target: AsmTarget
    values: dict
    user_sgpr_count: int
    name: str
    final: KernelDescriptor | None = None

    def build(self, value: Callable[[object], int]) -> KernelDescriptor:
        """The descriptor, ``value(x)`` giving each int or expression's final value."""
        t = self.target
        regs = default_descriptor(t)
        for key, (v, _) in self.values.items():
            d = DIRECTIVES[key]
            if d.register is None:
                continue
            n = value(v)
            if d.field is None:
                regs[d.register] = n & 0xFFFFFFFF
            else:
                table = _TABLES[d.register]
                f = table.by_name[d.field]
                target_reg = "compute_pgm_rsrc1" if d.register == "rsrc1_gfx12" else d.register
                regs[target_reg] = (regs[target_reg] & ~f.mask) | ((n << f.lsb) & f.mask)
        vgpr_blocks, sgpr_blocks = gpr_blocks(t, self._get("next_free_vgpr", value, 0),
                                              self._next_free_sgpr(value),
                                              vcc=self._get("reserve_vcc", value, 1),
                                              flat=self._get("reserve_flat_scratch", value, 1),
                                              wave32=self._wave32(value))
        f1 = COMPUTE_PGM_RSRC1
        regs["compute_pgm_rsrc1"] = f1.build({
            "GRANULATED_WORKITEM_VGPR_COUNT": vgpr_blocks & 0x3F,
            "GRANULATED_WAVEFRONT_SGPR_COUNT": sgpr_blocks & 0xF}, base=regs["compute_pgm_rsrc1"])
        regs["compute_pgm_rsrc2"] = COMPUTE_PGM_RSRC2.build(
            {"USER_SGPR_COUNT": self.user_sgpr_count}, base=regs["compute_pgm_rsrc2"])
        if t.is_gfx90a:
            accum = self._get("accum_offset", value, 0)
            f = COMPUTE_PGM_RSRC3.by_name["ACCUM_OFFSET"]
            regs["compute_pgm_rsrc3"] = (regs["compute_pgm_rsrc3"] & ~f.mask) | (
                ((accum // ACCUM_OFFSET_GRANULE - 1) << f.lsb) & f.mask)
        return KernelDescriptor(**regs)

    def _get(self, key: str, value, default: int) -> int:
        return value(self.values[key][0]) if key in self.values else default

    def _next_free_sgpr(self, value) -> int:
        n = self._get("next_free_sgpr", value, 0)
        if self._get("user_sgpr_kernarg_preload_length", value, 0):
            n = max(n, self.user_sgpr_count)
        return n

    def _wave32(self, value) -> bool:
        if "wavefront_size32" in self.values:
            return bool(self._get("wavefront_size32", value, 0))
        return self.target.wave32

    def member_expressions(self, member: str) -> list[Expr]:
        """The symbolic values a descriptor member depends on, in llvm-mc's order: the
        directives of its fields as written, then (``compute_pgm_rsrc3``) ACCUM_OFFSET,
        (``compute_pgm_rsrc1``) the VGPR count, the SGPR count and the reserved SGPRs."""
        out = []
        for key, (v, _) in self.values.items():
            d = DIRECTIVES[key]
            target = "compute_pgm_rsrc1" if d.register == "rsrc1_gfx12" else d.register
            if isinstance(v, Expr) and target == member:
                out.append(v)
        tail = {"compute_pgm_rsrc3": ("accum_offset",) if self.target.is_gfx90a else (),
                "compute_pgm_rsrc1": ("next_free_vgpr", "next_free_sgpr", "reserve_vcc",
                                      "reserve_flat_scratch")}.get(member, ())
        out += [self.values[k][0] for k in tail
                if k in self.values and isinstance(self.values[k][0], Expr)]
        return out

    def deferred(self) -> bool:
        """Some member depends on a symbol not known yet."""
        return any(isinstance(v, Expr) for v, _ in self.values.values())


def extra_sgprs(t: AsmTarget, *, vcc: bool, flat: bool, xnack: bool) -> int:
    """SGPRs taken by VCC, FLAT_SCRATCH and XNACK_MASK beyond ``next_free_sgpr``; see
    :meth:`amdgcn.target.ProcessorInfo.extra_sgprs`."""
    return t.info.extra_sgprs(vcc=vcc, flat=flat, xnack=xnack)


def gpr_blocks(t: AsmTarget, next_vgpr: int, next_sgpr: int, *, vcc: int, flat: int,
               wave32: bool) -> tuple[int, int]:
    """(GRANULATED_WORKITEM_VGPR_COUNT, GRANULATED_WAVEFRONT_SGPR_COUNT) before range checks."""
    if t.major >= 10:
        num_sgprs = 0
    else:
        num_sgprs = next_sgpr + extra_sgprs(t, vcc=bool(vcc), flat=bool(flat),
                                            xnack=t.xnack_on_or_any)
        if t.sgpr_init_bug:
            num_sgprs = 96
    granule = t.info.vgpr_granule(32 if wave32 else 64)
    vgpr = -(-max(1, next_vgpr) // granule) - 1
    sgpr = -(-max(1, num_sgprs) // SGPR_ENCODING_GRANULE) - 1
    return vgpr, sgpr


def _emit(asm, block: KernelBlock, end_col: int) -> None:
    """Check the block as a whole and emit ``NAME.kd`` with the 64 descriptor bytes."""
    t: AsmTarget = asm.target
    vals = block.values
    for required in ("next_free_vgpr", "next_free_sgpr"):
        if required not in vals:
            raise AsmError(f".amdhsa_{required} directive is required", col=end_col)
    implied = 0
    for key, (v, _) in vals.items():
        d = DIRECTIVES[key]
        if d.user_sgprs and isinstance(v, int) and v:
            implied += v if d.user_sgprs < 0 else d.user_sgprs
    explicit = vals.get("user_sgpr_count", (None, 0))[0]
    if explicit is not None:
        explicit &= 0xFFFFFFFF     # llvm-mc keeps the count in 32 bits
    now = {k: (v if isinstance(v, int) else None) for k, (v, _) in vals.items()}
    preload = now.get("user_sgpr_kernarg_preload_length") or 0
    count = explicit if explicit is not None else implied
    next_vgpr = now.get("next_free_vgpr")
    next_sgpr = now.get("next_free_sgpr")
    if next_sgpr is not None and preload:
        next_sgpr = max(next_sgpr, count)
    sgpr_line, sgpr_col = vals["next_free_sgpr"][1]
    vgpr_line, vgpr_col = vals["next_free_vgpr"][1]
    if t.major < 10 and next_sgpr is not None:
        if t.major >= 8 and not t.sgpr_init_bug and next_sgpr > t.addressable_sgprs:
            raise AsmError("value out of range", line=sgpr_line, col=sgpr_col)
        vcc, flat = now.get("reserve_vcc", 1), now.get("reserve_flat_scratch", 1)
        if vcc is not None and flat is not None:
            total = next_sgpr + extra_sgprs(t, vcc=bool(vcc), flat=bool(flat),
                                            xnack=t.xnack_on_or_any)
            if (t.major <= 7 or t.sgpr_init_bug) and total > t.addressable_sgprs:
                raise AsmError("value out of range", line=sgpr_line, col=sgpr_col)
    wave32 = bool(now["wavefront_size32"]) if now.get("wavefront_size32") is not None \
        else t.wave32
    if next_vgpr is not None:
        vblocks, _ = gpr_blocks(t, next_vgpr, 0, vcc=0, flat=0, wave32=wave32)
        if vblocks >= 1 << COMPUTE_PGM_RSRC1.by_name["GRANULATED_WORKITEM_VGPR_COUNT"].width:
            raise AsmError("value out of range", line=vgpr_line, col=vgpr_col)
    if explicit is not None and implied > explicit:
        raise AsmError("amdgpu_user_sgpr_count smaller than than implied by enabled user "
                       "SGPRs", col=end_col)
    if count >= 1 << USER_SGPR_COUNT_BITS:
        raise AsmError("too many user SGPRs enabled", col=end_col)
    kernarg = vals.get("kernarg_size", (0, 0))[0]
    if not isinstance(kernarg, int):
        raise AsmError("Kernarg size should be resolvable", col=end_col)
    offset = now.get("user_sgpr_kernarg_preload_offset") or 0
    if preload and kernarg and preload * 4 + offset * 4 > kernarg:
        raise AsmError("Kernarg preload length + offset is larger than the kernarg segment "
                       "size", col=end_col)
    if t.is_gfx90a:
        if "accum_offset" not in vals:
            raise AsmError(".amdhsa_accum_offset directive is required", col=end_col)
        accum = now.get("accum_offset")
        if accum is not None:
            if not (ACCUM_OFFSET_GRANULE <= accum <= ACCUM_OFFSET_MAX) or accum % 4:
                raise AsmError("accum_offset should be in range [4..256] in increments of 4",
                               col=end_col)
            if next_vgpr is not None and accum > -(-max(1, next_vgpr) // 4) * 4:
                raise AsmError("accum_offset exceeds total VGPR allocation", col=end_col)
    plan = Plan(t, vals, count, block.name)
    _emit_descriptor(asm, plan)


def _emit_descriptor(asm, plan: Plan) -> None:
    name = plan.name
    code = asm.symbol(name)
    kd = asm.symbol(name + ".kd")
    kd.binding = code.elf_binding()
    kd.visibility = code.visibility
    kd.type = STT.STT_OBJECT
    kd.size = Expr("num", KernelDescriptor.SIZE)
    if code.visibility == STV.STV_DEFAULT:
        code.visibility = STV.STV_PROTECTED
    line = asm.line
    asm.define_label(kd.name, line.code_col if line else 1)
    at = asm.section.size
    entry = Expr("-", Expr("sym", name, "rel64"), Expr("sym", kd.name, ""))
    if not plan.deferred():
        asm.emit_bytes(plan.build(int).build())
        asm.add_fixup(at + ENTRY_OFFSET_AT, "FK_Data_8", entry, dot=at + ENTRY_OFFSET_AT,
                      col=line.code_col if line else 0)
        return
    asm.emit_bytes(bytes(KernelDescriptor.SIZE))
    for member in KernelDescriptor._names:
        if member.startswith("reserved"):
            continue
        if member == "kernel_code_entry_byte_offset":
            asm.add_fixup(at + ENTRY_OFFSET_AT, "FK_Data_8", entry, dot=at + ENTRY_OFFSET_AT,
                          col=line.code_col if line else 0)
            continue
        # llvm-mc registers the symbols of each member's expression as it emits the member
        for expr in plan.member_expressions(member):
            asm.symbols.register_expr(expr)
        asm.add_fixup(at + KernelDescriptor.OFFSETS[member], f"FK_Data_{_member_size(member)}",
                      Expr("num", 0), dot=at, col=0,
                      compute=lambda a, m=member: getattr(_final(a, plan), m))


def _member_size(member: str) -> int:
    names = KernelDescriptor._names
    i = names.index(member)
    end = KernelDescriptor.OFFSETS[names[i + 1]] if i + 1 < len(names) else KernelDescriptor.SIZE
    return end - KernelDescriptor.OFFSETS[member]


def _final(asm, plan: Plan) -> KernelDescriptor:
    """The descriptor with the symbols' final values (one error for the whole descriptor,
    placed nowhere, as llvm-mc reports it)."""
    def value(v):
        if isinstance(v, int):
            return v
        try:
            return absolute(v, asm.symbols)
        except ExprError:
            raise AsmError("expected relocatable expression") from None
    if plan.final is None:
        try:
            plan.final = plan.build(value)
        except AsmError:
            plan.final = KernelDescriptor()
            raise
    return plan.final


# ------------------------------------------------------------------------ directives
def begin_kernel(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amdhsa_kernel NAME``: start reading a kernel descriptor."""
    cur.ws()
    if cur.at_end():
        raise AsmError("unknown directive", col=col)
    kname = cur.name("unknown directive")
    asm.block = KernelBlock(kname)


def code_object_version(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amdhsa_code_object_version N``: the code object version written (4, 5 or 6)."""
    cur.ws()
    vcol = cur.col()
    if not (cur.peek().isalnum() or cur.peek() in "_.$"):
        raise AsmError("unknown directive", col=col)
    expr, _ = cur.expr()
    version = asm.absolute(expr, vcol)
    cur.end()
    asm.code_object_version = version
    asm.code_object_version_at = (asm.line.number if asm.line else 0, vcol)


HSA_DIRECTIVES = {".amdhsa_kernel": begin_kernel,
                  ".amdhsa_code_object_version": code_object_version}

__all__ = ["DIRECTIVES", "HSA_DIRECTIVES", "KernelBlock", "Plan", "default_descriptor",
           "extra_sgprs", "gpr_blocks"]

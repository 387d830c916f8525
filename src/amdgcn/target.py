"""AMDGPU processors and target IDs as data (AMDGPUUsage: Processors, Target Features, Target ID).

One :class:`ProcessorInfo` row per processor of the guide's processor table (r600 to GFX11),
extended with the processors LLVM 22 knows beyond the guide (gfx942, gfx950, GFX11.5, GFX12 and
the generic targets of code object V6), each with its ``EF_AMDGPU_MACH`` value
(AMDGPUUsage: ELF Header, ``EF_AMDGPU_MACH`` Values).

:class:`Target` is a parsed target ID (``gfx90a:sramecc+:xnack-``): a processor plus a setting
(on/off/any) of each target-ID feature. It converts to and from the ``e_flags`` of code objects
V2/V3 (one bit per feature, "any" cannot be represented) and V4+ (two-bit selectors).

Example:
    >>> t = Target.parse("amdgcn-amd-amdhsa--gfx90a:xnack+")
    >>> str(t), hex(t.mach), t.wavefront_size
    ('gfx90a:xnack+', '0x3f', 64)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from amdgcn.errors import TargetError

# --------------------------------------------------------------------------------------------
# e_flags fields (AMDGPUUsage: ELF Header, e_flags tables for V2, V3 and V4 onwards)
# --------------------------------------------------------------------------------------------

EF_AMDGPU_MACH = 0x0FF
EF_AMDGPU_FEATURE_XNACK_V2 = 0x01
EF_AMDGPU_FEATURE_TRAP_HANDLER_V2 = 0x02
EF_AMDGPU_FEATURE_XNACK_V3 = 0x100
EF_AMDGPU_FEATURE_SRAMECC_V3 = 0x200
EF_AMDGPU_FEATURE_XNACK_V4 = 0x300
EF_AMDGPU_FEATURE_XNACK_UNSUPPORTED_V4 = 0x000
EF_AMDGPU_FEATURE_XNACK_ANY_V4 = 0x100
EF_AMDGPU_FEATURE_XNACK_OFF_V4 = 0x200
EF_AMDGPU_FEATURE_XNACK_ON_V4 = 0x300
EF_AMDGPU_FEATURE_SRAMECC_V4 = 0xC00
EF_AMDGPU_FEATURE_SRAMECC_UNSUPPORTED_V4 = 0x000
EF_AMDGPU_FEATURE_SRAMECC_ANY_V4 = 0x400
EF_AMDGPU_FEATURE_SRAMECC_OFF_V4 = 0x800
EF_AMDGPU_FEATURE_SRAMECC_ON_V4 = 0xC00
#: Code object V6: version of a generic processor in bits 24..31 (LLVM 22's ELF.h).
EF_AMDGPU_GENERIC_VERSION = 0xFF000000
EF_AMDGPU_GENERIC_VERSION_OFFSET = 24

#: The target features that a target ID may carry (AMDGPUUsage: Target Features, "-mcpu").
TARGET_ID_FEATURES = ("sramecc", "xnack")


class FlatScratch(IntEnum):
    """How a processor addresses scratch through FLAT (processor table, Target Properties)."""

    NONE = 0          # no generic address space (GFX6, r600)
    OFFSET = 1        # "Offset flat scratch" (GFX7, GFX8)
    ABSOLUTE = 2      # "Absolute flat scratch" (GFX9, GFX10)
    ARCHITECTED = 3   # "Architected flat scratch" (gfx940+, GFX11+)


@dataclass(frozen=True, slots=True)
class ProcessorInfo:
    """One row of the processor table (AMDGPUUsage: AMDGPU Processors).

    Attributes:
        name: canonical processor name (``gfx90a``).
        alternatives: alternative processor names (``tahiti`` for ``gfx600``).
        arch: target triple architecture, ``r600`` or ``amdgcn``.
        generation: ``r600``, ``gfx6`` ... ``gfx12``.
        kind: ``dGPU`` or ``APU`` (``generic`` for the V6 generic targets).
        features: target features supported (``cumode sramecc tgsplit wavefrontsize64 xnack``).
        mach: the ``EF_AMDGPU_MACH_*`` value.
        wavefront_sizes: supported wavefront sizes, the default first.
        flat_scratch: see :class:`FlatScratch`.
        packed_work_item_ids: work-item IDs are packed into v0.
        has_agprs: the processor has accumulation VGPRs (MAI).
        generic_version: ``EF_AMDGPU_GENERIC_VERSION`` of a generic target, else 0.
        in_guide: the row appears in the seed guide's processor table.
    """

    name: str
    alternatives: tuple[str, ...]
    arch: str
    generation: str
    kind: str
    features: tuple[str, ...]
    mach: int
    wavefront_sizes: tuple[int, ...]
    flat_scratch: FlatScratch
    packed_work_item_ids: bool = False
    has_agprs: bool = False
    generic_version: int = 0
    in_guide: bool = True

    @property
    def target_id_features(self) -> tuple[str, ...]:
        """The supported features that a target ID may set (``sramecc``, ``xnack``)."""
        return tuple(f for f in TARGET_ID_FEATURES if f in self.features)

    @property
    def wavefront_size(self) -> int:
        """The default wavefront size."""
        return self.wavefront_sizes[0]

    @property
    def major(self) -> int:
        """GFX major version (6 for gfx6xx, 9 for gfx90a, 10 for gfx10xx); 0 for r600."""
        return 0 if self.arch == "r600" else int(self.generation[3:])

    @property
    def max_sgprs(self) -> int:
        """Addressable SGPRs of a wave (AMDGPUUsage: COMPUTE_PGM_RSRC1, SGPR count notes)."""
        if self.arch == "r600":
            return 0
        return 104 if self.major <= 7 else (102 if self.major <= 9 else 106)

    @property
    def max_vgprs(self) -> int:
        """Architected VGPRs plus AGPRs a wave of the default size can allocate."""
        return 512 if self.name in _UNIFIED_VGPR_FILE else 256

    @property
    def sgpr_granule(self) -> int:
        """SGPR encoding granule of ``GRANULATED_WAVEFRONT_SGPR_COUNT`` (0: field unused)."""
        return 8 if 6 <= self.major <= 9 else 0

    def vgpr_granule(self, wavefront_size: int | None = None) -> int:
        """VGPR encoding granule of ``GRANULATED_WORKITEM_VGPR_COUNT``.

        AMDGPUUsage: COMPUTE_PGM_RSRC1: granule 4 for wave64 (8 on gfx90a/gfx94x/gfx950 whose
        VGPRs and AGPRs share one file), 8 for wave32 on GFX10+.
        """
        wave = wavefront_size or self.wavefront_size
        if self.name in _UNIFIED_VGPR_FILE:
            return 8
        return 8 if (self.major >= 10 and wave == 32) else 4

    def extra_sgprs(self, *, vcc: bool, flat: bool, xnack: bool) -> int:
        """SGPRs that VCC, FLAT_SCRATCH and XNACK_MASK take beyond ``next_free_sgpr``.

        AMDGPUUsage: COMPUTE_PGM_RSRC1 ``GRANULATED_WAVEFRONT_SGPR_COUNT`` (llvm-mc's
        ``getNumExtraSGPRs``): GFX10+ count VCC only; GFX6-GFX7 add FLAT_SCRATCH (4 in all);
        GFX8-GFX9 reserve 4 with XNACK_MASK and 6 with FLAT_SCRATCH (always with architected
        flat scratch).
        """
        extra = 2 if vcc else 0
        if self.major >= 10:
            return extra
        if self.major < 8:
            return 4 if flat else extra
        if xnack:
            extra = 4
        if flat or self.flat_scratch == FlatScratch.ARCHITECTED:
            extra = 6
        return extra


_UNIFIED_VGPR_FILE = frozenset({"gfx90a", "gfx940", "gfx941", "gfx942", "gfx950",
                                "gfx9-4-generic"})


def _r600(name: str, mach: int) -> ProcessorInfo:
    return ProcessorInfo(name, (), "r600", "r600", "dGPU", (), mach, (64,), FlatScratch.NONE)


def _gcn(name: str, alts: tuple[str, ...], gen: str, kind: str, feats: str, mach: int,
         *, flat: FlatScratch, packed: bool = False, agprs: bool = False,
         generic: int = 0, guide: bool = True) -> ProcessorInfo:
    features = tuple(sorted(feats.split()))
    waves = (32, 64) if "wavefrontsize64" in features else (64,)
    return ProcessorInfo(name, alts, "amdgcn", gen, kind, features, mach, waves, flat, packed,
                         agprs, generic, guide)


_N, _O, _A, _R = FlatScratch.NONE, FlatScratch.OFFSET, FlatScratch.ABSOLUTE, \
    FlatScratch.ARCHITECTED
_G10 = "cumode wavefrontsize64"

#: Every processor: the guide's table in its order, then LLVM 22's later processors.
PROCESSORS: tuple[ProcessorInfo, ...] = (
    _r600("r600", 0x001), _r600("r630", 0x002), _r600("rs880", 0x003), _r600("rv670", 0x004),
    _r600("rv710", 0x005), _r600("rv730", 0x006), _r600("rv770", 0x007),
    _r600("cedar", 0x008), _r600("cypress", 0x009), _r600("juniper", 0x00A),
    _r600("redwood", 0x00B), _r600("sumo", 0x00C), _r600("barts", 0x00D),
    _r600("caicos", 0x00E), _r600("cayman", 0x00F), _r600("turks", 0x010),
    # GCN GFX6 (Southern Islands)
    _gcn("gfx600", ("tahiti",), "gfx6", "dGPU", "", 0x020, flat=_N),
    _gcn("gfx601", ("pitcairn", "verde"), "gfx6", "dGPU", "", 0x021, flat=_N),
    _gcn("gfx602", ("hainan", "oland"), "gfx6", "dGPU", "", 0x03A, flat=_N),
    # GCN GFX7 (Sea Islands)
    _gcn("gfx700", ("kaveri",), "gfx7", "APU", "", 0x022, flat=_O),
    _gcn("gfx701", ("hawaii",), "gfx7", "dGPU", "", 0x023, flat=_O),
    _gcn("gfx702", (), "gfx7", "dGPU", "", 0x024, flat=_O),
    _gcn("gfx703", ("kabini", "mullins"), "gfx7", "APU", "", 0x025, flat=_O),
    _gcn("gfx704", ("bonaire",), "gfx7", "dGPU", "", 0x026, flat=_O),
    _gcn("gfx705", (), "gfx7", "APU", "", 0x03B, flat=_O),
    # GCN GFX8 (Volcanic Islands)
    _gcn("gfx801", ("carrizo",), "gfx8", "APU", "xnack", 0x028, flat=_O),
    _gcn("gfx802", ("iceland", "tonga"), "gfx8", "dGPU", "", 0x029, flat=_O),
    _gcn("gfx803", ("fiji", "polaris10", "polaris11"), "gfx8", "dGPU", "", 0x02A, flat=_O),
    _gcn("gfx805", ("tongapro",), "gfx8", "dGPU", "", 0x03C, flat=_O),
    _gcn("gfx810", ("stoney",), "gfx8", "APU", "xnack", 0x02B, flat=_O),
    # GCN GFX9 (Vega, CDNA)
    _gcn("gfx900", (), "gfx9", "dGPU", "xnack", 0x02C, flat=_A),
    _gcn("gfx902", (), "gfx9", "APU", "xnack", 0x02D, flat=_A),
    _gcn("gfx904", (), "gfx9", "dGPU", "xnack", 0x02E, flat=_A),
    _gcn("gfx906", (), "gfx9", "dGPU", "sramecc xnack", 0x02F, flat=_A),
    _gcn("gfx908", (), "gfx9", "dGPU", "sramecc xnack", 0x030, flat=_A, agprs=True),
    _gcn("gfx909", (), "gfx9", "APU", "xnack", 0x031, flat=_A),
    _gcn("gfx90a", (), "gfx9", "dGPU", "sramecc tgsplit xnack", 0x03F, flat=_A, packed=True,
         agprs=True),
    _gcn("gfx90c", (), "gfx9", "APU", "xnack", 0x032, flat=_A),
    _gcn("gfx940", (), "gfx9", "dGPU", "sramecc tgsplit xnack", 0x040, flat=_R, packed=True,
         agprs=True),
    # GCN GFX10.1 (RDNA 1)
    _gcn("gfx1010", (), "gfx10", "dGPU", _G10 + " xnack", 0x033, flat=_A),
    _gcn("gfx1011", (), "gfx10", "dGPU", _G10 + " xnack", 0x034, flat=_A),
    _gcn("gfx1012", (), "gfx10", "dGPU", _G10 + " xnack", 0x035, flat=_A),
    _gcn("gfx1013", (), "gfx10", "APU", _G10 + " xnack", 0x042, flat=_A),
    # GCN GFX10.3 (RDNA 2)
    _gcn("gfx1030", (), "gfx10", "dGPU", _G10, 0x036, flat=_A),
    _gcn("gfx1031", (), "gfx10", "dGPU", _G10, 0x037, flat=_A),
    _gcn("gfx1032", (), "gfx10", "dGPU", _G10, 0x038, flat=_A),
    _gcn("gfx1033", (), "gfx10", "APU", _G10, 0x039, flat=_A),
    _gcn("gfx1034", (), "gfx10", "dGPU", _G10, 0x03E, flat=_A),
    _gcn("gfx1035", (), "gfx10", "APU", _G10, 0x03D, flat=_A),
    _gcn("gfx1036", (), "gfx10", "APU", _G10, 0x045, flat=_A),
    # GCN GFX11
    _gcn("gfx1100", (), "gfx11", "dGPU", _G10, 0x041, flat=_R, packed=True),
    _gcn("gfx1101", (), "gfx11", "dGPU", _G10, 0x046, flat=_R, packed=True),
    _gcn("gfx1102", (), "gfx11", "dGPU", _G10, 0x047, flat=_R, packed=True),
    _gcn("gfx1103", (), "gfx11", "APU", _G10, 0x044, flat=_R, packed=True),
    # Beyond the seed guide: LLVM 22's processors (MACH values checked with llvm-mc 22).
    _gcn("gfx941", (), "gfx9", "dGPU", "sramecc tgsplit xnack", 0x04B, flat=_R, packed=True,
         agprs=True, guide=False),
    _gcn("gfx942", (), "gfx9", "dGPU", "sramecc tgsplit xnack", 0x04C, flat=_R, packed=True,
         agprs=True, guide=False),
    _gcn("gfx950", (), "gfx9", "dGPU", "sramecc tgsplit xnack", 0x04F, flat=_R, packed=True,
         agprs=True, guide=False),
    _gcn("gfx1150", (), "gfx11", "APU", _G10, 0x043, flat=_R, packed=True, guide=False),
    _gcn("gfx1151", (), "gfx11", "APU", _G10, 0x04A, flat=_R, packed=True, guide=False),
    _gcn("gfx1152", (), "gfx11", "APU", _G10, 0x055, flat=_R, packed=True, guide=False),
    _gcn("gfx1153", (), "gfx11", "APU", _G10, 0x058, flat=_R, packed=True, guide=False),
    _gcn("gfx1200", (), "gfx12", "dGPU", _G10, 0x048, flat=_R, packed=True, guide=False),
    _gcn("gfx1201", (), "gfx12", "dGPU", _G10, 0x04E, flat=_R, packed=True, guide=False),
    _gcn("gfx1250", (), "gfx12", "APU", "cumode sramecc xnack", 0x049, flat=_R, packed=True,
         guide=False),
    _gcn("gfx1251", (), "gfx12", "APU", "cumode sramecc xnack", 0x05A, flat=_R, packed=True,
         guide=False),
    # Generic targets (code object V6)
    _gcn("gfx9-generic", (), "gfx9", "generic", "xnack", 0x051, flat=_A, generic=1,
         guide=False),
    _gcn("gfx9-4-generic", (), "gfx9", "generic", "sramecc tgsplit xnack", 0x05F, flat=_R,
         packed=True, agprs=True, generic=1, guide=False),
    _gcn("gfx10-1-generic", (), "gfx10", "generic", _G10 + " xnack", 0x052, flat=_A,
         generic=1, guide=False),
    _gcn("gfx10-3-generic", (), "gfx10", "generic", _G10, 0x053, flat=_A, generic=1,
         guide=False),
    _gcn("gfx11-generic", (), "gfx11", "generic", _G10, 0x054, flat=_R, packed=True,
         generic=1, guide=False),
    _gcn("gfx12-generic", (), "gfx12", "generic", _G10, 0x059, flat=_R, packed=True,
         generic=1, guide=False),
)

_BY_NAME: dict[str, ProcessorInfo] = {}
for _p in PROCESSORS:
    _BY_NAME[_p.name] = _p
    for _alt in _p.alternatives:
        _BY_NAME[_alt] = _p
_BY_MACH: dict[int, ProcessorInfo] = {p.mach: p for p in PROCESSORS}
assert len(_BY_MACH) == len(PROCESSORS), "EF_AMDGPU_MACH values must be unique"

#: Processors each generic target stands for (LLVM 22 AMDGPUUsage: generic processors).
GENERIC_MEMBERS: dict[str, tuple[str, ...]] = {
    "gfx9-generic": ("gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"),
    "gfx9-4-generic": ("gfx942", "gfx950"),
    "gfx10-1-generic": ("gfx1010", "gfx1011", "gfx1012", "gfx1013"),
    "gfx10-3-generic": ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035",
                        "gfx1036"),
    "gfx11-generic": ("gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151",
                      "gfx1152", "gfx1153"),
    "gfx12-generic": ("gfx1200", "gfx1201"),
}

#: Code object V2 ``NT_AMD_HSA_ISA_VERSION`` (major, minor, stepping) -> target ID
#: (AMDGPUUsage: Code Object V2 Supported Processors and Fixed Target Feature Settings).
V2_ISA_VERSIONS: dict[tuple[int, int, int], str] = {
    (6, 0, 0): "gfx600", (6, 0, 1): "gfx601", (6, 0, 2): "gfx602",
    (7, 0, 0): "gfx700", (7, 0, 1): "gfx701", (7, 0, 2): "gfx702", (7, 0, 3): "gfx703",
    (7, 0, 4): "gfx704", (7, 0, 5): "gfx705",
    (8, 0, 0): "gfx802", (8, 0, 1): "gfx801:xnack+", (8, 0, 2): "gfx802", (8, 0, 3): "gfx803",
    (8, 0, 4): "gfx803", (8, 0, 5): "gfx805", (8, 1, 0): "gfx810:xnack+",
    (9, 0, 0): "gfx900:xnack-", (9, 0, 1): "gfx900:xnack+", (9, 0, 2): "gfx902:xnack-",
    (9, 0, 3): "gfx902:xnack+", (9, 0, 4): "gfx904:xnack-", (9, 0, 5): "gfx904:xnack+",
    (9, 0, 6): "gfx906:sramecc-:xnack-", (9, 0, 7): "gfx906:sramecc-:xnack+",
    (9, 0, 12): "gfx90c:xnack-",
}


def processor_info(name: str) -> ProcessorInfo:
    """The table row of a processor or alternative processor name.

    Example:
        >>> processor_info("tahiti").name
        'gfx600'

    Raises:
        TargetError: ``name`` is not a processor of the table.
    """
    try:
        return _BY_NAME[name]
    except KeyError:
        raise TargetError(f"unknown processor '{name}'") from None


def processor_by_mach(mach: int) -> ProcessorInfo:
    """The row whose ``EF_AMDGPU_MACH_*`` value is ``mach``.

    Raises:
        TargetError: no processor has that value (``EF_AMDGPU_MACH_NONE`` included).
    """
    try:
        return _BY_MACH[mach]
    except KeyError:
        raise TargetError(f"unknown EF_AMDGPU_MACH value 0x{mach:03x}") from None


def _strip_triple(text: str) -> str:
    """Drop a leading ``[offload-kind-]amdgcn-amd-amdhsa[-env]-`` from a target ID."""
    if "--" in text:
        return text.rsplit("--", 1)[1]
    for arch in ("amdgcn-", "r600-"):
        at = text.find(arch)
        if at >= 0:
            # arch-vendor-os-env-processor: the processor follows the fourth dash
            rest = text[at:].split("-", 4)
            if len(rest) == 5:
                return rest[4]
    return text


@dataclass(frozen=True)
class Target:
    """A target ID: a processor and the on/off/any setting of its target-ID features.

    Attributes:
        processor: canonical processor name (``gfx600`` for ``tahiti``).
        features: feature -> True (``+``), False (``-``) or None (any, omitted), for each
            target-ID feature the processor supports.

    Example:
        >>> t = Target.parse("gfx90a:xnack-:sramecc+")
        >>> str(t), t.features
        ('gfx90a:sramecc+:xnack-', {'sramecc': True, 'xnack': False})
    """

    processor: str
    features: dict[str, bool | None] = field(default_factory=dict)

    def __post_init__(self):
        info = processor_info(self.processor)
        feats: dict[str, bool | None] = {f: None for f in info.target_id_features}
        for name, value in self.features.items():
            if name not in feats:
                raise TargetError(
                    f"target feature '{name}' is not supported by processor '{info.name}'")
            if value not in (True, False, None):
                raise TargetError(f"bad setting {value!r} of target feature '{name}'")
            feats[name] = value
        object.__setattr__(self, "processor", info.name)
        object.__setattr__(self, "features", feats)

    def __hash__(self) -> int:
        return hash((self.processor, tuple(sorted(self.features.items()))))

    # ---------------------------------------------------------------- parsing and spelling
    @classmethod
    def parse(cls, text: str) -> Target:
        """Parse a target ID (AMDGPUUsage: Target ID), with or without a triple prefix.

        Accepts ``gfx90a``, ``gfx90a:xnack+``, ``amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-``,
        alternative names (``tahiti``) and the V2/V3 form ``gfx900+xnack``.

        Raises:
            TargetError: unknown processor or feature, a feature given twice, a bad setting.
        """
        if not isinstance(text, str) or not text.strip():
            raise TargetError(f"malformed target ID {text!r}")
        body = _strip_triple(text.strip())
        parts = body.split(":")
        head, settings = parts[0], parts[1:]
        features: dict[str, bool | None] = {}
        if "+" in head:  # code object V2/V3 spelling: processor(+feature)*
            head, *plus = head.split("+")
            settings = [f + "+" for f in plus] + settings
        for item in settings:
            if len(item) < 2 or item[-1] not in "+-":
                raise TargetError(f"malformed target feature '{item}' in target ID '{text}'")
            name = item[:-1]
            if name in features:
                raise TargetError(f"target feature '{name}' given twice in '{text}'")
            features[name] = item[-1] == "+"
        return cls(head, features)

    def __str__(self) -> str:
        """The canonical target ID: primary name, features in alphabetic order."""
        return self.processor + "".join(
            f":{name}{'+' if on else '-'}" for name, on in sorted(self.features.items())
            if on is not None)

    @property
    def v3_id(self) -> str:
        """The code object V2/V3 spelling: ``processor(+feature)*``, any counted as on."""
        return self.processor + "".join(
            f"+{name}" for name, on in sorted(self.features.items()) if on is not False)

    @property
    def triple(self) -> str:
        """The target triple, ``amdgcn-amd-amdhsa`` (``r600--`` for r600 processors)."""
        return "r600--" if self.info.arch == "r600" else "amdgcn-amd-amdhsa"

    # ---------------------------------------------------------------- properties
    @property
    def info(self) -> ProcessorInfo:
        """The processor table row."""
        return _BY_NAME[self.processor]

    @property
    def generation(self) -> str:
        """``r600``, ``gfx6`` ... ``gfx12``."""
        return self.info.generation

    @property
    def mach(self) -> int:
        """The ``EF_AMDGPU_MACH_*`` value."""
        return self.info.mach

    @property
    def wavefront_size(self) -> int:
        """The default wavefront size (64 up to GFX9, 32 from GFX10)."""
        return self.info.wavefront_size

    @property
    def xnack(self) -> bool | None:
        """The xnack setting (None: any or unsupported)."""
        return self.features.get("xnack")

    @property
    def sramecc(self) -> bool | None:
        """The sramecc setting (None: any or unsupported)."""
        return self.features.get("sramecc")

    # ---------------------------------------------------------------- e_flags
    def e_flags(self, code_object_version: int = 5) -> int:
        """The ELF ``e_flags`` of a code object of this target (AMDGPUUsage: ELF Header).

        V2 has only the xnack bit (the processor is in the ISA note); V3 has the MACH and one
        bit per feature (any counted as on); V4+ has the MACH and two-bit selectors; V6 adds
        the generic version of a generic processor.
        """
        info = self.info
        if code_object_version <= 2:
            return EF_AMDGPU_FEATURE_XNACK_V2 if self.xnack else 0
        flags = info.mach
        if code_object_version == 3:
            if "xnack" in self.features and self.xnack is not False:
                flags |= EF_AMDGPU_FEATURE_XNACK_V3
            if "sramecc" in self.features and self.sramecc is not False:
                flags |= EF_AMDGPU_FEATURE_SRAMECC_V3
            return flags
        sel = {None: 0x1, False: 0x2, True: 0x3}
        if "xnack" in self.features:
            flags |= sel[self.xnack] << 8
        if "sramecc" in self.features:
            flags |= sel[self.sramecc] << 10
        if code_object_version >= 6 and info.generic_version:
            flags |= info.generic_version << EF_AMDGPU_GENERIC_VERSION_OFFSET
        return flags

    @classmethod
    def from_e_flags(cls, e_flags: int, code_object_version: int = 5) -> Target:
        """The target of a V3+ code object from its ``e_flags``.

        V3 cannot say "any": a clear bit is off, a set bit is on. V4+ selectors give
        unsupported/any/off/on. (V2 code objects name the processor in a note: see
        :func:`target_from_v2_isa`.)

        Raises:
            TargetError: unknown MACH, a feature flag the processor does not support.
        """
        info = processor_by_mach(e_flags & EF_AMDGPU_MACH)
        feats: dict[str, bool | None] = {}
        if code_object_version == 3:
            for name, bit in (("xnack", EF_AMDGPU_FEATURE_XNACK_V3),
                              ("sramecc", EF_AMDGPU_FEATURE_SRAMECC_V3)):
                if name in info.target_id_features:
                    feats[name] = bool(e_flags & bit)
                elif e_flags & bit:
                    raise TargetError(f"{info.name} does not support {name} (e_flags "
                                      f"0x{e_flags:x})")
            return cls(info.name, feats)
        for name, shift in (("xnack", 8), ("sramecc", 10)):
            sel = (e_flags >> shift) & 0x3
            if sel == 0:
                continue
            if name not in info.target_id_features:
                raise TargetError(f"{info.name} does not support {name} (e_flags 0x{e_flags:x})")
            feats[name] = {1: None, 2: False, 3: True}[sel]
        return cls(info.name, feats)

    # ---------------------------------------------------------------- compatibility
    def is_compatible_with(self, device: Target) -> bool:
        """Can code of this target run on ``device`` (AMDGPUUsage: Target Features)?

        The processors must match (a generic target matches each processor it stands for) and
        each feature of the code must be any or equal to the device's setting.
        """
        if self.processor != device.processor and device.processor not in \
                GENERIC_MEMBERS.get(self.processor, ()):
            return False
        for name, value in self.features.items():
            dev = device.features.get(name)
            if value is not None and dev is not None and value != dev:
                return False
        return True


def target_from_v2_isa(major: int, minor: int, stepping: int) -> Target:
    """The target of a code object V2 ``NT_AMD_HSA_ISA_VERSION`` note.

    Raises:
        TargetError: the version is not in the guide's V2 table nor a known ``gfxMmS``.
    """
    known = V2_ISA_VERSIONS.get((major, minor, stepping))
    if known:
        return Target.parse(known)
    name = f"gfx{major}{minor}{stepping:x}" if stepping >= 10 else f"gfx{major}{minor}{stepping}"
    return Target.parse(name)


def v2_isa_version(target: Target) -> tuple[int, int, int]:
    """The ``(major, minor, stepping)`` of a target's V2 ISA version note."""
    for version, tid in V2_ISA_VERSIONS.items():
        t = Target.parse(tid)
        if t.processor == target.processor and all(
                target.features.get(k) in (None, v) for k, v in t.features.items()):
            return version
    name = target.processor[3:]
    if target.info.arch != "amdgcn" or target.info.generic_version:
        raise TargetError(f"{target.processor} has no code object V2 ISA version")
    major = int(name[:-2])
    return major, int(name[-2]), int(name[-1], 16)

"""What the assembler needs to know of its target: processor, triple, features, code object.

AMDGPUUsage: Target Triples, Processors, Target Features, Target ID, ELF Header. The
processor table and ``e_flags`` encodings are :mod:`amdgcn.target`'s; this module adds the
assembler's view: the triple's OS (``amdhsa`` enables the ``.amdhsa_*`` directives), the
``-mattr`` features, the ISA version behind the predefined symbols, and the target ID string
that ``.amdgcn_target`` must match (spelled as llvm-mc 22 spells it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdgcn.codeobj.elf import CODE_OBJECT_TO_HSA_ABI_VERSION, ELFOSABI
from amdgcn.errors import TargetError
from amdgcn.target import FlatScratch, Target, processor_info

#: code object versions llvm-mc 22 writes for amdhsa (``.amdhsa_code_object_version``)
SUPPORTED_CODE_OBJECT_VERSIONS = (4, 5, 6)
#: llvm-mc 22's default code object version
DEFAULT_CODE_OBJECT_VERSION = 6
#: the code object version of the legacy ``.hsa_code_object_version`` directive
CODE_OBJECT_V2 = 2
#: code object V3, which llvm-mc 22 no longer writes (written here as llvm-mc 14 wrote it)
CODE_OBJECT_V3 = 3
#: the versions written only on request (``--amdhsa-code-object-version``), as LLVM 14 did
LLVM14_CODE_OBJECT_VERSIONS = (CODE_OBJECT_V2, CODE_OBJECT_V3)
#: V2 ISA versions whose stepping LLVM 14 raised by one for xnack (gfx900/902/904/906)
V2_XNACK_STEPPINGS = frozenset({0, 2, 4, 6})

#: Processors with the SGPR initialization bug: the wave's SGPR count is fixed at 96
#: (llvm-mc 22: gfx802 ``iceland``/``tonga`` and gfx805 ``tongapro``).
SGPR_INIT_BUG = frozenset({"gfx802", "gfx805"})
FIXED_NUM_SGPRS_FOR_INIT_BUG = 96

_OSABI = {"amdhsa": ELFOSABI.ELFOSABI_AMDGPU_HSA, "amdpal": ELFOSABI.ELFOSABI_AMDGPU_PAL,
          "mesa3d": ELFOSABI.ELFOSABI_AMDGPU_MESA3D}

#: ``-mattr`` spellings of the features the assembler follows (lower case)
_FEATURE_ALIASES = {"wavefrontsize32": "wavefrontsize32", "wavefrontsize64": "wavefrontsize64",
                    "xnack": "xnack", "sramecc": "sramecc", "tgsplit": "tgsplit",
                    "cumode": "cumode"}


@dataclass(frozen=True)
class Triple:
    """A target triple split into its four components, normalized as LLVM normalizes it
    (an empty vendor or OS of a 2- or 3-part triple reads ``unknown``)."""

    arch: str
    vendor: str
    os: str
    environment: str

    @classmethod
    def parse(cls, text: str) -> Triple:
        parts = text.split("-")
        if len(parts) == 1:
            return cls(parts[0], "", "", "")
        parts += [""] * (4 - len(parts))
        arch, vendor, os_, env = parts[0], parts[1], parts[2], "-".join(parts[3:])
        return cls(arch, vendor or "unknown", os_ or "unknown", env)

    def __str__(self) -> str:
        return f"{self.arch}-{self.vendor}-{self.os}-{self.environment}"


@dataclass(frozen=True)
class AsmTarget:
    """The processor, triple and features of one assembly.

    Attributes:
        cpu: the processor as given (``fiji``); target: the parsed :class:`Target`;
        triple: the :class:`Triple`; features: ``-mattr`` settings (name -> bool).
    """

    cpu: str
    target: Target
    triple: Triple
    features: dict = field(default_factory=dict)

    @classmethod
    def create(cls, mcpu: str, *, triple: str = "amdgcn-amd-amdhsa",
               mattr: str = "") -> AsmTarget:
        """Parse ``-mcpu`` (a processor or target ID), ``-triple`` and ``-mattr``.

        Raises:
            TargetError: an unknown processor, or a triple of another architecture.
        """
        t = Triple.parse(triple)
        if t.arch != "amdgcn":
            raise TargetError(f"unsupported triple '{triple}' (expected amdgcn-...)")
        base = Target.parse(mcpu)
        settings = dict(base.features)
        features: dict[str, bool] = {}
        for item in filter(None, (x.strip() for x in mattr.split(","))):
            on = not item.startswith("-")
            name = _FEATURE_ALIASES.get(item.lstrip("+-").lower())
            if name is None:
                continue
            features[name] = on
            if name in settings:
                settings[name] = on
        cpu = mcpu.split(":")[0]
        return cls(cpu, Target(base.processor, settings), t, features)

    # ---------------------------------------------------------------- processor facts
    @property
    def processor(self) -> str:
        """Canonical processor name (``gfx803`` for ``fiji``)."""
        return self.target.processor

    @property
    def info(self):
        """The processor table row."""
        return processor_info(self.processor)

    @property
    def major(self) -> int:
        """GFX major version."""
        return self.info.major

    @property
    def isa_version(self) -> tuple[int, int, int]:
        """(major, minor, stepping) as the predefined ``.amdgcn.gfx_generation_*`` give."""
        name = self.processor
        if not name.startswith("gfx") or "-" in name:
            return (self.major, 0, 0)
        digits = name[3:]
        return int(digits[:-2]), int(digits[-2], 16), int(digits[-1], 16)

    @property
    def is_hsa(self) -> bool:
        """The triple's OS is ``amdhsa``."""
        return self.triple.os == "amdhsa"

    @property
    def is_gfx90a(self) -> bool:
        """gfx90a and later CDNA (unified VGPR/AGPR file, ACCUM_OFFSET, TG_SPLIT)."""
        return self.major == 9 and "tgsplit" in self.info.features

    @property
    def has_kernarg_preload(self) -> bool:
        """Kernarg preloading into user SGPRs (gfx90a, gfx940+)."""
        return self.is_gfx90a or self.major >= 12

    @property
    def architected_flat_scratch(self) -> bool:
        """The processor addresses scratch with architected flat scratch."""
        return self.info.flat_scratch == FlatScratch.ARCHITECTED

    @property
    def sgpr_init_bug(self) -> bool:
        """The SGPR initialization bug forces 96 SGPRs."""
        return self.processor in SGPR_INIT_BUG

    @property
    def addressable_sgprs(self) -> int:
        """SGPRs a kernel may address (``getAddressableNumSGPRs``)."""
        if self.sgpr_init_bug:
            return FIXED_NUM_SGPRS_FOR_INIT_BUG
        if self.major >= 10:
            return 106
        return 102 if self.major >= 8 else 104

    @property
    def wave32(self) -> bool:
        """The default wavefront size is 32 (GFX10+ unless ``+wavefrontsize64``)."""
        if self.major < 10:
            return False
        if self.features.get("wavefrontsize64"):
            return False
        return self.features.get("wavefrontsize32", True)

    @property
    def xnack_on_or_any(self) -> bool:
        """xnack is supported and not switched off."""
        return "xnack" in self.target.features and self.target.xnack is not False

    @property
    def tgsplit(self) -> bool:
        """``+tgsplit``."""
        return bool(self.features.get("tgsplit"))

    @property
    def cumode(self) -> bool:
        """``+cumode``."""
        return bool(self.features.get("cumode"))

    # ---------------------------------------------------------------- code object
    @property
    def default_code_object_version(self) -> int:
        """llvm-mc 22's default (6) for amdhsa; other OSes have no HSA version."""
        return DEFAULT_CODE_OBJECT_VERSION

    def osabi(self) -> int:
        """``e_ident[EI_OSABI]``."""
        return _OSABI.get(self.triple.os, ELFOSABI.ELFOSABI_NONE)

    def abi_version(self, code_object_version: int) -> int:
        """``e_ident[EI_ABIVERSION]``: the HSA ABI version, 0 for other OSes."""
        if not self.is_hsa:
            return 0
        return CODE_OBJECT_TO_HSA_ABI_VERSION[code_object_version]

    def e_flags(self, code_object_version: int) -> int:
        """``e_flags``: the V3 spelling for other OSes and for code objects V2 and V3 (the
        MACH and one bit per feature, "any" counted as on), the V4+ one otherwise.

        For V2 the user guide has only ``EF_AMDGPU_FEATURE_XNACK_V2``/``TRAP_HANDLER_V2``
        (the processor being in the ISA note); LLVM 14, the last assembler that wrote V2,
        wrote the V3 flags there, and we follow it: that is what V2 objects in use hold,
        and the HSA loader of V2 reads the ISA note, not these bits."""
        if not self.is_hsa or code_object_version in LLVM14_CODE_OBJECT_VERSIONS:
            return self.target.e_flags(CODE_OBJECT_V3)
        return self.target.e_flags(code_object_version)

    def v2_isa_note_version(self, version: tuple[int, int, int] | None = None
                            ) -> tuple[int, int, int]:
        """The (major, minor, stepping) LLVM 14 wrote in a V2 ``NT_AMD_HSA_ISA_VERSION``
        note: the given version (default: the processor's), with the stepping of 9.0.0,
        9.0.2, 9.0.4 and 9.0.6 raised by one when xnack is on or any (AMDGPUUsage: Code
        Object V2 Supported Processors: ``AMD:AMDGPU:9:0:1`` is ``gfx900:xnack+``)."""
        major, minor, stepping = version or self.isa_version
        if (major, minor) == (9, 0) and stepping in V2_XNACK_STEPPINGS and \
                self.xnack_on_or_any:
            stepping += 1
        return major, minor, stepping

    def target_id(self, code_object_version: int | None = None) -> str:
        """The target ID that ``.amdgcn_target`` must match, as llvm-mc 22 spells it:
        ``arch-vendor-os-env-processor`` with ``:sramecc±:xnack±`` on amdhsa (processors
        before GFX9 by ``gfxMmS`` name); for code object V3 as llvm-mc 14 spelled it:
        ``+xnack`` and ``+sram-ecc`` for the features on or any."""
        if self.major >= 9:
            processor = self.cpu
        else:
            major, minor, stepping = self.isa_version
            processor = f"gfx{major}{minor}{stepping}"
        feats = ""
        if self.is_hsa and code_object_version == CODE_OBJECT_V3:
            for name, spelling in (("xnack", "+xnack"), ("sramecc", "+sram-ecc")):
                if name in self.target.features and self.target.features[name] is not False:
                    feats += spelling
        elif self.is_hsa:
            for name in ("sramecc", "xnack"):
                setting = self.target.features.get(name)
                if setting is not None:
                    feats += f":{name}{'+' if setting else '-'}"
        return f"{self.triple}-{processor}{feats}"


def check_code_object_version(version: int) -> None:
    """Raise TargetError unless llvm-mc 22 can write this code object version."""
    if version not in SUPPORTED_CODE_OBJECT_VERSIONS:
        raise TargetError(f"Unsupported AMDHSA Code Object Version {version}")


__all__ = [
    "CODE_OBJECT_V2",
    "CODE_OBJECT_V3",
    "LLVM14_CODE_OBJECT_VERSIONS",
    "DEFAULT_CODE_OBJECT_VERSION",
    "SUPPORTED_CODE_OBJECT_VERSIONS",
    "AsmTarget",
    "Triple",
    "check_code_object_version",
]

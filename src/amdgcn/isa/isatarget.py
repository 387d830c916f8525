"""The ISA view of a processor: its database column, features and operand space.

AMDGPUUsage: Processors. Which instructions a processor has is its ISA column
(:data:`amdgcn.isa.instruction.COLUMNS`) plus instruction-set features, named as LLVM names
its subtarget features (``dl-insts``, ``dot1-insts`` ... ``mai-insts``, ``gfx90a-insts``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from amdgcn.errors import TargetError
from amdgcn.isa.registers import SPACES, OperandSpace

_GFX6 = ("gfx600", "gfx601", "gfx602")
_GFX7 = ("gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705")
_GFX8 = ("gfx801", "gfx802", "gfx803", "gfx805", "gfx810")
_GFX9 = ("gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90c")
_GFX90A = ("gfx90a",)
_GFX940 = ("gfx940", "gfx941", "gfx942", "gfx950")
_GFX10 = ("gfx1010", "gfx1011", "gfx1012", "gfx1013")
_GFX1030 = ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036")
_GFX11 = ("gfx1100", "gfx1101", "gfx1102", "gfx1103")
_GFX1150 = ("gfx1150", "gfx1151", "gfx1152", "gfx1153")
#: (column, processors, generation) in the order they are looked up
_LINES = (("gfx6", _GFX6, "gfx6"), ("gfx7", _GFX7, "gfx7"), ("gfx8", _GFX8, "gfx8"),
          ("gfx9", _GFX9, "gfx9"), ("gfx90a", _GFX90A, "gfx9"), ("gfx940", _GFX940, "gfx9"),
          ("gfx10", _GFX10, "gfx10"), ("gfx1030", _GFX1030, "gfx10"),
          ("gfx11", _GFX11, "gfx11"), ("gfx1150", _GFX1150, "gfx11"))

_ALT_NAMES = {
    "tahiti": "gfx600", "pitcairn": "gfx601", "verde": "gfx601", "oland": "gfx602",
    "hainan": "gfx602", "kaveri": "gfx700", "hawaii": "gfx701", "kabini": "gfx703",
    "mullins": "gfx703", "bonaire": "gfx704", "carrizo": "gfx801", "tonga": "gfx802",
    "iceland": "gfx802", "fiji": "gfx803", "polaris10": "gfx803", "polaris11": "gfx803",
    "tongapro": "gfx805", "stoney": "gfx810", "gfx800": "gfx802", "gfx901": "gfx900",
    "gfx903": "gfx902",
}

#: instruction-set features per processor (beyond what the column gives)
_FEATURES = {
    "gfx906": {"dl-insts", "dot1-insts", "dot2-insts", "dot7-insts"},
    "gfx908": {"dl-insts", "dot1-insts", "dot2-insts", "dot3-insts", "dot4-insts",
               "dot5-insts", "dot6-insts", "dot7-insts", "mai-insts", "atomic-fadd-insts"},
    "gfx90a": {"dl-insts", "dot1-insts", "dot2-insts", "dot3-insts", "dot4-insts",
               "dot5-insts", "dot6-insts", "dot7-insts", "mai-insts", "gfx90a-insts",
               "packed-fp32-ops", "dpp64", "atomic-fadd-insts"},
    "gfx940": {"dl-insts", "dot1-insts", "dot2-insts", "dot3-insts", "dot4-insts",
               "dot5-insts", "dot6-insts", "dot7-insts", "dot10-insts", "mai-insts",
               "gfx90a-insts", "gfx940-insts", "packed-fp32-ops", "dpp64", "fp8-insts",
               "atomic-fadd-insts"},
}
_FEATURES["gfx941"] = _FEATURES["gfx942"] = _FEATURES["gfx940"]
_FEATURES["gfx950"] = _FEATURES["gfx940"] | {"gfx950-insts"}
_FEATURES["gfx90c"] = set()
# v_mad_mix_* (GFX9 before gfx904) became v_fma_mix_* at the same opcodes (LLVM's
# mad-mix-insts / fma-mix-insts): MI200 ISA 12.10 lists V_MAD_MIX_* with FMA semantics.
for _p in ("gfx900", "gfx902", "gfx909", "gfx90c"):
    _FEATURES[_p] = set(_FEATURES.get(_p, ())) | {"mad-mix-insts"}
for _p in ("gfx904", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942", "gfx950"):
    _FEATURES[_p] = set(_FEATURES.get(_p, ())) | {"fma-mix-insts"}
# RDNA (AMDGPUUsage: Processors; LLVM 22's GCNProcessors): dot instructions on gfx1011/gfx1012
# and GFX10.3+, image BVH on gfx1013 and GFX10.3+
_DOT10 = {"dl-insts", "dot1-insts", "dot2-insts", "dot5-insts", "dot6-insts", "dot7-insts"}
for _p in ("gfx1011", "gfx1012"):
    _FEATURES[_p] = _DOT10 | {"fma-mix-insts"}
_FEATURES["gfx1013"] = {"image-insts-bvh", "fma-mix-insts"}
_FEATURES["gfx1010"] = {"fma-mix-insts"}      # LLVM 22 decodes v_fma_mix_* on gfx1010 too
for _p in _GFX1030:
    _FEATURES[_p] = _DOT10 | {"fma-mix-insts", "image-insts-bvh"}
for _p in _GFX11 + _GFX1150:
    _FEATURES[_p] = {"dl-insts", "dot5-insts", "dot7-insts", "dot8-insts", "dot9-insts",
                     "dot10-insts", "fma-mix-insts", "image-insts-bvh", "wmma-insts"}


@dataclass(frozen=True, slots=True)
class IsaTarget:
    """A processor as the instruction database sees it.

    Attributes:
        processor: canonical processor name (``"gfx90a"``).
        column: ISA column (``"gfx9"``, ``"gfx90a"`` ...); gen: generation (``"gfx6"``..``"gfx9"``).
        features: instruction-set feature names.
        space: the generation's scalar operand space.
        wave64: wave64 operands (``vcc``, ``exec``); False for wave32 (``vcc_lo``), the
            default from GFX10 on (``-mattr=+wavefrontsize64`` chooses wave64 there).
    """

    processor: str
    column: str
    gen: str
    features: frozenset
    space: OperandSpace
    wave64: bool = True

    def has(self, feature: str) -> bool:
        return feature in self.features

    @property
    def rdna(self) -> bool:
        """GFX10 or later (RDNA encodings)."""
        return self.gen in ("gfx10", "gfx11")


@lru_cache(maxsize=None)
def isa_target(mcpu: str) -> IsaTarget:
    """The :class:`IsaTarget` for an ``-mcpu`` name or target ID (``"gfx90a:xnack+"``,
    ``"tahiti"``, ``"gfx1030"``); ``+wavefrontsize64`` / ``+wavefrontsize32`` after a colon
    choose the wave size on GFX10+ (``"gfx1030:+wavefrontsize64"``, as ``-mattr`` does).

    Raises:
        TargetError: for a processor that the database does not know.
    """
    parts = [p.strip().lower() for p in mcpu.split(":")]
    name = parts[0]
    if name.startswith("amdgcn-"):
        name = name.split("--")[-1]
    name = _ALT_NAMES.get(name, name)
    for column, names, gen in _LINES:
        if name in names:
            wave64 = gen not in ("gfx10", "gfx11")
            if "+wavefrontsize64" in parts or "-wavefrontsize32" in parts:
                wave64 = True
            elif "+wavefrontsize32" in parts:
                wave64 = gen in ("gfx6", "gfx7", "gfx8", "gfx9")
            return IsaTarget(name, column, gen, frozenset(_FEATURES.get(name, ())), SPACES[gen],
                             wave64)
    raise TargetError(f"unknown or unsupported processor '{mcpu}' (GFX6 to GFX11 are "
                      "supported)")

"""The memory model's code sequences as data (AMDGPUUsage: Memory Model GFX90A, GFX942).

:data:`GFX90A` transcribes rows of the guide's table "AMDHSA Memory Model Code Sequences
GFX90A" for the non-TgSplit execution mode: for each (operation, ordering, scope class) the
instructions before and after the memory instruction and its cache-policy bits. Scopes:
``singlethread``/``wavefront`` -> ``wave``; ``workgroup`` -> ``wg``; ``agent`` (and
``one-as`` variants) -> ``agent``; ``""`` (system) -> ``system``. Address-space classes:
``global`` (global, flat, constant) and ``ds`` (local).

Example:
    >>> sequence(None, "fence", "release", "agent", None, False).before
    [('s_waitcnt', ('vmcnt(0)', 'lgkmcnt(0)'))]
"""

from __future__ import annotations

from dataclasses import dataclass

WAIT_ALL = ("s_waitcnt", ("vmcnt(0)", "lgkmcnt(0)"))
WAIT_VM = ("s_waitcnt", ("vmcnt(0)",))
WAIT_LGKM = ("s_waitcnt", ("lgkmcnt(0)",))
INV_L1 = ("buffer_wbinvl1_vol", ())
WB_L2 = ("buffer_wbl2", ())
INV_L2 = ("buffer_invl2", ())


@dataclass(frozen=True)
class Sequence:
    """Instructions around one memory operation: ``before``/``after`` are ``(op, mods)``;
    ``bits`` are cache-policy modifiers of the operation itself (``glc``)."""

    before: list
    after: list
    bits: tuple = ()


#: (op, ordering, scope) -> (before, after, bits); ops: load store atomicrmw fence;
#: rows: AMDHSA Memory Model Code Sequences GFX90A (non-TgSplit), global/generic.
GFX90A = {
    # Monotonic Atomic (load atomic monotonic agent/system global: glc=1)
    ("load", "monotonic", "wave"): ([], [], ()),
    ("load", "monotonic", "wg"): ([], [], ()),
    ("load", "monotonic", "agent"): ([], [], ("glc",)),
    ("load", "monotonic", "system"): ([], [], ("glc",)),
    ("store", "monotonic", "wave"): ([], [], ()),
    ("store", "monotonic", "wg"): ([], [], ()),
    ("store", "monotonic", "agent"): ([], [], ()),
    ("store", "monotonic", "system"): ([], [], ()),
    ("atomicrmw", "monotonic", "wave"): ([], [], ()),
    ("atomicrmw", "monotonic", "wg"): ([], [], ()),
    ("atomicrmw", "monotonic", "agent"): ([], [], ()),
    ("atomicrmw", "monotonic", "system"): ([], [], ()),
    # Acquire Atomic
    ("load", "acquire", "wave"): ([], [], ()),
    ("load", "acquire", "wg"): ([], [], ()),
    ("load", "acquire", "agent"): ([], [WAIT_VM, INV_L1], ("glc",)),
    ("load", "acquire", "system"): ([], [WAIT_VM, INV_L2, INV_L1], ("glc",)),
    ("atomicrmw", "acquire", "wave"): ([], [], ()),
    ("atomicrmw", "acquire", "wg"): ([], [], ()),
    ("atomicrmw", "acquire", "agent"): ([], [WAIT_VM, INV_L1], ()),
    ("atomicrmw", "acquire", "system"): ([], [WAIT_VM, INV_L2, INV_L1], ()),
    ("fence", "acquire", "wave"): ([], [], ()),
    ("fence", "acquire", "wg"): ([WAIT_LGKM], [], ()),
    ("fence", "acquire", "agent"): ([WAIT_ALL, INV_L1], [], ()),
    ("fence", "acquire", "system"): ([WAIT_ALL, INV_L2, INV_L1], [], ()),
    # Release Atomic
    ("store", "release", "wave"): ([], [], ()),
    ("store", "release", "wg"): ([WAIT_ALL], [], ()),
    ("store", "release", "agent"): ([WAIT_ALL], [], ()),
    ("store", "release", "system"): ([WB_L2, WAIT_ALL], [], ()),
    ("atomicrmw", "release", "wave"): ([], [], ()),
    ("atomicrmw", "release", "wg"): ([WAIT_ALL], [], ()),
    ("atomicrmw", "release", "agent"): ([WAIT_ALL], [], ()),
    ("atomicrmw", "release", "system"): ([WB_L2, WAIT_ALL], [], ()),
    ("fence", "release", "wave"): ([], [], ()),
    ("fence", "release", "wg"): ([WAIT_LGKM], [], ()),
    ("fence", "release", "agent"): ([WAIT_ALL], [], ()),
    ("fence", "release", "system"): ([WB_L2, WAIT_ALL], [], ()),
    # Acquire-Release Atomic
    ("atomicrmw", "acq_rel", "wave"): ([], [], ()),
    ("atomicrmw", "acq_rel", "wg"): ([WAIT_ALL], [], ()),
    ("atomicrmw", "acq_rel", "agent"): ([WAIT_ALL], [WAIT_VM, INV_L1], ()),
    ("atomicrmw", "acq_rel", "system"): ([WB_L2, WAIT_ALL], [WAIT_VM, INV_L2, INV_L1], ()),
    ("fence", "acq_rel", "wave"): ([], [], ()),
    ("fence", "acq_rel", "wg"): ([WAIT_LGKM], [], ()),
    ("fence", "acq_rel", "agent"): ([WAIT_ALL, INV_L1], [], ()),
    ("fence", "acq_rel", "system"): ([WB_L2, WAIT_ALL, INV_L2, INV_L1], [], ()),
}
#: LDS rows: monotonic needs nothing; ordering with the LDS needs lgkmcnt(0) waits.
LOCAL = {"monotonic": ([], []), "acquire": ([], [WAIT_LGKM]), "release": ([WAIT_ALL], []),
         "acq_rel": ([WAIT_ALL], [WAIT_LGKM]), "seq_cst": ([WAIT_ALL], [WAIT_LGKM])}

_SCOPES = {"": "system", "one-as": "system", "singlethread": "wave", "wavefront": "wave",
           "workgroup": "wg", "agent": "agent", "singlethread-one-as": "wave",
           "wavefront-one-as": "wave", "workgroup-one-as": "wg", "agent-one-as": "agent"}


def scope_class(scope: str) -> str:
    return _SCOPES.get(scope, "system")


def sequence(target, op: str, ordering: str | None, scope: str, space: str | None,
             volatile: bool) -> Sequence:
    """The code sequence of one memory operation (AMDGPUUsage: Memory Model GFX90A).

    Args:
        op: ``load``, ``store``, ``atomicrmw`` (also cmpxchg) or ``fence``;
        ordering: the IR ordering or None for a non-atomic access; scope: the syncscope;
        space: ``smem``/``global``/``flat``/``ds`` (None for fences); volatile: IR volatile.
    """
    if ordering is None or ordering == "unordered" and op in ("load", "store"):
        if volatile and space in ("global", "flat"):
            return Sequence([], [WAIT_VM], ("glc",) if op == "load" else ())
        return Sequence([], [], ())
    if ordering == "unordered":
        ordering = "monotonic"
    sc = scope_class(scope)
    if space == "ds":
        if sc == "wave" or op == "fence":
            return Sequence([], [], ())
        before, after = LOCAL.get(ordering, ([], []))
        return Sequence(list(before), list(after), ())
    if ordering == "seq_cst":
        ordering = "acq_rel" if op in ("atomicrmw", "fence") else \
            "acquire" if op == "load" else "release"
        if op == "load":
            rel = GFX90A.get(("fence", "release", sc), ([], [], ()))[0]
            b, a, bits = GFX90A[("load", "acquire", sc)]
            return Sequence(list(rel) + list(b), list(a), bits)
    if op in ("load", "store") and ordering == "acq_rel":
        ordering = "acquire" if op == "load" else "release"
    if op == "store" and ordering == "acquire" or op == "load" and ordering == "release":
        ordering = "monotonic"
    before, after, bits = GFX90A[(op, ordering, sc)]
    return Sequence(list(before), list(after), bits)

"""The memory model's code sequences as data (AMDGPUUsage: Memory Model GFX6-GFX9, GFX90A, GFX942).

Three tables transcribe the guide's "AMDHSA Memory Model Code Sequences" tables, row by row in
the guide's order: :data:`GFX6_GFX9` (gfx900, gfx906, gfx908, ...), :data:`GFX90A` and
:data:`GFX942` (the guide's "GFX940" table: gfx940, gfx941, gfx942). A :class:`Row` covers,
like the guide's, several scopes and address spaces; :data:`TABLE` expands them into the
lookup keyed by ``(family, operation, ordering, scope, address space)``. The non-TgSplit
execution mode is transcribed (LLVM's default, ``-tgsplit``); "If OpenCL, omit" notes are not
applied (llc does not apply them either). Where llc-22 differs from the guide the row follows
llc and its ``note`` says how (``tests/data/compiler/memory_model.json`` is llc's side, made by
``tools/gen_memory_model_golden.py``).

Names: operations ``load``, ``store``, ``atomicrmw`` (cmpxchg uses its rows), ``fence``;
scopes ``wavefront`` (and ``singlethread``), ``workgroup``, ``agent``, ``system`` (the IR's
``syncscope("")``); address spaces ``global``, ``flat`` (the guide's "generic"), ``local``
(LDS), None for fences. A wait is ``("s_waitcnt", counters)``; cache-control instructions and
cache-policy bits use the instruction database's mnemonics and modifiers
(``buffer_wbinvl1_vol``, ``buffer_invl2``, ``buffer_wbl2 sc0 sc1``, ``buffer_inv sc1``;
``glc``/``slc`` before gfx940, ``sc0``/``sc1``/``nt`` on gfx940+).

Example:
    >>> s = sequence("gfx90a", "fence", "release", "agent", None)
    >>> s.before
    [('s_waitcnt', ('vmcnt(0)', 'lgkmcnt(0)'))]
    >>> sequence("gfx942", "load", "acquire", "agent", "global").bits
    ('sc1',)
"""

from __future__ import annotations

from dataclasses import dataclass

from amdgcn.errors import CompileError

# --- the instructions of the sequences ---------------------------------------------------
W_VM = ("s_waitcnt", ("vmcnt(0)",))
W_LGKM = ("s_waitcnt", ("lgkmcnt(0)",))
W_ALL = ("s_waitcnt", ("vmcnt(0)", "lgkmcnt(0)"))
INV_L1 = ("buffer_wbinvl1_vol", ())
INV_L2 = ("buffer_invl2", ())
WB_L2 = ("buffer_wbl2", ())
INV_SC1 = ("buffer_inv", ("sc1",))
INV_SYS = ("buffer_inv", ("sc0", "sc1"))
WB_SC1 = ("buffer_wbl2", ("sc1",))
WB_SYS = ("buffer_wbl2", ("sc0", "sc1"))

FAMILIES = ("GFX6-GFX9", "GFX90A", "GFX942")
SCOPES = ("wavefront", "workgroup", "agent", "system")
SPACES = ("global", "flat", "local")
OPS = ("load", "store", "atomicrmw", "fence")
ORDERINGS = ("monotonic", "acquire", "release", "acq_rel", "seq_cst")

WF, WG, AG, SY = ("wavefront",), ("workgroup",), ("agent",), ("system",)
WG_UP = WG + AG + SY
G, F, L, GF = ("global",), ("flat",), ("local",), ("global", "flat")
ANY = ("global", "flat", "local")


@dataclass(frozen=True)
class MemorySequence:
    """The code around one memory operation.

    Attributes:
        before, after: ``(mnemonic, modifiers)`` pairs emitted before/after the memory
            instruction (for a fence: all in ``before``); lists from :func:`sequence` (a fresh
            copy per call), tuples in :data:`TABLE`; e.g.
            ``("s_waitcnt", ("vmcnt(0)", "lgkmcnt(0)"))``, ``("buffer_inv", ("sc1",))``;
        bits: the memory instruction's cache-policy modifiers (``("glc",)``,
            ``("sc0", "sc1")``); for atomics without the return bit (``glc``/``sc0``), which
            the selector adds to returning atomics;
        rows: the guide's rows the sequence comes from (table, operation, ordering, scopes,
            address spaces), for the reader.
    """

    before: tuple = ()
    bits: tuple = ()
    after: tuple = ()
    rows: tuple = ()


@dataclass(frozen=True)
class Row:
    """One row of a guide table: ``op ordering scopes spaces -> before / bits / after``.

    ``same_as`` names the ordering whose row this one repeats (the guide's seq_cst rows,
    "Same as corresponding ... acquire/release/acq_rel"), with ``before`` put in front.
    ``note`` says where llc-22 differs from the guide (the row follows llc).
    """

    op: str
    ordering: str
    scopes: tuple
    spaces: tuple
    before: tuple = ()
    bits: tuple = ()
    after: tuple = ()
    same_as: str | None = None
    note: str = ""


def R(op, ordering, scopes, spaces, before=(), bits=(), after=(), same_as=None, note=""):
    return Row(op, ordering, scopes, spaces, tuple(before), tuple(bits), tuple(after),
               same_as, note)


SCOPE_NOTE = ("no guide row (LDS is at most work-group scope): llc-22 gives LDS atomics of "
              "agent/system scope the workgroup row")
LOCAL_NOTE = ("llc-22 differs from the guide: with the default (cross-address-space) ordering "
              "an LDS release or seq_cst access waits lgkmcnt(0) before it; the guide has no "
              "wait there. " + SCOPE_NOTE)

#: AMDHSA Memory Model Code Sequences GFX6-GFX9 (non-atomic rows in :data:`NON_ATOMIC`).
GFX6_GFX9 = (
    # Monotonic Atomic
    R("load", "monotonic", WF + WG, ANY),
    R("load", "monotonic", AG + SY, GF, bits=["glc"]),
    R("load", "monotonic", AG + SY, L, note=SCOPE_NOTE),
    R("store", "monotonic", WF + WG_UP, ANY),
    R("atomicrmw", "monotonic", WF + WG_UP, ANY),
    # Acquire Atomic
    R("load", "acquire", WF, ANY),
    R("load", "acquire", WG, G),
    R("load", "acquire", WG, L + F, after=[W_LGKM]),
    R("load", "acquire", AG + SY, G, bits=["glc"], after=[W_VM, INV_L1]),
    R("load", "acquire", AG + SY, F, bits=["glc"], after=[W_ALL, INV_L1]),
    R("load", "acquire", AG + SY, L, after=[W_LGKM], note=SCOPE_NOTE),
    R("atomicrmw", "acquire", WF, ANY),
    R("atomicrmw", "acquire", WG, G),
    R("atomicrmw", "acquire", WG, L + F, after=[W_LGKM]),
    R("atomicrmw", "acquire", AG + SY, G, after=[W_VM, INV_L1]),
    R("atomicrmw", "acquire", AG + SY, F, after=[W_ALL, INV_L1]),
    R("atomicrmw", "acquire", AG + SY, L, after=[W_LGKM], note=SCOPE_NOTE),
    R("fence", "acquire", WF, (None,)),
    R("fence", "acquire", WG, (None,), before=[W_LGKM]),
    R("fence", "acquire", AG + SY, (None,), before=[W_ALL, INV_L1]),
    # Release Atomic
    R("store", "release", WF, ANY),
    R("store", "release", WG, GF, before=[W_LGKM]),
    R("store", "release", WG_UP, L, before=[W_LGKM], note=LOCAL_NOTE),
    R("store", "release", AG + SY, GF, before=[W_ALL]),
    R("atomicrmw", "release", WF, ANY),
    R("atomicrmw", "release", WG, GF, before=[W_LGKM]),
    R("atomicrmw", "release", WG_UP, L, before=[W_LGKM], note=LOCAL_NOTE),
    R("atomicrmw", "release", AG + SY, GF, before=[W_ALL]),
    R("fence", "release", WF, (None,)),
    R("fence", "release", WG, (None,), before=[W_LGKM]),
    R("fence", "release", AG + SY, (None,), before=[W_ALL]),
    # Acquire-Release Atomic
    R("atomicrmw", "acq_rel", WF, ANY),
    R("atomicrmw", "acq_rel", WG, G, before=[W_LGKM]),
    R("atomicrmw", "acq_rel", WG_UP, L, before=[W_LGKM], after=[W_LGKM], note=LOCAL_NOTE),
    R("atomicrmw", "acq_rel", WG, F, before=[W_LGKM], after=[W_LGKM]),
    R("atomicrmw", "acq_rel", AG + SY, G, before=[W_ALL], after=[W_VM, INV_L1]),
    R("atomicrmw", "acq_rel", AG + SY, F, before=[W_ALL], after=[W_ALL, INV_L1]),
    R("fence", "acq_rel", WF, (None,)),
    R("fence", "acq_rel", WG, (None,), before=[W_LGKM]),
    R("fence", "acq_rel", AG + SY, (None,), before=[W_ALL, INV_L1]),
    # Sequential Consistent Atomic
    R("load", "seq_cst", WF, ANY, same_as="acquire"),
    R("load", "seq_cst", WG, GF, before=[W_LGKM], same_as="acquire"),
    R("load", "seq_cst", WG_UP, L, before=[W_LGKM], same_as="acquire", note=LOCAL_NOTE),
    R("load", "seq_cst", AG + SY, GF, before=[W_ALL], same_as="acquire"),
    R("store", "seq_cst", WF + WG_UP, ANY, same_as="release"),
    R("atomicrmw", "seq_cst", WF + WG_UP, ANY, same_as="acq_rel"),
    R("fence", "seq_cst", WF + WG_UP, (None,), same_as="acq_rel"),
)

#: AMDHSA Memory Model Code Sequences GFX90A (non-TgSplit).
GFX90A = (
    # Monotonic Atomic
    R("load", "monotonic", WF + WG, ANY),
    R("load", "monotonic", AG + SY, GF, bits=["glc"]),
    R("load", "monotonic", AG + SY, L, note=SCOPE_NOTE),
    R("store", "monotonic", WF + WG_UP, ANY),
    R("atomicrmw", "monotonic", WF + WG_UP, ANY),
    # Acquire Atomic
    R("load", "acquire", WF, ANY),
    R("load", "acquire", WG, G),
    R("load", "acquire", WG, L + F, after=[W_LGKM]),
    R("load", "acquire", AG, G, bits=["glc"], after=[W_VM, INV_L1]),
    R("load", "acquire", SY, G, bits=["glc"], after=[W_VM, INV_L2, INV_L1]),
    R("load", "acquire", AG, F, bits=["glc"], after=[W_ALL, INV_L1]),
    R("load", "acquire", SY, F, bits=["glc"], after=[W_ALL, INV_L2, INV_L1]),
    R("load", "acquire", AG + SY, L, after=[W_LGKM], note=SCOPE_NOTE),
    R("atomicrmw", "acquire", WF, ANY),
    R("atomicrmw", "acquire", WG, G),
    R("atomicrmw", "acquire", WG, L + F, after=[W_LGKM]),
    R("atomicrmw", "acquire", AG, G, after=[W_VM, INV_L1]),
    R("atomicrmw", "acquire", SY, G, after=[W_VM, INV_L2, INV_L1]),
    R("atomicrmw", "acquire", AG, F, after=[W_ALL, INV_L1]),
    R("atomicrmw", "acquire", SY, F, after=[W_ALL, INV_L2, INV_L1]),
    R("atomicrmw", "acquire", AG + SY, L, after=[W_LGKM], note=SCOPE_NOTE),
    R("fence", "acquire", WF, (None,)),
    R("fence", "acquire", WG, (None,), before=[W_LGKM]),
    R("fence", "acquire", AG, (None,), before=[W_ALL, INV_L1]),
    R("fence", "acquire", SY, (None,), before=[W_ALL, INV_L2, INV_L1]),
    # Release Atomic
    R("store", "release", WF, ANY),
    R("store", "release", WG, GF, before=[W_LGKM]),
    R("store", "release", WG_UP, L, before=[W_LGKM], note=LOCAL_NOTE),
    R("store", "release", AG, GF, before=[W_ALL]),
    R("store", "release", SY, GF, before=[WB_L2, W_ALL]),
    R("atomicrmw", "release", WF, ANY),
    R("atomicrmw", "release", WG, GF, before=[W_LGKM]),
    R("atomicrmw", "release", WG_UP, L, before=[W_LGKM], note=LOCAL_NOTE),
    R("atomicrmw", "release", AG, GF, before=[W_ALL]),
    R("atomicrmw", "release", SY, GF, before=[WB_L2, W_ALL]),
    R("fence", "release", WF, (None,)),
    R("fence", "release", WG, (None,), before=[W_LGKM]),
    R("fence", "release", AG, (None,), before=[W_ALL]),
    R("fence", "release", SY, (None,), before=[WB_L2, W_ALL]),
    # Acquire-Release Atomic
    R("atomicrmw", "acq_rel", WF, ANY),
    R("atomicrmw", "acq_rel", WG, G, before=[W_LGKM]),
    R("atomicrmw", "acq_rel", WG_UP, L, before=[W_LGKM], after=[W_LGKM], note=LOCAL_NOTE),
    R("atomicrmw", "acq_rel", WG, F, before=[W_LGKM], after=[W_LGKM]),
    R("atomicrmw", "acq_rel", AG, G, before=[W_ALL], after=[W_VM, INV_L1]),
    R("atomicrmw", "acq_rel", SY, G, before=[WB_L2, W_ALL], after=[W_VM, INV_L2, INV_L1]),
    R("atomicrmw", "acq_rel", AG, F, before=[W_ALL], after=[W_ALL, INV_L1]),
    R("atomicrmw", "acq_rel", SY, F, before=[WB_L2, W_ALL], after=[W_ALL, INV_L2, INV_L1]),
    R("fence", "acq_rel", WF, (None,)),
    R("fence", "acq_rel", WG, (None,), before=[W_LGKM]),
    R("fence", "acq_rel", AG, (None,), before=[W_ALL, INV_L1]),
    R("fence", "acq_rel", SY, (None,), before=[WB_L2, W_ALL, INV_L2, INV_L1]),
    # Sequential Consistent Atomic
    R("load", "seq_cst", WF, ANY, same_as="acquire"),
    R("load", "seq_cst", WG, GF, before=[W_LGKM], same_as="acquire"),
    R("load", "seq_cst", WG_UP, L, before=[W_LGKM], same_as="acquire", note=LOCAL_NOTE),
    R("load", "seq_cst", AG + SY, GF, before=[W_ALL], same_as="acquire"),
    R("store", "seq_cst", WF + WG_UP, ANY, same_as="release"),
    R("atomicrmw", "seq_cst", WF + WG_UP, ANY, same_as="acq_rel"),
    R("fence", "seq_cst", WF + WG_UP, (None,), same_as="acq_rel"),
)

SC0_NOTE = ("llc sets no sc0 on atomics (sc0 is their return bit); the guide asks for sc0=1 at "
            "workgroup and system scope")

#: AMDHSA Memory Model Code Sequences GFX940 (gfx940/gfx941/gfx942; non-TgSplit).
GFX942 = (
    # Monotonic Atomic
    R("load", "monotonic", WF, ANY),
    R("load", "monotonic", WG, GF, bits=["sc0"]),
    R("load", "monotonic", WG, L),
    R("load", "monotonic", AG + SY, L, note=SCOPE_NOTE),
    R("load", "monotonic", AG, GF, bits=["sc1"]),
    R("load", "monotonic", SY, GF, bits=["sc0", "sc1"]),
    R("store", "monotonic", WF, ANY),
    R("store", "monotonic", WG, GF, bits=["sc0"]),
    R("store", "monotonic", AG, GF, bits=["sc1"]),
    R("store", "monotonic", SY, GF, bits=["sc0", "sc1"]),
    R("store", "monotonic", WG, L),
    R("store", "monotonic", AG + SY, L, note=SCOPE_NOTE),
    R("atomicrmw", "monotonic", WF + WG + AG, ANY),
    R("atomicrmw", "monotonic", SY, GF, bits=["sc1"]),
    R("atomicrmw", "monotonic", SY, L, note=SCOPE_NOTE),
    # Acquire Atomic
    R("load", "acquire", WF, ANY),
    R("load", "acquire", WG, G, bits=["sc0"]),
    R("load", "acquire", WG, L, after=[W_LGKM]),
    R("load", "acquire", AG + SY, L, after=[W_LGKM], note=SCOPE_NOTE),
    R("load", "acquire", WG, F, bits=["sc0"], after=[W_LGKM]),
    R("load", "acquire", AG, G, bits=["sc1"], after=[W_VM, INV_SC1]),
    R("load", "acquire", SY, G, bits=["sc0", "sc1"], after=[W_VM, INV_SYS]),
    R("load", "acquire", AG, F, bits=["sc1"], after=[W_ALL, INV_SC1]),
    R("load", "acquire", SY, F, bits=["sc0", "sc1"], after=[W_ALL, INV_SYS]),
    R("atomicrmw", "acquire", WF, ANY),
    R("atomicrmw", "acquire", WG, G),
    R("atomicrmw", "acquire", WG, L, after=[W_LGKM]),
    R("atomicrmw", "acquire", AG + SY, L, after=[W_LGKM], note=SCOPE_NOTE),
    R("atomicrmw", "acquire", WG, F, after=[W_LGKM]),
    R("atomicrmw", "acquire", AG, G, after=[W_VM, INV_SC1]),
    R("atomicrmw", "acquire", SY, G, bits=["sc1"], after=[W_VM, INV_SYS]),
    R("atomicrmw", "acquire", AG, F, after=[W_ALL, INV_SC1]),
    R("atomicrmw", "acquire", SY, F, bits=["sc1"], after=[W_ALL, INV_SYS]),
    R("fence", "acquire", WF, (None,)),
    R("fence", "acquire", WG, (None,), before=[W_LGKM]),
    R("fence", "acquire", AG, (None,), before=[W_ALL, INV_SC1]),
    R("fence", "acquire", SY, (None,), before=[W_ALL, INV_SYS]),
    # Release Atomic
    R("store", "release", WF, ANY),
    R("store", "release", WG, GF, before=[W_LGKM], bits=["sc0"]),
    R("store", "release", WG_UP, L, before=[W_LGKM], note=LOCAL_NOTE),
    R("store", "release", AG, GF, before=[WB_SC1, W_ALL], bits=["sc1"]),
    R("store", "release", SY, GF, before=[WB_SYS, W_ALL], bits=["sc0", "sc1"]),
    R("atomicrmw", "release", WF, ANY),
    R("atomicrmw", "release", WG, GF, before=[W_LGKM], note=SC0_NOTE),
    R("atomicrmw", "release", WG_UP, L, before=[W_LGKM], note=LOCAL_NOTE),
    R("atomicrmw", "release", AG, GF, before=[WB_SC1, W_ALL],
      note="llc sets no sc1 on the atomic; the guide asks for sc1=1"),
    R("atomicrmw", "release", SY, GF, before=[WB_SYS, W_ALL], bits=["sc1"], note=SC0_NOTE),
    R("fence", "release", WF, (None,)),
    R("fence", "release", WG, (None,), before=[W_LGKM]),
    R("fence", "release", AG, (None,), before=[WB_SC1, W_ALL]),
    R("fence", "release", SY, (None,), before=[WB_SYS, W_ALL]),
    # Acquire-Release Atomic
    R("atomicrmw", "acq_rel", WF, ANY),
    R("atomicrmw", "acq_rel", WG, G, before=[W_LGKM]),
    R("atomicrmw", "acq_rel", WG_UP, L, before=[W_LGKM], after=[W_LGKM], note=LOCAL_NOTE),
    R("atomicrmw", "acq_rel", WG, F, before=[W_LGKM], after=[W_LGKM]),
    R("atomicrmw", "acq_rel", AG, G, before=[WB_SC1, W_ALL], after=[W_VM, INV_SC1]),
    R("atomicrmw", "acq_rel", SY, G, before=[WB_SYS, W_ALL], bits=["sc1"],
      after=[W_VM, INV_SYS]),
    R("atomicrmw", "acq_rel", AG, F, before=[WB_SC1, W_ALL], after=[W_ALL, INV_SC1]),
    R("atomicrmw", "acq_rel", SY, F, before=[WB_SYS, W_ALL], bits=["sc1"],
      after=[W_ALL, INV_SYS]),
    R("fence", "acq_rel", WF, (None,)),
    R("fence", "acq_rel", WG, (None,), before=[W_LGKM]),
    R("fence", "acq_rel", AG, (None,), before=[WB_SC1, W_ALL, INV_SC1]),
    R("fence", "acq_rel", SY, (None,), before=[WB_SYS, W_ALL, INV_SYS]),
    # Sequential Consistent Atomic
    R("load", "seq_cst", WF, ANY, same_as="acquire"),
    R("load", "seq_cst", WG, GF, before=[W_LGKM], same_as="acquire"),
    R("load", "seq_cst", WG_UP, L, before=[W_LGKM], same_as="acquire", note=LOCAL_NOTE),
    R("load", "seq_cst", AG + SY, GF, before=[W_ALL], same_as="acquire"),
    R("store", "seq_cst", WF + WG_UP, ANY, same_as="release"),
    R("atomicrmw", "seq_cst", WF + WG_UP, ANY, same_as="acq_rel"),
    R("fence", "seq_cst", WF + WG_UP, (None,), same_as="acq_rel"),
)

#: The guide's "Non-Atomic" rows: (family, op, kind) -> (bits, after) for global, generic,
#: private and constant pointers; ``kind`` is ``plain``, ``volatile`` or ``nontemporal``.
#: Local (ds_load/ds_store) rows have no bits and no waits.
NON_ATOMIC = {
    (fam, op, kind): seq
    for fam, volatile_bits, nt_bits in (("GFX6-GFX9", ("glc",), ("glc", "slc")),
                                        ("GFX90A", ("glc",), ("glc", "slc")),
                                        ("GFX942", ("sc0", "sc1"), ("nt",)))
    for op in ("load", "store")
    for kind, seq in (("plain", ((), ())),
                      ("volatile", (volatile_bits if op == "load" or fam == "GFX942" else (),
                                    (W_VM,))),
                      ("nontemporal", (nt_bits, ())))
}

_FAMILY_ROWS = {"GFX6-GFX9": GFX6_GFX9, "GFX90A": GFX90A, "GFX942": GFX942}


def _expand() -> dict:
    """``(family, op, ordering, scope, space) -> (Row, ...)``, seq_cst rows resolved."""
    table = {}
    for fam, rows in _FAMILY_ROWS.items():
        for row in rows:
            for scope in row.scopes:
                for space in row.spaces:
                    key = (fam, row.op, row.ordering, scope, space)
                    if key in table:
                        raise AssertionError(f"two rows for {key}")
                    table[key] = row
    return table


_ROWS = _expand()


def _resolve(key) -> MemorySequence:
    row = _ROWS[key]
    cite = f"{key[0]}: {row.op} {row.ordering} {'/'.join(row.scopes)} " \
           f"{'/'.join(str(s) for s in row.spaces)}" + (f" ({row.note})" if row.note else "")
    if row.same_as is None:
        return MemorySequence(row.before, row.bits, row.after, (cite,))
    base = _resolve(key[:2] + (row.same_as,) + key[3:])
    return MemorySequence(row.before + base.before, base.bits, base.after, (cite,) + base.rows)


#: (family, op, ordering, scope, space) -> MemorySequence, every key of the three tables
TABLE = {key: _resolve(key) for key in _ROWS}

_FAMILY = {"gfx940": "GFX942", "gfx941": "GFX942", "gfx942": "GFX942", "gfx950": "GFX942",
           "gfx90a": "GFX90A"}
_SCOPE = {"": "system", "singlethread": "wavefront", "wavefront": "wavefront",
          "workgroup": "workgroup", "agent": "agent", "system": "system"}
_SPACE = {"global": "global", "constant": "global", "flat": "flat", "generic": "flat",
          "local": "local", "ds": "local", "private": "private", "scratch": "private",
          "smem": "smem", None: None}
_STRENGTH = {"monotonic": 0, "acquire": 1, "release": 1, "acq_rel": 2, "seq_cst": 3}


def family(target) -> str:
    """The memory-model family (``GFX6-GFX9``, ``GFX90A``, ``GFX942``) of a processor name or
    of an object with a ``name`` (a CompileTarget).

    Raises:
        CompileError: for a processor outside GFX6-GFX9/GFX90A/GFX940+ (GFX10+ tables are not
        transcribed).
    """
    name = str(getattr(target, "name", target))
    proc = name.split(":", 1)[0]
    if proc in _FAMILY:
        return _FAMILY[proc]
    if proc.startswith("gfx") and len(proc) == 6 and proc[3] in "6789":
        return "GFX6-GFX9"
    raise CompileError(f"no memory-model table for '{name}' (GFX6-GFX9, GFX90A, GFX942 only)")


def merged_ordering(success: str, failure: str | None) -> str:
    """The ordering a cmpxchg is legalized with: the stronger of success and failure
    (acquire + release give acq_rel), as LLVM's ``getMergedAtomicOrdering``."""
    if not failure or failure == success:
        return success
    pair = {success, failure}
    if pair == {"release", "acquire"}:
        return "acq_rel"
    return max(pair, key=_STRENGTH.__getitem__)


def _drop_lgkm(items: tuple) -> list:
    out = []
    for op, mods in items:
        if op == "s_waitcnt":
            mods = tuple(m for m in mods if not m.startswith("lgkmcnt"))
            if not mods:
                continue
        out.append((op, mods))
    return out


def sequence(target, op: str, ordering: str | None, scope: str, addrspace: str | None,
             volatile: bool = False, *, nontemporal: bool = False,
             failure: str | None = None) -> MemorySequence:
    """The code sequence of one memory operation (AMDGPUUsage: Memory Model GFX6-GFX9,
    GFX90A, GFX942).

    Args:
        target: processor name (``"gfx90a"``) or a CompileTarget.
        op: ``load``, ``store``, ``atomicrmw``, ``cmpxchg`` or ``fence``.
        ordering: the IR ordering (``unordered`` ... ``seq_cst``), None for a non-atomic access.
        scope: the IR ``syncscope`` name (``""`` is system; ``-one-as`` variants order only
            the operation's own address space: their waits drop ``lgkmcnt(0)``, as llc-22).
        addrspace: ``global``/``constant``, ``flat``/``generic``, ``local``/``ds``,
            ``private``/``scratch``, ``smem`` (scalar loads), None for a fence.
        volatile, nontemporal: the access's IR flags (non-atomic accesses only: llc-22 ignores
            them on atomics, unordered ones included, where the guide says "same as
            non-atomic").
        failure: a cmpxchg's failure ordering (merged with ``ordering``).

    Returns:
        The MemorySequence: waits and cache control before and after, the instruction's bits.

    Raises:
        CompileError: unknown target family, operation, ordering, scope or address space.
    """
    fam = family(target)
    base_scope, one_as = _parse_scope(scope)
    if addrspace not in _SPACE:
        raise CompileError(f"memory model: unknown address space '{addrspace}'")
    space = _SPACE[addrspace]
    if op == "cmpxchg":
        op, ordering = "atomicrmw", merged_ordering(ordering, failure)
    if op not in OPS:
        raise CompileError(f"memory model: unknown operation '{op}'")
    if ordering is not None and ordering not in ORDERINGS + ("unordered",):
        raise CompileError(f"memory model: unknown ordering '{ordering}'")
    if op in ("load", "store") and ordering in (None, "unordered") or space in ("private",
                                                                               "smem"):
        return _non_atomic(fam, op, space, ordering is None and volatile,
                           ordering is None and nontemporal)
    if ordering == "unordered":
        ordering = "monotonic"
    if op == "fence":
        space = None
    key = (fam, op, ordering, base_scope, space)
    if key not in TABLE:
        raise CompileError(f"memory model: no {fam} row for {op} {ordering} "
                           f"syncscope(\"{scope}\") {addrspace}")
    seq = TABLE[key]
    if one_as:
        return MemorySequence(_drop_lgkm(seq.before), seq.bits, _drop_lgkm(seq.after),
                              seq.rows + ("one-as: lgkmcnt(0) dropped from the waits",))
    return MemorySequence(list(seq.before), seq.bits, list(seq.after), seq.rows)


def _parse_scope(scope: str) -> tuple[str, bool]:
    one_as = scope == "one-as" or scope.endswith("-one-as")
    base = "" if scope == "one-as" else scope.removesuffix("-one-as")
    if base not in _SCOPE:
        raise CompileError(f"memory model: unknown syncscope(\"{scope}\")")
    return _SCOPE[base], one_as


def _non_atomic(fam: str, op: str, space, volatile: bool, nontemporal: bool) -> MemorySequence:
    if space in ("local", "smem") or op not in ("load", "store"):
        return MemorySequence([], (), [], (f"{fam}: non-atomic {op} {space}",))
    kind = "volatile" if volatile else "nontemporal" if nontemporal else "plain"
    bits, after = NON_ATOMIC[(fam, op, kind)]
    return MemorySequence([], bits, list(after), (f"{fam}: non-atomic {op} {kind} {space}",))

"""Instruction traces: which registers an instruction writes, and a tracer that prints them.

:func:`written` reads the destinations off the decoded instruction: the leading operands its
row's signature names as destinations (``vdst``, ``sdst``, ``vcc``, and ``sdata`` / ``vdata``
/ a FLAT ``vdst`` for loads and returning atomics), plus the implicit ones its flags name
(``writes_scc``, ``writes_exec``, ``writes_m0``). :class:`Tracer` is the ``trace`` callback
of :meth:`Emulator.dispatch` behind ``amdgcn run --trace``: after every instruction of the
chosen waves it prints every register the instruction wrote, whether or not its value
changed (hex, or hex and float32), for the first active lanes or all of them, and for each
load, store and atomic the address each active lane accessed and the data it stored
(a load's data is in the registers it wrote).
"""

from __future__ import annotations

import re
import sys

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.semantics.buffer import buffer_address
from amdgcn.emu.semantics.vmem import flat_address

#: signature names of destination operands when they lead the operand list
_DST_NAMES = {"vdst", "sdst", "vcc"}
_RETURNS = {"sdata", "vdata", "vdst"}
_SPECIAL = {"vcc": (ops.VCC_LO, 2), "vcc_lo": (ops.VCC_LO, 1), "vcc_hi": (ops.VCC_HI, 1),
            "exec": (ops.EXEC_LO, 2), "exec_lo": (ops.EXEC_LO, 1), "exec_hi": (ops.EXEC_HI, 1),
            "m0": (ops.M0, 1), "flat_scratch": (ops.FLAT_SCRATCH_LO, 2),
            "flat_scratch_lo": (ops.FLAT_SCRATCH_LO, 1),
            "flat_scratch_hi": (ops.FLAT_SCRATCH_HI, 1),
            "xnack_mask": (ops.XNACK_MASK_LO, 2)}
_REG = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])$")
_SCC_CODE = ops.SCC


def parse_reg(text: str) -> tuple[str, int, int] | None:
    """``"v[0:1]"`` -> ``("v", 0, 2)``; scalar names map onto the 9-bit codes of file ``s``
    (``"vcc"`` -> ``("s", 106, 2)``, ``"ttmp3"`` -> ``("s", 111, 1)``); None for others."""
    if text in _SPECIAL:
        code, count = _SPECIAL[text]
        return "s", code, count
    m = _REG.match(text)
    if not m:
        return None
    file, one, first, last = m.groups()
    lo = int(one) if one is not None else int(first)
    count = 1 if one is not None else int(last) - int(first) + 1
    if file == "ttmp":
        return "s", ops.TTMP0 + lo, count
    return file, lo, count


def _sig_names(sig: str) -> list[str]:
    return [part.split(":", 1)[0].strip() for part in sig.split(",") if part.strip()]


def _returns_data(inst) -> bool:
    flags = inst.row.flags if inst.row is not None else frozenset()
    f = inst.fields
    if "atomic" in flags:
        return bool(f.get("glc", f.get("sc0", 0))) or "rtn" in flags
    return "load" in flags or inst.name in ("s_memtime", "s_memrealtime")


def written(inst) -> tuple[tuple[str, int, int], ...]:
    """The registers ``inst`` writes, as ``(file, first, count)``; file ``"scc"`` for SCC."""
    row = getattr(inst, "row", None)
    if row is None:
        return ()
    out: list[tuple[str, int, int]] = []
    names = _sig_names(row.sig)
    printed = list(getattr(inst, "operands", ()))
    enc = inst.encoding
    if enc in ("FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "DS", "SMEM", "MIMG"):
        if _returns_data(inst) and printed:
            r = parse_reg(printed[0])
            if r is not None and not (enc == "DS" and names[:1] != ["vdst"]):
                out.append(r)
    elif not inst.name.startswith("s_cmpk_"):
        for name, text in zip(names, printed):
            if name not in _DST_NAMES:
                break
            r = parse_reg(text)
            if r is not None:
                out.append(r)
        if inst.name == "v_swap_b32" and len(printed) > 1:
            r = parse_reg(printed[1])
            if r is not None:
                out.append(r)
    flags = row.flags
    if "writes_exec" in flags:
        out.append(("s", ops.EXEC_LO, 2))
    if "writes_m0" in flags:
        out.append(("s", ops.M0, 1))
    if "writes_scc" in flags:
        out.append(("scc", _SCC_CODE, 1))
    seen, unique = set(), []
    for r in out:
        if r not in seen:
            seen.add(r)
            unique.append(r)
    return tuple(unique)


def _scalar_text(st, w: int, code: int, count: int) -> str:
    name = ops.operand_name(code)
    if count == 2 and code in (ops.VCC_LO, ops.EXEC_LO, ops.FLAT_SCRATCH_LO, ops.XNACK_MASK_LO):
        v = int(st.sgpr[code, w]) | (int(st.sgpr[code + 1, w]) << 32)
        return f"{name[:-3]}=0x{v:016x}"
    return " ".join(f"{ops.operand_name(code + k)}=0x{int(st.sgpr[code + k, w]):08x}"
                    for k in range(count))


def _lane_value(word: int, floats: bool) -> str:
    if not floats:
        return f"0x{word:08x}"
    return f"0x{word:08x}={np.uint32(word).view(np.float32)!r}".replace("np.float32(", "") \
        .rstrip(")")


def format_writes(regs, st, w: int, lanes: np.ndarray, *, show: int | None = 4,
                  floats: bool = False) -> str:
    """The values of ``regs`` (from :func:`written`) of wave ``w`` after the instruction;
    vector registers show the first ``show`` of the ``lanes`` that were active (all of them
    for None), each as ``lane:value``; ``floats`` adds the float32 view of each word."""
    parts = []
    shown = lanes if show is None else lanes[:show]
    for file, first, count in regs:
        if file == "scc":
            parts.append(f"scc={int(st.sgpr[ops.SCC, w])}")
        elif file == "s":
            parts.append(_scalar_text(st, w, first, count))
        else:
            bank = st.vgpr if file == "v" else st.agpr
            for k in range(count):
                r = first + k
                if r >= bank.shape[0]:
                    continue
                vals = " ".join(_lane_text(ln, int(bank[r, w, ln]), floats, show)
                                for ln in shown)
                more = " ..." if len(lanes) > len(shown) else ""
                parts.append(f"{file}{r}[{len(lanes)} lanes: {vals}{more}]")
    return " ".join(parts)


def _lane_text(lane: int, word: int, floats: bool, show: int | None) -> str:
    text = _lane_value(word, floats)
    return f"{lane}:{text}" if show is None or floats else text


#: memory encodings whose per-lane accesses the trace shows
_MEMORY = ("FLAT", "GLOBAL", "SCRATCH", "MUBUF", "DS")


def _sig_counts(sig: str) -> dict[str, int]:
    """``"addr:1, data0:2"`` -> ``{"addr": 1, "data0": 2}`` (registers of each operand)."""
    out = {}
    for part in sig.split(","):
        name, _, count = part.strip().partition(":")
        if name:
            out[name] = int(count) if count.isdigit() else 1
    return out


def memory_access(inst, *, scratch_sve: bool = False):
    """``fn(st, g) -> (n, 64)`` addresses of a load, store or atomic (FLAT/GLOBAL: virtual
    addresses, SCRATCH: private offsets, MUBUF: buffer addresses, DS: LDS offsets), the
    data registers it stores (``(file, first, count)`` or None) and its kind; None for other
    instructions."""
    if inst is None or inst.encoding not in _MEMORY or inst.row is None:
        return None
    flags = inst.row.flags
    kind = "atomic" if "atomic" in flags else "store" if "store" in flags else \
        "load" if "load" in flags else None
    if kind is None:
        return None
    f = inst.fields
    data = None
    if kind != "load":
        counts = _sig_counts(inst.row.sig)
        name = next((n for n in ("data", "vdata", "data0") if n in counts), None)
        if name is not None:
            data = ("a" if f.get("acc", 0) else "v", f.get(name, 0), counts[name])
    if inst.encoding == "MUBUF":
        addr = buffer_address(inst)
        return (lambda st, g: addr(st, g)[0]), data, kind
    if inst.encoding == "DS":
        reg = f.get("addr", 0)
        offset = f.get("offset0", 0) | (f.get("offset1", 0) << 8) \
            if "2" not in inst.name else f.get("offset0", 0) * 4
        return (lambda st, g: st.vgpr[reg][g.sel].astype(np.int64) + offset), data, kind
    return flat_address(inst, scratch_sve=scratch_sve), data, kind


class Tracer:
    """Prints each executed instruction of chosen waves with every register it wrote and,
    for memory instructions, each active lane's address (and stored data).

    Args:
        waves: dispatch-wide wave ids to trace (None: every wave).
        out: where to print (stdout).
        lanes: how many active lanes of each written VGPR to show (None: all).
        floats: show each VGPR word as hex and as float32.
    """

    def __init__(self, waves, out=None, *, lanes: int | None = 4, floats: bool = False):
        self.waves = None if waves is None else \
            np.array(sorted({int(w) for w in waves}), dtype=np.int64)
        self.out = out if out is not None else sys.stdout
        self.lanes = lanes
        self.floats = floats
        self._written: dict[int, tuple] = {}
        self._memory: dict[int, object] = {}
        self._pending: dict[int, tuple] = {}

    def _hits(self, g, st) -> np.ndarray:
        ids = st.wave_id[g.idx]
        if self.waves is None:
            return np.arange(len(ids))
        return np.flatnonzero(np.isin(ids, self.waves))

    def before(self, step, g, st) -> None:
        """Record the addresses (and store data) of a memory instruction before it runs."""
        access = self._memory.get(id(step), False)
        if access is False:
            access = self._memory[id(step)] = memory_access(step.inst)
        if access is None:
            return
        hits = self._hits(g, st)
        if hits.size == 0:
            return
        address, data, kind = access
        addrs = np.asarray(address(st, g))
        for k in hits:
            w = int(g.idx[k])
            lanes = np.flatnonzero(g.exec[k])
            stored = None
            if data is not None:
                bank = st.vgpr if data[0] == "v" else st.agpr
                stored = [bank[data[1] + j, w, lanes].copy() for j in range(data[2])]
            self._pending[w] = (kind, lanes, addrs[k, lanes].astype(np.uint64), stored)

    def __call__(self, step, g, st):
        hits = self._hits(g, st)
        if hits.size == 0:
            return
        ids = st.wave_id[g.idx]
        regs = self._written.get(id(step))
        if regs is None:
            regs = self._written[id(step)] = written(step.inst) if step.inst is not None else ()
        addr = getattr(step.inst, "address", 0)
        for k in hits:
            w = int(g.idx[k])
            lanes = np.flatnonzero(g.exec[k])
            text = format_writes(regs, st, w, lanes, show=self.lanes, floats=self.floats)
            pending = self._pending.pop(w, None)
            memory = f"    ; {self._memory_text(*pending)}" if pending is not None else ""
            self.out.write(f"wave {int(ids[k])} 0x{addr:x}: {step.text}"
                           + (f"    ; {text}" if text else "") + memory + "\n")

    def _memory_text(self, kind: str, lanes, addrs, stored) -> str:
        shown = range(len(lanes)) if self.lanes is None else range(min(self.lanes, len(lanes)))
        parts = []
        for i in shown:
            item = f"{int(lanes[i])}:[0x{int(addrs[i]):x}]"
            if stored is not None:
                item += "=" + ",".join(_lane_value(int(d[i]), self.floats) for d in stored)
            parts.append(item)
        more = " ..." if len(shown) < len(lanes) else ""
        return f"{kind} {len(lanes)} lanes: {' '.join(parts)}{more}"

"""Read-modify-write on word arrays with the lanes of a wave group applied in order, as
if serialized (MI200 ISA 9.5 / 11.3.2): lanes hitting distinct words run as one NumPy
operation; lanes hitting the same word run in rounds, one lane per word per round.
"""

from __future__ import annotations

import numpy as np

U32, I32, U64, I64, F32, F64 = np.uint32, np.int32, np.uint64, np.int64, np.float32, np.float64


def _typed(x, dt):
    return np.asarray(x).astype(dt.replace("f", "u") if False else dt, copy=False)


#: name -> fn(old, src, cmp) on values typed per the suffix; returns the new value
def _ops(t):
    s = {"u32": I32, "u64": I64}[t]
    u = {"u32": U32, "u64": U64}[t]

    def smin(o, d, c):
        return np.minimum(o.view(s), d.view(s)).view(u)

    def smax(o, d, c):
        return np.maximum(o.view(s), d.view(s)).view(u)

    return {
        "swap": lambda o, d, c: d,
        "cmpswap": lambda o, d, c: np.where(o == c, d, o),
        "add": lambda o, d, c: o + d,
        "sub": lambda o, d, c: o - d,
        "rsub": lambda o, d, c: d - o,
        "smin": smin, "smax": smax,
        "umin": lambda o, d, c: np.minimum(o, d),
        "umax": lambda o, d, c: np.maximum(o, d),
        "and": lambda o, d, c: o & d,
        "or": lambda o, d, c: o | d,
        "xor": lambda o, d, c: o ^ d,
        "inc": lambda o, d, c: np.where(o >= d, u(0), o + u(1)),
        "dec": lambda o, d, c: np.where((o == 0) | (o > d), d, o - u(1)),
        "mskor": lambda o, d, c: (o & ~d) | c,
    }


OPS32 = _ops("u32")
OPS64 = _ops("u64")


def _fops(dt, ut):
    return {
        "add_f": lambda o, d, c: (o.view(dt) + d.view(dt)).astype(dt).view(ut),
        "min_f": lambda o, d, c: np.fmin(o.view(dt), d.view(dt)).astype(dt).view(ut),
        "max_f": lambda o, d, c: np.fmax(o.view(dt), d.view(dt)).astype(dt).view(ut),
        "cmpst_f": lambda o, d, c: np.where(o.view(dt) == c.view(dt), d, o),
    }


OPS32.update(_fops(F32, U32))
OPS64.update(_fops(F64, U64))
OPS32["pk_add_f16"] = lambda o, d, c: (np.ascontiguousarray(o).view(np.float16)
                                       + np.ascontiguousarray(d).view(np.float16)).view(U32)

_UFUNC = {"add": np.add, "sub": np.subtract, "and": np.bitwise_and, "or": np.bitwise_or,
          "xor": np.bitwise_xor, "umin": np.minimum, "umax": np.maximum}


def rmw(words: np.ndarray, idx: np.ndarray, fn, data: np.ndarray, cmp: np.ndarray | None,
        *, op: str = "", need_old: bool = True) -> np.ndarray | None:
    """Apply ``new = fn(old, data, cmp)`` at ``words[idx]`` lane by lane in order.

    Returns the old value each lane saw (None when ``need_old`` is false).
    """
    k = idx.size
    if k == 0:
        return np.zeros(0, words.dtype) if need_old else None
    order = np.argsort(idx, kind="stable")
    sidx = idx[order]
    start = np.ones(k, dtype=bool)
    start[1:] = sidx[1:] != sidx[:-1]
    if start.all():
        old = words[idx].copy()
        words[idx] = fn(old, data, cmp)
        return old if need_old else None
    if not need_old and op in _UFUNC and words.dtype in (U32, U64):
        _UFUNC[op].at(words, idx, data.astype(words.dtype))
        return None
    seg = np.cumsum(start) - 1
    first = np.flatnonzero(start)
    rank = np.arange(k) - first[seg]
    rank_of = np.empty(k, dtype=np.int64)
    rank_of[order] = rank
    out = np.empty(k, dtype=words.dtype) if need_old else None
    for r in range(int(rank.max()) + 1):
        sel = np.flatnonzero(rank_of == r)
        at = idx[sel]
        cur = words[at].copy()
        if need_old:
            out[sel] = cur
        words[at] = fn(cur, data[sel], None if cmp is None else cmp[sel])
    return out

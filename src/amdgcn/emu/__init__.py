"""The emulator: run gfx9 kernels from code objects on NumPy arrays (issue #6).

Modules: ``memory`` (global heap, apertures), ``lanemem`` (the fast path of memory access:
bounds by reduction, word-index gathers and scatters), ``dispatch`` (kernarg, AQL packet,
initial state), ``state`` (register files with a wave axis, LDS, MODE), ``program`` (kernels
decoded once into prepared steps), ``scheduler`` (groups of waves by pc, split/merge,
barriers), ``access`` (operand readers and writers), ``semantics`` (instruction semantics by
family), ``trace`` (the registers an instruction writes, ``--trace``), ``hostalloc`` (malloc
tuning for NumPy temporaries), ``targets`` (what differs among gfx900, gfx906, gfx908, gfx90a
and gfx942: work-item ID VGPRs, flat scratch, register files), ``emulator`` (the public
:class:`Emulator`).

Speed (STYLE 8): a step runs one NumPy operation over every lane of every wave of its group;
when EXEC is full over a contiguous range of waves (``Group.direct``) results go straight
into the register rows, memory accesses are bounded by three reductions and served by one
gather or scatter of word indices, and 64-bit lanes are built by interleaving halves.
"""

from amdgcn.emu.dispatch import LocalBuffer
from amdgcn.emu.emulator import DeviceBuffer, DispatchResult, DispatchStats, Emulator

__all__ = ["DeviceBuffer", "DispatchResult", "DispatchStats", "Emulator", "LocalBuffer"]

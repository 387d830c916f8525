"""The emulator: run gfx9 kernels from code objects on NumPy arrays (issue #6).

Modules: ``memory`` (global heap, apertures), ``dispatch`` (kernarg, AQL packet, initial
state), ``state`` (register files with a wave axis), ``program`` (kernels decoded once into
prepared steps), ``scheduler`` (groups of waves by pc, split/merge, barriers), ``semantics``
(instruction semantics by family), ``emulator`` (the public :class:`Emulator`).
"""

from amdgcn.emu.dispatch import LocalBuffer
from amdgcn.emu.emulator import DeviceBuffer, DispatchResult, DispatchStats, Emulator

__all__ = ["DeviceBuffer", "DispatchResult", "DispatchStats", "Emulator", "LocalBuffer"]

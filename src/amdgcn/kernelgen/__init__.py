"""Random differential testing of the emulator: generated OpenCL C kernels, run on the
emulator and on the host CPU, compared bit for bit (issue 9).

``generate`` draws a kernel from a seed, ``runner`` compiles batches for a target and the host
and compares, ``reduce`` shrinks a mismatch and saves it as a regression case. See README.md.
"""

from amdgcn.kernelgen.generate import generate
from amdgcn.kernelgen.program import Kernel

__all__ = ["Kernel", "generate"]

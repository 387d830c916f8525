"""The MTBUF encoding (typed buffer access): MUBUF's code with ``dfmt``/``nfmt`` and the
``format:`` modifier. MI200 ISA 12.14, 13.5.1; the layout is drawn in
:mod:`amdgcn.isa.formats.mubuf`.

LLVM prints ``format:[BUF_DATA_FORMAT_x,BUF_NUM_FORMAT_y]`` and leaves out a part equal to
the default (``BUF_DATA_FORMAT_8``, ``BUF_NUM_FORMAT_UNORM``); it accepts ``format:N``
(``dfmt | nfmt << 4``) and the older ``dfmt:N, nfmt:M``.
"""

from __future__ import annotations

from amdgcn.isa.formats.mubuf import BufferFormat

FORMAT = BufferFormat(typed=True)

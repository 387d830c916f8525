"""The instruction database of GCN/CDNA (GFX6-GFX9) and its generic encoder and decoder.

``STYLE.md`` section 2; MI200 ISA chapters 12-13. Public functions:

>>> from amdgcn.isa import encode, decode
>>> encode("v_add_f32 v1, v2, v3", mcpu="gfx90a").hex()
'02070202'
>>> str(decode(bytes.fromhex("02070202"), mcpu="gfx90a"))
'v_add_f32_e32 v1, v2, v3'
"""

from __future__ import annotations

from amdgcn.errors import AsmError
from amdgcn.isa.core import EncodeContext, Isa, all_rows, isa_for
from amdgcn.isa.instruction import COLUMNS, Instruction, Row


def encode(text: str, mcpu: str, *, address: int = 0, resolve=None) -> bytes:
    """Assemble one instruction statement into its bytes.

    Args:
        text: one instruction in LLVM's syntax (``"s_load_dwordx4 s[0:3], s[4:5], 0x10"``).
        mcpu: processor or target ID (``"gfx90a"``, ``"tahiti"``, ``"gfx90a:xnack+"``).
        address: the instruction's address (for branch offsets to absolute targets).
        resolve: optional ``resolve(name, variant) -> int`` for symbols.

    Returns:
        The encoding, literal constant included (4, 8 or 12 bytes).

    Raises:
        AsmError: with llvm-mc's message and the column of the offending operand.
        TargetError: for an unknown processor.
    """
    isa = isa_for(mcpu)
    stmt = isa.parse(text)
    return isa.encode(stmt, EncodeContext(address=address, resolve=resolve))


def decode(data: bytes, mcpu: str, offset: int = 0, *, address: int | None = None) -> Instruction:
    """Decode the instruction at ``data[offset:]``.

    Args:
        data: code bytes; mcpu: processor or target ID; offset: byte offset in ``data``;
        address: the instruction's address (defaults to ``offset``), for branch targets.

    Returns:
        The :class:`Instruction`; ``str(inst)`` is LLVM's text.

    Raises:
        DecodeError: for bytes that are not an instruction of the target (with the offset).
    """
    return isa_for(mcpu).decode(bytes(data), offset, address)


__all__ = ["COLUMNS", "AsmError", "EncodeContext", "Instruction", "Isa", "Row", "all_rows",
           "decode", "encode", "isa_for"]

"""The disassembler: bytes to LLVM's text, instruction by instruction.

``disassemble`` never stops silently: a word that decodes to nothing becomes a ``.long``
pseudo-instruction (or, with ``strict=True``, a :class:`DecodeError` naming its offset).
"""

from __future__ import annotations

from amdgcn.errors import DecodeError
from amdgcn.isa.core import isa_for
from amdgcn.isa.instruction import Instruction


def invalid_word(data: bytes, offset: int, address: int) -> Instruction:
    """llvm-objdump's placeholder for an undecodable dword (``.long 0x...``) or for the last
    1 to 3 bytes of the data (``.byte 0x.., 0x..``)."""
    chunk = bytes(data[offset:offset + 4])
    if len(chunk) < 4:
        text = ".byte " + ", ".join(f"0x{b:02x}" for b in chunk)
        return Instruction(address=address, bytes=chunk, encoding="", name=".byte",
                           mnemonic=".byte", operands=tuple(f"0x{b:02x}" for b in chunk),
                           text_override=text)
    word = int.from_bytes(chunk, "little")
    return Instruction(address=address, bytes=chunk, encoding="", name=".long",
                       mnemonic=".long", operands=(f"0x{word:08x}",),
                       text_override=f".long 0x{word:08x}")


def disassemble(data: bytes, mcpu: str, address: int = 0, *, strict: bool = False
                ) -> list[Instruction]:
    """Decode all of ``data`` as consecutive instructions.

    Args:
        data: code bytes. mcpu: processor or target ID (``"gfx90a"``).
        address: address of ``data[0]`` (instruction addresses and branch targets use it).
        strict: raise instead of emitting ``.long`` for undecodable words.

    Returns:
        The instructions in order; their sizes add up to ``len(data)``.

    Raises:
        DecodeError: with ``strict=True``, at the first undecodable word (its offset).
        TargetError: for an unknown processor.

    Example:
        >>> [str(i) for i in disassemble(bytes.fromhex("000080bf"), "gfx90a")]
        ['s_nop 0']
    """
    isa = isa_for(mcpu)
    data = bytes(data)
    out: list[Instruction] = []
    off = 0
    n = len(data)
    while off < n:
        try:
            inst = isa.decode(data, off, address + off)
        except DecodeError:
            if strict:
                raise
            inst = invalid_word(data, off, address + off)
        out.append(inst)
        off += inst.size
    return out


def disassemble_text(data: bytes, mcpu: str, address: int = 0
                     ) -> list[tuple[int, bytes, str, int | None]]:
    """Like :func:`disassemble`, as ``(address, bytes, text, branch target)`` tuples.

    The fast path for listings (``objdump -d``): an instruction of at most 8 bytes that is not
    a branch is a function of those bytes, so its text is decoded once per distinct window.
    """
    isa = isa_for(mcpu)
    data = bytes(data)
    cache: dict[bytes, tuple[str, int]] = {}
    out = []
    off = 0
    n = len(data)
    while off < n:
        key = data[off:off + 8]
        hit = cache.get(key)
        if hit is not None:
            text, size = hit
            out.append((address + off, data[off:off + size], text, None))
            off += size
            continue
        try:
            inst = isa.decode(data, off, address + off)
        except DecodeError:
            inst = invalid_word(data, off, address + off)
        if inst.target is None and inst.size <= 8:   # GFX10+: a literal may follow 8 bytes
            cache[key] = (inst.text, inst.size)
        out.append((inst.address, inst.bytes, inst.text, inst.target))
        off += inst.size
    return out


__all__ = ["disassemble", "disassemble_text", "invalid_word"]

"""Reading a command's input text (shared by the subcommands, light to import)."""

from __future__ import annotations

import sys


def read_input(path: str) -> tuple[str, str]:
    """The text of ``path`` (``-`` is stdin) and the name used in diagnostics.

    Raises:
        OSError: the file cannot be read (the CLI words it as one line, exit 2).
    """
    if path == "-":
        return sys.stdin.read(), "<stdin>"
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read(), path


def read_code_object(path: str, *, select: str | None = None, note=None):
    """The :class:`~amdgcn.codeobj.CodeObject` in ``path``; a bad file's error names it.

    A clang offload bundle is unwrapped: its one AMDGPU entry, or with several the entry for
    ``select`` (a processor or a target ID, ``--mcpu``), else the first one; ``note(text)``
    is told which entry was taken and which others there are.

    Raises:
        CodeObjectError: ``'PATH': what is wrong``, or no entry of a bundle is for ``select``.
        TargetError: ``select`` is not a target ID.
    """
    from pathlib import Path

    from amdgcn.codeobj import CodeObject
    from amdgcn.codeobj.bundle import is_bundle, unbundle
    from amdgcn.errors import CodeObjectError
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise CodeObjectError(f"cannot read {path}: {exc.strerror}") from None
    try:
        if is_bundle(data):
            data = _bundle_entry(path, unbundle(data), select, note)
        return CodeObject.from_bytes(data)
    except CodeObjectError as e:
        if str(e).startswith(f"'{path}'"):
            raise
        raise CodeObjectError(f"'{path}': {e}") from None


def _bundle_entry(path: str, entries: list, select: str | None, note) -> bytes:
    """The bytes of the bundle entry chosen as :func:`read_code_object` says."""
    from amdgcn.errors import CodeObjectError
    from amdgcn.target import Target
    codes = [e for e in entries if e.data[:4] == b"\x7fELF" and e.target is not None]
    if not codes:
        raise CodeObjectError("offload bundle holds no AMDGPU code object", offset=0,
                              structure="offload bundle")
    ids = ", ".join(e.id for e in codes)
    if select is not None:
        want = Target.parse(select)
        fits = [e for e in codes if str(e.target) == str(want)] or \
               [e for e in codes if e.target.is_compatible_with(want)]
        if not fits:
            raise CodeObjectError(f"offload bundle has no code object for {select} "
                                  f"(entries: {ids})", offset=0, structure="offload bundle")
        chosen = fits[0]
    else:
        chosen = codes[0]
    if len(codes) > 1 and note is not None:
        how = f"for {select}" if select is not None else "the first; choose with --mcpu"
        note(f"{path}: offload bundle with {len(codes)} code objects ({ids}); "
             f"using {chosen.id} ({how})")
    return chosen.data

"""Output files written whole or not at all (a temporary file in the same folder, then a rename).

A command that fails half way, or is stopped, must not leave a truncated object, code object
or array behind where a build system would take it for a good one (issue 12): every output
goes to a temporary file beside its destination and is renamed over it (atomic on POSIX) only
once it is complete. ``-`` and other non-regular destinations (``/dev/null``, a FIFO) are
written directly.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO


def _is_special(path: Path) -> bool:
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode)


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike, mode: str = "wb", *,
                  encoding: str | None = None, errors: str | None = None) -> Iterator[IO]:
    """A file object whose content replaces ``path`` when the ``with`` block ends without
    an exception; on an exception the temporary file is removed and ``path`` is untouched.

    ``path`` ``-`` writes to stdout (``sys.stdout.buffer`` in binary mode).

    Example:
        >>> with atomic_output("k.o") as f:          # doctest: +SKIP
        ...     f.write(obj)

    Raises:
        OSError: the folder cannot be written (nothing is left behind).
    """
    if str(path) == "-":
        yield sys.stdout.buffer if "b" in mode else sys.stdout
        return
    dest = Path(path)
    if _is_special(dest):
        with open(dest, mode, encoding=encoding, errors=errors) as f:
            yield f
        return
    fd, tmp = _temporary(dest)
    try:
        with os.fdopen(fd, mode, encoding=encoding, errors=errors) as f:
            yield f
        _keep_mode(dest, tmp)
        os.replace(tmp, dest)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


#: flags of a new temporary file, as ``tempfile.mkstemp`` opens it (which is not imported:
#: tempfile and shutil cost a start of the CLI more than the whole of this module)
_TEMPORARY_FLAGS = (os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) |
                    getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
_TEMPORARY_TRIES = 100


def _temporary(dest: Path) -> tuple[int, str]:
    """A new file beside ``dest`` (``.NAME.XXXXXXXX.tmp``, mode 0600), open: ``(fd, path)``.

    Raises:
        OSError: the folder cannot be written.
    """
    folder = str(dest.parent or ".")
    for _ in range(_TEMPORARY_TRIES):
        tmp = os.path.join(folder, f".{dest.name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, _TEMPORARY_FLAGS, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {dest}")


def _keep_mode(dest: Path, tmp: str) -> None:
    """Give the new file the mode of the one it replaces, or the umask's default."""
    try:
        mode = stat.S_IMODE(dest.stat().st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(tmp, mode)


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all (see :func:`atomic_output`)."""
    with atomic_output(path, "wb") as f:
        f.write(data)


def write_text_atomic(path: str | os.PathLike, text: str, *, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` whole or not at all (see :func:`atomic_output`); characters
    that stand for bytes that were not UTF-8 (surrogate escapes) are written as those bytes."""
    with atomic_output(path, "w", encoding=encoding, errors="surrogateescape") as f:
        f.write(text)

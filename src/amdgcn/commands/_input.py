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

"""Shared helper for subcommands that are not written yet."""

from amdgcn.errors import NotImplementedYet


def not_yet(command: str, issue: int) -> int:
    """Raise the clear 'not yet implemented' error (exit 2) for ``command`` (tracked in issue N)."""
    raise NotImplementedYet(f"'{command}' is not yet implemented (issue #{issue})")

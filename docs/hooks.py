"""MkDocs hook: the command line reference (docs/cli.md) is written from the parsers
themselves, so that it never drifts from ``amdgcn COMMAND --help``."""

from __future__ import annotations

import argparse

MARK = "<!-- amdgcn-cli-reference -->"


def _help(name: str) -> str:
    from amdgcn.cli import build_parser
    parser = build_parser(name)
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices[name].format_help()


def cli_reference() -> str:
    """Markdown: one section per subcommand with its help text."""
    from amdgcn.cli import COMMANDS
    parts = []
    for name, (_module, summary) in COMMANDS.items():
        parts.append(f"## amdgcn {name}\n\n{summary}.\n\n```text\n{_help(name).rstrip()}\n```\n")
    return "\n".join(parts)


def on_page_markdown(markdown, page, config, files):  # noqa: ARG001 - MkDocs hook signature
    if MARK in markdown:
        return markdown.replace(MARK, cli_reference())
    return markdown

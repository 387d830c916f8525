"""Splitting source lines: the fast path for plain statements agrees with the full split."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from amdgcn.asm.source import plain_statement, source_line

LINES = [
    "\ts_nop 0", "  v_mov_b32 v0, v1 ; comment", "foo: s_nop 0", "foo : s_nop 0",
    '"a b": s_nop 0', "1: s_branch 1b", "\tglobal_load_dword v2, v[2:3], off",
    "v_mov_b32 v0, v0 row_shl:1", "x = 1", "a: b: s_nop 0", ".Ltmp0:", "s_nop 0 // c",
    "s_nop 0 /* c */", '.ascii "x;y"', "# comment", ":", "  ", "", "a::b", "lbl:=3",
]


def _agrees(raw: str) -> None:
    code = plain_statement(raw)
    if code is None:
        return   # the full split decides
    sl, in_block = source_line(1, raw, False)
    assert not in_block and not sl.labels and sl.code == code, raw


@pytest.mark.parametrize("raw", LINES)
def test_plain_statement_agrees_with_source_line(raw):
    _agrees(raw)


def test_labels_are_never_plain():
    for raw in ("foo: s_nop 0", "foo : s_nop 0", '"a b": s_nop 0', "1: s_nop 0", ".L1:"):
        assert plain_statement(raw) is None


@given(st.text(alphabet=' \tabv0123_.:;,[]="$#/*', max_size=24))
def test_plain_statement_agrees_on_any_line(raw):
    _agrees(raw)

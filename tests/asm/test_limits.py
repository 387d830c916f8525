"""Inputs that crashed or exhausted the assembler (issue 12): numbers by llvm-mc's lexer
rules, 64-bit expression arithmetic, nesting limits, size limits of data directives."""

from __future__ import annotations

import pytest
from limits import within

from amdgcn.asm.assembler import assemble_listing, format_listing_line
from amdgcn.asm.objasm import assemble
from amdgcn.errors import AsmErrors
from amdgcn.isa.syntax import MAX_EXPR_DEPTH


def _listing(line: str) -> tuple[list[str], list[str]]:
    r = assemble_listing(line, "gfx90a")
    return ([format_listing_line(x).split(";")[0].strip() for x in r.lines],
            [e.format() for e in r.errors])


def _object_error(text: str) -> str:
    with pytest.raises(AsmErrors) as e:
        assemble(text + "\n", mcpu="gfx90a")
    return e.value.errors[0].format()


# what llvm-mc 22 prints for these lines (checked by hand, kept literal)
@pytest.mark.parametrize("line,text", [
    ("s_mov_b32 s0, 034", "s_mov_b32 s0, 28"),
    ("s_mov_b32 s0, 1<<64", "s_mov_b32 s0, 1"),
    ("s_mov_b32 s0, 1<<65", "s_mov_b32 s0, 2"),
    ("s_mov_b32 s0, 1>>-1", "s_mov_b32 s0, 0"),
    ("s_mov_b32 s0, 0B11", "s_mov_b32 s0, 3"),
])
def test_numbers_as_llvm_mc(line, text):
    assert _listing(line) == ([text], [])


@pytest.mark.parametrize("line,error", [
    ("s_mov_b32 s0, 08", "<stdin>:1:15: error: invalid octal number"),
    ("s_mov_b32 s0, 99999999999999999999",
     "<stdin>:1:15: error: literal value out of range for directive"),
    ("s_mov_b32 s0, 1<<-1", "<stdin>:1:15: error: invalid operand for instruction"),
    ("s_mov_b32 s0, 0X1F%0", "<stdin>:1:15: error: division by zero"),
    ("s_mov_b32 s0, \u0663", "<stdin>:1:15: error: unknown token in expression"),
    ("s_mov_b32 s0, \u00b3", "<stdin>:1:15: error: unknown token in expression"),
    ("s_mov_b32 s0, 1" + "0" * 5000, "<stdin>:1:15: error: literal value out of range for "
     "directive"),
])
def test_bad_numbers_are_errors(line, error):
    assert _listing(line)[1][:1] == [error]


@pytest.mark.parametrize("line,error", [
    (".long 08", "<stdin>:1:7: error: invalid octal number"),
    (".long 0x", "<stdin>:1:7: error: invalid hexadecimal number"),
    (".long 99999999999999999999", "<stdin>:1:7: error: literal value out of range for "
     "directive"),
    (".long 1<<-1", "<stdin>:1:7: error: out of range literal value"),
    (".long 0X1F%0", "<stdin>:1:11: error: division by zero"),
    (".byte \u0663", "<stdin>:1:7: error: unknown token in expression"),
    (".long " + "9" * 5000, "<stdin>:1:7: error: literal value out of range for directive"),
    (".balign 0x100000000", "<stdin>:1:9: error: alignment must be smaller than 2**32"),
    (".space 1<<40", "<stdin>:1:8: error: the object would grow past 268435456 bytes"),
    (".fill 1<<30, 8, 1", "<stdin>:1:7: error: the object would grow past 268435456 bytes"),
    (".p2align 31\n.byte 1\n.p2align 31",
     "<stdin>:3:10: error: the object would grow past 268435456 bytes"),
    (".hsa_code_object_version 99999999999999999999,1",
     "<stdin>:1:26: error: literal value out of range for directive"),
    (".hsa_code_object_version -1,1", "<stdin>:1:26: error: invalid major version"),
    (".hsa_code_object_isa 7,-1,0,\"AMD\",\"AMDGPU\"",
     "<stdin>:1:24: error: invalid minor version"),
])
def test_directive_errors(line, error):
    assert _object_error(line) == error


def test_fill_with_a_negative_64_bit_count_has_no_effect():
    """``.fill 0xffffffffffffffff`` is a count of -1 to llvm-mc (a warning, no bytes)."""
    assert assemble(".data\n.fill 0xffffffffffffffff\n", mcpu="gfx90a") == \
        assemble(".data\n", mcpu="gfx90a")


def test_large_version_numbers_keep_32_bits():
    a = assemble(".hsa_code_object_version 4294967298,1\n", mcpu="gfx900")
    b = assemble(".hsa_code_object_version 2,1\n", mcpu="gfx900")
    assert a == b


@pytest.mark.parametrize("make", [
    lambda n: "(" * n + "1" + ")" * n,
    lambda n: "-(" * n + "1" + ")" * n,
    lambda n: "-" * n + "1",
    lambda n: "1" + "+1" * n,
    lambda n: "max(" * n + "1" + ")" * n,
])
def test_expression_depth_is_limited(make):
    """500 nested parentheses and long ``-(-(...`` chains raised RecursionError."""
    with within(30):
        assert _object_error(".long " + make(500)).endswith(
            f"error: expression is nested too deeply (more than {MAX_EXPR_DEPTH} levels)")
        assert _listing("s_mov_b32 s0, " + make(500))[1]   # an error, not a RecursionError
        assemble(".long " + make(MAX_EXPR_DEPTH // 2 - 4) + "\n", mcpu="gfx90a")


def test_ten_megabyte_line_is_linear():
    with within(60):
        assert _object_error(".long " + "1" * 10**7).endswith("literal value out of range "
                                                              "for directive")
        _listing("s_mov_b32 s0, " + "1." + "1" * 10**6)


# found by the fuzz targets (fuzz/): each was a Python exception before
@pytest.mark.parametrize("cpu,line,error", [
    ("gfx906", "v_cmp_class_f16_e32 vcc, 64, v" + "9" * 5000,
     "<stdin>:1:30: error: register index is out of range"),
    ("tonga", "v_interp_p2_f16 v211, -|v16999994|, attr28.w, v250",
     "<stdin>:1:25: error: register index is out of range"),
    ("tonga", "v_interp_p2_f16 v1, v1, attr28.w, v[1000:1001]",
     "<stdin>:1:35: error: register index is out of range"),
    ("tonga", "v_cvt_f32_ubyte3_e64 v4, v2 div:2%0", "<stdin>:1:29: error: division by zero"),
])
def test_fuzz_findings_in_statements(cpu, line, error):
    r = assemble_listing(line, cpu)
    assert [e.format() for e in r.errors][:1] == [error]


def test_metadata_integers_past_64_bits_are_not_read_as_integers():
    """int() of a 5,000-digit YAML scalar raised ValueError (Python's digit limit)."""
    from amdgcn.asm.metadata import infer_scalar
    assert infer_scalar("1" * 5000) == float("inf")
    assert infer_scalar("0x" + "f" * 5000) == "0x" + "f" * 5000
    with within(10):
        infer_scalar("1" * 10**6 + "x")


# every integer the assembler reads, not only operands, follows the lexer's rules (issue 12):
# int() on a 5,000-digit decimal raised ValueError (Python's digit limit), int("034", 0) too
@pytest.mark.parametrize("cpu,line,error", [
    ("tahiti", "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,4," + "9" * 5000 + ")",
     "<stdin>:1:23: error: literal value out of range for directive"),
    ("gfx90a", "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP," + "9" * 5000 + ")",
     "<stdin>:1:23: error: literal value out of range for directive"),
    ("gfx90a", "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,4,034)",
     "<stdin>:1:23: error: lane id must be in the interval [0,group size - 1]"),
    ("gfx90a", "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,08)",
     "<stdin>:1:23: error: invalid octal number"),
    ("gfx900", "exp mrt" + "9" * 5000 + " v0, v0, v0, v0", "<stdin>:1:5: error: invalid exp target"),
    ("gfx900", "v_interp_p1_f32 v0, v1, attr" + "9" * 5000 + ".x",
     "<stdin>:1:25: error: invalid or missing interpolation attribute number"),
    ("gfx1100", "lds_param_load v1, attr" + "9" * 5000 + ".x wait_vdst:0",
     "<stdin>:1:20: error: invalid or missing interpolation attribute number"),
])
def test_integers_inside_operands_follow_the_lexer(cpu, line, error):
    r = assemble_listing(line, cpu)
    assert [e.format() for e in r.errors][:1] == [error]


def test_swizzle_arguments_are_absolute_expressions():
    assert _listing("ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,4,1+1)") == (
        ["ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,4,2)"], [])


@pytest.mark.parametrize("text,error", [
    (".file " + "9" * 5000 + ' "a.c"', "<stdin>:1:7: error: literal value out of range for "
     "directive"),
    ('.file 1 "a.c"\n.loc 1 ' + "9" * 5000, "<stdin>:2:8: error: literal value out of range "
     "for directive"),
    (".cfi_startproc\n.cfi_undefined " + "9" * 5000,
     "<stdin>:2:16: error: expected a register or a list of registers"),
    (".cfi_startproc\n.cfi_undefined s" + "9" * 5000, "<stdin>:2:16: error: invalid register index"),
])
def test_integers_of_debug_directives_follow_the_lexer(text, error):
    assert _object_error(text) == error


# campaign finding (asm_file, seed 3001): int() of a 4,944-digit local label raised ValueError
@pytest.mark.parametrize("text,errors", [
    ("9" * 5000 + ":\n s_nop 0", ["<stdin>:1:1: error: unexpected token at start of statement"]),
    ("9223372036854775808:\n s_nop 0",
     ["<stdin>:1:1: error: unexpected token at start of statement"]),
    ("08:\n s_nop 0", ["<stdin>:1:1: error: invalid octal number",
                        "<stdin>:1:1: error: unexpected token at start of statement"]),
    ("\u0663:\n s_nop 0", ["<stdin>:1:1: error: unexpected token at start of statement"]),
])
def test_numeric_local_labels_follow_the_lexer(text, errors):
    with pytest.raises(AsmErrors) as e:
        assemble(text + "\n", mcpu="gfx90a")
    assert [x.format() for x in e.value.errors][:len(errors)] == errors


def test_numeric_local_label_is_the_tokens_value():
    """``012:`` is local label 10 (octal), as llvm-mc reads the integer token."""
    a = assemble("012:\n s_nop 0\n.long 10b\n", mcpu="gfx90a")
    b = assemble("10:\n s_nop 0\n.long 10b\n", mcpu="gfx90a")
    assert a == b

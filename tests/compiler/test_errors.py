"""Unsupported or invalid IR: a CompileError naming function, block and instruction."""

from __future__ import annotations

import pytest

from amdgcn.cli import main
from amdgcn.compiler import compile_module
from amdgcn.errors import AmdgcnError, CompileError

HEAD = 'target triple = "amdgcn-amd-amdhsa"\n'


def test_unsupported_instruction_names_its_place():
    ir = HEAD + """define amdgpu_kernel void @k(ptr addrspace(1) %p, float %x) {
entry:
  %r = frem float %x, 3.0
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
"""
    with pytest.raises(CompileError) as e:
        compile_module(ir)
    err = e.value
    assert (err.function, err.block) == ("k", "entry")
    assert "frem float %x" in err.instruction and "frem" in err.message
    assert isinstance(err, AmdgcnError)


def test_calls_inlined_or_real_and_bad_calls_reported():
    ok = HEAD + """define internal float @f(float %x) noinline {
  %y = fadd float %x, 1.0
  ret float %y
}
define amdgpu_kernel void @k(ptr addrspace(1) %p, float %x) {
entry:
  %r = call float @f(float %x)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
"""
    real = compile_module(ok).asm
    assert "v_add_f32" in real and "s_swappc_b64 s[30:31]" in real and "\nf:" in real
    inlined = compile_module(ok, calls="recursive").asm
    assert "v_add_f32" in inlined and "s_swappc_b64" not in inlined
    # recursion cannot be inlined: it is always a real call
    rec = HEAD + """define internal i32 @g(i32 %x) {
  %y = call i32 @g(i32 %x)
  ret i32 %y
}
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  %r = call i32 @g(i32 %x)
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
"""
    asm = compile_module(rec, calls="recursive").asm
    assert asm.count("s_swappc_b64") == 2 and ".amdhsa_uses_dynamic_stack 1" in asm
    bad = {"call i32 %fp(i32 %x)": "indirect calls",
           "call i32 @ext(i32 %x)": "does not define",
           "call i32 (i32, ...) @va(i32 %x, i32 1)": "variable argument"}
    for call, words in bad.items():
        ir = HEAD + f"""declare i32 @ext(i32)
define internal i32 @va(i32 %x, ...) noinline {{
  ret i32 %x
}}
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %x, ptr %fp) {{
entry:
  %r = {call}
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}}
"""
        with pytest.raises(CompileError, match=words) as e:
            compile_module(ir)
        assert (e.value.function, e.value.block) == ("k", "entry")
        assert call.split(" @")[0].split(" %")[0] in e.value.instruction


def test_invalid_ir_and_no_kernel():
    with pytest.raises(CompileError, match="invalid LLVM IR"):
        compile_module("define void @f( {")
    with pytest.raises(CompileError, match="no kernel"):
        compile_module(HEAD + "define void @f() {\n  ret void\n}\n")


def test_unknown_processor():
    with pytest.raises(CompileError, match="gfx1030"):
        compile_module(HEAD + "define amdgpu_kernel void @k() {\n  ret void\n}\n",
                       mcpu="gfx1030")


def test_cli_reports_without_traceback(tmp_path, capsys):
    src = tmp_path / "k.ll"
    src.write_text(HEAD + "define amdgpu_kernel void @k(ptr addrspace(1) %p, double %a) {\n"
                   "entry:\n  %q = frem double %a, %a\n  store double %q, ptr addrspace(1) %p\n"
                   "  ret void\n}\n")
    out = tmp_path / "k.hsaco"
    assert main(["llc", str(src), "--link", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("amdgcn llc: error: @k:%entry: '%q = frem double %a, %a'")
    assert "Traceback" not in err and not out.exists()


def test_cli_bad_pass_name(tmp_path, capsys):
    src = tmp_path / "k.ll"
    src.write_text(HEAD + "define amdgpu_kernel void @k() {\n  ret void\n}\n")
    assert main(["llc", str(src), "--print-after=nosuch"]) == 2
    assert "unknown pass 'nosuch'" in capsys.readouterr().err


UNSUPPORTED = {
    "i128": "%r = udiv i128 %a, %a",
    "frem": "%r = frem float %f, %f",
    "atomic private": "%p = alloca i32, addrspace(5)\n  %r = atomicrmw add ptr addrspace(5) %p, "
                      "i32 1 monotonic",
    "variable alloca": "%p = alloca i32, i32 %n, addrspace(5)",
    "indirect call": "%r = call i32 %fp(i32 %n)",
    "i1 vector store": "%v = insertelement <4 x i1> poison, i1 1, i32 %n\n"
                      "  store <4 x i1> %v, ptr %fp",
    "external global": "%r = load i32, ptr addrspace(4) @ext",
}


@pytest.mark.parametrize("what", list(UNSUPPORTED))
def test_unsupported_constructs_raise_compile_error(what):
    """Constructs not written yet are refused with a CompileError naming the instruction."""
    body = UNSUPPORTED[what]
    ir = (HEAD + "@ext = external addrspace(4) global i32\n"
          "define amdgpu_kernel void @k(i32 %n, float %f, i128 %a, ptr %fp) {\nentry:\n  "
          + body + "\n  ret void\n}\n")
    with pytest.raises(CompileError) as e:
        compile_module(ir)
    assert e.value.function == "k"


@pytest.mark.parametrize("call,decl", [
    ("call {i128, i1} @llvm.umul.with.overflow.i128(i128 %x, i128 %x)",
     "declare {i128, i1} @llvm.umul.with.overflow.i128(i128, i128)"),
    ("call {<2 x i32>, <2 x i1>} @llvm.sadd.with.overflow.v2i32(<2 x i32> %v, <2 x i32> %v)",
     "declare {<2 x i32>, <2 x i1>} @llvm.sadd.with.overflow.v2i32(<2 x i32>, <2 x i32>)")])
def test_unsupported_overflow_intrinsic_names_its_place(call, decl):
    ir = HEAD + f"""define amdgpu_kernel void @k(ptr addrspace(1) %p, i128 %x, <2 x i32> %v) {{
entry:
  %s = {call}
  store i32 0, ptr addrspace(1) %p, align 4
  ret void
}}
{decl}
"""
    with pytest.raises(CompileError) as e:
        compile_module(ir)
    assert (e.value.function, e.value.block) == ("k", "entry")
    assert "with.overflow" in e.value.instruction and "not supported" in e.value.message

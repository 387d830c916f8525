"""``amdgcn llc`` and ``amdgcn cc`` on the command line."""

from __future__ import annotations

import pytest

from amdgcn.cli import main
from amdgcn.codeobj import CodeObject
from tests.compiler.harness import DATA
from tests.conftest import ROOT

IR = DATA / "elementwise.O3.ll"


def test_llc_writes_asm_object_and_code_object(tmp_path, capsys):
    s, o, co = tmp_path / "k.s", tmp_path / "k.o", tmp_path / "k.hsaco"
    assert main(["llc", "-mcpu=gfx90a", str(IR), "--kernel", "vadd", "-o", str(s)]) == 0
    text = s.read_text()
    assert ".amdhsa_kernel vadd" in text and ".amdgpu_metadata" in text
    assert main(["llc", str(IR), "--kernel", "vadd", "-filetype=obj", "-o", str(o)]) == 0
    assert o.read_bytes()[:4] == b"\x7fELF" and o.read_bytes()[16] == 1      # ET_REL
    assert main(["llc", "-O3", str(IR), "--kernel", "vadd", "--link", "-o", str(co)]) == 0
    obj = CodeObject.from_bytes(co.read_bytes())
    assert list(obj.kernels) == ["vadd"]
    assert obj.kernels["vadd"].metadata[".kernarg_segment_size"] == 288


def test_llc_print_after(tmp_path, capsys):
    assert main(["llc", str(IR), "--kernel", "saxpy", "--print-after=regalloc",
                 "-o", str(tmp_path / "k.s")]) == 0
    err = capsys.readouterr().err
    assert "; *** after regalloc ***" in err and "BB0 (entry)" in err
    assert "%" not in err.split("after regalloc")[1].split("s_endpgm")[0].replace("; ", "")


def test_llc_bitcode_input(tmp_path):
    import llvmlite.binding as llvm
    bc = tmp_path / "k.bc"
    bc.write_bytes(llvm.parse_assembly(IR.read_text(), context=llvm.create_context())
                   .as_bitcode())
    out = tmp_path / "k.hsaco"
    assert main(["llc", str(bc), "--kernel", "vadd", "--link", "-o", str(out)]) == 0
    assert "vadd" in CodeObject.from_file(out).kernels


@pytest.mark.oracle
def test_cc_compiles_opencl(tmp_path):
    out = tmp_path / "e.hsaco"
    src = ROOT / "tests" / "data" / "emu" / "src" / "reduce.cl"
    assert main(["cc", "--mcpu=gfx90a", str(src), "-I", str(src.parent), "-o", str(out)]) == 0
    assert {"reduce_lds", "reduce_dpp"} <= set(CodeObject.from_file(out).kernels)


def test_package_facade_compiles_ir():
    import amdgcn
    co = amdgcn.compile((DATA / "reduce.O3.ll").read_text(), mcpu="gfx90a")
    assert {"reduce_lds", "reduce_dpp"} <= set(co.kernels)
    with pytest.raises(amdgcn.CompileError):
        amdgcn.compile("define void @f() {\n  ret void\n}\n")

"""The text adapter (llvmtext) and the frontend on IR clang-22 writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdgcn.compiler import frontend, llvmtext
from amdgcn.compiler.llvmtext import ModuleText, TypeParser

DATA = Path(__file__).resolve().parents[1] / "data" / "compiler"


def test_predicates_and_flags():
    assert llvmtext.predicate("%5 = icmp samesign ult i32 %3, %4") == "ult"
    assert llvmtext.predicate("%5 = fcmp fast oge float %3, %4") == "oge"
    assert llvmtext.flags("%5 = add nuw nsw i32 %3, 1", "add") == {"nuw", "nsw"}
    assert llvmtext.flags("%5 = lshr exact i64 %3, 2", "lshr") == {"exact"}
    assert llvmtext.flags("%9 = getelementptr inbounds nuw i8, ptr %7, i64 12",
                          "getelementptr") == {"inbounds", "nuw"}


def test_memory_attributes():
    t = "%9 = load atomic volatile i32, ptr addrspace(1) %7 syncscope(\"agent\") acquire, " \
        "align 4, !tbaa !13"
    assert llvmtext.alignment(t) == 4
    assert llvmtext.orderings(t) == ("acquire",)
    assert llvmtext.syncscope(t) == "agent"
    c = "%r = cmpxchg ptr addrspace(3) %p, i32 %a, i32 %b syncscope(\"workgroup\") seq_cst " \
        "monotonic, align 4"
    assert llvmtext.orderings(c) == ("seq_cst", "monotonic")
    assert llvmtext.atomicrmw_op("%r = atomicrmw volatile fadd ptr %p, float 1.0 monotonic") \
        == "fadd"
    assert llvmtext.syncscope("fence release") == ""


def test_switch_shuffle_callee():
    sw = "switch i32 %3, label %9 [\n    i32 0, label %4\n    i32 -7, label %5\n  ]"
    assert llvmtext.switch_cases(sw) == [(0, "%4"), (-7, "%5")]
    sh = "%3 = shufflevector <4 x half> %1, <4 x half> poison, <2 x i32> <i32 3, i32 poison>"
    assert llvmtext.shuffle_mask(sh) == [3, -1]
    assert llvmtext.callee_name("%5 = tail call i32 @llvm.amdgcn.workitem.id.x()") == \
        "llvm.amdgcn.workitem.id.x"


def test_types_and_layout():
    tp = TypeParser("%struct.S = type { i8, i32, <2 x half>, [3 x i64] }\n")
    s = tp.parse("%struct.S")
    assert (s.field_offset(1), s.field_offset(2), s.field_offset(3), s.alloc_size()) == \
        (4, 8, 16, 40)
    assert str(tp.parse("ptr addrspace(3)")) == "ptr addrspace(3)"
    assert tp.parse("ptr addrspace(3)").bits == 32
    assert tp.parse("<3 x float>").store_size() == 12


def test_module_metadata():
    text = ('!llvm.module.flags = !{!0}\n!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}\n'
            '!9 = !{!"float*", !"int"}\n!10 = !{i32 1, i32 0}\n'
            'attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" optnone }\n')
    mt = ModuleText.parse(text)
    assert mt.flags["amdhsa_code_object_version"] == 500
    assert mt.strings("!9") == ["float*", "int"]
    assert mt.ints("!10") == [1, 0]
    attrs = llvmtext.function_attributes("define void @f() #0 {", mt)
    assert attrs["amdgpu-flat-work-group-size"] == "1,256" and "optnone" in attrs


@pytest.mark.parametrize("path", sorted(DATA.glob("*.ll")), ids=lambda p: p.name)
def test_frontend_reads_every_fixture(path):
    """Every instruction of clang-22's IR (all levels) gets its text-only properties."""
    mod = frontend.build_module(path.read_text())
    n = 0
    for fn in mod.functions.values():
        for b in fn.blocks:
            assert b.insts and b.terminator.opcode in ("br", "ret", "switch", "unreachable")
            for i in b.insts:
                n += 1
                if i.opcode in ("icmp", "fcmp"):
                    assert i.pred
                if i.opcode == "br":
                    assert len(i.targets) == (2 if i.operands else 1)
                if i.opcode in ("load", "store"):
                    assert i.align
                if i.opcode == "phi":
                    assert len(i.incoming) == len(b.preds)
    assert n > 0

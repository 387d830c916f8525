"""The object assembler's API, command line and parts: expressions, symbols, string tables,
metadata typing, targets."""

from __future__ import annotations

import struct

import pytest
from conftest import DATA

from amdgcn.asm import assemble
from amdgcn.asm.elfwriter import build_strtab
from amdgcn.asm.expr import Cursor
from amdgcn.asm.metadata import Float32, encode, infer_scalar, pack
from amdgcn.asm.objasm import ObjectAssembler
from amdgcn.asm.symbols import SymbolTable, absolute
from amdgcn.asm.targetinfo import AsmTarget, Triple
from amdgcn.cli import main
from amdgcn.codeobj.elf import ET, SHT, STT, ElfFile
from amdgcn.errors import AsmErrors, TargetError


# ------------------------------------------------------------------------------ API
def test_assemble_returns_a_relocatable_object():
    elf = ElfFile.from_bytes(assemble(".text\ns_nop 0\ns_endpgm\n", mcpu="gfx90a"))
    assert elf.header.e_type == ET.ET_REL
    assert elf.section(".text").data == bytes.fromhex("000080bf000081bf")
    assert elf.header.e_flags & 0xFF == 0x3F                     # EF_AMDGPU_MACH_AMDGCN_GFX90A


def test_assemble_links_a_code_object():
    src = (DATA / "asm" / "src" / "kernel.s").read_text()
    elf = ElfFile.from_bytes(assemble(src, mcpu="gfx90a", link=True))
    assert elf.header.e_type == ET.ET_DYN
    names = {s.name for s in elf.symbols(".dynsym")}
    assert {"vadd", "vadd.kd"} <= names


def test_every_error_is_reported_with_its_place():
    src = ".text\n  s_nop 0\n  .byte 300\n  .foo\n  .long 1,\n"
    with pytest.raises(AsmErrors) as info:
        assemble(src, mcpu="gfx90a", filename="t.s")
    errors = info.value.errors
    assert [(e.line, e.col, e.message) for e in errors] == [
        (3, 9, "out of range literal value"), (4, 3, "unknown directive"),
        (5, 11, "unknown token in expression")]
    assert errors[0].format(caret=True) == (
        "t.s:3:9: error: out of range literal value\n  .byte 300\n        ^")


def test_layout_errors_only_without_parse_errors():
    with pytest.raises(AsmErrors) as info:
        assemble("s_branch nowhere\n", mcpu="gfx90a")
    assert [e.message for e in info.value.errors] == ["undefined label 'nowhere'"]
    with pytest.raises(AsmErrors) as info:
        assemble("s_branch nowhere\n.foo\n", mcpu="gfx90a")
    assert [e.message for e in info.value.errors] == ["unknown directive"]


def test_unknown_processor_is_a_target_error():
    with pytest.raises(TargetError):
        ObjectAssembler("gfx9999")


def test_branches_resolve_and_relocate():
    src = ".text\n.globl g\ng: s_nop 0\nl: s_branch l\ns_branch g\ns_cbranch_scc1 l\n"
    elf = ElfFile.from_bytes(assemble(src, mcpu="gfx900"))
    text = elf.section(".text").data
    assert text[4:8] == bytes.fromhex("ffff82bf")            # s_branch l: -1
    assert text[8:12] == bytes.fromhex("ffff82bf")           # to a global: R_AMDGPU_REL16
    assert text[12:16] == bytes.fromhex("fdff85bf")          # -3
    (rel,) = elf.relocations()
    assert (rel.offset, rel.type_name, rel.symbol.name) == (8, "R_AMDGPU_REL16", "g")


def test_kernel_descriptor_symbols():
    src = (".text\n.p2align 8\nk:\n s_endpgm\n.rodata\n.amdhsa_kernel k\n"
           " .amdhsa_next_free_vgpr 3\n .amdhsa_next_free_sgpr 9\n .amdhsa_accum_offset 4\n"
           ".end_amdhsa_kernel\n")
    elf = ElfFile.from_bytes(assemble(src, mcpu="gfx90a"))
    syms = {s.name: s for s in elf.symbols()}
    assert syms["k.kd"].size == 64 and syms["k.kd"].type == STT.STT_OBJECT
    assert syms["k"].visibility == 3                        # STV_PROTECTED
    (rel,) = elf.relocations()
    assert (rel.offset, rel.type_name, rel.addend) == (16, "R_AMDGPU_REL64", 16)


# ------------------------------------------------------------------------------ CLI
def test_cli_writes_an_object(tmp_path):
    src = tmp_path / "k.s"
    src.write_text(".text\ns_endpgm\n")
    out = tmp_path / "k.o"
    assert main(["as", "-mcpu=gfx90a", str(src), "-o", str(out)]) == 0
    assert out.read_bytes()[:4] == b"\x7fELF"
    out2 = tmp_path / "k2.o"
    assert main(["as", "--mcpu=gfx90a", "-filetype=obj", str(src), "-o", str(out2)]) == 0
    assert out2.read_bytes() == out.read_bytes()


def test_cli_links(tmp_path):
    src = tmp_path / "k.s"
    src.write_text((DATA / "asm" / "src" / "kernel.s").read_text())
    out = tmp_path / "k.hsaco"
    assert main(["as", "--mcpu=gfx90a", str(src), "-o", str(out), "--link"]) == 0
    assert ElfFile.from_bytes(out.read_bytes()).header.e_type == ET.ET_DYN


def test_cli_writes_nothing_on_error(tmp_path, capsys):
    src = tmp_path / "bad.s"
    src.write_text(".text\n  .byte 256\n  .bogus\n")
    out = tmp_path / "bad.o"
    assert main(["as", "--mcpu=gfx90a", str(src), "-o", str(out)]) == 1
    assert not out.exists()
    err = capsys.readouterr().err
    assert f"{src}:2:9: error: out of range literal value" in err
    assert f"{src}:3:3: error: unknown directive" in err
    assert "^" in err


def test_cli_mattr_and_triple(tmp_path):
    src = tmp_path / "k.s"
    src.write_text('.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack-"\n')
    out = tmp_path / "k.o"
    assert main(["as", "--mcpu=gfx90a", "-mattr=-xnack", str(src), "-o", str(out)]) == 0
    assert ElfFile.from_bytes(out.read_bytes()).header.e_flags == 0x23F | 0x400
    assert main(["as", "--mcpu=gfx90a", "--triple=amdgcn--", str(src), "-o", str(out)]) == 1


# ------------------------------------------------------------------------------ parts
@pytest.mark.parametrize("text,value", [
    ("1+2*3", 7), ("010", 8), ("0b101", 5), ("'a'", 97), ("-(4 << 2)", -16),
    ("max(3, 9, 4)", 9), ("max(5)", 5), ("or(1, 4)", 5), ("alignto(13, 8)", 16),
    ("7 / 2", 3), ("-7 / 2", -3), ("1 == 1 && 2 > 1", 1)])
def test_directive_expressions(text, value):
    e, _ = Cursor(text).expr()
    assert absolute(e, SymbolTable()) == value


def test_expression_location_is_its_root_operator():
    cur = Cursor(".long 1, a - b + c", 6, 1)
    cur.expr()
    cur.expect(",")
    cur.expr()
    assert cur.loc == 16                    # the "+" (llvm-mc's MCBinaryExpr location)


def test_specifier_after_an_expression_applies_to_its_symbol():
    e, _ = Cursor("ext+3@abs32@lo").expr()
    assert e.a.op == "sym" and e.a.b == "abs32@lo" and e.b.a == 3


def test_string_table_merges_tails():
    data, offsets = build_strtab([".text", ".rodata", ".rela.rodata", "x", ".text"])
    assert data == b"\0x\0.text\0.rela.rodata\0"          # sorted by reversed name
    assert offsets[".rodata"] == offsets[".rela.rodata"] + 5


@pytest.mark.parametrize("text,value", [
    ("12", 12), ("0x10", 16), ("010", 8), ("08", 8.0), ("-5", -5), ("true", True),
    ("FALSE", False), ("yes", "yes"), ("null", "null"), ("~", "~"), ("1.5", 1.5),
    ("1e3", 1000.0), ("abc", "abc"), ("", "")])
def test_metadata_scalars_are_typed_as_llvm_types_them(text, value):
    got = infer_scalar(text)
    assert got == value and type(got) is type(value)


def test_metadata_packs_as_llvm_writes():
    assert pack(1.5) == b"\xca" + struct.pack(">f", 1.5)          # fits a float 32
    assert pack(1e300) == b"\xcb" + struct.pack(">d", 1e300)
    assert pack(0.0) == b"\xcb" + bytes(8)                        # below FLT_MIN: float 64
    assert pack({"b": 1, "a": 2}) == b"\x82\xa1a\x02\xa1b\x01"    # keys sorted
    assert isinstance(Float32(1.0), float)


def test_metadata_verifier_rejects_what_llvm_rejects():
    ok = ("amdhsa.version: [1, 2]\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n"
          "    .kernarg_segment_size: 0\n    .group_segment_fixed_size: 0\n"
          "    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 4\n"
          "    .wavefront_size: 64\n    .sgpr_count: 1\n    .vgpr_count: 1\n"
          "    .max_flat_workgroup_size: 256\n")
    assert encode(ok) is not None
    assert encode(ok.replace(".name: k", ".name: 123")) is None     # a name must be a string
    assert encode(ok.replace("    .vgpr_count: 1\n", "")) is None   # required
    assert encode(ok + "    .args:\n      - .size: 4\n        .offset: 0\n"
                  "        .value_kind: nonsense\n") is None


def test_predefined_symbols():
    src = (".data\n.long .amdgcn.gfx_generation_number, .amdgcn.gfx_generation_minor, "
           ".amdgcn.gfx_generation_stepping\n")
    data = ElfFile.from_bytes(assemble(src, mcpu="gfx90a")).section(".data").data
    assert struct.unpack("<3I", data) == (9, 0, 10)
    src = ".text\nv_mov_b32 v7, s3\n.data\n.long .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr\n"
    data = ElfFile.from_bytes(assemble(src, mcpu="gfx900")).section(".data").data
    assert struct.unpack("<2I", data) == (8, 4)


@pytest.mark.parametrize("mcpu,triple,mattr,target_id", [
    ("gfx90a", "amdgcn-amd-amdhsa", "", "amdgcn-amd-amdhsa--gfx90a"),
    ("gfx90a", "amdgcn-amd-amdhsa", "+xnack,-sramecc", "amdgcn-amd-amdhsa--gfx90a:sramecc-:xnack+"),
    ("fiji", "amdgcn--amdhsa", "", "amdgcn-unknown-amdhsa--gfx803"),
    ("gfx803", "amdgcn-amd-", "+xnack", "amdgcn-amd-unknown--gfx803"),
    ("gfx900", "amdgcn", "+xnack", "amdgcn----gfx900"),
])
def test_target_id_as_llvm_spells_it(mcpu, triple, mattr, target_id):
    assert AsmTarget.create(mcpu, triple=triple, mattr=mattr).target_id() == target_id


def test_triple_normalization():
    assert str(Triple.parse("amdgcn--")) == "amdgcn-unknown-unknown-"
    assert Triple.parse("amdgcn-amd-amdhsa").os == "amdhsa"


def test_v2_notes():
    src = ".hsa_code_object_version 2,1\n.hsa_code_object_isa\n"
    elf = ElfFile.from_bytes(assemble(src, mcpu="gfx803", triple="amdgcn--amdhsa"))
    notes = elf.notes()
    assert [(n.name, n.type) for n in notes] == [("AMD", 1), ("AMD", 3)]
    assert struct.unpack("<II", notes[0].desc) == (2, 1)
    assert struct.unpack_from("<HHIII", notes[1].desc) == (4, 7, 8, 0, 3)
    assert elf.header.ei_abiversion == 0 and elf.section(".note").type == SHT.SHT_NOTE

"""CodeObject API, ELF round trips and errors on the committed clang-22/ld.lld-22 fixtures."""

from __future__ import annotations

import pytest
from codeobj_fixtures import ALL_FILES, CODEOBJ, MANIFEST, VADD, ids

from amdgcn.codeobj import CodeObject, ElfFile, KernelDescriptor
from amdgcn.codeobj import elf as E
from amdgcn.errors import CodeObjectError


@pytest.mark.parametrize("path", ALL_FILES, ids=ids(ALL_FILES))
def test_round_trip_is_byte_exact(path):
    data = path.read_bytes()
    co = CodeObject.from_bytes(data)
    assert co.to_bytes() == data
    assert ElfFile.from_bytes(data).to_bytes() == data


@pytest.mark.parametrize("m", MANIFEST, ids=[m["id"] for m in MANIFEST])
def test_target_and_version(m):
    co = CodeObject.from_file(CODEOBJ / m["linked"])
    want = m["mcpu"]
    assert str(co.target) == want
    assert co.version == (m["code_object_version"] or 6)
    rel = CodeObject.from_file(CODEOBJ / m["object"])
    assert rel.is_relocatable and not co.is_relocatable
    assert list(rel.kernels) and sorted(rel.kernels) == sorted(co.kernels)


def test_vadd_kernel():
    co = CodeObject.from_file(VADD)
    k = co.kernels["vadd"]
    assert k.name == "vadd"
    assert isinstance(k.descriptor, KernelDescriptor)
    assert k.descriptor.kernarg_size == 288 == k.metadata[".kernarg_segment_size"]
    assert k.metadata[".symbol"] == "vadd.kd"
    sym = co.symbol("vadd")
    assert k.entry == sym.value == k.descriptor_address + k.descriptor.kernel_code_entry_byte_offset
    assert len(k.code) == sym.size == 152
    assert k.code == co.read(k.entry, len(k.code))
    assert co.section(".text").addr <= k.entry
    assert co.metadata["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx90a"
    assert co.metadata["amdhsa.version"] == [1, 2]
    rsrc2 = k.descriptor.rsrc2(co.target.info)
    assert rsrc2["ENABLE_SGPR_WORKGROUP_ID_X"] == 1
    assert k.descriptor.properties()["ENABLE_SGPR_KERNARG_SEGMENT_PTR"] == 1
    assert k.descriptor.rsrc1()["FLOAT_DENORM_MODE_32"] == 3


def test_relocatable_kernel_entry_and_relocations():
    co = CodeObject.from_file(CODEOBJ / "globals-gfx90a-O3.o")
    relocs = co.relocations
    kinds = {r.type_name for r in relocs}
    assert {"R_AMDGPU_REL64", "R_AMDGPU_REL32_LO", "R_AMDGPU_REL32_HI"} <= kinds
    kd_reloc = next(r for r in relocs if r.section == ".rela.rodata")
    assert kd_reloc.symbol.name == "use_constants" and kd_reloc.addend == 0x10
    k = co.kernels["use_constants"]
    assert k.entry == co.symbol("use_constants").value
    assert len(k.code) == co.symbol("use_constants").size


def test_lds_and_scratch_sizes():
    lds = CodeObject.from_file(CODEOBJ / "lds-gfx90a-O3.hsaco").kernels["reduce64"]
    assert lds.descriptor.group_segment_fixed_size == 256
    assert lds.metadata[".reqd_workgroup_size"] == [64, 1, 1]
    scratch = CodeObject.from_file(CODEOBJ / "scratch-gfx90a-O0.hsaco")
    assert any(k.descriptor.private_segment_fixed_size > 0 for k in scratch.kernels.values())


def test_gfx942_architected_flat_scratch():
    co = CodeObject.from_file(CODEOBJ / "elementwise-gfx942-O3.hsaco")
    assert co.target.info.flat_scratch.name == "ARCHITECTED"
    assert co.kernels["vadd"].descriptor.properties()["ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER"] == 0


def test_set_metadata_rewrites_note():
    co = CodeObject.from_file(VADD)
    md = co.metadata
    md["amdhsa.kernels"][0][".vgpr_count"] = 99
    co.set_metadata(md)
    again = CodeObject.from_bytes(co.to_bytes())
    assert again.kernels["vadd"].metadata[".vgpr_count"] == 99


@pytest.mark.parametrize("mutate, structure", [
    (lambda b: b[:10], "ELF header"),
    (lambda b: b"\x7fELF\x01" + b[5:], "ELF header"),
    (lambda b: b[:18] + b"\x3e\x00" + b[20:], "ELF header"),
    (lambda b: b[:2000], "section header"),
    (lambda b: b"XXXX" + b[4:], "ELF header"),
])
def test_errors_name_offset_and_structure(mutate, structure):
    data = VADD.read_bytes()
    with pytest.raises(CodeObjectError) as info:
        CodeObject.from_bytes(mutate(data))
    assert info.value.structure == structure
    assert info.value.offset is not None


def test_unknown_mach_is_code_object_error():
    data = bytearray(VADD.read_bytes())
    data[48] = 0x27  # reserved EF_AMDGPU_MACH value
    with pytest.raises(CodeObjectError, match="EF_AMDGPU_MACH"):
        CodeObject.from_bytes(bytes(data))


def test_missing_file():
    with pytest.raises(CodeObjectError):
        CodeObject.from_file(CODEOBJ / "does-not-exist.hsaco")


def test_note_build_round_trip():
    co = CodeObject.from_file(VADD)
    sec = co.section(".note")
    rebuilt = b"".join(E.build_note(n.name, n.type, n.desc) for n in E.parse_notes(sec.data))
    assert rebuilt == sec.data


def test_unknown_amdgpu_note_type():
    data = bytearray(VADD.read_bytes())
    note = CodeObject.from_bytes(bytes(data)).notes[0]
    data[note.offset + 8:note.offset + 12] = (33).to_bytes(4, "little")
    with pytest.raises(CodeObjectError) as info:
        CodeObject.from_bytes(bytes(data))
    assert info.value.structure == "note record" and info.value.offset == note.offset

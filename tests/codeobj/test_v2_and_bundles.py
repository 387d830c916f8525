"""Code object V2 (notes, STT_AMDGPU_HSA_KERNEL, amd_kernel_code_t) and offload bundles."""

from __future__ import annotations

import struct

import pytest
from codeobj_fixtures import VADD

from amdgcn.codeobj import AmdKernelCode, BundleEntry, CodeObject, unbundle
from amdgcn.codeobj import elf as E
from amdgcn.codeobj import readelf as R
from amdgcn.codeobj.bundle import bundle
from amdgcn.codeobj.notes import build_v2_notes
from amdgcn.errors import CodeObjectError

V2_YAML = "---\nVersion: [ 1, 0 ]\nKernels:\n  - Name: k\n    SymbolName: 'k@kd'\n...\n"


def build_v2(stepping: int = 0, xnack: bool = False) -> bytes:
    """A minimal code object V2: notes, one kernel symbol, amd_kernel_code_t then code."""
    kc = AmdKernelCode(amd_kernel_code_version_major=1, amd_machine_kind=1,
                       amd_machine_version_major=9, kernel_code_entry_byte_offset=256,
                       compute_pgm_rsrc1=0x00AC0040, compute_pgm_rsrc2=0x0000008C,
                       kernarg_segment_byte_size=16, wavefront_size=6)
    text = kc.build() + bytes.fromhex("000081bf")  # s_endpgm
    notes = build_v2_notes(9, 0, stepping, metadata_yaml=V2_YAML)
    strtab = b"\0k\0"
    shstr = b"\0.note\0.text\0.symtab\0.strtab\0.shstrtab\0"
    sym = E.SymbolEntry(1, (E.STB.STB_GLOBAL << 4) | E.STT.STT_AMDGPU_HSA_KERNEL, 0, 2, 0x100,
                        len(text)).build()
    symtab = bytes(24) + sym
    blobs = [notes, text, symtab, strtab, shstr]
    offs, off = [], 64
    for b, align in zip(blobs, (4, 256, 8, 1, 1)):
        off = (off + align - 1) // align * align
        offs.append(off)
        off += len(b)
    shoff = (off + 7) // 8 * 8
    hdrs = [E.SectionHeader(),
            E.SectionHeader(1, E.SHT.SHT_NOTE, E.SHF.SHF_ALLOC, 0, offs[0], len(notes)),
            E.SectionHeader(7, E.SHT.SHT_PROGBITS, 6, 0x100, offs[1], len(text), 0, 0, 256),
            E.SectionHeader(13, E.SHT.SHT_SYMTAB, 0, 0, offs[2], len(symtab), 4, 1, 8, 24),
            E.SectionHeader(21, E.SHT.SHT_STRTAB, 0, 0, offs[3], len(strtab)),
            E.SectionHeader(29, E.SHT.SHT_STRTAB, 0, 0, offs[4], len(shstr))]
    hdr = E.ElfHeader(ei_abiversion=0, e_type=E.ET.ET_DYN, e_flags=1 if xnack else 0,
                      e_shoff=shoff, e_shnum=len(hdrs), e_shstrndx=5)
    sections = [E.Section(h, "", b, i) for i, (h, b) in
                enumerate(zip(hdrs, [b""] + blobs))]
    return E.ElfFile(hdr, [], sections).to_bytes()


def test_v2_code_object():
    data = build_v2(stepping=0)
    co = CodeObject.from_bytes(data)
    assert co.version == 2
    assert str(co.target) == "gfx900:xnack-"
    assert co.metadata["Kernels"][0]["Name"] == "k"
    k = co.kernels["k"]
    assert isinstance(k.descriptor, AmdKernelCode)
    assert k.entry == 0x200 and k.code == bytes.fromhex("000081bf")
    assert k.metadata["SymbolName"] == "k@kd"
    assert k.descriptor.kernarg_size == 16
    assert k.descriptor.rsrc2()["ENABLE_SGPR_WORKGROUP_ID_X"] == 1
    assert co.to_bytes() == data
    text = R.format_notes(co)
    assert "[Vendor: AMD, Architecture: AMDGPU, Major: 9, Minor: 0, Stepping: 0]" in text
    assert "Version: [ 1, 0 ]" in text
    assert "0x1, xnack" in R.format_header(CodeObject.from_bytes(build_v2(1, True)))


def test_v2_bad_isa_note():
    data = bytearray(build_v2())
    at = data.find(b"AMD\0AMDGPU\0")
    data[at - 16:at - 14] = struct.pack("<H", 200)  # vendor_name_size past the end
    with pytest.raises(CodeObjectError):
        CodeObject.from_bytes(bytes(data))


def test_bundle_round_trip():
    blob = bundle([BundleEntry("host-x86_64-unknown-linux-gnu-", b""),
                   BundleEntry("hipv4-amdgcn-amd-amdhsa--gfx90a", VADD.read_bytes())])
    entries = unbundle(blob)
    assert [e.id for e in entries] == ["host-x86_64-unknown-linux-gnu-",
                                      "hipv4-amdgcn-amd-amdhsa--gfx90a"]
    assert entries[1].data == VADD.read_bytes()
    assert str(entries[1].target) == "gfx90a" and entries[0].target is None
    assert "vadd" in CodeObject.from_bytes(blob).kernels


@pytest.mark.parametrize("cut", [30, 60, 200])
def test_truncated_bundle(cut):
    blob = bundle([BundleEntry("hipv4-amdgcn-amd-amdhsa--gfx90a", VADD.read_bytes())])
    with pytest.raises(CodeObjectError) as info:
        CodeObject.from_bytes(blob[:cut])
    assert info.value.structure.startswith("offload bundle")

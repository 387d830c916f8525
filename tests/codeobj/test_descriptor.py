"""Kernel descriptor, amd_kernel_code_t and COMPUTE_PGM_RSRC field tables."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from amdgcn.codeobj import COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2, AmdKernelCode, KernelDescriptor
from amdgcn.codeobj.descriptor import amdhsa_directives
from amdgcn.errors import CodeObjectError
from amdgcn.target import processor_info


def test_layout():
    assert KernelDescriptor.SIZE == 64
    assert KernelDescriptor.OFFSETS["compute_pgm_rsrc1"] == 48
    assert KernelDescriptor.OFFSETS["kernel_code_entry_byte_offset"] == 16
    assert AmdKernelCode.SIZE == 256


@given(st.binary(min_size=64, max_size=64))
def test_descriptor_round_trip(raw):
    assert KernelDescriptor.parse(raw).build() == raw


@given(st.binary(min_size=256, max_size=256))
def test_amd_kernel_code_round_trip(raw):
    assert AmdKernelCode.parse(raw).build() == raw


@given(st.integers(0, 2**32 - 1))
def test_rsrc_tables_round_trip(value):
    for table in (COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2):
        fields = table.parse(value)
        covered = sum(f.mask for f in table.fields)
        assert table.build(fields) == value & covered
        assert table.build(fields, base=value) == value


def test_set_fields():
    kd = KernelDescriptor.parse(bytes(64))
    kd.set("compute_pgm_rsrc2", USER_SGPR_COUNT=6, ENABLE_SGPR_WORKGROUP_ID_X=1)
    assert kd.compute_pgm_rsrc2 == (6 << 1) | (1 << 7)
    kd.set("compute_pgm_rsrc3", ACCUM_OFFSET=3)
    assert kd.rsrc3(processor_info("gfx90a"))["ACCUM_OFFSET"] == 3
    assert "ACCUM_OFFSET" not in kd.rsrc3(processor_info("gfx900"))
    with pytest.raises(CodeObjectError):
        kd.set("compute_pgm_rsrc1", NOPE=1)
    with pytest.raises(CodeObjectError):
        kd.set("compute_pgm_rsrc1", PRIORITY=4)


def test_parse_short_raises():
    with pytest.raises(CodeObjectError) as info:
        KernelDescriptor.parse(bytes(10))
    assert info.value.structure == "kernel descriptor"


def test_directives_reject_reserved_bits():
    kd = KernelDescriptor.parse(bytes(64))
    kd.reserved0 = b"\1\0\0\0"
    with pytest.raises(CodeObjectError):
        amdhsa_directives("k", kd, processor_info("gfx90a"), 5)


def test_directives_per_target():
    kd = KernelDescriptor.parse(bytes(64))
    gfx900 = amdhsa_directives("k", kd, processor_info("gfx900"), 4)
    assert ".amdhsa_accum_offset" not in gfx900 and ".amdhsa_uses_dynamic_stack" not in gfx900
    gfx942 = amdhsa_directives("k", kd, processor_info("gfx942"), 5)
    assert ".amdhsa_enable_private_segment 0" in gfx942
    assert ".amdhsa_reserve_flat_scratch" not in gfx942
    gfx1030 = amdhsa_directives("k", kd, processor_info("gfx1030"), 5)
    assert ".amdhsa_wavefront_size32 0" in gfx1030

"""Hypothesis fuzzing: mutated code objects raise CodeObjectError and nothing else."""

from __future__ import annotations

from codeobj_fixtures import CODEOBJ
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdgcn.codeobj import CodeObject
from amdgcn.codeobj import readelf as R
from amdgcn.codeobj.objdump import format_kernel_descriptors
from amdgcn.errors import CodeObjectError

SEEDS = [(CODEOBJ / n).read_bytes() for n in (
    "elementwise-gfx90a-O3.hsaco", "globals-gfx90a-O3.o", "empty-gfx90a-O3.hsaco",
    "lds-gfx90a-O3-v5.o")]


def _exercise(data: bytes) -> None:
    try:
        co = CodeObject.from_bytes(data)
        for k in co.kernels.values():
            k.descriptor.build()
        assert isinstance(co.relocations, list)
        R.format_notes(co)
        R.format_header(co)
        R.format_sections(co)
        R.format_symbols(co)
        R.format_relocations(co)
        format_kernel_descriptors(co, "f")
        co.to_bytes()
    except CodeObjectError:
        pass


@st.composite
def mutated(draw):
    data = bytearray(draw(st.sampled_from(SEEDS)))
    kind = draw(st.sampled_from(["flip", "word", "truncate", "header"]))
    if kind == "truncate":
        return bytes(data[:draw(st.integers(0, len(data)))])
    for _ in range(draw(st.integers(1, 8))):
        if kind == "header":
            at = draw(st.integers(0, 63))
        else:
            at = draw(st.integers(0, len(data) - 1))
        if kind == "word" and at + 4 <= len(data):
            data[at:at + 4] = draw(st.integers(0, 2**32 - 1)).to_bytes(4, "little")
        else:
            data[at] = draw(st.integers(0, 255))
    return bytes(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_code_objects_raise_only_code_object_error(data):
    _exercise(data)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=256))
def test_random_bytes(data):
    _exercise(b"\x7fELF\x02\x01\x01\x40" + data)


def test_section_table_past_end():
    data = bytearray(SEEDS[0])
    data[0x28:0x30] = (len(data) + 100).to_bytes(8, "little")  # e_shoff
    try:
        CodeObject.from_bytes(bytes(data))
    except CodeObjectError as exc:
        assert exc.offset is not None and exc.structure == "section header"
    else:
        raise AssertionError("no error")

"""Tests of amdgcn.target: the processor table, target IDs and e_flags."""

from __future__ import annotations

import pytest

from amdgcn.errors import TargetError
from amdgcn.target import (
    PROCESSORS,
    Target,
    processor_by_mach,
    processor_info,
    target_from_v2_isa,
    v2_isa_version,
)


@pytest.mark.parametrize("text, canonical", [
    ("gfx90a", "gfx90a"),
    ("gfx90a:xnack+", "gfx90a:xnack+"),
    ("gfx90a:xnack-:sramecc+", "gfx90a:sramecc+:xnack-"),
    ("amdgcn-amd-amdhsa--gfx90a:xnack+", "gfx90a:xnack+"),
    ("hipv4-amdgcn-amd-amdhsa--gfx908:sramecc-", "gfx908:sramecc-"),
    ("amdgcn-amd-amdhsa-unknown-gfx906", "gfx906"),
    ("tahiti", "gfx600"),
    ("polaris10", "gfx803"),
    ("gfx900+xnack", "gfx900:xnack+"),
    ("gfx9-4-generic:xnack-", "gfx9-4-generic:xnack-"),
])
def test_parse_canonical(text, canonical):
    t = Target.parse(text)
    assert str(t) == canonical
    assert Target.parse(str(t)) == t


@pytest.mark.parametrize("bad", ["", "gfx999", "gfx90a:foo+", "gfx600:xnack+", "gfx90a:xnack",
                                 "gfx90a:xnack+:xnack-", "gfx90a:tgsplit+"])
def test_parse_errors(bad):
    with pytest.raises(TargetError):
        Target.parse(bad)


def test_properties():
    t = Target.parse("gfx90a:sramecc+")
    assert t.processor == "gfx90a" and t.generation == "gfx9"
    assert t.features == {"sramecc": True, "xnack": None}
    assert t.mach == 0x3F and t.wavefront_size == 64
    assert t.info.packed_work_item_ids and t.info.has_agprs
    assert Target.parse("gfx1030").wavefront_size == 32
    assert Target.parse("gfx1030").generation == "gfx10"
    assert hash(t) == hash(Target.parse("gfx90a:sramecc+"))


def test_table_unique_and_complete():
    names = [p.name for p in PROCESSORS]
    assert len(names) == len(set(names))
    assert len({p.mach for p in PROCESSORS}) == len(PROCESSORS)
    assert processor_info("gfx90a").mach == 0x3F
    assert processor_info("stoney").name == "gfx810"
    assert processor_by_mach(0x2F).name == "gfx906"
    assert sum(p.in_guide for p in PROCESSORS) == 16 + 3 + 6 + 5 + 9 + 4 + 7 + 4


@pytest.mark.parametrize("tid, v3, v4", [
    ("gfx90a", 0x33F, 0x53F),
    ("gfx90a:xnack+", 0x33F, 0x73F),
    ("gfx90a:sramecc+:xnack-", 0x23F, 0xE3F),
    ("gfx900:xnack-", 0x02C, 0x22C),
    ("gfx803", 0x02A, 0x02A),
])
def test_e_flags(tid, v3, v4):
    t = Target.parse(tid)
    assert t.e_flags(3) == v3
    assert t.e_flags(4) == v4 == t.e_flags(5)
    assert Target.from_e_flags(v4, 4) == t


def test_e_flags_v6_generic():
    t = Target.parse("gfx9-generic")
    assert t.e_flags(6) == 0x1000151
    assert Target.from_e_flags(0x1000151, 6) == t


def test_e_flags_errors():
    with pytest.raises(TargetError):
        Target.from_e_flags(0x000, 4)
    with pytest.raises(TargetError):
        Target.from_e_flags(0x12A, 4)  # gfx803 has no xnack


def test_v2_isa_versions():
    assert str(target_from_v2_isa(9, 0, 6)) == "gfx906:sramecc-:xnack-"
    assert str(target_from_v2_isa(9, 0, 10)) == "gfx90a"
    assert v2_isa_version(Target.parse("gfx900:xnack+")) == (9, 0, 1)
    assert v2_isa_version(Target.parse("gfx90a")) == (9, 0, 10)


def test_compatibility():
    code_any = Target.parse("gfx90a")
    assert code_any.is_compatible_with(Target.parse("gfx90a:xnack+"))
    assert not Target.parse("gfx90a:xnack-").is_compatible_with(Target.parse("gfx90a:xnack+"))
    assert not code_any.is_compatible_with(Target.parse("gfx908"))
    assert Target.parse("gfx9-generic").is_compatible_with(Target.parse("gfx900"))


def test_cli_targets(capsys):
    from amdgcn.cli import main

    assert main(["targets"]) == 0
    out = capsys.readouterr().out
    assert "gfx90a" in out and "tahiti" in out and "0x03f" in out
    assert main(["targets", "gfx90a:xnack+"]) == 0
    assert "V4/V5 0x73f" in capsys.readouterr().out
    assert main(["targets", "gfx999"]) == 2
    assert "unknown processor 'gfx999'" in capsys.readouterr().err

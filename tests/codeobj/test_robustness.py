"""Hostile code objects and objects to link (issue 12): every printer and the linker end in a
CodeObjectError or print, never a traceback; decode errors of GFX6/GFX7 words; readers bound
what they allocate; names that are not UTF-8 printed byte for byte."""

from __future__ import annotations

import copy
import io
import json

import msgpack
import pytest
from codeobj_fixtures import CODEOBJ

from amdgcn.cli import main
from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.linker import link
from amdgcn.codeobj.metadata import decode_msgpack
from amdgcn.errors import CodeObjectError, DecodeError
from amdgcn.isa.core import isa_for

HSACO = CODEOBJ / "atomics-gfx90a-O3.hsaco"
OBJ = CODEOBJ / "atomics-gfx90a-O3.o"
PRINTERS = (["readobj", "--notes"], ["readobj", "-a"], ["readobj", "--json"],
            ["objdump", "-d"], ["objdump", "--kd"])


def _cli(argv, capsysbinary):
    rc = main(argv)
    out = capsysbinary.readouterr()
    return rc, out.out, out.err


@pytest.mark.parametrize("cpu,hexbytes", [("tahiti", "43beef03"), ("bonaire", "43beef03"),
                                          ("tahiti", "f900000400000e16"),
                                          ("bonaire", "89112f87f5ac6905")])
def test_gfx6_gfx7_words_decode_or_raise_decode_error(cpu, hexbytes):
    """KeyError/ValueError in the format decoders before."""
    data = bytes.fromhex(hexbytes)
    off = 0
    while off < len(data):
        try:
            off += isa_for(cpu).decode(data, off, off).size
        except DecodeError:
            off += 4


def test_metadata_nested_300_deep_is_an_error(tmp_path, capsysbinary):
    """RecursionError in codeobj/metadata.py for readobj --notes/-a and objdump --source-out."""
    deep = []
    node = deep
    for _ in range(300):
        node.append([])
        node = node[-1]
    with pytest.raises(CodeObjectError, match="nested deeper than 32 levels"):
        decode_msgpack(msgpack.packb({"amdhsa.version": [1, 2], "x": deep}))
    co = CodeObject.from_file(HSACO)
    co.set_metadata({"amdhsa.version": [1, 2], "x": deep})
    path = tmp_path / "deep.hsaco"
    path.write_bytes(co.to_bytes())
    for argv in PRINTERS + (["objdump", "--source-out", str(tmp_path / "o.s")],):
        rc, out, err = _cli(argv + [str(path)], capsysbinary)
        assert rc == 2 and b"nested deeper than 32 levels" in err


def _odd_names(tmp_path):
    co = CodeObject.from_file(HSACO)
    md = copy.deepcopy(co.metadata)
    md[b"bytes-key"] = b"\xff\x00"
    kernel = md["amdhsa.kernels"][0]
    kernel[".args"] = kernel[".args"][:2]          # room for the new keys in the note
    co.set_metadata(md)
    path = tmp_path / "odd.hsaco"
    path.write_bytes(co.to_bytes())
    return path


def test_bytes_metadata_keys_print_in_every_form(tmp_path, capsysbinary):
    """readobj --json raised TypeError on a MessagePack binary key."""
    path = _odd_names(tmp_path)
    for argv in PRINTERS:
        rc, out, err = _cli(argv + [str(path)], capsysbinary)
        assert rc == 0, err
    rc, out, err = _cli(["readobj", "--json", str(path)], capsysbinary)
    assert json.loads(out)["metadata"]["bytes-key"] == "\xff\x00"


def _rename_symbol(data: bytes, old: bytes, new: bytes) -> bytes:
    assert len(old) == len(new) and data.count(old + b"\0") >= 1
    return data.replace(old + b"\0", new + b"\0")


def test_symbol_names_that_are_not_utf8(tmp_path, capsysbinary):
    """objdump -d and link raised UnicodeEncodeError; llvm-objdump prints the bytes."""
    raw = OBJ.read_bytes()
    name = next(s.name for s in CodeObject.from_bytes(raw).symbols
                if s.name.endswith(".kd")).encode()
    odd = name[:-4] + b"\xff" + name[-3:]
    data = _rename_symbol(raw, name[:-3], odd[:-3])
    path = tmp_path / "odd.o"
    path.write_bytes(data)
    rc, out, err = _cli(["objdump", "-d", str(path)], capsysbinary)
    assert rc == 0 and odd[:-3] in out
    linked = link([data])
    assert odd[:-3] in linked
    rc, out, err = _cli(["link", str(path), "-o", str(tmp_path / "k.hsaco")], capsysbinary)
    assert rc == 0


def test_metadata_that_does_not_fit_is_refused_not_corrupted():
    co = CodeObject.from_file(HSACO)
    md = copy.deepcopy(co.metadata)
    md["padding"] = "x" * 4096
    with pytest.raises(CodeObjectError, match="needs .* bytes"):
        co.set_metadata(md)


@pytest.mark.parametrize("field", ["e_shoff", "sh_offset"])
def test_to_bytes_with_a_huge_offset_is_an_error(field):
    co = CodeObject.from_file(OBJ)
    if field == "e_shoff":
        co.elf.header.e_shoff = 1 << 62
    else:
        co.elf.sections[2].header.sh_offset = 1 << 40
    with pytest.raises(CodeObjectError, match="far past"):
        co.to_bytes()


def test_link_refuses_a_huge_section_alignment():
    """MemoryError before (padding to an alignment of 2**40)."""
    co = CodeObject.from_file(OBJ)
    sec = next(s for s in co.elf.sections if s.name == ".text")
    sec.header.sh_addralign = 1 << 40
    with pytest.raises(CodeObjectError, match="sh_addralign"):
        link([co.to_bytes()])


def test_link_of_many_comment_strings_is_linear():
    from limits import within
    co = CodeObject.from_file(OBJ)
    sec = next(s for s in co.elf.sections if s.name == ".comment")
    old = len(sec.data)
    sec.data = bytearray(b"\0".join(b"%d" % i for i in range(old // 8)))[:old]
    with within(20):
        link([co.to_bytes()])


def test_printers_write_raw_bytes_through_a_text_stream(monkeypatch):
    """The CLI's streams write surrogate escapes back as the original bytes."""
    from amdgcn.cli import _raw_names
    buf = io.BytesIO()
    stream = io.TextIOWrapper(buf, encoding="utf-8")
    monkeypatch.setattr("sys.stdout", stream)
    _raw_names()
    stream.write("k\udcff.kd\n")
    stream.flush()
    assert buf.getvalue() == b"k\xff.kd\n"


def test_link_relocation_naming_a_symbol_past_the_table():
    """Linker campaign finding (seed 8001, the input kept in tests/data/codeobj/fuzz): a
    relocation whose symbol index lies past the symbols the linker kept for the input raised
    IndexError; it is a CodeObjectError naming input and offset."""
    from pathlib import Path
    folder = Path(__file__).resolve().parents[1] / "data" / "codeobj" / "fuzz"
    blobs = [p.read_bytes() for p in sorted(folder.glob("link_symbol_index_*.o"))]
    with pytest.raises(CodeObjectError, match=r"input 0: a relocation at offset .* names symbol"):
        link(blobs)

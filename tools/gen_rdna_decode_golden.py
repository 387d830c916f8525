#!/usr/bin/env python3
"""Write ``tests/data/isa/decode_rdna_<cpu>.txt``: RDNA words as LLVM 22 decodes them, and
what llvm-mc makes of its own text.

The words are corner cases found by the random-encoding comparison (``python
tools/conformance.py random``) where amdgcn once disagreed with LLVM: bits LLVM ignores or
prints differently (GFX11 ``v_dot2_f16_f16`` op_sel, ``v_cmp_class_f16`` src1 modifiers),
register-class notes, VOP3P literals (``lit(...)``, a mix source's 16 bits), MIMG words that
no instruction variant fits. Each word is disassembled
alone with ``llvm-mc --disassemble`` and the printed text assembled again with
``llvm-mc -show-encoding``. A line is

    [0x..,..] ; disasm: <text> ; reasm: [0x..,..]
    [0x..,..] ; disasm: <text> ; reasm error: <message>
    [0x..,..] ; disasm: invalid

Usage: python tools/gen_rdna_decode_golden.py
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"

#: words as hex strings, per processor (a word list may hold a trailing literal or NSA dword)
WORDS = {
    "gfx1100": [
        # v_dot2_f16_f16 / v_dot2_bf16_bf16: op_sel bits of the packed src0/src1 ignored
        "007b66d6c3af5400",
        "004b67d6001531a2",
        "5d5266d665ee8100",
        "007866d6fa040e0401e400ff",
        # v_cmp(x)_class_f16: neg/abs on the class mask (src1), VOP3 and VOP3 DPP
        "86037dd400000000",
        "0073fdd400cc0064",
        "007bfdd4008a0d00",
        "01007dd4fa04024001e400ff",
        "01027dd4e90402000188c6fa",
        # inline values print without a class note; writelane's src0 class
        "89d905cd00f9002e",
        "e686c87e",
        "eb86c87e",
        "7c86c87e",
        "7d86c87e",
        "000061d752f17e05",
        "00401accff040e1c803f0000",
        "00401accff040e1c0000803f",
        "00401accff040e1c223e0000",
        "000021ccc0ff9dc94d8180bf",
        # MIMG words no variant fits (a dim without one, gather4 with d16 and tfe,
        # registers past v255): the first-decoded variant's sizes
        "003af0f0ff00073d",
        "0c009af0fb00e400",
        "786908f1bcfe7b00",
        "4a0097f13649bf50",
        "3d59c8f000000032185980bf",
        "77008bf194e4f0334aa980bf",
        "63004cf09f5e6500a63480bf",
        # v_nop/v_pipeflush in VOP3: op_sel bits and source fields are ignored
        "007880d5da006500",
        "00789bd500000000",
        "008080d500000000",
        # null as a WMMA A/B operand of any width
        "000043cc00f90000",
        "000040cc7c040000",
        # VOP3P DPP8 (v_dot2_f32_bf16, the DPP word holds src0)
        "00001acce9000000c15580bf",
    ],
    "gfx1150": [
        "001b67d600000000",
        "007666d600bd8700",
        "0012fdd400000000",
        "45427dd4cb8e0000",
        "000083cdd5f900ee",
        "790000cd52f80000",
        "00eb04cd33f80000",
        "e686c87e",
        "000061d752190000",
        "c100bdf0000000003b9580bf",
        "9e0443f200b3f874",
        "330058f18dffa9c5ba4080bf",
        "139e8af100316e0008a980bf",
        "e000a8f0ffa200d3",
        "7e7c70f0fb0b0000",
        # f16 SALU literals; a float constant in a VGPR-only 16-bit operand
        "ff0019a79e5980bf",
        "ff0019a7003c3412",
        "ff0019a7ffffffff",
        "f1cc9c7e",
        # readlane/readfirstlane SDST m0 (SReg_32_XM0); MIMG address range past v255 of
        # the first variant's size; msaa_load NSA forms (a dim without one; d16 with tfe)
        "0004fa7e",
        "0000d0f0ff000087",
        "93a363f0f100ff00caa780bf",
        "0b3462f0009e6883dd0580bf",
        "ddd963f000007100003a80bf",
        # exec as a GLOBAL saddr: LLVM's SReg_64_XEXEC_XNULL note
        "f50052dc00007ec8",
    ],
    "gfx1030": [
        "e686c87e",
        "eb86c87e",
        "ef86c87e",
        "7d86c87e",
        "7c86c87e",
        "000061d752f17e05",
        # VOP3P literals: lit(...) where an inline constant gives the value too; a mix
        # source's literal is 16 bits
        "000021ccc0ff9dc94d8180bf",
        "000020ccff040e1c003c0000",
        "000020ccff040e0440000100",
        "000020ccff040e0400003412",
        "000020ccff040e24003c0000",
        "000020ccff040e04c0ff0000",
        "004013cc0105fe1b0000803f",
        "004013cc0105fe1b003c0000",
        "004016ccff040e1cf0ffffff",
        "004016ccff040e1cf0ff0000",
        "05400acc01ff0118f0ff0000",
        "05400acc01ff01180000803f",
        "05400fccff020218f0ffffff",
        "05400fccff0202180000803f",
        "05400fccff02021800bc0000",
        # MIMG words no variant fits (gather4 with d16 and tfe, registers past v255)
        "ca3561f13d00009f630080bf",
        "f20043f1003b00e6254580bf",
        "001d19f106ffe300",
        "00f5b8f0fedf159f",
        "324c21f3bf5403d5c48f80bf",
        "b20042f084000000d45480bf",
        "5800c3d5fee80000",
        "fe86c87e",
        "cc04fc7f",
        "010060d7fe040000",
        "00f773f1fe00005d",
    ],
    "gfx1010": [
        "00e5e5f2ff009400",
        "0a2e73f300cb00e915cd80bf",
        "e800bbf3fc442d08",
        "005db8f1fdc26cc5",
        "00e1acf1fdce0000",
        # 1/(2*pi) where a 64-bit register is expected: printed at 32-bit width
        "f82f80be",
    ],
}

_DIS = re.compile(r"^\s*(.*?)\s*(?:; encoding:.*)?$")
_ENC = re.compile(r"; encoding: \[([^\]]*)\]")
_ERR = re.compile(r"<stdin>:\d+:\d+: error: (.*)")


def _mc(cpu: str, text: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([LLVM_MC, "-triple=amdgcn", f"-mcpu={cpu}", *args], input=text,
                          capture_output=True, text=True)


def _list(data: bytes) -> str:
    return ",".join(f"0x{b:02x}" for b in data)


def line(cpu: str, word: str) -> str:
    data = bytes.fromhex(word)
    d = _mc(cpu, _list(data) + "\n", "--disassemble")
    out = [ln for ln in d.stdout.splitlines() if ln.strip() and not ln.lstrip().startswith(".")]
    if "invalid instruction encoding" in d.stderr or not out:
        return f"[{_list(data)}] ; disasm: invalid"
    text = _DIS.match(out[0]).group(1)
    a = _mc(cpu, text + "\n", "-show-encoding")
    m = _ERR.search(a.stderr)
    if m:
        return f"[{_list(data)}] ; disasm: {text} ; reasm error: {m.group(1)}"
    enc = _ENC.search(a.stdout).group(1).replace(" ", "")
    return f"[{_list(data)}] ; disasm: {text} ; reasm: [{enc}]"


def main() -> int:
    for cpu, words in WORDS.items():
        lines = [line(cpu, w) for w in words]
        out = ROOT / "tests/data/isa" / f"decode_rdna_{cpu}.txt"
        out.write_text("\n".join(lines) + "\n")
        print(f"{out.name}: {len(lines)} lines")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

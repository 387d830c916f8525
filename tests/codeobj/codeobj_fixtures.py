"""Paths of the code object test data: committed clang-22/ld.lld-22 objects and goldens."""

from __future__ import annotations

import json
from pathlib import Path

CODEOBJ = Path(__file__).resolve().parents[1] / "data" / "codeobj"
MANIFEST = json.loads((CODEOBJ / "manifest.json").read_text())
LINKED = [CODEOBJ / m["linked"] for m in MANIFEST]
OBJECTS = [CODEOBJ / m["object"] for m in MANIFEST]
ALL_FILES = OBJECTS + LINKED


def ids(paths):
    """Test ids: the file names."""
    return [p.name for p in paths]

VADD = CODEOBJ / "elementwise-gfx90a-O3.hsaco"

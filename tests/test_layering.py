"""Imports flow one way between the packages of ``amdgcn`` (STYLE.md section 1).

Every ``import`` statement of every module counts, those inside functions included, so a
back-edge cannot be dodged by importing late.
"""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1] / "src" / "amdgcn"

#: each part of the package and its layer: a module may import only from lower layers
#: (or from its own part)
LAYER = {
    "errors": 0, "_io": 0, "__version__": 0,
    "target": 1,
    "isa": 2,
    "disasm": 3,
    "codeobj": 4,
    "asm": 5, "emu": 5,
    "compiler": 6,
    "kernelgen": 7,
    "__init__": 8, "commands": 8, "cli": 8, "__main__": 8, "examples": 8,
}


def _part(parts: tuple[str, ...]) -> str:
    return parts[0].removesuffix(".py")


def _imports(path: pathlib.Path, root: pathlib.Path = ROOT):
    """(line, imported part) of every import of an ``amdgcn`` module in ``path``."""
    rel = path.relative_to(root).parts
    package = list(rel[:-1])
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        names: list[list[str]] = []
        if isinstance(node, ast.Import):
            names = [a.name.split(".") for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                mod = base + (node.module.split(".") if node.module else [])
                names = [["amdgcn"] + mod] if mod else [["amdgcn", a.name] for a in node.names]
            elif node.module == "amdgcn":
                names = [["amdgcn", a.name] for a in node.names]
            elif node.module:
                names = [node.module.split(".")]
        for name in names:
            if len(name) > 1 and name[0] == "amdgcn":
                yield node.lineno, name[1]


def test_every_part_has_a_layer():
    parts = {_part(p.relative_to(ROOT).parts) for p in ROOT.rglob("*.py")}
    assert parts <= set(LAYER), sorted(parts - set(LAYER))


def test_imports_flow_one_way():
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        src = _part(path.relative_to(ROOT).parts)
        for line, dst in _imports(path):
            if dst == src or dst not in LAYER:
                continue
            if LAYER[dst] >= LAYER[src] and not (LAYER[src] == 8 and LAYER[dst] == 8):
                bad.append(f"{path.relative_to(ROOT)}:{line}: {src} imports {dst}")
    assert not bad, "\n".join(bad)


def test_the_checker_sees_a_function_local_back_edge(tmp_path):
    """The walk finds imports inside functions (the way the old back-edges were hidden)."""
    (tmp_path / "isa").mkdir()
    fake = tmp_path / "isa" / "probe.py"
    fake.write_text("def f():\n    from amdgcn.disasm import disassemble\n"
                    "    from ..asm import objasm\n")
    assert list(_imports(fake, tmp_path)) == [(2, "disasm"), (3, "asm")]

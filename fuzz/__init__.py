"""Fuzz targets of amdgcn (issue 12): every surface that reads user input.

``fuzz.targets`` defines one target per surface (decode, disasm text, assembler lines and
files, code objects with every printer, the linker, the emulator on mutated kernels, the
compiler on mutated IR);
``python -m fuzz.run --target NAME --budget SECONDS`` runs a campaign and saves reproducers
under ``fuzz/reproducers/NAME/``. ``tests/test_fuzz_sample.py`` runs a fixed-seed sample of
each target in CI. A finding is any exception that is not an :class:`amdgcn.errors.AmdgcnError`
(or an input that runs past the per-input time limit). ``python -m fuzz.cover`` measures the
line coverage of the packages the targets drive.
"""

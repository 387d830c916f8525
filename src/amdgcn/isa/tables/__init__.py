"""Data only: one module per instruction family, each exporting ``ROWS``.

Generated or checked by the scripts in ``tools/`` against LLVM 22 (see each module's
docstring for its provenance).
"""

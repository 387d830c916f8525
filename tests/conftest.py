"""Shared pytest configuration: the ``oracle`` marker and paths to LLVM 22 and the corpus.

``@pytest.mark.oracle`` tests call LLVM 22's tools and are skipped when they are missing;
``@pytest.mark.browser`` tests drive headless chromium with selenium, skipped without them.
``@pytest.mark.conformance`` tests read ``../shared/corpora/llvm-mc`` (or ``$AMDGCN_CORPORA``)
and are skipped when it is missing. Hypothesis draws fixed examples unless
``AMDGCN_HYPOTHESIS_EXPLORE=1``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import settings

# Property tests draw the same examples on every run (CI must not pass or fail by chance);
# AMDGCN_HYPOTHESIS_EXPLORE=1 draws new ones, to look for new failures by hand.
settings.register_profile("fixed", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile("explore" if os.environ.get("AMDGCN_HYPOTHESIS_EXPLORE") else "fixed")

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
LLVM_BIN = Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin"))
CORPORA = Path(os.environ.get("AMDGCN_CORPORA", ROOT.parent / "shared" / "corpora" / "llvm-mc"))


def llvm_tool(name: str) -> str | None:
    """Path of LLVM 22's ``name`` (e.g. ``llvm-mc``), or None when LLVM 22 is not installed."""
    p = LLVM_BIN / name
    if p.exists():
        return str(p)
    return shutil.which(f"{name}-22")


HAVE_LLVM = llvm_tool("llvm-mc") is not None
HAVE_CORPORA = (CORPORA / "cases").is_dir()


def _have_browser() -> bool:
    """Debian's chromium (and its driver) and selenium, for ``@pytest.mark.browser`` tests."""
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        return False
    try:
        import selenium  # noqa: F401
    except ImportError:
        return False
    return True


HAVE_BROWSER = _have_browser()


def pytest_collection_modifyitems(config, items):
    skip_llvm = pytest.mark.skip(reason="LLVM 22 is not installed (apt-get install llvm-22)")
    skip_corp = pytest.mark.skip(reason=f"corpus not found at {CORPORA}")
    for item in items:
        if "oracle" in item.keywords and not HAVE_LLVM:
            item.add_marker(skip_llvm)
        if "conformance" in item.keywords and not HAVE_CORPORA:
            item.add_marker(skip_corp)
        if "browser" in item.keywords and not HAVE_BROWSER:
            item.add_marker(pytest.mark.skip(reason="chromium or selenium is not installed "
                                                    "(apt-get install chromium chromium-driver; "
                                                    "pip install selenium)"))

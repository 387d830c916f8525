"""``Emulator.dispatch(..., profile=True)`` and ``amdgcn run --profile[-html]`` (issue 13).

The counts are checked against an independent count made by a plain trace callback, and
against what the kernel must do (every wave runs the first instruction and s_endpgm once;
the lanes of a partial last work-group). The HTML page is opened in headless Chromium
(``browser`` marker): offline, its counts read back, a screenshot taken.
"""

from __future__ import annotations

import re
import shutil
from collections import Counter

import numpy as np
import pytest

from amdgcn.cli import main
from amdgcn.emu import Emulator
from amdgcn.emu.profile_html import to_html
from tests.emu.kernels import hsaco


def _collatz(emu, n, **kw):
    data = emu.to_device(np.arange(1, n + 1, dtype=np.uint32))
    out = emu.empty((n,), np.uint32)
    return emu.dispatch(hsaco("algo", 3), "collatz", grid=(n,), workgroup=(256,),
                        args=[data, out], **kw)


@pytest.fixture(scope="module")
def collatz_profile():
    emu = Emulator(mcpu="gfx90a")
    seen: Counter = Counter()

    def count(step, g, st):
        seen[step.inst.address] += g.n
    res = _collatz(emu, 1000, profile=True, trace=count)
    return res, seen


def test_counts_equal_an_independent_count(collatz_profile):
    res, seen = collatz_profile
    got = {r.address: r.waves for r in res.profile.rows if r.waves}
    assert got == dict(seen)
    assert res.profile.total == res.stats.wave_instructions


def test_first_instruction_and_end_run_once_per_wave(collatz_profile):
    res, _ = collatz_profile
    rows = res.profile.rows
    assert rows[0].waves == res.stats.waves == 16
    assert rows[0].lanes == 1000                 # 15 full waves and one of 40 lanes
    ends = [r for r in rows if r.text == "s_endpgm"]
    assert sum(r.waves for r in ends) == 16


def test_divergent_loop_shows_fewer_active_lanes(collatz_profile):
    res, _ = collatz_profile
    loop = [r for r in res.profile.rows if r.waves > 16]
    assert loop and all(r.average_lanes < 40 for r in loop)


def test_profile_off_counts_nothing():
    emu = Emulator(mcpu="gfx90a")
    assert _collatz(emu, 64).profile is None


def test_blocks_and_listing(collatz_profile):
    res, _ = collatz_profile
    blocks = res.profile.blocks()
    assert sum(len(b.rows) for b in blocks) == len(res.profile.rows)
    back = [(b.start, s) for b in blocks for s in b.successors if s <= b.start]
    assert back                                  # the loop's back edge
    text = res.profile.format()
    assert re.search(r"^\s+16\s+62\.5\s+[\d.]+%\s+0x[0-9a-f]+: s_load_dword ", text, re.M)
    assert "; -> 0x" in text


def test_run_profile_and_html(tmp_path, capsys):
    page = tmp_path / "p.html"
    assert main(["run", str(hsaco("algo", 3)), "collatz", "--grid", "1000", "--block", "256",
                 "--arg", "arange:u32:1000", "--arg", "zeros:u32:1000", "--profile",
                 "--profile-html", str(page)]) == 0
    out = capsys.readouterr().out
    assert "; profile of kernel 'collatz'" in out
    text = page.read_text()
    assert "<svg" in text and "http://" not in text.replace("http://www.w3.org/2000/svg", "")
    assert "<script" not in text and "<link" not in text


def _chromium():
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.mark.browser
def test_html_page_in_a_headless_browser(tmp_path, collatz_profile):
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.common.by import By
    res, _ = collatz_profile
    page = tmp_path / "profile.html"
    page.write_text(to_html(res.profile), encoding="utf-8")
    options = webdriver.ChromeOptions()
    options.binary_location = _chromium()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--proxy-server=127.0.0.1:9", "--window-size=1400,1000"):
        options.add_argument(flag)
    driver_path = shutil.which("chromedriver")
    service = webdriver.ChromeService(executable_path=driver_path) if driver_path else None
    driver = webdriver.Chrome(options=options, service=service)
    try:
        driver.get(page.as_uri())
        rows = driver.find_elements(By.CSS_SELECTOR, "tr.inst")
        shown = {int(r.get_attribute("data-address"), 16): int(r.find_element(
            By.CSS_SELECTOR, "td.waves").text) for r in rows}
        assert shown == {r.address: r.waves for r in res.profile.rows}
        blocks = driver.find_elements(By.CSS_SELECTOR, "#cfg g.block")
        assert len(blocks) == len(res.profile.blocks())
        assert driver.find_element(By.ID, "cfg").size["height"] > 100
        shot = tmp_path / "profile.png"
        assert driver.save_screenshot(str(shot))
        assert shot.stat().st_size > 10_000
    finally:
        driver.quit()


def test_profile_and_trace_together():
    import io

    from amdgcn.emu.trace import Tracer
    emu = Emulator(mcpu="gfx90a")
    out = io.StringIO()
    res = _collatz(emu, 256, profile=True, trace=Tracer(None, out))
    lines = out.getvalue().splitlines()
    assert len(lines) == res.profile.total            # every wave: a line per instruction
    assert any("load 64 lanes: 0:[0x" in line for line in lines)

"""A :class:`~amdgcn.emu.profile.Profile` as one self-contained HTML page
(``amdgcn run --profile-html FILE``): the listing shaded by execution count, and the
control-flow graph drawn as inline SVG. No script, font or style sheet is fetched: the page
opens offline in any browser.

Each listing row is ``<tr class="inst" data-address="0x..." data-waves="N">`` with the count
in ``<td class="waves">``; each graph block is ``<g class="block" data-start="0x...">``.
"""

from __future__ import annotations

import html
import math

from amdgcn.emu.profile import Profile

_STYLE = """
body { font-family: sans-serif; margin: 1em; color: #222; }
h1 { font-size: 1.2em; }
.wrap { display: flex; gap: 2em; align-items: flex-start; }
table { border-collapse: collapse; font-family: monospace; font-size: 12px; }
td, th { padding: 1px 6px; white-space: pre; }
th { text-align: left; border-bottom: 1px solid #888; }
td.waves, td.lanes, td.share { text-align: right; }
tr.first td { border-top: 1px solid #bbb; }
svg text { font-family: monospace; font-size: 11px; }
"""

#: width and height of a block box in the graph, and the vertical gap between boxes
BOX_W, BOX_H, GAP = 180, 34, 22


def _shade(waves: int, top: int) -> str:
    """A background from white (never run) to red (the hottest), on a log scale."""
    if not waves or not top:
        return "#ffffff"
    t = math.log1p(waves) / math.log1p(top)
    g = round(255 - 175 * t)
    return f"#ff{g:02x}{g:02x}"


def _listing(report: Profile, top: int) -> list[str]:
    total = max(report.total, 1)
    out = ["<table id='listing'>",
           "<tr><th>waves</th><th>lanes</th><th>share</th><th>address</th>"
           "<th>instruction</th></tr>"]
    for block in report.blocks():
        for k, r in enumerate(block.rows):
            cls = "inst first" if k == 0 else "inst"
            text = r.text if r.branch_target is None else \
                f"{r.text}    ; -> 0x{r.branch_target:x}"
            lanes = f"{r.average_lanes:.1f}" if r.waves else ""
            share = f"{100.0 * r.waves / total:.1f}%" if r.waves else ""
            out.append(f"<tr class='{cls}' id='a{r.address:x}' data-address='0x{r.address:x}' "
                       f"data-waves='{r.waves}' style='background:{_shade(r.waves, top)}'>"
                       f"<td class='waves'>{r.waves}</td><td class='lanes'>{lanes}</td>"
                       f"<td class='share'>{share}</td><td>0x{r.address:x}</td>"
                       f"<td>{html.escape(text)}</td></tr>")
    out.append("</table>")
    return out


def _graph(report: Profile, top: int) -> list[str]:
    """Blocks stacked in address order; fall-through edges straight down, branch edges as
    arcs on the right (backward: loops) and on the left (forward)."""
    blocks = report.blocks()
    index = {b.start: k for k, b in enumerate(blocks)}
    n_edges = sum(len(b.successors) for b in blocks)
    left = 30 + 8 * min(n_edges, 40)
    width = left + BOX_W + 30 + 8 * min(n_edges, 40)
    height = len(blocks) * (BOX_H + GAP) + GAP
    out = [f"<svg id='cfg' xmlns='http://www.w3.org/2000/svg' width='{width}' "
           f"height='{height}' viewBox='0 0 {width} {height}'>",
           "<defs><marker id='arrow' markerWidth='8' markerHeight='8' refX='7' refY='4' "
           "orient='auto'><path d='M0,0 L8,4 L0,8 z' fill='#555'/></marker></defs>"]

    def top_of(k: int) -> int:
        return GAP + k * (BOX_H + GAP)

    lane = 0
    for k, b in enumerate(blocks):
        for succ in b.successors:
            j = index[succ]
            y1, y2 = top_of(k) + BOX_H, top_of(j)
            if j == k + 1:
                x = left + BOX_W // 2
                out.append(f"<line class='edge' x1='{x}' y1='{y1}' x2='{x}' y2='{y2}' "
                           "stroke='#555' marker-end='url(#arrow)'/>")
                continue
            lane += 1
            off = 12 + 8 * (lane % 40)
            if j <= k:   # a loop: out of the block's right side, into the head's right side
                x0, x1 = left + BOX_W, left + BOX_W + off
                ya, yb = top_of(k) + BOX_H // 2, top_of(j) + BOX_H // 2
                out.append(f"<path class='edge back' d='M{x0},{ya} H{x1} V{yb} H{x0}' "
                           "fill='none' stroke='#c22' marker-end='url(#arrow)'/>")
            else:
                x0, x1 = left, left - off
                ya, yb = top_of(k) + BOX_H // 2, top_of(j) + BOX_H // 2
                out.append(f"<path class='edge' d='M{x0},{ya} H{x1} V{yb} H{x0}' "
                           "fill='none' stroke='#555' marker-end='url(#arrow)'/>")
    for k, b in enumerate(blocks):
        y = top_of(k)
        label = f"0x{b.start:x}  {len(b.rows)} inst"
        out.append(f"<g class='block' data-start='0x{b.start:x}' data-waves='{b.waves}'>"
                   f"<a href='#a{b.start:x}'><rect x='{left}' y='{y}' width='{BOX_W}' "
                   f"height='{BOX_H}' rx='4' fill='{_shade(b.waves, top)}' stroke='#333'/>"
                   f"<text x='{left + 6}' y='{y + 14}'>{label}</text>"
                   f"<text x='{left + 6}' y='{y + 28}'>{b.waves} waves</text></a></g>")
    out.append("</svg>")
    return out


def to_html(report: Profile) -> str:
    """The whole page (UTF-8 text)."""
    top = max((r.waves for r in report.rows), default=0)
    title = f"profile of kernel {report.kernel}"
    parts = ["<!DOCTYPE html>", "<html lang='en'><head><meta charset='utf-8'>",
             f"<title>{html.escape(title)}</title><style>{_STYLE}</style></head><body>",
             f"<h1>{html.escape(title)}</h1>",
             f"<p id='total'>{report.total} wave-instructions; rows are shaded by the number "
             "of waves that executed them (log scale); lanes: average active lanes.</p>",
             "<div class='wrap'><div>", *_listing(report, top), "</div><div>",
             *_graph(report, top), "</div></div></body></html>"]
    return "\n".join(parts) + "\n"


__all__ = ["to_html"]

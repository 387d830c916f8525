"""Progress of a long dispatch (``amdgcn run``): waves done of all, percentage, waves per
second and the time left. On a terminal a rich progress bar; elsewhere (a log, CI) one plain
line on stderr at most every few seconds. The emulator reports after each batch of waves.
"""

from __future__ import annotations

import sys
import time

#: seconds between two plain progress lines off a terminal
PLAIN_INTERVAL = 5.0


class Progress:
    """``progress(done, total)`` callback of :meth:`Emulator.dispatch`; a context manager.

    Args:
        label: what runs (the kernel's name).
        stream: where to write (stderr).
        terminal: draw a bar (default: when ``stream`` is a terminal).
    """

    def __init__(self, label: str, *, stream=None, terminal: bool | None = None,
                 interval: float = PLAIN_INTERVAL):
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.terminal = self.stream.isatty() if terminal is None else terminal
        self.interval = interval
        self._bar = None
        self._task = None
        self._start = time.perf_counter()
        self._last = self._start

    def __enter__(self) -> Progress:
        if self.terminal:
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, TaskProgressColumn,
                                       TextColumn, TimeElapsedColumn, TimeRemainingColumn)
            from rich.progress import Progress as Bar
            self._bar = Bar(TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
                            MofNCompleteColumn(), TextColumn("waves"),
                            TextColumn("{task.fields[rate]}"), TimeElapsedColumn(),
                            TextColumn("ETA"), TimeRemainingColumn(),
                            console=Console(file=self.stream), transient=True)
            self._task = self._bar.add_task(self.label, total=None, rate="")
            self._bar.start()
        return self

    def __exit__(self, *exc) -> None:
        if self._bar is not None:
            self._bar.stop()

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        rate = done / max(now - self._start, 1e-9)
        if self._bar is not None:
            self._bar.update(self._task, completed=done, total=total,
                             rate=f"{rate:,.0f} waves/s")
            return
        if now - self._last < self.interval and done < total:
            return
        self._last = now
        self.stream.write(plain_line(self.label, done, total, rate) + "\n")
        self.stream.flush()


def plain_line(label: str, done: int, total: int, rate: float) -> str:
    """``saxpy: 512/4096 waves (12.5%), 1,234 waves/s, ETA 0:00:02``."""
    left = (total - done) / rate if rate > 0 else 0.0
    minutes, seconds = divmod(round(left), 60)
    hours, minutes = divmod(minutes, 60)
    return (f"{label}: {done}/{total} waves ({100.0 * done / max(total, 1):.1f}%), "
            f"{rate:,.0f} waves/s, ETA {hours}:{minutes:02d}:{seconds:02d}")

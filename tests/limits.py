"""A wall-clock guard for regression tests of inputs that used to hang."""

from __future__ import annotations

import contextlib
import signal


class TookTooLong(Exception):
    """Raised inside a :func:`within` block that ran past its time."""


@contextlib.contextmanager
def within(seconds: float):
    """Fail the block (raise :class:`TookTooLong`) when it runs longer than ``seconds``;
    the limits are generous (10x or more the time the fixed code takes on a busy CI
    machine) and only catch a return of the unbounded behaviour."""
    def _alarm(signum, frame):
        raise TookTooLong(f"ran past {seconds} s")

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)

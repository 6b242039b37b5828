"""Ctrl+C and `kill` in the game window: save and leave, even when the KeyboardInterrupt was
swallowed.

Python raises KeyboardInterrupt wherever the main thread happens to be when the signal
arrives. That may be inside Python code that a C extension calls back into and whose error
it then clears: pygame loading a sound from a path is one such place, and the mixer starts
right after the first frame. One Ctrl+C in about a hundred, sent in the first second, left
the game running. So the handler also remembers the request, and the main loop asks
(`asked()`) on every pass.
"""

from __future__ import annotations

import signal
import threading

_asked = threading.Event()


def stop(signum: int, frame: object) -> None:
    """The handler: remember the request, then interrupt as Python's own handler would."""
    _asked.set()
    raise KeyboardInterrupt


def catch() -> None:
    """Take Ctrl+C and `kill` (SIGINT, SIGTERM) from here on."""
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, stop)


def asked() -> bool:
    """A Ctrl+C or `kill` came (whether or not its KeyboardInterrupt got through)."""
    return _asked.is_set()

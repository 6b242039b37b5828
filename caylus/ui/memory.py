"""Memory that goes back to the system: a game night's demo runs for hours.

glibc's malloc hands a large block (a window-sized picture) back to the system when it is
freed, until the first such free makes it raise its threshold, after which freed pictures stay
in the process for reuse: a one-time step of 20-30 MB that looks like a leak. Fixing the
threshold keeps large blocks going back. Other systems' allocators are left as they are.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc's malloc.h
LARGE_BLOCK = 128 * 1024  # bytes: glibc's own starting threshold


def return_large_blocks() -> bool:
    """Keep glibc from raising its mmap threshold; True where that was done."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, LARGE_BLOCK))
    except (OSError, AttributeError):
        return False  # not glibc (musl, for one): nothing to do

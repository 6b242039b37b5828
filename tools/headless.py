"""Imported first by the picture-taking tools: no window and no sound card needed, settings and
saves in a temporary folder (never the user's real one), and this checkout's `caylus`."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["CAYLUS_DATA_DIR"] = tempfile.mkdtemp(prefix="caylus-tools-")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

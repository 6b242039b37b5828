"""Every test runs headless and keeps out of the user's real data folder."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CAYLUS_DATA_DIR", tempfile.mkdtemp(prefix="caylus-test-data-"))

"""One atomic writer for every file the game writes (issue 21, item 8): a settings save
killed mid-write leaves a temporary the next start clears, like the saves' do."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from caylus.persistence.files import TEMPORARY_NAME, write_atomically
from caylus.ui.app import App
from caylus.ui.settings import Settings, load_settings, save_settings

ROOT = Path(__file__).resolve().parents[2]
#: A settings save stopped for good between writing its temporary and renaming it.
KILLED_SAVE = """
import os, sys, time
from caylus.ui.settings import Settings, save_settings

def stuck(source, target):
    print("written", flush=True)
    time.sleep(600)

os.replace = stuck
save_settings(Settings(volume=5))
"""


def age(path: Path, seconds: float = 120.0) -> None:
    when = time.time() - seconds
    os.utime(path, (when, when))


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs a real kill")
def test_a_settings_save_killed_mid_write_leaves_nothing_after_the_next_start(
    data_dir: Path, make_app: Callable[..., App]
) -> None:
    save_settings(Settings(volume=40))
    environment = {**os.environ, "CAYLUS_DATA_DIR": str(data_dir)}
    for _ in range(3):  # each kill used to leave one more hidden file for good
        process = subprocess.Popen([sys.executable, "-c", KILLED_SAVE], env=environment,
                                   stdout=subprocess.PIPE, text=True, cwd=ROOT.parent)
        assert process.stdout is not None and process.stdout.readline().strip() == "written"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    left = [path for path in data_dir.iterdir() if path.name.endswith(".tmp")]
    assert len(left) == 3 and all(TEMPORARY_NAME.fullmatch(path.name) for path in left)
    assert load_settings().volume == 40  # the old file is whole
    for path in left:
        age(path)
    make_app()
    assert not [path for path in data_dir.iterdir() if path.name.endswith(".tmp")]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    target = folder / "settings.json"
    target.write_text("old", "utf-8")

    def refused(source: object, destination: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(OSError):
        write_atomically(target, "new")
    assert target.read_text("utf-8") == "old"
    assert [path.name for path in folder.iterdir()] == ["settings.json"]


def test_every_file_the_game_writes_goes_through_the_one_writer() -> None:
    """No module but caylus/persistence/files.py renames a temporary over a file of the game's.
    The exploitability tools rewrite shipped data files from a checkout, not the player's;
    the desktop entry writes into the desktop's own folders (and removes what it wrote when
    one write fails), before the rules are imported."""
    allowed = {Path("caylus/persistence/files.py"), Path("caylus/exploit/records.py"),
               Path("caylus/exploit/runs.py"), Path("caylus/desktop_entry.py")}
    writers = re.compile(r"os\.replace|os\.rename|mkstemp|\.write_text\(")
    found = {path.relative_to(ROOT) for path in (ROOT / "caylus").rglob("*.py")
             if writers.search(path.read_text("utf-8"))}
    assert found <= allowed, sorted(found - allowed)

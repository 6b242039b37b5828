"""Pictures of the demo's captions for docs/screenshots (headless):

    python tools/demo_screenshots.py [FOLDER]

A demo table (computer players only) is played on to a notable move (a building built), the
demo's game scene shows it with its caption, and the frame is saved at 1280x720 and
1920x1080 as demo_caption_<width>x<height>.png; a phase caption is saved as
demo_phase_<width>x<height>.png. Saves and settings go to a temporary folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZES = ((1280, 720), (1920, 1080))


def main(argv: list[str]) -> None:
    os.environ["CAYLUS_DATA_DIR"] = tempfile.mkdtemp(prefix="caylus-demo-shots-")
    folder = Path(argv[0]) if argv else Path("docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        for what in WANTED:
            path = folder / f"demo_{what}_{size[0]}x{size[1]}.png"
            demo_picture(path, size, what)
            print(path)


#: The caption each picture shows: the demo's first words, a phase, a building built.
WANTED = {"table": "caption.table", "phase": "caption.phase.provost",
          "caption": "caption.build"}


def demo_picture(path: Path, size: tuple[int, int], what: str, seed: int = 11) -> None:
    """The demo at `size`, played on (by Medium players, here, for speed) until the caption
    `WANTED[what]` comes, shown a second later."""
    import pygame

    from caylus.ai import make_player
    from caylus.ui.app import App
    from caylus.ui.scenes.demo import DemoScene
    from caylus.ui.settings import Settings

    app = App(settings=Settings(), size=size, fullscreen=False, show_title=False)
    demo = DemoScene(app, seed=seed)
    app.scenes.clear_to(demo)
    scene, layer = demo.scene, demo.captions
    assert scene is not None and layer is not None
    players = [make_player("medium", seat) for seat in range(scene.game.num_players)]
    wanted = WANTED[what]
    while not _showing(layer, wanted):
        if layer.busy:
            layer.update(60.0)
            continue
        game = scene.game
        scene.apply(players[game.current_seat].choose(game))
        scene.animator.skip()
    app.run_frames((), n=60, dt=1 / 60)
    pygame.image.save(app.render(), str(path))
    app.to_title()


def _showing(layer, key: str) -> bool:
    if layer.current is not None and layer.current.key == key:
        return True
    while layer.queue and layer.queue[0].key != key:
        layer.queue.popleft()
    if layer.queue:
        layer.current, layer.shown_for = layer.queue.popleft(), 0.0
        layer.queue.clear()
        return True
    layer.current = None
    return False


if __name__ == "__main__":
    main(sys.argv[1:])

"""Sound effects. Without an audio device (or with the mixer broken) every call does nothing.

The mixer is started lazily, on the first sound or on `warm_up()` after the first frame, so it
never delays the title screen. Sounds are the WAV files in `assets/sounds/`, made by
`tools/make_sounds.py`; one that is missing or damaged is only silent (see `unplayable`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from caylus.resources import resource_path

if TYPE_CHECKING:
    from caylus.ui.settings import Settings

logger = logging.getLogger(__name__)
SOUND_NAMES = ("place", "build", "score", "coin", "click", "favour", "error")


class Audio:
    """`play(name)` for one of SOUND_NAMES at the settings' volume; silent when unavailable."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.available: bool | None = None  # None: not tried yet
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.unplayable: dict[str, str] = {}  # sound name -> why its file could not be used

    def warm_up(self) -> bool:
        """Start the mixer and load the sounds (once); True when sound works."""
        if self.available is None:
            self.available = self._start()
        return self.available

    def _start(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except (pygame.error, OSError, NotImplementedError) as error:
            logger.info("no sound: the mixer cannot start (%s)", error)
            return False
        for name in SOUND_NAMES:
            self._load(name)
        return True

    def _load(self, name: str) -> None:
        """Load one sound; a missing or damaged file only silences that sound."""
        path = resource_path("assets", "sounds", f"{name}.wav")
        try:
            self.sounds[name] = pygame.mixer.Sound(str(path))
        except FileNotFoundError:
            self.unplayable[name] = f"{path}: missing"
        except (pygame.error, OSError, ValueError) as error:
            self.unplayable[name] = f"{path}: {error}"
        if name in self.unplayable:
            logger.warning("the sound %s is silent: %s", name, self.unplayable[name])

    def play(self, name: str) -> None:
        """Play a sound effect; unknown names and missing devices are silently ignored."""
        volume = self.settings.volume / 100
        if volume <= 0 or not self.warm_up():
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(volume)
            sound.play()
        except pygame.error:
            return

"""The player's settings, kept as JSON in the user's data folder.

Loading never fails: a missing, corrupt or partial file gives the defaults, field by field
(a bad volume does not reset a good window size). Saving goes through the game's one atomic
writer (`caylus.persistence.files`), so a crash mid-write leaves the previous file whole.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from caylus.core.names import name_problem, trim
from caylus.core.places import MAX_PLAYERS
from caylus.core.state import COLOURS, SEAT_KINDS
from caylus.persistence.files import write_atomically
from caylus.resources import user_data_dir
from caylus.ui.i18n import system_language
from caylus.ui.layout import TEXT_ZOOMS
from caylus.ui.options import LANGUAGES as LANGUAGES  # kept here for its importers
from caylus.ui.options import MAX_WINDOW as MAX_WINDOW
from caylus.ui.options import MIN_WINDOW as MIN_WINDOW

logger = logging.getLogger(__name__)
SETTINGS_FILE = "settings.json"
WINDOW_PRESETS: tuple[tuple[int, int], ...] = (
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
)
#: Animation speed names and the speed multiplier each stands for; 0 means "no animation".
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "slow": 0.5, "normal": 1.0, "fast": 2.0}
#: How fast computer players' moves are shown (caylus/ui/scenes/game/computers.py PACES).
COMPUTER_PACES = ("slow", "normal", "fast", "instant")
#: Minutes the title screen waits untouched before the demo starts by itself (0: never).
DEMO_AFTER_MINUTES = (0, 1, 5)
#: How many seats a remembered table may have (the rules' player counts).
TABLE_SEATS = range(2, MAX_PLAYERS + 1)


@dataclass
class Settings:
    fullscreen: bool = False
    window_size: tuple[int, int] = (1600, 900)
    volume: int = 80  # 0-100
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS
    text_size: int = 100  # percent of the designed text sizes, one of TEXT_ZOOMS
    #: The language of every text; on first start, the system's (a key of LANGUAGES).
    language: str = field(default_factory=lambda: system_language(LANGUAGES))
    #: The table the last game was started with; the new-game screen starts from it.
    table_names: tuple[str, ...] = ()  # one per seat as typed, "" where left blank
    table_colours: tuple[str, ...] = ()  # one per seat, all different
    table_simplified: bool = False
    table_jeweller: bool = False
    demo_after: int = 1  # minutes, one of DEMO_AFTER_MINUTES (0: the demo never starts alone)
    explain_moves: bool = False  # captions in plain words over the board, for learners
    follow_action: bool = False  # the board zooms to computers' notable moves (a projector)
    table_seats: tuple[str, ...] = ()  # one per seat: "human" or a computer level
    computer_pace: str = "normal"  # one of COMPUTER_PACES

    @property
    def animation_multiplier(self) -> float:
        """Divide animation durations by this; 0.0 means show the end state at once."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def settings_path() -> Path:
    return user_data_dir() / SETTINGS_FILE


def _valid_fullscreen(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _valid_window_size(value: Any) -> tuple[int, int] | None:
    if not isinstance(value, list | tuple) or len(value) != 2:
        return None
    if not all(type(n) is int for n in value):
        return None
    width, height = value
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW[0] and MIN_WINDOW[1] <= height <= MAX_WINDOW[1]):
        return None
    return (width, height)


def _valid_volume(value: Any) -> int | None:
    return value if type(value) is int and 0 <= value <= 100 else None


def _valid_animation_speed(value: Any) -> str | None:
    return value if value in ANIMATION_SPEEDS else None


def _valid_text_size(value: Any) -> int | None:
    return value if type(value) is int and value in TEXT_ZOOMS else None


def _valid_language(value: Any) -> str | None:
    return value if value in LANGUAGES else None


def _valid_table_names(value: Any) -> tuple[str, ...] | None:
    """The remembered names; one that breaks the core's name rule becomes a blank seat."""
    if not isinstance(value, list | tuple) or len(value) not in TABLE_SEATS:
        return None
    return tuple(name if _fit_name(name) else "" for name in value)


def _fit_name(name: Any) -> bool:
    return name_problem(name) is None and trim(name) == name


def _valid_table_colours(value: Any) -> tuple[str, ...] | None:
    if not isinstance(value, list | tuple) or len(value) not in TABLE_SEATS:
        return None
    if not all(isinstance(c, str) and c in COLOURS for c in value):
        return None
    return tuple(value) if len(set(value)) == len(value) else None


def _valid_flag(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _valid_demo_after(value: Any) -> int | None:
    return value if type(value) is int and value in DEMO_AFTER_MINUTES else None


def _valid_table_seats(value: Any) -> tuple[str, ...] | None:
    if not isinstance(value, list | tuple) or len(value) not in TABLE_SEATS:
        return None
    return tuple(value) if all(kind in SEAT_KINDS for kind in value) else None


def _valid_computer_pace(value: Any) -> str | None:
    return value if value in COMPUTER_PACES else None


VALIDATORS = {
    "fullscreen": _valid_fullscreen,
    "window_size": _valid_window_size,
    "volume": _valid_volume,
    "animation_speed": _valid_animation_speed,
    "text_size": _valid_text_size,
    "language": _valid_language,
    "table_names": _valid_table_names,
    "table_colours": _valid_table_colours,
    "table_simplified": _valid_flag,
    "table_jeweller": _valid_flag,
    "demo_after": _valid_demo_after,
    "explain_moves": _valid_flag,
    "follow_action": _valid_flag,
    "table_seats": _valid_table_seats,
    "computer_pace": _valid_computer_pace,
}


def settings_from_dict(data: Any) -> Settings:
    """Settings from parsed JSON: every missing or invalid field takes its default."""
    settings = Settings()
    if not isinstance(data, dict):
        return settings
    for spec in fields(Settings):
        if spec.name in data:
            value = VALIDATORS[spec.name](data[spec.name])
            if value is not None:
                setattr(settings, spec.name, value)
    return settings


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults for whatever cannot be read."""
    path = path or settings_path()
    try:
        data = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:  # the first start
        return Settings()
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        logger.warning("the settings in %s cannot be read (%s): the defaults are used",
                       path, error)
        return Settings()
    return settings_from_dict(data)


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings atomically; returns False (and keeps the old file) if it cannot."""
    path = path or settings_path()
    try:
        write_atomically(path, json.dumps(settings.to_dict(), indent=2) + "\n")
    except (OSError, ValueError) as error:
        logger.warning("the settings could not be saved to %s: %s", path, error)
        return False
    return True

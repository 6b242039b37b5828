"""The message the game shows, instead of a traceback, when a shipped file is missing or damaged.

At start the game opens every English catalogue and every font (`check_shipped_files`); a
file that cannot be used, then or later, stops the game with one message that names the file
and asks for a reinstall. It is printed to standard error and shown in a small window drawn
with pygame's built-in font (a shipped font may be the very file that is missing). The board
map is read only when a game starts: a broken one is reported on the title screen instead
(BoardMapError), with the game kept for Continue. A missing sound only silences that sound.

Before any of that, the shipped tables the rules and the computer players read when they are
imported are checked (`run_or_report`'s `table_problem`): a broken one gets the same message.
An error nobody expected gets the crash message instead (the game is saved first, by
`caylus.__main__.play`), after its traceback went to the log. Both messages name the log file.

The message's words come from the catalogue when it can be read. FALLBACK holds the same words
for when the catalogue is the broken file: the only player-visible English written in code.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from caylus.identity import BUG_REPORT_URL
from caylus.logfile import current_log
from caylus.resources import MissingResource, ResourceError
from caylus.ui.theme import INK, PARCHMENT

if TYPE_CHECKING:
    import pygame

BROKEN_INSTALL = 1  # exit status when a shipped file cannot be used
CRASHED = 70  # exit status after an unexpected error (EX_SOFTWARE)
FALLBACK: dict[str, str] = {  # the same texts as in assets/i18n/en/shell.json
    "fatal.window_title": "Caylus cannot start",
    "fatal.missing": "A file the game needs is missing:",
    "fatal.damaged": "A file the game needs is damaged and cannot be read:",
    "fatal.reinstall": "Please reinstall Caylus.",
    "fatal.close": "Press any key or close this window to quit.",
    "fatal.log": "What went wrong is written in the log: {path}",
    "fatal.no_display": "Caylus needs a screen, and none could be opened here (no desktop "
                        "session: over SSH, for instance). Start it on the computer's own "
                        "desktop. \"caylus --self-test\" checks this copy without a screen.",
    "fatal.report": "To help fix it, please send that log file to {address}.",
    "fatal.crashed_title": "Caylus stopped",
    "fatal.crashed": "Caylus stopped because of an error it did not expect. A game in play "
                     "was saved: Continue on the title screen resumes it.",
}
HEADLESS_DRIVERS = ("dummy", "offscreen")  # nobody can see the window: do not wait for a key
WIDTH = 760
MARGIN = 28
HEADING_SIZE, TEXT_SIZE = 34, 24  # pixels, for pygame's built-in font


logger = logging.getLogger(__name__)


def run_or_report(start: Callable[[], int],
                  table_problem: Callable[[], ResourceError | None] = lambda: None) -> int:
    """The shipped tables, then the other shipped files, then `start()`: a file that cannot
    be used gets the broken-install message, an unexpected error the crash message."""
    problem = table_problem()
    if problem is not None:
        report(problem)
        return BROKEN_INSTALL
    try:
        return run_or_report_broken_files(start)
    except Exception:
        logger.critical("Caylus stopped on an unexpected error", exc_info=True)
        show_message(text("fatal.crashed_title"), [text("fatal.crashed")], ask_for_log=True)
        return CRASHED


def run_or_report_broken_files(start: Callable[[], int]) -> int:
    """Check the shipped files, then `start()`; a file that cannot be used is reported."""
    try:
        check_shipped_files()
        return start()
    except ResourceError as error:
        report(error)
        return BROKEN_INSTALL


def check_shipped_files() -> None:
    """Open the English catalogues and every font once (ResourceError if one cannot be used)."""
    from caylus.ui.i18n import check_catalogues
    from caylus.ui.theme import check_fonts

    check_catalogues()
    check_fonts()


def text(key: str, **values: str) -> str:
    """A text of this message: from the catalogue if it can be read, else from FALLBACK."""
    from caylus.ui.i18n import has, t

    try:
        return t(key, **values) if has(key) else FALLBACK[key].format(**values)
    except ResourceError:
        return FALLBACK[key].format(**values)


def say_no_display(error: Exception) -> None:
    """There is no screen: say so on standard error (a window cannot be opened) and log it."""
    logger.error("%s", error)
    if sys.stderr is not None:
        print(f"caylus: {text('fatal.no_display')}", file=sys.stderr, flush=True)


def message_lines(error: ResourceError) -> list[str]:
    """What went wrong, the file, (why it cannot be read,) and what to do."""
    if isinstance(error, MissingResource):
        return [text("fatal.missing"), str(error.path), text("fatal.reinstall")]
    return [text("fatal.damaged"), str(error.path), error.reason, text("fatal.reinstall")]


def report(error: ResourceError) -> None:
    """Log the broken file, print the message to standard error and show it in a window."""
    logger.error("a shipped file cannot be used: %s", error)
    show_message(text("fatal.window_title"), message_lines(error))


def show_message(title: str, lines: list[str], ask_for_log: bool = False) -> None:
    """`lines` and where the log is (and, `ask_for_log`, where to send it): on standard
    error, and in a window where there is a screen."""
    log = current_log()
    if log is not None:
        lines = [*lines, text("fatal.log", path=str(log))]
        if ask_for_log:
            lines.append(text("fatal.report", address=BUG_REPORT_URL))
    if sys.stderr is not None:  # a windowed Windows build has none
        print("\n".join([f"{title}:", *lines]), file=sys.stderr, flush=True)
    import pygame

    try:
        show_window(title, [*lines, text("fatal.close")])
    except (pygame.error, OSError):
        pass  # no screen to show it on: standard error has it
    finally:
        pygame.quit()


def show_window(title: str, lines: list[str]) -> pygame.Surface:
    """Draw the message in its own window and wait until the player dismisses it."""
    import pygame

    from caylus.ui.window_icon import set_window_icon

    pygame.display.init()
    set_window_icon()
    pygame.font.init()
    rows = message_rows(title, lines, WIDTH - 2 * MARGIN)
    height = 2 * MARGIN + sum(gap + row.get_height() for gap, row in rows)
    screen = pygame.display.set_mode((WIDTH, height))
    pygame.display.set_caption(title)
    screen.fill(PARCHMENT)
    y = MARGIN
    for gap, row in rows:
        screen.blit(row, (MARGIN, y + gap))
        y += gap + row.get_height()
    pygame.display.flip()
    if pygame.display.get_driver() not in HEADLESS_DRIVERS:
        wait_for_dismissal()
    return screen


def message_rows(title: str, lines: list[str], width: int) -> list[tuple[int, pygame.Surface]]:
    """(space above, rendered row) for the title, then each line wrapped to `width`."""
    import pygame

    heading = pygame.font.Font(None, HEADING_SIZE)  # built into pygame: needs no shipped file
    body = pygame.font.Font(None, TEXT_SIZE)
    rows = [(0, heading.render(title, True, INK))]
    for line in lines:
        for index, piece in enumerate(wrap(line, body, width)):
            gap = body.get_linesize() // 2 if index == 0 else 0
            rows.append((gap, body.render(piece, True, INK)))
    return rows


def wrap(line: str, font: pygame.font.Font, width: int) -> list[str]:
    """`line` cut into pieces no wider than `width`, after a space or a slash where it can."""
    pieces, current = [], ""
    for char in line:
        if current and font.size(current + char)[0] > width:
            cut = max(current.rfind(" "), current.rfind("/"), current.rfind("\\")) + 1
            cut = cut if cut > len(current) // 2 else len(current)
            pieces.append(current[:cut])
            current = current[cut:]
        current += char
    return [*pieces, current]


def wait_for_dismissal() -> None:
    import pygame

    while True:
        event = pygame.event.wait()
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return
        pygame.display.flip()  # after the window was covered or moved

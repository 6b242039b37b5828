"""The spectator camera: for a room watching a game on a projector, the board zooms to where a
computer's notable move happens — a building activated or built, a house in the castle, a
favour taken — holds there, then backs out.

The camera hears the session's events (as the captions do) and queues the places to look at;
`update` moves through zooming in, holding and zooming out; `draw` shows the board's part in
view over the whole board area. While it moves or holds, computer players wait (`busy`).
Off by default in a normal game (the "Follow the action" setting; only computers' moves are
followed); always on in the demo.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

import pygame

from caylus.core import Event, Game
from caylus.core.places import (
    FAVOUR_COLUMNS,
    Place,
    castle_part_place,
    favour_cell_place,
    road_place,
)
from caylus.core.state import SECTION_SIZES
from caylus.core.vocabulary import EventKind
from caylus.ui.render.view import BoardView

ZOOM = 2.2  # the board is shown this much larger while the camera looks at a notable place
#: ... and this much for a routine one: a cube taken at a building of the road (issue 34: the
#: camera zoomed 2.2× on Easy's Farm choice, too much for what a room needs to see)
ROUTINE_ZOOM = 1.35
MOVE, HOLD = 0.5, 2.0  # seconds to zoom in (and again out), and to stay
BACKLOG = 2  # places waiting beyond this are dropped, oldest first
ROAD_EVENTS = (EventKind.PRODUCE, EventKind.BUILD, EventKind.RESIDENCE, EventKind.LAWYER)


class Camera:
    """Where the board's view is, for `game()` seen through `view()`."""

    def __init__(self, game: Callable[[], Game], view: Callable[[], BoardView],
                 follows: Callable[[Event], bool] = lambda event: True) -> None:
        self.game, self.view, self.follows = game, view, follows
        self.queue: deque[tuple[pygame.Rect, float]] = deque()
        self.focus: pygame.Rect | None = None  # the place looked at now (window pixels)
        self.focus_zoom = ZOOM  # how much larger it is shown at full zoom
        self.elapsed = 0.0

    def hear(self, events: list[Event]) -> None:
        """A session listener: the places of a decision's notable moves."""
        for event in events:
            place = self.place_of(event) if self.follows(event) else None
            if place is not None and (not self.queue or self.queue[-1][0] != place):
                zoom = ROUTINE_ZOOM if event.kind == EventKind.PRODUCE else ZOOM
                self.queue.append((place, zoom))
        while len(self.queue) > BACKLOG:
            self.queue.popleft()

    def place_of(self, event: Event) -> pygame.Rect | None:
        """The board's rectangle an event happens in, or None for one not worth a look."""
        view, data = self.view(), event.data
        if event.kind in ROAD_EVENTS and "space" in data:
            return _union(view, [road_place(int(data["space"]))])
        if event.kind == EventKind.BATCH:
            section = str(data["section"])
            return _union(view, [castle_part_place(section, part)
                                 for part in range(1, SECTION_SIZES[section] + 1)])
        if event.kind == EventKind.FAVOUR:
            row = str(data["row"])
            return _union(view, [favour_cell_place(row, column)
                                 for column in range(1, FAVOUR_COLUMNS + 1)])
        return None

    @property
    def busy(self) -> bool:
        return self.focus is not None or bool(self.queue)

    def update(self, dt: float) -> None:
        if self.focus is None and self.queue:
            (self.focus, self.focus_zoom), self.elapsed = self.queue.popleft(), 0.0
            return
        if self.focus is not None:
            self.elapsed += dt
            if self.elapsed >= 2 * MOVE + HOLD:
                self.focus = None

    def zoom(self) -> float:
        """How far in the camera is: 0 (the whole board) to 1 (the place at full zoom)."""
        if self.focus is None:
            return 0.0
        into = min(1.0, self.elapsed / MOVE)
        out = min(1.0, max(0.0, (2 * MOVE + HOLD - self.elapsed) / MOVE))
        t = min(into, out)
        return t * t * (3 - 2 * t)  # eased

    def window(self, board: pygame.Rect) -> pygame.Rect:
        """The part of `board` shown over the whole of it now."""
        zoom = self.zoom()
        if self.focus is None or zoom <= 0:
            return board
        scale = 1 + (self.focus_zoom - 1) * zoom
        shown = pygame.Rect(0, 0, round(board.w / scale), round(board.h / scale))
        aim = (board.centerx + (self.focus.centerx - board.centerx) * zoom,
               board.centery + (self.focus.centery - board.centery) * zoom)
        shown.center = (round(aim[0]), round(aim[1]))
        return shown.clamp(board)

    def draw(self, surface: pygame.Surface, board: pygame.Rect) -> None:
        """The board's part in view, scaled over the board (nothing while not zoomed)."""
        shown = self.window(board.clip(surface.get_rect()))
        if shown == board or shown.w < 2 or shown.h < 2:
            return
        zoomed = pygame.transform.smoothscale(surface.subsurface(shown), board.size)
        surface.blit(zoomed, board.topleft)


def _union(view: BoardView, places: Sequence[Place]) -> pygame.Rect | None:
    rects = [view.place(place) for place in places if view.has(place)]
    return rects[0].unionall(rects[1:]) if rects else None

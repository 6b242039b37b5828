"""Where the decision panel and the Hint button stand in the window: the map's decision
region, grown over the panels of seats nobody plays, split into the panel and the button."""

from __future__ import annotations

import pygame

from caylus.core.places import slot_place
from caylus.ui.render.view import BoardView

MAX_SEATS = 5


def decision_rect(view: BoardView, players: int) -> pygame.Rect:
    """The map's decision region, grown over the panels of seats nobody plays."""
    rect = view.region("decision")
    for seat in range(players + 1, MAX_SEATS + 1):
        place = slot_place("panel", seat)
        if view.has(place):
            panel = view.place(place)
            if panel.left < rect.right and rect.left < panel.right and panel.top < rect.top:
                rect = rect.union(panel)
    return rect


def growth_room(view: BoardView) -> int:
    """How far the decision panel may reach into the log: the log keeps its title and two
    lines of what happened."""
    if not view.has_region("log"):
        return 0
    whole_log = view.region("log").h + view.decision_extra
    return max(0, whole_log - view.text_px(30) * 4)


def grow_panel(view: BoardView, extra: int) -> bool:
    """Let the decision panel reach `extra` pixels down into the log; True when it grew. It
    never shrinks back while the window and the text size stay, so the buttons under it keep
    their place from one decision to the next."""
    if extra <= view.decision_extra:
        return False
    view.grow_decision(extra)
    return True


def hint_rect(view: BoardView, players: int) -> pygame.Rect | None:
    """The Hint button: a strip at the bottom of the decision region, above Undo."""
    if not (view.has_region("decision") and view.has_region("undo_button")):
        return None
    area, undo = decision_rect(view, players), view.region("undo_button")
    height = round(undo.h * 0.72)
    return pygame.Rect(undo.x, area.bottom - height, undo.w, height)


def panel_rect(view: BoardView, players: int) -> pygame.Rect:
    """The decision panel: the decision region above the Hint button."""
    area, button = decision_rect(view, players), hint_rect(view, players)
    if button is None:
        return area
    gap = max(4, button.h // 5)
    return pygame.Rect(area.x, area.y, area.w, button.y - gap - area.y)

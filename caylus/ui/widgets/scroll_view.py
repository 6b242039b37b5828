"""A tall picture seen through a window that scrolls: wheel, keys and a scroll bar (on the
right, or on the left in a right-to-left language, at the far end of the lines). The picture
is a surface, or a `Page` that paints only the part in view (a list of thousands of games
would be a picture of gigabytes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from caylus.ui import theme
from caylus.ui.layout import px
from caylus.ui.render.text import line_start, mirrored
from caylus.ui.theme import WOOD_MID
from caylus.ui.widgets.base import Widget


class Page(Protocol):
    """A picture too tall to draw whole: its size, and a picture of its whole items seen
    between `top` and `top + height`, with the y of the page where that picture starts
    (whole items: a line half in view is scrolled, not cut)."""

    def get_width(self) -> int: ...

    def get_height(self) -> int: ...

    def window(self, top: int, height: int) -> tuple[pygame.Surface, int]: ...


Picture = pygame.Surface | Page


class ScrollView(Widget):
    """A tall picture seen through `rect`: mouse wheel, arrow keys, Page Up/Down, Home/End,
    or drag the bar. `render(width, scale)` draws the content; it is called again after
    `invalidate()` or when the width or scale changes."""

    focusable = False
    captures_keys = True

    def __init__(self, render: Callable[[int, float], Picture]) -> None:
        super().__init__()
        self.render = render
        self.content: Picture | None = None
        self._window: tuple[tuple[int, int], tuple[pygame.Surface, int]] | None = None
        self.offset = 0
        self.dragging_from: tuple[int, int] | None = None

    def place(self, rect: pygame.Rect, scale: float) -> None:
        if pygame.Rect(rect).size != self.rect.size or scale != self.scale:
            self.content = None
        super().place(rect, scale)

    def invalidate(self, *, to_top: bool = True) -> None:
        self.content = None
        self._window = None
        if to_top:
            self.offset = 0

    def ensure_content(self) -> Picture:
        if self.content is None:
            self.content = self.render(self.content_width(), self.scale)
            self._window = None
            self.offset = min(self.offset, self.max_offset())
        return self.content

    def bar_width(self) -> int:
        return px(22, self.scale)

    def content_width(self) -> int:
        """The width `render` is asked to fill: the view less the scroll bar and a gap."""
        return max(1, self.rect.width - self.bar_width() - px(24, self.scale))

    def max_offset(self) -> int:
        content = self.content
        return max(0, content.get_height() - self.rect.height) if content else 0

    def scroll_by(self, pixels: int) -> bool:
        self.ensure_content()
        before = self.offset
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))
        return self.offset != before

    def thumb(self) -> pygame.Rect | None:
        content = self.ensure_content()
        if content.get_height() <= self.rect.height:
            return None
        fraction = self.rect.height / content.get_height()
        height = max(px(40, self.scale), int(self.rect.height * fraction))
        top = self.rect.y + int((self.rect.height - height) * self.offset / self.max_offset())
        return mirrored(self.rect, pygame.Rect(self.rect.right - self.bar_width(), top,
                                               self.bar_width(), height))

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        line = px(60, self.scale)
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll_by(-event.y * line * 2)
        if event.type == pygame.KEYDOWN:
            page = int(self.rect.height * 0.9)
            moves = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
            return False
        return self.handle_bar(event)

    def handle_bar(self, event: pygame.event.Event) -> bool:
        thumb = self.thumb()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and thumb:
            bar = pygame.Rect(thumb.x, self.rect.y, thumb.width, self.rect.height)
            if thumb.collidepoint(event.pos):
                self.dragging_from = (event.pos[1], self.offset)
                return True
            if bar.collidepoint(event.pos):
                page = int(self.rect.height * 0.9)
                self.scroll_by(page if event.pos[1] > thumb.centery else -page)
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging_from and thumb:
            start_y, start_offset = self.dragging_from
            travel = max(1, self.rect.height - thumb.height)
            moved = (event.pos[1] - start_y) * self.max_offset() / travel
            self.offset = max(0, min(self.max_offset(), int(start_offset + moved)))
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging_from:
            self.dragging_from = None
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        content = self.ensure_content()
        view = pygame.Rect(0, self.offset, content.get_width(),
                           min(self.rect.height, content.get_height() - self.offset))
        left = line_start(self.rect.x, self.rect.right, content.get_width())
        if isinstance(content, pygame.Surface):
            surface.blit(content, (left, self.rect.y), view)
        else:
            picture, start = self.page_window(content, view)
            surface.blit(picture, (left, self.rect.y), view.move(0, -start))
        thumb = self.thumb()
        if thumb is None:
            return
        track = pygame.Rect(thumb.x, self.rect.y, thumb.width, self.rect.height)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=track.width // 2)
        pygame.draw.rect(surface, WOOD_MID, thumb, border_radius=track.width // 2)

    def page_window(self, page: Page, view: pygame.Rect) -> tuple[pygame.Surface, int]:
        """The part of `page` in view, painted once per position (a still list costs
        nothing more)."""
        key = (view.y, view.height)
        if self._window is None or self._window[0] != key:
            self._window = (key, page.window(view.y, view.height))
        return self._window[1]

"""The decision panel's summary (what a place costs, who has passed...): its lines laid out
to the panel's width and drawn, never smaller than the text setting's floor
(`theme.text_floor`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from caylus.ui.i18n import is_rtl
from caylus.ui.render.text import line_start
from caylus.ui.render.tokens import (
    SQUEEZE,
    draw_tokens,
    label_or_none,
    measure,
    wrap_tokens,
)
from caylus.ui.theme import INK, text_floor


def summary_lines(summary: Sequence[Sequence[Any]], wrapped: bool, width: int,
                  size: int) -> list[list[Any]]:
    """The summary's lines wrapped to `width` (a long one goes on two lines); when not
    `wrapped`, only those that even condensed would not fit."""
    lines: list[list[Any]] = []
    for line in summary:
        condensed = measure(line, text_floor(), INK)[0] * SQUEEZE <= width  # as label_or_none
        if wrapped or not condensed:
            lines += wrap_tokens(line, size, width)
        else:
            lines.append(list(line))
    return lines


def draw_summary(surface: pygame.Surface, lines: Sequence[Sequence[Any]], area: pygame.Rect,
                 size: int) -> int:
    """The summary's lines from the top of `area`, as many as it holds (they are reminders:
    the last give way in a full panel); returns where they end."""
    y = area.y
    for line in lines:
        if y + measure(line, size, INK, False)[1] > area.bottom and y > area.y:
            break
        line_size = size
        while measure(line, line_size, INK, False)[0] > area.w and line_size > text_floor():
            line_size -= 1
        width = measure(line, line_size, INK, False)[0]
        if width > area.w:  # condensed sideways; too long even so, a reminder gives way
            image = label_or_none(line, line_size, area.w, INK, text_floor(), is_rtl())
            if image is None:
                continue
            surface.blit(image, (line_start(area.x, area.right, image.get_width()), y))
            y += image.get_height()
            continue
        y = draw_tokens(surface, line, (line_start(area.x, area.right, width), y), line_size,
                        INK, right_to_left=is_rtl()).bottom
    return y + (size // 2 if lines else 0)

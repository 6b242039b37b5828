"""The parts of the game screen around the board: phase banner, supply, buttons, log, tooltip,
and the glow of legal targets. Each draws into a region of the map (window pixels)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from caylus.core import Game
from caylus.core.buildings import BUILDINGS, SPECIAL_BUILDINGS
from caylus.ui.i18n import is_rtl, t
from caylus.ui.render import pieces
from caylus.ui.render.labels import (
    Token,
    building_name,
    cost_tokens,
    deniers,
    favours,
    icon_sentence,
    prestige,
)
from caylus.ui.render.shapes import rounded, translucent
from caylus.ui.render.text import (
    fit,
    fitted_or_none,
    fitting_size,
    line_start,
    mirrored,
    mirrored_x,
    outlined,
    overflow,
    text,
    wrap,
)
from caylus.ui.render.tiles import CATEGORY_COLOURS
from caylus.ui.render.tokens import draw_tokens, measure
from caylus.ui.theme import (
    GOLD,
    INK,
    LEGAL_GLOW,
    PAPER,
    PAPER_EDGE,
    WHITE,
    font,
)
from caylus.ui.theme import WARNING_RED as ILLEGAL_FILL

Colour = tuple[int, int, int]
NOTICE_FILL = (168, 28, 22)
CUT_SHADE = (20, 10, 10, 120)


@dataclass(frozen=True)
class LogLine:
    text: str
    seat: int | None
    turn_marker: bool = False
    #: The decision the line tells of (its index in the game's history); None for notices.
    #: Taking that decision back takes the line out of the log.
    action_index: int | None = None


# --- banner ----------------------------------------------------------------------------------


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, game: Game, scale: float) -> None:
    """Whose decision it is, in that player's colour and shape, and the turn and phase."""
    seat = game.current_seat
    colour = pieces.player_colour(game.players[seat].colour) if seat is not None else GOLD
    radius = max(6, rect.h // 5)
    pygame.draw.rect(surface, pieces.shade(colour, 0.55), rect.move(0, max(2, rect.h // 24)),
                     border_radius=radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, pieces.shade(colour, 1.5), rect, max(2, rect.h // 24),
                     border_radius=radius)
    pad = max(6, rect.h // 8)
    if seat is not None:
        icon = round(rect.h * 0.66)
        pieces.draw_worker(surface, (mirrored_x(rect, rect.x + pad + icon / 2), rect.centery),
                           icon, game.players[seat].colour)
        left = rect.x + pad * 2 + icon
        headline = t("game.banner.whose", who=game.players[seat].name)
    else:
        left = rect.x + pad
        headline = t("game.banner.over")
    phase = t("game.banner", turn=game.turn, phase=t(f"game.phase.{game.phase}"))
    width = rect.right - pad - left
    big = fitting_size(headline, round(rect.h * 0.46), width, True)
    ink = WHITE
    head = outlined(fit(headline, big, width, True), big, ink, pieces.shade(colour, 0.4), True,
                    width=max(1, big // 14))
    sub = fitted_or_none((phase, t(f"game.phase.{game.phase}")), round(rect.h * 0.3), width,
                         pieces.shade(colour, 1.8))
    tuck = max(0, big // 10 - max(1, big // 14))  # the headline's empty line gap, not its outline
    total = head.get_height() + (sub.get_height() if sub else 0) - tuck
    if sub is None or total > rect.h + 2 * max(2, rect.h // 24):
        draw_one_line_banner(surface, rect, head, game, left, width, big, colour)
        return
    top = rect.centery - total // 2
    surface.blit(head, mirrored(rect, head.get_rect(topleft=(left, top))))
    surface.blit(sub, mirrored(rect, sub.get_rect(topleft=(left + 2,
                                                           top + head.get_height() - tuck))))


def draw_one_line_banner(surface: pygame.Surface, rect: pygame.Rect, head: pygame.Surface,
                         game: Game, left: int, width: int, size: int,
                         colour: tuple[int, int, int]) -> None:
    """A banner too short for two lines (large text at 1280×720): whose turn it is, and the
    turn's number after it where it fits (issue 34: the turn disappeared at 200%)."""
    gap = max(6, size // 2)
    turn = fitted_or_none((t("game.banner.turn_short", turn=game.turn),), size,
                          width - head.get_width() - gap, pieces.shade(colour, 1.8))
    surface.blit(head, mirrored(rect, head.get_rect(midleft=(left, rect.centery))))
    if turn is not None:
        at = turn.get_rect(midleft=(left + head.get_width() + gap, rect.centery))
        surface.blit(turn, mirrored(rect, at))


# --- supply -----------------------------------------------------------------------------------


def supply_slots(rect: pygame.Rect, count: int, title_bottom: int = 0) -> list[pygame.Rect]:
    """Where the active player's free workers stand in the supply region (window pixels),
    below its title (whose bottom may be lower than designed: a large or Chinese text)."""
    if count <= 0:
        return []
    title_h = max(round(rect.h * 0.28), title_bottom + max(2, rect.h // 30) - rect.y)
    area = pygame.Rect(rect.x, rect.y + title_h, rect.w, rect.h - title_h)
    size = min(round(area.h * 0.8), round(area.w / 6.6))
    step = size * 1.08
    left = area.centerx - step * (count - 1) / 2
    return [pygame.Rect(0, 0, size, size).move(round(left + i * step - size / 2),
                                               round(area.centery - size / 2))
            for i in range(count)]


def draw_supply(surface: pygame.Surface, rect: pygame.Rect, game: Game, seat: int | None,
                lifted: int, placing: bool) -> list[pygame.Rect]:
    """The active player's free workers (less `lifted` being dragged); returns their rects."""
    if seat is None:
        return []
    player = game.players[seat]
    count = max(0, player.workers_available)
    title_size = max(11, round(rect.h * 0.18))
    title = t("game.supply", who=player.name) if count else t("game.supply.none")
    if count and font(title_size, True).size(title)[0] > rect.w - 16:
        title = player.name  # a large text size: whose workers, the name says it alone
    image = outlined(fit(title, title_size, rect.w - 16, True), title_size, WHITE, INK, True)
    top = rect.y + max(4, rect.h // 24)
    surface.blit(image, (rect.x + max(8, rect.w // 40), top))
    slots = supply_slots(rect, count, top + image.get_height())
    for index, slot in enumerate(slots):
        ghost = index >= count - lifted
        if placing and not ghost:
            glow = slot.inflate(slot.w // 3, slot.h // 3)
            pygame.draw.ellipse(surface, pieces.shade(pieces.player_colour(player.colour), 1.6),
                                glow, max(2, slot.w // 16))
        pieces.draw_worker(surface, slot.center, round(slot.w * 0.86), player.colour, ghost)
    return slots[: count - lifted] if placing else []


# --- buttons ----------------------------------------------------------------------------------


# --- log --------------------------------------------------------------------------------------


def draw_log(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[LogLine], game: Game,
             size: int, scroll: int) -> int:
    """The newest lines at the bottom (`scroll` lines back in time); returns lines shown."""
    rounded(surface, rect, PAPER, PAPER_EDGE, max(6, rect.h // 24), max(2, size // 10))
    pad = max(6, size // 2)
    title = text(t("game.log.title"), size, INK, True, "serif")
    surface.blit(title, (line_start(rect.x + pad, rect.right - pad, title.get_width()),
                         rect.y + pad // 2))
    area = pygame.Rect(rect.x + pad, rect.y + pad // 2 + title.get_height(),
                       rect.w - 2 * pad, rect.h - pad - title.get_height())
    line_h = round(size * 1.22)
    dot = max(6, round(size * 0.7))
    wrapped: list[tuple[str, int | None, bool, bool]] = []
    end = len(lines) - scroll
    for entry in lines[max(0, end - 60): max(0, end)]:
        parts = wrap(entry.text, size, area.w - dot - pad, entry.turn_marker)
        for index, part in enumerate(parts):
            wrapped.append((part, entry.seat, index == 0, entry.turn_marker))
    visible = max(1, area.h // line_h)
    shown = _newest_whole(wrapped, visible)
    y = area.bottom - line_h * len(shown)
    clip = surface.get_clip()
    surface.set_clip(area)
    rtl = is_rtl()  # the worker dot at the start of the line, its words after it
    for part, seat, first, bold in shown:
        if first and seat is not None:
            dot_x = area.right - dot / 2 if rtl else area.x + dot / 2
            pieces.draw_worker(surface, (dot_x, y + line_h / 2), dot, game.players[seat].colour)
        image = text(part, size, INK, bold)
        x = line_start(area.x + dot + pad // 2, area.right - dot - pad // 2, image.get_width())
        surface.blit(image, (x, y + (line_h - image.get_height()) // 2))
        y += line_h
    surface.set_clip(clip)
    return len(shown)


def _newest_whole(wrapped: list[tuple[str, int | None, bool, bool]],
                  visible: int) -> list[tuple[str, int | None, bool, bool]]:
    """The last `visible` lines; where they hold no entry's start (the newest entry is taller
    than the log), that entry's first lines instead, the last one ending in an ellipsis."""
    shown = wrapped[-visible:]
    if not shown or any(first for _, _, first, _ in shown):
        return shown
    start = max(i for i, line in enumerate(wrapped) if line[2])
    shown = wrapped[start:start + visible]
    part, seat, first, bold = shown[-1]
    return [*shown[:-1], (part.rstrip() + "…", seat, first, bold)]


# --- tooltip ----------------------------------------------------------------------------------


def building_tooltip_lines(game: Game, building_id: str,
                           space: int | None) -> list[tuple[Token, ...]]:
    """Token lines for a building's tooltip: name, cost, prestige, effect, owner, stock."""
    lines: list[tuple[Token, ...]] = [(building_name(building_id),)]
    if building_id in BUILDINGS:
        tile = BUILDINGS[building_id]
        cost = dict(tile.cost)
        if cost:
            lines.append((t("game.tooltip.cost", cost=""), *cost_tokens(cost)))
        gains: list[Token] = []
        if tile.prestige:
            gains.append(prestige(tile.prestige))
        if tile.favours:
            gains.append(favours(tile.favours))
        if gains:
            lines.append((t("game.tooltip.prestige", prestige=""), *gains))
        if tile.income:
            lines.append(icon_sentence("game.tooltip.income", {"money": deniers(tile.income)}))
        effect = t(f"building.{building_id}.effect")
        lines.append(("effect", effect))
        if space is not None:
            owner = game.board.owner_at(space)
            if owner is not None:
                lines.append((t("game.tooltip.owner", who=game.players[owner].name),))
        if tile.category in ("wood", "stone", "prestige") and building_id in game.board.stock:
            lines.append((t("game.tooltip.stock", count=game.board.stock[building_id]),))
    elif building_id in SPECIAL_BUILDINGS:
        lines.append(("effect", t(f"building.{building_id}.effect")))
    return lines


def render_tooltip(lines: list[tuple[Token, ...]], size: int, max_width: int,
                   category: str | None) -> pygame.Surface:
    """A parchment box with a coloured header for a tooltip. A line ("effect", words) is
    words wrapped to the box; any other line is tokens, the first one the title."""
    pad = max(6, size // 2)
    rows: list[tuple[str, tuple[Token, ...], int]] = []
    for index, line in enumerate(lines):
        if len(line) == 2 and line[0] == "effect" and isinstance(line[1], str):
            for part in wrap(line[1], size, max_width - 2 * pad):
                rows.append(("text", (part,), size))
        else:
            rows.append(("title" if index == 0 else "tokens", line,
                         round(size * 1.25) if index == 0 else size))
    widths = [measure(row, s, INK)[0] for _, row, s in rows]
    width = min(max_width, max(widths) + 2 * pad)
    heights = [round(s * 1.35) for _, _, s in rows]
    surface = pygame.Surface((width, sum(heights) + 2 * pad), pygame.SRCALPHA)
    box = surface.get_rect()
    fill = CATEGORY_COLOURS.get(category or "", PAPER)
    pygame.draw.rect(surface, PAPER, box, border_radius=pad)
    header = pygame.Rect(0, 0, width, heights[0] + pad)
    pygame.draw.rect(surface, fill, header, border_top_left_radius=pad,
                     border_top_right_radius=pad)
    pygame.draw.rect(surface, PAPER_EDGE, box, max(2, size // 10), border_radius=pad)
    y = pad
    for (kind, row, s), h, w in zip(rows, heights, widths, strict=True):
        draw_tokens(surface, row, (line_start(pad, width - pad, w), y), s, INK, kind == "title",
                    right_to_left=is_rtl())
        y += h
    return surface


# --- notice --------------------------------------------------------------------------------------


def render_handover(message: str, colour_name: str, size: int) -> pygame.Surface:
    """A pill in the player's colour, with their worker and the message, for a hot-seat turn."""
    colour = pieces.player_colour(colour_name)
    words = outlined(message, size, WHITE, pieces.shade(colour, 0.35), True,
                     width=max(1, size // 16))
    pad = size // 2
    icon = round(size * 1.1)
    surface = pygame.Surface((words.get_width() + icon + 3 * pad, words.get_height() + 2 * pad),
                             pygame.SRCALPHA)
    box = surface.get_rect()
    pygame.draw.rect(surface, (*colour, 235), box, border_radius=box.h // 2)
    pygame.draw.rect(surface, WHITE, box, max(2, size // 12), border_radius=box.h // 2)
    pieces.draw_worker(surface, (pad + icon / 2, box.centery), icon, colour_name)
    surface.blit(words, words.get_rect(midleft=(2 * pad + icon, box.centery)))
    return surface


def render_notice(title: str, body: str, width: int, max_height: int,
                  size: int) -> pygame.Surface:
    """A red notice: a bold title and a wrapped message, as tall as it needs (at most
    `max_height`), `width` wide."""
    pad = max(6, size // 2)
    lines = wrap(body, size, width - 2 * pad)
    heights = round(size * 1.6) + len(lines) * round(size * 1.25)
    surface = pygame.Surface((width, min(max_height, heights + 2 * pad)), pygame.SRCALPHA)
    box = surface.get_rect()
    pygame.draw.rect(surface, NOTICE_FILL, box, border_radius=pad)
    pygame.draw.rect(surface, WHITE, box, max(2, size // 10), border_radius=pad)
    y = pad
    head = text(fit(title, round(size * 1.2), width - 2 * pad, True), round(size * 1.2), WHITE,
                True)
    surface.blit(head, (line_start(pad, width - pad, head.get_width()), y))
    y += round(size * 1.6)
    for line in lines:
        if y + size > box.bottom - pad // 2:
            overflow(body)
            break
        image = text(line, size, WHITE)
        surface.blit(image, (line_start(pad, width - pad, image.get_width()), y))
        y += round(size * 1.25)
    return surface


# --- glow of legal targets -------------------------------------------------------------------


def draw_glow(surface: pygame.Surface, rects: Sequence[pygame.Rect], cost: int | None,
              size: int, colour: Colour = LEGAL_GLOW) -> None:
    """A bright frame around a legal target, with its cost on a coin when it has one."""
    if not rects:
        return
    bounds = rects[0].unionall(rects[1:])
    width = max(3, size // 6)
    translucent(surface, bounds, (*colour, 36), max(4, size // 3))
    pygame.draw.rect(surface, colour, bounds.inflate(width, width), width,
                     border_radius=max(4, size // 3))
    if cost is None:
        return
    label = str(cost) if cost else t("game.drag.free")
    coin = round(size * 1.3)
    centre = (bounds.left + coin * 0.1, bounds.bottom - coin * 0.1)
    if cost:
        pieces.draw_coin(surface, centre, coin)
        image = outlined(label, size, WHITE, INK, True, width=max(1, size // 12))
    else:
        image = outlined(label, round(size * 0.8), WHITE, (20, 90, 30), True)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_reason(surface: pygame.Surface, pos: tuple[int, int], reason: str, size: int,
                max_width: int) -> None:
    """Why the hovered target is not allowed, in a red box beside the pointer."""
    lines = wrap(t("game.drag.why", reason=reason), size, max_width)
    images = [text(line, size, WHITE, True) for line in lines]
    pad = max(4, size // 3)
    width = max(i.get_width() for i in images) + 2 * pad
    height = sum(i.get_height() for i in images) + 2 * pad
    box = pygame.Rect(pos[0] + size, pos[1] + size, width, height)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, ILLEGAL_FILL, box, border_radius=pad)
    pygame.draw.rect(surface, WHITE, box, 2, border_radius=pad)
    y = box.y + pad
    for image in images:
        surface.blit(image, (box.x + pad, y))
        y += image.get_height()


def draw_cut(surface: pygame.Surface, rects: Sequence[pygame.Rect]) -> None:
    """Road spaces left out of play (beyond the provost): darkened, crossed."""
    for rect in rects:
        translucent(surface, rect, CUT_SHADE, max(4, rect.w // 10))
        width = max(2, rect.w // 24)
        inset = rect.inflate(-rect.w // 3, -rect.h // 3)
        pygame.draw.line(surface, ILLEGAL_FILL, inset.topleft, inset.bottomright, width)
        pygame.draw.line(surface, ILLEGAL_FILL, inset.topright, inset.bottomleft, width)


def draw_acting(surface: pygame.Surface, rects: Sequence[pygame.Rect], colour: Colour,
                size: int) -> None:
    """The place that is acting now (the building whose decision is owed), framed in the
    acting player's colour with a light edge so it shows on any ground."""
    if not rects:
        return
    bounds = rects[0].unionall(rects[1:])
    width = max(3, size // 6)
    radius = max(4, size // 3)
    pygame.draw.rect(surface, WHITE, bounds.inflate(width * 3, width * 3), width * 3,
                     border_radius=radius)
    pygame.draw.rect(surface, colour, bounds.inflate(width * 2, width * 2), width * 2,
                     border_radius=radius)


def draw_preview(surface: pygame.Surface, rects: Sequence[pygame.Rect], size: int) -> None:
    for rect in rects:
        pygame.draw.rect(surface, GOLD, rect.inflate(size // 2, size // 2), max(3, size // 5),
                         border_radius=max(4, size // 3))

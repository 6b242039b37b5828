"""The player panels on the board: name, status, and one line of deniers, prestige, workers
and cubes (where the flights of coins and cubes land)."""

from __future__ import annotations

import pygame

from caylus.core import Game
from caylus.core.buildings import CUBE_KINDS
from caylus.core.places import slot_place
from caylus.core.state import COMPUTER_LEVELS, HUMAN, Player
from caylus.ui.i18n import ordinal, t
from caylus.ui.render import pieces
from caylus.ui.render.labels import Icon, IconKind, deniers
from caylus.ui.render.shapes import rounded
from caylus.ui.render.text import fits_one_line, fitted, mirrored, mirrored_x, text
from caylus.ui.render.tokens import draw_tokens, measure
from caylus.ui.render.view import BoardView
from caylus.ui.theme import INK, WHITE

PANEL_FILL = (246, 236, 210)
PANEL_EDGE = (92, 64, 36)


def draw_panels(surface: pygame.Surface, view: BoardView, game: Game,
                active: int | None, stopped: bool = False) -> None:
    for seat in range(game.num_players):
        place = slot_place("panel", seat + 1)
        if view.has(place):
            draw_panel(surface, view.place(place), game, seat, seat == active, stopped)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, game: Game, seat: int,
               active: bool, stopped: bool = False) -> None:
    """Name, then one line: deniers, prestige, workers left and cubes by kind. `stopped`:
    the computer to move failed and waits (it says so instead of 'thinking')."""
    player = game.players[seat]
    colour = pieces.player_colour(player.colour)
    radius = max(6, rect.h // 10)
    if active:
        glow = rect.inflate(max(8, rect.h // 8), max(8, rect.h // 8))
        rounded(surface, glow, pieces.shade(colour, 1.55), colour, radius + 4, 3)
    rounded(surface, rect, PANEL_FILL, colour if active else PANEL_EDGE, radius,
            max(2, rect.h // 30) * (2 if active else 1))
    pad = max(4, rect.h // 16)
    header = header_rect(rect)
    rounded(surface, header, colour, None, max(4, radius - 2))
    icon = round(header.h * 0.8)
    pieces.draw_worker(surface, (mirrored_x(header, header.x + icon * 0.7), header.centery),
                       icon, player.colour)
    right = header.right - pad
    level = _draw_level(surface, header, game.seat_kinds[seat], colour)
    if level is not None:
        right = mirrored(header, level).left - pad  # laid out left to right, then mirrored
        if active and not stopped:
            right -= thinking_room(header)  # the scene draws the moving dots there
    status = _panel_status(game, seat, active, stopped)
    status_image = text(status, max(9, round(header.h * 0.5)), WHITE, True) if status else None
    room = right - header.x - round(icon * 1.4)
    if (status_image is not None and status == t("game.panel.thinking")
            and not fits_one_line((player.name,), round(header.h * 0.74),
                                  room - status_image.get_width() - pad)):
        status_image = None  # large text: the name first; the moving dots say it thinks
    if status_image is not None:
        room -= status_image.get_width() + pad
    name = fitted((player.name,), round(header.h * 0.74), room, WHITE)
    name_at = name.get_rect(midleft=(header.x + round(icon * 1.4), header.centery))
    surface.blit(name, mirrored(header, name_at))
    if status_image is not None:
        status_at = status_image.get_rect(midright=(right, header.centery))
        surface.blit(status_image, mirrored(header, status_at))
    body, size, tokens = _panel_stats(rect, player)
    _draw_stats(surface, body, size, tokens, player.colour)


def _panel_stats(rect: pygame.Rect, player: Player) -> tuple[pygame.Rect, int, list[Icon]]:
    """The stats line of a panel: its area, text size and tokens."""
    pad = max(4, rect.h // 16)
    header_bottom = rect.y + pad + round(rect.h * 0.42)
    body = pygame.Rect(rect.x + pad, header_bottom + pad // 2, rect.w - 2 * pad,
                       rect.bottom - pad - header_bottom - pad // 2)
    tokens: list[Icon] = [deniers(player.deniers), Icon(IconKind.POINTS, player.prestige),
                    Icon(IconKind.WORKERS, player.workers_available)]
    tokens += [Icon(IconKind.COUNT, f"{letter}{player.cubes[letter]}") for letter in CUBE_KINDS]
    size = round(body.h * 0.62)
    while _stats_width(tokens, size, player.colour) > body.w and size > 9:
        size -= 1
    return body, size, tokens


def stat_points(rect: pygame.Rect, game: Game, seat: int) -> dict[str, tuple[float, float]]:
    """Where a player's panel shows each stat's icon (window pixels): "deniers", "prestige",
    "workers" and the cube letters, so a flying coin or cube can land on its own icon."""
    player = game.players[seat]
    body, size, tokens = _panel_stats(rect, player)
    return _draw_stats(None, body, size, tokens, player.colour)


def _stats_width(tokens: list[Icon], size: int, colour_name: str) -> int:
    gap = size // 2
    total = 0
    for token in tokens:
        if token.kind is IconKind.WORKERS:
            total += round(size * 1.1) + 4 + text(f"×{token.value}", size, INK, True).get_width()
        elif token.kind is IconKind.COUNT:
            total += round(size * 0.85) + text(str(token.value)[1:], size, INK,
                                               True).get_width()
        else:
            total += measure((token,), size, INK)[0]
        total += gap
    return total


def _draw_stats(surface: pygame.Surface | None, body: pygame.Rect, size: int,
                tokens: list[Icon], colour_name: str) -> dict[str, tuple[float, float]]:
    """Draw the stats line (or only lay it out, without `surface`); returns the icons' centres."""
    x = body.x
    middle = body.centery
    gap = size // 2
    points: dict[str, tuple[float, float]] = {}
    for token in tokens:
        if token.kind is IconKind.WORKERS:
            worker = round(size * 1.1)
            points["workers"] = (x + worker / 2, middle)
            image = text(f"×{token.value}", size, INK, True)
            if surface is not None:
                pieces.draw_worker(surface, points["workers"], worker, colour_name)
                surface.blit(image, (x + worker + 4, middle - image.get_height() / 2))
            x += worker + 4 + image.get_width()
        elif token.kind is IconKind.COUNT:
            cube = round(size * 0.72)
            letter, count = str(token.value)[0], str(token.value)[1:]
            points[letter] = (x + cube / 2, middle)
            image = text(count, size, INK, True)
            if surface is not None:
                pieces.draw_cube(surface, (x, middle - cube / 2 - cube / 8), cube, letter)
                surface.blit(image, (x + round(size * 0.85), middle - image.get_height() / 2))
            x += round(size * 0.85) + image.get_width()
        else:
            width, height = measure((token,), size, INK)
            key = "deniers" if token.kind is IconKind.DENIERS else "prestige"
            points[key] = (x + round(size * 1.05) / 2, middle)
            if surface is not None:
                draw_tokens(surface, (token,), (x, round(middle - height / 2)), size, INK, True)
            x += width
        x += gap
    return points


def header_rect(rect: pygame.Rect) -> pygame.Rect:
    """The coloured header of a player panel drawn in `rect` (name, status, level)."""
    pad = max(4, rect.h // 16)
    return pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, round(rect.h * 0.42))


def thinking_room(header: pygame.Rect) -> int:
    """The width left free at the right of a thinking computer's status for its dots."""
    return round(header.h * 1.3)


def level_pill(header: pygame.Rect, kind: str) -> tuple[pygame.Rect, str] | None:
    """Where a computer seat's level ('Computer · Hard') stands in its panel's header (a pill
    at the end of the line: the right, or the left in a right-to-left language), with its
    words; None for a person."""
    if kind == HUMAN:
        return None
    label = level_label(kind, header)
    pad = max(3, header.h // 8)
    width = _level_image(label, kind, header, INK).get_width()
    pill = pygame.Rect(0, 0, width + 2 * pad, header.h - 2 * pad)
    pill.midright = (header.right - pad, header.centery)
    return mirrored(header, pill), label


def _level_size(header: pygame.Rect) -> int:
    return max(9, round(header.h * 0.46))


def level_label(kind: str, header: pygame.Rect) -> str:
    """'Computer · Hard', or the level alone ('Hard') for every computer seat alike when the
    longest of the levels' labels would not fit a third of the header uncondensed (issue 34:
    "Computer ·" was dropped for one seat and squashed for another)."""
    labels = [t("game.panel.computer", level=t(f"game.level.{level}"))
              for level in COMPUTER_LEVELS]
    longest = max(labels, key=lambda label: text(label, _level_size(header), INK).get_width())
    if fits_one_line((longest,), _level_size(header), header.w // 3, minimum=_level_size(header),
                     squeeze=1.0):
        return t("game.panel.computer", level=t(f"game.level.{kind}"))
    return t(f"game.level.{kind}")


def _level_image(label: str, kind: str, header: pygame.Rect,
                 colour: tuple[int, int, int]) -> pygame.Surface:
    """The level's words (see `level_label`), condensed only if even the level alone must."""
    return fitted((label,), _level_size(header), header.w // 3, colour)


def _draw_level(surface: pygame.Surface, header: pygame.Rect, kind: str,
                colour: tuple[int, int, int]) -> pygame.Rect | None:
    """Draw the level pill (see `level_pill`); its rect, or None for a person."""
    found = level_pill(header, kind)
    if found is None:
        return None
    pill, label = found
    rounded(surface, pill, WHITE, None, pill.h // 2)
    image = _level_image(label, kind, header, pieces.shade(colour, 0.45))
    surface.blit(image, image.get_rect(center=pill.center))
    return pill


def _panel_status(game: Game, seat: int, active: bool, stopped: bool = False) -> str:
    if active and game.seat_kinds[seat] != HUMAN:
        return t("game.panel.stopped" if stopped else "game.panel.thinking")
    if active:
        return t("game.panel.to_play")
    if game.phase == "placement" and seat in game.passed:
        return t("game.panel.passed", position=ordinal(game.passed.index(seat) + 1))
    return ""

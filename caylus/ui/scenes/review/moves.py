"""The move review's words: the decision shown (who played what, Hard's choice and what the
move cost), the progress of Hard's weighing, and each person's three costliest decisions."""

from __future__ import annotations

import pygame

from caylus.ai.decision_costs import costliest
from caylus.core import Game
from caylus.core.state import HUMAN
from caylus.ui import theme
from caylus.ui.i18n import join, t
from caylus.ui.layout import px, text_px
from caylus.ui.render.text import line_height, reading, wrap
from caylus.ui.review_words import cost_words, move_words
from caylus.ui.scenes.review.job import CostJob
from caylus.ui.widgets import INK_SOFT, draw_text


def paragraph(surface: pygame.Surface, words: str, size: int, colour: tuple[int, int, int],
              area: pygame.Rect, y: int, bold: bool = False) -> int:
    """Words wrapped to `area`'s width from `y`, in the reading direction; the next line's y."""
    for line in wrap(words, size, area.width, bold):
        draw_text(surface, line, size, colour, **reading(area, area.x, y), bold=bold)
        y += line_height(size, bold)
    return y


def draw_decision(surface: pygame.Surface, game: Game, position: Game, job: CostJob,
                  index: int, area: pygame.Rect, scale: float) -> int:
    """The decision after `index` actions: the move, Hard's choice and its cost."""
    body, small = text_px("body", scale), text_px("small", scale)
    played = str(game.history[index])
    y = paragraph(surface, t("review.decision.played", turn=position.turn,
                             move=move_words(position, played)),
                  body, theme.INK, area, area.y, bold=True)
    y += px(10, scale)
    cost = job.costs.get(index)
    if cost is None:
        return paragraph(surface, t("review.moves.not_yet"), small, INK_SOFT, area, y)
    if not cost.is_hards_choice:
        y = paragraph(surface, t("review.decision.hard", move=move_words(position, cost.best)),
                      small, theme.INK, area, y)
    return paragraph(surface, cost_words(cost), small, theme.INK, area, y + px(4, scale),
                     bold=not cost.is_hards_choice)


def progress_words(job: CostJob) -> str:
    if job.failed:
        return t("review.moves.failed", done=job.done, total=job.total)
    if job.running:
        return t("review.moves.progress", done=job.done, total=job.total)
    if job.stopped and job.done < job.total:
        return t("review.moves.stopped", done=job.done, total=job.total)
    return t("review.moves.done") if job.total else t("review.moves.waiting")


def draw_progress(surface: pygame.Surface, job: CostJob, bar: pygame.Rect,
                  scale: float) -> None:
    pygame.draw.rect(surface, theme.PARCHMENT_DARK, bar, border_radius=bar.height // 2)
    if job.total:
        filled = bar.copy()
        filled.width = max(bar.height, bar.width * job.done // job.total)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=bar.height // 2)
    pygame.draw.rect(surface, theme.WOOD_DARK, bar, px(3, scale), border_radius=bar.height // 2)
    small = text_px("small", scale)
    draw_text(surface, progress_words(job), small, theme.INK,
              **reading(bar, bar.x, bar.bottom + px(8, scale)), max_width=bar.width)


def people(game: Game) -> list[int]:
    """The seats reviewed: the people's, or every seat when computers played alone."""
    humans = [seat for seat, kind in enumerate(game.seat_kinds) if kind == HUMAN]
    return humans or list(range(game.num_players))


def worst_words(number: int, prestige: int) -> str:
    if prestige > 0:
        return t("review.moves.worst", number=number, count=prestige)
    return t("review.moves.worst_margin", number=number)


def costliest_lines(game: Game, job: CostJob, numbers: dict[int, int], per: int) -> list[str]:
    """Per person, their `per` costliest decisions so far; the people with none share one
    line at the end."""
    lines, quiet = [], []
    for seat in people(game):
        worst = costliest(job.costs.values(), seat, per)
        name = game.players[seat].name
        if not worst:
            quiet.append(name)
            continue
        turns = [worst_words(numbers.get(cost.index, 0) + 1, cost.prestige) for cost in worst]
        lines.append(t("review.moves.person", who=name, decisions=join(turns)))
    if quiet:
        lines.append(t("review.moves.person", who=join(quiet),
                       decisions=t("review.moves.none_costly")))
    return lines


def draw_costliest(surface: pygame.Surface, game: Game, job: CostJob, numbers: dict[int, int],
                   area: pygame.Rect, scale: float) -> None:
    """Per person, their costliest decisions so far: number and the prestige it cost; fewer
    per person where all of them would not fit (five players' lists were cut after three)."""
    small = text_px("small", scale)
    y = paragraph(surface, t("review.moves.costliest"), small, theme.INK, area, area.y,
                  bold=True)
    for per in range(COSTLIEST, 0, -1):
        lines = costliest_lines(game, job, numbers, per)
        height = sum(len(wrap(line, small, area.width)) for line in lines) * line_height(small)
        if y + height <= area.bottom:
            break
    for line in lines:
        if y + line_height(small) * len(wrap(line, small, area.width)) > area.bottom:
            return  # a window too small even for one each: what cannot fit is not drawn
        y = paragraph(surface, line, small, theme.INK, area, y)


COSTLIEST = 3  # decisions listed per person where there is room

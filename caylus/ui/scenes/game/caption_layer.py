"""The captions drawn over the board: one at a time, large, fading in and out.

A `CaptionLayer` hears the game's events (it is a session listener), asks the caption engine
(`captions.captions_for`) what to say, queues the captions and shows each for its time
(`Caption.seconds`, divided by `pace`). A phase's caption follows the game, not the clock: it
goes the moment the game leaves its phase, and the phase the game is in is explained (once a
game) as soon as the game enters it. Over the board's lower part while nobody at the table
decides (the demo, computer turns); docked over the log, out of the way, while a person does;
a click on it puts it away. Type readable from across a room. Only the caption on screen is
rendered (with the font directly, not through the shared text cache), so a demo that runs
all night keeps no pictures of old captions.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

import pygame

from caylus.core import Event, Game
from caylus.core.vocabulary import EventKind
from caylus.ui import theme
from caylus.ui.i18n import is_rtl
from caylus.ui.layout import px
from caylus.ui.render import pieces
from caylus.ui.render.text import overflow, wrap
from caylus.ui.render.view import BoardView
from caylus.ui.scenes.game.captions import (
    MERGING,
    PHASES,
    Caption,
    CaptionKind,
    CaptionWords,
    Seen,
    caption_words,
    captions_for,
    merged,
    phase_caption,
)
from caylus.ui.theme import font

FADE = 0.35  # seconds to fade in, and again to fade out
BACKGROUND = (30, 21, 14, 232)
EDGE = theme.GOLD
HEADLINE_PX, DETAIL_PX, LINE_PX = 62, 44, 38  # at 1920x1080
WIDTH_SHARE = 0.9  # of the board's width, at most
#: Captions about the royal favour table, which lies at the bottom of the board: shown near
#: the top instead, so they do not hide what they tell of (issue 34)
ABOUT_THE_BOTTOM = frozenset({"caption.favour", "caption.best_builder"})


class CaptionLayer:
    """Captions for `game()` (a function: the session's game changes with Undo)."""

    def __init__(self, game: Callable[[], Game], *, pace: float = 1.0, backlog: int = 4,
                 hold: bool = True) -> None:
        self.game = game
        self.pace = pace  # 2.0 shows each caption half as long
        self.backlog = backlog  # captions waiting beyond this are dropped, oldest first
        self.hold = hold  # computer players wait while a caption is up
        self.seen: Seen = frozenset()
        self.queue: deque[Caption] = deque()
        self.current: Caption | None = None
        self.shown_for = 0.0
        # the caption's pictures by width and scale (placing it may try two widths a frame)
        self._pictures: dict[tuple[object, ...], pygame.Surface] = {}
        self.rect: pygame.Rect | None = None  # where the caption on screen was drawn

    # --- what to say --------------------------------------------------------------------

    def open(self, first: Iterable[Caption] = ()) -> None:
        """Start with `first` (e.g. who plays), then the phase the game is in."""
        self.add(first)
        self.follow_the_game()

    def hear(self, events: list[Event]) -> None:
        """A session listener: the captions for a decision's moves (the phases' captions
        come from the game's state, in `follow_the_game`), each marked with its turn: one
        decision can end a turn and start the next, and a caption of the turn left is then
        told under the new turn's banner (issue 34: "takes a royal favour" in turn 5)."""
        turn = self.game().turn - sum(event.kind is EventKind.TURN for event in events)
        batch: list[Event] = []
        for event in [*events, None]:
            if event is None or event.kind is EventKind.TURN:
                captions, _ = captions_for(batch, frozenset(PHASES))
                self.add(replace(caption, turn=turn) for caption in captions)
                batch, turn = [], turn + 1
            else:
                batch.append(event)

    def add(self, captions: Iterable[Caption]) -> None:
        for caption in captions:
            last = self.queue[-1] if self.queue else self.current
            grown = merged(last, caption) if last is not None else None
            if grown is None:
                self.queue.append(caption)
            elif self.queue:
                self.queue[-1] = grown
            else:  # the caption on screen grows and stays its whole time again
                self.current = grown
                self._pictures.clear()
                self.shown_for = min(self.shown_for, FADE)
        while len(self.queue) > self.backlog:
            self.queue.popleft()

    def clear(self) -> None:
        self.queue.clear()
        self.current = None
        self._pictures.clear()

    def dismiss(self) -> None:
        """Put the caption on screen away (the next one, if any, follows)."""
        self.current = None
        self._pictures.clear()

    def follow_the_game(self) -> None:
        """Drop the captions of phases the game has left; explain the phase it is in, at
        once (after who plays), if this game has not shown its caption yet."""
        game = self.game()
        if self.current is not None and _stale(self.current, game):
            self.dismiss()
        self.queue = deque(caption for caption in self.queue if not _stale(caption, game))
        if game.is_over or game.phase not in PHASES or game.phase in self.seen:
            return
        caption = phase_caption(game.phase)
        if caption not in self.queue and caption != self.current:
            leading = next((i for i, c in enumerate(self.queue) if c.kind is not CaptionKind.TABLE),
                           len(self.queue))
            self.queue.insert(leading, caption)
        if self.queue[0] == caption and self.current is not None \
                and self.current.kind in (CaptionKind.MOVE, CaptionKind.SCORING):
            self.dismiss()  # the phase being played first: moves and scores are in the log

    # --- time ---------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A caption is on screen or waiting."""
        return self.current is not None or bool(self.queue)

    @property
    def holding(self) -> bool:
        """Computer players wait: a caption is being read (but a run of castle houses goes
        on while its caption grows)."""
        if not self.hold or self.current is None:
            return self.hold and bool(self.queue)
        return bool(self.queue) or self.current.key not in MERGING

    def sooner(self, other: float | None) -> float | None:
        """The sooner of `other` and this layer's next change (None: never)."""
        mine = self.next_change_in()
        if mine is None or other is None:
            return other if mine is None else mine
        return min(mine, other)

    def duration(self, caption: Caption) -> float:
        return caption.seconds / self.pace if self.pace > 0 else 0.0

    def update(self, dt: float) -> None:
        self.follow_the_game()
        if self.current is not None:
            self.shown_for += dt
            if self.shown_for >= self.duration(self.current):
                self.current = None
                self._pictures.clear()
        if self.current is None and self.queue:
            self.current = self.queue.popleft()
            self.shown_for = 0.0
            self._pictures.clear()
            if self.current.kind is CaptionKind.PHASE:  # explained once a game, once it was shown
                self.seen = self.seen | {self.current.key.removeprefix("caption.phase.")}

    def next_change_in(self) -> float | None:
        """0 while fading, else the seconds until the caption starts fading out."""
        if self.current is None:
            return 0.0 if self.queue else None
        total = self.duration(self.current)
        fade = min(FADE, total / 3)
        if self.shown_for < fade:
            return 0.0
        return max(0.0, total - fade - self.shown_for)

    def alpha(self) -> int:
        if self.current is None:
            return 0
        total = self.duration(self.current)
        fade = min(FADE, total / 3)
        if fade <= 0:
            return 255
        edge = min(self.shown_for, total - self.shown_for)
        return max(0, min(255, int(255 * edge / fade)))

    # --- drawing ------------------------------------------------------------------------

    def forget_picture(self) -> None:
        """Draw the caption anew (its words changed language)."""
        self._pictures.clear()

    def draw(self, surface: pygame.Surface, area: pygame.Rect, scale: float,
             docked: pygame.Rect | None = None,
             keep_clear: Sequence[pygame.Rect] = ()) -> None:
        """The caption on screen: centred near the bottom of `area` (the board; near its top
        for a caption about the favour table, or where the bottom would hide one of
        `keep_clear`: the workers' supply while they are placed), or fitted into `docked`
        (the log) while a person decides, so it hides nothing they need."""
        if self.current is None:
            self.rect = None
            return
        if docked is not None:
            picture = self._picture_at(docked.width, scale, docked)
            rect = picture.get_rect(midbottom=docked.midbottom)
        else:
            picture, rect = self._placed(area, scale, keep_clear)
        picture.set_alpha(self.alpha())
        surface.blit(picture, rect)
        self.rect = rect

    def _picture_at(self, width: int, scale: float, docked: pygame.Rect | None) -> pygame.Surface:
        key = (id(self.current), width, round(scale, 3), docked.h if docked else 0)
        picture = self._pictures.get(key)
        if picture is None:
            picture = self._pictures[key] = self._render(width, scale, docked)
        return picture

    def _placed(self, area: pygame.Rect, scale: float,
                keep_clear: Sequence[pygame.Rect]) -> tuple[pygame.Surface, pygame.Rect]:
        """The picture and where it goes: the first of the spots (see `_spots`) where it
        hides none of `keep_clear`, else where it hides the least of them."""
        best: tuple[int, pygame.Surface, pygame.Rect] | None = None
        for width, centre_x, at_top in self._spots(area, keep_clear):
            picture = self._picture_at(width, scale, None)
            margin = px(70, scale)
            if at_top:
                rect = picture.get_rect(midtop=(centre_x, area.top + margin))
                rect.bottom = min(rect.bottom, area.bottom)
            else:
                rect = picture.get_rect(midbottom=(centre_x, area.bottom - margin))
                rect.top = max(rect.top, area.top)
            hidden = sum(_overlap(rect, other) for other in keep_clear)
            if best is None or hidden < best[0]:
                best = (hidden, picture, rect)
            if hidden == 0:
                break
        assert best is not None
        return best[1], best[2]

    def _spots(self, area: pygame.Rect,
               keep_clear: Sequence[pygame.Rect]) -> list[tuple[int, int, bool]]:
        """Where a caption may stand, as (width, centre x, at the top), in the order tried:
        across the bottom of `area`, then across its bottom beside what it must keep clear
        (narrower), then across its top; the top first for a caption about the bottom."""
        width = int(area.width * WIDTH_SHARE)
        bottom, top = (width, area.centerx, False), (width, area.centerx, True)
        spots = [top, bottom] if self.current is not None and \
            self.current.key in ABOUT_THE_BOTTOM else [bottom]
        left = max((rect.right for rect in keep_clear), default=area.left) + (area.w - width) // 2
        if area.right - left >= area.w // 2:
            spots.append((min(width, area.right - left - (area.w - width) // 2),
                          (left + area.right) // 2, False))
        return [*spots, top] if top not in spots else spots

    def _render(self, width: int, scale: float, docked: pygame.Rect | None) -> pygame.Surface:
        """The caption's picture; docked, made smaller until it fits the dock's height (its
        smallest lines no smaller than the smallest readable text)."""
        game = self.game()
        words = caption_words(self.current, game) if self.current else None
        assert words is not None
        picture = render_caption(words, game, width, scale)
        smallest = theme.MIN_TEXT_PX / LINE_PX
        while docked is not None and picture.get_height() > docked.h and scale > smallest:
            scale = max(smallest, scale * 0.9)
            picture = render_caption(words, game, width, scale)
        return picture


def _overlap(one: pygame.Rect, other: pygame.Rect) -> int:
    clipped = one.clip(other)
    return clipped.w * clipped.h


def _stale(caption: Caption, game: Game) -> bool:
    """A phase's caption once the game has left that phase."""
    return caption.kind is CaptionKind.PHASE and caption.key != phase_caption(game.phase).key


def caption_area(view: BoardView) -> pygame.Rect:
    """Where captions go: the board, left of the players' panels and the decision."""
    board = view.board_rect
    if not view.has_region("decision"):
        return board
    right = view.region("decision").left
    return pygame.Rect(board.left, board.top, max(1, right - board.left), board.height)


def render_caption(words: CaptionWords, game: Game, width: int, scale: float) -> pygame.Surface:
    """The caption as one picture: a dark board edged in gold with the words on it."""
    pad = px(34, scale)
    inner = width - 2 * pad
    rows = _rows(words, game, inner, scale)
    height = sum(image.get_height() for image, _ in rows) + 2 * pad
    used = max((image.get_width() for image, _ in rows), default=0) + 2 * pad
    card = pygame.Surface((min(width, max(used, width // 2)), height), pygame.SRCALPHA)
    radius = px(22, scale)
    pygame.draw.rect(card, BACKGROUND, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, EDGE, card.get_rect(), px(4, scale), border_radius=radius)
    # the players' lines start at one edge, as a list, centred as a block
    first_line = len(rows) - len(words.lines)
    block = max((image.get_width() for image, _ in rows[first_line:]), default=0)
    y = pad
    for index, (image, gap) in enumerate(rows):
        if words.lines and index >= first_line and is_rtl():
            rect = image.get_rect(topright=((card.get_width() + block) // 2, y))
        elif words.lines and index >= first_line:
            rect = image.get_rect(topleft=((card.get_width() - block) // 2, y))
        else:
            rect = image.get_rect(midtop=(card.get_width() // 2, y))
        card.blit(image, rect)
        y += image.get_height() + gap
    return card


def _rows(words: CaptionWords, game: Game, width: int,
          scale: float) -> list[tuple[pygame.Surface, int]]:
    """Each line of the caption rendered, with the space to leave under it."""
    headline, detail, small = px(HEADLINE_PX, scale), px(DETAIL_PX, scale), px(LINE_PX, scale)
    rows: list[tuple[pygame.Surface, int]] = []
    if words.when:
        rows.append((_line(words.when, detail, theme.PARCHMENT, True, "sans"), 0))
    piece_room = headline + headline // 3 if words.seat is not None else 0
    for index, line in enumerate(wrap(words.headline, headline, width - piece_room, bold=True,
                                      family="serif")):
        image = _line(line, headline, theme.HIGHLIGHT, True, "serif")
        rows.append((_with_piece(image, words.seat if index == 0 else None, game, headline), 0))
    for line in wrap(words.detail, detail, width):
        rows.append((_line(line, detail, theme.PARCHMENT, False, "sans"), 0))
    if words.lines:
        rows.append((pygame.Surface((1, px(12, scale)), pygame.SRCALPHA), 0))
    for text, seat in words.lines:
        rows.append((_player_line(text, seat, game, small, width), px(4, scale)))
    if rows:
        rows[-1] = (rows[-1][0], 0)
    return rows


def _line(text: str, size: int, colour: tuple[int, int, int], bold: bool,
          family: str) -> pygame.Surface:
    return font(size, bold, family).render(text, True, colour)


def _player_line(text: str, seat: int | None, game: Game, size: int,
                 width: int) -> pygame.Surface:
    """A line naming a player, with the player's piece (colour and shape) before it."""
    words = _line(text, size, theme.PARCHMENT_LIGHT, True, "sans")
    return _with_piece(words, seat, game, size, width, text)


def _with_piece(words: pygame.Surface, seat: int | None, game: Game, size: int,
                width: int | None = None, said: str = "") -> pygame.Surface:
    """`words` (which say `said`) with the piece of the player `seat` (colour and shape)
    before them; cut at `width`, which is noted as an overflow."""
    if seat is None or seat >= len(game.players):
        return words
    piece = pieces.worker_sprite(game.players[seat].colour, int(size * 0.8))
    gap = size // 3
    full = piece.get_width() + gap + words.get_width()
    if width and full > width:
        overflow(said)
    line = pygame.Surface((min(width, full) if width else full,
                           max(piece.get_height(), words.get_height())), pygame.SRCALPHA)
    middle = line.get_height() // 2
    if is_rtl():  # the piece starts the line, on the right
        line.blit(piece, piece.get_rect(midright=(line.get_width(), middle)))
        line.blit(words, words.get_rect(midright=(line.get_width() - piece.get_width() - gap,
                                                  middle)))
    else:
        line.blit(piece, piece.get_rect(midleft=(0, middle)))
        line.blit(words, words.get_rect(midleft=(piece.get_width() + gap, middle)))
    return line

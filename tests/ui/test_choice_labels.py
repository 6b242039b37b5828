"""What a choice says before it is confirmed (issue 10, items 4-6): the castle's Done shows the
prestige really lost, the Lawyer shows its cost, and words never run into each other."""

from __future__ import annotations

import pytest

from caylus.core import Game
from caylus.core.actions import act
from caylus.ui.render.labels import ARROW, cubes, deniers, prestige
from caylus.ui.render.text import text
from caylus.ui.render.tokens import measure, wrap_tokens
from caylus.ui.scenes.game.choices import BUILDERS, _favour_row_label

from .positions import position_with


def done_label(game: Game) -> tuple:
    seat = game.current_seat
    assert seat is not None
    [step] = BUILDERS["done"](game, seat, act("done"))
    return step.label, step.hint


def nothing_offered(game: Game) -> bool:
    return game.batches_offered() == 0 and any(
        a.kind == "done" for a in game.legal_actions())


@pytest.mark.parametrize(("prestige_held", "lost"), [(0, 0), (1, 1), (5, 2)])
def test_castle_done_shows_the_prestige_really_lost(prestige_held: int, lost: int) -> None:
    """R-CASTLE-4: no batch costs 2 PP, never below 0."""
    game = position_with("castle", nothing_offered)
    seat = game.current_seat
    assert seat is not None
    game.players[seat].prestige = prestige_held
    label, _ = done_label(game)
    assert (prestige(-lost) in label) == bool(lost)
    before = game.players[seat].prestige
    game.apply(act("done"))
    assert before - game.players[seat].prestige == lost


def test_lawyer_choice_shows_its_cost_and_gain() -> None:
    game = position_with("lawyer", lambda g: any(a.kind == "lawyer" for a in g.legal_actions()))
    action = next(a for a in game.legal_actions() if a.kind == "lawyer")
    seat = game.current_seat
    assert seat is not None
    [step] = BUILDERS["lawyer"](game, seat, action)
    assert step.label[1:] == (cubes("C"), deniers(-1), ARROW, prestige(2))
    before = game.players[seat]
    cloth, coins = before.cubes["C"], before.deniers
    events = game.apply(action)
    # the road goes on after the Lawyer: what the seat's next workers produce is no payment
    produced = "".join(e.data.get("cubes", "") + e.data.get("cube", "") for e in events
                       if e.seat == seat and e.kind in ("produce", "owner_bonus"))
    paid_cloth = cloth + produced.count("C") - game.players[seat].cubes["C"]
    assert (paid_cloth, coins - game.players[seat].deniers) == (1, 1)


def test_words_side_by_side_keep_a_space_between_them() -> None:
    size = 30
    apart = measure(("up to", "stone building"), size, bold=False)[0]
    glued = text("up to", size, (0, 0, 0)).get_width() + text(
        "stone building", size, (0, 0, 0)).get_width()
    assert apart >= glued + text(" ", size, (0, 0, 0)).get_width()


def test_words_side_by_side_stay_apart_when_wrapped() -> None:
    """Issue 34: the hint read "Hard would choose:the Inn" once its line was wrapped."""
    lines = wrap_tokens(("Hint — Hard would choose:", "the Inn"), 30, 10_000)
    assert lines == [["Hint — Hard would choose: the Inn"]]
    narrow = wrap_tokens(("choose:", "the Inn"), 30, text("choose: the", 30,
                                                          (0, 0, 0)).get_width())
    assert [" ".join(line) for line in narrow] == ["choose: the", "Inn"]


def test_a_favour_row_label_is_one_sentence_from_the_catalogue() -> None:
    game = position_with("favour", lambda g: len({a.args[1] for a in g.legal_actions()
                                            if a.args[0] == "buildings"}) > 1)
    label = _favour_row_label(game, "buildings")
    assert isinstance(label[0], str)
    assert label[0].endswith("up to")
    assert not label[0].endswith(" ")


# --- a name field (issue 10, item 7) ------------------------------------------------------


def name_field(value: str, focused: bool):
    import pygame

    from caylus.ui.widgets import TextInput, WidgetGroup

    group = WidgetGroup()
    field = group.add(TextInput(value, lambda text: None, max_length=16))
    field.place(pygame.Rect(10, 10, 300, 60), 2 / 3)
    if focused:
        group.set_focus(field)
    return field


def ink_columns(surface, rect) -> list[int]:
    from caylus.ui import theme

    return [x for x in range(rect.left, rect.right)
            if any(surface.get_at((x, y))[:3] == theme.INK for y in range(rect.top, rect.bottom))]


def test_a_long_name_at_rest_shows_whole_never_clipped() -> None:
    import pygame

    from caylus.ui import theme
    from caylus.ui.layout import px, text_px
    from caylus.ui.render.text import fitting_size as fit_text_size

    name = "WWWWWWWWWWWWWWWW"
    field = name_field(name, focused=False)
    surface = pygame.Surface((400, 100))
    field.draw(surface)
    inner = field.rect.inflate(-2 * px(16, field.scale), 0)
    size = fit_text_size(name, text_px("body", field.scale), inner.width)
    assert theme.font(size).size(name)[0] <= inner.width
    alone = pygame.Surface((400, 100))
    alone.blit(theme.font(size).render(name, True, theme.INK), (0, 0))
    drawn, expected = ink_columns(surface, field.rect), ink_columns(alone, alone.get_rect())
    # the same letters, all of them: the inked columns match the name drawn alone
    assert [x - drawn[0] for x in drawn] == [x - expected[0] for x in expected]


def test_while_typing_the_field_says_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from caylus.ui.i18n import t
    from caylus.ui.render.text import draw_text
    from caylus.ui.widgets import text_input

    drawn: list[str] = []

    def recording(surface, words, *a, **k):
        drawn.append(words)
        return draw_text(surface, words, *a, **k)

    monkeypatch.setattr(text_input, "draw_text", recording)
    field = name_field("Chloé", focused=True)
    field.draw(pygame.Surface((400, 100)))
    assert t("widget.text_length", count=5, limit=16) in drawn
    field.insert("x" * 20)
    assert field.value == "Chloé" + "x" * 11
    drawn.clear()
    field.draw(pygame.Surface((400, 100)))
    assert t("widget.text_length", count=16, limit=16) in drawn


def test_a_cost_read_right_to_left_keeps_its_icon_between_it_and_the_next_number() -> None:
    """Issue 34: on Hebrew provost buttons the red cost digit sat against the destination
    space ("−1" beside "8" read as "18"); mirrored, the coin stands between them."""
    import pygame

    from caylus.ui.render.tokens import COST_RED, draw_tokens

    size = 40
    surface = pygame.Surface((400, 80))
    surface.fill((255, 255, 255))
    draw_tokens(surface, ("8", deniers(-1)), (10, 10), size, (0, 0, 0), right_to_left=True)
    red, black = [], []
    for x in range(400):
        for y in range(80):
            pixel = tuple(surface.get_at((x, y)))[:3]
            if pixel == COST_RED:
                red.append(x)
            elif pixel == (0, 0, 0):
                black.append(x)
    assert red and black and max(red) < min(black)
    assert min(black) - max(red) >= size  # the coin's width apart, not a letter's gap


@pytest.mark.parametrize(("language", "cost", "expected"), [
    ("he", 1, "1\u00a0\u2060דינר"), ("he", 3, "3\u00a0\u2060דינרים"),
    ("pl", 2, "2\u00a0denary"), ("pl", 5, "5\u00a0denarów"), ("en", 1, "1\u00a0denier")])
def test_a_reason_says_amounts_as_counted_phrases(language: str, cost: int,
                                                  expected: str) -> None:
    """Issue 34: reasons glued a raw number to a plural noun ("1 דינרים")."""
    from caylus.core.actions import Reason
    from caylus.ui.i18n import set_language
    from caylus.ui.render.labels import reason_text

    set_language(language)
    try:
        said = reason_text(Reason("too_expensive", "", cost=cost, have=0))
    finally:
        set_language("en")
    assert expected in said


def test_a_sentence_with_icons_puts_them_where_the_language_does() -> None:
    from caylus.ui.i18n import set_language
    from caylus.ui.render.labels import Icon, IconKind, icon_sentence

    money = deniers(4)
    worker = Icon(IconKind.WORKER, "blue")
    for language in ("en", "he", "zh-Hant"):
        set_language(language)
        try:
            tokens = icon_sentence("game.summary.have", {"money": money, "worker": worker},
                                   count=2)
        finally:
            set_language("en")
        assert tokens.index(money) < tokens.index(worker)
        assert all(isinstance(token, str) or token in (money, worker) for token in tokens)
        assert not any("{" in token for token in tokens if isinstance(token, str))

"""The decision owed, as a tree of choices built from `game.legal_actions()`.

Every legal action is one leaf of the tree, so every legal action is reachable from the
decision panel or the board. Each decision kind gets its own friendly presentation (labels
with cube, denier and prestige icons, board places that pick a choice, places to highlight),
and an action is split into steps where that helps: favour row, then column, then what it
gives; a building tile, then how to pay for it. Kinds this module does not know still work:
each of their actions becomes one plain button.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

from caylus.core import Action, Game
from caylus.core.actions import Argument, number
from caylus.core.buildings import BUILDINGS
from caylus.core.castle import done_penalty
from caylus.core.effects import (
    DENIERS,
    PRESTIGE_GAIN,
    Alchemy,
    Effect,
    Exchange,
    Market,
    NoEffect,
    Peddler,
)
from caylus.core.placement import usual_cost
from caylus.core.places import Place, castle_part_place, favour_cell_place, road_place
from caylus.core.road import LAWYER_CLOTH, LAWYER_DENIERS, RESIDENCE_PRESTIGE
from caylus.core.state import SECTION_PRESTIGE
from caylus.core.vocabulary import DecisionKind, Verb
from caylus.ui.i18n import has, t
from caylus.ui.render.labels import (
    ARROW,
    Icon,
    IconKind,
    Token,
    building_name,
    cost_tokens,
    counted,
    cubes,
    deniers,
    favour_column_label,
    favours,
    icon_sentence,
    prestige,
)

PICKER_THRESHOLD = 6  # more bundles than this are chosen with the cube picker


@dataclass
class Choice:
    """One option of the decision panel, or a step towards several of them."""

    key: str
    label: tuple[Token, ...]
    hint: str = ""  # the consequence, in words
    place: Place | None = None  # the board zone whose click picks this choice
    preview: tuple[Place, ...] = ()  # board zones to highlight while this choice is hovered
    action: Action | None = None  # set on leaves
    skip: bool = False  # the way to decline (drawn apart from the others)
    board_only: bool = False  # picked on the board only (worker placement)
    ghost: str = ""  # a building drawn faintly on the preview places: what would be built there
    crumb: tuple[Token, ...] = ()  # how the step reads once chosen (default: its label)
    picker: int = 0  # > 0: the children are cube bundles of this size, chosen with a picker
    title: str = ""  # the prompt while this step is open
    children: list[Choice] = field(default_factory=list)

    @property
    def is_leaf(self) -> bool:
        return self.action is not None

    def leaves(self) -> Iterator[Choice]:
        if self.is_leaf:
            yield self
        for child in self.children:
            yield from child.leaves()

    def child(self, key: str) -> Choice | None:
        return next((c for c in self.children if c.key == key), None)


Steps = list[Choice]
Builder = Callable[[Game, int, Action], Steps]


def target_name(game: Game, target: Place) -> str:
    """A placement target in words: 'the Sawmill (space 5)', 'the castle'."""
    if target.is_road and target.number is not None:
        building = game.board.building_at(target.number)
        name = building_name(building) if building else ""
        return t("game.target.road", name=name, space=target.number)
    return t(f"game.target.{target.area}")


def action_target(action: Action) -> Place:
    """The target (a board zone) of a `place` or `gate` action."""
    target = action.target
    if target is None:
        raise ValueError(f"{action} has no target")
    return target


# --- per decision kind: the steps leading to each action ------------------------------------


def _skip(game: Game, seat: int, action: Action) -> Steps:
    kind = game.decision.kind if game.decision else ""
    label = t(f"game.skip.{kind}") if has(f"game.skip.{kind}") else t("game.skip.default")
    return [Choice("skip", (label,), skip=True)]


def _place(game: Game, seat: int, action: Action) -> Steps:
    if action.kind is Verb.PASS:
        first = not game.passed
        hint = t("game.hint.pass_first") if first else t("game.hint.pass")
        label: tuple[Token, ...] = (t("game.choice.pass"),)
        if first:
            label += (ARROW, deniers(1))
        return [Choice("pass", label, hint=hint, skip=True)]
    target = action_target(action)
    return [Choice(f"place:{target}", (target_name(game, target),), place=target,
                   board_only=True)]


def _gate(game: Game, seat: int, action: Action) -> Steps:
    target = action_target(action)
    return [Choice(f"gate:{target}", (target_name(game, target),), place=target,
                   board_only=True, hint=t("game.hint.gate"))]


def _provost(game: Game, seat: int, action: Action) -> Steps:
    delta = number(action.args[0])
    space = game.board.provost + delta
    free = game.decision is not None and game.decision.kind == DecisionKind.GUILD
    label: tuple[Token, ...] = (f"{delta:+d}", ARROW, str(space))
    if not free:
        label += (deniers(-abs(delta)),)
    hint = t("game.hint.provost", space=space)
    return [Choice(f"provost:{delta}", label, hint=hint, place=road_place(space))]


def _joust(game: Game, seat: int, action: Action) -> Steps:
    return [Choice("joust", (t("game.choice.joust"), deniers(-1), cubes("C"), ARROW, favours(1)),
                   hint=t("game.hint.joust"))]


def _inn(game: Game, seat: int, action: Action) -> Steps:
    what = action.args[0]
    return [Choice(f"inn:{what}", (t(f"game.choice.inn_{what}"),), hint=t(f"game.hint.inn_{what}"),
                   skip=what == "leave")]


def _produce(game: Game, seat: int, action: Action) -> Steps:
    letters = str(action.args[0])
    return [Choice(f"take:{letters}", (t("game.choice.take"), cubes(letters)))]


def _bonus(game: Game, seat: int, action: Action) -> Steps:
    letter = str(action.args[0])
    return [Choice(f"bonus:{letter}", (t("game.choice.take"), cubes(letter)))]


def _road_effect(game: Game) -> Effect:
    space = game.decision.space if game.decision else None
    building = game.board.building_at(space) if space else None
    return BUILDINGS[building].effect if building else NoEffect()


def _sell(game: Game, seat: int, action: Action) -> Steps:
    letter = str(action.args[0])
    effect = _road_effect(game)
    price = effect.price if isinstance(effect, Market) else 0
    return [Choice(f"sell:{letter}", (t("game.choice.sell"), cubes(letter), ARROW,
                                      deniers(price)))]


def _bundle_steps(prefix: str, letters: str, group_label: tuple[Token, ...], pay: Token,
                  gain: Token | None, many: bool) -> Steps:
    """A size group, then the bundle (a picker when the group has many bundles)."""
    leaf_label: tuple[Token, ...] = (cubes(letters), ARROW, gain) if gain else (pay, ARROW,
                                                                                cubes(letters))
    title = t("game.title.bundle", count=len(letters))
    group = Choice(f"{prefix}:size{len(letters)}", group_label, picker=len(letters) if many else 0,
                   title=title)
    return [group, Choice(letters, leaf_label)]


def _buy(game: Game, seat: int, action: Action) -> Steps:
    letters = str(action.args[0])
    effect = _road_effect(game)
    offers = dict(effect.offers if isinstance(effect, Peddler) else ())
    price = offers.get(len(letters), 0)
    many = _bundle_count(game, "buy", len(letters)) > PICKER_THRESHOLD
    label = (t("game.choice.buy", count=len(letters)), deniers(-price))
    return _bundle_steps("buy", letters, label, deniers(-price), None, many)


def _alchemy(game: Game, seat: int, action: Action) -> Steps:
    letters = str(action.args[0])
    effect = BUILDINGS["alchemist"].effect
    offers = dict(effect.offers if isinstance(effect, Alchemy) else ())
    gold = offers.get(len(letters), 0)
    many = _bundle_count(game, "alchemy", len(letters)) > PICKER_THRESHOLD
    label = (t("game.choice.alchemy", count=len(letters)), ARROW, cubes("G" * gold))
    return _bundle_steps("alchemy", letters, label, "", cubes("G" * gold), many)


def _bundle_count(game: Game, kind: str, size: int) -> int:
    return sum(1 for a in game.legal_actions() if a.kind == kind and len(str(a.args[0])) == size)


def _trade(game: Game, seat: int, action: Action) -> Steps:
    effect = _road_effect(game)
    paid = number(action.args[0])
    if not isinstance(effect, Exchange):
        effect = Exchange(DENIERS, PRESTIGE_GAIN, ())
    gained = dict(effect.offers).get(paid, 0)
    pay = deniers(-paid) if effect.pay == DENIERS else cubes(effect.pay * paid)
    gain = prestige(gained) if effect.gain == PRESTIGE_GAIN else cubes(effect.gain * gained)
    return [Choice(f"trade:{paid}", (t("game.choice.trade"), pay, ARROW, gain))]


def _lawyer_target(game: Game, space: int, key: str) -> Choice:
    """A building to turn into a residence, with what it costs and gives: the Lawyer takes
    cloth and deniers, the favour (`key` "residence") the cloth alone."""
    building = game.board.building_at(space)
    name = building_name(building) if building else ""
    cost: tuple[Token, ...] = (cubes("C" * LAWYER_CLOTH),)
    if key == "lawyer":
        cost += (deniers(-LAWYER_DENIERS),)
    label = (t("game.target.road", name=name, space=space), *cost, ARROW,
             prestige(RESIDENCE_PRESTIGE))
    return Choice(f"{key}:{space}", label, place=road_place(space),
                  hint=t("game.hint.residence"))


def _lawyer(game: Game, seat: int, action: Action) -> Steps:
    return [_lawyer_target(game, number(action.args[0]), "lawyer")]


def _tile_steps(game: Game, args: tuple[Argument, ...], discount: str = "") -> Steps:
    """Steps for building a tile: the tile, then how to pay the 'any' cube or which residence."""
    tile = BUILDINGS[str(args[0])]
    cost = dict(tile.cost)
    for letter in discount:
        if cost.get(letter):
            cost[letter] -= 1
    gains: list[Token] = [prestige(tile.prestige)]
    if tile.favours:
        gains.append(favours(tile.favours))
    label = (building_name(tile.id), *cost_tokens(cost), ARROW, *gains)
    space = game.board.first_empty_space()
    preview: tuple[Place, ...] = (road_place(space),) if space and tile.category != "prestige" \
        else ()
    if tile.category == "prestige":
        residences = game.board.residences_of(game.current_seat or 0)
        preview = tuple(road_place(s) for s in residences)
    prestige_tile = tile.category == "prestige"
    # a tile's effect shows in its tooltip beside the faint tile on the board, not here
    hint = t("game.hint.on_residence") if prestige_tile else ""
    title = t("game.title.tile_where" if prestige_tile else "game.title.tile",
              name=building_name(tile.id))
    tile_step = Choice(f"tile:{tile.id}", label, hint=hint, preview=preview, title=title,
                       ghost=tile.id)
    if len(args) == 1:
        return [tile_step]
    extra = args[1]
    if tile.category == "prestige":
        residence_place = road_place(number(extra))
        residence = Choice(f"space:{extra}", (t("game.choice.on_residence", space=extra),),
                           place=residence_place, preview=(residence_place,), ghost=tile.id)
        return [tile_step, residence]
    return [tile_step, Choice(f"any:{extra}", (t("game.choice.pay_any"), cubes(str(extra))))]


def _build(game: Game, seat: int, action: Action) -> Steps:
    return _tile_steps(game, action.args)


def _batch(game: Game, seat: int, action: Action) -> Steps:
    section = game.board.section_under_construction() or "towers"
    gain = SECTION_PRESTIGE.get(section, 0)
    hint = t("game.hint.batch", section=t(f"game.section.{section}"),
             prestige=counted("prestige", gain))
    part = castle_part_place(section, len(game.board.castle.get(section, [])) + 1)
    letters = str(action.args[0])
    return [Choice(f"batch:{letters}", (cubes(letters), ARROW, prestige(gain)),
                   hint=hint, preview=(part,))]


def _done(game: Game, seat: int, action: Action) -> Steps:
    """Done with the castle: the prestige it really costs (R-CASTLE-4: never below 0)."""
    offered = game.batches_offered()
    lost = done_penalty(game, seat)
    label: tuple[Token, ...] = (t("game.choice.done"),)
    if lost:
        label += (prestige(-lost),)
        hint = t("game.hint.castle_penalty", lost=counted("prestige", lost))
    else:
        hint = t("game.hint.castle_done" if offered else "game.hint.castle_no_loss")
    return [Choice("done", label, hint=hint, skip=True)]


def _favour(game: Game, seat: int, action: Action) -> Steps:
    row, column, args = str(action.args[0]), number(action.args[1]), action.args[2:]
    row_step = Choice(f"row:{row}", _favour_row_label(game, row),
                      title=t("game.title.favour_column", row=t(f"game.favour.row.{row}")),
                      crumb=(t(f"game.favour.row.{row}"),))
    title_key = f"game.title.favour.{row}_{column}"
    cell = Choice(f"col:{column}", (f"{column}:", *favour_column_label(row, column)),
                  place=favour_cell_place(row, column),
                  title=t(title_key) if has(title_key) else "")
    steps = [row_step, cell]
    if row == "cubes" and column == 2:
        steps.append(Choice(f"cube:{args[0]}", (t("game.choice.take"), cubes(str(args[0])))))
    elif row == "cubes" and column == 4:
        give, take = str(args[0]), str(args[1])
        steps[-1] = replace(cell, title=t("game.title.give"))
        steps.append(Choice(f"give:{give}", (t("game.choice.give"), cubes(give)), picker=2,
                            title=t("game.title.take_two")))
        steps.append(Choice(take, (t("game.choice.take"), cubes(take))))
    elif row == "buildings" and column == 4:
        steps.append(_lawyer_target(game, number(args[0]), "residence"))
    elif row == "buildings" and column in (2, 3, 5):
        discount = {2: "W", 3: "S"}.get(column, "")
        steps += _tile_steps(game, args, discount)
    return steps


def _favour_row_label(game: Game, row: str) -> tuple[Token, ...]:
    """A favour row's button: what it gives (its best column, when there are several)."""
    columns = sorted({number(a.args[1]) for a in game.legal_actions()
                      if a.kind is Verb.FAVOUR and a.args[0] == row})
    name = t(f"game.favour.row.{row}")
    if not columns:
        return (name,)
    best = favour_column_label(row, columns[-1])
    key = "game.label.favour_row" if len(columns) == 1 else "game.label.favour_row_up_to"
    return (t(key, row=name), *best)


def _plain(game: Game, seat: int, action: Action) -> Steps:
    return [Choice(str(action), (str(action),))]


BUILDERS: dict[str, Builder] = {
    "pass": _place,
    "place": _place,
    "gate": _gate,
    "provost": _provost,
    "joust": _joust,
    "inn": _inn,
    "take": _produce,
    "bonus": _bonus,
    "sell": _sell,
    "buy": _buy,
    "alchemy": _alchemy,
    "trade": _trade,
    "lawyer": _lawyer,
    "build": _build,
    "batch": _batch,
    "done": _done,
    "favour": _favour,
    "skip": _skip,
}


# --- the tree ------------------------------------------------------------------------------


def decision_title(game: Game) -> str:
    """The prompt of the decision owed, e.g. 'Ann: choose what to take at the Farm'."""
    decision = game.decision
    if decision is None:
        return t("game.title.over")
    who = game.players[decision.seat].name
    space = decision.space
    building = game.board.building_at(space) if space else None
    values = {"who": who, "space": space or "",
              "building": building_name(building) if building else ""}
    if decision.kind == DecisionKind.PLACE:
        values["cost"] = usual_cost(game, decision.seat)
    if decision.kind == DecisionKind.CASTLE:
        values["section"] = t(f"game.section.{game.board.section_under_construction() or 'towers'}")
    key = f"game.decision.{decision.kind}"
    return t(key, **values) if has(key) else t("game.decision.default", who=who,
                                                  kind=decision.kind)


def summary_lines(game: Game) -> tuple[tuple[Token, ...], ...]:
    """What the player needs in view while deciding (placement: money, workers, what a place
    costs now, who has passed); empty for decisions whose buttons say it all."""
    decision = game.decision
    if decision is None:
        return ()
    if decision.kind == DecisionKind.PLACE:
        return _placement_summary(game, decision.seat)
    if decision.kind == DecisionKind.GATE:
        return ((t("game.summary.gate"),),)
    return ()


def _placement_summary(game: Game, seat: int) -> tuple[tuple[Token, ...], ...]:
    player = game.players[seat]
    lines: list[tuple[Token, ...]] = [
        icon_sentence("game.summary.have", {"money": deniers(player.deniers),
                                             "worker": Icon(IconKind.WORKER, player.colour)},
                      count=player.workers_available)]
    if game.board.inn_right == seat:
        lines.append((t("game.summary.cost_inn"), deniers(1)))
    else:
        lines.append((t("game.summary.cost"), deniers(usual_cost(game, seat)),
                      t("game.summary.own"), deniers(1)))
        lines.append((t("game.summary.rule_two" if game.num_players == 2 else
                        "game.summary.rule"),))
    if game.passed:
        passed: list[Token] = [t("game.summary.passed")]
        for index, other in enumerate(game.passed):
            passed += ["  " if index else " ", Icon(IconKind.WORKER, game.players[other].colour),
                       game.players[other].name]
        lines.append(tuple(passed))
    else:
        lines.append((t("game.summary.nobody_passed"),))
    if not any(a.kind is Verb.PLACE for a in game.legal_actions()):
        lines.append((t("game.summary.must_pass"),))
    return tuple(lines)



def build_tree(game: Game) -> Choice:
    """The choice tree of the decision owed (an empty root when the game is over)."""
    root = Choice("root", (), title=decision_title(game))
    if game.decision is None:
        return root
    seat = game.decision.seat
    for action in game.legal_actions():
        builder = BUILDERS.get(action.kind, _plain)
        try:
            steps = builder(game, seat, action)
        except (KeyError, IndexError, ValueError):
            steps = _plain(game, seat, action)
        _insert(root, steps, action)
    return root


def _insert(root: Choice, steps: Steps, action: Action) -> None:
    node = root
    for index, step in enumerate(steps):
        last = index == len(steps) - 1
        existing = node.child(step.key)
        if existing is None or existing.is_leaf or last:
            existing = replace(step, children=[])
            node.children.append(existing)
        node = existing
    node.action = action


def action_place(game: Game, action: Action) -> Place | None:
    """The board place `action` is about — its target, the provost's new space, a favour
    cell, the castle part a batch builds — or None (a pass, a cube taken)."""
    seat = game.decision.seat if game.decision else 0
    try:
        steps = BUILDERS.get(action.kind, _plain)(game, seat, action)
    except (KeyError, IndexError, ValueError):
        return None
    for step in reversed(steps):
        if step.place is not None:
            return step.place
        if step.preview:
            return step.preview[0]
    return None


def path_to(root: Choice, action: Action) -> list[Choice]:
    """The choices from the root (excluded) down to the leaf of `action`; [] if absent."""

    def search(node: Choice, trail: list[Choice]) -> list[Choice] | None:
        if node.action == action:
            return trail
        for child in node.children:
            found = search(child, [*trail, child])
            if found is not None:
                return found
        return None

    return search(root, []) or []

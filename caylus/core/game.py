"""The game: its state, the decision owed, and the public API the UI, AI and engine drive."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Final, cast

from caylus.core import castle, favours, placement, road, special
from caylus.core import event_data as data
from caylus.core.actions import Action, IllegalAction, Reason, parse_action, shortened
from caylus.core.buildings import BUILDINGS, initial_stock
from caylus.core.deal import DEAL_VERSION, neutral_order
from caylus.core.events import Event
from caylus.core.explain import reason_against
from caylus.core.game_setup import Setup
from caylus.core.places import ROAD_LENGTH
from caylus.core.position import build_position, setup_of
from caylus.core.state import (
    HUMAN,
    SECTION_NAMES,
    SINGLE_SLOT_SPECIALS,
    Board,
    Flow,
    GameState,
    Player,
)
from caylus.core.table_setup import normalise_setup
from caylus.core.vocabulary import DecisionKind, EventKind, Phase

SAVE_FORMAT: Final = "caylus-game"
#: The save file's layout (caylus/persistence/saves.py upgrades every older one).
SAVE_VERSION: Final = 3
#: The rules the core plays. Bump it with every fix that can change what a game's history
#: leads to: a save made under older rules that replays differently keeps its stored position.
# Not Final: the save tests make a newer one. 2: the neutral buildings dealt from an order
# of their own (core/deal.py).
RULES_VERSION = 2
STARTING_DENIERS: Final = (5, 6, 6, 7, 7)
TWO_PLAYER_DENIERS: Final = 5
START_CUBES: Final = {"W": 1, "F": 2}
BASE_INCOME = 2  # not Final: the save tests change it to make a rules fix
FINAL_GOLD_PRESTIGE: Final = 3
FINAL_CUBES_PER_PRESTIGE: Final = 3
FINAL_DENIERS_PER_PRESTIGE: Final = 4
NEUTRAL_SPACES: Final = 6
Handler = Callable[["Game", int, Action], None]
Step = Callable[["Game"], bool]


def _income_step(game: Game) -> bool:
    game._income()
    return False


def _castle_step(game: Game) -> bool:
    """The castle's offers; the end step waits while favours earned there are still owed."""
    if castle.castle_step(game):
        return True
    if not game.favour_queue:
        game._enter(Phase.END)
    return False


def _end_step(game: Game) -> bool:
    game._end_step()  # it chooses the next phase: income, or the game's end
    return False


#: Every phase of a turn: its step (True once a seat owes a decision) and the phase that
#: follows when the step is done (None: the step moves on itself, or waits).
PHASE_STEPS: dict[Phase, tuple[Step, Phase | None]] = {
    Phase.INCOME: (_income_step, Phase.PLACEMENT),
    Phase.PLACEMENT: (placement.placement_step, Phase.SPECIAL),
    Phase.SPECIAL: (special.special_step, Phase.PROVOST),
    Phase.PROVOST: (special.provost_step, Phase.ROAD),
    Phase.ROAD: (road.road_step, Phase.CASTLE),
    Phase.CASTLE: (_castle_step, None),
    Phase.END: (_end_step, None),
}
# Looked up once: reading `Phase.X` costs ~90 ns in CPython 3.11, and search runs the turn's
# flow millions of times.
_OVER: Final = Phase.OVER
Lister = Callable[["Game", int], list[Action]]


def _road_options(game: Game, seat: int) -> list[Action]:
    """The choices of the road building the worker stands on (every road decision's)."""
    return road.activation_options(game, seat, game.road_space())


#: Each decision kind's legal actions and how one is applied (complete at import: the road's
#: building effects share one pair).
DECISIONS: dict[DecisionKind, tuple[Lister, Handler]] = {
    DecisionKind.PLACE: (placement.legal_place, placement.apply_place),
    DecisionKind.GATE: (special.legal_gate, special.apply_gate),
    DecisionKind.GUILD: (special.legal_guild, special.apply_guild),
    DecisionKind.JOUST: (special.legal_joust, special.apply_joust),
    DecisionKind.INN: (special.legal_inn, special.apply_inn),
    DecisionKind.PROVOST: (special.legal_provost, special.apply_provost),
    DecisionKind.OWNER_BONUS: (road.legal_owner_bonus, road.apply_owner_bonus),
    DecisionKind.CASTLE: (castle.legal_castle, castle.apply_castle),
    DecisionKind.FAVOUR: (favours.legal_favour, favours.apply_favour),
    **{kind: (_road_options, road.apply_activation) for kind in road.ROAD_DECISIONS},
}


class Game(GameState):
    """One game of Caylus. Build it with `new_game`; drive it with `legal_actions`/`apply`."""

    def __init__(self, setup: Setup, source: Game | None = None) -> None:
        super().__init__(setup, source)
        self.history: list[Action]
        self._movers: list[int] | None  # the seat that made each action of the history
        self._legal: tuple[Action, ...] | None
        if source is None:
            self.history, self._movers, self._legal = [], [], None
        else:
            self.history = source.history.copy()
            self._movers = None if source._movers is None else source._movers.copy()
            self._legal = source._legal

    # --- public API -------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return self.decision.seat if self.decision else None

    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    def last_turn_ends_the_game(self) -> str | None:
        """Why this turn is the last ("full": the Towers are; "bailiff": it reaches their
        scoring space), as soon as that is certain; None before (R-END-1)."""
        return None if self.is_over else castle.last_scoring_this_turn(self)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal choice of the seat to move (empty once the game is over)."""
        if self._legal is None:
            if self.decision is None:
                self._legal = ()
            else:
                lister = DECISIONS[self.decision.kind][0]
                self._legal = tuple(lister(self, self.decision.seat))
        return self._legal

    def apply(self, action: Action | str) -> list[Event]:
        """Apply a legal action and return what it caused; IllegalAction leaves all unchanged."""
        if isinstance(action, str):
            action = parse_action(action)
        if self.decision is None:
            raise IllegalAction("the game is over", Reason("game_over", "the game is over"))
        legal = self.legal_actions()
        if not _holds(legal, action):
            reason = reason_against(self, action, legal)
            raise IllegalAction(f"illegal action '{shortened(str(action))}': {reason}", reason)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Fast path for search: the caller guarantees that `action` is legal."""
        assert self.decision is not None
        self._events = []
        decision, self.decision = self.decision, None
        self._legal = None
        DECISIONS[decision.kind][1](self, decision.seat, action)
        self.history.append(action)
        if self._movers is not None:
            self._movers.append(decision.seat)
        self._advance()
        return self._events

    def problem_with(self, action: Action | str) -> str | None:
        """Why `action` is illegal now, or None when it is legal (no state change)."""
        reason = self.reason_against(action)
        if reason is None:
            return None
        if reason.code in ("unreadable", "game_over"):
            return str(reason)
        return f"illegal action '{action}': {reason}"

    def reason_against(self, action: Action | str) -> Reason | None:
        """The structured reason (a `str` with a code and values), or None when legal."""
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except IllegalAction as error:
                return Reason("unreadable", str(error))
        if self.decision is None:
            return Reason("game_over", "the game is over")
        if action in self.legal_actions():
            return None
        return reason_against(self, action, self.legal_actions())

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        """Who plays each seat: "human", or the level of a computer player."""
        return self.setup.seats or (HUMAN,) * self.num_players

    @property
    def computer_seats(self) -> frozenset[int]:
        """The seats played by the computer (the undo policy's `automatic` seats)."""
        return frozenset(seat for seat, kind in enumerate(self.seat_kinds) if kind != HUMAN)

    @property
    def movers(self) -> tuple[int, ...]:
        """The seat that made each action of the history (replayed once if not known)."""
        if self._movers is None:
            self._movers = list(replay(self.setup, self.history).movers)
        return tuple(self._movers)

    def scores(self) -> list[int]:
        return [p.prestige for p in self.players]

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        best = max(self.scores())
        return [s for s, p in enumerate(self.players) if p.prestige == best]

    def clone(self) -> Game:
        return Game(self.setup, self)

    def __reduce__(self) -> tuple[Callable[..., Game], tuple[object, ...]]:
        return _unpickled, (self.setup, tuple(getattr(self, name) for name in _PICKLED))

    # --- the turn's flow ------------------------------------------------------------

    def _advance(self) -> None:
        """Run automatic steps until a seat owes a decision or the game ends."""
        while self.decision is None and self.phase is not _OVER:
            if favours.favour_step(self):
                return
            if self._phase_step():
                return

    def _phase_step(self) -> bool:
        step, following = PHASE_STEPS[self.phase]
        if step(self):
            return True
        if following is not None:
            self._enter(following)
        return False

    def _enter(self, phase: Phase) -> None:
        self.phase = phase
        self.flow = Flow()
        self.favour_rows_used = {}
        if phase == Phase.PLACEMENT:
            self.passed = []
        if phase == Phase.CASTLE:
            self.castle_batches = [0] * len(self.board.castle_workers)
        self.emit(EventKind.PHASE, None, {"phase": phase, "turn": self.turn})

    def _income(self) -> None:
        """R-INCOME."""
        self.turn += 1
        self.emit(EventKind.TURN, None, {"turn": self.turn})
        for seat in self.turn_order:
            amount = BASE_INCOME + self.board.income_buildings(seat)
            self.players[seat].deniers += amount
            self.emit(EventKind.INCOME, seat, {"amount": amount})

    def _end_step(self) -> None:
        """Phase 7 in three steps: bailiff and scoring, opening columns, next turn."""
        if self.flow.end_step == 0:
            castle.move_bailiff(self)
            section = castle.section_to_score(self)
            self.favour_rows_used = {}
            if section:
                castle.score_section(self, section)
            self.flow.end_step = 1
        elif self.flow.end_step == 1:
            # R-FAVOUR-1: the scoring's own favours saw the columns as they were before it.
            columns = (2, 4, 5, 5)[self.board.scored]
            if columns != self.board.open_columns:
                self.board.open_columns = columns
                self.emit(EventKind.COLUMNS_OPEN, None, {"columns": columns})
            self.flow.end_step = 2
            if self.board.scored == len(SECTION_NAMES):
                self._finish()
        else:
            if self.num_players == 2:
                self.turn_order.reverse()
            self.phase = Phase.INCOME

    def _finish(self) -> None:
        """R-FINAL."""
        self.final = []
        for seat, player in enumerate(self.players):
            gold = player.cubes["G"] * FINAL_GOLD_PRESTIGE
            others = sum(n for k, n in player.cubes.items() if k != "G")
            cubes = others // FINAL_CUBES_PER_PRESTIGE
            deniers = player.deniers // FINAL_DENIERS_PER_PRESTIGE
            before = player.prestige
            player.prestige += gold + cubes + deniers
            final: data.Final = {"prestige": before, "gold": gold, "cubes": cubes,
                                 "deniers": deniers, "total": player.prestige}
            self.final.append({"seat": seat, **cast(dict[str, int], final)})
            self.emit(EventKind.FINAL, seat, final)
        self.phase = Phase.OVER
        self.decision = None
        winners = self.winners()
        self.emit(EventKind.GAME_OVER, None, {"winners": winners})

    # --- serialisation ---------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (format SAVE_VERSION, rules RULES_VERSION)."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": RULES_VERSION,
            "setup": self.setup.document(),
            "history": [str(a) for a in self.history],
            "state": self.state_document(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game from `to_dict` data without replaying it (see saves.load_game)."""
        game = cls(normalise_setup(data["setup"]))
        game._load_state(data["state"])
        game.history = [parse_action(a) for a in data["history"]]
        game._movers = None if game.history else []
        return game

    def _load_state(self, state: dict[str, Any]) -> None:
        """Take every field of `to_dict()["state"]` as it is (no rule is checked)."""
        self.load_state_document(state)
        if len(self.players) != self.num_players:
            raise ValueError("the number of players does not match the setup")


def _holds(legal: tuple[Action, ...], action: Action) -> bool:
    """Whether `action` is among `legal`. The rules and the parser hand out the same cached
    action objects (`act`), so an identity scan nearly always finds it without comparing."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal


#: What a pickled game carries besides its setup (sent to and from worker processes).
_PICKLED: Final = ("turn", "phase", "players", "board", "turn_order", "passed", "flow",
                   "castle_batches", "favour_queue", "favour_rows_used", "decision", "final",
                   "history", "_movers", "_legal")


def _unpickled(setup: Setup, values: tuple[object, ...]) -> Game:
    game = Game(setup)
    for name, value in zip(_PICKLED, values, strict=True):
        setattr(game, name, value)
    return game


def _resume(game: Game, resumed: Mapping[str, Any]) -> Game:
    """The game exactly as a save stored it, with no history of its own yet; ValueError if
    that state does not read back whole or its names are not the setup's."""
    game._load_state(resumed["state"])
    if json.loads(json.dumps(game.to_dict()["state"])) != resumed["state"]:
        raise ValueError("the resumed game's state does not read back as it was stored")
    for seat, player in enumerate(game.players):
        if player.name != game.setup.names[seat]:
            raise ValueError(f"player {seat}'s name differs from the setup's")
    game.legal_actions()  # a decision the rules do not know fails here, not in play
    game._events = []
    return game


def new_game(
    players: int,
    seed: int = 0,
    *,
    simplified: bool = False,
    edition: int = 1,
    colours: list[str] | None = None,
    names: list[str] | None = None,
    seats: list[str] | None = None,
    deal: int = DEAL_VERSION,
) -> Game:
    """R-SETUP: a new game, fully determined by its seed and options. `seats` says who plays
    each seat ("human", or the level of a computer player); all people when left out. `deal`
    is the deal's version (caylus.core.deal): an older one replays a game set up under it."""
    setup = normalise_setup({"players": players, "seed": seed, "simplified": simplified,
                             "edition": edition, "colours": colours, "names": names,
                             "seats": seats, "deal": deal})
    return _deal(Game(setup))


def setup_game(position: dict[str, Any]) -> Game:
    """A game from a documented position (caylus.core.position, docs/ENGINE.md `setup`).

    Raises PositionError (a ValueError) listing what is inconsistent."""
    setup = replace(normalise_setup(setup_of(position)),
                    position=json.dumps(position, sort_keys=True, separators=(",", ":")))
    return _from_position(Game(setup), position)


def _from_position(game: Game, position: dict[str, Any]) -> Game:
    built = build_position(position, game.options.second_edition)
    game.players = built.players
    for player, colour, name in zip(game.players, game.setup.colours, game.setup.names,
                                    strict=True):
        player.colour, player.name = colour, name
    game.board, game.turn, game.turn_order = built.board, built.turn, built.turn_order
    start = built.start
    game._enter(start.phase)
    game.passed = list(start.passed)
    if start.to_move is not None:
        game.flow.placing = game.turn_order.index(start.to_move)
    game._events = []
    game._advance()
    return game


def _deal(game: Game) -> Game:
    players, setup = game.num_players, game.setup
    rng = random.Random(setup.seed)
    neutral = neutral_order(setup.deal)
    rng.shuffle(neutral)
    order = list(range(players))
    rng.shuffle(order)
    road_tiles: list[tuple[str, int | None] | None] = [None] * ROAD_LENGTH
    for space, tile in enumerate(neutral, start=1):
        road_tiles[space - 1] = (tile, None)
    for building in BUILDINGS.values():
        if building.space:
            road_tiles[building.space - 1] = (building.id, None)
    game.board = Board(
        road=road_tiles,
        road_workers=[None] * ROAD_LENGTH,
        specials=dict.fromkeys(SINGLE_SLOT_SPECIALS),
        stables=[],
        inn_left=None,
        inn_right=None,
        castle_workers=[],
        castle={name: [] for name in SECTION_NAMES},
        stock=initial_stock(game.options.second_edition),
        provost=NEUTRAL_SPACES,
        bailiff=NEUTRAL_SPACES,
    )
    game.players = [Player(setup.colours[s], setup.names[s], 0) for s in range(players)]
    for position, seat in enumerate(order):
        player = game.players[seat]
        player.deniers = TWO_PLAYER_DENIERS if players == 2 else STARTING_DENIERS[position]
        player.cubes.update(START_CUBES)
    game.turn_order = order
    game._advance()
    return game


def replay(setup: Setup | Mapping[str, Any], actions: Sequence[Action | str]) -> Game:
    """Rebuild a game from its setup (checked, when not yet a `Setup`) and action list (each
    action checked)."""
    setup = normalise_setup(setup)
    if setup.resumed is not None:
        game = _resume(Game(setup), json.loads(setup.resumed))
    elif setup.position is not None:
        game = _from_position(Game(setup), json.loads(setup.position))
    else:
        game = _deal(Game(setup))
    for action in actions:
        game.apply(action)
    return game

"""Where to click to make a given action, in the screen as it is now: the scene's own API for
tests, the demo and accessibility tools (they drive the real input, never the game directly)."""

from __future__ import annotations

from caylus.core import Action
from caylus.core.vocabulary import Verb
from caylus.ui.render.view import Zone
from caylus.ui.scenes.game.choices import Choice, action_target, path_to
from caylus.ui.scenes.game.context import Point, SceneContext
from caylus.ui.scenes.game.layers import BoardLayers


class ClickPlanner:
    """Finds the next click towards an action (a part of the game scene)."""

    def __init__(self, context: SceneContext, layers: BoardLayers) -> None:
        self.context = context
        self.layers = layers

    def next_click_for(self, action: Action) -> Point | None:
        """Where to click next, in the UI as it is now, to make `action`; None if no click
        makes it (it is not legal, or not a person's to make: a computer is to move).

        Placement actions are made by clicking a worker of the supply, then the target.
        """
        context = self.context
        game, panel, view = context.game, context.panel, context.view
        if game.decision is None or action not in game.legal_actions():
            return None
        skip = panel.skip_choice()
        if skip is not None and skip.action == action and view.has_region("pass_button"):
            return view.region("pass_button").center
        if action.kind is Verb.PLACE:
            if not context.pointer.selected:
                supply = self.layers.supply_rects
                return supply[0].center if supply else None
            return self.zone_point(action_target(action))
        trail = path_to(panel.root, action)
        if not trail:
            return None  # the panel does not offer it (a computer's decision)
        depth = len(panel.path)
        on_the_way = len(trail) > depth and all(
            step is opened for step, opened in zip(trail, panel.path, strict=False))
        if not on_the_way:
            return self._hit_point("back")
        if panel.node.picker:
            return self._picker_click(trail[depth])
        return self.choice_point(trail[depth])

    def zone_point(self, zone: Zone) -> Point | None:
        rects = self.context.view.zone_rects(zone)
        return rects[-1].center if rects else None

    def _hit_point(self, kind: str, cube: str = "") -> Point | None:
        hits = self.context.panel.hits
        hit = next((h for h in hits if h.kind == kind and h.cube == cube), None)
        return hit.rect.center if hit else None

    def choice_point(self, choice: Choice) -> Point | None:
        """Where `choice` (a step of the open panel) is clicked: its button, its board place,
        or the next page of buttons."""
        hit = next((h for h in self.context.panel.hits if h.choice is choice), None)
        if hit is not None:
            return hit.rect.center
        if choice.place:
            return self.zone_point(choice.place)
        return self._hit_point("page", "+1")

    def _picker_click(self, choice: Choice) -> Point | None:
        wanted: dict[str, int] = {}
        for letter in choice.key:
            wanted[letter] = wanted.get(letter, 0) + 1
        picked = self.context.panel.picked
        if any(picked.get(k, 0) > wanted.get(k, 0) for k in picked):
            return self._hit_point("clear")
        for letter, count in wanted.items():
            if picked.get(letter, 0) < count:
                return self._hit_point("plus", letter)
        return self._hit_point("confirm")

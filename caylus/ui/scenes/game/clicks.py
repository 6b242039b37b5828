"""Where to click to make a given action, in the screen as it is now: the scene's own API for
tests, the demo and accessibility tools (they drive the real input, never the game directly)."""

from __future__ import annotations

from caylus.core import Action
from caylus.ui.render.view import Zone
from caylus.ui.scenes.game.choices import (
    Choice,
    action_target,
    path_to,
)


class ClickPlanner:
    """Finds the next click towards an action (mixed into GameScene)."""

    def next_click_for(self, action: Action) -> tuple[int, int] | None:
        """Where to click next, in the UI as it is now, to make `action`; None if not legal.

        Placement actions are made by clicking a worker of the supply, then the target.
        """
        self._ensure_view()
        decision = self.game.decision
        if decision is None or action not in self.game.legal_actions():
            return None
        skip = self.panel.skip_choice()
        if skip is not None and skip.action == action and self.view.has_region("pass_button"):
            return self.view.region("pass_button").center
        if action.kind == "place":
            if not self.selected:
                return self.supply_rects[0].center if self.supply_rects else None
            return self.zone_point(action_target(action))
        trail = path_to(self.panel.root, action)
        depth = len(self.panel.path)
        if [c.key for c in trail[:depth]] != [c.key for c in self.panel.path]:
            return self._hit_point("back")
        node = self.panel.node
        if node.picker:
            return self._picker_click(trail[depth])
        return self._choice_point(trail[depth])

    def zone_point(self, zone: Zone) -> tuple[int, int] | None:
        rects = self.view.zone_rects(zone)
        return rects[-1].center if rects else None

    def _hit_point(self, kind: str, cube: str = "") -> tuple[int, int] | None:
        hit = next((h for h in self.panel.hits if h.kind == kind and h.cube == cube), None)
        return hit.rect.center if hit else None

    def _choice_point(self, choice: Choice) -> tuple[int, int] | None:
        hit = next((h for h in self.panel.hits if h.choice is choice), None)
        if hit is not None:
            return hit.rect.center
        if choice.place:
            return self.zone_point(choice.place)
        return self._hit_point("page", "+1")

    def _picker_click(self, choice: Choice) -> tuple[int, int] | None:
        wanted: dict[str, int] = {}
        for letter in choice.key:
            wanted[letter] = wanted.get(letter, 0) + 1
        picked = self.panel.picked
        if any(picked.get(k, 0) > wanted.get(k, 0) for k in picked):
            return self._hit_point("clear")
        for letter, count in wanted.items():
            if picked.get(letter, 0) < count:
                return self._hit_point("plus", letter)
        return self._hit_point("confirm")

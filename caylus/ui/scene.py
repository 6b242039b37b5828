"""Scenes and the scene manager (push / pop / replace).

Lifecycle of a scene: `enter()` when it becomes the top scene, then every frame
`handle_event(event)` for each input event, `update(dt)` and `draw(surface)`; `exit()` when it
is popped or replaced. Frames are drawn only when something changed: after input, and when
`next_change_in()` says the scene changes by itself (an animation, a blinking caret).
A scene covered by a pushed scene gets `pause()`, and `resume()` when it is on top again.
Drawing never changes game state. Input handlers read positions from events only (never
`pygame.mouse.get_pos()`), so tests can drive them with synthetic events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame


class Scene:
    """Base class: override what the scene needs."""

    #: Draw the scene below too (for overlays such as the pause menu).
    transparent = False

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def language_changed(self) -> None:
        """The language changed: words the scene keeps are looked up again (most keep none:
        every text is looked up as it is drawn)."""

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def next_change_in(self) -> float | None:
        """Seconds until the scene looks different without input: 0 while something moves,
        None when only input can change it (then the app sleeps until input comes)."""
        return None


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over from `scene` (e.g. back to the title)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.stack:
            self.stack[-1].handle_event(event)

    def update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)

    def next_change_in(self) -> float | None:
        return self.stack[-1].next_change_in() if self.stack else None

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].transparent:
            start -= 1
        for scene in self.stack[start:]:
            scene.draw(surface)

"""Scenes and the scene stack.

A scene turns input into intents and draws itself. The stack gives input only to
its top scene; scenes below draw when every scene above them is see-through
(`opaque = False`), so a pause menu dims the table behind it. A scene's pygame_gui
elements exist only while it is on top: they are built in `build_ui` and killed
when the scene is covered, popped or the window is resized — so a covered scene
never catches a click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.scenes import destinations

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """One screen. Subclasses override the hooks they need."""

    opaque = True  # draws the whole window, so scenes below need not draw

    def __init__(self, app: App):
        self.app = app
        self.elements: list[Any] = []

    # -- lifetime ------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (or uncovered): build the widgets."""
        self.build_ui(self.app.size)

    def leave(self) -> None:
        """Popped or covered: remove the widgets."""
        self.clear_ui()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay everything out again."""
        self.clear_ui()
        self.build_ui(size)

    # -- widgets -------------------------------------------------------------------
    def build_ui(self, size: tuple[int, int]) -> None:
        """Create this scene's pygame_gui elements for a window of `size`."""

    def add(self, element: Any) -> Any:
        """Keep `element` so it is killed with the scene's other widgets."""
        self.elements.append(element)
        return element

    def clear_ui(self) -> None:
        for element in self.elements:
            element.kill()
        self.elements.clear()

    # -- frame ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """One input or app event (after pygame_gui has seen it)."""

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (called only on the top scene)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto `surface` (the window)."""

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """Draw what lies over the scene's widgets too (a tooltip near a button), after
        pygame_gui has drawn them; only the top scene is asked. Nothing by default."""


class SceneStack:
    """Scenes pushed and popped; the top one is live."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene` (the one below is not uncovered)."""
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Drop every scene and start again from `scene` (quit to menu)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def remove(self, scene: Scene) -> None:
        """Take `scene` off wherever it is (the top one is popped normally)."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)

    def handle(self, event: pygame.event.Event) -> None:
        if self.top is None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            keys = destinations.scene_class("keys")  # F1 anywhere: the keys overlay
            if not isinstance(self.top, keys):
                self.push(keys(self.top.app, self.top))
                return
        self.top.handle(event)

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[max(first, 0) :]:
            scene.draw(surface)

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        if self.top is not None:
            self.top.draw_over_widgets(surface)

    def resize(self, size: tuple[int, int]) -> None:
        if self.top is not None:
            self.top.resize(size)


def push_optional(app: App, name: str, *args: Any) -> bool:
    """Push the scene called `name` (`destinations`) that another part of the app
    provides (rules, settings, statistics); False when this build does not have it."""
    if not destinations.available(name):
        return False
    app.open(name, *args)
    return True

"""The pause menu covered by what it opened (Save as…, the keys overlay) keeps the table
dimmed but draws no panel: its buttons are gone while it is covered, and its empty panel
showed below the smaller Save as… panel (play-testing at 1024x640)."""

import pygame
import pytest
from scene_driver import make_app, pump, pump_until, you_and_bots

from game.controller import Controller
from game.scenes import pause
from game.scenes.table import TableScene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_covered_pause_menu_shows_no_empty_panel(monkeypatch, size):
    app = make_app(size)
    table = TableScene(app, Controller("crowns", you_and_bots(2), 3, {}, speed="instant"))
    app.stack.push(table)
    try:
        pump_until(app, table.ready)
        app.open("pause", table)
        pump(app, 2)
        menu = app.stack.top
        panels = []
        real = pause.modal_panel

        def recorded(width, height, *rest):
            panels.append((width, height))
            return real(width, height, *rest)

        monkeypatch.setattr(pause, "modal_panel", recorded)
        pump(app, 1)
        assert panels, "on top, the pause menu has its panel"
        menu.choose("save_as")
        pump(app, 2)
        assert app.stack.top is not menu and menu in app.stack.scenes
        panels.clear()
        pump(app, 2)
        assert panels == [], "covered, it draws no panel round buttons it no longer has"
        before = app.screen.get_at((size[0] // 2, int(0.8 * size[1])))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        pump(app, 2)
        assert app.stack.top is menu and panels, "back on top, its panel is drawn again"
        assert app.screen.get_at((size[0] // 2, int(0.8 * size[1]))) != before
    finally:
        table.close()

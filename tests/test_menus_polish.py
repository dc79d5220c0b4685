"""The menus as a new player finds them in a real window (issue 4 of the menus' trial
play): Esc closes what is open before the screen under it, the keyboard reaches every
button, the focus comes back where the player left it, and every screen's keys panel
lists its keys."""

from pathlib import Path

import pygame
from scene_driver import pump


def key(app, name, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))
    pump(app, 2)


def open_pickers(scene):
    import pygame_gui

    return [
        element
        for element in scene.elements
        if isinstance(element, pygame_gui.windows.UIFileDialog) and element.alive()
    ]


def test_recent_games_import_picker_opens_at_home_and_esc_closes_only_it(app):
    """Before any export the picker opened in the folder the game runs from (its exports
    folder did not exist), and Esc closed Recent games under it, the picker with it."""
    from game.scenes.recent import RecentGamesScene

    scene = RecentGamesScene(app)
    app.stack.push(scene)
    pump(app, 2)
    key(app, pygame.K_i)
    key(app, pygame.K_i)  # one picker, however often I is pressed
    [picker] = open_pickers(scene)
    assert Path(picker.current_directory_path) == Path.home().resolve()
    key(app, pygame.K_ESCAPE)
    assert open_pickers(scene) == [] and app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def menu_of(app):
    from game.scenes.menu import MenuScene

    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    pump(app, 2)
    return menu


def test_the_menu_focus_comes_back_to_the_button_clicked(app):
    """A click on Settings left the ring where the keys had put it (Play Crowns): back
    from Settings, Enter opened a game instead of Settings again."""
    import pygame_gui

    from game.scenes.settings import SettingsScene

    menu = menu_of(app)
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=menu.buttons["settings"])
    )
    pump(app, 2)
    assert isinstance(app.stack.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu and menu.focused == "settings"
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)


def test_no_focus_ring_round_a_button_hidden_under_the_keys_panel(app, monkeypatch):
    """F1 over the menu hid its buttons, but the ring round the focused one stayed, round
    nothing, under the panel."""
    from game.scenes import focus

    menu = menu_of(app)
    rings = []
    monkeypatch.setattr(focus, "draw_focus_ring", lambda surface, rect: rings.append(rect))
    menu.draw(app.screen)
    assert rings, "the ring is drawn round the focused button"
    key(app, pygame.K_F1)
    assert app.stack.top is not menu
    rings.clear()
    app.stack.draw(app.screen)
    assert rings == []

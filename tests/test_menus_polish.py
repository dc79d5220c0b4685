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


def test_every_screen_of_the_menu_names_itself_and_its_keys_in_the_keys_panel(app):
    """F1 over the rules said only "Keys — Rules" (the class's name, in English in every
    language) over F1 and F11: none of the keys that switch games and scroll, nor Esc."""
    from game.scenes.keys_help import KeysScene
    from game.scenes.learn import LearnScene
    from game.scenes.recent import RecentGamesScene
    from game.scenes.rules import RulesScene
    from game.scenes.settings import SettingsScene
    from game.scenes.slots import LoadScene
    from game.scenes.stats import StatsScene
    from game.text import set_language, tr

    set_language("de")
    for screen in (RulesScene, SettingsScene, StatsScene, RecentGamesScene, LearnScene, LoadScene):
        scene = screen(app)
        app.stack.push(scene)
        pump(app, 1)
        panel = KeysScene(app, scene)
        assert panel.title == tr("keys.title", name=scene.keys_title()), screen.__name__
        keys = [key for key, _ in panel.rows]
        assert tr("keys.esc") in keys and len(keys) >= 4, (screen.__name__, keys)
        app.stack.pop()


def test_empty_statistics_reach_both_their_buttons_by_keyboard(app):
    """Before the first finished game, Enter opened New game, but Learn to play beside it
    could be reached only with the mouse (the arrows switched tabs not shown)."""
    from game.scenes.learn import LearnScene
    from game.scenes.stats import StatsScene

    scene = StatsScene(app)
    app.stack.push(scene)
    pump(app, 2)
    focused = [button.key for button in scene.buttons if button.focused]
    assert focused == ["setup"]
    key(app, pygame.K_RIGHT)
    assert [button.key for button in scene.buttons if button.focused] == ["learn"]
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, LearnScene)


def test_load_with_no_save_greys_load_and_delete_and_says_why(app, monkeypatch):
    """With no saved game, Load and Delete looked ready to press and did nothing."""
    from game.scenes import store_ui
    from game.scenes.slots import LoadScene
    from game.text import tr

    scene = LoadScene(app)
    app.stack.push(scene)
    pump(app, 2)
    greyed = {button.key: button.tip for button in scene.buttons if not button.enabled}
    assert greyed == {"load": tr("slots.empty"), "delete": tr("slots.empty")}
    monkeypatch.setattr(store_ui, "mouse_pos", lambda: scene.buttons[1].rect.center)
    tips = []
    monkeypatch.setattr(
        store_ui, "draw_tooltip", lambda surface, words, *_, **__: tips.append(words)
    )
    scene.draw(app.screen)
    assert tips == [tr("slots.empty")]


def test_the_hot_seat_cover_names_the_key_that_reveals_in_every_language():
    """The cover said only 'Click when ready', though Enter (and Space) reveal the hand
    too: a player at the keyboard was sent to the mouse."""
    from game.text import LANGUAGES, set_language, tr

    for code in LANGUAGES:
        set_language(code)
        assert tr("keys.enter") in tr("cover.ready"), code

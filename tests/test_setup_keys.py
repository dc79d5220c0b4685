"""New game by keyboard alone (an outside trial found no focus order between its fields):
Tab / Shift+Tab walk every field and button in reading order with the focus ring the
other screens draw, Left / Right / Space step a menu, a focused text field takes what is
typed (and typing there is never a shortcut), Enter starts, Esc goes back."""

import pygame
import pygame_gui
import pytest
from scene_driver import pump

from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene
from game.scenes.table import TableScene
from game.text import set_language, tr


def key(app, name, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))
    pump(app, 2)


def typed(app, words):
    """Keys typed as SDL reports them: a KEYDOWN, then the character it writes."""
    for character in words:
        code = pygame.K_SPACE if character == " " else pygame.K_a
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=character))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=character))
    pump(app, 2)


def new_game(app, game="crowns") -> SetupScene:
    setup = SetupScene(app, game)
    app.stack.push(setup)
    pump(app, 2)
    return setup


def tab_to(app, setup, target):
    for _ in range(len(setup.widgets) + 1):
        if setup.focus.focused == target:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {target}")


def in_reading_order(setup):
    seats = [f"{kind}:{seat}" for seat in range(setup.seat_count) for kind in ("name", "kind")]
    options = [f"option:{name}" for name in setup.module.OPTIONS]
    general = ["game", "seats", "speed", "open_hands", "seed", "new_seed"]
    return general + seats + options + ["back", "start"]


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_tab_walks_every_field_to_start_in_reading_order_and_shift_tab_back(app, game):
    setup = new_game(app, game)
    expected = in_reading_order(setup)
    assert set(expected) == set(setup.widgets), "every field and button is a stop"
    visited = [setup.focus.focused]
    for _ in expected[1:]:
        key(app, pygame.K_TAB)
        visited.append(setup.focus.focused)
    assert visited == expected and visited[-1] == "start"
    back = [setup.focus.focused]
    for _ in expected[1:]:
        key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
        back.append(setup.focus.focused)
    assert back == expected[::-1]
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert setup.focus.focused == "start", "Shift+Tab from the first field wraps to Start"


def test_the_ring_is_drawn_round_the_focused_field(app, monkeypatch):
    from game.scenes import focus

    setup = new_game(app)
    tab_to(app, setup, "kind:1")
    rings = []
    monkeypatch.setattr(focus, "draw_focus_ring", lambda surface, rect: rings.append(rect))
    setup.draw(app.screen)
    assert rings == [setup.widgets["kind:1"].rect]


def test_enter_on_start_starts_the_game_as_set_up(app):
    setup = new_game(app)
    tab_to(app, setup, "start")
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.controller.game == "crowns"
    table.close()


def test_enter_on_back_and_esc_go_back(app):
    setup = new_game(app)
    tab_to(app, setup, "back")
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)
    new_game(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_space_on_new_seed_draws_another_seed(app, monkeypatch):
    import random

    setup = new_game(app)
    monkeypatch.setattr(random, "randrange", lambda top: 4321)
    tab_to(app, setup, "new_seed")
    key(app, pygame.K_SPACE)
    assert setup.widgets["seed"].get_text() == "4321" and setup.focus.focused == "new_seed"


def test_left_right_and_space_step_the_focused_menu_and_keep_the_focus_on_it(app):
    setup = new_game(app)
    tab_to(app, setup, "seats")
    count = setup.seat_count
    key(app, pygame.K_RIGHT)
    assert setup.seat_count == count + 1 and f"name:{count}" in setup.widgets
    assert setup.widgets["seats"].selected_option[0] == str(count + 1)
    assert setup.focus.focused == "seats"
    key(app, pygame.K_LEFT)
    assert setup.seat_count == count
    tab_to(app, setup, "open_hands")
    key(app, pygame.K_SPACE)
    assert setup.open_hands and setup.widgets["open_hands"].selected_option[0] == tr("setup.yes")
    assert setup.focus.focused == "open_hands"
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert setup.focus.focused == "game"
    key(app, pygame.K_RIGHT)
    assert setup.game == "sting" and setup.focus.focused == "game"
    assert "option:deal" in setup.widgets, "Sting's own options are stops now"
    tab_to(app, setup, "kind:1")
    key(app, pygame.K_RIGHT)
    assert setup.kinds[1] == "hard"


def test_a_focused_name_takes_what_is_typed_and_typing_is_no_shortcut(app):
    setup = new_game(app)
    tab_to(app, setup, "name:0")
    assert setup.focus.typing()
    typed(app, "Zoe Q")  # replaces the name Tab selected; the space is typed, not pressed
    assert setup.names[0] == "Zoe Q"
    assert setup.focus.focused == "name:0" and app.stack.top is setup
    key(app, pygame.K_LEFT)  # the field's cursor, not the ring
    assert setup.focus.focused == "name:0"
    key(app, pygame.K_TAB)
    assert setup.focus.focused == "kind:0" and not setup.focus.typing()
    key(app, pygame.K_SPACE)
    assert setup.kinds[0] == "easy", "Space on a menu steps it once the field is left"
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    typed(app, "Ida")
    assert setup.names[0] == "Ida", "back in the field, typing replaces its words again"


def test_a_field_clicked_into_takes_the_ring_and_space_only_types(app):
    setup = new_game(app)
    assert setup.focus.focused == "game"
    app.ui.set_focus_set(setup.widgets["seed"])  # as a click into it does
    setup.widgets["seed"].set_text("")
    pump(app, 1)
    typed(app, "77 ")
    assert setup.focus.focused == "seed"
    assert setup.game == "crowns", "Space typed in a field did not step the game menu"


def enter_in_the_seed(app, words) -> SetupScene:
    """Tab to the seed, type `words` over it, press Enter."""
    setup = new_game(app)
    tab_to(app, setup, "seed")
    typed(app, words)
    key(app, pygame.K_RETURN)
    pump(app, 2)  # the field says it was entered; the form hears it a frame later
    return setup


def test_enter_in_a_text_field_starts_the_game(app):
    enter_in_the_seed(app, "1234")
    table = app.stack.top
    assert isinstance(table, TableScene) and table.controller.seed == 1234
    table.close()


def test_a_seed_refused_by_enter_leaves_the_focus_on_the_form(app):
    setup = enter_in_the_seed(app, "x")
    assert app.stack.top is setup and setup.error_at == "seed"
    assert setup.focus.focused == "seed"


def test_the_row_the_keys_reach_is_explained_under_the_options(app):
    setup = new_game(app)
    tab_to(app, setup, "open_hands")
    assert setup.options_help() == [setup.explain("open_hands")]
    tab_to(app, setup, "option:first_dealer")
    assert setup.options_help() == [setup.explain("option:first_dealer")]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_keys_panel_names_the_forms_keys(app, language):
    from game.scenes.keys_help import KeysScene

    set_language(language)
    setup = new_game(app)
    rows = list(KeysScene(app, setup).rows)
    for words in ("setup.keys_move", "setup.keys_change", "setup.keys_type", "setup.keys_start"):
        assert tr(words) in [what for _, what in rows]
    assert (tr("keys.table.key_tab_shift_tab"), tr("setup.keys_move")) in rows


def test_the_mouse_moves_the_ring_to_what_it_chose(app):
    setup = new_game(app)
    menu = setup.widgets["speed"]
    choice = pygame.event.Event(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=menu.options_list[0][0]
    )
    pygame.event.post(choice)
    pump(app, 2)
    assert setup.focus.focused == "speed"
    key(app, pygame.K_TAB)
    assert setup.focus.focused == "open_hands"


def test_esc_over_a_menu_the_mouse_opened_closes_only_it(app):
    setup = new_game(app)
    menu = setup.widgets["speed"]
    menu.current_state.should_transition = True  # as a click on it does
    pump(app, 1)
    assert menu.current_state is menu.menu_states["expanded"]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is setup and menu.current_state is menu.menu_states["closed"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)

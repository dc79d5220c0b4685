"""The "Show bot hands" practice option (issue 10, fair play): a new-game setting, off by
default, that draws every bot's hand face up at the table of each game — while the bots
still get only their own Observation (DESIGN.md boundary 3)."""

import pygame
import pygame_gui
import pytest
from patience import PATIENCE
from scene_driver import make_app, pump, pump_until

from game import rules
from game.rules import crowns
from game.scenes.setup import GAMES, SetupScene
from game.scenes.table import TableScene


def choose(app, setup, key, text):
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=setup.widgets[key], text=text
        )
    )
    pump(app, 2)


def start(app, setup):
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=setup.widgets["start"])
    )
    pump(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def faces_drawn(app, table) -> list:
    """The cards whose faces one frame of the table asks for."""
    drawn = []
    face = app.faces.face

    def recording(card, game, height, wild=False):
        drawn.append(card)
        return face(card, game, height, wild)

    app.faces.face = recording
    table.painter.layer = None  # draw the still layer again too
    table.draw(app.screen)
    app.faces.face = face
    return drawn


def set_up(game):
    app = make_app()
    app.store = None  # no saves unless a test asks for them
    setup = SetupScene(app)
    app.stack.push(setup)
    title = next(name for name, key in GAMES.items() if key == game)
    choose(app, setup, "game", title)
    assert setup.game == game and setup.module is rules.load(game)
    for seat in range(setup.seat_count):
        if seat:
            choose(app, setup, f"kind:{seat}", "Bot — easy")
    return app, setup


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_bot_hands_are_hidden_by_default(game):
    app, setup = set_up(game)
    assert setup.widgets["open_hands"].selected_option[0] == "No"
    table = start(app, setup)
    try:
        pump_until(app, lambda: table.controller.to_act == 0 and table.ready())
        assert not table.open_hands
        assert all(table.bot_hand(seat) is None for seat in range(len(table.names)))
        assert getattr(table.observation, "hands", None) is None
    finally:
        table.close()


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_show_bot_hands_draws_every_bots_cards_face_up(game):
    app, setup = set_up(game)
    choose(app, setup, "open_hands", "Yes")
    table = start(app, setup)
    try:
        pump_until(app, lambda: table.controller.to_act == 0 and table.ready())
        assert table.open_hands
        drawn = faces_drawn(app, table)
        held = 0
        for seat in range(1, len(table.names)):
            hand = table.bot_hand(seat)
            assert hand == tuple(table.adapter.hand(table.controller.observe(seat)))
            laid = getattr(table.observation, "laid", ())
            if seat < len(laid) and laid[seat]:
                continue  # went out: its melds show what it holds
            held += len(hand)
            missing = [card for card in hand if card not in drawn]
            assert not missing, f"seat {seat}'s {missing} not drawn face up"
        assert held, "some bot holds cards to show"
        # The bots' own view is untouched: each sees only its own hand.
        bot_view = table.controller.observe(1)
        assert getattr(bot_view, "hands", None) is None
    finally:
        table.close()


def test_choosing_another_game_in_setup_brings_its_options_and_resets_the_practice():
    app = make_app()
    setup = SetupScene(app)
    app.stack.push(setup)
    choose(app, setup, "open_hands", "Yes")
    choose(app, setup, "game", "Rumski")
    assert setup.game == "rumski" and not setup.open_hands
    assert set(setup.options) == set(rules.load("rumski").OPTIONS)
    assert setup.seat_count in rules.load("rumski").SEATS


def test_show_bot_hands_is_kept_in_the_save_and_back_on_continue(tmp_path):
    from game.scenes.menu import MenuScene
    from game.store import Store, StorePaths

    app, setup = set_up("crowns")
    app.store = Store(StorePaths.inside(tmp_path))
    choose(app, setup, "open_hands", "Yes")
    table = start(app, setup)
    keeper = table.keeper
    pump_until(app, lambda: table.controller.to_act == 0 and table.ready())
    assert table.controller.request(crowns.Draw(0, "stock")) is None
    pump(app, 3)
    table.close()
    keeper.thread.join(PATIENCE)
    saved = app.store.peek_autosave()
    assert saved.open_hands
    menu = MenuScene(app)
    app.stack.reset(menu)
    menu.choose("continue")
    resumed = app.stack.top
    try:
        assert isinstance(resumed, TableScene) and resumed.open_hands
    finally:
        resumed.close()

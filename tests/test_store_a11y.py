"""Accessibility settings take effect at once, at every game's table (issue 7): changed
from the pause menu's settings, the table shows colour-blind faces, the high-contrast
cloth and theme, and large text on the very next frame — no restart, no waiting for the
next move."""

import pygame
import pytest
from scene_driver import make_app, pump, pump_until

from game import rules
from game.controller import SeatPlan
from game.scenes.pause import PauseScene
from game.scenes.settings import SettingsScene
from game.scenes.table import TableScene
from game.store import Store, StorePaths
from game.ui.layout import TableLayout
from game.ui.theme import contrast_cloth

SORT_SEED = 2  # a deal whose first hand is not already in rank order
SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]


@pytest.fixture
def table_of(tmp_path):
    tables = []

    def open_table(game, seed=21):
        app = make_app()
        app.store = Store(StorePaths.inside(tmp_path))
        table = TableScene(app, app.new_controller(game, SEATS, seed))
        app.stack.push(table)
        tables.append(table)
        pump_until(app, lambda: table.controller.to_act == 0 and table.ready())
        pump(app, 3)
        return app, table

    yield open_table
    for table in tables:
        table.close()
    TableLayout.text_scale = TableLayout.card_scale = 1.0  # nothing left for other tests


def change_over_the_table(app, table, **changes):
    """Esc, Settings, change, back, back: as a player would, without leaving the game."""
    app.stack.push(PauseScene(app, table))
    settings = SettingsScene(app)
    app.stack.push(settings)
    for key, value in changes.items():
        settings.change(key, value)
    app.stack.pop()
    app.stack.pop()
    assert app.stack.top is table
    pump(app, 2)


def shown(app, table) -> pygame.Surface:
    table.draw(app.screen)
    return app.screen.copy()


def drawn_afresh(app, table) -> pygame.Surface:
    """The frame a table drawn from nothing would show now."""
    table.painter.layer = None
    return shown(app, table)


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_colour_blind_faces_show_at_once_on_every_card(table_of, game):
    app, table = table_of(game)
    before = shown(app, table)
    change_over_the_table(app, table, colour_blind_faces=True)
    assert app.faces.colour_blind
    now = shown(app, table)
    assert now.get_view("2").raw != before.get_view("2").raw, "the faces changed"
    # Every card already on the table (piles, melds: the cached layer) too, not only
    # the hand: the frame is the same as one drawn from scratch.
    assert now.get_view("2").raw == drawn_afresh(app, table).get_view("2").raw


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_large_text_and_high_contrast_apply_at_once(table_of, game):
    app, table = table_of(game)
    small, old_ui = table.layout.font_small, app.ui
    corner = app.screen.get_at((2, app.size[1] // 2))
    change_over_the_table(app, table, large_text=True, high_contrast=True)
    assert table.layout.font_small >= int(small * 1.2), "the table's words grew"
    assert app.ui is not old_ui and table.buttons, "widgets rebuilt in the new theme"
    assert all(button.ui_manager is app.ui for button in table.buttons.values())
    assert app.settings["cloth"] == contrast_cloth("green")
    darker = app.screen.get_at((2, app.size[1] // 2))
    assert sum(darker[:3]) < sum(corner[:3]), "the near-black cloth is down"
    change_over_the_table(app, table, large_text=False, high_contrast=False)
    assert table.layout.font_small == small
    assert app.settings["cloth"] == "green", "the player's own cloth is back"


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_card_size_applies_at_once_to_your_hand(table_of, game):
    app, table = table_of(game)
    normal = table.layout.hand_height
    change_over_the_table(app, table, card_size="large")
    assert table.layout.hand_height > normal
    assert all(sprite.height == table.layout.hand_height for sprite in table.hand_sprites)
    change_over_the_table(app, table, card_size="small")
    assert table.layout.hand_height < normal


def test_a_new_sort_order_sorts_your_hand_at_once(table_of):
    from game.rules import crowns

    app, table = table_of("crowns", SORT_SEED)
    before = [sprite.card for sprite in table.hand_sprites]
    by_rank = sorted(before, key=table.adapter.sort_key("rank", table.observation))
    assert before != by_rank, "this deal's hand is not in rank order to begin with"
    change_over_the_table(app, table, hand_sort="rank")
    pump(app, 30)
    cards = [sprite.card for sprite in table.hand_sprites]
    wild = table.observation.wild_rank
    ranks = [card.rank for card in cards if not crowns.is_wild(card, wild)]
    assert table.sort_mode == "rank" and ranks == sorted(ranks)


def test_a_new_bot_pace_applies_from_the_next_move(table_of):
    app, table = table_of("sting")
    change_over_the_table(app, table, bot_pacing="slow")
    assert table.controller.speed == "slow"


def test_colour_blind_faces_reach_every_scene_not_only_tables(app):
    settings = SettingsScene(app)
    app.stack.push(settings)
    settings.change("colour_blind_faces", True)
    assert app.faces.colour_blind, "the menu's fan, summaries and hand histories too"

"""Rumski table details: the stock asked for while the first deal is still shown (RU-3,
RU-5), and the keys panel (F1) naming every key the table takes."""

import re

import pygame
from scene_driver import click, make_app, pump

from game.controller import Controller, SeatPlan
from game.rules import rumski
from game.scenes.keys_help import keys_of
from game.scenes.rumski import keys as rumski_keys
from game.scenes.table import TableScene

PLANS = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "random")]


def dealing_table():
    """A new game at the normal pace, where you play first, its deal still flying."""
    app = make_app((1280, 800))
    app.settings["speed"] = "normal"
    seed = next(s for s in range(20) if rumski.new_game(2, s, {}).to_act == 0)
    controller = Controller("rumski", PLANS, seed, {}, speed="normal")
    table = TableScene(app, controller)
    app.stack.push(table)
    pump(app, 10)
    return app, table, controller


def test_ru5_stock_clicked_during_the_deal_is_drawn_once_the_cards_are_out():
    app, table, controller = dealing_table()
    try:
        assert table.dealing()
        click(app, table.layout.stock_rect.center)
        assert "dealing" in table.message.lower()  # said, not ignored
        assert controller.version == 0  # nothing drawn while the cards still fly
        assert not any(sprite.selected for sprite in table.hand_sprites)
        frames = int((table.dealt_at - table.clock) * 60) + 10
        pump(app, frames)
        assert not table.dealing()
        assert isinstance(controller.record().actions[-1], rumski.DrawStock)
        assert table.observation.phase == rumski.PLAY
    finally:
        table.close()


def test_ru5_draw_key_during_the_deal_waits_for_it_too():
    app, table, controller = dealing_table()
    try:
        table.on_key(pygame.K_d)
        assert controller.version == 0 and table.draw_queued
        pump(app, int((table.dealt_at - table.clock) * 60) + 10)
        assert isinstance(controller.record().actions[-1], rumski.DrawStock)
    finally:
        table.close()


def key_name(code):
    names = {pygame.K_ESCAPE: "Esc", pygame.K_RETURN: "Enter", pygame.K_TAB: "Tab"}
    return names.get(code) or pygame.key.name(code).capitalize()


def test_f1_lists_every_rumski_key_and_h_again_after_the_hint_button():
    app = make_app((1280, 800))
    controller = Controller("rumski", PLANS, 4, {}, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    try:
        pump(app, 2)
        rows = keys_of(table)
        named = {token.strip() for key, _ in rows for token in re.split(r"[/,]", key)}
        wanted = {key_name(code) for code in rumski_keys.LETTERS}
        wanted |= {"Tab", "Shift+Tab", "Up", "Down", "Left", "Right", "Space", "Enter"}
        assert wanted <= named, wanted - named
        keys = [key for key, _ in rows]
        assert keys.index("H again") == keys.index("H") + 1
        assert ("H", "Hint") in rows  # read from the Hint button's own label
        assert "play" in dict(rows)["H again"]
    finally:
        table.close()

"""Issue 18 item 4: Esc on the hot-seat cover and on the round summary opens the pause
menu (save, rules, quit) without revealing any hand; F1 on the cover says how to reveal."""

import pygame
from scene_driver import pump, pump_until, table_app, you_and_bots
from test_scenes_hotseat import spy_faces
from test_scenes_summary import crowns_summary

from game.controller import SeatPlan
from game.scenes.cover import CoverScene
from game.scenes.keys_help import KeysScene
from game.scenes.pause import PauseScene
from game.scenes.summary import SummaryScene
from game.text import tr


def key(app, which) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=which, mod=0, unicode="", scancode=0))
    pump(app, 2)


def test_esc_on_the_cover_pauses_without_showing_a_hand():
    seats = [SeatPlan("Ana", "human"), SeatPlan("Bo", "human"), SeatPlan("Cy", "bot", "random")]
    app, table = table_app(seats, seed=5)
    try:
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        cover = app.stack.top
        drawn = spy_faces(app)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, PauseScene)
        assert app.stack.top.table is table  # Save as… and Quit act on this game
        pump(app, 5)
        assert drawn == [] and table.revealed is None  # paused, nothing shown
        key(app, pygame.K_ESCAPE)  # resume: back to the cover, still hiding every hand
        assert app.stack.top is cover
        pump(app, 3)
        assert drawn == []
    finally:
        table.close()


def test_f1_on_the_cover_says_a_click_or_enter_reveals():
    seats = [SeatPlan("Ana", "human"), SeatPlan("Bo", "human")]
    app, table = table_app(seats, seed=9)
    try:
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        name = app.stack.top.name
        key(app, pygame.K_F1)
        rows = dict(app.stack.top.rows)
        assert isinstance(app.stack.top, KeysScene)
        assert rows[tr("cover.keys_ready")] == tr("cover.keys_reveal", name=name)
        assert "Enter" in tr("cover.keys_ready") and "Click" in tr("cover.keys_ready")
        assert tr("keys.esc") in rows
    finally:
        table.close()


def test_esc_on_the_round_summary_opens_the_pause_menu():
    app, table = table_app(you_and_bots(2), seed=3)
    try:
        summary = SummaryScene(app, crowns_summary(1, (0, 14, 27)), table)
        app.stack.push(summary)
        pump(app, 3)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, PauseScene) and app.stack.top.table is table
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is summary  # resume comes back to the summary, not the next hand
    finally:
        table.close()

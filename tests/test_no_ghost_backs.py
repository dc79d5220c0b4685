"""Issue 18 item 8: no ghost card backs. After a hot-seat discard the hand turns face down
flat — no lifted back telling which card was picked while the discard flies — and
pausing mid-deal lands every card in the air instead of freezing backs over the badges."""

import pygame
from scene_driver import post, pump, pump_until

from game.app import App
from game.controller import Controller, SeatPlan
from game.scenes.cover import CoverScene
from game.scenes.pause import PauseScene
from game.scenes.table import TableScene


def moving_table(seats, seed):
    """A table at normal speed: cards fly as a player sees them."""
    app = App((1280, 800), {"speed": "normal", "bots_in": "thread"})
    table = TableScene(app, Controller("crowns", seats, seed, {}, speed="normal"))
    app.stack.push(table)
    return app, table


def click(app, pos):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    pump(app, 2)


def test_a_hot_seat_hand_lies_flat_once_the_turn_has_passed():
    seats = [
        SeatPlan("Ana", "human"),
        SeatPlan("Cy", "bot", "random"),
        SeatPlan("Bo", "human"),
        SeatPlan("Dee", "bot", "random"),
    ]
    app, table = moving_table(seats, 9)
    try:
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        click(app, (640, 400))
        pump_until(app, lambda: table.ready() and table.my_turn)
        click(app, table.layout.stock_rect.center)
        pump_until(app, lambda: table.ready() and not any(s.moving for s in table.hand_sprites))
        first = table.hand_sprites[0]
        click(app, (first.rect.x + 6, first.rect.y + first.rect.h // 3))  # selected: raised
        pump(app, 10)
        assert first.selected and first.lift > 0
        gone = table.hand_sprites[-1]
        post(pygame.MOUSEBUTTONDOWN, pos=gone.rect.center, button=1)
        pump(app)
        for _ in range(3):
            post(pygame.MOUSEMOTION, pos=table.layout.discard_rect.center, rel=(0, 0), buttons=(1,))
            pump(app)
        post(pygame.MOUSEBUTTONUP, pos=table.layout.discard_rect.center, button=1)
        pump(app, 2)
        assert app.stack.top is table and not table.face_up  # a bot's turn: the hand face down
        assert table.animator.busy  # the discard is still flying
        assert all(sprite.lift == 0 for sprite in table.hand_sprites)  # no card stands up
    finally:
        table.close()


def test_pausing_mid_deal_leaves_no_card_in_the_air():
    seats = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot")]
    app, table = moving_table(seats, 4)
    try:
        pump_until(app, lambda: table.animator.busy)
        pump(app, 3)
        assert table.animator.busy  # backs on their way to the badges
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        pump(app, 2)
        assert isinstance(app.stack.top, PauseScene)
        assert not table.animator.busy
        assert not any(sprite.tween for sprite in table.hand_sprites)
    finally:
        table.close()

"""Hint, sorting, resizing, game over and play again — the table's other controls."""

import pygame
import pygame_gui
from patience import PATIENCE
from scene_driver import make_app, pump, pump_until, settle, table_app, you_and_bots

from game.bots.crowns import make_bot
from game.controller import Controller, SeatPlan
from game.rules import crowns
from game.scenes.gameover import GameOverScene
from game.scenes.table import TableScene


def my_draw_turn(scene):
    return lambda: (
        scene.controller.to_act == scene.viewer
        and scene.observation.phase == "draw"
        and scene.ready()
    )


def key(app, which):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=which, mod=0, unicode=""))
    pump(app, 2)


def test_hint_shows_the_medium_bots_move_and_reason():
    app, scene = table_app(you_and_bots(2), seed=3)
    try:
        pump_until(app, my_draw_turn(scene))
        key(app, pygame.K_h)
        pump_until(app, lambda: scene.message.startswith("Hint:"))
        assert "draw" in scene.message or "take" in scene.message
        assert scene.controller.to_act == scene.viewer  # a hint changes nothing
    finally:
        scene.close()


def test_a_hint_s_words_go_once_its_move_is_played():
    """The hint 'draw from the stock …' leaves the message strip with the draw it
    advised, as its glow does (new-user trial: it stood over the hand after the draw)."""
    app, scene = table_app(you_and_bots(2), seed=3)
    try:
        pump_until(app, my_draw_turn(scene))
        key(app, pygame.K_h)
        pump_until(app, lambda: scene.message.startswith("Hint:"))
        assert scene.message_left > 1.0
        assert scene.intend(scene.hint[1]) is None  # the player does what it said
        pump(app, 2)
        assert scene.message_left <= 0 or not scene.message.startswith("Hint:")
    finally:
        scene.close()


def test_sort_by_rank_and_by_suit_with_keys():
    app, scene = table_app(you_and_bots(2), seed=4)
    try:
        pump_until(app, my_draw_turn(scene))
        settle(app, scene)
        wild = scene.observation.wild_rank
        key(app, pygame.K_r)
        ranks = [s.card.rank for s in scene.hand_sprites if not crowns.is_wild(s.card, wild)]
        assert ranks == sorted(ranks)
        key(app, pygame.K_s)
        suits = [s.card.suit for s in scene.hand_sprites if not crowns.is_wild(s.card, wild)]
        assert suits == sorted(suits, key=crowns.SUITS.index)
    finally:
        scene.close()


def test_everything_is_laid_out_again_after_a_resize():
    app, scene = table_app(you_and_bots(3), seed=5)
    try:
        pump_until(app, my_draw_turn(scene))
        settle(app, scene)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000))
        pump(app, 2)
        settle(app, scene)
        assert scene.layout.size == (1600, 1000)
        assert scene.buttons["hint"].rect.right <= 1600
        for sprite in scene.hand_sprites:
            assert sprite.height == scene.layout.hand_height
            assert sprite.rect.left >= 0 and sprite.rect.bottom <= 1000
    finally:
        scene.close()


def finished_game(seed=2):
    seats = [SeatPlan("You"), SeatPlan("Bo", "bot", "random")]
    state = crowns.new_game(2, seed)
    bots = [make_bot("medium", seat, seed) for seat in range(2)]
    while not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.observe(seat)))
    return Controller("crowns", seats, seed, {}, "instant", actions=state.actions), state


def test_cr15_game_over_shows_the_winner_and_play_again_keeps_the_seats():
    app = make_app()
    controller, state = finished_game()
    app.stack.push(GameOverScene(app, controller, None))
    pump(app, 2)
    scene = app.stack.top
    assert scene.winners == set(state.winners())
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons["again"])
    )
    pump(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert [p.name for p in table.controller.seats] == ["You", "Bo"]
    assert not table.controller.is_over
    assert table.observation.hand_number == 1
    table.close()


def test_finished_game_is_kept_for_replays_and_counted(tmp_path):
    """A finished game goes to the store: recent games, statistics, no autosave left."""
    from game.scenes.keeper import Keeper
    from game.store import Store, StorePaths

    store = Store(StorePaths.inside(tmp_path))
    controller, state = finished_game()
    keeper = Keeper(store)
    keeper.autosave(controller)
    keeper.finish(controller, 11, [3, 2])
    keeper.stop()
    keeper.thread.join(timeout=PATIENCE)
    assert not keeper.thread.is_alive()
    recent = store.list_recent()
    assert len(recent) == 1 and recent[0].saved.finished
    assert list(recent[0].saved.actions) == list(state.actions)
    assert store.load_stats().line("crowns", "human").played == 1
    assert store.peek_autosave() is None


def test_keyboard_play_enter_draws_arrows_walk_enter_discards():
    """CR-7 then CR-8 without the mouse: Enter draws, arrows walk the hand, Enter discards."""
    app, scene = table_app(you_and_bots(2), seed=6)
    try:
        pump_until(app, my_draw_turn(scene))
        settle(app, scene)
        done = len(scene.controller.record().actions)
        key(app, pygame.K_RETURN)
        settle(app, scene)
        assert scene.controller.record().actions[done] == crowns.Draw(scene.viewer, "stock")
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        walked = scene.focused
        assert walked is scene.hand_sprites[1] and walked.hovered
        key(app, pygame.K_RETURN)
        pump(app, 3)
        assert scene.controller.record().actions[done + 1] == crowns.Discard(
            scene.viewer, walked.card
        )
    finally:
        scene.close()

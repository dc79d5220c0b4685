"""Issue 18 item 3: starting or loading a game never loses the one in progress. Continue
offers the game played last; Load lists every other unfinished game, marked In progress."""

import pygame
import store_toy as toy
from scene_driver import pump, pump_until
from test_store_saves import make_store, saved_from
from test_store_slots import key, press, save_as, table_at_your_turn

from game.scenes.menu import MenuScene
from game.scenes.slots import LoadScene
from game.scenes.table import TableScene
from game.store.saves import continues


def played(seed, moves):
    """A toy game of `seed` after `moves` draw-and-discard turns."""
    state = toy.new_game(2, seed)
    for _ in range(moves):
        seat = state.to_act
        state.apply(toy.Draw(seat))
        state.apply(toy.Discard(seat, max(state.hands[seat])))
    return state


def test_a_new_game_keeps_the_one_in_progress(tmp_path):
    store = make_store(tmp_path)
    first = saved_from(played(7, 3), hand=1)
    store.autosave(first)
    second = saved_from(played(8, 1), seed=8, hand=1)
    store.autosave(second)  # a new game began: the first is kept, not overwritten
    [kept] = store.list_unfinished()
    assert kept.unfinished and kept.saved.actions == first.actions and kept.saved.seed == 7
    assert store.peek_autosave().seed == 8  # Continue offers the game played last
    store.autosave(saved_from(played(8, 2), seed=8, hand=1))  # the same game, played on
    assert len(store.list_unfinished()) == 1


def test_resuming_an_unfinished_game_keeps_the_other_and_finishing_hands_continue_on(tmp_path):
    store = make_store(tmp_path)
    store.autosave(saved_from(played(7, 3), hand=1))
    store.autosave(saved_from(played(8, 1), seed=8, hand=1))
    [kept] = store.list_unfinished()
    loaded = store.resume_unfinished(kept.path)
    assert loaded.saved.seed == 7 and store.peek_autosave().seed == 7
    assert [entry.saved.seed for entry in store.list_unfinished()] == [8]
    store.autosave(saved_from(played(7, 4), hand=1))  # played on: nothing more is kept
    assert [entry.saved.seed for entry in store.list_unfinished()] == [8]
    store.clear_autosave()  # game 7 ended: Continue now offers game 8
    assert store.peek_autosave().seed == 8
    assert store.load_autosave().saved.seed == 8
    assert store.list_unfinished() == [] and store.paths.autosave_file.exists()


def test_loading_an_earlier_save_of_the_same_game_keeps_the_later_moves(tmp_path):
    store = make_store(tmp_path)
    late = saved_from(played(7, 5), hand=1)
    store.autosave(late)
    fresh = make_store(tmp_path)  # the app restarted, then loaded an older slot
    fresh.autosave(saved_from(played(7, 2), hand=1))
    [kept] = fresh.list_unfinished()
    assert kept.saved.actions == late.actions
    early = saved_from(played(7, 2))
    assert continues(early, late) and not continues(late, early)


def test_a_finished_game_is_not_kept(tmp_path):
    store = make_store(tmp_path)
    store.autosave(saved_from(played(7, 3), hand=1, finished=True))
    store.autosave(saved_from(played(8, 1), seed=8, hand=1))
    assert store.list_unfinished() == []


def quit_to_menu(app, table):
    table.close(5.0)
    app.stack.reset(MenuScene(app))
    pump(app, 2)


def test_load_lists_the_game_a_new_one_replaced_as_in_progress(app):
    sting = table_at_your_turn(app, "sting")
    sting_moves = sting.controller.record()
    quit_to_menu(app, sting)
    assert app.stack.top.autosaved.game == "sting"  # Continue — Sting
    crowns = table_at_your_turn(app, "crowns")  # a new game, not Continue
    quit_to_menu(app, crowns)
    menu = app.stack.top
    assert menu.autosaved.game == "crowns", "Continue offers the game played last"
    press(app, menu, "load")
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    [entry] = [entry for entry in scene.entries if entry.unfinished]
    assert entry.saved.game == "sting"
    picture = pygame.Surface(app.size)
    scene.draw(picture)
    key(app, pygame.K_RETURN)  # the first row: the Sting game, where it was left
    table = app.stack.top
    assert isinstance(table, TableScene) and table.controller.game == "sting"
    assert table.controller.record() == sting_moves
    quit_to_menu(app, table)
    assert app.stack.top.autosaved.game == "sting"
    assert [entry.saved.game for entry in app.store.list_unfinished()] == ["crowns"]


def test_named_saves_are_listed_after_the_games_in_progress(app):
    table = table_at_your_turn(app, "crowns")
    save_as(app, table, "Mine")
    key(app, pygame.K_ESCAPE)
    quit_to_menu(app, table)
    quit_to_menu(app, table_at_your_turn(app, "sting"))
    press(app, app.stack.top, "load")
    scene = app.stack.top
    assert [(entry.unfinished, entry.saved.game) for entry in scene.entries] == [
        (True, "crowns"),
        (False, "crowns"),
    ]
    pump_until(app, lambda: True)

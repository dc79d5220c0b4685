"""New game's seed field refuses what the saves would refuse (issue 17, item 5): one
range of seeds (`game.store.limits.SEEDS`) that the form and the save reader both ask,
so a game that starts can always be autosaved, continued and replayed."""

import pygame
import pygame_gui
import pytest
from scene_driver import make_app, pump

from game.scenes.keeper import saved_game
from game.scenes.setup import SetupScene
from game.store import decode_game, encode_game
from game.store.limits import SEEDS


def setup_with_seed(words: str):
    app = make_app()
    setup = SetupScene(app, "sting")
    app.stack.push(setup)
    pump(app, 2)
    field = setup.widgets["seed"]
    field.set_text(words)
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=field, text=words)
    )
    pump(app, 2)
    return app, setup


@pytest.mark.parametrize("words", ["-1", str(SEEDS[-1] + 1), "9" * 19, "12.5", "seven", ""])
def test_a_seed_the_saves_would_refuse_is_refused_at_the_field(words):
    app, setup = setup_with_seed(words)
    setup.start()
    assert app.stack.top is setup, "no game starts"
    assert setup.error == f"The seed must be a whole number from 0 to {SEEDS[-1]}."
    pump(app, 1)
    field = setup.widgets["seed"].rect
    shown = setup.error_rect
    assert shown is not None, "the error is drawn beside its field"
    assert field.bottom <= shown.top <= field.bottom + field.height
    assert shown.left <= field.centerx <= shown.right
    setup.widgets["seed"].set_text("5")
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=setup.widgets["seed"], text="5"
        )
    )
    pump(app, 2)
    assert setup.error == "" and setup.error_rect is None, "put right, the error goes"
    pygame.quit()


@pytest.mark.parametrize("seed", [SEEDS[0], SEEDS[-1]])
def test_the_edge_seeds_start_and_their_autosave_reads_back(seed):
    app, setup = setup_with_seed(str(seed))
    setup.start()
    table = app.stack.top
    assert table is not setup
    controller = table.controller
    assert controller.record().seed == seed
    assert decode_game(encode_game(saved_game(controller))).seed == seed
    table.close()
    pygame.quit()


def test_a_typed_seed_survives_a_change_of_seat_count():
    app, setup = setup_with_seed("424242")
    setup.on_choice("seats", "3")
    pump(app, 2)
    assert setup.widgets["seed"].get_text() == "424242"
    pygame.quit()

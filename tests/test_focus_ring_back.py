"""Shift+Tab walks a focus ring back (it went forward, as Tab does): on the menu, Learn to
play, game over and the pause menu; New game and the quit question have tests of their
own. (A round summary's two buttons are the same either way.)"""

import pygame
import pytest
from scene_driver import pump, you_and_bots
from test_scenes_summary import finished

from game.scenes.focus import FocusRing
from game.scenes.gameover import GameOverScene
from game.scenes.learn import LearnScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.table import TableScene


def test_shift_tab_is_tab_backwards():
    ring = FocusRing()
    ring.set_grid([["a"], ["b", "c"]])
    assert ring.on_key(pygame.K_TAB) is None and ring.focused == "b"
    ring.on_key(pygame.K_TAB, pygame.KMOD_RSHIFT)
    assert ring.focused == "a"
    ring.on_key(pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert ring.focused == "c", "back from the first wraps to the last"


SCREENS = {
    "menu": MenuScene,
    "learn to play": LearnScene,
    "game over": lambda app: GameOverScene(app, finished("crowns", {})[0], None),
}


def paused(app):
    """The pause menu over a Crowns table against one bot."""
    table = TableScene(app, app.new_controller("crowns", you_and_bots(1), 7))
    app.stack.push(table)
    return PauseScene(app, table)


@pytest.mark.parametrize("screen", [*SCREENS, "pause"])
def test_shift_tab_goes_back_on_each_screen_with_a_ring(app, screen):
    scene = paused(app) if screen == "pause" else SCREENS[screen](app)
    app.stack.push(scene)
    pump(app, 2)

    def key(mod):
        event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod, unicode="")
        pygame.event.post(event)
        pump(app, 2)

    first = scene.ring.focused
    key(0)
    assert scene.ring.focused != first
    key(pygame.KMOD_LSHIFT)
    assert scene.ring.focused == first
    if screen == "pause":
        scene.table.close()

"""Fonts die with pygame.quit(): game.ui.look's cached fonts are forgotten then, so text
measured after pygame starts again (another app in the same process) never reaches a
dead font ("Invalid font (font module quit since font created)")."""

import pygame

from game.ui import look


def test_wrap_after_pygame_restarts_uses_a_live_font():
    pygame.init()
    assert look.wrap("a few words to measure", 16, 400)  # caches the 16 px font
    pygame.quit()
    pygame.init()
    try:
        assert look.wrap("a few words to measure again", 16, 400)
        assert look.text("drawn again", 16).get_width() > 0
    finally:
        pygame.quit()

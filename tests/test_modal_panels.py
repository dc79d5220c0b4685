"""Modal panels are opaque (issue 18, item 11): F1's keys, Pause, Save as (over Pause),
the round summary, hand histories, Sting's quick reference and wild chooser dim the
felt behind them, but nothing under their panel shows through their words."""

import pygame
import pytest
from scene_driver import pump, table_app, you_and_bots
from test_scenes_summary import crowns_summary

from game.scenes.hand_history import HandHistoryScene
from game.scenes.keys_help import KeysScene
from game.scenes.pause import PauseScene
from game.scenes.slots import SaveAsScene
from game.scenes.summary import SummaryScene
from game.ui import hud
from game.ui.sting import reference as quick_reference

SIZE = (1280, 800)


def over(scene, colour):
    """What `scene` draws over a window painted `colour` (its panel's middle)."""
    surface = pygame.Surface(SIZE)
    for _ in range(12):  # the summary draws its panel from its second frame, row by row
        surface.fill(colour)
        scene.update(1 / 60)
        scene.draw(surface)
    middle = pygame.Rect(0, 0, SIZE[0] // 10, SIZE[1] // 10)
    middle.center = (SIZE[0] // 2, SIZE[1] // 2)
    return pygame.image.tobytes(surface.subsurface(middle), "RGB")


SCENES = {
    "keys": lambda app, table: KeysScene(app, table),
    "pause": lambda app, table: PauseScene(app, table),
    "save_as": lambda app, table: SaveAsScene(app, table),
    "summary": lambda app, table: SummaryScene(app, crowns_summary(1, (0, 14, 27)), table),
    "hand_history": lambda app, table: HandHistoryScene(app, table),
}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_nothing_shows_through_a_modal_panel(name):
    app, table = table_app(you_and_bots(2), size=SIZE)
    try:
        pump(app, 2)
        scene = SCENES[name](app, table)
        app.stack.push(scene)
        assert over(scene, (0, 0, 0)) == over(scene, (255, 255, 255))
    finally:
        table.close()
        pygame.event.clear()


def test_the_in_table_panels_are_opaque_too():
    for colour in ((12, 22, 30, 242), (12, 22, 30, 0)):
        picture = hud.modal_panel(200, 100, colour, 10)
        assert picture.get_at((100, 50)).a == 255
    black, white = pygame.Surface((300, 300)), pygame.Surface((300, 300))
    white.fill((255, 255, 255))
    for surface in (black, white):
        quick_reference.draw_panel(surface, pygame.Rect(20, 20, 260, 260), 16)
    centre = pygame.Rect(120, 120, 60, 60)
    assert pygame.image.tobytes(black.subsurface(centre), "RGB") == pygame.image.tobytes(
        white.subsurface(centre), "RGB"
    )

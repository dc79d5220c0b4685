"""Selected cards in an overlapping hand (issue 18's leftovers, a trial player: "which
card is this outline on?"): a selected card's gold outline lies on its own face only —
never over the face of the card beneath it — and frames all of it that shows, closed
along the edge of the card lying over it. The hand is drawn by the shared painter for
every game."""

import pygame
import pytest
from crowns_hand_policy import hand_start
from scene_driver import make_app, pump, settle

from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene

SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]


def open_hand(game):
    app = make_app((1280, 800))
    app.autoplay = False
    actions = hand_start(3, 11) if game == "crowns" else []
    controller = Controller(game, SEATS, 3, {}, speed="instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    return app, table


def hand_picture(table):
    surface = pygame.Surface(table.app.screen.get_size())
    surface.fill((0, 0, 0))
    table.painter.draw_hand(surface)
    return surface


def goldish(colour):
    """Gold, or gold in the shadow the card over it casts."""
    red, green, blue = tuple(colour)[:3]
    return red > 150 and abs(red - green) < 60 and blue < 0.6 * red


def region(surface, rect, less):
    """The pixels of `rect` that `less` does not cover."""
    return [
        tuple(surface.get_at((x, y)))
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if not less.collidepoint(x, y)
    ]


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_a_selected_cards_outline_lies_on_its_own_face_and_frames_what_shows(game):
    app, table = open_hand(game)
    try:
        below, picked, over = table.hand_sprites[2:5]
        picked.selected = True
        table.relayout()
        pump(app, 40)  # lifted
        assert picked.rect.colliderect(over.rect) and picked.rect.colliderect(below.rect)
        outlined = hand_picture(table)
        picked.selected = False  # the same places, not selected
        plain = hand_picture(table)
        # The card beneath shows exactly as it did: no gold on its face.
        assert region(outlined, below.rect, picked.rect) == region(plain, below.rect, picked.rect)
        # Closed along the edge of the card over it, on the selected card's own face.
        x = over.rect.left - 2  # just beside that card's edge
        rows = range(over.rect.top + 4, picked.rect.bottom - picked.rect.h // 13)
        assert all(goldish(outlined.get_at((x, y))) for y in rows)
        assert not all(goldish(plain.get_at((x, y))) for y in rows)
    finally:
        table.close()

"""The table fits the smallest window with the large-text and card-size settings: the
turn prompt's strip over your hand never covers the piles' words, nor the places of the
seats level with it (CR-2 seats)."""

import pygame
import pytest

from game.scenes.table import CARD_SIZES, LARGE_TEXT
from game.text import tr
from game.ui.layout import TableLayout
from game.ui.look import shadowed_text

SMALLEST = (1024, 640)


@pytest.fixture
def settings():
    """`settings(words, cards)` sets the table's scales; they are put back after."""

    def use(words: float, cards: float) -> None:
        TableLayout.text_scale, TableLayout.card_scale = words, cards

    yield use
    TableLayout.text_scale = TableLayout.card_scale = 1.0


@pytest.mark.parametrize("card_size", sorted(CARD_SIZES))
@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("seats", [2, 4, 7, 9, 14])
def test_the_prompt_leaves_the_piles_words_readable(settings, seats, large_text, card_size):
    settings(LARGE_TEXT if large_text else 1.0, CARD_SIZES[card_size])
    layout = TableLayout(SMALLEST, seats)
    strip_top = layout.message_centre[1] - layout.font_body
    stock_at, discard_at = layout.pile_word_places()
    stock = shadowed_text(tr("table.stock", count=98), layout.font_small).get_rect(**stock_at)
    discard = shadowed_text(tr("table.discard"), layout.font_small).get_rect(**discard_at)
    for words in (stock, discard, layout.stock_rect, layout.discard_rect):
        assert words.bottom <= strip_top, f"{seats} seats: the prompt covers {words}"


def test_cr2_the_prompt_keeps_clear_of_the_side_seats_with_large_cards(settings):
    """Seven seats at 1024×640 with large cards: Ana and Fay sit level with the prompt;
    it moves between them and shrinks a little rather than cover their places."""
    from scene_driver import pump_until, table_app, you_and_bots

    app, table = table_app(you_and_bots(6), size=SMALLEST)
    try:
        app.settings["card_size"] = "large"
        pump_until(app, lambda: table.my_turn and table.layout.card_scale > 1)
        words = table.adapter.prompt(table.observation)
        px, centre = table.painter.message_place(words, 1 / 3)
        strip = shadowed_text(words, px).get_rect(center=centre).inflate(2 * (px // 3), 0)
        seats = [table.layout.seat_box(spot) for spot in table.layout.spots]
        assert strip.collidelist(seats) < 0, "the prompt covers a seat's place"
        assert px >= int(table.layout.font_body * 0.85), "shrunk no further than 0.85"
    finally:
        table.close()
        pygame.event.clear()  # its events must not reach the next test's table

"""The table fits the smallest window with the large-text and card-size settings: the
turn prompt's strip over your hand never covers the piles' words (CR-2 seats)."""

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
